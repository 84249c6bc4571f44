import type { AuthUser } from './auth-context.ts'

/**
 * What the auth provider needs from an identity provider: Firebase (firebase-service.ts) or, in
 * demo mode, the placeholder kept in this browser (demo-identity.ts).
 */
export interface IdentityService {
  watchUser: (callback: (user: AuthUser | null) => void) => () => void
  currentUser: () => AuthUser | null
  idToken: () => Promise<string | null>
  signInWithPassword: (email: string, password: string) => Promise<void>
  signUp: (fullName: string, email: string, password: string) => Promise<void>
  signInWithGoogle: () => Promise<void>
  signOutUser: () => Promise<void>
  sendReset: (email: string) => Promise<void>
  verifyResetCode: (code: string) => Promise<string>
  confirmReset: (code: string, newPassword: string) => Promise<void>
  changePassword: (currentPassword: string, newPassword: string) => Promise<void>
  changeEmail: (newEmail: string, currentPassword: string) => Promise<void>
}
