import { createContext } from 'react'
import type { UserProfile } from '../../contract/users.ts'
import type { PlanTiers } from './plan-tiers.ts'

/** The signed-in user as the identity provider reports it (spec §3). */
export interface AuthUser {
  uid: string
  email: string | null
  displayName: string | null
  photoURL: string | null
  /** `google.com` for Google accounts, `password` for email and password. */
  providerId: 'google.com' | 'password'
  /** ISO date the account was created, from the identity provider. */
  createdAt: string | null
}

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut'

export interface SignUpInput {
  fullName: string
  email: string
  password: string
}

export interface AuthValue extends PlanTiers {
  status: AuthStatus
  /** Signed out by the user's own sign-out or account deletion (not a visitor who never signed in). */
  signedOutByUser: boolean
  user: AuthUser | null
  /** GET /user/me, or the free/inactive fallback when that failed; null while signed out or loading. */
  profile: UserProfile | null
  refreshProfile: () => Promise<void>
  getIdToken: () => Promise<string | null>
  signIn: (email: string, password: string) => Promise<void>
  signUp: (input: SignUpInput) => Promise<void>
  signInWithGoogle: () => Promise<void>
  signOut: () => Promise<void>
  sendPasswordReset: (email: string) => Promise<void>
  /** Resolves with the account's email when the code is valid. */
  verifyResetCode: (code: string) => Promise<string>
  confirmReset: (code: string, newPassword: string) => Promise<void>
  changePassword: (currentPassword: string, newPassword: string) => Promise<void>
  changeEmail: (newEmail: string, currentPassword: string) => Promise<void>
  deleteAccount: () => Promise<void>
}

export const AuthContext = createContext<AuthValue | null>(null)

/**
 * Starts loading the identity provider (the sign-in pages call it through `usePreloadIdentity`).
 * Without the app's AuthProvider, as in tests with an auth state of their own, it does nothing.
 */
export const PreloadIdentityContext = createContext<() => void>(() => undefined)
