import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { DEFAULT_TEMPLATE_ID } from '../../src/contract/common.ts'
import { endpoints } from '../../src/contract/endpoints.ts'
import { RESUME_LIMIT_REACHED } from '../../src/contract/errors.ts'
import type { createResumeRequestSchema, resumeSchema } from '../../src/contract/resumes.ts'
import type { Db } from '../db/database.ts'
import { recordVersion } from '../db/resume-versions.ts'
import {
  countResumesOf,
  deleteResumeOf,
  findResumeOf,
  insertResumeBelowCap,
  listResumesOf,
  updateResumeOf,
} from '../db/resumes.ts'
import type { ResumeChanges } from '../db/resumes.ts'
import type { ResumeRow, UserRow } from '../db/schema.ts'
import { analyzeWithFit } from '../domain/fit/analyze-with-fit.ts'
import { monthKeyOf } from '../domain/plans/access.ts'
import { versionAtsScoreOf } from '../domain/versions/version-scores.ts'
import { HttpError } from '../http-error.ts'
import { serializeWithSchema } from '../plugins/zod-serializer.ts'
import { defineRoute, fastifyPathOf, SerializedJson } from './define-route.ts'
import { registerResumeVersionRoutes } from './resume-versions.ts'
import { VersionedCache } from './versioned-cache.ts'

export interface ResumeRouteDeps {
  db: Db
  /**
   * Creations and updates per minute per signed-in user: each runs the keyword analysis for the
   * match score, on up to 200,000 characters, so they share the analysis limit's figure.
   */
  perUserRateLimit: number
  /** The clock that reads a role's "present" in the fit score. */
  now?: () => Date
}

export const RESUME_NOT_FOUND = 'Resume not found'

/**
 * Far above what a job seeker keeps (one per application, months of them), low enough that one
 * account cannot fill the database or make its list (sent whole on every visit) unbounded.
 */
export const MAX_RESUMES_PER_USER = 200

/**
 * 409: the request conflicts with what the account holds now, and the user resolves it by deleting
 * resumes; not 403 (nothing is forbidden to this user or plan, and 403 means "upgrade" to the
 * client) nor 429 (no wait makes room).
 */
export function resumeLimitReached(max: number): HttpError {
  return new HttpError(409, {
    error: RESUME_LIMIT_REACHED,
    message: `You already keep ${max} resumes, the most one account can hold. Delete the ones you no longer need, then create this one again.`,
    limit: max,
  })
}

/**
 * Serialised resume lists kept per server process, plain and gzipped: about 170 users with 20
 * long resumes each (150 KB of JSON, 40 KB gzipped).
 */
const LIST_CACHE_BYTES = 32 * 1024 * 1024
const MIN_GZIP_BYTES = 1024
const gzipAsync = promisify(gzip)

export function resumeNotFound(): HttpError {
  return new HttpError(404, RESUME_NOT_FOUND)
}

export function userOf(request: FastifyRequest): UserRow {
  // The auth hook sets it on every 'bearer' route; reaching here without one is a wiring bug.
  if (request.user === null) throw new Error('Authenticated route reached without a user')
  return request.user
}

/** A row in the contract's shape (ids as strings, dates as ISO text, absent texts omitted). */
export function toResume(row: ResumeRow): z.input<typeof resumeSchema> {
  return {
    id: row.id,
    title: row.title,
    original_content: row.originalContent,
    optimized_content: row.optimizedContent,
    job_description: row.jobDescription,
    status: row.status,
    // float4 in the database: back to the analysis' one decimal.
    match_score: row.matchScore === null ? null : Math.round(row.matchScore * 10) / 10,
    template: row.template,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/**
 * The text a resume's match score describes: the optimized one once it exists, since that is the
 * version the user sends out (and exports by default).
 */
export function scoredTextOf(resume: { original: string; optimized: string | null }): string {
  return resume.optimized ?? resume.original
}

/** The scores a resume's text has against its job description; both null without one. */
export interface TextScores {
  matchScore: number | null
  atsScore: number | null
}

/**
 * The text's scores from one analysis: the match score (issue 20: the fit score, which weighs the
 * ad's requirements as a recruiter does, or the keyword match percentage when the fit report
 * cannot be computed) and the ATS score a version keeps (issue 21). `today` ("2026-11") reads a
 * role's "present".
 */
export function scoresOf(
  text: string,
  jobDescription: string | null,
  today: string = monthKeyOf(new Date()),
): TextScores {
  if (jobDescription === null) return { matchScore: null, atsScore: null }
  const analysis = analyzeWithFit({ resume: text, jobDescription, today })
  return {
    matchScore: analysis.fit_score ?? analysis.match_percentage,
    atsScore: versionAtsScoreOf(analysis),
  }
}

/** The resume's match score against its job description (scoresOf); null without one. */
export function matchScoreOf(
  text: string,
  jobDescription: string | null,
  today: string = monthKeyOf(new Date()),
): number | null {
  return scoresOf(text, jobDescription, today).matchScore
}

/**
 * The resume's text after a PUT, when the PUT changes it (its original or optimized text);
 * undefined when the text stays as it is (a new title or job description alone, or the same
 * texts sent again), which makes no version.
 */
export function editedTextOf(
  current: Pick<ResumeRow, 'originalContent' | 'optimizedContent'>,
  body: { original_content?: string | undefined; optimized_content?: string | null | undefined },
): string | undefined {
  const original = body.original_content ?? current.originalContent
  const optimized =
    body.optimized_content === undefined ? current.optimizedContent : body.optimized_content
  if (original === current.originalContent && optimized === current.optimizedContent) {
    return undefined
  }
  return scoredTextOf({ original, optimized })
}

/**
 * Stores a new resume of the user, with its match score, within the account's cap (409 past it):
 * the one way a resume is created, so POST /resumes and the JSON Resume import meet the same gates.
 */
export async function createResumeOf(
  db: Db,
  user: UserRow,
  resume: z.output<typeof createResumeRequestSchema>,
  today: string,
): Promise<ResumeRow> {
  const maxResumes = MAX_RESUMES_PER_USER
  // Refused before the analysis runs; insertResumeBelowCap checks again, atomically.
  if ((await countResumesOf(db, user.id)) >= maxResumes) throw resumeLimitReached(maxResumes)
  const jobDescription = resume.job_description ?? null
  const row = await insertResumeBelowCap(
    db,
    {
      userId: user.id,
      title: resume.title,
      originalContent: resume.original_content,
      jobDescription,
      // The ATS score is version 1's, stored with the resume in one transaction (db/resumes.ts).
      ...scoresOf(resume.original_content, jobDescription, today),
      template: user.defaultTemplate ?? DEFAULT_TEMPLATE_ID,
    },
    maxResumes,
  )
  if (row === null) throw resumeLimitReached(maxResumes)
  return row
}

/** GET/POST /resumes and GET/PUT/DELETE /resumes/{id} (spec §7). */
export function registerResumeRoutes(app: FastifyInstance, deps: ResumeRouteDeps): void {
  const { db } = deps
  const today = () => monthKeyOf((deps.now ?? (() => new Date()))())
  // Per user, like /analyze (the match score is the same analysis), in place of the per-address limit.
  const analysing = { rateLimit: { max: deps.perUserRateLimit, noun: 'resume saves' } }

  // The list is read far more often than it changes (every visit of the dashboard and of the
  // resumes page) and is the largest body the API sends: the full texts of every resume. Each
  // user's last list is kept serialised with users.resumes_version, which a database trigger
  // raises on every write to the user's resumes (whichever process or statement makes it), and
  // which the auth hook has just read with the rest of the user's row. So a list whose version
  // matches costs no query of its own. On a miss, the rows are read after that version was, so
  // they are at least as new as it: a later request that sees the same version may get them.
  const lists = new VersionedCache<SerializedJson>(LIST_CACHE_BYTES)
  const listRoute = {
    method: endpoints.listResumes.method,
    url: fastifyPathOf(endpoints.listResumes.path),
  }
  defineRoute(app, endpoints.listResumes, async ({ request }) => {
    const user = userOf(request)
    const cached = lists.get(user.id, user.resumesVersion)
    if (cached !== undefined) return cached
    const rows = await listResumesOf(db, user.id)
    const body = Buffer.from(
      serializeWithSchema(endpoints.listResumes.response, rows.map(toResume), listRoute),
    )
    // Compressed once per version rather than per request: resume text shrinks about fourfold,
    // and every browser accepts gzip. A short list is not worth it.
    const list = new SerializedJson(
      body,
      body.length < MIN_GZIP_BYTES ? undefined : await gzipAsync(body),
    )
    lists.set(user.id, user.resumesVersion, list, body.length + (list.gzipped?.length ?? 0))
    return list
  })

  defineRoute(
    app,
    endpoints.createResume,
    async ({ request, body }) => toResume(await createResumeOf(db, userOf(request), body, today())),
    analysing,
  )

  defineRoute(app, endpoints.getResume, async ({ request, params }) => {
    const row = await findResumeOf(db, userOf(request).id, params.id ?? '')
    if (row === undefined) throw resumeNotFound()
    return toResume(row)
  })

  defineRoute(
    app,
    endpoints.updateResume,
    async ({ request, body, params }) => {
      const user = userOf(request)
      const id = params.id ?? ''
      const current = await findResumeOf(db, user.id, id)
      if (current === undefined) throw resumeNotFound()
      const changes: ResumeChanges = {
        title: body.title,
        originalContent: body.original_content,
        optimizedContent: body.optimized_content,
        jobDescription: body.job_description,
      }
      const textChanged =
        body.original_content !== undefined ||
        body.optimized_content !== undefined ||
        body.job_description !== undefined
      // The scores the new text has, from one analysis; the ATS score is kept on its version.
      let atsScore: number | null = null
      if (textChanged) {
        const optimized =
          body.optimized_content === undefined ? current.optimizedContent : body.optimized_content
        const jobDescription =
          body.job_description === undefined ? current.jobDescription : body.job_description
        const scores = scoresOf(
          scoredTextOf({ original: body.original_content ?? current.originalContent, optimized }),
          jobDescription,
          today(),
        )
        changes.matchScore = scores.matchScore
        atsScore = scores.atsScore
      }
      // A save that changes the resume's text is a version (issue 21, item 4): the editor's.
      const newText = editedTextOf(current, body)
      const row = await db.transaction(async (tx) => {
        const updated = await updateResumeOf(tx, user.id, id, changes)
        if (updated === undefined || newText === undefined) return updated
        await recordVersion(tx, {
          resumeId: updated.id,
          userId: updated.userId,
          source: 'editor',
          text: scoredTextOf({
            original: updated.originalContent,
            optimized: updated.optimizedContent,
          }),
          atsScore,
          matchScore: updated.matchScore,
        })
        return updated
      })
      // Deleted by a concurrent request between the read and the write.
      if (row === undefined) throw resumeNotFound()
      return toResume(row)
    },
    analysing,
  )

  registerResumeVersionRoutes(app, { db, today, rateLimit: analysing.rateLimit })

  defineRoute(app, endpoints.deleteResume, async ({ request, params }) => {
    const deleted = await deleteResumeOf(db, userOf(request).id, params.id ?? '')
    if (!deleted) throw resumeNotFound()
    return undefined
  })
}
