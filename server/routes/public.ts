import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { endpoints } from '../../src/contract/endpoints.ts'
import { healthSchema } from '../../src/contract/health.ts'
import type { PlanCatalog } from '../../src/contract/plans.ts'
import type { Database } from '../db/database.ts'
import { defineRoute } from './define-route.ts'

const PING_TIMEOUT_MS = 2_000

/** GET /api/ping: the process answers HTTP; nothing more. */
export const pingSchema = z.object({ ok: z.literal(true) })

/** The calls that need no sign-in: the plan catalogue, the health check and the ping. */
export function registerPublicRoutes(
  app: FastifyInstance,
  deps: { database: Database; catalog: PlanCatalog; version: string; now: () => Date },
): void {
  defineRoute(app, endpoints.getPlans, async () => deps.catalog)

  // A liveness probe that touches no database and no identity provider (health does), so a load
  // balancer's frequent checks cost nothing, and the API bench's baseline: the same framework,
  // plugins and hooks as every route, with no work of its own. Not in the client's contract.
  app.get(
    '/api/ping',
    {
      schema: {
        summary: 'Liveness: answers {ok: true} without touching the database.',
        response: { 200: pingSchema },
      },
      config: { auth: 'none' },
    },
    async () => ({ ok: true as const }),
  )

  defineRoute(
    app,
    endpoints.getHealth,
    async ({ reply, request }) => {
      let database: 'ok' | 'unavailable' = 'ok'
      try {
        await withTimeout(deps.database.ping(), PING_TIMEOUT_MS)
      } catch (error) {
        request.log.warn({ err: error }, 'health: the database does not answer')
        database = 'unavailable'
      }
      if (database !== 'ok') reply.code(503)
      return {
        status: database === 'ok' ? 'ok' : 'degraded',
        version: deps.version,
        time: deps.now().toISOString(),
        database,
        database_kind: deps.database.kind,
      }
    },
    { responses: { 503: healthSchema } },
  )
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
