import { describe, expect, it } from 'vitest'
import { getPlanCatalog } from '../../../src/contract/plan-catalogs.ts'
import { checkoutPriceOf } from './checkout-pricing.ts'
import { sessionStateOf, stripeSessionParams } from './stripe-checkout.ts'

const priced = checkoutPriceOf(getPlanCatalog('launch'), 'premium', 'monthly')
if (!priced.ok) throw new Error('premium monthly is for sale at launch')
const input = {
  price: priced.price,
  user: { id: 'user-1', email: 'jane@example.com', stripeCustomerId: null },
  origin: 'https://jobfit.example',
  language: 'ru' as const,
}

describe('stripeSessionParams', () => {
  it('names the buyer by email the first time, and by their Stripe customer afterwards', () => {
    expect(stripeSessionParams(input)).toMatchObject({ customer_email: 'jane@example.com' })
    expect(stripeSessionParams(input)).not.toHaveProperty('customer')
    const returning = stripeSessionParams({
      ...input,
      user: { ...input.user, stripeCustomerId: 'cus_Q1w2e3' },
    })
    expect(returning).toMatchObject({ customer: 'cus_Q1w2e3' })
    expect(returning).not.toHaveProperty('customer_email')
    // The built-in checkout's local customer ids mean nothing to Stripe.
    const local = stripeSessionParams({
      ...input,
      user: { ...input.user, stripeCustomerId: 'cus_local_abc' },
    })
    expect(local).toMatchObject({ customer_email: 'jane@example.com' })
    expect(local).not.toHaveProperty('customer')
  })

  it('returns to the app origin, with Stripe filling in the session id', () => {
    expect(stripeSessionParams(input)).toMatchObject({
      success_url: 'https://jobfit.example/payment/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://jobfit.example/payment/cancel',
      locale: 'ru',
      line_items: [{ price_data: { unit_amount: 999, recurring: { interval: 'month' } } }],
    })
  })
})

describe('sessionStateOf', () => {
  it("maps Stripe's session states onto ours", () => {
    expect(sessionStateOf({ status: 'complete', payment_status: 'paid' })).toEqual({
      status: 'complete',
      paymentStatus: 'paid',
    })
    expect(sessionStateOf({ status: 'complete', payment_status: 'no_payment_required' })).toEqual({
      status: 'complete',
      paymentStatus: 'paid',
    })
    expect(sessionStateOf({ status: 'expired', payment_status: 'unpaid' })).toEqual({
      status: 'expired',
      paymentStatus: 'unpaid',
    })
    expect(sessionStateOf({ status: null, payment_status: 'unpaid' })).toEqual({
      status: 'open',
      paymentStatus: 'unpaid',
    })
  })
})
