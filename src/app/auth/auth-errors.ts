/*
 * Firebase error codes to the messages of spec §8, per flow. Pure: each function returns the i18n
 * key of the `auth` namespace (and the provider's message where the text carries it), so the caller
 * translates; `auth-errors.test.ts` checks the English texts against the spec word for word.
 */

export interface AuthMessage {
  key: AuthMessageKey
  /** The provider's own message, for texts that end with it ('Login failed: ' + message). */
  values?: { message: string }
}

export type AuthMessageKey =
  | 'errors.signIn.userNotFound'
  | 'errors.signIn.wrongPassword'
  | 'errors.signIn.invalidEmail'
  | 'errors.signIn.invalidCredential'
  | 'errors.signIn.other'
  | 'errors.google.cancelled'
  | 'errors.google.cancelledNavbar'
  | 'errors.google.cancelledSignUp'
  | 'errors.google.blocked'
  | 'errors.google.failed'
  | 'errors.google.failedSignUp'
  | 'errors.signOut'
  | 'errors.signUp.emailInUse'
  | 'errors.signUp.invalidEmail'
  | 'errors.signUp.weakPassword'
  | 'errors.signUp.other'
  | 'errors.resetRequest.userNotFound'
  | 'errors.resetRequest.invalidEmail'
  | 'errors.resetRequest.other'
  | 'errors.reset.failed'
  | 'errors.reset.missingCode'
  | 'errors.reset.invalidCode'
  | 'errors.changePassword.wrongPassword'
  | 'errors.changePassword.failed'
  | 'errors.changeEmail.wrongPassword'
  | 'errors.changeEmail.emailInUse'
  | 'errors.changeEmail.failed'

/** The `code` of a Firebase error (`auth/wrong-password`), or undefined for anything else. */
export function authErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error as { code: unknown }
    if (typeof code === 'string') return code
  }
  return undefined
}

/** The provider's message without Firebase's "Firebase: ... (auth/code)." decoration. */
export function authErrorMessage(error: unknown): string {
  const raw =
    error instanceof Error
      ? error.message
      : typeof error === 'string'
        ? error
        : String(authErrorCode(error) ?? 'unknown error')
  return raw
    .replace(/^Firebase:\s*/u, '')
    .replace(/\s*\(auth\/[a-z0-9-]+\)\.?$/u, '')
    .trim()
}

const WRONG_PASSWORD = new Set([
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
])

/** Email and password sign-in (toasts of §8). */
export function signInErrorMessage(error: unknown): AuthMessage {
  switch (authErrorCode(error)) {
    case 'auth/user-not-found':
      return { key: 'errors.signIn.userNotFound' }
    case 'auth/wrong-password':
      return { key: 'errors.signIn.wrongPassword' }
    case 'auth/invalid-email':
      return { key: 'errors.signIn.invalidEmail' }
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return { key: 'errors.signIn.invalidCredential' }
    default:
      return { key: 'errors.signIn.other', values: { message: authErrorMessage(error) } }
  }
}

/** Where the Google button was pressed: each place words a cancelled or failed popup its own way. */
export type GoogleSignInPlace = 'signIn' | 'navbar' | 'signUp'

const POPUP_CLOSED = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request'])

export function googleSignInErrorMessage(error: unknown, place: GoogleSignInPlace): AuthMessage {
  const code = authErrorCode(error)
  if (code !== undefined && POPUP_CLOSED.has(code)) {
    if (place === 'navbar') return { key: 'errors.google.cancelledNavbar' }
    if (place === 'signUp') return { key: 'errors.google.cancelledSignUp' }
    return { key: 'errors.google.cancelled' }
  }
  if (code === 'auth/popup-blocked') return { key: 'errors.google.blocked' }
  return { key: place === 'signUp' ? 'errors.google.failedSignUp' : 'errors.google.failed' }
}

export function signUpErrorMessage(error: unknown): AuthMessage {
  switch (authErrorCode(error)) {
    case 'auth/email-already-in-use':
      return { key: 'errors.signUp.emailInUse' }
    case 'auth/invalid-email':
      return { key: 'errors.signUp.invalidEmail' }
    case 'auth/weak-password':
      return { key: 'errors.signUp.weakPassword' }
    default:
      return { key: 'errors.signUp.other' }
  }
}

/** Forgot password (/reset-request). */
export function resetRequestErrorMessage(error: unknown): AuthMessage {
  switch (authErrorCode(error)) {
    case 'auth/user-not-found':
      return { key: 'errors.resetRequest.userNotFound' }
    case 'auth/invalid-email':
    case 'auth/missing-email':
      return { key: 'errors.resetRequest.invalidEmail' }
    default:
      return { key: 'errors.resetRequest.other' }
  }
}

/** Confirming a reset with a new password. */
export function resetPasswordErrorMessage(error: unknown): AuthMessage {
  return { key: 'errors.reset.failed', values: { message: authErrorMessage(error) } }
}

/** Verifying the reset code on load: a missing code and a bad code read differently (§5). */
export function resetCodeErrorMessage(code: string | null | undefined): AuthMessage {
  return code ? { key: 'errors.reset.invalidCode' } : { key: 'errors.reset.missingCode' }
}

/** Change password on the Security tab (reauthentication with the current password first). */
export function changePasswordErrorMessage(error: unknown): AuthMessage {
  const code = authErrorCode(error)
  if (code !== undefined && WRONG_PASSWORD.has(code)) {
    return { key: 'errors.changePassword.wrongPassword' }
  }
  return { key: 'errors.changePassword.failed' }
}

/** Change email on the Security tab. */
export function changeEmailErrorMessage(error: unknown): AuthMessage {
  const code = authErrorCode(error)
  if (code !== undefined && WRONG_PASSWORD.has(code)) {
    return { key: 'errors.changeEmail.wrongPassword' }
  }
  if (code === 'auth/email-already-in-use') return { key: 'errors.changeEmail.emailInUse' }
  return { key: 'errors.changeEmail.failed' }
}
