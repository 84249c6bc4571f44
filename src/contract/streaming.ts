import * as z from 'zod/mini'
import { guardRejectionSchema, resumeChangeSchema } from './resume-changes.ts'

/*
 * The streaming variant of each generation (beyond the spec): the same path and body as the plain
 * call (POST /optimize/resume, /generate/bio, /generate/cover-letter), asked for with
 * `Accept: text/event-stream`. Without that header the call answers plain JSON as spec §7 has it.
 *
 * Server-sent events, in order: any number of `progress` and `delta` events (and, for optimize,
 * `change`, `rejected` and `model_failed`), then exactly one of
 * `done` (data: the plain call's JSON response) or `error` (data: the status and body the plain
 * call would have answered). Refusals that happen before any work (401, 403, 404, 422, 429) are
 * answered as ordinary JSON errors with their status, not as a stream.
 */

export const EVENT_STREAM_TYPE = 'text/event-stream'

export const GENERATION_STAGES = ['analyzing', 'writing', 'checking', 'saving'] as const
export const generationStageSchema = z.enum(GENERATION_STAGES)
export type GenerationStage = z.infer<typeof generationStageSchema>

/** event: progress */
export const progressEventSchema = z.object({
  stage: generationStageSchema,
  /** 0-100, never going down within one stream. */
  percent: z.number().check(z.gte(0), z.lte(100)),
})
export type ProgressEvent = z.infer<typeof progressEventSchema>

/**
 * event: delta. The next piece of the text, only ever text the fabrication guard has kept: whole
 * lines while the writer writes (from about 800 characters on), the rest once the guard has read
 * the whole text. The pieces join to the text in `done`, which is the one to show at the end. Once
 * a delta with text has been sent the generation counts, even if the client then hangs up.
 */
export const deltaEventSchema = z.object({ text: z.string() })
export type DeltaEvent = z.infer<typeof deltaEventSchema>

/** event: error. What the plain call would have answered. */
export const streamErrorEventSchema = z.object({
  status: z.int(),
  body: z.object({ detail: z.unknown() }),
})
export type StreamErrorEvent = z.infer<typeof streamErrorEventSchema>

/**
 * event: change (optimize only, issue 21). One proposed change, sent the moment the fabrication
 * guard has passed it, in the order the writer proposed them. The `done` response's `changes` are
 * the final set: the same changes, unless a `model_failed` event withdrew them.
 */
export const changeEventSchema = resumeChangeSchema
export type ChangeEvent = z.infer<typeof changeEventSchema>

/** event: rejected (optimize only). Something the guard kept out of a proposed change. */
export const rejectedEventSchema = guardRejectionSchema
export type RejectedEvent = z.infer<typeof rejectedEventSchema>

/**
 * event: model_failed (optimize only). The model's change set could not be used: every `change`
 * and `rejected` event sent so far is withdrawn, and the offline writer's suggestions follow as
 * `change` events (the `done` response says `model_failed: true`).
 */
export const modelFailedEventSchema = z.object({ detail: z.string() })
export type ModelFailedEvent = z.infer<typeof modelFailedEventSchema>

export const STREAM_EVENTS = [
  'progress',
  'delta',
  'change',
  'rejected',
  'model_failed',
  'done',
  'error',
] as const
export type StreamEventName = (typeof STREAM_EVENTS)[number]
