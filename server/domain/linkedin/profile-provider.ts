import { z } from 'zod'
import { omit } from 'zod/mini'
import { linkedinImportResponseSchema } from '../../../src/contract/pro.ts'
import type { LinkedinImportResponse } from '../../../src/contract/pro.ts'
import { ProfileImportError } from './import-error.ts'

/** Resolves a public profile's slug to its data (decisions.md: a configurable provider). */
export interface ProfileDataProvider {
  fetchProfile(slug: string): Promise<LinkedinImportResponse>
}

export interface HttpProfileProviderConfig {
  /** The provider's base URL, from the server's configuration only. */
  baseUrl: string
  apiKey: string | undefined
  timeoutMs: number
}

/** What the provider answers: the import shape, without our own note and source. */
const providerProfileSchema = omit(linkedinImportResponseSchema, { note: true, source: true })

/**
 * A profile-data service reached at GET {baseUrl}/profiles/{slug}, with the key as a bearer token,
 * answering JSON in the import's shape; 404 or 403 means the profile is not public. The typed
 * address itself is never requested: only the slug leaves this server, and only to the
 * configured host.
 */
export function httpProfileProvider(
  config: HttpProfileProviderConfig,
  fetchImpl: typeof fetch = fetch,
): ProfileDataProvider {
  const base = config.baseUrl.replace(/\/+$/, '')
  return {
    fetchProfile: async (slug) => {
      let response: Response
      try {
        response = await fetchImpl(`${base}/profiles/${encodeURIComponent(slug)}`, {
          headers: {
            accept: 'application/json',
            ...(config.apiKey === undefined ? {} : { authorization: `Bearer ${config.apiKey}` }),
          },
          redirect: 'error',
          signal: AbortSignal.timeout(config.timeoutMs),
        })
      } catch (error) {
        throw new ProfileImportError(502, 'provider_failed', { cause: error })
      }
      if (response.status === 404 || response.status === 403 || response.status === 451) {
        throw new ProfileImportError(422, 'profile_not_public')
      }
      if (!response.ok) throw new ProfileImportError(502, 'provider_failed')
      const parsed = providerProfileSchema.safeParse(await response.json().catch(() => null))
      if (!parsed.success) {
        throw new ProfileImportError(502, 'provider_failed', {
          cause: z.prettifyError(parsed.error),
        })
      }
      return {
        ...parsed.data,
        note: 'Imported through the profile-data provider.',
        source: 'provider',
      }
    },
  }
}

/** Without a provider, the URL import explains itself and points to the file import. */
export const noProfileProvider: ProfileDataProvider = {
  fetchProfile: async () => {
    throw new ProfileImportError(422, 'no_provider')
  },
}

const PROVIDER_TIMEOUT_MS = 15_000

/** The configured profile-data provider, else the one that points to the file import. */
export function selectProfileProvider(
  setting: { baseUrl: string; apiKey: string | undefined } | undefined,
): ProfileDataProvider {
  return setting === undefined
    ? noProfileProvider
    : httpProfileProvider({ ...setting, timeoutMs: PROVIDER_TIMEOUT_MS })
}
