import * as z from 'zod/mini'
import { isoDateSchema } from './common.ts'

/** 409 from POST /resumes: the account keeps the most resumes it may (decisions.md, Resumes). */
export const RESUME_LIMIT_REACHED = 'resume_limit_reached'

export const KNOWN_API_ERROR_CODES = [
  'upgrade_required',
  'limit_exceeded',
  RESUME_LIMIT_REACHED,
] as const
export type KnownApiErrorCode = (typeof KNOWN_API_ERROR_CODES)[number]

/** The object detail of plan and quota refusals (decisions.md: 403 upgrade_required, 429 limit_exceeded). */
export const apiErrorDetailSchema = z.looseObject({
  error: z.union([z.enum(KNOWN_API_ERROR_CODES), z.string().check(z.minLength(1))]),
  message: z.string(),
  reset_date: z.optional(isoDateSchema),
  /** The monthly limit that was reached; null when the plan has none. */
  limit: z.optional(z.nullable(z.int().check(z.gte(0)))),
})
export type ApiErrorDetail = z.infer<typeof apiErrorDetailSchema>

/**
 * The `error` of DELETE /users/me's 503 when the subscription could not be ended at the payment
 * provider: the account was kept, and the client says so in the person's language.
 */
export const SUBSCRIPTION_NOT_CANCELLED_CODE = 'subscription_not_cancelled'

/** Every error body: `{detail}` from our server; `{error}` is read too (spec §8). */
export const apiErrorBodySchema = z.looseObject({
  detail: z.optional(z.union([z.string(), apiErrorDetailSchema])),
  error: z.optional(z.string()),
})
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>
