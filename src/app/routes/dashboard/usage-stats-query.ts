/**
 * GET /users/me/usage-stats, per signed-in user: one cache entry for the dashboard, the resumes and
 * the profile. Its own module, so the pages that refresh it do not import the dashboard's chunk.
 */
export const usageStatsQueryKey = (uid: string | undefined) => ['usage-stats', uid] as const
