import * as z from 'zod/mini'
import {
  countSchema,
  isoDateSchema,
  limitSchema,
  optionalText,
  planSchema,
  subscriptionStatusSchema,
  templateIdSchema,
} from './common.ts'

/**
 * GET /user/me. A partial or odd profile still parses: a missing or unknown plan reads as free and a
 * missing status as inactive (spec §3, §4), so the UI never has to guard against half a profile.
 */
export const userProfileSchema = z.looseObject({
  uid: optionalText(),
  email: optionalText(),
  display_name: optionalText(),
  created_at: z.optional(isoDateSchema),
  plan: z._default(z.catch(planSchema, 'free'), 'free'),
  subscription_status: z._default(z.catch(subscriptionStatusSchema, 'inactive'), 'inactive'),
  default_template: z.optional(templateIdSchema),
})
export type UserProfile = z.infer<typeof userProfileSchema>

/** The profile the client falls back to when GET /user/me fails (spec §4). */
export function fallbackProfile(user: { uid: string; email?: string | null }): UserProfile {
  return userProfileSchema.parse({ uid: user.uid, email: user.email ?? undefined })
}

/** GET /users/me/usage-stats. Limits and remaining are null when the plan is unlimited. */
export const usageStatsSchema = z.object({
  plan: planSchema,
  generations_used_this_month: countSchema,
  generation_limit: limitSchema,
  generations_remaining: limitSchema,
  reset_date: isoDateSchema,
})
export type UsageStats = z.infer<typeof usageStatsSchema>

/** GET /users/me/can-generate. */
export const canGenerateSchema = z.object({
  can_generate: z.boolean(),
  plan: planSchema,
  generation_limit: limitSchema,
  generations_remaining: z.optional(limitSchema),
  reset_date: isoDateSchema,
  reason: optionalText(),
})
export type CanGenerate = z.infer<typeof canGenerateSchema>

/** PUT /users/me/template. */
export const setTemplateRequestSchema = z.object({ template: templateIdSchema })
export type SetTemplateRequest = z.infer<typeof setTemplateRequestSchema>

export const setDefaultTemplateResponseSchema = z.object({
  template: templateIdSchema,
  message: optionalText(),
})
export type SetDefaultTemplateResponse = z.infer<typeof setDefaultTemplateResponseSchema>
