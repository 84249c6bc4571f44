import { afterEach, describe, expect, it } from 'vitest'
import { hasStoredSession, isSessionKey, storedUser } from './stored-session.ts'

afterEach(() => localStorage.clear())

describe('isSessionKey', () => {
  it("is true for the key Firebase's local persistence keeps a user under", () => {
    expect(isSessionKey('firebase:authUser:demo-key:[DEFAULT]')).toBe(true)
  })

  it('is false for other keys, and for a cleared storage (null key)', () => {
    expect(isSessionKey('i18nextLng')).toBe(false)
    expect(isSessionKey('firebase:redirectUser:demo-key:[DEFAULT]')).toBe(false)
    expect(isSessionKey(null)).toBe(false)
  })
})

describe('hasStoredSession', () => {
  it('is false in a browser where nobody signed in', () => {
    localStorage.setItem('i18nextLng', 'en')
    expect(hasStoredSession()).toBe(false)
  })

  it('is true when Firebase keeps a signed-in user', () => {
    localStorage.setItem('firebase:authUser:demo-key:[DEFAULT]', '{"uid":"u1"}')
    expect(hasStoredSession()).toBe(true)
  })

  it('is false when the storage cannot be read', () => {
    expect(
      hasStoredSession(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      }),
    ).toBe(false)
  })
})

/** A session as Firebase 12's local persistence writes it (fields the app does not read left out). */
const session = {
  uid: 'GEjCe8J59UzSxMGyqcxIIYyhasgs',
  email: 'premium@demo.jobfit.test',
  emailVerified: false,
  displayName: 'premium',
  isAnonymous: false,
  providerData: [{ providerId: 'password', uid: 'premium@demo.jobfit.test' }],
  stsTokenManager: { refreshToken: 'r', accessToken: 'a', expirationTime: 1795675900000 },
  createdAt: '1795672200000',
  lastLoginAt: '1795672300000',
  apiKey: 'demo-key',
  appName: '[DEFAULT]',
}
const KEY = 'firebase:authUser:demo-key:[DEFAULT]'

describe('storedUser', () => {
  it('reads the user Firebase keeps, as the identity service would report them', () => {
    localStorage.setItem(KEY, JSON.stringify(session))
    expect(storedUser()).toEqual({
      uid: 'GEjCe8J59UzSxMGyqcxIIYyhasgs',
      email: 'premium@demo.jobfit.test',
      displayName: 'premium',
      photoURL: null,
      providerId: 'password',
      createdAt: '2026-11-26T05:50:00.000Z',
    })
  })

  it('tells a Google account by its provider data', () => {
    const google = { ...session, providerData: [{ providerId: 'google.com', uid: '123' }] }
    localStorage.setItem(KEY, JSON.stringify(google))
    expect(storedUser()?.providerId).toBe('google.com')
  })

  it('is null with no session, and for a value that is not a user', () => {
    expect(storedUser()).toBeNull()
    for (const value of ['not json', 'null', '[]', '{"email":"a@b.c"}', '{"uid":42}']) {
      localStorage.setItem(KEY, value)
      expect(storedUser()).toBeNull()
    }
  })

  it('leaves out what it cannot read rather than guessing', () => {
    localStorage.setItem(KEY, JSON.stringify({ uid: 'u1', email: 7, createdAt: 'soon' }))
    expect(storedUser()).toEqual({
      uid: 'u1',
      email: null,
      displayName: null,
      photoURL: null,
      providerId: 'password',
      createdAt: null,
    })
  })

  it('is null when the storage cannot be read', () => {
    expect(
      storedUser(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      }),
    ).toBeNull()
  })
})
