import type { RequestLanguage } from '../language-of-request.ts'
import { documentMessage, type DocumentMessageId, type MessageParams } from './document-messages.ts'

/**
 * Why a document was refused. For PDFs, four ways of having no usable text are told apart, since
 * each needs something else done: `no_text_layer` (the pages are pictures: a scan or a photo),
 * `undecodable_text` (text is drawn, but its font has no Unicode map, so it cannot be read back),
 * `encrypted` (a password), `corrupt` (it cannot be parsed); and `empty` (no text at all).
 */
export type DocumentErrorCode =
  | 'unsupported_type'
  | 'corrupt'
  | 'encrypted'
  | 'no_text_layer'
  | 'undecodable_text'
  | 'empty'
  | 'too_large'

const STATUS_BY_CODE: Record<DocumentErrorCode, 413 | 415 | 422> = {
  unsupported_type: 415,
  too_large: 413,
  corrupt: 422,
  encrypted: 422,
  no_text_layer: 422,
  undecodable_text: 422,
  empty: 422,
}

/**
 * A document we refuse to read. Its message names the problem and what to do about it, in each
 * of the app's languages (document-messages.ts): `message` is the English text (logs, the CLI),
 * `messageIn` the one a route answers in the request's language. The status follows from the code
 * so callers cannot mismatch them.
 */
export class DocumentError extends Error {
  override name = 'DocumentError'
  readonly status: 413 | 415 | 422
  readonly params: MessageParams

  constructor(
    readonly code: DocumentErrorCode,
    readonly messageId: DocumentMessageId,
    options?: { cause?: unknown; params?: MessageParams },
  ) {
    const params = options?.params ?? {}
    super(
      documentMessage(messageId, 'en', params),
      options !== undefined && 'cause' in options ? { cause: options.cause } : undefined,
    )
    this.status = STATUS_BY_CODE[code]
    this.params = params
  }

  /** The message in the given language. */
  messageIn(language: RequestLanguage): string {
    return documentMessage(this.messageId, language, this.params)
  }
}
