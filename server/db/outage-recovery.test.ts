import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkoutSessionResponseSchema } from '../../src/contract/billing.ts'
import { resumeSchema } from '../../src/contract/resumes.ts'
import {
  billingRecords,
  bulkRuns,
  checkoutSessions,
  monthlyUsage,
  processedEvents,
  resumes,
  usageEvents,
  users,
} from './schema.ts'
import { openPostgres } from './client.ts'
import type { Database } from './database.ts'
import { DATABASE_DOWN } from '../plugins/errors.ts'
import { buildCheckoutCompletedEvent } from '../domain/billing/builtin-checkout-event.ts'
import { signBillingPayload } from '../domain/billing/webhook-signature.ts'
import { BULK_RUN_DATABASE_DOWN } from '../domain/bulk/work-bulk-run.ts'
import { buildTestApp } from '../test/app.ts'
import type { TestApp } from '../test/app.ts'
import { createPostgresDatabase, testDatabases } from '../test/databases.ts'
import { accountOnPlan } from '../test/generation.ts'
import { bearer, signUp } from '../test/identity.ts'
import type { TestAccount } from '../test/identity.ts'
import { startTcpProxy } from '../test/tcp-proxy.ts'
import type { TcpProxy } from '../test/tcp-proxy.ts'
import { SAMPLE_JOB, SAMPLE_RESUME } from '../test/sample-texts.ts'

/*
 * A database outage, for real: the app's pool talks to a throwaway database on the machine's
 * PostgreSQL through a TCP proxy that the test cuts (every connection dropped, new ones refused)
 * and restores. The shared server itself is never touched. PostgreSQL only: PGlite lives in the
 * process and has no connection to cut; a closed PGlite is checked at the end of this file (and
 * the health check's 503 in routes/public.test.ts).
 */

const ADMIN_URL = process.env.TEST_DATABASE_URL
const NOW = new Date('2026-03-15T10:00:00Z')
const MONTH = '2026-03'

const SIGNING_SECRET = 'outage-test-signing-secret-0123456789'

/** The bound: serving again within 5 s of the database's return. */
const RECOVERY_BOUND_MS = 5_000

const RESUME = SAMPLE_RESUME
const JOB = SAMPLE_JOB

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** drizzle's insert into usage_events, as the pg driver sends it (extended protocol, SQL text). */
const sendsUsageEventInsert = (sent: string) => sent.includes('insert into "usage_events"')

/**
 * A query without parameters as pg sends it (simple protocol): 'Q', its length, the SQL, a NUL.
 * drizzle opens each transaction with exactly `begin`.
 */
function simpleQuery(text: string): string {
  const length = Buffer.alloc(4)
  length.writeInt32BE(4 + Buffer.byteLength(text) + 1)
  return `Q${length.toString('latin1')}${text}\u0000`
}
const sendsBegin = (sent: string) => sent.includes(simpleQuery('begin'))

/** pg's default pool size: losing more clients than this would leave none. */
const POOL_SIZE = 10

describe.skipIf(ADMIN_URL === undefined)(
  'a database outage on PostgreSQL (a proxy the test cuts; set TEST_DATABASE_URL to run)',
  () => {
    let drop: () => Promise<void>
    let proxy: TcpProxy
    let database: Database
    let test: TestApp
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)

    beforeAll(async () => {
      process.on('unhandledRejection', onUnhandled)
      const created = await createPostgresDatabase(ADMIN_URL ?? '')
      drop = created.drop
      const server = new URL(created.url)
      proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) })
      database = await openPostgres(proxy.urlFor(created.url))
      // The per-address limit is raised: the load below is many requests from one address. So is
      // the per-user analysis limit, which resume creations share (their match score).
      test = await buildTestApp(
        database,
        {
          RATE_LIMIT_PER_MINUTE: '1000000',
          GENERATION_RATE_LIMIT_PER_MINUTE: '1000000',
          ANALYSIS_RATE_LIMIT_PER_MINUTE: '1000000',
          CHECKOUT_SIGNING_SECRET: SIGNING_SECRET,
        },
        { now: () => NOW },
      )
    })
    afterAll(async () => {
      process.off('unhandledRejection', onUnhandled)
      await test?.close()
      await database?.close()
      await proxy?.close()
      await drop?.()
    })

    function listResumes(account: TestAccount) {
      return test.app.inject({ method: 'GET', url: '/api/resumes', headers: bearer(account) })
    }

    function createResume(account: TestAccount, title = 'Backend') {
      return test.app.inject({
        method: 'POST',
        url: '/api/resumes',
        headers: bearer(account),
        payload: { title, original_content: RESUME, job_description: JOB },
      })
    }

    async function generationsUsed(userId: string): Promise<number> {
      const [row] = await database.db
        .select()
        .from(monthlyUsage)
        .where(and(eq(monthlyUsage.userId, userId), eq(monthlyUsage.month, MONTH)))
      return row?.generationsUsed ?? 0
    }

    async function usageEventsOf(userId: string) {
      return database.db.select().from(usageEvents).where(eq(usageEvents.userId, userId))
    }

    it('answers 503 with a clear detail while the database is cut, and serves again within 5 s of its return', async () => {
      const account = await accountOnPlan(test.app, database, 'premium')
      expect((await createResume(account)).statusCode).toBe(200)

      interface Outcome {
        kind: 'list' | 'create'
        startedAt: number
        endedAt: number
        status: number
        body: unknown
        retryAfter: unknown
      }
      const outcomes: Outcome[] = []
      let stopped = false
      // Six clients, half listing and half creating, each as fast as the answers come.
      const client = async (kind: Outcome['kind']) => {
        while (!stopped) {
          const startedAt = performance.now()
          const response =
            kind === 'list' ? await listResumes(account) : await createResume(account, 'Load')
          outcomes.push({
            kind,
            startedAt,
            endedAt: performance.now(),
            status: response.statusCode,
            body: response.json(),
            retryAfter: response.headers['retry-after'],
          })
          await sleep(10)
        }
      }
      const clients = (['list', 'create', 'list', 'create', 'list', 'create'] as const).map(client)

      // Both kinds have been answered before the database goes away.
      const served = (kind: Outcome['kind']) =>
        outcomes.some((o) => o.kind === kind && o.status === 200)
      const loadUntil = performance.now() + RECOVERY_BOUND_MS
      while (!(served('list') && served('create')) && performance.now() < loadUntil) {
        await sleep(50)
      }
      const cutAt = performance.now()
      await proxy.cut()
      await sleep(300)
      const health = await test.app.inject({ url: '/api/health' })
      expect(health.statusCode).toBe(503)
      expect(health.json()).toMatchObject({ status: 'degraded', database: 'unavailable' })
      await sleep(1_000)

      const restoredAt = performance.now()
      await proxy.restore()
      let recoveredAfter: number | undefined
      while (performance.now() - restoredAt < RECOVERY_BOUND_MS) {
        const probe = await listResumes(account)
        if (probe.statusCode === 200) {
          recoveredAfter = performance.now() - restoredAt
          break
        }
        await sleep(50)
      }
      // Let both kinds of client see the database back before they stop.
      const servedAgain = (kind: Outcome['kind']) =>
        outcomes.some((o) => o.kind === kind && o.startedAt > restoredAt && o.status === 200)
      const waitUntil = performance.now() + RECOVERY_BOUND_MS
      while (!(servedAgain('list') && servedAgain('create')) && performance.now() < waitUntil) {
        await sleep(50)
      }
      stopped = true
      await Promise.all(clients)

      expect(recoveredAfter).toBeDefined()
      expect(recoveredAfter).toBeLessThan(RECOVERY_BOUND_MS)
      // Never a 500: each answer is a success or the outage's 503.
      const statuses = new Set(outcomes.map((outcome) => outcome.status))
      expect([...statuses].sort()).toEqual([200, 503])
      // Every call made and answered while the database was away is the 503 with its detail.
      const duringCut = outcomes.filter(
        (outcome) => outcome.startedAt > cutAt && outcome.endedAt < restoredAt,
      )
      expect(duringCut.length).toBeGreaterThan(10)
      for (const outcome of duringCut) {
        expect(outcome).toMatchObject({
          status: 503,
          body: { detail: DATABASE_DOWN },
          retryAfter: '5',
        })
      }
      // Both kinds succeeded before the cut and again after the return.
      for (const kind of ['list', 'create'] as const) {
        const ofKind = outcomes.filter((outcome) => outcome.kind === kind)
        expect(ofKind.some((o) => o.endedAt < cutAt && o.status === 200)).toBe(true)
        expect(servedAgain(kind)).toBe(true)
      }
      // What was created is whole: every stored resume has its text and a score.
      const stored = await database.db.select().from(resumes).where(eq(resumes.title, 'Load'))
      const created = outcomes.filter((o) => o.kind === 'create' && o.status === 200)
      expect(stored.length).toBeGreaterThanOrEqual(created.length)
      for (const row of stored) {
        expect(row.originalContent).toBe(RESUME)
        expect(row.matchScore).not.toBeNull()
      }

      const healthAfter = await test.app.inject({ url: '/api/health' })
      expect(healthAfter.statusCode).toBe(200)
      expect(healthAfter.json()).toMatchObject({ status: 'ok', database: 'ok' })
      expect(unhandled).toEqual([])
    })

    it('a connection lost inside the optimize transaction stores nothing of it and takes no generation', async () => {
      const premium = await accountOnPlan(test.app, database, 'premium')
      const resume = resumeSchema.parse((await createResume(premium)).json())
      const optimize = () =>
        test.app.inject({
          method: 'POST',
          url: '/api/optimize/resume',
          headers: { ...bearer(premium), 'content-type': 'application/json' },
          payload: JSON.stringify({ resume_id: resume.id }),
        })
      // The rewrite's UPDATE of resumes has run in the transaction; its usage event never arrives.
      const cutDone = proxy.cutConnectionWhen(sendsUsageEventInsert)
      const response = await optimize()
      await cutDone
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({ detail: DATABASE_DOWN })

      const [row] = await database.db.select().from(resumes).where(eq(resumes.id, resume.id))
      expect(row).toMatchObject({ status: 'draft', optimizedContent: null })
      expect(await usageEventsOf(premium.userId)).toEqual([])
      expect(await generationsUsed(premium.userId)).toBe(0)

      // The month's one generation is still there, and the app works on.
      const retried = await optimize()
      expect(retried.statusCode).toBe(200)
      expect(retried.json().usage_stats).toEqual({ generation_limit: 1, generations_remaining: 0 })
      expect(await usageEventsOf(premium.userId)).toHaveLength(1)
      expect(unhandled).toEqual([])
    })

    it('connections lost at BEGIN, more of them than the pool holds, leave the pool whole', async () => {
      const premium = await accountOnPlan(test.app, database, 'premium')
      const resume = resumeSchema.parse((await createResume(premium)).json())
      const optimize = () =>
        test.app.inject({
          method: 'POST',
          url: '/api/optimize/resume',
          headers: { ...bearer(premium), 'content-type': 'application/json' },
          payload: JSON.stringify({ resume_id: resume.id }),
        })
      for (let lost = 0; lost < POOL_SIZE + 2; lost += 1) {
        const cutDone = proxy.cutConnectionWhen(sendsBegin)
        const response = await optimize()
        await cutDone
        expect(response.statusCode).toBe(503)
        expect(response.json()).toEqual({ detail: DATABASE_DOWN })
      }
      // Every lost client went back to the pool: the app answers at once, and nothing was taken.
      const startedAt = performance.now()
      expect((await listResumes(premium)).statusCode).toBe(200)
      expect(performance.now() - startedAt).toBeLessThan(RECOVERY_BOUND_MS)
      expect(await generationsUsed(premium.userId)).toBe(0)
      expect((await optimize()).statusCode).toBe(200)
      expect(unhandled).toEqual([])
    })

    it('a connection lost while a payment is applied records nothing, so the retried webhook applies it', async () => {
      const account = await signUp()
      const started = await test.app.inject({
        method: 'POST',
        url: '/api/payments/checkout-session',
        headers: { ...bearer(account), 'content-type': 'application/json' },
        payload: JSON.stringify({ plan_type: 'premium', origin_url: 'http://localhost:3000' }),
      })
      expect(started.statusCode).toBe(200)
      const sessionId = checkoutSessionResponseSchema.parse(started.json()).session_id ?? ''
      const [session] = await database.db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, sessionId))
      if (session === undefined) throw new Error('no checkout session row')
      const payload = JSON.stringify(
        buildCheckoutCompletedEvent(
          session,
          { id: session.userId, email: account.email, stripeCustomerId: null },
          NOW,
        ),
      )
      const eventId = (JSON.parse(payload) as { id: string }).id
      const deliver = () =>
        test.app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': signBillingPayload(payload, SIGNING_SECRET),
          },
          payload,
        })

      // The event id and the billing record are written in the transaction; the plan change is cut.
      const cutDone = proxy.cutConnectionWhen((sent) => sent.includes('update "users" set'))
      const failed = await deliver()
      await cutDone
      // Not 2xx, so Stripe delivers the event again.
      expect(failed.statusCode).toBe(503)
      expect(
        await database.db.select().from(processedEvents).where(eq(processedEvents.id, eventId)),
      ).toEqual([])
      expect(
        await database.db
          .select()
          .from(billingRecords)
          .where(eq(billingRecords.userId, session.userId)),
      ).toEqual([])
      const [buyer] = await database.db.select().from(users).where(eq(users.id, session.userId))
      expect(buyer?.plan).toBe('free')

      const retried = await deliver()
      expect(retried.statusCode).toBe(200)
      expect(retried.json()).toEqual({ received: true, outcome: 'applied' })
      const [upgraded] = await database.db.select().from(users).where(eq(users.id, session.userId))
      expect(upgraded?.plan).toBe('premium')
      expect(unhandled).toEqual([])
    })

    it('a connection lost while a bulk item is stored leaves no partial item and takes no generation', async () => {
      const pro = await accountOnPlan(test.app, database, 'pro')
      // The item's result is appended to the run and its usage event inserted in one transaction.
      const cutDone = proxy.cutConnectionWhen(sendsUsageEventInsert)
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/pro/bulk-generate',
        headers: { ...bearer(pro), 'content-type': 'application/json' },
        payload: JSON.stringify({ base_resume: RESUME, job_descriptions: [JOB] }),
      })
      await cutDone
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({ detail: BULK_RUN_DATABASE_DOWN })

      const [run] = await database.db.select().from(bulkRuns).where(eq(bulkRuns.userId, pro.userId))
      expect(run).toMatchObject({ status: 'failed', results: [] })
      expect(await usageEventsOf(pro.userId)).toEqual([])
      expect(await generationsUsed(pro.userId)).toBe(0)
      expect(unhandled).toEqual([])
    })
  },
)

describe('a closed embedded database (PGlite)', () => {
  it('answers 503 with the outage detail, not 500', async () => {
    const [pglite] = testDatabases()
    if (pglite === undefined) throw new Error('no PGlite target')
    const { database, dispose } = await pglite.open()
    const test = await buildTestApp(database)
    try {
      const account = await accountOnPlan(test.app, database, 'premium')
      expect(
        (await test.app.inject({ url: '/api/resumes', headers: bearer(account) })).statusCode,
      ).toBe(200)
      // PGlite lives in the process: "down" is closed (a failed data dir, a shutdown under way).
      await database.close()
      const response = await test.app.inject({ url: '/api/resumes', headers: bearer(account) })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({ detail: DATABASE_DOWN })
      expect(response.headers['retry-after']).toBe('5')
    } finally {
      await test.close()
      await dispose()
    }
  })
})
