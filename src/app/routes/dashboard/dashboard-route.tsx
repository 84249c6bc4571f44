import { useQuery } from '@tanstack/react-query'
import { DashboardOverview } from '../../../ui/dashboard/dashboard-overview.tsx'
import { getUsageStats } from '../../api/users.ts'
import { useApiClient } from '../../api/use-api-client.ts'
import { useAuth } from '../../auth/use-auth.ts'
import { useLanguage } from '../../use-language.ts'
import { renderRouterLink } from '../router-link.tsx'

/** GET /users/me/usage-stats, per signed-in user. */
export const usageStatsQueryKey = (uid: string | undefined) => ['usage-stats', uid] as const

/**
 * /dashboard (signed-in only): the welcome header with the plan badge and the AI-generations card
 * from the usage stats, with their loading and error (retry) states. The resumes issue adds the
 * other stat cards and the recent resumes.
 */
export function DashboardRoute() {
  const [language] = useLanguage()
  const { user, profile } = useAuth()
  const client = useApiClient()
  const usage = useQuery({
    queryKey: usageStatsQueryKey(user?.uid),
    queryFn: ({ signal }) => getUsageStats(client, { signal }),
    enabled: user != null,
  })

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <DashboardOverview
        user={user ?? {}}
        plan={profile?.plan}
        // Data already shown stays up when a background refresh fails.
        status={usage.data ? 'success' : usage.isError ? 'error' : 'loading'}
        usage={usage.data}
        onRetry={() => void usage.refetch()}
        retrying={usage.isFetching}
        language={language}
        renderLink={renderRouterLink}
      />
    </div>
  )
}
