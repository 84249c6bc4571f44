import * as z from 'zod/mini'
import { guardRejectionSchema, resumeChangeSchema } from './resume-changes.ts'
import {
  countSchema,
  keywordCategorySchema,
  limitSchema,
  optionalText,
  percentSchema,
  planSchema,
  requiredText,
} from './common.ts'

/** Spec §5, §9: the bulk generator takes 1 to 5 job descriptions. */
export const BULK_MIN_JOB_DESCRIPTIONS = 1
export const BULK_MAX_JOB_DESCRIPTIONS = 5
/** Spec §5, §9: the originality check needs at least 50 characters. */
export const PLAGIARISM_MIN_CHARS = 50
/** Spec §9: the usage summary window. */
export const USAGE_SUMMARY_DAYS = 30
/** Spec §9: the pro overview lists this many features. */
export const PRO_OVERVIEW_FEATURE_COUNT = 6

/** Spec §5: no non-blank job description was sent. */
export const BULK_NO_JOB_DESCRIPTION_MESSAGE = 'Please provide at least one job description'
/** More job descriptions than one run takes (spec §5, §9). */
export const BULK_TOO_MANY_MESSAGE = `Please provide at most ${BULK_MAX_JOB_DESCRIPTIONS} job descriptions at once`

/** POST /pro/bulk-generate. Without a base resume the server uses the newest resume (decisions.md). */
export const bulkRequestSchema = z.object({
  job_descriptions: z
    .array(requiredText())
    .check(z.minLength(BULK_MIN_JOB_DESCRIPTIONS), z.maxLength(BULK_MAX_JOB_DESCRIPTIONS)),
  base_resume: optionalText(),
  /** The spec's client always sends {}; kept so that its requests validate. */
  user_profile: z._default(z.record(z.string(), z.unknown()), {}),
})
export type BulkRequest = z.input<typeof bulkRequestSchema>

export const bulkResultSchema = z.object({
  index: countSchema,
  /** 'success', or another value ('error') for an item that failed. */
  status: z.union([z.enum(['success', 'error']), z.string().check(z.minLength(1))]),
  job_description_preview: z.string(),
  resume_text: optionalText(),
  /** Beyond the spec (issue 21): the item's proposed changes and what the guard kept out. */
  changes: z.optional(z.array(resumeChangeSchema)),
  rejected: z.optional(z.array(guardRejectionSchema)),
  /** The model failed on this item: `changes` are the offline writer's suggestions instead. */
  model_failed: z.optional(z.boolean()),
  error: optionalText(),
})
export type BulkResult = z.infer<typeof bulkResultSchema>

/** Beyond the spec: one job keyword of a bulk run, which jobs (result indexes) ask for it. */
export const gapKeywordSchema = z.object({
  keyword: z.string(),
  category: keywordCategorySchema,
  /** The indexes (as in `results`) of the job descriptions that ask for it, ascending. */
  jobs: z.array(countSchema),
  /** Whether the base resume already has it. */
  in_resume: z.boolean(),
})
export type GapKeyword = z.infer<typeof gapKeywordSchema>

/**
 * Beyond the spec: the keywords that recur across a bulk run's jobs (asked for by at least two,
 * or by the only one), most asked first; `missing_everywhere` names those of them the resume
 * lacks, so it lacks them for every job that asks (the gaps worth closing first).
 */
export const gapMatrixSchema = z.object({
  jobs: countSchema,
  keywords: z.array(gapKeywordSchema),
  missing_everywhere: z.array(z.string()),
})
export type GapMatrix = z.infer<typeof gapMatrixSchema>

export const bulkResponseSchema = z.object({
  total: countSchema,
  successful: countSchema,
  results: z.array(bulkResultSchema),
  writer: optionalText(),
  /** Beyond the spec: the stored run (bulk_runs) this answer comes from. */
  run_id: optionalText(),
  gap_matrix: z.optional(gapMatrixSchema),
})

/*
 * The streaming variant of POST /pro/bulk-generate (Accept: text/event-stream, streaming.ts):
 * `progress` events for the run as a whole, one `delta` per finished item whose text is that
 * item's result as one line of JSON (bulkResultSchema), then `done` with the plain response.
 */
export type BulkResponse = z.infer<typeof bulkResponseSchema>

/** POST /pro/plagiarism-check. */
export const plagiarismRequestSchema = z.object({
  text: z
    .string()
    .check(z.trim(), z.minLength(PLAGIARISM_MIN_CHARS, 'Please provide at least 50 characters')),
})
export type PlagiarismRequest = z.input<typeof plagiarismRequestSchema>

/** A passage that matched known text or reads as boilerplate; start/end are character offsets into the submitted text. */
export const flaggedSectionSchema = z.object({
  text: z.string(),
  start: countSchema,
  end: countSchema,
  reason: z.string(),
  /** What it matched (a corpus entry's attribution), when known. */
  source: optionalText(),
})
export type FlaggedSection = z.infer<typeof flaggedSectionSchema>

export const plagiarismResponseSchema = z.object({
  /** Share of the text that matched nothing, in percent; the bands are the UI's (spec §9). */
  uniqueness_score: percentSchema,
  analysis: z.string(),
  word_count: countSchema,
  provider: z.string(),
  flagged_sections: z.array(flaggedSectionSchema),
  recommendations: z._default(z.array(z.string()), []),
})
export type PlagiarismResponse = z.infer<typeof plagiarismResponseSchema>

export const LINKEDIN_URL_MESSAGE = 'Please provide a valid LinkedIn profile URL'

/**
 * The member slug of a LinkedIn profile address, or null for anything else. Only the address's
 * shape is read: the server never requests an address a user typed (decisions.md). Accepted:
 * linkedin.com, www.linkedin.com or a country host (de.linkedin.com), over https or http or with
 * no scheme at all (as people paste it), path /in/<slug>.
 */
export function linkedinSlugOf(value: string): string | null {
  const text = value.trim()
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text)
  let url: URL
  try {
    url = new URL(hasScheme ? text : `https://${text}`)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.username !== '' || url.password !== '' || url.port !== '') return null
  if (!/^((www|[a-z]{2})\.)?linkedin\.com$/.test(url.hostname.toLowerCase())) return null
  const match = /^\/in\/([^/]+)\/?$/.exec(url.pathname)
  if (match === null) return null
  let slug: string
  try {
    slug = decodeURIComponent(match[1] ?? '')
  } catch {
    return null
  }
  // LinkedIn's public-profile names: 3 to 100 letters, digits and hyphens (any script).
  return /^[\p{L}\p{N}_-]{3,100}$/u.test(slug) ? slug : null
}

/** Whether the client's check and the server's agree that this is a member profile address. */
export function isLinkedInProfileUrl(value: string): boolean {
  return linkedinSlugOf(value) !== null
}

/** POST /pro/linkedin-import. */
export const linkedinImportRequestSchema = z.object({
  profile_url: z
    .string()
    .check(z.trim(), z.maxLength(2000), z.refine(isLinkedInProfileUrl, LINKEDIN_URL_MESSAGE)),
})
export type LinkedinImportRequest = z.input<typeof linkedinImportRequestSchema>

export const linkedinExperienceSchema = z.object({
  title: z.string(),
  company: z.string(),
  duration: optionalText(),
  description: optionalText(),
})
export type LinkedinExperience = z.infer<typeof linkedinExperienceSchema>

export const linkedinEducationSchema = z.object({
  degree: optionalText(),
  school: z.string(),
  year: optionalText(),
})
export type LinkedinEducation = z.infer<typeof linkedinEducationSchema>

/** The same shape whether it came from a profile-data provider, the "Save to PDF" file or the data-export ZIP. */
export const linkedinImportResponseSchema = z.object({
  name: z.string(),
  headline: optionalText(),
  summary: optionalText(),
  experience: z._default(z.array(linkedinExperienceSchema), []),
  education: z._default(z.array(linkedinEducationSchema), []),
  skills: z._default(z.array(z.string()), []),
  /** Says where the data came from or what is missing (for example: no profile-data provider is configured). */
  note: optionalText(),
  source: z.optional(z.enum(['provider', 'pdf', 'zip'])),
})
export type LinkedinImportResponse = z.infer<typeof linkedinImportResponseSchema>

/** POST /pro/linkedin-import/file: the profile's PDF or the data-export ZIP, multipart field 'file'. */
export const LINKEDIN_IMPORT_ACCEPT = '.pdf,.zip'

export const proFeatureSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  description: optionalText(),
})
export type ProFeature = z.infer<typeof proFeatureSchema>

/** GET /pro/features. */
export const proFeaturesSchema = z.object({ features: z.array(proFeatureSchema) })
export type ProFeatures = z.infer<typeof proFeaturesSchema>

/** GET /usage/summary?days=30. */
export const usageSummaryQuerySchema = z.object({
  days: z._default(
    z.pipe(z.coerce.number<number | string>(), z.int().check(z.gte(1), z.lte(365))),
    USAGE_SUMMARY_DAYS,
  ),
})
export type UsageSummaryQuery = z.input<typeof usageSummaryQuerySchema>

export const usageSummarySchema = z.object({
  total_actions: countSchema,
  actions_by_type: z.record(z.string(), countSchema),
  days: z.optional(z.int().check(z.gte(1))),
})
export type UsageSummary = z.infer<typeof usageSummarySchema>

/** GET /usage/limits: remaining and limit are null when unlimited. */
export const usageLimitsSchema = z.object({
  plan: planSchema,
  unlimited: z.boolean(),
  remaining: limitSchema,
  limit: limitSchema,
})
export type UsageLimits = z.infer<typeof usageLimitsSchema>
