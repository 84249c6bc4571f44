import type { Decorator } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import type { Plan } from '../../src/contract/common.ts'
import { ApiClientProvider } from '../../src/app/api/use-api-client.ts'
import { AuthContext, type AuthValue } from '../../src/app/auth/auth-context.ts'
import { planTiers } from '../../src/app/auth/plan-tiers.ts'

/** The auth state a generator page reads: a visitor (null) or a user on the given plan. */
export function storyAuth(plan: Plan | null): AuthValue {
  const signedIn = plan !== null
  const profile = signedIn ? { plan, subscription_status: 'active' as const } : null
  return {
    status: signedIn ? 'signedIn' : 'signedOut',
    signedOutByUser: false,
    user: signedIn
      ? {
          uid: 'uid-story',
          email: 'daniel@example.com',
          displayName: 'Daniel Okafor',
          photoURL: null,
          providerId: 'password',
          createdAt: '2025-03-01T10:00:00.000Z',
        }
      : null,
    profile,
    ...planTiers(profile),
    refreshProfile: fn(async () => undefined),
    getIdToken: fn(async () => (signedIn ? 'story-token' : null)),
    signIn: fn(async () => undefined),
    signUp: fn(async () => undefined),
    signInWithGoogle: fn(async () => undefined),
    signOut: fn(async () => undefined),
    sendPasswordReset: fn(async () => undefined),
    verifyResetCode: fn(async () => ''),
    confirmReset: fn(async () => undefined),
    changePassword: fn(async () => undefined),
    changeEmail: fn(async () => undefined),
    deleteAccount: fn(async () => undefined),
  }
}

/**
 * Wraps a route story in the app's API client (against the MSW worker) and the auth state of
 * `parameters.plan` ('visitor' for signed out).
 */
export const withStoryAuth: Decorator = (Story, context) => {
  const plan = context.parameters.plan as Plan | 'visitor' | undefined
  const auth = storyAuth(plan === 'visitor' || plan === undefined ? null : plan)
  return (
    <ApiClientProvider getToken={auth.getIdToken}>
      <AuthContext.Provider value={auth}>
        <Story />
      </AuthContext.Provider>
    </ApiClientProvider>
  )
}
