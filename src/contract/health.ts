import { z } from 'zod'
import { isoDateSchema, optionalText } from './common.ts'

/** GET /health: for load balancers and the start scripts; no auth. */
export const healthSchema = z.looseObject({
  status: z.union([z.enum(['ok', 'degraded']), z.string().min(1)]),
  version: optionalText(),
  time: isoDateSchema.optional(),
})
export type Health = z.infer<typeof healthSchema>
