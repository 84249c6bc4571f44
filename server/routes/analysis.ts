import type { FastifyInstance, FastifyRequest } from 'fastify'
import { endpoints } from '../../src/contract/endpoints.ts'
import type { PlanCatalog } from '../../src/contract/plans.ts'
import type { Db } from '../db/database.ts'
import type { UserRow } from '../db/schema.ts'
import { hasOptimizedResumeWith } from '../db/resumes.ts'
import { takeAtsScan } from '../db/usage.ts'
import { compareResumes } from '../domain/analysis/analyze-resume.ts'
import { analyzeWithFit } from '../domain/fit/analyze-with-fit.ts'
import { allowanceOf, monthKeyOf, resetDateOf } from '../domain/plans/access.ts'
import { HttpError } from '../http-error.ts'
import { defineRoute } from './define-route.ts'

export interface AnalysisRouteDeps {
  db: Db
  catalog: PlanCatalog
  now: () => Date
  /** Analyses per minute per signed-in user. */
  perUserRateLimit: number
}

function userOf(request: FastifyRequest): UserRow {
  if (request.user === null) throw new Error('Authenticated route reached without a user')
  return request.user
}

/** Whether the active catalogue limits this user's scans (launch: never; v1: below pro). */
function scansAreMetered(deps: AnalysisRouteDeps, user: UserRow): boolean {
  return allowanceOf(deps.catalog, user.plan, 'ats_scans', 0).limit !== null
}

/**
 * One ATS scan off the user's monthly allowance where the active catalogue meters scans
 * (decisions.md: an ATS scan is one keyword analysis, or one ATS comparison of texts other than a
 * stored rewrite); unlimited allowances are not counted.
 */
async function chargeAtsScan(deps: AnalysisRouteDeps, user: UserRow): Promise<void> {
  const allowance = allowanceOf(deps.catalog, user.plan, 'ats_scans', 0)
  if (allowance.limit === null) return
  const now = deps.now()
  const resetDate = resetDateOf(now).toISOString()
  if (allowance.limit === 0) {
    throw new HttpError(403, {
      error: 'upgrade_required',
      message: 'Your plan does not include ATS scans. Upgrade to scan your resume.',
      limit: 0,
    })
  }
  const used = await takeAtsScan(deps.db, user.id, monthKeyOf(now), allowance.limit)
  if (used === null) {
    throw new HttpError(429, {
      error: 'limit_exceeded',
      message: `You have used all ${allowance.limit} ATS scans of this month. They reset on the first of next month; upgrade for more.`,
      reset_date: resetDate,
      limit: allowance.limit,
    })
  }
}

/** POST /analyze/keywords and POST /analyze/ats-comparison (spec §7). */
export function registerAnalysisRoutes(app: FastifyInstance, deps: AnalysisRouteDeps): void {
  const options = { rateLimit: { max: deps.perUserRateLimit, noun: 'analyses' } }

  defineRoute(
    app,
    endpoints.analyzeKeywords,
    async ({ request, body }) => {
      const analysis = analyzeWithFit({
        resume: body.resume_content,
        jobDescription: body.job_description,
        ...(body.layout ? { layout: body.layout } : {}),
        today: monthKeyOf(deps.now()),
      })
      // Charged only once the analysis exists: a failure never costs a scan.
      await chargeAtsScan(deps, userOf(request))
      return analysis
    },
    options,
  )

  defineRoute(
    app,
    endpoints.analyzeAtsComparison,
    async ({ request, body }) => {
      const user = userOf(request)
      const comparison = compareResumes({
        resume: body.resume_content,
        optimized: body.optimized_content,
        jobDescription: body.job_description,
      })
      // It scores any two texts, so it is a scan like any other, except for the before/after of
      // one of the user's own AI rewrites as stored: that is part of the rewrite already paid
      // for with a generation (spec §1: AI rewriting with an original-versus-optimized comparison).
      if (!scansAreMetered(deps, user)) return comparison
      const ownRewrite = await hasOptimizedResumeWith(deps.db, user.id, {
        original: body.resume_content,
        optimized: body.optimized_content,
        jobDescription: body.job_description,
      })
      if (!ownRewrite) await chargeAtsScan(deps, user)
      return comparison
    },
    options,
  )
}
