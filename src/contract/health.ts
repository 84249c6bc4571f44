import * as z from 'zod/mini'
import { isoDateSchema, optionalText } from './common.ts'

/** GET /health: for load balancers and the start scripts; no auth. */
export const healthSchema = z.looseObject({
  status: z.union([z.enum(['ok', 'degraded']), z.string().check(z.minLength(1))]),
  version: optionalText(),
  time: z.optional(isoDateSchema),
})
export type Health = z.infer<typeof healthSchema>
