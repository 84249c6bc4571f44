import { z } from 'zod'
import { isoDateSchema } from './common.ts'

export const KNOWN_API_ERROR_CODES = ['upgrade_required', 'limit_exceeded'] as const
export type KnownApiErrorCode = (typeof KNOWN_API_ERROR_CODES)[number]

/** The object detail of plan and quota refusals (decisions.md: 403 upgrade_required, 429 limit_exceeded). */
export const apiErrorDetailSchema = z.looseObject({
  error: z.union([z.enum(KNOWN_API_ERROR_CODES), z.string().min(1)]),
  message: z.string(),
  reset_date: isoDateSchema.optional(),
  /** The monthly limit that was reached; null when the plan has none. */
  limit: z.number().int().min(0).nullable().optional(),
})
export type ApiErrorDetail = z.infer<typeof apiErrorDetailSchema>

/** Every error body: `{detail}` from our server; `{error}` is read too (spec §8). */
export const apiErrorBodySchema = z.looseObject({
  detail: z.union([z.string(), apiErrorDetailSchema]).optional(),
  error: z.string().optional(),
})
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>
