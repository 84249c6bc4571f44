import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import { endpoints } from '../../src/contract/endpoints.ts'
import { UPLOAD_FIELD, uploadFileTypeSchema } from '../../src/contract/resumes.ts'
import type { UploadResponse } from '../../src/contract/resumes.ts'
import { DocumentError } from '../domain/documents/document-error.ts'
import { extractDocument } from '../domain/documents/extract-document.ts'
import type { ExtractedDocument } from '../domain/documents/extract-document.ts'
import { HttpError } from '../http-error.ts'
import { defineRoute } from './define-route.ts'

/** A resume is rarely over 1 MB; 5 MB leaves room for a photo while refusing scans and archives. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

const TOO_LARGE = `This file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Remove large images or save it as a smaller PDF or DOCX, or paste the text instead.`
const NOT_MULTIPART = `Send the file as multipart/form-data in the field "${UPLOAD_FIELD}".`
const NO_FILE = `No file was received. Choose a PDF, DOCX or TXT file and send it in the field "${UPLOAD_FIELD}".`

/** The name as the user knows it: browsers may send a full path ("C:\fakepath\cv.pdf"). */
export function baseNameOf(filename: string): string {
  return filename.split(/[\\/]/).pop()?.trim() ?? ''
}

/** The extraction in the upload response's shape. */
export function toUploadResponse(filename: string, document: ExtractedDocument): UploadResponse {
  const { text, layout, warnings } = document
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
    layout,
  }
}

/**
 * POST /upload/resume: one file in the multipart field "file", its type read from its bytes.
 * Multipart parsing is registered in this scope only, so no other route accepts uploads.
 */
export function registerUploadRoutes(app: FastifyInstance): void {
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    })

    defineRoute(scope, endpoints.uploadResume, async ({ request }) => {
      if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART)
      const file = await request.file()
      if (file === undefined) throw new HttpError(422, NO_FILE)
      if (file.fieldname !== UPLOAD_FIELD) {
        file.file.resume()
        throw new HttpError(422, NO_FILE)
      }
      let bytes: Buffer
      try {
        bytes = await file.toBuffer()
      } catch (error) {
        if (error instanceof scope.multipartErrors.RequestFileTooLargeError) {
          throw new HttpError(413, TOO_LARGE)
        }
        throw error
      }
      try {
        return toUploadResponse(file.filename, await extractDocument(new Uint8Array(bytes)))
      } catch (error) {
        if (error instanceof DocumentError) throw new HttpError(error.status, error.message)
        throw error
      }
    })
  })
}
