import type { FastifyInstance } from 'fastify'
import * as z from 'zod/mini'
import { MAX_LONG_TEXT } from '../../src/contract/common.ts'
import { endpoints } from '../../src/contract/endpoints.ts'
import { createResumeRequestSchema } from '../../src/contract/resumes.ts'
import type { Db } from '../db/database.ts'
import { findResumeOf } from '../db/resumes.ts'
import { resumeFileName } from '../domain/export/resume-file-name.ts'
import { monthKeyOf } from '../domain/plans/access.ts'
import {
  fromJsonResume,
  JsonResumeError,
  parseJsonResume,
  toJsonResume,
} from '../domain/resume/json-resume.ts'
import { importedTitleOf } from '../domain/resume/json-resume-title.ts'
import { resumeModel } from '../domain/resume/resume-model.ts'
import { HttpError } from '../http-error.ts'
import { defineRoute } from './define-route.ts'
import { contentDispositionOf, exportedTextOf } from './export.ts'
import { createResumeOf, resumeNotFound, toResume, userOf } from './resumes.ts'

export interface JsonResumeRouteDeps {
  db: Db
  /** Imports and downloads per minute per signed-in user: the resume saves' figure. */
  perUserRateLimit: number
  now?: () => Date
}

/** What a person is told when the body is not there at all (a client that sent no JSON). */
export const NO_JSON_RESUME =
  'The request has no JSON Resume. Send the document as the JSON body of the request.'

/** A 413 for a document whose resume text is longer than any resume the app keeps. */
export function importTooLong(length: number): HttpError {
  return new HttpError(
    413,
    `This JSON Resume makes a resume of ${length.toLocaleString('en-US')} characters, more than the ${MAX_LONG_TEXT.toLocaleString('en-US')} a resume may have. Shorten its summaries and highlights, then import it again.`,
  )
}

/**
 * The new resume's title and text from a JSON Resume, checked as POST /resumes checks its body:
 * 422 saying what to fix where the document is not one the app can read, 413 when the text would
 * be longer than a resume may be.
 */
export function importedResumeOf(body: unknown): z.output<typeof createResumeRequestSchema> {
  // No body at all: Fastify reads none as null.
  if (body === undefined || body === null) throw new HttpError(422, NO_JSON_RESUME)
  let content: string
  let title: string
  try {
    title = importedTitleOf(parseJsonResume(body))
    content = fromJsonResume(body)
  } catch (error) {
    if (error instanceof JsonResumeError) throw new HttpError(422, error.message)
    throw error
  }
  if (content.length > MAX_LONG_TEXT) throw importTooLong(content.length)
  const checked = z.safeParse(createResumeRequestSchema, {
    title,
    original_content: content,
    job_description: null,
  })
  // Unreachable while the title is cut to its length and the document has content; kept so no
  // resume is stored that POST /resumes would refuse.
  if (!checked.success) throw new HttpError(422, z.prettifyError(checked.error))
  return checked.data
}

/**
 * GET /resumes/{id}/json-resume and POST /resumes/import/json-resume: the resume to and from JSON
 * Resume (https://jsonresume.org/schema), through the structured resume model, as
 * `npx jobfit json-resume` does. Every plan may use them: they move a person's own data in and
 * out, like "Download my data".
 */
export function registerJsonResumeRoutes(app: FastifyInstance, deps: JsonResumeRouteDeps): void {
  const { db } = deps
  const today = () => monthKeyOf((deps.now ?? (() => new Date()))())

  defineRoute(
    app,
    endpoints.exportJsonResume,
    async ({ request, reply, params }) => {
      const resume = await findResumeOf(db, userOf(request).id, params.id ?? '')
      if (resume === undefined) throw resumeNotFound()
      const document = toJsonResume(resumeModel(exportedTextOf(resume, undefined)))
      await reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', contentDispositionOf(resumeFileName(resume.title, 'json')))
        .header('cache-control', 'no-store')
        .send(`${JSON.stringify(document, null, 2)}\n`)
      return undefined
    },
    { rateLimit: { max: deps.perUserRateLimit, noun: 'JSON Resume downloads' } },
  )

  defineRoute(
    app,
    endpoints.importJsonResume,
    async ({ request, body }) => {
      const user = userOf(request)
      return toResume(await createResumeOf(db, user, importedResumeOf(body), today()))
    },
    { rateLimit: { max: deps.perUserRateLimit, noun: 'JSON Resume imports' } },
  )
}
