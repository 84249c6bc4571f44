import type { HttpHandler } from 'msw'
import { endpoints } from '../../contract/endpoints.ts'
import type { CanGenerate, UsageStats, UserProfile } from '../../contract/users.ts'
import { errorBodies } from '../fixtures/errors.ts'
import { canGenerate, profiles, usageStats } from '../fixtures/users.ts'
import { failing, handle, reply, replyEmpty, slowly } from '../mock-http.ts'
import { canGenerateOf, mockState, resetMockState } from '../state.ts'

const { getProfile, getUsageStats, getCanGenerate, deleteAccount } = endpoints
const ALL = [getProfile, getUsageStats, getCanGenerate, deleteAccount]

/** A fixed user: one profile, its usage and its can-generate answer. */
function user(
  profile: UserProfile,
  usage: UsageStats,
  can: CanGenerate = canGenerateOf(usage),
): HttpHandler[] {
  return [
    handle(getProfile, () => reply(getProfile, profile)),
    handle(getUsageStats, () => reply(getUsageStats, usage)),
    handle(getCanGenerate, () => reply(getCanGenerate, can)),
    handle(deleteAccount, () => replyEmpty()),
  ]
}

const success: HttpHandler[] = [
  handle(getProfile, () => reply(getProfile, mockState.profile)),
  handle(getUsageStats, () => reply(getUsageStats, mockState.usage)),
  handle(getCanGenerate, () => reply(getCanGenerate, canGenerateOf(mockState.usage))),
  handle(deleteAccount, () => {
    // The next sign-up in dev mode starts from the fixtures again.
    resetMockState()
    return replyEmpty()
  }),
]

export const usersHandlers = {
  /** Stateful: a pro user with 14 of 20 generations left. */
  success,
  free: user(profiles.free, usageStats.free, canGenerate.free),
  premium: user(profiles.premium, usageStats.premium, canGenerate.premium),
  premiumLimitReached: user(
    profiles.premium,
    usageStats.premiumLimitReached,
    canGenerate.premiumLimitReached,
  ),
  pro: user(profiles.pro, usageStats.pro, canGenerate.pro),
  proYellow: user(profiles.pro, usageStats.proYellow),
  proLowQuota: user(profiles.pro, usageStats.proLowQuota),
  proLimitReached: user(profiles.pro, usageStats.proLimitReached, canGenerate.proLimitReached),
  proUnlimited: user(profiles.pro, usageStats.proUnlimited),
  proCancelled: user(profiles.proCancelled, usageStats.pro),
  /** The server sends no plan and no status: the client must read free and inactive. */
  partialProfile: user(profiles.partial, usageStats.free, canGenerate.free),
  /** The profile fetch fails: the client falls back to free (spec §4). */
  error: failing(ALL, 500, errorBodies.serverError),
  unauthenticated: failing(ALL, 401, errorBodies.notAuthenticated),
  deleteError: failing([deleteAccount], 500, errorBodies.serverError),
  slow: slowly(ALL, success),
} satisfies Record<string, HttpHandler[]>
