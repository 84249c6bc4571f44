import * as z from 'zod/mini'
import { limitSchema } from './common.ts'

export const PLAN_CATALOG_IDS = ['launch', 'v1-2025-10-02'] as const
export const planCatalogIdSchema = z.enum(PLAN_CATALOG_IDS)
export type PlanCatalogId = z.infer<typeof planCatalogIdSchema>
/** decisions.md: `launch` unless PLAN_CATALOG says otherwise. */
export const DEFAULT_PLAN_CATALOG_ID: PlanCatalogId = 'launch'

export function isPlanCatalogId(value: unknown): value is PlanCatalogId {
  return planCatalogIdSchema.safeParse(value).success
}

/**
 * Stable feature ids: the UI turns them into text in the user's language, so the catalogue holds
 * no English.
 */
export const FEATURE_IDS = [
  'keyword_analysis',
  'ai_optimization',
  'wysiwyg_editor',
  'docx_export',
  'cover_letter',
  'priority_support',
  'executive_bio',
  'pro_dashboard',
  'linkedin_import',
  'bulk_generation',
  'plagiarism_check',
] as const
export const featureIdSchema = z.enum(FEATURE_IDS)
export type FeatureId = z.infer<typeof featureIdSchema>

/** Monthly allowances of the metered features; null is unlimited, 0 is not available. */
export const meteredLimitsSchema = z.object({
  ats_scans: limitSchema,
  ai_rewrites: limitSchema,
  cover_letters: limitSchema,
})
export type MeteredLimits = z.infer<typeof meteredLimitsSchema>
export type MeteredLimitKey = keyof MeteredLimits

/** Which feature each metered limit governs (decisions.md: open exactly when the limit is above 0). */
export const METERED_FEATURES = {
  ats_scans: 'keyword_analysis',
  ai_rewrites: 'ai_optimization',
  cover_letters: 'cover_letter',
} as const satisfies Record<MeteredLimitKey, FeatureId>

export const planOfferSchema = z
  .object({
    label: z.string().check(z.minLength(1)),
    monthlyPrice: z.number().check(z.gte(0)),
    /** Null when the catalogue sells no yearly term. */
    yearlyPrice: z.nullable(z.number().check(z.gte(0))),
    /** AI generations (resume rewrites) a month; null is unlimited. */
    monthlyGenerations: limitSchema,
    features: z.array(featureIdSchema),
    limits: meteredLimitsSchema,
  })
  .check(
    z.superRefine((offer, ctx) => {
      // A generation is one AI rewrite (decisions.md), so the two figures are one number.
      if (offer.monthlyGenerations !== offer.limits.ai_rewrites) {
        ctx.addIssue({
          code: 'custom',
          path: ['monthlyGenerations'],
          message: 'must equal limits.ai_rewrites',
        })
      }
      for (const [key, feature] of Object.entries(METERED_FEATURES)) {
        const open = offer.limits[key as MeteredLimitKey] !== 0
        if (open !== offer.features.includes(feature)) {
          ctx.addIssue({
            code: 'custom',
            path: ['features'],
            message: `${feature} must be listed exactly when limits.${key} is not 0`,
          })
        }
      }
    }),
  )
export type PlanOffer = z.infer<typeof planOfferSchema>

export const lifetimeDealSchema = z.object({
  price: z.number().check(z.gte(0)),
  /** What it buys: this plan, with no renewal. */
  plan: z.literal('pro'),
  templates: z.int().check(z.gte(0)),
})
export type LifetimeDeal = z.infer<typeof lifetimeDealSchema>

/** GET /plans: the active catalogue, the one source of every price and limit the UI shows. */
export const planCatalogSchema = z.object({
  id: planCatalogIdSchema,
  version: z.string().check(z.minLength(1)),
  currency: z.literal('USD'),
  plans: z.object({
    free: planOfferSchema,
    premium: planOfferSchema,
    pro: planOfferSchema,
  }),
  lifetimeDeal: z.nullable(lifetimeDealSchema),
})
export type PlanCatalog = z.infer<typeof planCatalogSchema>
