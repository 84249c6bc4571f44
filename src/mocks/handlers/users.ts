import { HttpResponse, type HttpHandler } from 'msw'
import { endpoints } from '../../contract/endpoints.ts'
import type { CanGenerate, UsageStats, UserProfile } from '../../contract/users.ts'
import { errorBodies } from '../fixtures/errors.ts'
import { canGenerate, profiles, usageStats } from '../fixtures/users.ts'
import { failing, handle, reply, replyEmpty, slowly } from '../mock-http.ts'
import { canGenerateOf, mockState, resetMockState } from '../state.ts'

const { getProfile, getUsageStats, getCanGenerate, deleteAccount, exportMyData } = endpoints
const ALL = [getProfile, getUsageStats, getCanGenerate, deleteAccount, exportMyData]

/**
 * GET /users/me/export as the server sends it (a ZIP download named for the day). The bytes are a
 * stand-in, like replyFile's: the ZIP magic and the mock state's profile and resume titles, not a
 * real archive, so the browser bundle does not take in a ZIP writer for the mocks' sake.
 */
function dataExport(): Response {
  const summary = {
    profile: mockState.profile,
    resumes: mockState.resumes.map((resume) => resume.title),
  }
  const bytes = new TextEncoder().encode(`PK\u0003\u0004${JSON.stringify(summary)}`)
  const date = new Date().toISOString().slice(0, 10)
  return new HttpResponse(bytes, {
    status: 200,
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="jobfit-data-${date}.zip"`,
    },
  })
}

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
    handle(exportMyData, dataExport),
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
  handle(exportMyData, dataExport),
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
  /** "Download my data" fails: the Danger Zone says what to do. */
  exportError: failing([exportMyData], 500, errorBodies.serverError),
  /** The archive takes long to come: "Preparing your data…" stays on screen. */
  exportSlow: slowly([exportMyData], success),
  slow: slowly(ALL, success),
} satisfies Record<string, HttpHandler[]>
