import { DEFAULT_COVER_LETTER_TONE, type Tone } from '../../contract/common.ts'
import type {
  CoverLetterExportRequest,
  CoverLetterRequest,
  CoverLetterResponse,
} from '../../contract/generate.ts'
import { missingFields, trimmed } from '../bio/generator-rules.ts'

/** The cover letter form as typed (spec §3 cover letter request); email may stay blank. */
export interface CoverLetterDraft {
  full_name: string
  email: string
  target_job_title: string
  company_name: string
  resume_content: string
  job_description: string
  tone: Tone
}

export type CoverLetterTextField = Exclude<keyof CoverLetterDraft, 'tone'>

/** The two long fields that can be filled from a file. */
export type CoverLetterFileField = 'resume_content' | 'job_description'

/** Spec §4: the cover letter's tone starts at formal. */
export const EMPTY_COVER_LETTER_DRAFT: Readonly<CoverLetterDraft> = {
  full_name: '',
  email: '',
  target_job_title: '',
  company_name: '',
  resume_content: '',
  job_description: '',
  tone: DEFAULT_COVER_LETTER_TONE,
}

/** Spec §5: name, job title, company, resume content and job description. */
export const COVER_LETTER_REQUIRED_FIELDS = [
  'full_name',
  'target_job_title',
  'company_name',
  'resume_content',
  'job_description',
] as const satisfies readonly CoverLetterTextField[]

export function coverLetterMissingFields(draft: CoverLetterDraft): CoverLetterTextField[] {
  const { tone: _tone, ...text } = draft
  return missingFields<CoverLetterTextField>(text, COVER_LETTER_REQUIRED_FIELDS)
}

/** POST /generate/cover-letter's body: trimmed, a blank email left out. */
export function coverLetterRequestOf(draft: CoverLetterDraft): CoverLetterRequest {
  const { tone, ...text } = draft
  const { email, ...rest } = trimmed(text)
  return { ...rest, ...(email ? { email } : {}), tone }
}

/** The export payload of spec §3: the letter with the sender and the position it was written for. */
export function coverLetterExportRequestOf(
  sent: CoverLetterRequest,
  result: CoverLetterResponse,
): CoverLetterExportRequest {
  return {
    cover_letter_text: result.cover_letter_text,
    full_name: sent.full_name,
    email: sent.email ?? '',
    target_job_title: sent.target_job_title,
    company_name: sent.company_name,
    tone: result.metadata.tone,
  }
}

/** The file types the page takes for its long fields (spec §2): plain text and Word. */
export const COVER_LETTER_FILE_ACCEPT = '.txt,.doc,.docx'

/**
 * How a chosen file becomes text (spec §5, issue 6): a .txt file is read in the browser; a Word
 * file (.doc, .docx) goes through the upload endpoint, which extracts its text; anything else is
 * refused. Decided by extension, since browsers report no or odd MIME types for Word files.
 */
export function fileReadMethod(fileName: string): 'text' | 'upload' | null {
  const extension = /\.([^./\\]+)$/u.exec(fileName.toLowerCase())?.[1]
  if (extension === 'txt') return 'text'
  if (extension === 'doc' || extension === 'docx') return 'upload'
  return null
}
