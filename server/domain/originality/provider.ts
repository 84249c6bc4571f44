import { plagiarismResponseSchema } from '../../../src/contract/pro.ts'
import type { PlagiarismResponse } from '../../../src/contract/pro.ts'
import { checkOriginality } from './check-originality.ts'
import { shippedCorpus } from './reference-corpus.ts'

/** Who checks a text's originality: the embedded local check, or a configured external service. */
export interface OriginalityProvider {
  check(text: string): Promise<PlagiarismResponse>
}

export class OriginalityProviderError extends Error {
  override name = 'OriginalityProviderError'
}

export const localOriginalityProvider: OriginalityProvider = {
  check: async (text) => checkOriginality(text, shippedCorpus()),
}

export interface ExternalOriginalityConfig {
  url: string
  apiKey: string | undefined
  timeoutMs: number
}

/**
 * An external service (decisions.md: one can be configured): POST {url} with {"text"}, answered in
 * the contract's response shape. Its own `provider` name is kept; without one, its host names it.
 */
export function externalOriginalityProvider(
  config: ExternalOriginalityConfig,
  fetchImpl: typeof fetch = fetch,
): OriginalityProvider {
  return {
    check: async (text) => {
      let response: Response
      try {
        response = await fetchImpl(config.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(config.apiKey === undefined ? {} : { authorization: `Bearer ${config.apiKey}` }),
          },
          body: JSON.stringify({ text }),
          signal: AbortSignal.timeout(config.timeoutMs),
        })
      } catch (error) {
        throw new OriginalityProviderError('The originality service could not be reached', {
          cause: error,
        })
      }
      if (!response.ok) {
        throw new OriginalityProviderError(`The originality service answered ${response.status}`)
      }
      const body: unknown = await response.json().catch(() => null)
      const withName =
        body !== null && typeof body === 'object' && !('provider' in body)
          ? { ...body, provider: new URL(config.url).host }
          : body
      const parsed = plagiarismResponseSchema.safeParse(withName)
      if (!parsed.success) {
        throw new OriginalityProviderError('The originality service sent an unexpected answer')
      }
      return parsed.data
    },
  }
}

/** How long an external check may take before the user is told to try again. */
const EXTERNAL_TIMEOUT_MS = 30_000

/** The configured external service, else the embedded local check. */
export function selectOriginalityProvider(
  setting: { url: string; apiKey: string | undefined } | undefined,
): OriginalityProvider {
  return setting === undefined
    ? localOriginalityProvider
    : externalOriginalityProvider({ ...setting, timeoutMs: EXTERNAL_TIMEOUT_MS })
}
