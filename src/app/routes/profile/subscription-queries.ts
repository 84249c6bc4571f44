import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  cancelSubscription,
  getBillingHistory,
  getSubscription,
  getUsageStats,
} from '../../api/users.ts'
import { useApiClient } from '../../api/use-api-client.ts'
import { usePlanCatalog } from '../bio/use-plan-catalog.ts'
import { usageStatsQueryKey } from '../dashboard/usage-stats-query.ts'

/** GET /users/me/subscription, per signed-in user. */
export const subscriptionQueryKey = (uid: string | undefined) => ['subscription', uid] as const

/** GET /users/me/billing-history, per signed-in user. */
export const billingHistoryQueryKey = (uid: string | undefined) => ['billing-history', uid] as const

/**
 * What the Subscription tab shows: the subscription, the usage stats (the same cache entry as the
 * dashboard's) and the plan catalogue for price and features. Fetched only while the tab is open.
 */
export function useSubscriptionTabData(uid: string | undefined, active: boolean) {
  const client = useApiClient()
  const enabled = uid !== undefined && active
  const subscription = useQuery({
    queryKey: subscriptionQueryKey(uid),
    queryFn: ({ signal }) => getSubscription(client, { signal }),
    enabled,
  })
  const usage = useQuery({
    queryKey: usageStatsQueryKey(uid),
    queryFn: ({ signal }) => getUsageStats(client, { signal }),
    enabled,
  })
  const catalog = usePlanCatalog()

  // Data already shown stays up when a background refresh fails.
  const status =
    subscription.data && usage.data
      ? 'success'
      : subscription.isError || usage.isError
        ? 'error'
        : 'loading'
  return {
    status,
    subscription: subscription.data,
    usage: usage.data,
    // The plan card still shows without price and features when the catalogue cannot be read.
    catalog: catalog.data,
    retrying: subscription.isFetching || usage.isFetching,
    retry: () => {
      if (subscription.isError) void subscription.refetch()
      if (usage.isError) void usage.refetch()
      if (catalog.isError) void catalog.refetch()
    },
  } as const
}

export function useBillingHistory(uid: string | undefined, active: boolean) {
  const client = useApiClient()
  const history = useQuery({
    queryKey: billingHistoryQueryKey(uid),
    queryFn: ({ signal }) => getBillingHistory(client, { signal }),
    enabled: uid !== undefined && active,
  })
  return {
    status: history.data ? 'success' : history.isError ? 'error' : 'loading',
    records: history.data,
    retrying: history.isFetching,
    retry: () => void history.refetch(),
  } as const
}

/**
 * POST /users/me/subscription/cancel, then the details are reloaded (spec §4): the subscription,
 * the usage and the billing history, all of which the cancel may change.
 */
export function useCancelSubscription(uid: string | undefined) {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return async (reason: string | undefined) => {
    const result = await cancelSubscription(client, reason)
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: subscriptionQueryKey(uid) }),
      queryClient.invalidateQueries({ queryKey: usageStatsQueryKey(uid) }),
      queryClient.invalidateQueries({ queryKey: billingHistoryQueryKey(uid) }),
    ])
    return result
  }
}
