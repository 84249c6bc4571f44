import { randomBytes, randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkoutSessionResponseSchema } from '../../src/contract/billing.ts'
import type { Database } from '../db/database.ts'
import { billingRecords, checkoutSessions, processedEvents } from '../db/schema.ts'
import { buildCheckoutCompletedEvent } from '../domain/billing/builtin-checkout-event.ts'
import { signBillingPayload } from '../domain/billing/webhook-signature.ts'
import { startFakeStripe } from '../integrations/stripe/fake-stripe-server.ts'
import type { FakeStripeServer } from '../integrations/stripe/fake-stripe-server.ts'
import { buildTestApp } from '../test/app.ts'
import type { TestApp } from '../test/app.ts'
import { testDatabases } from '../test/databases.ts'
import { accountOnPlan } from '../test/generation.ts'
import { bearer, signUp } from '../test/identity.ts'
import type { TestAccount } from '../test/identity.ts'

/*
 * Forged, tampered, stale, replayed, reordered and stray webhooks never change a plan wrongly,
 * on both ways in: the built-in checkout's local signing secret and Stripe's webhook secret (the
 * real SDK against the fake Stripe). payments.test.ts has the happy paths.
 */

const ORIGIN = 'http://localhost:5173'
const LOCAL_SECRET = 'whsec_webhook-security-local-0123456789'
const STRIPE_SECRET = 'whsec_webhook_security_stripe_0123456789'
const SECOND = 1000

interface Purchase {
  userId: string
  sessionId: string
  customerId: string
  subscriptionId: string
  /** The provider's `checkout.session.completed` for the paid session, created at `at`. */
  completed: (at: Date) => Record<string, unknown>
}

interface Provider {
  name: string
  secret: string
  /** Built-in events carry `evt_local_` ids (apply-event.ts tells the providers apart by them). */
  eventPrefix: string
  env: () => Record<string, string>
  /** Starts a premium checkout for the account and pays it (not yet reported by any event). */
  purchase: (test: TestApp, database: Database, account: TestAccount) => Promise<Purchase>
}

async function startCheckout(test: TestApp, account: TestAccount): Promise<string> {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/payments/checkout-session',
    headers: { ...bearer(account), 'content-type': 'application/json' },
    payload: JSON.stringify({ plan_type: 'premium', origin_url: ORIGIN }),
  })
  if (response.statusCode !== 200) throw new Error(`checkout: ${response.body}`)
  return checkoutSessionResponseSchema.parse(response.json()).session_id ?? ''
}

let fakeStripe: FakeStripeServer | undefined

const builtin: Provider = {
  name: 'the built-in checkout (local signing secret)',
  secret: LOCAL_SECRET,
  eventPrefix: 'evt_local_',
  env: () => ({ CHECKOUT_SIGNING_SECRET: LOCAL_SECRET }),
  purchase: async (test, database, account) => {
    const sessionId = await startCheckout(test, account)
    const [row] = await database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId))
    if (row === undefined) throw new Error('no session row')
    const buyer = { id: row.userId, email: account.email, stripeCustomerId: null }
    // One event, re-dated on each call: its customer and subscription ids stay the same.
    const template = buildCheckoutCompletedEvent(row, buyer, new Date())
    const object = (template.data as { object: Record<string, unknown> }).object
    return {
      userId: row.userId,
      sessionId,
      customerId: String(object.customer),
      subscriptionId: String(object.subscription),
      completed: (at) => ({ ...template, created: Math.floor(at.getTime() / SECOND) }),
    }
  },
}

const stripe: Provider = {
  name: 'Stripe (the real SDK against the fake Stripe)',
  secret: STRIPE_SECRET,
  eventPrefix: 'evt_',
  env: () => ({
    STRIPE_SECRET_KEY: 'sk_test_webhook_security',
    STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
    STRIPE_API_URL: fakeStripe?.url ?? '',
  }),
  purchase: async (test, database, account) => {
    const sessionId = await startCheckout(test, account)
    const [row] = await database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId))
    if (row === undefined || fakeStripe === undefined) throw new Error('no Stripe session')
    const session = fakeStripe.completeSession(sessionId)
    const eventId = `evt_${randomBytes(12).toString('hex')}`
    return {
      userId: row.userId,
      sessionId,
      customerId: String(session.customer),
      subscriptionId: String(session.subscription),
      completed: (at) => ({
        id: eventId,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(at.getTime() / SECOND),
        livemode: false,
        type: 'checkout.session.completed',
        data: { object: session },
      }),
    }
  },
}

describe.each(testDatabases())('webhook security on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>

  beforeAll(async () => {
    ;({ database, dispose } = await target.open())
    fakeStripe = await startFakeStripe()
  })
  afterAll(async () => {
    await fakeStripe?.close()
    await dispose?.()
  })

  describe.each([builtin, stripe])('through $name', (provider) => {
    let test: TestApp

    beforeAll(async () => {
      test = await buildTestApp(database, { PLAN_CATALOG: 'launch', ...provider.env() })
    })
    afterAll(async () => {
      await test?.close()
    })

    const eventOf = (type: string, object: Record<string, unknown>, at: Date) => ({
      id: `${provider.eventPrefix}${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(at.getTime() / SECOND),
      livemode: false,
      type,
      data: { object },
    })

    function post(payload: string, signature: string | undefined) {
      return test.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          ...(signature === undefined ? {} : { 'stripe-signature': signature }),
        },
        payload,
      })
    }

    /** Signed now with the server's secret, as the provider would send it. */
    const deliver = (event: Record<string, unknown>) => {
      const payload = JSON.stringify(event)
      return post(payload, signBillingPayload(payload, provider.secret))
    }

    async function profileOf(account: TestAccount) {
      const response = await test.app.inject({ url: '/api/user/me', headers: bearer(account) })
      return response.json() as { plan: string; subscription_status: string }
    }

    const recordsOf = (userId: string) =>
      database.db.select().from(billingRecords).where(eq(billingRecords.userId, userId))

    it('refuses a missing header, another secret, a tampered body and a stale signature', async () => {
      const account = await signUp()
      const purchase = await provider.purchase(test, database, account)
      const event = purchase.completed(new Date())
      const payload = JSON.stringify(event)
      const now = Math.floor(Date.now() / SECOND)
      // The same event asking for pro, under the header signed for the premium one.
      const tampered = JSON.stringify(event).replace('"plan":"premium"', '"plan":"pro"')
      expect(tampered).not.toBe(payload)
      const attempts = {
        missing: await post(payload, undefined),
        empty: await post(payload, ''),
        malformed: await post(payload, 't=abc,v1='),
        'another secret': await post(
          payload,
          signBillingPayload(payload, 'whsec_someone_else_0123456789'),
        ),
        tampered: await post(tampered, signBillingPayload(payload, provider.secret)),
        // Stripe's tolerance is 5 minutes: a capture replayed later is refused.
        stale: await post(payload, signBillingPayload(payload, provider.secret, now - 301)),
        'an hour old': await post(
          payload,
          signBillingPayload(payload, provider.secret, now - 3600),
        ),
      }
      for (const [name, response] of Object.entries(attempts)) {
        expect({ name, status: response.statusCode, body: response.json() }).toEqual({
          name,
          status: 400,
          body: { detail: 'Invalid signature' },
        })
      }
      // Nothing was applied or even recorded as seen.
      expect(await profileOf(account)).toMatchObject({ plan: 'free' })
      expect(await recordsOf(purchase.userId)).toEqual([])
      const seen = await database.db
        .select()
        .from(processedEvents)
        .where(eq(processedEvents.id, String(event.id)))
      expect(seen).toEqual([])

      // Within the tolerance the same event is taken.
      const valid = await post(payload, signBillingPayload(payload, provider.secret, now - 60))
      expect(valid.json()).toEqual({ received: true, outcome: 'applied' })
      expect(await profileOf(account)).toMatchObject({ plan: 'premium' })
    })

    it('applies a replayed event once, however often and however re-signed', async () => {
      const account = await signUp()
      const purchase = await provider.purchase(test, database, account)
      const event = purchase.completed(new Date())
      const payload = JSON.stringify(event)
      const first = await post(payload, signBillingPayload(payload, provider.secret))
      expect(first.json()).toEqual({ received: true, outcome: 'applied' })
      const now = Math.floor(Date.now() / SECOND)
      for (const timestamp of [now, now + 1, now - 30]) {
        const again = await post(payload, signBillingPayload(payload, provider.secret, timestamp))
        expect(again.statusCode).toBe(200)
        expect(again.json()).toEqual({ received: true, outcome: 'duplicate' })
      }
      expect(await recordsOf(purchase.userId)).toEqual([
        expect.objectContaining({ paymentStatus: 'paid', planType: 'premium' }),
      ])
      expect(await profileOf(account)).toMatchObject({ plan: 'premium' })
    })

    it('keeps the plan ended when a later cancellation overtakes the payment', async () => {
      const account = await signUp()
      const purchase = await provider.purchase(test, database, account)
      const paidAt = new Date(Date.now() - 120 * SECOND)
      const cancelledAt = new Date(Date.now() - 60 * SECOND)
      const deleted = eventOf(
        'customer.subscription.deleted',
        {
          id: purchase.subscriptionId,
          object: 'subscription',
          status: 'canceled',
          customer: purchase.customerId,
          metadata: { user_id: purchase.userId, plan: 'premium', billing_period: 'monthly' },
        },
        cancelledAt,
      )
      expect((await deliver(deleted)).json()).toEqual({ received: true, outcome: 'applied' })
      // The payment arrives last: it is recorded, but it is older than the cancellation.
      const paid = await deliver(purchase.completed(paidAt))
      expect(paid.json()).toEqual({ received: true, outcome: 'applied' })
      expect(await profileOf(account)).toMatchObject({ plan: 'free' })
      expect(await recordsOf(purchase.userId)).toEqual([
        expect.objectContaining({ paymentStatus: 'paid' }),
      ])
    })

    it('does not give a refunded plan back for an old checkout.session.completed', async () => {
      const account = await signUp()
      const purchase = await provider.purchase(test, database, account)
      const paidAt = new Date(Date.now() - 120 * SECOND)
      const completed = purchase.completed(paidAt)
      expect((await deliver(completed)).json()).toMatchObject({ outcome: 'applied' })
      expect(await profileOf(account)).toMatchObject({ plan: 'premium' })
      const refunded = eventOf(
        'charge.refunded',
        {
          id: `ch_${randomBytes(8).toString('hex')}`,
          object: 'charge',
          customer: purchase.customerId,
          amount_refunded: 999,
          refunded: true,
          currency: 'usd',
        },
        new Date(Date.now() - 60 * SECOND),
      )
      expect((await deliver(refunded)).json()).toMatchObject({ outcome: 'applied' })
      expect(await profileOf(account)).toMatchObject({ plan: 'free' })

      // The provider's retry of the old event (same id, fresh signature) ...
      expect((await deliver(completed)).json()).toMatchObject({ outcome: 'duplicate' })
      // ... and the same session reported again under another event id.
      const reported = { ...completed, id: `${provider.eventPrefix}${randomUUID()}` }
      expect((await deliver(reported)).json()).toMatchObject({ outcome: 'ignored' })
      expect(await profileOf(account)).toMatchObject({ plan: 'free' })
      const records = await recordsOf(purchase.userId)
      expect(records.map((record) => record.paymentStatus).sort()).toEqual(['paid', 'refunded'])
    })

    it('changes nothing for events about users, sessions and customers it does not know', async () => {
      const bystander = await accountOnPlan(test.app, database, 'premium')
      const countRecords = async () =>
        (await database.db.select({ n: count() }).from(billingRecords))[0]?.n ?? 0
      const before = await countRecords()
      const at = new Date()
      const session = (values: Record<string, unknown>) =>
        eventOf(
          'checkout.session.completed',
          {
            id: `cs_test_${randomBytes(8).toString('hex')}`,
            object: 'checkout.session',
            mode: 'subscription',
            status: 'complete',
            payment_status: 'paid',
            amount_total: 1999,
            currency: 'usd',
            customer: `cus_${randomBytes(8).toString('hex')}`,
            subscription: `sub_${randomBytes(8).toString('hex')}`,
            metadata: { plan: 'pro', billing_period: 'monthly' },
            ...values,
          },
          at,
        )
      const events = [
        session({ client_reference_id: randomUUID() }),
        session({ client_reference_id: 'not-a-uuid', metadata: { plan: 'pro', user_id: 'x' } }),
        session({ client_reference_id: null }),
        eventOf(
          'customer.subscription.deleted',
          { id: `sub_${randomUUID()}`, object: 'subscription', status: 'canceled' },
          at,
        ),
        eventOf(
          'charge.refunded',
          { id: `ch_${randomUUID()}`, customer: `cus_${randomUUID()}`, refunded: true },
          at,
        ),
        eventOf('invoice.paid', { id: `in_${randomUUID()}`, customer: `cus_${randomUUID()}` }, at),
      ]
      for (const event of events) {
        const response = await deliver(event)
        // 200, so the provider stops retrying; nothing of ours was touched.
        expect({ type: event.type, status: response.statusCode, body: response.json() }).toEqual({
          type: event.type,
          status: 200,
          body: { received: true, outcome: 'ignored' },
        })
      }
      expect(await countRecords()).toBe(before)
      expect(await profileOf(bystander)).toMatchObject({ plan: 'premium' })
    })
  })
})
