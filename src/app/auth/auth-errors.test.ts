import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import en from '../../i18n/locales/en/auth.json'
import {
  authErrorMessage,
  changeEmailErrorMessage,
  changePasswordErrorMessage,
  googleSignInErrorMessage,
  resetCodeErrorMessage,
  resetPasswordErrorMessage,
  resetRequestErrorMessage,
  signInErrorMessage,
  signUpErrorMessage,
  type AuthMessage,
} from './auth-errors.ts'

const i18n = i18next.createInstance()
await i18n.init({ lng: 'en', resources: { en: { auth: en } }, ns: ['auth'], defaultNS: 'auth' })

/** The English text a message shows. */
function text(message: AuthMessage): string {
  return i18n.t(message.key, {
    ns: 'auth',
    ...message.values,
    interpolation: { escapeValue: false },
  })
}

const err = (code: string, message = `Firebase: Error (${code}).`) =>
  Object.assign(new Error(message), { code })

describe('sign-in', () => {
  it.each([
    ['auth/user-not-found', 'No user found with this email.'],
    ['auth/wrong-password', 'Incorrect password.'],
    ['auth/invalid-email', 'Invalid email format.'],
    ['auth/invalid-credential', 'Invalid login credentials.'],
  ])('%s', (code, expected) => {
    expect(text(signInErrorMessage(err(code)))).toBe(expected)
  })
  it("other errors: 'Login failed: ' plus the provider's message", () => {
    expect(
      text(
        signInErrorMessage(
          err('auth/too-many-requests', 'Firebase: Too many attempts (auth/too-many-requests).'),
        ),
      ),
    ).toBe('Login failed: Too many attempts')
    expect(text(signInErrorMessage(new Error('Network down')))).toBe('Login failed: Network down')
  })
})

describe('Google sign-in', () => {
  it('words a closed popup per place', () => {
    const closed = err('auth/popup-closed-by-user')
    expect(text(googleSignInErrorMessage(closed, 'signIn'))).toBe('Login was cancelled')
    expect(text(googleSignInErrorMessage(closed, 'navbar'))).toBe('Sign-in was cancelled')
    expect(text(googleSignInErrorMessage(closed, 'signUp'))).toBe('Sign-up cancelled')
  })
  it('a blocked popup', () => {
    for (const place of ['signIn', 'navbar', 'signUp'] as const) {
      expect(text(googleSignInErrorMessage(err('auth/popup-blocked'), place))).toBe(
        'Pop-up blocked. Please allow pop-ups and try again.',
      )
    }
  })
  it('anything else', () => {
    expect(text(googleSignInErrorMessage(err('auth/internal-error'), 'signIn'))).toBe(
      'Failed to sign in with Google',
    )
    expect(text(googleSignInErrorMessage(err('auth/internal-error'), 'navbar'))).toBe(
      'Failed to sign in with Google',
    )
    expect(text(googleSignInErrorMessage(new Error('x'), 'signUp'))).toBe('Google sign-up failed')
  })
})

describe('sign-up', () => {
  it.each([
    ['auth/email-already-in-use', 'An account with this email already exists.'],
    ['auth/invalid-email', 'Invalid email format.'],
    ['auth/weak-password', 'Password is too weak. Use at least 6 characters.'],
    ['auth/internal-error', 'Signup failed.'],
  ])('%s', (code, expected) => {
    expect(text(signUpErrorMessage(err(code)))).toBe(expected)
  })
})

describe('forgot password', () => {
  it.each([
    ['auth/user-not-found', 'No account with this email exists.'],
    ['auth/invalid-email', 'Invalid email address.'],
    ['auth/internal-error', 'Failed to send reset email.'],
  ])('%s', (code, expected) => {
    expect(text(resetRequestErrorMessage(err(code)))).toBe(expected)
  })
  it('success text', () => expect(en.resetRequest.sent).toBe('Password reset email sent!'))
})

describe('reset', () => {
  it("failure: 'Error resetting password: ' plus the message", () => {
    expect(
      text(
        resetPasswordErrorMessage(
          err(
            'auth/expired-action-code',
            'Firebase: The code has expired. (auth/expired-action-code).',
          ),
        ),
      ),
    ).toBe('Error resetting password: The code has expired.')
  })
  it('missing and invalid codes', () => {
    expect(text(resetCodeErrorMessage(null))).toBe('Invalid or missing reset code.')
    expect(text(resetCodeErrorMessage(''))).toBe('Invalid or missing reset code.')
    expect(text(resetCodeErrorMessage('abc'))).toBe('Reset link is invalid or has expired.')
  })
  it('success text', () =>
    expect(en.resetPassword.success).toBe('Password successfully reset. You can now sign in.'))
})

describe('change password', () => {
  it.each([
    ['auth/wrong-password', 'Current password is incorrect'],
    ['auth/invalid-credential', 'Current password is incorrect'],
    ['auth/requires-recent-login', 'Failed to update password'],
  ])('%s', (code, expected) => {
    expect(text(changePasswordErrorMessage(err(code)))).toBe(expected)
  })
})

describe('change email', () => {
  it.each([
    ['auth/wrong-password', 'Password is incorrect'],
    ['auth/invalid-credential', 'Password is incorrect'],
    ['auth/email-already-in-use', 'Email address is already in use'],
    ['auth/internal-error', 'Failed to update email'],
  ])('%s', (code, expected) => {
    expect(text(changeEmailErrorMessage(err(code)))).toBe(expected)
  })
})

describe('authErrorMessage', () => {
  it('strips the Firebase decoration', () => {
    expect(authErrorMessage(err('auth/x', 'Firebase: Error (auth/x).'))).toBe('Error')
    expect(authErrorMessage('plain')).toBe('plain')
  })
  it('sign-out failure text', () => expect(en.errors.signOut).toBe('Error signing out'))
})
