import { describe, expect, it } from 'vitest'
import type { CheckoutSessionRow } from '../../db/schema.ts'
import { buildCheckoutCompletedEvent, newLocalSessionId } from './builtin-checkout-event.ts'
import {
  generateSigningSecret,
  signBillingPayload,
  verifyBillingEvent,
} from './webhook-signature.ts'

const session: CheckoutSessionRow = {
  id: newLocalSessionId(),
  userId: '5b0c1a5e-9c1b-4a55-8f7e-0c3c2a9d1e10',
  provider: 'builtin',
  plan: 'premium',
  billingPeriod: 'monthly',
  amountCents: 999,
  currency: 'usd',
  status: 'open',
  paymentStatus: 'unpaid',
  originUrl: 'http://localhost:5173',
  language: 'en',
  createdAt: new Date('2026-11-22T10:00:00Z'),
  completedAt: null,
}
const buyer = { id: session.userId, email: 'jane@example.com', stripeCustomerId: null }
const now = new Date('2026-11-22T10:05:00Z')

describe('buildCheckoutCompletedEvent', () => {
  it("has Stripe's shape for a subscription", () => {
    const event = buildCheckoutCompletedEvent(session, buyer, now)
    expect(event).toMatchObject({
      id: expect.stringMatching(/^evt_local_[0-9a-f]{24}$/),
      object: 'event',
      type: 'checkout.session.completed',
      created: now.getTime() / 1000,
      livemode: false,
      data: {
        object: {
          id: session.id,
          object: 'checkout.session',
          client_reference_id: session.userId,
          metadata: { plan: 'premium', billing_period: 'monthly', user_id: session.userId },
          amount_total: 999,
          currency: 'usd',
          mode: 'subscription',
          status: 'complete',
          payment_status: 'paid',
          customer: expect.stringMatching(/^cus_local_/),
          subscription: expect.stringMatching(/^sub_local_/),
          created: session.createdAt.getTime() / 1000,
          success_url: `http://localhost:5173/payment/success?session_id=${session.id}`,
        },
      },
    })
  })

  it('is a one-time payment with no subscription for the lifetime deal', () => {
    const event = buildCheckoutCompletedEvent(
      { ...session, plan: 'pro', billingPeriod: 'lifetime', amountCents: 12900 },
      buyer,
      now,
    ) as { data: { object: Record<string, unknown> } }
    expect(event.data.object).toMatchObject({
      mode: 'payment',
      subscription: null,
      amount_total: 12900,
    })
  })

  it('reuses the local customer of the buyer and makes a new event id each time', () => {
    const returning = { ...buyer, stripeCustomerId: 'cus_local_abc' }
    const first = buildCheckoutCompletedEvent(session, returning, now) as {
      id: string
      data: { object: { customer: string } }
    }
    const second = buildCheckoutCompletedEvent(session, returning, now) as { id: string }
    expect(first.data.object.customer).toBe('cus_local_abc')
    expect(first.id).not.toBe(second.id)
    // A real Stripe customer id is never borrowed for a local event.
    const fromStripe = buildCheckoutCompletedEvent(
      session,
      { ...buyer, stripeCustomerId: 'cus_Real' },
      now,
    ) as {
      data: { object: { customer: string } }
    }
    expect(fromStripe.data.object.customer).toMatch(/^cus_local_/)
  })

  it('survives signing and verification unchanged', () => {
    const secret = generateSigningSecret()
    const event = buildCheckoutCompletedEvent(session, buyer, now)
    const payload = JSON.stringify(event)
    expect(verifyBillingEvent(payload, signBillingPayload(payload, secret), secret)).toEqual(event)
  })
})
