import { HttpResponse, type HttpHandler } from 'msw'
import { endpoints } from '../../contract/endpoints.ts'
import { jsonResumeSchema } from '../../contract/json-resume.ts'
import type { Resume } from '../../contract/resumes.ts'
import { UPLOAD_FIELD } from '../../contract/resumes.ts'
import { errorBodies } from '../fixtures/errors.ts'
import { uploadedGarbledPdf, uploadedPdf, uploadedTwoColumnPdf } from '../fixtures/resumes.ts'
import {
  failing,
  fileSlug,
  handle,
  parseBody,
  reply,
  replyEmpty,
  replyErrorBody,
  replyFile,
  slowly,
} from '../mock-http.ts'
import { mockState } from '../state.ts'
import { exportedVersionOf, versionLabelOf } from './resume-versions.ts'
import { countWords } from '../text.ts'

const {
  listResumes,
  createResume,
  getResume,
  updateResume,
  deleteResume,
  uploadResume,
  exportResume,
  exportJsonResume,
  importJsonResume,
} = endpoints
const ALL = [
  listResumes,
  createResume,
  getResume,
  updateResume,
  deleteResume,
  uploadResume,
  exportResume,
  exportJsonResume,
  importJsonResume,
]

/** Matches the server's 10 MB upload limit, so a large file gets the same 413 in dev mode. */
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

function findResume(id: unknown): Resume | undefined {
  return mockState.resumes.find((resume) => resume.id === id)
}

const success: HttpHandler[] = [
  handle(listResumes, () => reply(listResumes, mockState.resumes)),
  handle(createResume, async ({ request }) => {
    const body = await parseBody(createResume, request)
    if (body instanceof Response) return body
    const resume: Resume = {
      id: crypto.randomUUID(),
      title: body.title,
      original_content: body.original_content,
      job_description: body.job_description,
      status: 'draft',
      // The server scores a new resume against its job description; the mock uses a fixed figure.
      match_score: body.job_description ? 62 : null,
      template: mockState.defaultTemplate,
      created_at: new Date().toISOString(),
    }
    mockState.resumes.unshift(resume)
    return reply(createResume, resume, { status: 201 })
  }),
  handle(getResume, ({ params }) => {
    const resume = findResume(params.id)
    return resume ? reply(getResume, resume) : replyErrorBody(404, errorBodies.notFound)
  }),
  handle(updateResume, async ({ params, request }) => {
    const resume = findResume(params.id)
    if (!resume) return replyErrorBody(404, errorBodies.notFound)
    const body = await parseBody(updateResume, request)
    if (body instanceof Response) return body
    if (body.title !== undefined) resume.title = body.title
    if (body.original_content !== undefined) resume.original_content = body.original_content
    if (body.optimized_content !== undefined)
      resume.optimized_content = body.optimized_content ?? undefined
    if (body.job_description !== undefined)
      resume.job_description = body.job_description ?? undefined
    resume.updated_at = new Date().toISOString()
    return reply(updateResume, resume)
  }),
  handle(deleteResume, ({ params }) => {
    const index = mockState.resumes.findIndex((resume) => resume.id === params.id)
    if (index < 0) return replyErrorBody(404, errorBodies.notFound)
    mockState.resumes.splice(index, 1)
    return replyEmpty()
  }),
  handle(uploadResume, async ({ request }) => {
    const form = await request.formData().catch(() => null)
    const file = form?.get(UPLOAD_FIELD)
    if (!(file instanceof File)) return replyErrorBody(400, { detail: 'No file uploaded.' })
    if (file.size > MAX_UPLOAD_BYTES) return replyErrorBody(413, errorBodies.fileTooLarge)
    const extension = file.name.toLowerCase().split('.').pop()
    if (extension === 'txt') {
      const text = await file.text()
      return reply(uploadResume, {
        text_content: text,
        filename: file.name,
        file_type: 'txt',
        word_count: countWords(text),
        character_count: text.length,
      })
    }
    if (extension === 'pdf') return reply(uploadResume, { ...uploadedPdf, filename: file.name })
    if (extension === 'docx') {
      return reply(uploadResume, {
        ...uploadedPdf,
        filename: file.name,
        file_type: 'docx',
        page_count: undefined,
      })
    }
    return replyErrorBody(415, errorBodies.unsupportedFile)
  }),
  handle(exportResume, async ({ request }) => {
    const body = await parseBody(exportResume, request)
    if (body instanceof Response) return body
    const resume = findResume(body.resume_id)
    if (!resume) return replyErrorBody(404, errorBodies.notFound)
    // A chosen version is rendered and named as the server names it ('… — version 1, 3 Nov
    // 2025'); without one the mock keeps the title alone, which the app's tests read (the
    // server names the newest version there too).
    const version =
      body.version_id === undefined ? undefined : exportedVersionOf(resume, body.version_id)
    if (body.version_id !== undefined && !version) return replyErrorBody(404, errorBodies.notFound)
    resume.status = 'exported'
    const text = version?.text ?? resume.optimized_content ?? resume.original_content
    const name = version ? `${resume.title} ${versionLabelOf(version)}` : resume.title
    return replyFile(body.format, `${fileSlug(name)}.${body.format}`, text)
  }),
  handle(exportJsonResume, ({ params }) => {
    const resume = findResume(params.id)
    if (!resume) return replyErrorBody(404, errorBodies.notFound)
    // A stand-in document: the server reads the whole resume into JSON Resume; the mock names it.
    const [name = resume.title, ...rest] = resume.title.split(' - ')
    const document = jsonResumeSchema.parse({ basics: { name, label: rest.join(' - ') } })
    return HttpResponse.json(document, {
      headers: {
        'Content-Disposition': `attachment; filename="${fileSlug(resume.title)}.json"`,
      },
    })
  }),
  handle(importJsonResume, async ({ request }) => {
    const document = jsonResumeSchema.safeParse(await request.json().catch(() => null))
    const basics = document.success ? document.data.basics : undefined
    if (!basics?.name) return replyErrorBody(422, errorBodies.jsonResumeInvalid)
    const title = [basics.name, basics.label].filter(Boolean).join(' – ')
    const resume: Resume = {
      id: crypto.randomUUID(),
      title,
      original_content: [`# ${basics.name}`, basics.label, basics.summary]
        .filter(Boolean)
        .join('\n'),
      status: 'draft',
      match_score: null,
      template: mockState.defaultTemplate,
      created_at: new Date().toISOString(),
    }
    mockState.resumes.unshift(resume)
    return reply(importJsonResume, resume)
  }),
]

export const resumesHandlers = {
  /** Stateful: five resumes; create, update, delete and export change the list. */
  success,
  empty: [handle(listResumes, () => reply(listResumes, []))],
  error: failing(ALL, 500, errorBodies.serverError),
  createError: failing([createResume], 500, errorBodies.serverError),
  /** A two-column PDF: the upload succeeds with a layout warning. */
  uploadTwoColumn: [handle(uploadResume, () => reply(uploadResume, uploadedTwoColumnPdf))],
  /** A PDF whose text reads as symbol soup: the text comes back with a garbled_text warning. */
  uploadGarbled: [handle(uploadResume, () => reply(uploadResume, uploadedGarbledPdf))],
  uploadUnsupported: failing([uploadResume], 415, errorBodies.unsupportedFile),
  uploadTooLarge: failing([uploadResume], 413, errorBodies.fileTooLarge),
  exportError: failing([exportResume], 500, errorBodies.serverError),
  /** The server refuses the imported document (422) with the place and the fix. */
  importJsonResumeInvalid: failing([importJsonResume], 422, errorBodies.jsonResumeInvalid),
  /** The import is held, so its busy state stays on screen. */
  importJsonResumeSlow: slowly([importJsonResume], success),
  jsonResumeDownloadError: failing([exportJsonResume], 500, errorBodies.serverError),
  notFound: failing([getResume, updateResume, deleteResume], 404, errorBodies.notFound),
  slow: slowly(ALL, success),
} satisfies Record<string, HttpHandler[]>
