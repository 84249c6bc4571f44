import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStripeClient } from './client.ts'
import { decodeStripeForm, startFakeStripe } from './fake-stripe-server.ts'
import type { FakeStripeServer } from './fake-stripe-server.ts'

describe('decodeStripeForm', () => {
  it("reads Stripe's bracket encoding back into objects and arrays", () => {
    const body = new URLSearchParams([
      ['mode', 'subscription'],
      ['line_items[0][quantity]', '1'],
      ['line_items[0][price_data][unit_amount]', '999'],
      ['line_items[1][quantity]', '2'],
      ['metadata[plan]', 'premium'],
      ['allowed_payment_method_types[0]', 'card'],
    ]).toString()
    expect(decodeStripeForm(body)).toEqual({
      mode: 'subscription',
      line_items: [{ quantity: '1', price_data: { unit_amount: '999' } }, { quantity: '2' }],
      metadata: { plan: 'premium' },
      allowed_payment_method_types: ['card'],
    })
  })
})

describe('the fake Stripe, through the real SDK', () => {
  let fake: FakeStripeServer
  beforeAll(async () => {
    fake = await startFakeStripe()
  })
  afterAll(async () => {
    await fake?.close()
  })

  it('creates, retrieves and completes checkout sessions', async () => {
    const stripe = createStripeClient({ secretKey: 'sk_test_x', apiUrl: fake.url })
    const created = await stripe.checkout.sessions.create({
      mode: 'payment',
      success_url: 'http://localhost:5173/payment/success?session_id={CHECKOUT_SESSION_ID}',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: 12900, product_data: { name: 'X' } },
        },
      ],
    })
    expect(created).toMatchObject({ status: 'open', payment_status: 'unpaid', amount_total: 12900 })
    fake.completeSession(created.id)
    const read = await stripe.checkout.sessions.retrieve(created.id)
    expect(read).toMatchObject({ status: 'complete', payment_status: 'paid', subscription: null })
    expect(read.customer).toMatch(/^cus_/)
  })

  it("answers Stripe's errors, which the SDK raises as its own", async () => {
    const stripe = createStripeClient({ secretKey: 'sk_test_x', apiUrl: fake.url })
    await expect(stripe.checkout.sessions.retrieve('cs_test_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      statusCode: 404,
    })
    const wrongKey = createStripeClient({ secretKey: 'rk_test_x', apiUrl: fake.url })
    await expect(wrongKey.checkout.sessions.retrieve('cs_test_missing')).rejects.toMatchObject({
      statusCode: 401,
    })
  })
})
