import * as z from 'zod/mini'
import { idSchema, isoDateSchema, percentSchema, requiredText } from './common.ts'
import { guardRejectionSchema, resumeChangeSchema } from './resume-changes.ts'
import { resumeSchema } from './resumes.ts'

/*
 * Issue 21, item 4: every saved optimization or editor save is a version of the resume, numbered
 * per resume (1 is the original), with what made it and the scores it had. Later, an application
 * record names the version that went to a job.
 */

/**
 * What made a version: the resume as created (`original`), an optimization by the offline rules
 * or by a model, a save in the editor, a save of the reviewed changes, or a restore of an earlier
 * version (which is a new version, so nothing is ever lost by restoring).
 */
export const RESUME_VERSION_SOURCES = [
  'original',
  'offline',
  'model',
  'editor',
  'review',
  'restore',
] as const
export const resumeVersionSourceSchema = z.enum(RESUME_VERSION_SOURCES)
export type ResumeVersionSource = z.infer<typeof resumeVersionSourceSchema>

export const resumeVersionSchema = z.object({
  id: idSchema,
  /** 1, 2, 3… per resume; 1 is the original. */
  number: z.int().check(z.gte(1)),
  created_at: isoDateSchema,
  source: resumeVersionSourceSchema,
  /** The ATS score of the text when it was saved; null when the resume has no job description. */
  ats_score: z.nullable(z.int().check(z.gte(0), z.lte(100))),
  /** The match (fit) score of the text when it was saved; null likewise. */
  match_score: z.nullable(percentSchema),
  /** The version a restore copied; null for any other source, or once that version was pruned. */
  restored_from: z.nullable(idSchema),
  text: z.string(),
})
export type ResumeVersion = z.infer<typeof resumeVersionSchema>

/** GET /resumes/{id}/versions: newest first, so the first is the text the resume holds now. */
export const resumeVersionListSchema = z.object({ versions: z.array(resumeVersionSchema) })
export type ResumeVersionList = z.infer<typeof resumeVersionListSchema>

/**
 * What an optimization proposed, stored with the version it made: the text the changes apply to
 * (their `line` indexes count its lines), the changes and what the guard kept out. `model_failed`
 * says the configured model failed and the offline rules wrote the proposal instead.
 */
export const resumeVersionProposalSchema = z.object({
  original: z.string(),
  changes: z.array(resumeChangeSchema),
  rejected: z.array(guardRejectionSchema),
  model_failed: z.optional(z.boolean()),
})
export type ResumeVersionProposal = z.infer<typeof resumeVersionProposalSchema>

/** GET /resumes/{id}/review: the latest optimization's proposal, for the review screen. */
export const resumeReviewSchema = z.object({
  /** The version the optimization made. */
  version_id: idSchema,
  /** The original text the changes apply to (as it was when the optimization ran). */
  original: z.string(),
  changes: z.array(resumeChangeSchema),
  rejected: z.array(guardRejectionSchema),
  model_failed: z._default(z.boolean(), false),
})
export type ResumeReview = z.infer<typeof resumeReviewSchema>

/** The sources a client may save a version as; the others are the server's own. */
export const SAVED_VERSION_SOURCES = ['review', 'editor'] as const

/**
 * POST /resumes/{id}/versions: the text becomes the resume's optimized text (or, when it is the
 * original exactly, the resume goes back to its original) and a new version. The size limit is
 * the resume texts' own.
 */
export const saveResumeVersionRequestSchema = z.object({
  text: requiredText(),
  source: z.enum(SAVED_VERSION_SOURCES),
})
export type SaveResumeVersionRequest = z.input<typeof saveResumeVersionRequestSchema>

/** POST /resumes/{id}/versions and …/restore: the resume as stored now, and the version made. */
export const resumeVersionSavedSchema = z.object({
  resume: resumeSchema,
  version: resumeVersionSchema,
})
export type ResumeVersionSaved = z.infer<typeof resumeVersionSavedSchema>
