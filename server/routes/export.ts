import type { FastifyInstance } from 'fastify'
import { endpoints } from '../../src/contract/endpoints.ts'
import type { PlanCatalog } from '../../src/contract/plans.ts'
import type { Db } from '../db/database.ts'
import { findVersionOf, newestVersionWithText } from '../db/resume-versions.ts'
import { findResumeOf, updateResumeOf } from '../db/resumes.ts'
import type { ResumeRow, ResumeVersionRow } from '../db/schema.ts'
import { renderResume } from '../domain/export/render-resume.ts'
import { mayUseFeature } from '../domain/plans/access.ts'
import { versionedTitleOf } from '../domain/versions/version-label.ts'
import { HttpError } from '../http-error.ts'
import { defineRoute } from './define-route.ts'
import { VERSION_NOT_FOUND } from './resume-versions.ts'
import { resumeNotFound, userOf } from './resumes.ts'

export interface ExportRouteDeps {
  db: Db
  catalog: PlanCatalog
  /** Renderings per minute per signed-in user (CPU work: the analysis budget, decisions.md). */
  perUserRateLimit: number
}

/** Spec §6's gating message for DOCX export. */
export const PREMIUM_REQUIRED = 'Premium plan required for this feature'

/**
 * A Content-Disposition for a download name in any script: an ASCII `filename` for old clients
 * and the exact name as RFC 5987 `filename*`, which every current browser prefers.
 */
export function contentDispositionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.')
  const stem = dot > 0 ? fileName.slice(0, dot) : fileName
  const extension = dot > 0 ? fileName.slice(dot) : ''
  const asciiStem = stem
    .normalize('NFKD')
    // Accents go, the letter stays (é → e); what has no ASCII form becomes a dash.
    .replace(/\p{M}/gu, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
  const ascii = `${/[a-z0-9]/i.test(asciiStem) ? asciiStem : 'resume'}${extension.replace(/[^\w.-]/g, '')}`
  // encodeURIComponent leaves ' ( ) * unescaped; RFC 5987's attr-char does not allow them.
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

/** The text to render: the optimized one unless the original is asked for or none exists. */
export function exportedTextOf(resume: ResumeRow, version: 'original' | 'optimized' | undefined) {
  if (version === 'original') return resume.originalContent
  return resume.optimizedContent ?? resume.originalContent
}

/**
 * The text to render and the version it is: the version asked for, or else the resume's text
 * (exportedTextOf) named by the newest version holding exactly that text, usually the newest of
 * all. A text no version holds (written by other means than the API) is exported unnamed.
 */
async function exportedVersionOf(
  db: Db,
  resume: ResumeRow,
  body: { version?: 'original' | 'optimized' | undefined; version_id?: string | undefined },
): Promise<{ content: string; version: ResumeVersionRow | undefined }> {
  if (body.version_id !== undefined) {
    const version = await findVersionOf(db, resume.userId, resume.id, body.version_id)
    if (version === undefined) throw new HttpError(404, VERSION_NOT_FOUND)
    return { content: version.text, version }
  }
  const content = exportedTextOf(resume, body.version)
  return { content, version: await newestVersionWithText(db, resume.userId, resume.id, content) }
}

/** POST /export/resume (spec §7): the resume rendered with its template, as a download. */
export function registerExportRoutes(app: FastifyInstance, deps: ExportRouteDeps): void {
  void app.register(async (scope) => {
    // The plan is checked before the body is even parsed (decisions.md: a caller without the
    // plan gets 403 whatever it sent); the auth hook (onRequest) has run by now.
    scope.addHook('preParsing', async (request, _reply, payload) => {
      const user = userOf(request)
      if (!mayUseFeature(deps.catalog, user.plan, 'docx_export')) {
        throw new HttpError(403, PREMIUM_REQUIRED)
      }
      return payload
    })

    defineRoute(
      scope,
      endpoints.exportResume,
      async ({ request, reply, body }) => {
        const user = userOf(request)
        const resume = await findResumeOf(deps.db, user.id, body.resume_id)
        if (resume === undefined) throw resumeNotFound()
        const { content, version } = await exportedVersionOf(deps.db, resume, body)
        const file = await renderResume({
          // The file name and the document's title say which version this is (issue 21).
          title: versionedTitleOf(resume.title, version),
          content,
          template: body.template ?? resume.template,
          format: body.format,
        })
        await updateResumeOf(deps.db, user.id, resume.id, { status: 'exported' })
        await reply
          .header('content-type', file.mimeType)
          .header('content-disposition', contentDispositionOf(file.fileName))
          .header('cache-control', 'no-store')
          .send(Buffer.from(file.bytes))
        return undefined
      },
      { rateLimit: { max: deps.perUserRateLimit, noun: 'exports' } },
    )
  })
}
