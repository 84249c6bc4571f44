import { MAX_SHORT_TEXT } from '../../../src/contract/common.ts'
import type { JsonResume } from '../../../src/contract/json-resume.ts'

/** The title of an imported JSON Resume that names neither the person nor a role. */
export const UNTITLED_IMPORT = 'Imported resume'

const oneLine = (text: string | undefined): string => (text ?? '').replace(/\s+/gu, ' ').trim()

/**
 * The title an imported JSON Resume is listed under: who and what, as people name their resumes
 * ("Jane Doe – Backend Engineer"), from basics.name and basics.label; the first job's position
 * when basics says neither; within the length a title may have.
 */
export function importedTitleOf(resume: JsonResume): string {
  const name = oneLine(resume.basics?.name)
  const label = oneLine(resume.basics?.label) || oneLine(resume.work?.[0]?.position)
  const title = [name, label].filter(Boolean).join(' – ') || UNTITLED_IMPORT
  return title.length > MAX_SHORT_TEXT ? `${title.slice(0, MAX_SHORT_TEXT - 1).trimEnd()}…` : title
}
