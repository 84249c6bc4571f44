import type { ApiErrorDetail } from '../../contract/errors.ts'
import { apiErrorDetailSchema } from '../../contract/errors.ts'
import { ApiError, errorMessageFromBody, nonEmptyString } from './api-error.ts'

/*
 * Reading an error's structured detail takes the contract's schema, hence zod. It lives apart from
 * api-error.ts, which every page loads, so the first page's bundle does without zod.
 */

/** The `detail` of an error body when it is an object (`{ error, message, reset_date, limit }`). */
export function objectDetailOf(error: unknown): ApiErrorDetail | undefined {
  if (!(error instanceof ApiError)) return undefined
  const { body } = error
  if (typeof body !== 'object' || body === null) return undefined
  const { detail } = body as { detail?: unknown }
  if (typeof detail !== 'object' || detail === null || Array.isArray(detail)) return undefined
  const parsed = apiErrorDetailSchema.safeParse(detail)
  return parsed.success ? parsed.data : undefined
}

/**
 * What went wrong with an optimize call, sorted into the cases of spec §8 so the screen can word
 * each one (it owns the translations and the date format):
 * - 'upgrade_required': show `message`;
 * - 'limit_exceeded': show `message` plus the reset date;
 * - 'message': the server's message as it is (plain-text detail, or an object with another error);
 * - 'unknown': nothing to show from the server, use 'Failed to optimize resume'.
 */
export type OptimizeFailure =
  | { kind: 'upgrade_required'; message: string }
  | {
      kind: 'limit_exceeded'
      message: string
      resetDate: string | undefined
      limit: number | undefined
    }
  | { kind: 'message'; message: string }
  | { kind: 'unknown' }

export function optimizeFailureOf(error: unknown): OptimizeFailure {
  const detail = objectDetailOf(error)
  if (detail) {
    const message = nonEmptyString(detail.message)
    if (detail.error === 'upgrade_required' && message) return { kind: 'upgrade_required', message }
    if (detail.error === 'limit_exceeded' && message) {
      return {
        kind: 'limit_exceeded',
        message,
        resetDate: detail.reset_date ?? undefined,
        limit: detail.limit ?? undefined,
      }
    }
    return message ? { kind: 'message', message } : { kind: 'unknown' }
  }
  if (error instanceof ApiError) {
    // A detail that is plain text, or an object the contract does not describe, still shows the
    // server's own words rather than the generic failure.
    const message = errorMessageFromBody(error.body, error.status)
    if (message !== `HTTP ${error.status}`) return { kind: 'message', message }
  }
  return { kind: 'unknown' }
}
