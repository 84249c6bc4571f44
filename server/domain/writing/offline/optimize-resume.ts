import { applySafeChanges } from '../../../../src/contract/apply-resume-changes.ts'
import type { OptimizeResumeInput } from '../writer.ts'
import { suggestResumeChanges } from './suggest-changes.ts'

/**
 * The offline optimizer's whole text: the resume with the suggestions it marks safe applied
 * (suggest-changes.ts). Every line the suggestions do not touch stays exactly as written, in its
 * place; nothing the resume does not prove is written in. The review (issue 21) offers the rest.
 */
export function optimizeResumeText(input: OptimizeResumeInput): string {
  return applySafeChanges(input.resume, suggestResumeChanges(input))
}
