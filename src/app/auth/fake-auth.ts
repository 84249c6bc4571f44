import { vi } from 'vitest'
import type { AuthUser, AuthValue } from './auth-context.ts'
import { authValueOf } from './auth-value-of.ts'

/** For tests: a password user. */
export const testUser: AuthUser = {
  uid: 'uid-1',
  email: 'ada@example.com',
  displayName: 'Ada Lovelace',
  photoURL: null,
  providerId: 'password',
  createdAt: '2026-03-01T10:00:00.000Z',
}

/** For tests: an auth state with every action a mock (resolving), overridable. */
export function fakeAuth(overrides: Partial<AuthValue> = {}): AuthValue {
  const status = overrides.status ?? 'signedOut'
  const signedIn = status === 'signedIn'
  const profile =
    overrides.profile !== undefined
      ? overrides.profile
      : signedIn
        ? { plan: 'free' as const, subscription_status: 'inactive' as const }
        : null
  const base = authValueOf(
    { status, user: signedIn ? testUser : null, profile },
    (result) => vi.fn(async () => result),
    signedIn ? 'token' : null,
  )
  // The reset pages verify a code while signed out; the tests read the address it belongs to.
  return { ...base, verifyResetCode: vi.fn(async () => testUser.email ?? ''), ...overrides }
}
