import Fastify from 'fastify'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { InvalidTokenError } from '../integrations/firebase.ts'
import type { IdentityProvider, VerifiedIdentity } from '../integrations/firebase.ts'
import { testDatabases } from '../test/databases.ts'
import { registerAuth } from './auth.ts'
import { registerErrorHandling } from './errors.ts'
import { TokenCache } from './token-cache.ts'

const TOKEN = 'header.payload.signature'

/**
 * An identity provider that answers once released (and at once after that, until held again),
 * counting the verifications asked of it.
 */
function gatedIdentity() {
  let calls = 0
  let refusing = false
  let open: () => void = () => {}
  let gate = new Promise<void>((resolve) => (open = resolve))
  const identity: IdentityProvider = {
    verifyIdToken: async (token) => {
      calls += 1
      await gate
      if (refusing) throw new InvalidTokenError('refused')
      return {
        uid: `uid-${token.length}`,
        email: undefined,
        name: undefined,
        expiresAt: Date.now() + 3_600_000,
      } satisfies VerifiedIdentity
    },
    deleteUser: async () => {},
    close: async () => {},
  }
  return {
    identity,
    calls: () => calls,
    release: () => open(),
    hold: () => {
      gate = new Promise<void>((resolve) => (open = resolve))
    },
    refuse: () => {
      refusing = true
    },
  }
}

/** Until every request sent so far has reached the auth hook (inject dispatches asynchronously). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe.each(testDatabases())('auth hook on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>

  beforeAll(async () => {
    ;({ database, dispose } = await target.open())
  })
  afterAll(async () => {
    await dispose?.()
  })

  async function appWith(identity: IdentityProvider): Promise<FastifyInstance> {
    const app = Fastify()
    registerErrorHandling(app)
    registerAuth(app, { db: database.db, identity, tokens: new TokenCache<VerifiedIdentity>() })
    app.get('/me', { config: { auth: 'bearer' } }, async (request) => ({ id: request.user?.id }))
    await app.ready()
    return app
  }

  const get = (app: FastifyInstance) =>
    app.inject({ url: '/me', headers: { authorization: `Bearer ${TOKEN}` } })

  it('verifies a token once for the calls that arrive together, then serves it from the cache', async () => {
    const provider = gatedIdentity()
    const app = await appWith(provider.identity)
    try {
      const together = Array.from({ length: 5 }, () => get(app))
      await settle()
      provider.release()
      const responses = await Promise.all(together)
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200])
      expect(new Set(responses.map((response) => response.json().id)).size).toBe(1)
      expect(provider.calls()).toBe(1)
      expect((await get(app)).statusCode).toBe(200)
      expect(provider.calls()).toBe(1)
    } finally {
      await app.close()
    }
  })

  it('shares a refusal with the calls waiting for it, and asks again afterwards', async () => {
    const provider = gatedIdentity()
    provider.refuse()
    const app = await appWith(provider.identity)
    try {
      const together = [get(app), get(app)]
      await settle()
      provider.release()
      expect((await Promise.all(together)).map((response) => response.statusCode)).toEqual([
        401, 401,
      ])
      expect(provider.calls()).toBe(1)
      // A refusal is not kept: the next call is verified again.
      provider.hold()
      const again = get(app)
      await settle()
      provider.release()
      expect((await again).statusCode).toBe(401)
      expect(provider.calls()).toBe(2)
    } finally {
      await app.close()
    }
  })
})
