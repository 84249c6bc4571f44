import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { endpoints } from '../../src/contract/endpoints.ts'
import type { resumeVersionSchema } from '../../src/contract/resume-versions.ts'
import type { Db } from '../db/database.ts'
import {
  findVersionOf,
  latestOptimizationOf,
  listVersionsOf,
  recordVersion,
} from '../db/resume-versions.ts'
import type { VersionSource } from '../db/resume-versions.ts'
import { findResumeOf, updateResumeOf } from '../db/resumes.ts'
import type { ResumeRow, ResumeVersionRow } from '../db/schema.ts'
import { HttpError } from '../http-error.ts'
import { defineRoute } from './define-route.ts'
import { resumeNotFound, scoredTextOf, scoresOf, toResume, userOf } from './resumes.ts'

export interface ResumeVersionRouteDeps {
  db: Db
  /** The month ("2026-11") that reads a role's "present" in the match score. */
  today: () => string
  /** The resume saves' rate limit: a save or restore runs the analysis like PUT /resumes. */
  rateLimit: { max: number; noun: string }
}

export const VERSION_NOT_FOUND =
  'That version of the resume was not found. Reload the list of versions and choose one of them.'

export const NO_REVIEW =
  'This resume has no optimization to review yet. Optimize it first, then open the review.'

/** A version in the contract's shape. */
export function toVersion(row: ResumeVersionRow): z.input<typeof resumeVersionSchema> {
  return {
    id: row.id,
    number: row.number,
    created_at: row.createdAt.toISOString(),
    source: row.source,
    ats_score: row.atsScore,
    // float4 in the database, as the resume's own match score: back to one decimal.
    match_score: row.matchScore === null ? null : Math.round(row.matchScore * 10) / 10,
    restored_from: row.restoredFrom,
    text: row.text,
  }
}

/**
 * The optimized text that makes `text` the resume's current one: none when it is the original
 * itself (saving a review with nothing accepted, or restoring version 1, leaves the resume as it
 * was created), the text otherwise.
 */
export function optimizedContentFor(original: string, text: string): string | null {
  return text === original || text === original.trim() ? null : text
}

/**
 * Makes `text` the resume's current text and records it as a version, in one transaction:
 * the match score as PUT /resumes computes it, and the ATS score, from one analysis (scoresOf).
 */
async function storeAsVersion(
  deps: ResumeVersionRouteDeps,
  resume: ResumeRow,
  text: string,
  version: { source: VersionSource; restoredFrom?: string },
) {
  const optimized = optimizedContentFor(resume.originalContent, text)
  const current = scoredTextOf({ original: resume.originalContent, optimized })
  const { matchScore, atsScore } = scoresOf(current, resume.jobDescription, deps.today())
  const stored = await deps.db.transaction(async (tx) => {
    const row = await updateResumeOf(tx, resume.userId, resume.id, {
      optimizedContent: optimized,
      matchScore,
    })
    if (row === undefined) return undefined
    const saved = await recordVersion(tx, {
      resumeId: row.id,
      userId: row.userId,
      source: version.source,
      text: current,
      atsScore,
      matchScore: row.matchScore,
      restoredFrom: version.restoredFrom ?? null,
    })
    return { resume: toResume(row), version: toVersion(saved) }
  })
  // Deleted by a concurrent request between the read and the write.
  if (stored === undefined) throw resumeNotFound()
  return stored
}

/**
 * GET/POST /resumes/{id}/versions, GET /resumes/{id}/review and
 * POST /resumes/{id}/versions/{version}/restore (issue 21, item 4).
 */
export function registerResumeVersionRoutes(
  app: FastifyInstance,
  deps: ResumeVersionRouteDeps,
): void {
  const { db } = deps

  defineRoute(app, endpoints.listResumeVersions, async ({ request, params }) => {
    const user = userOf(request)
    const id = params.id ?? ''
    const resume = await findResumeOf(db, user.id, id)
    if (resume === undefined) throw resumeNotFound()
    return { versions: (await listVersionsOf(db, user.id, resume.id)).map(toVersion) }
  })

  defineRoute(app, endpoints.getResumeReview, async ({ request, params }) => {
    const user = userOf(request)
    const resume = await findResumeOf(db, user.id, params.id ?? '')
    if (resume === undefined) throw resumeNotFound()
    const optimization = await latestOptimizationOf(db, user.id, resume.id)
    if (optimization?.proposal == null) throw new HttpError(404, NO_REVIEW)
    const { proposal } = optimization
    return {
      version_id: optimization.id,
      original: proposal.original,
      changes: proposal.changes,
      rejected: proposal.rejected,
      model_failed: proposal.model_failed ?? false,
    }
  })

  defineRoute(
    app,
    endpoints.saveResumeVersion,
    async ({ request, params, body }) => {
      const user = userOf(request)
      const resume = await findResumeOf(db, user.id, params.id ?? '')
      if (resume === undefined) throw resumeNotFound()
      return storeAsVersion(deps, resume, body.text, { source: body.source })
    },
    { rateLimit: deps.rateLimit },
  )

  defineRoute(
    app,
    endpoints.restoreResumeVersion,
    async ({ request, params }) => {
      const user = userOf(request)
      const resume = await findResumeOf(db, user.id, params.id ?? '')
      if (resume === undefined) throw resumeNotFound()
      const version = await findVersionOf(db, user.id, resume.id, params.version ?? '')
      if (version === undefined) throw new HttpError(404, VERSION_NOT_FOUND)
      return storeAsVersion(deps, resume, version.text, {
        source: 'restore',
        restoredFrom: version.id,
      })
    },
    { rateLimit: deps.rateLimit },
  )
}
