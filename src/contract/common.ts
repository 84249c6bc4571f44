import * as z from 'zod/mini'
import { PLANS } from './plan-ids.ts'

/** Upper bound for long free text (a resume, a job description): generous, but the server can refuse a megabyte paste. */
export const MAX_LONG_TEXT = 100_000
/** Upper bound for one-line form fields (a name, a title, a company). */
export const MAX_SHORT_TEXT = 500

/**
 * An optional string where '' (and null) mean absent: HTML forms send '' for an untouched field and
 * the spec's client sends `job_description: null`, and both must read as "not given" (decisions.md).
 * The declared input type keeps `RequestOf<...>` precise for callers; at run time anything else is
 * handed to the inner schema, which rejects it.
 */
export function optionalText(
  inner: z.ZodMiniType<string, string> = z.string().check(z.maxLength(MAX_LONG_TEXT)),
) {
  return z.optional(
    z.pipe(
      z.transform((value: string | null | undefined) =>
        value === '' || value === null ? undefined : value,
      ),
      z.optional(inner),
    ),
  )
}

/** A required, non-blank string (surrounding whitespace is trimmed away first). */
export function requiredText(max: number = MAX_LONG_TEXT) {
  return z.string().check(z.trim(), z.minLength(1), z.maxLength(max))
}

/**
 * A string for a partial update where '' and null clear the stored value (null) and absence leaves
 * it alone (undefined): '' cannot mean "absent" there, because absent already means "unchanged".
 */
export function clearableText(
  inner: z.ZodMiniType<string, string> = z.string().check(z.maxLength(MAX_LONG_TEXT)),
) {
  return z.optional(
    z.pipe(
      z.transform((value: string | null | undefined) => (value === '' ? null : value)),
      z.optional(z.nullable(inner)),
    ),
  )
}

/** Entity ids are server-generated UUIDs (decisions.md). */
export const idSchema = z.uuid()

/** An ISO 8601 timestamp (with or without offset) or calendar date: the server sends `toISOString()`. */
export const isoDateSchema = z.union([z.iso.datetime({ offset: true, local: true }), z.iso.date()])

/** A whole count (generations, words, actions). */
export const countSchema = z.int().check(z.gte(0))

/** A per-month allowance: null means unlimited (the v1 catalogue's pro plan). */
export const limitSchema = z.nullable(countSchema)

/** A 0-100 score or percentage. */
export const percentSchema = z.number().check(z.gte(0), z.lte(100))

export { PLANS }
export const planSchema = z.enum(PLANS)
export type Plan = z.infer<typeof planSchema>

/** Only paid plans can be bought. */
export const PAID_PLANS = ['premium', 'pro'] as const
export const paidPlanSchema = z.enum(PAID_PLANS)
export type PaidPlan = z.infer<typeof paidPlanSchema>

/**
 * Statuses the UI styles; the server may send others (a payment provider's), which are shown in
 * the "other" style, so the schema accepts any string. 'inactive' is the profile fallback (spec §4).
 */
export const KNOWN_SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'pending', 'inactive'] as const
export type KnownSubscriptionStatus = (typeof KNOWN_SUBSCRIPTION_STATUSES)[number]
export const subscriptionStatusSchema = z.union([
  z.enum(KNOWN_SUBSCRIPTION_STATUSES),
  z.string().check(z.minLength(1)),
])
// `(string & {})` keeps editor completion for the known values while allowing any string.
export type SubscriptionStatus = KnownSubscriptionStatus | (string & {})

/** 'paid' and 'pending' have their own style; any other value (failed, refunded) is shown as failed. */
export const KNOWN_PAYMENT_STATUSES = ['paid', 'pending', 'failed', 'refunded'] as const
export type KnownPaymentStatus = (typeof KNOWN_PAYMENT_STATUSES)[number]
export const paymentStatusSchema = z.union([
  z.enum(KNOWN_PAYMENT_STATUSES),
  z.string().check(z.minLength(1)),
])
export type PaymentStatus = KnownPaymentStatus | (string & {})

export const RESUME_STATUSES = ['draft', 'optimized', 'exported'] as const
export const resumeStatusSchema = z.enum(RESUME_STATUSES)
export type ResumeStatus = z.infer<typeof resumeStatusSchema>

export const TEMPLATE_IDS = ['minimalist', 'modern', 'classic'] as const
export const templateIdSchema = z.enum(TEMPLATE_IDS)
export type TemplateId = z.infer<typeof templateIdSchema>
export const DEFAULT_TEMPLATE_ID: TemplateId = 'minimalist'

export const TONES = ['formal', 'neutral', 'creative'] as const
export const toneSchema = z.enum(TONES)
export type Tone = z.infer<typeof toneSchema>
/** Spec §4: the bio form starts on neutral, the cover letter form on formal. */
export const DEFAULT_BIO_TONE: Tone = 'neutral'
export const DEFAULT_COVER_LETTER_TONE: Tone = 'formal'

export const KEYWORD_CATEGORIES = ['technical', 'tools', 'soft', 'certifications'] as const
export const keywordCategorySchema = z.enum(KEYWORD_CATEGORIES)
export type KeywordCategory = z.infer<typeof keywordCategorySchema>

export const EXPORT_FORMATS = ['docx', 'pdf'] as const
export const exportFormatSchema = z.enum(EXPORT_FORMATS)
export type ExportFormat = z.infer<typeof exportFormatSchema>

/** A short acknowledgement for calls whose response the spec does not show. */
export const messageResponseSchema = z.looseObject({ message: optionalText() })
export type MessageResponse = z.infer<typeof messageResponseSchema>
