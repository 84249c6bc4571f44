import type { FastifyInstance } from 'fastify'
import { endpoints } from '../../src/contract/endpoints.ts'
import { TEMPLATE_CATALOG } from '../../src/contract/template-catalog.ts'
import type { Db } from '../db/database.ts'
import { setDefaultTemplateOf, updateResumeOf } from '../db/resumes.ts'
import { defineRoute } from './define-route.ts'
import { resumeNotFound, toResume, userOf } from './resumes.ts'

export interface TemplateRouteDeps {
  db: Db
}

/** GET /templates, PUT /users/me/template and PUT /resumes/{id}/template (spec §7). */
export function registerTemplateRoutes(app: FastifyInstance, deps: TemplateRouteDeps): void {
  const { db } = deps

  defineRoute(app, endpoints.getTemplates, async () => TEMPLATE_CATALOG)

  defineRoute(app, endpoints.setDefaultTemplate, async ({ request, body }) => {
    await setDefaultTemplateOf(db, userOf(request).id, body.template)
    return {
      template: body.template,
      message: `New resumes now start with the ${TEMPLATE_CATALOG[body.template].name} template.`,
    }
  })

  defineRoute(app, endpoints.setResumeTemplate, async ({ request, body, params }) => {
    const row = await updateResumeOf(db, userOf(request).id, params.id ?? '', {
      template: body.template,
    })
    if (row === undefined) throw resumeNotFound()
    return toResume(row)
  })
}
