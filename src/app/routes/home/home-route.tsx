import { useQuery } from '@tanstack/react-query'
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
  const plans = useQuery({
    queryKey: plansQueryKey,
    queryFn: async ({ signal }) => {
      // The contract (zod and every schema) loads after the first paint: the page is drawn
      // without the plans, which arrive with their schema.
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
      renderLink={renderRouterLink}
    />
  )
}
