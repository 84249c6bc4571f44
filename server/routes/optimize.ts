import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import type { KeywordAnalysis } from '../../src/contract/analysis.ts'
import { endpoints } from '../../src/contract/endpoints.ts'
import { optimizeResponseSchema } from '../../src/contract/generate.ts'
import type { PlanCatalog } from '../../src/contract/plans.ts'
import type { Db } from '../db/database.ts'
import type { UserRow } from '../db/schema.ts'
import { recordVersion } from '../db/resume-versions.ts'
import { findResumeOf, storeOptimizedResume } from '../db/resumes.ts'
import { recordUsageEvent, refundGeneration, takeGeneration } from '../db/usage.ts'
import { claimsToAvoid } from '../domain/fit/claims-to-avoid.ts'
import { analyzeWithFit } from '../domain/fit/analyze-with-fit.ts'
import { detectLanguage } from '../domain/analysis/language.ts'
import {
  generationAllowanceOf,
  mayUseFeature,
  monthKeyOf,
  resetDateOf,
} from '../domain/plans/access.ts'
import {
  proposeOptimization,
  type ProposedOptimization,
} from '../domain/writing/changes/propose-changes.ts'
import { guardResume } from '../domain/writing/fabrication-guard.ts'
import { runGeneration } from '../domain/writing/run-generation.ts'
import { optimizationSourceOf } from '../domain/versions/version-source.ts'
import type { Writer } from '../domain/writing/writer.ts'
import { HttpError } from '../http-error.ts'
import { defineRoute } from './define-route.ts'
import { answerGeneration } from './event-stream.ts'
import { registerGated } from './plan-gate.ts'
import { resumeNotFound, scoresOf, toResume, userOf } from './resumes.ts'

export interface OptimizeRouteDeps {
  db: Db
  catalog: PlanCatalog
  writer: Writer
  now: () => Date
  /** Generations per minute per signed-in user. */
  perUserRateLimit: number
}

/** Spec §6 and §8: the object detail the front end reads (src/mocks/fixtures/errors.ts). */
export const OPTIMIZE_UPGRADE_REQUIRED = {
  error: 'upgrade_required',
  message: 'Premium or Pro plan required for AI resume optimization',
} as const

export const OPTIMIZE_SUCCESS = 'Resume optimized successfully!'

/** Spec §8's monthly limit refusal, with the limit and when the count resets. */
export function generationLimitExceeded(limit: number, now: Date): HttpError {
  return new HttpError(429, {
    error: 'limit_exceeded',
    message: `Monthly generation limit reached (${limit} ${limit === 1 ? 'generation' : 'generations'}).`,
    reset_date: resetDateOf(now).toISOString(),
    limit,
  })
}

/**
 * POST /optimize/resume (spec §7): the resume rewritten for its job description by the writer,
 * checked by the fabrication guard and stored (status optimized, new match score). One
 * generation is reserved atomically before the writer runs and given back if anything fails
 * before any text reached the client, so concurrent calls never overshoot the limit, a failed
 * generation costs nothing, and a streamed one cannot be read and then hung up on for free.
 */
export function registerOptimizeRoutes(app: FastifyInstance, deps: OptimizeRouteDeps): void {
  const { db, catalog, writer } = deps
  const gate = (user: UserRow) => {
    if (!mayUseFeature(catalog, user.plan, 'ai_optimization')) {
      throw new HttpError(403, { ...OPTIMIZE_UPGRADE_REQUIRED })
    }
  }

  registerGated(app, gate, (scope) => {
    defineRoute(
      scope,
      endpoints.optimizeResume,
      async ({ request, reply, body }) => {
        const user = userOf(request)
        const resume = await findResumeOf(db, user.id, body.resume_id)
        if (resume === undefined) throw resumeNotFound()

        const now = deps.now()
        const month = monthKeyOf(now)
        const { limit } = generationAllowanceOf(catalog, user.plan, 0)
        const used = await takeGeneration(db, user.id, month, limit)
        if (used === null) throw generationLimitExceeded(limit ?? 0, now)

        const original = resume.originalContent
        const jobDescription = resume.jobDescription ?? ''
        // The change set the writer proposed, as the guard left it (issue 21).
        let proposal: ProposedOptimization | undefined
        return answerGeneration({ request, reply }, optimizeResponseSchema, async (observer) => {
          try {
            return await runGeneration<KeywordAnalysis, z.input<typeof optimizeResponseSchema>>(
              {
                expectedLength: original.length,
                analyze: () => analyzeWithFit({ resume: original, jobDescription, today: month }),
                write: async (analysis, options) => {
                  proposal = await proposeOptimization(
                    writer,
                    {
                      resume: original,
                      jobDescription,
                      analysis,
                      language: analysis.language ?? detectLanguage(original),
                      today: month,
                    },
                    options,
                  )
                  return proposal.text
                },
                check: (written, analysis) =>
                  guardResume(
                    original,
                    written,
                    jobDescription,
                    claimsToAvoid(analysis.requirements),
                  ),
                save: async (guarded, analysis) => {
                  // Scored before the transaction, so no lock is held while the analysis runs.
                  const { matchScore, atsScore } = scoresOf(
                    guarded.text,
                    resume.jobDescription,
                    month,
                  )
                  const stored = await db.transaction(async (tx) => {
                    const row = await storeOptimizedResume(tx, user.id, resume.id, {
                      optimizedContent: guarded.text,
                      matchScore,
                    })
                    if (row === undefined) return undefined
                    // The rewrite is a version, with what was proposed, so the review can be
                    // opened again later (GET /resumes/{id}/review).
                    await recordVersion(tx, {
                      resumeId: resume.id,
                      userId: user.id,
                      // A model that failed left the offline rules to write the proposal.
                      source: proposal?.model_failed
                        ? 'offline'
                        : optimizationSourceOf(writer.name),
                      text: guarded.text,
                      atsScore,
                      matchScore: row.matchScore,
                      proposal:
                        proposal === undefined
                          ? null
                          : {
                              original,
                              changes: proposal.changes,
                              rejected: proposal.rejected,
                              ...(proposal.model_failed ? { model_failed: true } : {}),
                            },
                    })
                    await recordUsageEvent(tx, {
                      userId: user.id,
                      kind: 'optimize',
                      metadata: {
                        writer: writer.name,
                        resume_id: resume.id,
                        language: analysis.language ?? null,
                        match_before: resume.matchScore,
                        match_after: row.matchScore,
                        added_keywords: guarded.addedKeywords.length,
                        removed_claims: guarded.removed.length + (proposal?.rejected.length ?? 0),
                        changes: proposal?.changes.length ?? 0,
                        model_failed: proposal?.model_failed ?? false,
                      },
                    })
                    return row
                  })
                  // Deleted by a concurrent request while the writer worked.
                  if (stored === undefined) throw resumeNotFound()
                  return {
                    message: OPTIMIZE_SUCCESS,
                    usage_stats: {
                      generation_limit: limit,
                      generations_remaining: limit === null ? null : Math.max(0, limit - used),
                    },
                    resume: toResume(stored),
                    writer: writer.name,
                    added_keywords: guarded.addedKeywords,
                    changes: proposal?.changes ?? [],
                    rejected: proposal?.rejected ?? [],
                    ...(proposal?.model_failed ? { model_failed: true } : {}),
                  }
                },
              },
              observer,
            )
          } catch (error) {
            // Text the client has read is a generation spent, even if it hangs up before the end.
            if (!observer.textDelivered) {
              await giveBack(() => refundGeneration(db, user.id, month), request.log)
            }
            throw error
          }
        })
      },
      { rateLimit: { max: deps.perUserRateLimit, noun: 'generations' } },
    )
  })
}

/**
 * Gives back a reserved use. A refund that itself fails (the database went away) is logged, not
 * thrown, so the caller still learns why the generation failed.
 */
export async function giveBack(
  refund: () => Promise<void>,
  log: { error: (object: unknown, message: string) => void },
): Promise<void> {
  try {
    await refund()
  } catch (error) {
    log.error({ err: error }, 'could not give back a reserved generation')
  }
}
