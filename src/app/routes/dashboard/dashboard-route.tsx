import { useQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import { DashboardPage } from '../../../ui/dashboard/dashboard-page.tsx'
import { useApiClient } from '../../api/use-api-client.ts'
import { useAuth } from '../../auth/use-auth.ts'
import { useLanguage } from '../../use-language.ts'
import { useResumesQuery } from '../resumes/resume-queries.ts'
import { renderRouterLink } from '../router-link.tsx'
import { usageStatsQueryKey } from './usage-stats-query.ts'

/**
 * /dashboard (signed-in only): the welcome header, quota warnings, the four stat cards, the five
 * newest resumes (each opens its view dialog on /resumes) and the quick cards, from the usage
 * stats and the resume list together.
 */
export function DashboardRoute() {
  const [language] = useLanguage()
  const { user, profile } = useAuth()
  const client = useApiClient()
  const navigate = useNavigate()
  const usage = useQuery({
    queryKey: usageStatsQueryKey(user?.uid),
    // The call and its schemas load with the first fetch: the page draws without them.
    queryFn: async ({ signal }) => {
      const { getUsageStats } = await import('../../api/users.ts')
      return getUsageStats(client, { signal })
    },
    enabled: user != null,
  })
  const resumes = useResumesQuery()

  // Data already shown stays up when a background refresh fails.
  const status =
    usage.data && resumes.data ? 'success' : usage.isError || resumes.isError ? 'error' : 'loading'
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <DashboardPage
        user={user ?? {}}
        plan={profile?.plan}
        status={status}
        usage={usage.data}
        resumes={resumes.data}
        onRetry={() => {
          if (usage.isError) void usage.refetch()
          if (resumes.isError) void resumes.refetch()
        }}
        retrying={usage.isFetching || resumes.isFetching}
        onViewResume={(resume) => void navigate(`/resumes?view=${encodeURIComponent(resume.id)}`)}
        language={language}
        renderLink={renderRouterLink}
      />
    </div>
  )
}
