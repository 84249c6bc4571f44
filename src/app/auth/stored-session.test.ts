import { afterEach, describe, expect, it } from 'vitest'
import { hasStoredSession, isSessionKey } from './stored-session.ts'

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
