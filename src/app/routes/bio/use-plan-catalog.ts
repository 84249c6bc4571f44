import { useQuery } from '@tanstack/react-query'
import { endpoints } from '../../../contract/endpoints.ts'
import { useApiClient } from '../../api/use-api-client.ts'

/**
 * The active plan catalogue (GET /plans), under the same cache key as the home page's, so the
 * upgrade screens read the very numbers the plan cards show (decisions.md: one source of truth).
 */
export function usePlanCatalog() {
  const client = useApiClient()
  return useQuery({
    queryKey: ['plans'] as const,
    queryFn: ({ signal }) => client.request(endpoints.getPlans, { signal }),
    staleTime: 5 * 60_000,
  })
}
