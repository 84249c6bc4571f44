import type { FastifyRateLimitStore } from '@fastify/rate-limit'

/*
 * The rate-limit counters with REDIS_URL: shared in Redis, and kept in memory as well, so that
 * while Redis is unreachable each instance still enforces every limit on its own (decisions.md,
 * Rate limits). Failing open instead would leave the calls that cost money unmetered for the
 * outage: an executive bio on the Pro plan has no monthly quota, only its per-user rate limit.
 */

type Counted = { current: number; ttl: number }
type Callback = (error: Error | null, result?: Counted) => void
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0]

/** Whether the shared store answers, told once per change (an outage begins, an outage ends). */
export interface SharedStoreHealth {
  failed(error: Error): void
  succeeded(): void
}

export interface OutageLog {
  warn(details: { err: Error }, message: string): void
  info(message: string): void
}

export const REDIS_DOWN_WARNING =
  'Redis is unreachable: rate limits are counted per instance until it is back'
export const REDIS_BACK_NOTICE = 'Redis is reachable again: rate limits are shared again'

/**
 * One warning when an outage begins and one line when it ends, however many requests and
 * reconnect attempts fail in between.
 */
export function outageTracker(log: OutageLog): SharedStoreHealth & { readonly down: boolean } {
  let down = false
  return {
    get down() {
      return down
    },
    failed(error) {
      if (down) return
      down = true
      log.warn({ err: error }, REDIS_DOWN_WARNING)
    },
    succeeded() {
      if (!down) return
      down = false
      log.info(REDIS_BACK_NOTICE)
    },
  }
}

/**
 * A store of @fastify/rate-limit that counts every request in both stores and answers with the
 * shared count, or with this instance's count when the shared store fails (an error, or a
 * timeout of the Redis client). Counting in memory all along means an outage that begins
 * mid-window does not hand everyone a fresh budget.
 */
export class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly health: SharedStoreHealth,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    let localCount: Counted | undefined
    // LocalStore answers synchronously and never fails.
    this.local.incr(
      key,
      (_error, result) => {
        localCount = result
      },
      timeWindow,
      max,
    )
    this.shared.incr(
      key,
      (error, result) => {
        if (error === null && result !== undefined) {
          this.health.succeeded()
          callback(null, result)
          return
        }
        this.health.failed(error ?? new Error('the shared rate-limit store gave no count'))
        callback(null, localCount ?? { current: 1, ttl: timeWindow })
      },
      timeWindow,
      max,
    )
  }

  /** The per-route stores (the plugin makes one for each route with a limit of its own). */
  child(routeOptions: RouteOptions): FallbackStore {
    return new FallbackStore(
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.health,
    )
  }
}
