import { endpoints } from '../../contract/endpoints.ts'
import {
  bulkResultSchema,
  USAGE_SUMMARY_DAYS,
  type BulkRequest,
  type BulkResult,
  type BulkResponse,
  type LinkedinImportResponse,
  type PlagiarismResponse,
  type ProFeature,
  type UsageLimits,
  type UsageSummary,
} from '../../contract/pro.ts'
import { ApiError, errorMessageFromBody, NotAuthenticatedError } from './api-error.ts'
import type { ApiClient } from './client.ts'
import { streamRequest, type StreamOptions, type StreamTarget } from './event-stream.ts'

interface CallOptions {
  signal?: AbortSignal
}

/** GET /pro/features (no auth): the pro features list. */
export async function getProFeatures(
  client: ApiClient,
  options: CallOptions = {},
): Promise<ProFeature[]> {
  const { features } = await client.request(endpoints.getProFeatures, options)
  return features
}

/** GET /usage/summary?days=30 (pro only, spec §6): actions of the last days, by type. */
export function getUsageSummary(
  client: ApiClient,
  days: number = USAGE_SUMMARY_DAYS,
  options: CallOptions = {},
): Promise<UsageSummary> {
  return client.request(endpoints.getUsageSummary, { query: { days }, ...options })
}

/** GET /usage/limits: plan, unlimited, remaining and limit (null when unlimited). */
export function getUsageLimits(client: ApiClient, options: CallOptions = {}): Promise<UsageLimits> {
  return client.request(endpoints.getUsageLimits, options)
}

/** What a bulk run reports on the way, when the server streams it. */
export type BulkProgress = Pick<
  StreamOptions<typeof endpoints.bulkGenerate>,
  'onProgress' | 'signal'
> & {
  /** Each item as it is finished (the stream's `delta` events carry one result as JSON). */
  onItem?: (result: BulkResult) => void
}

/** A `delta` of the bulk stream: one finished item as a line of JSON, or null if it is not one. */
export function bulkItemOf(text: string): BulkResult | null {
  try {
    const parsed = bulkResultSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * POST /pro/bulk-generate, asking for the event stream: progress for the run, each item as it is
 * finished, then the bulk response (src/contract/pro.ts). A server that answers plain JSON (spec §7) is read the same way, without progress.
 */
export function bulkGenerate(
  target: StreamTarget,
  body: BulkRequest,
  { onItem, ...progress }: BulkProgress = {},
): Promise<BulkResponse> {
  return streamRequest(target, endpoints.bulkGenerate, {
    body,
    ...progress,
    onDelta: ({ text }) => {
      const item = bulkItemOf(text)
      if (item) onItem?.(item)
    },
  })
}

/** POST /pro/plagiarism-check: the originality report of a text of 50 characters or more. */
export function checkPlagiarism(
  client: ApiClient,
  text: string,
  options: CallOptions = {},
): Promise<PlagiarismResponse> {
  return client.request(endpoints.plagiarismCheck, { body: { text }, ...options })
}

/** POST /pro/linkedin-import: a profile by its linkedin.com URL. */
export function importLinkedinProfile(
  client: ApiClient,
  profileUrl: string,
  options: CallOptions = {},
): Promise<LinkedinImportResponse> {
  return client.request(endpoints.linkedinImport, { body: { profile_url: profileUrl }, ...options })
}

/** POST /pro/linkedin-import/file: LinkedIn's "Save to PDF" file or data-export ZIP (field "file"). */
export function importLinkedinFile(
  client: ApiClient,
  file: File,
  options: CallOptions = {},
): Promise<LinkedinImportResponse> {
  return client.request(endpoints.linkedinImportFile, { body: file, ...options })
}

/**
 * What a failed pro call shows (spec §8): 'Not authenticated' without a token, the server's own
 * message when its body has one, else the generic 'An error occurred' (the screen words both).
 */
export type ProFailure =
  { kind: 'not-authenticated' } | { kind: 'message'; message: string } | { kind: 'generic' }

export function proFailureOf(error: unknown): ProFailure {
  if (error instanceof NotAuthenticatedError) return { kind: 'not-authenticated' }
  if (error instanceof ApiError) {
    if (error.status === 401) return { kind: 'not-authenticated' }
    const message = errorMessageFromBody(error.body, error.status)
    if (message !== `HTTP ${error.status}`) return { kind: 'message', message }
  }
  return { kind: 'generic' }
}
