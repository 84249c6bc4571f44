import { z } from 'zod'
import {
  countSchema,
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

/** POST /pro/bulk-generate. Without a base resume the server uses the newest resume (decisions.md). */
export const bulkRequestSchema = z.object({
  job_descriptions: z
    .array(requiredText())
    .min(BULK_MIN_JOB_DESCRIPTIONS)
    .max(BULK_MAX_JOB_DESCRIPTIONS),
  base_resume: optionalText(),
  /** The spec's client always sends {}; kept so that its requests validate. */
  user_profile: z.record(z.string(), z.unknown()).default({}),
})
export type BulkRequest = z.input<typeof bulkRequestSchema>

export const bulkResultSchema = z.object({
  index: countSchema,
  /** 'success', or another value ('error') for an item that failed. */
  status: z.union([z.enum(['success', 'error']), z.string().min(1)]),
  job_description_preview: z.string(),
  resume_text: optionalText(),
  error: optionalText(),
})
export type BulkResult = z.infer<typeof bulkResultSchema>

export const bulkResponseSchema = z.object({
  total: countSchema,
  successful: countSchema,
  results: z.array(bulkResultSchema),
  writer: optionalText(),
})
export type BulkResponse = z.infer<typeof bulkResponseSchema>

/** POST /pro/plagiarism-check. */
export const plagiarismRequestSchema = z.object({
  text: z.string().trim().min(PLAGIARISM_MIN_CHARS, 'Please provide at least 50 characters'),
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
  recommendations: z.array(z.string()).default([]),
})
export type PlagiarismResponse = z.infer<typeof plagiarismResponseSchema>

export const LINKEDIN_URL_MESSAGE = 'Please provide a valid LinkedIn profile URL'

/**
 * A linkedin.com (or a country subdomain's) member profile address, with or without the scheme,
 * as people paste it: 'linkedin.com/in/jane-doe' is fine.
 */
export function isLinkedInProfileUrl(value: string): boolean {
  const text = value.trim()
  let url: URL
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`)
  } catch {
    return false
  }
  const host = url.hostname.toLowerCase()
  const onLinkedIn = host === 'linkedin.com' || host.endsWith('.linkedin.com')
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    onLinkedIn &&
    /^\/in\/[^/]+/.test(url.pathname)
  )
}

/** POST /pro/linkedin-import. */
export const linkedinImportRequestSchema = z.object({
  profile_url: z.string().trim().max(2000).refine(isLinkedInProfileUrl, LINKEDIN_URL_MESSAGE),
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
  experience: z.array(linkedinExperienceSchema).default([]),
  education: z.array(linkedinEducationSchema).default([]),
  skills: z.array(z.string()).default([]),
  /** Says where the data came from or what is missing (for example: no profile-data provider is configured). */
  note: optionalText(),
  source: z.enum(['provider', 'pdf', 'zip']).optional(),
})
export type LinkedinImportResponse = z.infer<typeof linkedinImportResponseSchema>

/** POST /pro/linkedin-import/file: the profile's PDF or the data-export ZIP, multipart field 'file'. */
export const LINKEDIN_IMPORT_ACCEPT = '.pdf,.zip'

export const proFeatureSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  description: optionalText(),
})
export type ProFeature = z.infer<typeof proFeatureSchema>

/** GET /pro/features. */
export const proFeaturesSchema = z.object({ features: z.array(proFeatureSchema) })
export type ProFeatures = z.infer<typeof proFeaturesSchema>

/** GET /usage/summary?days=30. */
export const usageSummaryQuerySchema = z.object({
  days: z.coerce.number<number | string>().int().min(1).max(365).default(USAGE_SUMMARY_DAYS),
})
export type UsageSummaryQuery = z.input<typeof usageSummaryQuerySchema>

export const usageSummarySchema = z.object({
  total_actions: countSchema,
  actions_by_type: z.record(z.string(), countSchema),
  days: z.number().int().min(1).optional(),
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
