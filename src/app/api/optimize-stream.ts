import { endpoints } from '../../contract/endpoints.ts'
import type { OptimizeResponse } from '../../contract/generate.ts'
import { streamRequest, type StreamOptions, type StreamTarget } from './event-stream.ts'

/** What a streamed optimization reports on the way (issue 21): the streamRequest callbacks. */
export type OptimizeStreamOptions = Pick<
  StreamOptions<typeof endpoints.optimizeResume>,
  'onProgress' | 'onDelta' | 'onChange' | 'onRejected' | 'onModelFailed' | 'signal'
>

/**
 * POST /optimize/resume with `Accept: text/event-stream`: each proposed change arrives through
 * `onChange` the moment the fabrication guard has passed it, each claim the guard kept out through
 * `onRejected`, and `onModelFailed` withdraws what arrived so far when the model's answer could
 * not be used (the offline suggestions follow). Resolves with the plain call's response, whose
 * `changes` are the final set (`model_failed: true` when they are the offline suggestions).
 */
export function optimizeResumeStream(
  target: StreamTarget,
  id: string,
  options: OptimizeStreamOptions = {},
): Promise<OptimizeResponse> {
  return streamRequest(target, endpoints.optimizeResume, { body: { resume_id: id }, ...options })
}
