import * as z from 'zod/mini'
import {
  countSchema,
  DEFAULT_BIO_TONE,
  DEFAULT_COVER_LETTER_TONE,
  idSchema,
  limitSchema,
  MAX_SHORT_TEXT,
  optionalText,
  requiredText,
  toneSchema,
} from './common.ts'
import { guardRejectionSchema, resumeChangeSchema } from './resume-changes.ts'
import { resumeSchema } from './resumes.ts'

/**
 * A job keyword a writer worked into the text, and where (decisions.md: the response lists the
 * keywords added and where). Only keywords the original supports survive the fabrication guard.
 */
export const addedKeywordSchema = z.object({
  keyword: z.string(),
  /** The section heading it went under ('' before the first heading). */
  section: z.string(),
  /** The line of the new text that holds it. */
  line: z.string(),
})
export type AddedKeyword = z.infer<typeof addedKeywordSchema>

/** POST /optimize/resume. */
export const optimizeRequestSchema = z.object({ resume_id: idSchema })
export type OptimizeRequest = z.infer<typeof optimizeRequestSchema>

/** Null limit and remaining mean the plan is unlimited. */
export const optimizeUsageStatsSchema = z.object({
  generations_remaining: limitSchema,
  generation_limit: limitSchema,
})
export type OptimizeUsageStats = z.infer<typeof optimizeUsageStatsSchema>

export const optimizeResponseSchema = z.object({
  message: z.string(),
  usage_stats: optimizeUsageStatsSchema,
  /** The resume as stored after the rewrite (status optimized), so the client can skip a refetch. */
  resume: z.optional(resumeSchema),
  /** Which writer produced the text (decisions.md: responses name their writer). */
  writer: optionalText(),
  added_keywords: z.optional(z.array(addedKeywordSchema)),
  /**
   * Beyond the spec (issue 21): the proposed changes the user reviews; the stored optimized text
   * is the original with the ones marked safe applied. Optional for older clients.
   */
  changes: z.optional(z.array(resumeChangeSchema)),
  /** What the fabrication guard kept out of the changes, with why. */
  rejected: z.optional(z.array(guardRejectionSchema)),
  /** The model failed: `changes` are the offline writer's suggestions instead (issue 21). */
  model_failed: z.optional(z.boolean()),
})
export type OptimizeResponse = z.infer<typeof optimizeResponseSchema>

const shortText = () => requiredText(MAX_SHORT_TEXT)

/** POST /generate/bio. */
export const bioRequestSchema = z.object({
  full_name: shortText(),
  current_title: shortText(),
  industry: shortText(),
  education: requiredText(),
  awards: optionalText(),
  accomplishments: requiredText(),
  tone: z._default(toneSchema, DEFAULT_BIO_TONE),
})
export type BioRequest = z.input<typeof bioRequestSchema>

export const bioResponseSchema = z.object({
  bio_text: z.string(),
  metadata: z.object({
    tone: toneSchema,
    industry: z.string(),
    word_count: countSchema,
    paragraph_count: countSchema,
  }),
  writer: optionalText(),
  added_keywords: z.optional(z.array(addedKeywordSchema)),
})
export type BioResponse = z.infer<typeof bioResponseSchema>

/** POST /generate/bio/docx and /generate/bio/pdf: answered with the file. */
export const bioExportRequestSchema = z.object({
  bio_text: requiredText(),
  full_name: shortText(),
  current_title: shortText(),
  industry: shortText(),
  tone: toneSchema,
})
export type BioExportRequest = z.input<typeof bioExportRequestSchema>

/** POST /generate/cover-letter. */
export const coverLetterRequestSchema = z.object({
  full_name: shortText(),
  email: optionalText(z.string().check(z.maxLength(MAX_SHORT_TEXT))),
  target_job_title: shortText(),
  company_name: shortText(),
  resume_content: requiredText(),
  job_description: requiredText(),
  tone: z._default(toneSchema, DEFAULT_COVER_LETTER_TONE),
})
export type CoverLetterRequest = z.input<typeof coverLetterRequestSchema>

export const coverLetterResponseSchema = z.object({
  cover_letter_text: z.string(),
  metadata: z.object({
    tone: toneSchema,
    position: z.string(),
    company: z.string(),
    character_count: countSchema,
  }),
  writer: optionalText(),
  added_keywords: z.optional(z.array(addedKeywordSchema)),
})
export type CoverLetterResponse = z.infer<typeof coverLetterResponseSchema>

/** POST /generate/cover-letter/docx and /pdf: answered with the file. */
export const coverLetterExportRequestSchema = z.object({
  cover_letter_text: requiredText(),
  full_name: shortText(),
  email: optionalText(z.string().check(z.maxLength(MAX_SHORT_TEXT))),
  target_job_title: shortText(),
  company_name: shortText(),
  tone: toneSchema,
})
export type CoverLetterExportRequest = z.input<typeof coverLetterExportRequestSchema>
