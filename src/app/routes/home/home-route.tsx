import { useQuery } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { HomePage } from '../../../ui/home/home-page.tsx'
import { useApiClient } from '../../api/use-api-client.ts'
import { useAuth } from '../../auth/use-auth.ts'
import { useLanguage } from '../../use-language.ts'
import { renderRouterLink } from '../router-link.tsx'

/** The active plan catalogue (GET /plans): the same for everyone, so one cache entry. */
export const plansQueryKey = ['plans'] as const

/**
 * Home (/), inside the layout: the home page of spec §2 with the plans of the active catalogue read
 * from the API, and its calls to action following the auth state.
 */
export function HomeRoute() {
  const [language] = useLanguage()
  const { status } = useAuth()
  const client = useApiClient()
  // The plans sit far below the fold: they (and the contract's schemas they are read with) load
  // when the reader scrolls towards them, not with the first screen.
  const [plansWanted, setPlansWanted] = useState(false)
  const wantPlans = useCallback(() => setPlansWanted(true), [])
  const plans = useQuery({
    enabled: plansWanted,
    queryKey: plansQueryKey,
    queryFn: async ({ signal }) => {
      const { endpoints } = await import('../../../contract/endpoints.ts')
      return client.request(endpoints.getPlans, { signal })
    },
  })

  return (
    <HomePage
      signedIn={status === 'signedIn'}
      language={language}
      // Data already shown stays up when a background refresh fails.
      plans={plans.data?.plans}
      plansError={plans.isError && !plans.data}
      onRetryPlans={() => void plans.refetch()}
      retryingPlans={plans.isFetching}
      onPlansNearView={wantPlans}
      renderLink={renderRouterLink}
    />
  )
}
