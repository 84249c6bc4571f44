import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getPlanCatalog } from '../../../src/contract/plan-catalogs.ts'
import type { Database } from '../../db/database.ts'
import { billingRecords, checkoutSessions, processedEvents, users } from '../../db/schema.ts'
import type { UserRow } from '../../db/schema.ts'
import { testDatabases } from '../../test/databases.ts'
import { applyBillingEvent } from './apply-event.ts'
import { buildCheckoutCompletedEvent, newLocalSessionId } from './builtin-checkout-event.ts'

const NOW = new Date('2026-03-15T10:00:00Z')
const DAY = 24 * 60 * 60 * 1000
const seconds = (date: Date) => Math.floor(date.getTime() / 1000)
const catalog = getPlanCatalog('launch')
const v1 = getPlanCatalog('v1-2025-10-02')

/** A verified event as the webhook route hands it over (the shape Stripe sends). */
function eventOf(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; created?: Date } = {},
): Stripe.Event {
  return {
    id: options.id ?? `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: seconds(options.created ?? NOW),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  } as unknown as Stripe.Event
}

describe.each(testDatabases())('applyBillingEvent on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>

  beforeAll(async () => {
    ;({ database, dispose } = await target.open())
  })
  afterAll(async () => {
    await dispose?.()
  })

  const apply = (event: Stripe.Event, now = NOW, plans = catalog) =>
    applyBillingEvent(database.db, event, { now, catalog: plans })

  async function newUser(values: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
    const [row] = await database.db
      .insert(users)
      .values({
        firebaseUid: `uid-${randomUUID()}`,
        email: `${randomUUID()}@example.com`,
        ...values,
      })
      .returning()
    if (row === undefined) throw new Error('no user row')
    return row
  }

  async function userRow(id: string): Promise<UserRow> {
    const [row] = await database.db.select().from(users).where(eq(users.id, id))
    if (row === undefined) throw new Error('no user row')
    return row
  }

  const recordsOf = (userId: string) =>
    database.db.select().from(billingRecords).where(eq(billingRecords.userId, userId))

  /** A paid Stripe subscriber, as after a completed checkout. */
  async function subscriber(values: Partial<typeof users.$inferInsert> = {}) {
    const subscriptionId = `sub_${randomUUID()}`
    const customerId = `cus_${randomUUID()}`
    const user = await newUser({
      plan: 'premium',
      subscriptionStatus: 'active',
      billingPeriod: 'monthly',
      currentPeriodEnd: new Date(NOW.getTime() + 20 * DAY),
      lastPaymentAt: new Date(NOW.getTime() - 10 * DAY),
      stripeSubscriptionId: subscriptionId,
      stripeCustomerId: customerId,
      subscriptionEventAt: new Date(NOW.getTime() - 10 * DAY),
      ...values,
    })
    return { user, subscriptionId, customerId }
  }

  function session(user: UserRow, values: Record<string, unknown> = {}) {
    return {
      id: `cs_test_${randomUUID()}`,
      object: 'checkout.session',
      client_reference_id: user.id,
      metadata: { plan: 'pro', billing_period: 'monthly' },
      amount_total: 1999,
      currency: 'usd',
      mode: 'subscription',
      payment_status: 'paid',
      status: 'complete',
      customer: `cus_${randomUUID()}`,
      subscription: `sub_${randomUUID()}`,
      ...values,
    }
  }

  describe('checkout.session.completed', () => {
    it("gives a Stripe buyer the plan, Stripe's period end, a paid record and a complete session", async () => {
      const user = await newUser()
      const periodEnd = new Date('2026-04-15T10:00:00Z')
      const completed = session(user, {
        subscription: {
          id: 'sub_expanded',
          items: { data: [{ current_period_end: seconds(periodEnd) }] },
        },
      })
      await database.db.insert(checkoutSessions).values({
        id: completed.id,
        userId: user.id,
        provider: 'stripe',
        plan: 'pro',
        billingPeriod: 'monthly',
        amountCents: 1999,
        originUrl: 'http://localhost:5173',
      })
      expect(await apply(eventOf('checkout.session.completed', completed))).toBe('applied')

      expect(await userRow(user.id)).toMatchObject({
        plan: 'pro',
        subscriptionStatus: 'active',
        billingPeriod: 'monthly',
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: false,
        lastPaymentAt: NOW,
        stripeCustomerId: completed.customer,
        stripeSubscriptionId: 'sub_expanded',
        subscriptionEventAt: NOW,
      })
      expect(await recordsOf(user.id)).toEqual([
        expect.objectContaining({
          planType: 'pro',
          billingPeriod: 'monthly',
          amountCents: 1999,
          currency: 'usd',
          paymentStatus: 'paid',
          description: 'purchase',
          provider: 'stripe',
          externalId: completed.id,
          createdAt: NOW,
        }),
      ])
      const [stored] = await database.db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, completed.id))
      expect(stored).toMatchObject({ status: 'complete', paymentStatus: 'paid', completedAt: NOW })
    })

    it('stands in a calendar month for a Stripe period it was not given', async () => {
      const user = await newUser()
      const completed = session(user, { metadata: { plan: 'premium' }, amount_total: 999 })
      await apply(eventOf('checkout.session.completed', completed))
      expect(await userRow(user.id)).toMatchObject({
        plan: 'premium',
        billingPeriod: 'monthly',
        currentPeriodEnd: new Date('2026-04-15T10:00:00Z'),
        stripeSubscriptionId: completed.subscription,
      })
    })

    it('gives a built-in-checkout buyer 30 days and no subscription id (it renews itself)', async () => {
      const user = await newUser()
      const completed = session(user, {
        id: `cs_test_local_${randomUUID()}`,
        metadata: { plan: 'premium', billing_period: 'monthly', user_id: user.id },
        amount_total: 999,
        customer: 'cus_local_abc',
        subscription: 'sub_local_abc',
      })
      await database.db.insert(checkoutSessions).values({
        id: completed.id,
        userId: user.id,
        provider: 'builtin',
        plan: 'premium',
        billingPeriod: 'monthly',
        amountCents: 999,
        originUrl: 'http://localhost:5173',
      })
      const event = eventOf('checkout.session.completed', completed, {
        id: `evt_local_${randomUUID()}`,
      })
      expect(await apply(event)).toBe('applied')
      expect(await userRow(user.id)).toMatchObject({
        plan: 'premium',
        subscriptionStatus: 'active',
        currentPeriodEnd: new Date(NOW.getTime() + 30 * DAY),
        stripeSubscriptionId: null,
        stripeCustomerId: 'cus_local_abc',
      })
      expect(await recordsOf(user.id)).toEqual([
        expect.objectContaining({ provider: 'builtin', amountCents: 999, paymentStatus: 'paid' }),
      ])
    })

    it("applies the built-in checkout's own event (its shape, its ids)", async () => {
      const user = await newUser()
      const [stored] = await database.db
        .insert(checkoutSessions)
        .values({
          id: newLocalSessionId(),
          userId: user.id,
          provider: 'builtin',
          plan: 'pro',
          billingPeriod: 'monthly',
          amountCents: 1999,
          originUrl: 'http://localhost:5173',
        })
        .returning()
      if (stored === undefined) throw new Error('no session row')
      const event = buildCheckoutCompletedEvent(
        stored,
        { id: user.id, email: user.email, stripeCustomerId: null },
        NOW,
      ) as unknown as Stripe.Event
      expect(await apply(event)).toBe('applied')
      expect(await userRow(user.id)).toMatchObject({
        plan: 'pro',
        subscriptionStatus: 'active',
        currentPeriodEnd: new Date(NOW.getTime() + 30 * DAY),
        stripeSubscriptionId: null,
        stripeCustomerId: expect.stringMatching(/^cus_local_/),
      })
      expect(await recordsOf(user.id)).toEqual([
        expect.objectContaining({ provider: 'builtin', amountCents: 1999, externalId: stored.id }),
      ])
    })

    it('sells the lifetime deal with no period end', async () => {
      const user = await newUser()
      const completed = session(user, {
        metadata: { plan: 'pro', billing_period: 'lifetime' },
        mode: 'payment',
        amount_total: 12900,
        subscription: null,
      })
      await apply(eventOf('checkout.session.completed', completed), NOW, v1)
      expect(await userRow(user.id)).toMatchObject({
        plan: 'pro',
        billingPeriod: 'lifetime',
        currentPeriodEnd: null,
        stripeSubscriptionId: null,
      })
      expect(await recordsOf(user.id)).toEqual([
        expect.objectContaining({ billingPeriod: 'lifetime', amountCents: 12900 }),
      ])
    })

    it('records an unpaid session as pending and leaves the plan alone', async () => {
      const user = await newUser()
      const completed = session(user, { payment_status: 'unpaid' })
      expect(await apply(eventOf('checkout.session.completed', completed))).toBe('applied')
      expect((await userRow(user.id)).plan).toBe('free')
      expect(await recordsOf(user.id)).toEqual([
        expect.objectContaining({ paymentStatus: 'pending' }),
      ])
    })

    it('ignores a session about nobody of ours or about an unknown plan', async () => {
      const user = await newUser()
      const stranger = session(user, { client_reference_id: randomUUID() })
      expect(await apply(eventOf('checkout.session.completed', stranger))).toBe('ignored')
      const malformed = session(user, { client_reference_id: 'not-a-uuid', customer: null })
      expect(await apply(eventOf('checkout.session.completed', malformed))).toBe('ignored')
      const unknownPlan = session(user, { metadata: { plan: 'gold' } })
      expect(await apply(eventOf('checkout.session.completed', unknownPlan))).toBe('ignored')
      expect(await userRow(user.id)).toMatchObject({ plan: 'free', subscriptionStatus: 'inactive' })
      expect(await recordsOf(user.id)).toEqual([])
    })
  })

  describe('each event once', () => {
    it('answers a replayed event id with duplicate and changes nothing', async () => {
      const user = await newUser()
      const event = eventOf('checkout.session.completed', session(user))
      expect(await apply(event)).toBe('applied')
      await database.db.update(users).set({ plan: 'premium' }).where(eq(users.id, user.id))
      expect(await apply(event, new Date(NOW.getTime() + DAY))).toBe('duplicate')
      expect((await userRow(user.id)).plan).toBe('premium')
      expect(await recordsOf(user.id)).toHaveLength(1)
    })

    it('records one purchase per session, whichever event reports it', async () => {
      const user = await newUser()
      const completed = session(user)
      expect(await apply(eventOf('checkout.session.completed', completed))).toBe('applied')
      expect(await apply(eventOf('checkout.session.completed', completed))).toBe('ignored')
      expect(await recordsOf(user.id)).toHaveLength(1)
    })

    it('records unknown event types as processed and ignores them', async () => {
      const event = eventOf('payment_intent.created', { id: 'pi_1' })
      expect(await apply(event)).toBe('ignored')
      const [row] = await database.db
        .select()
        .from(processedEvents)
        .where(eq(processedEvents.id, event.id))
      expect(row).toMatchObject({ type: 'payment_intent.created' })
      expect(await apply(event)).toBe('duplicate')
    })

    it('records nothing when the effect fails, so the retry applies it', async () => {
      const user = await newUser()
      // An invoice for a plan the catalogue has no yearly price of, and no amount: pricing throws.
      const invoice = {
        id: `in_${randomUUID()}`,
        billing_reason: 'subscription_cycle',
        parent: {
          subscription_details: {
            metadata: { user_id: user.id, plan: 'pro', billing_period: 'yearly' },
          },
        },
      }
      const event = eventOf('invoice.paid', invoice)
      await expect(apply(event)).rejects.toThrow(/no yearly pro/)
      const rows = await database.db
        .select()
        .from(processedEvents)
        .where(eq(processedEvents.id, event.id))
      expect(rows).toEqual([])
      expect(await apply(event, NOW, v1)).toBe('applied')
    })
  })

  describe('invoices', () => {
    it("skips a subscription's first invoice: the checkout records that payment", async () => {
      const { user, subscriptionId } = await subscriber()
      const invoice = {
        id: `in_${randomUUID()}`,
        billing_reason: 'subscription_create',
        amount_paid: 999,
        parent: { subscription_details: { subscription: subscriptionId } },
      }
      expect(await apply(eventOf('invoice.paid', invoice))).toBe('ignored')
      expect(await recordsOf(user.id)).toEqual([])
    })

    it("renews on invoice.paid: the line's period end, a paid record, status active", async () => {
      const { user, subscriptionId, customerId } = await subscriber({
        subscriptionStatus: 'pending',
      })
      const periodEnd = new Date('2026-05-05T00:00:00Z')
      const invoice = {
        id: `in_${randomUUID()}`,
        customer: customerId,
        billing_reason: 'subscription_cycle',
        amount_paid: 999,
        currency: 'usd',
        parent: { subscription_details: { subscription: subscriptionId, metadata: {} } },
        lines: { data: [{ period: { start: seconds(NOW), end: seconds(periodEnd) } }] },
      }
      expect(await apply(eventOf('invoice.paid', invoice))).toBe('applied')
      expect(await userRow(user.id)).toMatchObject({
        plan: 'premium',
        subscriptionStatus: 'active',
        currentPeriodEnd: periodEnd,
        lastPaymentAt: NOW,
        subscriptionEventAt: NOW,
      })
      expect(await recordsOf(user.id)).toEqual([
        expect.objectContaining({
          externalId: invoice.id,
          paymentStatus: 'paid',
          description: 'renewal',
          planType: 'premium',
          amountCents: 999,
        }),
      ])
    })

    it('marks a failed payment pending, keeps the plan, and records each attempt', async () => {
      const { user, subscriptionId } = await subscriber()
      const invoice = {
        id: `in_${randomUUID()}`,
        billing_reason: 'subscription_cycle',
        amount_due: 999,
        attempt_count: 1,
        subscription: subscriptionId, // the pre-2025 shape
      }
      expect(await apply(eventOf('invoice.payment_failed', invoice))).toBe('applied')
      expect(await apply(eventOf('invoice.payment_failed', { ...invoice, attempt_count: 2 }))).toBe(
        'applied',
      )
      expect(await userRow(user.id)).toMatchObject({
        plan: 'premium',
        subscriptionStatus: 'pending',
      })
      const records = await recordsOf(user.id)
      expect(records.map((r) => [r.paymentStatus, r.amountCents, r.description])).toEqual([
        ['failed', 999, 'failed_payment'],
        ['failed', 999, 'failed_payment'],
      ])
      // The retry that succeeds is a record of its own, and the plan is active again.
      const paid = { ...invoice, amount_paid: 999, attempt_count: 3 }
      expect(await apply(eventOf('invoice.paid', paid))).toBe('applied')
      expect((await userRow(user.id)).subscriptionStatus).toBe('active')
      expect(await recordsOf(user.id)).toHaveLength(3)
    })
  })

  describe('subscription changes', () => {
    it('takes status, cancel-at-period-end and the period end from customer.subscription.updated', async () => {
      const { user, subscriptionId } = await subscriber()
      const periodEnd = new Date('2026-04-20T00:00:00Z')
      const updated = {
        id: subscriptionId,
        status: 'active',
        cancel_at_period_end: true,
        items: { data: [{ current_period_end: seconds(periodEnd) }] },
      }
      expect(await apply(eventOf('customer.subscription.updated', updated))).toBe('applied')
      expect(await userRow(user.id)).toMatchObject({
        plan: 'premium',
        subscriptionStatus: 'cancelled',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: periodEnd,
      })
      // Resumed, in the older shape (current_period_end on the subscription).
      const later = new Date(NOW.getTime() + 1000)
      const resumed = {
        ...updated,
        cancel_at_period_end: false,
        items: undefined,
        current_period_end: seconds(periodEnd),
      }
      expect(
        await apply(eventOf('customer.subscription.updated', resumed, { created: later })),
      ).toBe('applied')
      expect(await userRow(user.id)).toMatchObject({
        subscriptionStatus: 'active',
        cancelAtPeriodEnd: false,
      })
    })

    it('ends the plan on customer.subscription.deleted', async () => {
      const { user, subscriptionId } = await subscriber()
      const deleted = { id: subscriptionId, status: 'canceled', cancel_at_period_end: false }
      expect(await apply(eventOf('customer.subscription.deleted', deleted))).toBe('applied')
      expect(await userRow(user.id)).toMatchObject({
        plan: 'free',
        subscriptionStatus: 'cancelled',
        currentPeriodEnd: null,
        billingPeriod: null,
        cancelAtPeriodEnd: false,
      })
    })

    it('ignores events about an earlier subscription, and a lifetime deal outlives them', async () => {
      const { user, customerId } = await subscriber()
      const old = { id: 'sub_old', customer: customerId, status: 'canceled' }
      expect(await apply(eventOf('customer.subscription.deleted', old))).toBe('ignored')
      expect((await userRow(user.id)).plan).toBe('premium')

      const { user: lifer, subscriptionId } = await subscriber({
        plan: 'pro',
        billingPeriod: 'lifetime',
        currentPeriodEnd: null,
      })
      const deleted = { id: subscriptionId, status: 'canceled' }
      expect(await apply(eventOf('customer.subscription.deleted', deleted))).toBe('ignored')
      expect((await userRow(lifer.id)).plan).toBe('pro')
    })
  })

  describe('out of order', () => {
    it('a late customer.subscription.updated older than the applied deletion changes nothing', async () => {
      const { user, subscriptionId } = await subscriber()
      const deletedAt = new Date(NOW.getTime() + 60_000)
      const deleted = { id: subscriptionId, status: 'canceled' }
      expect(
        await apply(eventOf('customer.subscription.deleted', deleted, { created: deletedAt })),
      ).toBe('applied')
      const stale = {
        id: subscriptionId,
        status: 'active',
        cancel_at_period_end: false,
        items: { data: [{ current_period_end: seconds(new Date('2026-05-01T00:00:00Z')) }] },
      }
      expect(
        await apply(eventOf('customer.subscription.updated', stale, { created: NOW }), deletedAt),
      ).toBe('ignored')
      expect(await userRow(user.id)).toMatchObject({
        plan: 'free',
        subscriptionStatus: 'cancelled',
        currentPeriodEnd: null,
        subscriptionEventAt: deletedAt,
      })
    })

    it('a late update older than an applied cancel does not resume the subscription', async () => {
      const { user, subscriptionId } = await subscriber()
      const periodEnd = seconds(new Date('2026-04-04T00:00:00Z'))
      const cancelledAt = new Date(NOW.getTime() + 60_000)
      const cancel = {
        id: subscriptionId,
        status: 'active',
        cancel_at_period_end: true,
        items: { data: [{ current_period_end: periodEnd }] },
      }
      expect(
        await apply(eventOf('customer.subscription.updated', cancel, { created: cancelledAt })),
      ).toBe('applied')
      const stale = { ...cancel, cancel_at_period_end: false, status: 'past_due' }
      expect(await apply(eventOf('customer.subscription.updated', stale, { created: NOW }))).toBe(
        'ignored',
      )
      expect(await userRow(user.id)).toMatchObject({
        plan: 'premium',
        subscriptionStatus: 'cancelled',
        cancelAtPeriodEnd: true,
        subscriptionEventAt: cancelledAt,
      })
      // A failed invoice from before the cancel is recorded, but the status stays.
      const failed = {
        id: `in_${randomUUID()}`,
        billing_reason: 'subscription_cycle',
        amount_due: 999,
        attempt_count: 1,
        subscription: subscriptionId,
      }
      expect(await apply(eventOf('invoice.payment_failed', failed, { created: NOW }))).toBe(
        'applied',
      )
      expect((await userRow(user.id)).subscriptionStatus).toBe('cancelled')
      expect(await recordsOf(user.id)).toEqual([
        expect.objectContaining({ paymentStatus: 'failed' }),
      ])
    })

    it('records a late payment but does not let it undo a newer state', async () => {
      const { user, subscriptionId } = await subscriber({
        subscriptionEventAt: new Date(NOW.getTime() + 60_000),
        plan: 'free',
        subscriptionStatus: 'cancelled',
        currentPeriodEnd: null,
      })
      const invoice = {
        id: `in_${randomUUID()}`,
        billing_reason: 'subscription_cycle',
        amount_paid: 999,
        parent: {
          subscription_details: { subscription: subscriptionId, metadata: { plan: 'premium' } },
        },
      }
      expect(await apply(eventOf('invoice.paid', invoice, { created: NOW }))).toBe('applied')
      expect(await userRow(user.id)).toMatchObject({
        plan: 'free',
        subscriptionStatus: 'cancelled',
      })
      expect(await recordsOf(user.id)).toEqual([expect.objectContaining({ paymentStatus: 'paid' })])
    })

    it('still applies a checkout reported after a status-only update of a free user', async () => {
      const user = await newUser()
      const completed = session(user)
      const subscription = {
        id: completed.subscription,
        customer: completed.customer,
        status: 'incomplete',
        metadata: { user_id: user.id },
      }
      const later = new Date(NOW.getTime() + 5000)
      expect(
        await apply(eventOf('customer.subscription.updated', subscription, { created: later })),
      ).toBe('ignored')
      expect(await apply(eventOf('checkout.session.completed', completed))).toBe('applied')
      expect((await userRow(user.id)).plan).toBe('pro')
    })
  })

  describe('charge.refunded', () => {
    function charge(customerId: string, values: Record<string, unknown> = {}) {
      return {
        id: `ch_${randomUUID()}`,
        customer: customerId,
        amount_refunded: 999,
        refunded: true,
        currency: 'usd',
        ...values,
      }
    }

    it('ends the plan at once for a full refund within 7 days of the payment', async () => {
      const { user, customerId } = await subscriber({
        lastPaymentAt: new Date(NOW.getTime() - 6 * DAY),
      })
      expect(await apply(eventOf('charge.refunded', charge(customerId)))).toBe('applied')
      expect(await userRow(user.id)).toMatchObject({
        plan: 'free',
        subscriptionStatus: 'cancelled',
      })
      expect(await recordsOf(user.id)).toEqual([
        expect.objectContaining({
          paymentStatus: 'refunded',
          description: 'refund',
          amountCents: 999,
          planType: 'premium',
        }),
      ])
    })

    it('records a refund after 7 days, or a partial one, and leaves the plan alone', async () => {
      const { user, customerId } = await subscriber({
        lastPaymentAt: new Date(NOW.getTime() - 8 * DAY),
      })
      expect(await apply(eventOf('charge.refunded', charge(customerId)))).toBe('applied')
      expect((await userRow(user.id)).plan).toBe('premium')

      const { user: recent, customerId: recentCustomer } = await subscriber({ lastPaymentAt: NOW })
      const partial = charge(recentCustomer, { amount_refunded: 300, refunded: false })
      expect(await apply(eventOf('charge.refunded', partial))).toBe('applied')
      expect((await userRow(recent.id)).plan).toBe('premium')
      // More of the same charge refunded later: the one line shows the total.
      const more = { ...partial, amount_refunded: 500 }
      expect(await apply(eventOf('charge.refunded', more))).toBe('applied')
      expect((await recordsOf(recent.id)).map((r) => r.amountCents)).toEqual([500])
    })
  })
})
