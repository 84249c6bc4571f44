import * as z from 'zod/mini'
import { isoDateSchema } from './common.ts'

export const KNOWN_API_ERROR_CODES = ['upgrade_required', 'limit_exceeded'] as const
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

/** Every error body: `{detail}` from our server; `{error}` is read too (spec §8). */
export const apiErrorBodySchema = z.looseObject({
  detail: z.optional(z.union([z.string(), apiErrorDetailSchema])),
  error: z.optional(z.string()),
})
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>
