import type { FastifyInstance } from 'fastify'
import { endpoints } from '../../src/contract/endpoints.ts'
import type { FeatureId, PlanCatalog } from '../../src/contract/plans.ts'
import {
  BULK_MAX_JOB_DESCRIPTIONS,
  BULK_NO_JOB_DESCRIPTION_MESSAGE,
  BULK_TOO_MANY_MESSAGE,
  bulkResponseSchema,
} from '../../src/contract/pro.ts'
import type { BulkResponse, BulkResult, ProFeature } from '../../src/contract/pro.ts'
import { createBulkRun, latestResumeTextOf } from '../db/bulk-runs.ts'
import type { Db } from '../db/database.ts'
import type { UserRow } from '../db/schema.ts'
import { countUsageEvents, summaryWindowStart } from '../db/usage-summary.ts'
import { generationsUsedIn } from '../db/users.ts'
import { BulkRunnerStopped } from '../domain/bulk/bulk-runner.ts'
import type { BulkRunner } from '../domain/bulk/bulk-runner.ts'
import { gapMatrixOf } from '../domain/bulk/gap-matrix.ts'
import {
  analysesOf,
  BULK_RUN_DATABASE_DOWN,
  BULK_RUN_FAILED,
} from '../domain/bulk/work-bulk-run.ts'
import { generationAllowanceOf, mayUseFeature, monthKeyOf } from '../domain/plans/access.ts'
import { STAGE_START } from '../domain/writing/run-generation.ts'
import type { Writer } from '../domain/writing/writer.ts'
import { HttpError } from '../http-error.ts'
import { defineRoute } from './define-route.ts'
import { answerGeneration } from './event-stream.ts'
import { registerGated } from './plan-gate.ts'
import { userOf } from './resumes.ts'

export interface ProRouteDeps {
  db: Db
  catalog: PlanCatalog
  writer: Writer
  now: () => Date
  bulk: BulkRunner
  /** Generations per minute per signed-in user (a bulk run counts as one request). */
  perUserRateLimit: number
}

/** The 403s of the pro calls (spec §6: pro only), whatever the body. */
export const BULK_FORBIDDEN = 'Pro subscription required for Bulk Resume Generation'
export const USAGE_SUMMARY_FORBIDDEN = 'Pro subscription required for the usage summary'
/** decisions.md, bulk tailoring: no base resume given and none stored. */
export const BULK_NO_BASE_RESUME = 'Add a base resume or create a resume first'
/** The server shut down while the request waited; the run is stored and finishes after the restart. */
export const BULK_INTERRUPTED =
  'The server restarted during your bulk run. Finished items are kept and the rest will be completed after the restart; only successful items are counted.'

/**
 * The English names and descriptions of the features (the UI shows its own, translated, by id:
 * src/i18n/locales/* `feature.*`); the names are the English UI's.
 */
export const FEATURE_TEXTS: Readonly<Record<FeatureId, { name: string; description: string }>> = {
  keyword_analysis: {
    name: 'Keyword analysis',
    description: 'See which keywords of a posting your resume covers.',
  },
  ai_optimization: {
    name: 'AI resume optimization',
    description: 'Your resume rewritten for a posting, from your own facts.',
  },
  wysiwyg_editor: {
    name: 'WYSIWYG resume editor',
    description: 'Edit the result as it will look.',
  },
  docx_export: { name: 'Export to Word (DOCX)', description: 'Download your resume for Word.' },
  cover_letter: {
    name: 'Cover letter generator',
    description: 'Letters that cite your real experience.',
  },
  priority_support: { name: 'Priority support', description: 'Your questions answered first.' },
  executive_bio: {
    name: 'Executive bio generator',
    description: 'A polished biography in your chosen tone.',
  },
  pro_dashboard: {
    name: 'Pro dashboard',
    description: 'Your usage, limits and pro tools in one place.',
  },
  linkedin_import: {
    name: 'LinkedIn profile import',
    description: 'Start from your LinkedIn profile or its export.',
  },
  bulk_generation: {
    name: 'Bulk resume generation',
    description: 'Tailor one resume to up to five postings at once.',
  },
  plagiarism_check: {
    name: 'Plagiarism check',
    description: 'Find clichés and copied passages before a recruiter does.',
  },
}

/**
 * The pro plan's features in the active catalogue: those only pro has first (what the overview's
 * first six should show), then the rest, each in catalogue order.
 */
export function proFeaturesOf(catalog: PlanCatalog): ProFeature[] {
  const pro = catalog.plans.pro.features
  const premium = new Set(catalog.plans.premium.features)
  const ordered = [...pro.filter((id) => !premium.has(id)), ...pro.filter((id) => premium.has(id))]
  return ordered.map((id) => ({ id, ...FEATURE_TEXTS[id] }))
}

/**
 * Spec §5 before the schema sees the body: blank job descriptions are dropped, none left is the
 * spec's 400, more than 5 is a 400 too. Anything else odd is left for the schema (422).
 */
export function checkJobDescriptions(body: unknown): void {
  if (typeof body !== 'object' || body === null) return
  const record = body as Record<string, unknown>
  const list = record.job_descriptions
  if (list === undefined || list === null) throw new HttpError(400, BULK_NO_JOB_DESCRIPTION_MESSAGE)
  if (!Array.isArray(list)) return
  const kept = list.filter((item) => typeof item !== 'string' || item.trim() !== '')
  if (kept.length === 0) throw new HttpError(400, BULK_NO_JOB_DESCRIPTION_MESSAGE)
  if (kept.length > BULK_MAX_JOB_DESCRIPTIONS) throw new HttpError(400, BULK_TOO_MANY_MESSAGE)
  record.job_descriptions = kept
}

/** The pro dashboard's calls (spec §2, §7): features, usage summary, limits, bulk generation. */
export function registerProRoutes(app: FastifyInstance, deps: ProRouteDeps): void {
  const { db, catalog } = deps
  const gateOn = (feature: FeatureId, detail: string) => (user: UserRow) => {
    if (!mayUseFeature(catalog, user.plan, feature)) throw new HttpError(403, detail)
  }

  defineRoute(app, endpoints.getProFeatures, async () => ({ features: proFeaturesOf(catalog) }))

  defineRoute(app, endpoints.getUsageLimits, async ({ request }) => {
    const user = userOf(request)
    const used = await generationsUsedIn(db, user.id, monthKeyOf(deps.now()))
    const allowance = generationAllowanceOf(catalog, user.plan, used)
    return {
      plan: user.plan,
      unlimited: allowance.limit === null,
      remaining: allowance.remaining,
      limit: allowance.limit,
    }
  })

  registerGated(app, gateOn('pro_dashboard', USAGE_SUMMARY_FORBIDDEN), (scope) => {
    defineRoute(scope, endpoints.getUsageSummary, async ({ request, query }) => {
      const user = userOf(request)
      const now = deps.now()
      const counts = await countUsageEvents(db, user.id, summaryWindowStart(now, query.days), now)
      return { ...counts, days: query.days }
    })
  })

  registerGated(app, gateOn('bulk_generation', BULK_FORBIDDEN), (scope) => {
    scope.addHook('preValidation', async (request) => {
      checkJobDescriptions(request.body)
    })
    defineRoute(
      scope,
      endpoints.bulkGenerate,
      async ({ request, reply, body }) => {
        const user = userOf(request)
        const baseResume = body.base_resume?.trim() || (await latestResumeTextOf(db, user.id))
        if (baseResume === undefined || baseResume.trim() === '') {
          throw new HttpError(400, BULK_NO_BASE_RESUME)
        }
        const run = await createBulkRun(db, {
          userId: user.id,
          baseResume,
          jobDescriptions: body.job_descriptions,
        })
        await deps.bulk.enqueue(run.id)
        const waitOrRefuse: BulkRunner['wait'] = async (runId, options) => {
          try {
            return await deps.bulk.wait(runId, options)
          } catch (error) {
            if (error instanceof BulkRunnerStopped) throw new HttpError(503, BULK_INTERRUPTED)
            throw error
          }
        }
        const total = body.job_descriptions.length

        return answerGeneration({ request, reply }, bulkResponseSchema, async (observer) => {
          observer.onProgress?.({ stage: 'writing', percent: STAGE_START.writing })
          const finished = await waitOrRefuse(run.id, {
            ...(observer.signal === undefined ? {} : { signal: observer.signal }),
            onResult: (result, stored) => {
              observer.onText?.(JSON.stringify(result))
              const share = stored / total
              observer.onProgress?.({
                stage: 'writing',
                percent: Math.floor(
                  STAGE_START.writing + share * (STAGE_START.checking - STAGE_START.writing),
                ),
              })
            },
          })
          if (finished.status === 'failed') {
            // A run the database went away under is an outage (503, try again), not a bug.
            const status = finished.error === BULK_RUN_DATABASE_DOWN ? 503 : 500
            throw new HttpError(status, finished.error ?? BULK_RUN_FAILED)
          }
          observer.onProgress?.({ stage: 'checking', percent: STAGE_START.checking })
          const results = finished.results as BulkResult[]
          const response: BulkResponse = {
            total: results.length,
            successful: results.filter((result) => result.status === 'success').length,
            results,
            writer: deps.writer.name,
            run_id: finished.id,
            gap_matrix: gapMatrixOf(analysesOf(finished)),
          }
          return response
        })
      },
      { rateLimit: { max: deps.perUserRateLimit, noun: 'generations' } },
    )
  })
}
