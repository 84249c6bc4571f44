/** Spec §5 and §9: uploads are PDF, DOCX or TXT; 5 MB keeps extraction fast. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

export type CreateResumeDraft = {
  title: string
  /** Pasted resume text. */
  content: string
  file: File | null
  jobDescription: string
}

/** Where the resume's text comes from: a file attached wins over pasted text (spec §4). */
export type ContentSource = 'file' | 'pasted' | 'none'

export function contentSourceOf(draft: Pick<CreateResumeDraft, 'content' | 'file'>): ContentSource {
  if (draft.file) return 'file'
  if (draft.content.trim() !== '') return 'pasted'
  return 'none'
}

/** Spec §5: submit stays disabled unless there is a title and either pasted content or a file. */
export function canSubmitDraft(draft: CreateResumeDraft): boolean {
  return draft.title.trim() !== '' && contentSourceOf(draft) !== 'none'
}

/** The create call's body; a blank job description is sent as null, as the spec's client does. */
export function createRequestOf(draft: CreateResumeDraft, originalContent: string) {
  const jobDescription = draft.jobDescription.trim()
  return {
    title: draft.title.trim(),
    original_content: originalContent,
    job_description: jobDescription === '' ? null : jobDescription,
  }
}

/**
 * The message for a failed upload or create: the app's own reading of the error when it has one
 * (the server's message), else the fallback ('Failed to create resume').
 */
export function failureMessage(
  error: unknown,
  describe: ((error: unknown) => string | null | undefined) | undefined,
  fallback: string,
): string {
  const described = describe?.(error)
  return described && described.trim() !== '' ? described : fallback
}
