import { eq, getTableColumns, is, sql } from 'drizzle-orm'
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fillPath } from '../../src/contract/endpoint.ts'
import type { Endpoint } from '../../src/contract/endpoint.ts'
import { endpoints } from '../../src/contract/endpoints.ts'
import type { Database } from '../db/database.ts'
import * as schemaModule from '../db/schema.ts'
import {
  billingRecords,
  bulkRuns,
  checkoutSessions,
  deletedAccounts,
  monthlyUsage,
  processedEvents,
  resumes,
  resumeVersions,
  usageEvents,
  users,
} from '../db/schema.ts'
import { buildTestApp } from '../test/app.ts'
import type { TestApp } from '../test/app.ts'
import { testDatabases } from '../test/databases.ts'
import { bearer, deleteInEmulator, emulatorHasUser, signUp } from '../test/identity.ts'
import type { TestAccount } from '../test/identity.ts'
import { fastifyPathOf } from './define-route.ts'

const NOW = new Date('2026-03-15T10:00:00Z')

function urlOf(endpoint: Endpoint): string {
  const missing = '00000000-0000-4000-8000-000000000000'
  return '/api' + fillPath(endpoint.path, { id: missing, version: missing })
}

/** Every 'bearer' endpoint the app serves today: the list grows as routes are added. */
function authenticatedEndpoints(app: FastifyInstance): Endpoint[] {
  return Object.values(endpoints).filter(
    (endpoint) =>
      endpoint.auth === 'bearer' &&
      app.hasRoute({ method: endpoint.method, url: fastifyPathOf(endpoint.path) }),
  )
}

/** Every table of the schema module, so the deletion test covers tables added later. */
function schemaTables(): PgTable[] {
  const values: unknown[] = Object.values(schemaModule)
  return values.filter((value): value is PgTable => is(value, PgTable))
}

describe.each(testDatabases())('account routes on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let launch: TestApp
  let v1: TestApp

  beforeAll(async () => {
    ;({ database, dispose } = await target.open())
    launch = await buildTestApp(database, {}, { now: () => NOW })
    v1 = await buildTestApp(database, { PLAN_CATALOG: 'v1-2025-10-02' }, { now: () => NOW })
  })
  afterAll(async () => {
    await launch?.close()
    await v1?.close()
    await dispose?.()
  })

  async function get(app: TestApp, endpoint: Endpoint, account: TestAccount) {
    return app.app.inject({
      method: endpoint.method,
      url: urlOf(endpoint),
      headers: bearer(account),
    })
  }

  async function setPlan(account: TestAccount, plan: 'free' | 'premium' | 'pro', used = 0) {
    const [row] = await database.db
      .update(users)
      .set({ plan })
      .where(eq(users.firebaseUid, account.uid))
      .returning()
    if (row === undefined) throw new Error('no user row')
    if (used > 0) {
      await database.db
        .insert(monthlyUsage)
        .values({ userId: row.id, month: '2026-03', generationsUsed: used })
    }
    return row
  }

  /** A signed-up user whose row exists (after one authenticated call). */
  async function member(plan: 'free' | 'premium' | 'pro' = 'free', used = 0) {
    const account = await signUp()
    expect((await get(launch, endpoints.getProfile, account)).statusCode).toBe(200)
    const row = await setPlan(account, plan, used)
    return { account, row }
  }

  describe('authentication', () => {
    it('covers the account routes of this issue', () => {
      const paths = authenticatedEndpoints(launch.app).map((e) => `${e.method} ${e.path}`)
      expect(paths).toEqual(
        expect.arrayContaining([
          'GET /user/me',
          'GET /users/me/usage-stats',
          'GET /users/me/can-generate',
          'GET /users/me/subscription',
          'DELETE /users/me',
        ]),
      )
    })

    it('refuses every authenticated route without a token, with garbage, or with a bad scheme', async () => {
      for (const endpoint of authenticatedEndpoints(launch.app)) {
        for (const authorization of [
          undefined,
          'Bearer garbage.token.here',
          'Bearer x',
          'Basic abc',
        ]) {
          const response = await launch.app.inject({
            method: endpoint.method,
            url: urlOf(endpoint),
            headers: authorization === undefined ? {} : { authorization },
          })
          expect(response.statusCode, `${endpoint.method} ${endpoint.path} ${authorization}`).toBe(
            401,
          )
          expect(response.json()).toEqual({ detail: expect.any(String) })
        }
      }
    })

    it("refuses a deleted user's token on every authenticated route", async () => {
      const account = await signUp()
      await deleteInEmulator(account.uid)
      for (const endpoint of authenticatedEndpoints(launch.app)) {
        const response = await get(launch, endpoint, account)
        expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(401)
        expect(response.json().detail).toMatch(/sign in again/i)
      }
      // The refused calls created no row.
      const rows = await database.db.select().from(users).where(eq(users.firebaseUid, account.uid))
      expect(rows).toEqual([])
    })

    it('checks the token before the body (decisions.md)', async () => {
      const response = await launch.app.inject({
        method: 'DELETE',
        url: '/api/users/me',
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      })
      expect(response.statusCode).toBe(401)
    })
  })

  describe('GET /user/me', () => {
    it('creates the row on the first call: plan free, status inactive', async () => {
      const account = await signUp('Ada Lovelace')
      const response = await get(launch, endpoints.getProfile, account)
      expect(response.statusCode).toBe(200)
      expect(response.headers['x-request-id']).toEqual(expect.any(String))
      const body = response.json()
      expect(body).toEqual({
        uid: account.uid,
        email: account.email,
        display_name: 'Ada Lovelace',
        created_at: expect.any(String),
        plan: 'free',
        subscription_status: 'inactive',
      })
      expect(Date.now() - Date.parse(body.created_at)).toBeLessThan(60_000)
      // A second call reads the same row.
      await get(launch, endpoints.getProfile, account)
      const rows = await database.db.select().from(users).where(eq(users.firebaseUid, account.uid))
      expect(rows).toHaveLength(1)
    })

    it('reports the stored plan', async () => {
      const { account } = await member('pro')
      expect((await get(launch, endpoints.getProfile, account)).json()).toMatchObject({
        plan: 'pro',
      })
    })
  })

  describe('usage-stats and can-generate', () => {
    const reset = '2026-04-01T00:00:00.000Z'

    it.each([
      // app, plan, used this month, limit, remaining, can generate
      ['launch', 'free', 0, 0, 0, false],
      ['launch', 'premium', 0, 1, 1, true],
      ['launch', 'premium', 1, 1, 0, false],
      ['launch', 'pro', 5, 20, 15, true],
      ['v1', 'free', 2, 5, 3, true],
      ['v1', 'premium', 200, 200, 0, false],
      ['v1', 'pro', 999, null, null, true],
    ] as const)(
      '%s catalogue, %s plan with %i used',
      async (catalog, plan, used, limit, remaining, allowed) => {
        const { account } = await member(plan, used)
        const app = catalog === 'launch' ? launch : v1
        const stats = await get(app, endpoints.getUsageStats, account)
        expect(stats.statusCode).toBe(200)
        expect(stats.json()).toEqual({
          plan,
          generations_used_this_month: used,
          generation_limit: limit,
          generations_remaining: remaining,
          reset_date: reset,
        })
        const can = await get(app, endpoints.getCanGenerate, account)
        expect(can.statusCode).toBe(200)
        const body = can.json()
        expect(body).toMatchObject({
          can_generate: allowed,
          plan,
          generation_limit: limit,
          generations_remaining: remaining,
          reset_date: reset,
        })
        if (allowed) expect(body.reason).toBeUndefined()
        else expect(body.reason).toEqual(expect.any(String))
      },
    )

    it("does not count last month's generations", async () => {
      const { account, row } = await member('pro')
      await database.db
        .insert(monthlyUsage)
        .values({ userId: row.id, month: '2026-02', generationsUsed: 20 })
      const stats = (await get(launch, endpoints.getUsageStats, account)).json()
      expect(stats).toMatchObject({ generations_used_this_month: 0, generations_remaining: 20 })
    })
  })

  describe('GET /users/me/subscription', () => {
    it('gives a free user no billing date', async () => {
      const { account, row } = await member('free')
      const response = await get(launch, endpoints.getSubscription, account)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({
        plan: 'free',
        created_at: row.createdAt.toISOString(),
        subscription_status: 'inactive',
        resumes_used_this_month: 0,
        next_billing_date: null,
      })
    })

    it("counts the resumes created this month, not last month's", async () => {
      const { account, row } = await member('premium')
      await database.db.insert(resumes).values([
        {
          userId: row.id,
          title: 'A',
          originalContent: 'a',
          createdAt: new Date('2026-03-02T09:00:00Z'),
        },
        {
          userId: row.id,
          title: 'B',
          originalContent: 'b',
          createdAt: new Date('2026-03-14T09:00:00Z'),
        },
        {
          userId: row.id,
          title: 'C',
          originalContent: 'c',
          createdAt: new Date('2026-02-27T09:00:00Z'),
        },
      ])
      const response = await get(launch, endpoints.getSubscription, account)
      expect(response.json()).toMatchObject({ resumes_used_this_month: 2 })
    })

    it('gives an active paid plan its period end as the next billing date', async () => {
      const { account, row } = await member('premium')
      const periodEnd = new Date('2026-04-10T08:00:00Z')
      await database.db
        .update(users)
        .set({ subscriptionStatus: 'active', currentPeriodEnd: periodEnd })
        .where(eq(users.id, row.id))
      expect((await get(launch, endpoints.getSubscription, account)).json()).toMatchObject({
        plan: 'premium',
        subscription_status: 'active',
        next_billing_date: periodEnd.toISOString(),
      })
    })
  })

  describe('DELETE /users/me', () => {
    it('deletes the Firebase user and every row of the user in every table, and only theirs', async () => {
      const { account, row } = await member('premium', 1)
      const { row: other } = await member('pro', 3)
      const kept: string[] = []
      for (const id of [row.id, other.id]) {
        await database.db
          .insert(usageEvents)
          .values({ userId: id, kind: 'optimize', metadata: { ok: true } })
        const [resume] = await database.db
          .insert(resumes)
          .values({ userId: id, title: 'Resume', originalContent: 'Jane Doe' })
          .returning()
        if (resume === undefined) throw new Error('no resume row')
        await database.db.insert(resumeVersions).values({
          resumeId: resume.id,
          userId: id,
          number: 1,
          source: 'original',
          text: 'Jane Doe',
        })
        await database.db
          .insert(bulkRuns)
          .values({ userId: id, baseResume: 'Jane Doe', jobDescriptions: ['Engineer'] })
        const sessionId = `cs_test_${id}`
        await database.db.insert(checkoutSessions).values({
          id: sessionId,
          userId: id,
          provider: 'builtin',
          plan: 'premium',
          billingPeriod: 'monthly',
          amountCents: 999,
          originUrl: 'http://localhost:5173',
        })
        const [record] = await database.db
          .insert(billingRecords)
          .values({
            userId: id,
            planType: 'premium',
            billingPeriod: 'monthly',
            amountCents: 999,
            paymentStatus: 'paid',
            provider: 'builtin',
            externalId: sessionId,
          })
          .returning()
        if (id === row.id && record !== undefined) kept.push(record.id)
      }
      // Every table must relate to the user through users.id or a user_id column, except the
      // processed provider events, which hold event ids and types and nothing of a person, and the
      // deletion tombstones (checked below), which hold a deleted uid and its time and outlive it.
      const tables = schemaTables().filter(
        (table) => table !== processedEvents && table !== deletedAccounts,
      )
      expect(tables.map((table) => getTableConfig(table).name).sort()).toEqual(
        expect.arrayContaining([
          'billing_records',
          'checkout_sessions',
          'monthly_usage',
          'resume_versions',
          'resumes',
          'usage_events',
          'users',
        ]),
      )
      async function rowsOf(userId: string): Promise<Record<string, number>> {
        const counts: Record<string, number> = {}
        for (const table of tables) {
          const columns = getTableColumns(table) as Record<string, { name: string }>
          const column =
            table === users ? 'id' : Object.values(columns).find((c) => c.name === 'user_id')?.name
          const name = getTableConfig(table).name
          if (column === undefined)
            throw new Error(`Table ${name} has no user_id: say how it is deleted`)
          const result = (await database.db.execute(
            sql`select count(*)::int as n from ${table} where ${sql.identifier(column)} = ${userId}`,
          )) as unknown as { rows: { n: number }[] }
          counts[name] = Number(result.rows[0]?.n)
        }
        return counts
      }
      const before = await rowsOf(row.id)
      expect(
        Object.values(before).every((n) => n > 0),
        JSON.stringify(before),
      ).toBe(true)

      const response = await get(launch, endpoints.deleteAccount, account)
      expect(response.statusCode).toBe(204)
      expect(response.body).toBe('')

      expect(Object.values(await rowsOf(row.id)).every((n) => n === 0)).toBe(true)
      expect(Object.values(await rowsOf(other.id)).every((n) => n > 0)).toBe(true)
      // Billing records stay for accounting, detached from the person (decisions.md, accounts).
      const detached = await database.db
        .select()
        .from(billingRecords)
        .where(eq(billingRecords.id, kept[0] ?? ''))
      expect(detached).toEqual([
        expect.objectContaining({ userId: null, amountCents: 999, paymentStatus: 'paid' }),
      ])
      expect(await emulatorHasUser(account.uid)).toBe(false)
      // The tombstone keeps the uid and the time, nothing else (account-deletion.test.ts).
      const tombstones = await database.db
        .select()
        .from(deletedAccounts)
        .where(eq(deletedAccounts.firebaseUid, account.uid))
      expect(tombstones).toEqual([{ firebaseUid: account.uid, deletedAt: expect.any(Date) }])
      // The token was cached by the calls above; deletion evicted it.
      expect((await get(launch, endpoints.getProfile, account)).statusCode).toBe(401)
    })
  })

  describe('a database outage', () => {
    it('answers 503 {detail} and keeps serving what does not need the database', async () => {
      const outage = await target.open()
      const app = await buildTestApp(outage.database)
      try {
        const account = await signUp()
        await outage.database.close()
        const profile = await get(app, endpoints.getProfile, account)
        expect(profile.statusCode).toBe(503)
        expect(profile.json()).toEqual({ detail: expect.stringMatching(/temporarily unavailable/) })
        expect(profile.body).not.toMatch(/at .*\.ts/)
        expect((await app.app.inject({ url: '/api/plans' })).statusCode).toBe(200)
      } finally {
        await app.close()
        await outage.dispose()
      }
    })

    it.runIf(target.name === 'postgres')(
      'recovers by itself when PostgreSQL drops every connection',
      async () => {
        const account = await signUp()
        expect((await get(launch, endpoints.getProfile, account)).statusCode).toBe(200)
        // What a database restart looks like to the pool: every server connection killed.
        await database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
        )
        const codes: number[] = []
        for (let attempt = 0; attempt < 5; attempt++) {
          codes.push((await get(launch, endpoints.getProfile, account)).statusCode)
          if (codes.at(-1) === 200) break
        }
        expect(codes.at(-1)).toBe(200)
        expect(codes.every((code) => code === 200 || code === 503)).toBe(true)
      },
    )
  })
})
