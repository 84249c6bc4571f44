export type DocumentErrorCode =
  'unsupported_type' | 'corrupt' | 'encrypted' | 'no_text_layer' | 'empty' | 'too_large'

const STATUS_BY_CODE: Record<DocumentErrorCode, 413 | 415 | 422> = {
  unsupported_type: 415,
  too_large: 413,
  corrupt: 422,
  encrypted: 422,
  no_text_layer: 422,
  empty: 422,
}

/** The formats every refusal points the user to, so each message says what would work instead. */
export const ACCEPTED_FORMATS_SENTENCE =
  'Upload a PDF, a Word document (DOCX) or a plain-text file (TXT), or paste the text instead.'

/**
 * A document we refuse to read. The message is shown to the user as is, so it names the problem
 * and what to do about it; the status follows from the code so callers cannot mismatch them.
 */
export class DocumentError extends Error {
  override name = 'DocumentError'
  readonly status: 413 | 415 | 422

  constructor(
    readonly code: DocumentErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.status = STATUS_BY_CODE[code]
  }
}
