import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { USAGE_SUMMARY_DAYS } from '../../../contract/pro.ts'
import type { Loadable } from '../../../ui/pro/pro-overview.tsx'
import { getProFeatures, getUsageLimits, getUsageSummary, proFailureOf } from '../../api/pro.ts'
import { useApiClient } from '../../api/use-api-client.ts'
import { useAuth } from '../../auth/use-auth.ts'

/** GET /usage/summary and /usage/limits, per signed-in user: a bulk run refreshes both. */
export const usageQueryKey = (uid: string | undefined) => ['usage', uid] as const

/** The words of spec §8 for a failed pro call, in the page's language. */
export function useProErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('pro')
  return (error) => {
    const failure = proFailureOf(error)
    if (failure.kind === 'not-authenticated') return t('errors.notAuthenticated')
    if (failure.kind === 'message') return failure.message
    return t('errors.generic')
  }
}

function loadable<T>(
  query: { status: 'pending' | 'error' | 'success'; data?: T; error: unknown },
  messageOf: (error: unknown) => string,
): Loadable<T> {
  if (query.status === 'success' && query.data !== undefined) {
    return { status: 'ready', data: query.data }
  }
  if (query.status === 'error') return { status: 'error', message: messageOf(query.error) }
  return { status: 'loading' }
}

/**
 * What the Overview tab shows: the public features list, the limits, and the 30-day usage summary,
 * which is fetched only for pro users (spec §6; demo mode opens the page to everyone).
 */
export function useProOverview() {
  const client = useApiClient()
  const { user, profile } = useAuth()
  const messageOf = useProErrorMessage()
  const isPro = profile?.plan === 'pro'
  const features = useQuery({
    queryKey: ['pro', 'features'],
    queryFn: ({ signal }) => getProFeatures(client, { signal }),
    staleTime: 5 * 60_000,
  })
  const limits = useQuery({
    queryKey: [...usageQueryKey(user?.uid), 'limits'],
    queryFn: ({ signal }) => getUsageLimits(client, { signal }),
    enabled: user != null,
  })
  const summary = useQuery({
    queryKey: [...usageQueryKey(user?.uid), 'summary', USAGE_SUMMARY_DAYS],
    queryFn: ({ signal }) => getUsageSummary(client, USAGE_SUMMARY_DAYS, { signal }),
    enabled: user != null && isPro,
  })
  return {
    features: loadable(features, messageOf),
    limits: loadable(limits, messageOf),
    // Not pro (demo mode): nothing was asked for, so there is nothing to count.
    summary: isPro
      ? loadable(summary, messageOf)
      : ({
          status: 'ready',
          data: { total_actions: 0, actions_by_type: {}, days: USAGE_SUMMARY_DAYS },
        } as const),
  }
}
