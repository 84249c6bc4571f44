import * as z from 'zod/mini'
import { countSchema, keywordCategorySchema, percentSchema, requiredText } from './common.ts'
import { layoutSignalsSchema } from './documents.ts'

/** Languages the analysis understands (decisions.md, Languages). */
export const ANALYSIS_LANGUAGES = ['en', 'ru', 'es'] as const
export const analysisLanguageSchema = z.enum(ANALYSIS_LANGUAGES)
export type AnalysisLanguage = z.infer<typeof analysisLanguageSchema>

/** A resume line that proves (or relates to) a keyword. */
export const evidenceSchema = z.object({
  /** The line as written in the resume, trimmed. */
  text: z.string(),
  /** 0-based index of the line in the resume text. */
  line: countSchema,
  /** The resume's own wording that matched: an alias, a plural, a related term. */
  matched: z.string(),
})
export type Evidence = z.infer<typeof evidenceSchema>

/**
 * How far the resume supports a keyword. 'proven': found, with the proving line. 'related': not
 * found, but a related term is (so a writer may work the keyword in). 'none': nothing supports it
 * (adding it would be fabrication).
 */
export const KEYWORD_SUPPORT = ['proven', 'related', 'none'] as const
export const keywordSupportSchema = z.enum(KEYWORD_SUPPORT)
export type KeywordSupport = z.infer<typeof keywordSupportSchema>

export const categoryBreakdownEntrySchema = z.object({
  total: countSchema,
  matched: countSchema,
  missing: countSchema,
})
export type CategoryBreakdownEntry = z.infer<typeof categoryBreakdownEntrySchema>

export const keywordMatchSchema = z.object({
  keyword: z.string(),
  category: keywordCategorySchema,
  found_in_resume: z.boolean(),
  /** 0 to 1; the bands (above 0.7, above 0.4) are the UI's (spec §9). */
  importance_score: z.number().check(z.gte(0), z.lte(1)),
  /** Beyond the spec: where the resume proves it (proven) or relates to it (related). */
  support: z.optional(keywordSupportSchema),
  evidence: z.optional(z.nullable(evidenceSchema)),
})
export type KeywordMatch = z.infer<typeof keywordMatchSchema>

/**
 * The checks behind the ATS score (docs/analysis-formulas.md). The ids are fixed so the UI can name
 * each check in every language.
 */
export const ATS_CHECK_IDS = [
  // formatting
  'sections',
  'contact',
  'dates',
  'bullets',
  'length',
  'single_column',
  'no_tables',
  'no_text_boxes',
  'text_layer',
  'contact_in_body',
  // readability
  'reading_ease',
  'bullet_length',
  'action_verbs',
  'quantified_results',
] as const
export const atsCheckIdSchema = z.enum(ATS_CHECK_IDS)
export type AtsCheckId = z.infer<typeof atsCheckIdSchema>

export const atsCheckSchema = z.object({
  id: atsCheckIdSchema,
  aspect: z.enum(['formatting', 'readability']),
  passed: z.boolean(),
  /** Points earned out of `weight`; the aspect's score is the sum over its checks. */
  points: z.number().check(z.gte(0)),
  weight: z.number().check(z.gte(0)),
  /** The measured value where one exists (a count, a share in percent, a reading-ease index). */
  value: z.optional(z.nullable(z.number())),
})
export type AtsCheck = z.infer<typeof atsCheckSchema>

export const atsScoreSchema = z.object({
  overall_score: percentSchema,
  /** Score per aspect (keyword categories and others), each 0-100. */
  category_scores: z.record(z.string(), percentSchema),
  /** Share of the resume's words that are job-description keywords, in percent. */
  keyword_density: percentSchema,
  formatting_score: percentSchema,
  readability_score: percentSchema,
  /** Beyond the spec: each check behind the formatting and readability scores. */
  checks: z.optional(z.array(atsCheckSchema)),
})
export type AtsScore = z.infer<typeof atsScoreSchema>

/** POST /analyze/ats-comparison, and part of a keyword analysis when an optimized text exists. */
export const atsComparisonSchema = z.object({
  original_score: percentSchema,
  optimized_score: percentSchema,
  /** optimized_score - original_score; negative when the rewrite scored worse. */
  improvement_delta: z.number().check(z.gte(-100), z.lte(100)),
  category_improvements: z.record(z.string(), z.number().check(z.gte(-100), z.lte(100))),
})
export type AtsComparison = z.infer<typeof atsComparisonSchema>

/** What a job ad requires (issue 20): the kinds of requirement. */
export const REQUIREMENT_KINDS = [
  'skill',
  'tool',
  'certification',
  'licence',
  'degree',
  'years',
  'title',
  'language',
  'other',
] as const
export type RequirementKind = (typeof REQUIREMENT_KINDS)[number]
export const REQUIREMENT_STATUSES = ['met', 'partly', 'missing', 'unknown'] as const
export const GAP_ACTIONS = ['reword', 'bridge', 'missing'] as const
/**
 * Why a requirement is only partly met: a related skill is shown, fewer years than asked, a degree
 * in a neighbouring field, experience the ad's "or equivalent" accepts for the degree, or a junior
 * title for a senior post.
 */
export const PARTLY_BASES = [
  'related_skill',
  'fewer_years',
  'neighbouring_field',
  'equivalent_experience',
  'junior_title',
  'related_title',
] as const
export type PartlyBasis = (typeof PARTLY_BASES)[number]

/** A resume line that proves a requirement (or shows something near it). */
export const fitEvidenceSchema = z.object({
  line: countSchema,
  text: z.string(),
  matched: z.optional(z.string()),
})
export type FitEvidence = z.infer<typeof fitEvidenceSchema>

/** Degree levels, lowest first. */
export const DEGREE_LEVELS = [
  'secondary',
  'vocational',
  'associate',
  'bachelor',
  'master',
  'doctorate',
] as const
export type DegreeLevel = (typeof DEGREE_LEVELS)[number]

export const degreeAskedSchema = z.object({
  level: z.enum(DEGREE_LEVELS),
  fields: z.optional(z.array(z.string())),
  or_equivalent: z.optional(z.boolean()),
})

/** One requirement of the ad with what the resume shows for it. */
export const fitRequirementSchema = z.object({
  name: z.string(),
  kind: z.enum(REQUIREMENT_KINDS),
  priority: z.enum(['must', 'nice']),
  status: z.enum(REQUIREMENT_STATUSES),
  /** The ad's line, trimmed. */
  line: z.string(),
  evidence: z.array(fitEvidenceSchema),
  min_years: z.optional(z.number().check(z.gt(0))),
  /** Months the resume shows, where years are asked. */
  months: z.optional(countSchema),
  degree: z.optional(degreeAskedSchema),
  /** "NetSuite or SAP": each one meets it. */
  alternatives: z.optional(z.array(z.string())),
  /** A trait a resume rarely proves: weighs as a nice-to-have. */
  soft: z.optional(z.boolean()),
  /** Why it is only partly met (status partly). */
  basis: z.optional(z.enum(PARTLY_BASES)),
  /**
   * For the years of experience asked: the years the resume's summary states, where they
   * disagree with the months its roles add up to, with the summary's line.
   */
  stated: z.optional(z.object({ years: z.number(), line: countSchema, text: z.string() })),
})
export type FitRequirement = z.infer<typeof fitRequirementSchema>

export const gapPlanItemSchema = z.object({
  requirement: z.string(),
  kind: z.enum(REQUIREMENT_KINDS),
  priority: z.enum(['must', 'nice']),
  action: z.enum(GAP_ACTIONS),
  evidence: z.nullable(fitEvidenceSchema),
  months: z.optional(countSchema),
  min_years: z.optional(z.number().check(z.gt(0))),
  basis: z.optional(z.enum(PARTLY_BASES)),
})
export type GapPlanItem = z.infer<typeof gapPlanItemSchema>

/**
 * POST /analyze/keywords. The three keyword totals are counts; the keywords themselves are in
 * keyword_matches (found_in_resume tells matched from missing).
 */
export const keywordAnalysisSchema = z.object({
  total_keywords: countSchema,
  matched_keywords: countSchema,
  missing_keywords: countSchema,
  match_percentage: percentSchema,
  /** Every category is present, with zeros when the job description names none of it. */
  category_breakdown: z.record(keywordCategorySchema, categoryBreakdownEntrySchema),
  keyword_matches: z.array(keywordMatchSchema),
  suggestions: z.array(z.string()),
  ats_score: atsScoreSchema,
  ats_comparison: z._default(z.nullable(atsComparisonSchema), null),
  /** Beyond the spec: the language the analysis read the resume in. */
  language: z.optional(analysisLanguageSchema),
  /**
   * Beyond the spec: the job description's language. When it differs from `language`, keywords
   * are shown as the ad words them and matched to the resume's own wording in its language.
   */
  job_language: z.optional(analysisLanguageSchema),
  /**
   * Beyond the spec (issue 20): the ad's requirements with their status and evidence, the fit
   * score (0-100, docs/analysis-formulas.md) and the gap plan. Optional for older clients.
   */
  requirements: z.optional(z.array(fitRequirementSchema)),
  fit_score: z.optional(percentSchema),
  /** The cap a missing must-have put on the fit score (it would be higher without), or null. */
  fit_capped_at: z.optional(z.nullable(percentSchema)),
  gap_plan: z.optional(z.array(gapPlanItemSchema)),
})
export type KeywordAnalysis = z.infer<typeof keywordAnalysisSchema>

export const analyzeKeywordsRequestSchema = z.object({
  resume_content: requiredText(),
  job_description: requiredText(),
  /** Beyond the spec: the upload's layout signals, so the ATS score can weigh the file's layout. */
  layout: z.optional(layoutSignalsSchema),
})
export type AnalyzeKeywordsRequest = z.input<typeof analyzeKeywordsRequestSchema>

export const atsComparisonRequestSchema = z.object({
  resume_content: requiredText(),
  optimized_content: requiredText(),
  job_description: requiredText(),
})
export type AtsComparisonRequest = z.input<typeof atsComparisonRequestSchema>
