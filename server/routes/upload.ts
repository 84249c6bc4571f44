import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { endpoints } from '../../src/contract/endpoints.ts'
import { UPLOAD_FIELD, uploadFileTypeSchema } from '../../src/contract/resumes.ts'
import type { UploadResponse } from '../../src/contract/resumes.ts'
import { DocumentError } from '../domain/documents/document-error.ts'
import { extractDocument } from '../domain/documents/extract-document.ts'
import { documentMessage } from '../domain/documents/document-messages.ts'
import { languageFromAcceptLanguage } from '../domain/language-of-request.ts'
import type { RequestLanguage } from '../domain/language-of-request.ts'
import type { ExtractedDocument } from '../domain/documents/extract-document.ts'
import { HttpError } from '../http-error.ts'
import { defineRoute } from './define-route.ts'

/** A resume is rarely over 1 MB; 5 MB leaves room for a photo while refusing scans and archives. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

const FIELD = { field: UPLOAD_FIELD }

/**
 * The one file of a multipart request (field "file"), read whole, or the HttpError a person can act
 * on: 415 not multipart, 422 no file, 413 too large or too many parts, 400 a body the multipart
 * parser could not make sense of (cut short, no or wrong boundary, broken part headers). The
 * caller's own texts for a missing or too large file; the others in `language`.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  errors: FastifyInstance['multipartErrors'],
  messages: { tooLarge: string; noFile: string },
  language: RequestLanguage = 'en',
): Promise<{ filename: string; bytes: Buffer }> {
  if (!request.isMultipart()) {
    throw new HttpError(415, documentMessage('upload_not_multipart', language, FIELD))
  }
  try {
    const file = await request.file()
    if (file === undefined) throw new HttpError(422, messages.noFile)
    if (file.fieldname !== UPLOAD_FIELD) {
      file.file.resume()
      throw new HttpError(422, messages.noFile)
    }
    return { filename: file.filename, bytes: await file.toBuffer() }
  } catch (error) {
    if (error instanceof HttpError) throw error
    if (error instanceof errors.RequestFileTooLargeError)
      throw new HttpError(413, messages.tooLarge)
    if (
      error instanceof errors.PartsLimitError ||
      error instanceof errors.FilesLimitError ||
      error instanceof errors.FieldsLimitError
    ) {
      throw new HttpError(413, documentMessage('upload_too_many_parts', language, FIELD))
    }
    // busboy reports a broken body with plain Errors ("Unexpected end of form", "Multipart:
    // Boundary not found", "Malformed part header"); the multipart plugin's own ones carry a 4xx.
    // Either way the request is at fault, and before this they were answered 500.
    const status = (error as { statusCode?: unknown }).statusCode
    const clientFault = typeof status === 'number' && status >= 400 && status < 500
    if (clientFault || (error instanceof Error && error.constructor === Error)) {
      throw new HttpError(400, documentMessage('upload_malformed', language))
    }
    throw error
  }
}

/** The name as the user knows it: browsers may send a full path ("C:\fakepath\cv.pdf"). */
export function baseNameOf(filename: string): string {
  return filename.split(/[\\/]/).pop()?.trim() ?? ''
}

/** The extraction in the upload response's shape. */
export function toUploadResponse(filename: string, document: ExtractedDocument): UploadResponse {
  const { text, layout, warnings, textWarnings } = document
  // A legacy .doc is read too, but the contract names only what the file picker offers.
  const fileType = uploadFileTypeSchema.safeParse(layout.kind).data
  return {
    text_content: text,
    filename: baseNameOf(filename) || undefined,
    ...(fileType === undefined ? {} : { file_type: fileType }),
    ...(layout.page_count === null ? {} : { page_count: layout.page_count }),
    word_count: layout.word_count,
    character_count: text.length,
    has_columns: layout.columns > 1,
    has_tables: layout.tables > 0,
    warnings,
    ...(textWarnings.length === 0 ? {} : { text_warnings: textWarnings }),
    layout,
  }
}

/**
 * POST /upload/resume: one file in the multipart field "file", its type read from its bytes.
 * Multipart parsing is registered in this scope only, so no other route accepts uploads.
 * `perUserRateLimit`: uploads per minute per signed-in user (reading a file is CPU work).
 */
export function registerUploadRoutes(
  app: FastifyInstance,
  deps: { perUserRateLimit: number },
): void {
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    })

    defineRoute(
      scope,
      endpoints.uploadResume,
      async ({ request }) => {
        // Refusals in the language the client asked for (Accept-Language), else English.
        const language = languageFromAcceptLanguage(request.headers['accept-language'])
        const { filename, bytes } = await readUploadedFile(
          request,
          scope.multipartErrors,
          {
            tooLarge: documentMessage('upload_too_large', language, {
              megabytes: MAX_UPLOAD_BYTES / 1024 / 1024,
            }),
            noFile: documentMessage('upload_no_file', language, FIELD),
          },
          language,
        )
        try {
          return toUploadResponse(filename, await extractDocument(new Uint8Array(bytes)))
        } catch (error) {
          if (error instanceof DocumentError) {
            throw new HttpError(error.status, error.messageIn(language))
          }
          throw error
        }
      },
      { rateLimit: { max: deps.perUserRateLimit, noun: 'uploads' } },
    )
  })
}
