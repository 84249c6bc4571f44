import { z } from 'zod'
import { countSchema, keywordCategorySchema, percentSchema, requiredText } from './common.ts'

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
  importance_score: z.number().min(0).max(1),
})
export type KeywordMatch = z.infer<typeof keywordMatchSchema>

export const atsScoreSchema = z.object({
  overall_score: percentSchema,
  /** Score per aspect (keyword categories and others), each 0-100. */
  category_scores: z.record(z.string(), percentSchema),
  /** Share of the resume's words that are job-description keywords, in percent. */
  keyword_density: percentSchema,
  formatting_score: percentSchema,
  readability_score: percentSchema,
})
export type AtsScore = z.infer<typeof atsScoreSchema>

/** POST /analyze/ats-comparison, and part of a keyword analysis when an optimized text exists. */
export const atsComparisonSchema = z.object({
  original_score: percentSchema,
  optimized_score: percentSchema,
  /** optimized_score - original_score; negative when the rewrite scored worse. */
  improvement_delta: z.number().min(-100).max(100),
  category_improvements: z.record(z.string(), z.number().min(-100).max(100)),
})
export type AtsComparison = z.infer<typeof atsComparisonSchema>

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
  ats_comparison: atsComparisonSchema.nullable().default(null),
})
export type KeywordAnalysis = z.infer<typeof keywordAnalysisSchema>

export const analyzeKeywordsRequestSchema = z.object({
  resume_content: requiredText(),
  job_description: requiredText(),
})
export type AnalyzeKeywordsRequest = z.input<typeof analyzeKeywordsRequestSchema>

export const atsComparisonRequestSchema = z.object({
  resume_content: requiredText(),
  optimized_content: requiredText(),
  job_description: requiredText(),
})
export type AtsComparisonRequest = z.input<typeof atsComparisonRequestSchema>
