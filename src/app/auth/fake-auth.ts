import { vi } from 'vitest'
import type { AuthUser, AuthValue } from './auth-context.ts'
import { planTiers } from './plan-tiers.ts'

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
  return {
    status,
    signedOutByUser: false,
    user: signedIn ? testUser : null,
    profile,
    ...planTiers(profile),
    refreshProfile: vi.fn(async () => undefined),
    getIdToken: vi.fn(async () => (signedIn ? 'token' : null)),
    signIn: vi.fn(async () => undefined),
    signUp: vi.fn(async () => undefined),
    signInWithGoogle: vi.fn(async () => undefined),
    signOut: vi.fn(async () => undefined),
    sendPasswordReset: vi.fn(async () => undefined),
    verifyResetCode: vi.fn(async () => 'ada@example.com'),
    confirmReset: vi.fn(async () => undefined),
    changePassword: vi.fn(async () => undefined),
    changeEmail: vi.fn(async () => undefined),
    deleteAccount: vi.fn(async () => undefined),
    ...overrides,
  }
}
