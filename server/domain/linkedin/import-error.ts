import { DocumentError } from '../documents/document-error.ts'
import type { MessageParams } from '../documents/document-messages.ts'
import type { RequestLanguage } from '../language-of-request.ts'
import {
  FILE_IMPORT_HINTS,
  IMPORT_MESSAGES,
  importMessage,
  type ImportMessageId,
} from './import-messages.ts'

/**
 * A profile import we refuse or cannot finish. Its message says what to do instead, in each of the
 * app's languages (import-messages.ts), or is the refusal of the document it read (a DocumentError
 * of the "Save to PDF" file): `message` is the English text, `messageIn` the one the route answers
 * in the request's language, with `status`.
 */
export class ProfileImportError extends Error {
  override name = 'ProfileImportError'
  readonly messageIn: (language: RequestLanguage) => string

  constructor(
    readonly status: 413 | 415 | 422 | 502,
    message: ImportMessageId | DocumentError,
    options?: { cause?: unknown; params?: MessageParams },
  ) {
    const messageIn =
      message instanceof DocumentError
        ? (language: RequestLanguage) => message.messageIn(language)
        : (language: RequestLanguage) => importMessage(message, language, options?.params)
    super(
      messageIn('en'),
      options !== undefined && 'cause' in options ? { cause: options.cause } : undefined,
    )
    this.messageIn = messageIn
  }
}

/** What every refusal of a URL import points to, in English (the other languages: import-messages.ts). */
export const FILE_IMPORT_HINT = FILE_IMPORT_HINTS.en

export const NO_PROVIDER_MESSAGE = IMPORT_MESSAGES.no_provider.en
export const PROFILE_NOT_PUBLIC_MESSAGE = IMPORT_MESSAGES.profile_not_public.en
export const PROVIDER_FAILED_MESSAGE = IMPORT_MESSAGES.provider_failed.en
