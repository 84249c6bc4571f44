import type { HttpHandler } from 'msw'
import { endpoints } from '../../contract/endpoints.ts'
import { errorBodies } from '../fixtures/errors.ts'
import { templateCatalog } from '../fixtures/resumes.ts'
import { failing, handle, parseBody, reply, replyErrorBody, slowly } from '../mock-http.ts'
import { mockState } from '../state.ts'

const { getTemplates, setDefaultTemplate, setResumeTemplate } = endpoints
const ALL = [getTemplates, setDefaultTemplate, setResumeTemplate]

const success: HttpHandler[] = [
  handle(getTemplates, () => reply(getTemplates, templateCatalog)),
  handle(setDefaultTemplate, async ({ request }) => {
    const body = await parseBody(setDefaultTemplate, request)
    if (body instanceof Response) return body
    mockState.defaultTemplate = body.template
    mockState.profile = { ...mockState.profile, default_template: body.template }
    return reply(setDefaultTemplate, {
      template: body.template,
      message: 'Default template updated',
    })
  }),
  handle(setResumeTemplate, async ({ params, request }) => {
    const resume = mockState.resumes.find((r) => r.id === params.id)
    if (!resume) return replyErrorBody(404, errorBodies.notFound)
    const body = await parseBody(setResumeTemplate, request)
    if (body instanceof Response) return body
    resume.template = body.template
    resume.updated_at = new Date().toISOString()
    return reply(setResumeTemplate, resume)
  }),
]

export const templatesHandlers = {
  /** Stateful: choosing a template changes the resume (or the default for new ones). */
  success,
  error: failing(ALL, 500, errorBodies.serverError),
  /** The catalogue loads, but saving a choice fails ('Failed to update template'). */
  updateError: failing([setDefaultTemplate, setResumeTemplate], 500, errorBodies.serverError),
  slow: slowly(ALL, success),
} satisfies Record<string, HttpHandler[]>
