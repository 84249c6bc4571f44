import fastifyRateLimit from '@fastify/rate-limit'
import LocalStore from '@fastify/rate-limit/store/LocalStore.js'
import RedisStore from '@fastify/rate-limit/store/RedisStore.js'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Redis } from 'ioredis'
import type { Config } from '../config.ts'
import { HttpError } from '../http-error.ts'
import { FallbackStore, outageTracker } from './fallback-store.ts'
import type { SharedStoreHealth } from './fallback-store.ts'

/*
 * Rate limits (decisions.md, Rate limits): one per client address on the whole API, and one per
 * signed-in user on each expensive call (defineRoute's `rateLimit`). In memory by default; with
 * REDIS_URL the counters live in Redis, so every instance behind a load balancer shares them, and
 * in memory too, so that while Redis is down each instance still enforces them (fallback-store.ts).
 */

const WINDOW_MS = 60_000
/**
 * A limiter that waits for Redis delays every request behind it; the plugin's README recommends
 * short timeouts and one retry. Past them the request is counted in memory (FallbackStore).
 */
const REDIS_CONNECT_TIMEOUT_MS = 500
/** A Redis that accepts connections but does not answer is down too. */
const REDIS_COMMAND_TIMEOUT_MS = 500

/** A per-user limit of an expensive call: how many a minute, and its name in the refusal. */
export interface RouteRateLimit {
  max: number
  /** Plural, for "Too many uploads: at most 10 a minute. Try again in 42 seconds." */
  noun: string
}

function seconds(ttlMs: number): string {
  const count = Math.max(1, Math.ceil(ttlMs / 1000))
  return `${count} ${count === 1 ? 'second' : 'seconds'}`
}

/**
 * The 429 body, `{detail}` like every error: what was limited, the limit, and when to try again
 * (the same number of seconds as the Retry-After header the plugin sets).
 */
export function tooMany(noun: string, scope: string) {
  return (_request: FastifyRequest, context: { max: number; ttl: number }) =>
    new HttpError(
      429,
      `Too many ${noun}: at most ${context.max} a minute${scope}. Try again in ${seconds(context.ttl)}.`,
    )
}

/** The route config of a per-user limit: after the auth hook, keyed by the signed-in user. */
export function perUserRateLimit(limit: RouteRateLimit) {
  return {
    max: limit.max,
    timeWindow: WINDOW_MS,
    // preHandler runs after the auth hook (onRequest), so the key is the user, not the address.
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) =>
      request.user === null ? `address:${request.ip}` : `user:${request.user.firebaseUid}`,
    errorResponseBuilder: tooMany(limit.noun, ''),
  }
}

/**
 * Registers @fastify/rate-limit for the API: `RATE_LIMIT_PER_MINUTE` per client address on every
 * /api call without a limit of its own, counted in memory or, with REDIS_URL, in Redis.
 */
export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  const redis = config.redisUrl === undefined ? undefined : await connectRedis(app, config.redisUrl)
  await app.register(fastifyRateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: WINDOW_MS,
    // The API only: a page load fetches many static files.
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: tooMany('requests', ' from one address'),
    // While Redis is unreachable each instance enforces the same limits on its own (logged once
    // per outage, see connectRedis): neither refusing everything (a Redis outage would be an API
    // outage) nor limiting nothing (Pro bios, with no monthly quota, would be unmetered).
    ...(redis === undefined
      ? {}
      : {
          store: sharedStoreOf(redis.client, `${config.redisKeyPrefix}rate-limit:`, redis.health),
        }),
  })
}

/** The plugin's `store` option: Redis's counters, with this instance's as the fallback. */
function sharedStoreOf(redis: Redis, nameSpace: string, health: SharedStoreHealth) {
  return class SharedWithFallback extends FallbackStore {
    constructor() {
      super(new RedisStore(false, false, redis, nameSpace), new LocalStore(false, false), health)
    }
  }
}

/**
 * An ioredis client as the plugin's README recommends it (short connect timeout, one retry), with
 * no offline queue, so a command while Redis is down fails at once instead of waiting for a
 * reconnect. Waits briefly for the first connection, then goes on either way; closed with the app.
 */
async function connectRedis(
  app: FastifyInstance,
  url: string,
): Promise<{ client: Redis; health: SharedStoreHealth }> {
  const redis = new Redis(url, {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
    // Reconnect forever, at most every 2 s: the limits come back on their own when Redis does.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  })
  // ioredis reports every failed reconnect and the store every failed count: one line per outage.
  const health = outageTracker(app.log)
  redis.on('error', (error: Error) => health.failed(error))
  redis.on('ready', () => health.succeeded())
  app.addHook('onClose', async () => {
    try {
      await redis.quit()
    } catch {
      redis.disconnect()
    }
  })
  try {
    await redis.connect()
  } catch {
    // Logged by the error listener; ioredis keeps reconnecting in the background.
  }
  return { client: redis, health }
}
