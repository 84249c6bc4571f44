import type { FastifyInstance } from 'fastify'
import { endpoints } from '../../src/contract/endpoints.ts'
import type { TemplateCatalog } from '../../src/contract/resumes.ts'
import type { Db } from '../db/database.ts'
import { setDefaultTemplateOf, updateResumeOf } from '../db/resumes.ts'
import { defineRoute } from './define-route.ts'
import { resumeNotFound, toResume, userOf } from './resumes.ts'

export interface TemplateRouteDeps {
  db: Db
}

/**
 * The three export templates (spec §9). Icons are lucide names the UI ships (docs/decisions.md);
 * the texts match the mocks' catalogue so the UI reads the same with or without the server.
 */
export const TEMPLATE_CATALOG: TemplateCatalog = {
  minimalist: {
    name: 'Minimalist',
    description: 'One column, generous white space, no colour: reads cleanly in any ATS.',
    preview_icon: 'file-text',
  },
  modern: {
    name: 'Modern',
    description: 'Accent-coloured headings and a compact skills row for tech and design roles.',
    preview_icon: 'layout-template',
  },
  classic: {
    name: 'Classic',
    description: 'Serif type and centred header, suited to law, finance and academia.',
    preview_icon: 'scroll-text',
  },
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
