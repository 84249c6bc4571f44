import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  billingHistorySchema,
  cancelSubscriptionResponseSchema,
  subscriptionDetailsSchema,
} from '../../src/contract/billing.ts'
import type { Endpoint } from '../../src/contract/endpoint.ts'
import { endpoints } from '../../src/contract/endpoints.ts'
import type { Database } from '../db/database.ts'
import { billingRecords, users } from '../db/schema.ts'
import type { UserRow } from '../db/schema.ts'
import { startFakeStripe } from '../integrations/stripe/fake-stripe-server.ts'
import type { FakeStripeServer } from '../integrations/stripe/fake-stripe-server.ts'
import { buildTestApp } from '../test/app.ts'
import type { TestApp } from '../test/app.ts'
import { testDatabases } from '../test/databases.ts'
import { bearer, signUp } from '../test/identity.ts'
import type { TestAccount } from '../test/identity.ts'

const NOW = new Date('2026-03-15T10:00:00Z')
const DAY = 24 * 60 * 60 * 1000
const days = (n: number) => new Date(NOW.getTime() + n * DAY)

describe.each(testDatabases())('subscription and billing routes on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let app: TestApp
  let stripeApp: TestApp
  let fakeStripe: FakeStripeServer
  /** The app's clock: tests move it past period ends. */
  let clock = NOW

  beforeAll(async () => {
    ;({ database, dispose } = await target.open())
    app = await buildTestApp(database, {}, { now: () => clock })
    fakeStripe = await startFakeStripe()
    stripeApp = await buildTestApp(
      database,
      {
        STRIPE_SECRET_KEY: 'sk_test_jobfit',
        STRIPE_WEBHOOK_SECRET: 'whsec_jobfit',
        STRIPE_API_URL: fakeStripe.url,
      },
      { now: () => clock },
    )
  })
  afterAll(async () => {
    await app?.close()
    await stripeApp?.close()
    await fakeStripe?.close()
    await dispose?.()
  })

  async function call(endpoint: Endpoint, account: TestAccount, payload?: unknown, on = app) {
    return on.app.inject({
      method: endpoint.method,
      url: `/api${endpoint.path}`,
      headers: bearer(account),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    })
  }

  /** A signed-up user whose row exists, with the billing fields given. */
  async function member(values: Partial<typeof users.$inferInsert> = {}) {
    clock = NOW
    const account = await signUp()
    expect((await call(endpoints.getProfile, account)).statusCode).toBe(200)
    const [row] = await database.db
      .update(users)
      .set({ plan: 'free', ...values })
      .where(eq(users.firebaseUid, account.uid))
      .returning()
    if (row === undefined) throw new Error('no user row')
    return { account, row }
  }

  const builtinPremium = {
    plan: 'premium',
    subscriptionStatus: 'active',
    billingPeriod: 'monthly',
    currentPeriodEnd: days(20),
    lastPaymentAt: days(-10),
  } as const

  async function rowOf(id: string): Promise<UserRow> {
    const [row] = await database.db.select().from(users).where(eq(users.id, id))
    if (row === undefined) throw new Error('no user row')
    return row
  }

  describe('GET /users/me/subscription', () => {
    it('gives an active paid plan its next billing date and term', async () => {
      const { account, row } = await member(builtinPremium)
      const response = await call(endpoints.getSubscription, account)
      expect(response.statusCode).toBe(200)
      const body = subscriptionDetailsSchema.parse(response.json())
      expect(response.json()).toEqual({
        plan: 'premium',
        created_at: row.createdAt.toISOString(),
        subscription_status: 'active',
        resumes_used_this_month: 0,
        next_billing_date: days(20).toISOString(),
        billing_period: 'monthly',
      })
      expect(body.plan).toBe('premium')
    })

    it('gives no next billing date on free, on a lifetime deal, or after a cancel', async () => {
      const free = await member()
      expect((await call(endpoints.getSubscription, free.account)).json()).toEqual({
        plan: 'free',
        created_at: free.row.createdAt.toISOString(),
        subscription_status: 'inactive',
        resumes_used_this_month: 0,
        next_billing_date: null,
      })
      const lifetime = await member({
        plan: 'pro',
        subscriptionStatus: 'active',
        billingPeriod: 'lifetime',
      })
      const lifetimeBody = (await call(endpoints.getSubscription, lifetime.account)).json()
      expect(lifetimeBody).toMatchObject({
        plan: 'pro',
        billing_period: 'lifetime',
        next_billing_date: null,
      })
      expect(lifetimeBody).not.toHaveProperty('access_until')
      const cancelled = await member({
        ...builtinPremium,
        subscriptionStatus: 'cancelled',
        cancelAtPeriodEnd: true,
      })
      const body = (await call(endpoints.getSubscription, cancelled.account)).json()
      subscriptionDetailsSchema.parse(body)
      expect(body).toMatchObject({
        plan: 'premium',
        subscription_status: 'cancelled',
        next_billing_date: null,
        access_until: days(20).toISOString(),
      })
    })
  })

  describe('GET /users/me/billing-history', () => {
    it('lists only my records, newest first, in dollars, with every status', async () => {
      const { account, row } = await member(builtinPremium)
      const { row: other } = await member(builtinPremium)
      const base = { planType: 'premium', currency: 'usd', provider: 'builtin' } as const
      await database.db.insert(billingRecords).values([
        {
          ...base,
          userId: row.id,
          createdAt: days(-40),
          amountCents: 999,
          paymentStatus: 'paid',
          billingPeriod: 'monthly',
          description: 'purchase',
          externalId: `a-${row.id}`,
        },
        {
          ...base,
          userId: row.id,
          createdAt: days(-10),
          amountCents: 999,
          paymentStatus: 'failed',
          externalId: `b-${row.id}`,
        },
        {
          ...base,
          userId: row.id,
          createdAt: days(-5),
          amountCents: 1999,
          planType: 'pro',
          paymentStatus: 'refunded',
          description: 'refund',
          externalId: `c-${row.id}`,
        },
        {
          ...base,
          userId: row.id,
          createdAt: days(-20),
          amountCents: 999,
          paymentStatus: 'pending',
          externalId: `d-${row.id}`,
        },
        {
          ...base,
          userId: other.id,
          createdAt: days(-1),
          amountCents: 999,
          paymentStatus: 'paid',
          externalId: `e-${other.id}`,
        },
      ])
      const response = await call(endpoints.getBillingHistory, account)
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(Array.isArray(body)).toBe(true)
      billingHistorySchema.parse(body)
      expect(
        body.map((r: Record<string, unknown>) => [r.amount, r.payment_status, r.plan_type]),
      ).toEqual([
        [19.99, 'refunded', 'pro'],
        [9.99, 'failed', 'premium'],
        [9.99, 'pending', 'premium'],
        [9.99, 'paid', 'premium'],
      ])
      expect(body[3]).toEqual({
        id: expect.any(String),
        created_at: days(-40).toISOString(),
        plan_type: 'premium',
        billing_period: 'monthly',
        amount: 9.99,
        currency: 'usd',
        payment_status: 'paid',
        description: 'purchase',
      })
    })

    it('is an empty array before the first payment', async () => {
      const { account } = await member()
      const response = await call(endpoints.getBillingHistory, account)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual([])
    })
  })

  describe('POST /users/me/subscription/cancel', () => {
    it('refuses the free plan and a lifetime deal with a clear 400', async () => {
      const free = await member()
      const refused = await call(endpoints.cancelSubscription, free.account, { reason: 'x' })
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toEqual({ detail: 'You have no paid subscription to cancel.' })

      const lifetime = await member({
        plan: 'pro',
        subscriptionStatus: 'active',
        billingPeriod: 'lifetime',
      })
      const kept = await call(endpoints.cancelSubscription, lifetime.account, {})
      expect(kept.statusCode).toBe(400)
      expect(kept.json()).toEqual({ detail: 'A lifetime plan has nothing to cancel.' })
      expect((await rowOf(lifetime.row.id)).plan).toBe('pro')
    })

    it('keeps access until the period ends, then the plan is free', async () => {
      const { account, row } = await member(builtinPremium)
      const response = await call(endpoints.cancelSubscription, account, { reason: 'Found a job' })
      expect(response.statusCode).toBe(200)
      expect(cancelSubscriptionResponseSchema.parse(response.json())).toMatchObject({
        subscription_status: 'cancelled',
        access_until: days(20).toISOString(),
      })
      expect((await call(endpoints.getProfile, account)).json()).toMatchObject({
        plan: 'premium',
        subscription_status: 'cancelled',
      })
      // Cancelling twice changes nothing.
      const again = await call(endpoints.cancelSubscription, account, { reason: '' })
      expect(again.statusCode).toBe(200)
      expect(again.json()).toMatchObject({ access_until: days(20).toISOString() })

      clock = new Date(days(20).getTime() - 1)
      expect((await call(endpoints.getProfile, account)).json()).toMatchObject({ plan: 'premium' })
      clock = days(20)
      expect((await call(endpoints.getProfile, account)).json()).toMatchObject({
        plan: 'free',
        subscription_status: 'cancelled',
      })
      const ended = (await call(endpoints.getSubscription, account)).json()
      expect(ended).toMatchObject({
        plan: 'free',
        subscription_status: 'cancelled',
        next_billing_date: null,
      })
      expect(ended).not.toHaveProperty('access_until')
      expect(await rowOf(row.id)).toMatchObject({
        currentPeriodEnd: null,
        billingPeriod: null,
        cancelAtPeriodEnd: false,
      })
      // No renewal was charged for the cancelled plan.
      expect((await call(endpoints.getBillingHistory, account)).json()).toEqual([])
    })

    it('ends at once a paid plan that has no paid period left', async () => {
      const { account } = await member({ plan: 'pro', subscriptionStatus: 'active' })
      const response = await call(endpoints.cancelSubscription, account, {})
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({
        subscription_status: 'cancelled',
        access_until: null,
      })
      expect((await call(endpoints.getProfile, account)).json()).toMatchObject({ plan: 'free' })
    })

    it('tells Stripe to cancel at the period end for a Stripe subscription', async () => {
      const { account, row } = await member({
        ...builtinPremium,
        stripeSubscriptionId: 'sub_fake_1',
        stripeCustomerId: 'cus_fake_1',
      })
      const before = fakeStripe.requests.length
      const response = await call(endpoints.cancelSubscription, account, {}, stripeApp)
      expect(response.statusCode).toBe(200)
      expect(fakeStripe.requests.slice(before)).toEqual([
        expect.objectContaining({
          method: 'POST',
          path: '/v1/subscriptions/sub_fake_1',
          params: { cancel_at_period_end: 'true' },
        }),
      ])
      expect(await rowOf(row.id)).toMatchObject({
        subscriptionStatus: 'cancelled',
        cancelAtPeriodEnd: true,
      })
    })

    it('changes nothing when Stripe cannot be told (503)', async () => {
      const { account, row } = await member({
        ...builtinPremium,
        stripeSubscriptionId: 'sub_fake_2',
      })
      // This app has no Stripe configured.
      const unconfigured = await call(endpoints.cancelSubscription, account, {})
      expect(unconfigured.statusCode).toBe(503)
      expect(unconfigured.json().detail).toMatch(/Stripe/)
      expect(await rowOf(row.id)).toMatchObject({
        subscriptionStatus: 'active',
        cancelAtPeriodEnd: false,
      })
    })
  })

  describe('lazy expiry', () => {
    it('renews a built-in plan that was not cancelled: a paid record and a new 30-day period', async () => {
      const { account, row } = await member(builtinPremium)
      clock = days(21)
      const body = (await call(endpoints.getSubscription, account)).json()
      expect(body).toMatchObject({
        plan: 'premium',
        subscription_status: 'active',
        next_billing_date: days(50).toISOString(),
      })
      const history = (await call(endpoints.getBillingHistory, account)).json()
      expect(history).toEqual([
        expect.objectContaining({
          created_at: days(20).toISOString(),
          amount: 9.99,
          payment_status: 'paid',
          description: 'renewal',
        }),
      ])
      expect((await rowOf(row.id)).lastPaymentAt).toEqual(days(20))
      // Later requests in the same period renew nothing more.
      await call(endpoints.getProfile, account)
      expect((await call(endpoints.getBillingHistory, account)).json()).toHaveLength(1)
    })

    it('renews every period missed while the user was away, once, however many calls race', async () => {
      const { account } = await member(builtinPremium)
      clock = days(85) // past days 20, 50 and 80
      const responses = await Promise.all(
        Array.from({ length: 4 }, () => call(endpoints.getProfile, account)),
      )
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200])
      const history = (await call(endpoints.getBillingHistory, account)).json()
      expect(history.map((r: { created_at: string }) => r.created_at)).toEqual([
        days(80).toISOString(),
        days(50).toISOString(),
        days(20).toISOString(),
      ])
      expect((await call(endpoints.getSubscription, account)).json()).toMatchObject({
        next_billing_date: days(110).toISOString(),
      })
    })

    it("leaves a Stripe plan whose period is over to Stripe's events", async () => {
      const { account } = await member({ ...builtinPremium, stripeSubscriptionId: 'sub_waiting' })
      clock = days(25)
      expect((await call(endpoints.getSubscription, account)).json()).toMatchObject({
        plan: 'premium',
        subscription_status: 'active',
      })
      expect((await call(endpoints.getBillingHistory, account)).json()).toEqual([])
    })
  })
})
