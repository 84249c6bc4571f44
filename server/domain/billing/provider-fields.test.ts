import { describe, expect, it } from 'vitest'
import {
  chargeFieldsOf,
  invoiceFieldsOf,
  sessionFieldsOf,
  subscriptionFieldsOf,
} from './provider-fields.ts'

const T = 1_780_000_000 // a Unix time in seconds
const at = (seconds: number) => new Date(seconds * 1000)

describe('sessionFieldsOf', () => {
  it('reads a completed subscription session', () => {
    expect(
      sessionFieldsOf({
        id: 'cs_1',
        client_reference_id: '7d8e3f7a-0c8e-4e0e-9a4e-1f2a3b4c5d6e',
        metadata: { plan: 'pro', billing_period: 'yearly' },
        amount_total: 28800,
        currency: 'usd',
        mode: 'subscription',
        payment_status: 'paid',
        customer: 'cus_1',
        subscription: { id: 'sub_1', items: { data: [{ current_period_end: T }] } },
      }),
    ).toEqual({
      id: 'cs_1',
      userId: '7d8e3f7a-0c8e-4e0e-9a4e-1f2a3b4c5d6e',
      plan: 'pro',
      billingPeriod: 'yearly',
      amountCents: 28800,
      currency: 'usd',
      paid: true,
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      subscriptionPeriodEnd: at(T),
    })
  })

  it('takes a one-time payment as the lifetime deal, drops invalid metadata, knows unpaid', () => {
    const fields = sessionFieldsOf({
      id: 'cs_2',
      metadata: { plan: 'gold', billing_period: 'weekly', user_id: 'u-1' },
      mode: 'payment',
      payment_status: 'unpaid',
      subscription: null,
    })
    expect(fields).toMatchObject({
      userId: 'u-1',
      plan: undefined,
      billingPeriod: 'lifetime',
      paid: false,
      subscriptionId: undefined,
      subscriptionPeriodEnd: undefined,
    })
  })

  it('needs an id', () => {
    expect(sessionFieldsOf({})).toBeUndefined()
    expect(sessionFieldsOf(null)).toBeUndefined()
  })
})

describe('subscriptionFieldsOf', () => {
  it("reads the period end from the first item (Stripe's 2025 shape)", () => {
    expect(
      subscriptionFieldsOf({
        id: 'sub_1',
        customer: { id: 'cus_1' },
        status: 'active',
        cancel_at_period_end: false,
        cancel_at: null,
        items: { data: [{ current_period_end: T }] },
        metadata: { user_id: 'u-1' },
      }),
    ).toEqual({
      id: 'sub_1',
      customerId: 'cus_1',
      userId: 'u-1',
      status: 'active',
      cancelAtPeriodEnd: false,
      periodEnd: at(T),
    })
  })

  it('reads the older top-level period end, and a cancel_at date as cancelling', () => {
    expect(
      subscriptionFieldsOf({
        id: 'sub_2',
        status: 'active',
        cancel_at_period_end: false,
        cancel_at: T,
        current_period_end: T,
      }),
    ).toMatchObject({ cancelAtPeriodEnd: true, periodEnd: at(T) })
  })
})

describe('invoiceFieldsOf', () => {
  it("reads the subscription from parent.subscription_details (2025) and the line's period", () => {
    expect(
      invoiceFieldsOf({
        id: 'in_1',
        customer: 'cus_1',
        billing_reason: 'subscription_cycle',
        amount_paid: 999,
        amount_due: 999,
        currency: 'usd',
        attempt_count: 1,
        parent: {
          subscription_details: {
            subscription: 'sub_1',
            metadata: { plan: 'premium', billing_period: 'monthly', user_id: 'u-1' },
          },
        },
        lines: { data: [{ period: { start: T - 100, end: T } }] },
      }),
    ).toEqual({
      id: 'in_1',
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      userId: 'u-1',
      plan: 'premium',
      billingPeriod: 'monthly',
      billingReason: 'subscription_cycle',
      amountPaidCents: 999,
      amountDueCents: 999,
      currency: 'usd',
      attemptCount: 1,
      periodEnd: at(T),
    })
  })

  it('reads the older top-level subscription', () => {
    expect(invoiceFieldsOf({ id: 'in_2', subscription: 'sub_9' })).toMatchObject({
      subscriptionId: 'sub_9',
      plan: undefined,
      periodEnd: undefined,
    })
  })
})

describe('chargeFieldsOf', () => {
  it('reads the refunded amount and whether the refund is whole', () => {
    expect(
      chargeFieldsOf({
        id: 'ch_1',
        customer: 'cus_1',
        amount_refunded: 500,
        refunded: false,
        currency: 'usd',
      }),
    ).toEqual({
      id: 'ch_1',
      customerId: 'cus_1',
      userId: undefined,
      amountRefundedCents: 500,
      currency: 'usd',
      fullyRefunded: false,
    })
  })
})
