import type { TemplateId } from '../../contract/common.ts'
import { endpoints } from '../../contract/endpoints.ts'
import type {
  CanGenerate,
  SetDefaultTemplateResponse,
  UsageStats,
  UserProfile,
} from '../../contract/users.ts'
import type { ApiClient } from './client.ts'

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
