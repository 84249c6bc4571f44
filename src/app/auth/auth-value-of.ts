import type { AuthValue } from './auth-context.ts'
import { planTiers } from './plan-tiers.ts'

/** Makes each action of a stand-in auth state from the value it resolves with. */
export type ActionOf = <T>(result: T) => () => Promise<T>

/**
 * An auth state that is not the live provider's: a visitor for the prerendered home, spies for
 * stories, mocks for tests. The actions come from `action` (a spy, a mock, a refusal), each
 * resolving with what the real one would in the happy case.
 */
export function authValueOf(
  state: Pick<AuthValue, 'status' | 'user' | 'profile'>,
  action: ActionOf,
  token: string | null = null,
): AuthValue {
  return {
    ...state,
    signedOutByUser: false,
    ...planTiers(state.profile),
    refreshProfile: action(undefined),
    getIdToken: action(token),
    signIn: action(undefined),
    signUp: action(undefined),
    signInWithGoogle: action(undefined),
    signOut: action(undefined),
    sendPasswordReset: action(undefined),
    verifyResetCode: action(state.user?.email ?? ''),
    confirmReset: action(undefined),
    changePassword: action(undefined),
    changeEmail: action(undefined),
    deleteAccount: action(undefined),
  }
}

/** Nobody signed in. */
export const VISITOR = { status: 'signedOut', user: null, profile: null } as const
