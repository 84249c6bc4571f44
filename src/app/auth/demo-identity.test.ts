import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEMO_TOKEN, DEMO_USER_KEY, demoIdentity } from './demo-identity.ts'

afterEach(async () => {
  await demoIdentity.signOutUser()
})

describe('demoIdentity', () => {
  it('keeps the demo user in local storage under the demo-user key, provider demo', async () => {
    await demoIdentity.signUp('Ada Lovelace', ' Ada@Example.com ', 'secret-1')
    const stored = JSON.parse(window.localStorage.getItem(DEMO_USER_KEY) ?? 'null') as unknown
    expect(stored).toMatchObject({
      uid: 'demo-ada@example.com',
      email: 'ada@example.com',
      displayName: 'Ada Lovelace',
      providerId: 'demo',
    })
    expect(demoIdentity.currentUser()).toMatchObject({ email: 'ada@example.com' })
    expect(await demoIdentity.idToken()).toBe(DEMO_TOKEN)
  })

  it('tells watchers of sign-in and sign-out, and stops when unsubscribed', async () => {
    const seen = vi.fn()
    const stop = demoIdentity.watchUser(seen)
    expect(seen).toHaveBeenLastCalledWith(null)
    await demoIdentity.signInWithPassword('grace@example.com', 'anything')
    expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ email: 'grace@example.com' }))
    await demoIdentity.signOutUser()
    expect(seen).toHaveBeenLastCalledWith(null)
    expect(window.localStorage.getItem(DEMO_USER_KEY)).toBeNull()
    stop()
    await demoIdentity.signInWithPassword('grace@example.com', 'anything')
    expect(seen).toHaveBeenCalledTimes(3)
    expect(await demoIdentity.idToken()).toBe(DEMO_TOKEN)
  })

  it('signing in again keeps the same account; a changed email is stored', async () => {
    await demoIdentity.signUp('Ada Lovelace', 'ada@example.com', 'x')
    await demoIdentity.signInWithPassword('ada@example.com', 'y')
    expect(demoIdentity.currentUser()?.displayName).toBe('Ada Lovelace')
    await demoIdentity.changeEmail('ada@new.example', 'y')
    expect(demoIdentity.currentUser()?.email).toBe('ada@new.example')
  })

  it('ignores a corrupt stored value and refuses changes when signed out', async () => {
    window.localStorage.setItem(DEMO_USER_KEY, '{not json')
    expect(demoIdentity.currentUser()).toBeNull()
    expect(await demoIdentity.idToken()).toBeNull()
    await expect(demoIdentity.changePassword('a', 'b')).rejects.toMatchObject({
      code: 'auth/no-current-user',
    })
  })
})
