import type { FastifyRateLimitStore } from '@fastify/rate-limit'
import LocalStore from '@fastify/rate-limit/store/LocalStore.js'
import { describe, expect, it } from 'vitest'
import {
  FallbackStore,
  REDIS_BACK_NOTICE,
  REDIS_DOWN_WARNING,
  outageTracker,
} from './fallback-store.ts'

const WINDOW = 60_000

/** A shared store the test switches between answering (a fixed count) and failing. */
function switchableShared() {
  let failing = false
  const store: FastifyRateLimitStore & { fail(on: boolean): void; calls: number } = {
    calls: 0,
    fail(on) {
      failing = on
    },
    incr(_key, callback) {
      store.calls += 1
      if (failing) callback(new Error("Stream isn't writeable and enableOfflineQueue is false"))
      else callback(null, { current: 100, ttl: 42_000 })
    },
    child: () => store,
  }
  return store
}

function recordingLog() {
  const lines: string[] = []
  return {
    lines,
    warn: (_details: { err: Error }, message: string) => lines.push(`warn ${message}`),
    info: (message: string) => lines.push(`info ${message}`),
  }
}

function count(store: FastifyRateLimitStore, key = 'user:a') {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) => {
    store.incr(
      key,
      (error, result) => (error || result === undefined ? reject(error) : resolve(result)),
      WINDOW,
      2,
    )
  })
}

describe('FallbackStore', () => {
  it('answers with the shared count while the shared store answers', async () => {
    const shared = switchableShared()
    const store = new FallbackStore(
      shared,
      new LocalStore(false, false),
      outageTracker(recordingLog()),
    )
    expect(await count(store)).toEqual({ current: 100, ttl: 42_000 })
  })

  it("answers with this instance's count, never an error, while the shared store fails", async () => {
    const shared = switchableShared()
    const store = new FallbackStore(
      shared,
      new LocalStore(false, false),
      outageTracker(recordingLog()),
    )
    // Counted in memory while Redis still answered: the outage does not reset the budget.
    await count(store)
    shared.fail(true)
    expect((await count(store)).current).toBe(2)
    expect((await count(store)).current).toBe(3)
    expect((await count(store, 'user:b')).current).toBe(1)
    shared.fail(false)
    expect((await count(store)).current).toBe(100)
  })

  it('gives each route its own counts, in both stores', async () => {
    const shared = switchableShared()
    shared.fail(true)
    const store = new FallbackStore(
      shared,
      new LocalStore(false, false),
      outageTracker(recordingLog()),
    )
    const route = {
      routeInfo: { method: 'POST', url: '/api/generate/bio' },
    } as unknown as Parameters<FastifyRateLimitStore['child']>[0]
    const first = store.child(route)
    const second = store.child(route)
    await count(first)
    expect((await count(first)).current).toBe(2)
    expect((await count(second)).current).toBe(1)
  })
})

describe('outageTracker', () => {
  it('warns once when an outage begins and notes once when it ends', async () => {
    const log = recordingLog()
    const shared = switchableShared()
    const health = outageTracker(log)
    const store = new FallbackStore(shared, new LocalStore(false, false), health)
    shared.fail(true)
    for (let index = 0; index < 5; index += 1) await count(store)
    health.failed(new Error('connect ECONNREFUSED'))
    expect(health.down).toBe(true)
    shared.fail(false)
    await count(store)
    await count(store)
    expect(log.lines).toEqual([`warn ${REDIS_DOWN_WARNING}`, `info ${REDIS_BACK_NOTICE}`])
    shared.fail(true)
    await count(store)
    expect(log.lines).toHaveLength(3)
  })
})
