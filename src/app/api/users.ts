import type {
  BillingRecord,
  CancelSubscriptionResponse,
  SubscriptionDetails,
} from '../../contract/billing.ts'
import type { TemplateId } from '../../contract/common.ts'
import { endpoints } from '../../contract/endpoints.ts'
import type {
  CanGenerate,
  SetDefaultTemplateResponse,
  UsageStats,
  UserProfile,
} from '../../contract/users.ts'
import type { ApiClient, DownloadedFile } from './client.ts'

interface CallOptions {
  signal?: AbortSignal
}

/** GET /user/me, with the bearer token and cookies (spec §7). */
export function getProfile(client: ApiClient, options: CallOptions = {}): Promise<UserProfile> {
  return client.request(endpoints.getProfile, options)
}

export function getUsageStats(client: ApiClient, options: CallOptions = {}): Promise<UsageStats> {
  return client.request(endpoints.getUsageStats, options)
}

export function getCanGenerate(client: ApiClient, options: CallOptions = {}): Promise<CanGenerate> {
  return client.request(endpoints.getCanGenerate, options)
}

/** PUT /users/me/template: the template new resumes get. */
export function setDefaultTemplate(
  client: ApiClient,
  template: TemplateId,
  options: CallOptions = {},
): Promise<SetDefaultTemplateResponse> {
  return client.request(endpoints.setDefaultTemplate, { body: { template }, ...options })
}

/** GET /users/me/subscription: the plan with its status and usage record (spec §3). */
export function getSubscription(
  client: ApiClient,
  options: CallOptions = {},
): Promise<SubscriptionDetails> {
  return client.request(endpoints.getSubscription, options)
}

/** GET /users/me/billing-history: the payments, newest first. */
export function getBillingHistory(
  client: ApiClient,
  options: CallOptions = {},
): Promise<BillingRecord[]> {
  return client.request(endpoints.getBillingHistory, options)
}

/**
 * POST /users/me/subscription/cancel. The server cancels at the end of the paid period
 * (decisions.md); a blank reason is sent as absent.
 */
export function cancelSubscription(
  client: ApiClient,
  reason: string | undefined,
  options: CallOptions = {},
): Promise<CancelSubscriptionResponse> {
  const trimmed = reason?.trim()
  return client.request(endpoints.cancelSubscription, {
    body: trimmed ? { reason: trimmed } : {},
    ...options,
  })
}

/**
 * GET /users/me/export ("Download my data"): a ZIP of everything stored for the account, named
 * by the server (jobfit-data-YYYY-MM-DD.zip).
 */
export function exportMyData(
  client: ApiClient,
  options: CallOptions = {},
): Promise<DownloadedFile> {
  return client.request(endpoints.exportMyData, {
    fallbackFilename: `jobfit-data-${new Date().toISOString().slice(0, 10)}.zip`,
    ...options,
  })
}
