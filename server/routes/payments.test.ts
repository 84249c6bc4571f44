import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkoutSessionResponseSchema, checkoutStatusSchema } from '../../src/contract/billing.ts'
import type { Database } from '../db/database.ts'
import { checkoutSessions, processedEvents } from '../db/schema.ts'
import { buildCheckoutCompletedEvent } from '../domain/billing/builtin-checkout-event.ts'
import { signBillingPayload } from '../domain/billing/webhook-signature.ts'
import { startFakeStripe } from '../integrations/stripe/fake-stripe-server.ts'
import type { FakeStripeServer } from '../integrations/stripe/fake-stripe-server.ts'
import { buildTestApp } from '../test/app.ts'
import type { TestApp } from '../test/app.ts'
import { testDatabases } from '../test/databases.ts'
import { bearer, signUp } from '../test/identity.ts'
import type { TestAccount } from '../test/identity.ts'
import { allowedOriginOf } from './payments.ts'

const ORIGIN = 'http://localhost:5173'
const LOCAL_SECRET = 'whsec_local-test-signing-secret-0123456789'
const STRIPE_WEBHOOK_SECRET = 'whsec_stripe_test_0123456789'
const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Jane Doe' }

describe('allowedOriginOf', () => {
  const allowed = ['http://localhost:5173', 'https://jobfit.example']
  it('takes a configured origin, with or without a path, and nothing else', () => {
    expect(allowedOriginOf('http://localhost:5173', allowed)).toBe('http://localhost:5173')
    expect(allowedOriginOf('https://jobfit.example/pricing', allowed)).toBe(
      'https://jobfit.example',
    )
    expect(allowedOriginOf('https://jobfit.example.evil.test', allowed)).toBeUndefined()
    expect(allowedOriginOf('http://jobfit.example', allowed)).toBeUndefined()
    expect(allowedOriginOf('http://localhost:5174', allowed)).toBeUndefined()
    expect(allowedOriginOf('not a url', allowed)).toBeUndefined()
  })
})

function form(fields: Record<string, string>) {
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  }
}

describe.each(testDatabases())('payments on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>

  beforeAll(async () => {
    ;({ database, dispose } = await target.open())
  })
  afterAll(async () => {
    await dispose?.()
  })

  describe('the built-in test-mode checkout (no Stripe configured)', () => {
    let test: TestApp
    let clock = new Date('2026-11-22T10:00:00Z')

    beforeAll(async () => {
      test = await buildTestApp(
        database,
        { CHECKOUT_SIGNING_SECRET: LOCAL_SECRET, PLAN_CATALOG: 'launch' },
        { now: () => clock },
      )
    })
    afterAll(async () => {
      await test?.close()
    })

    async function startCheckout(
      account: TestAccount,
      body: Record<string, unknown> = { plan_type: 'premium', origin_url: ORIGIN },
      headers: Record<string, string> = {},
    ) {
      return test.app.inject({
        method: 'POST',
        url: '/api/payments/checkout-session',
        headers: { ...bearer(account), 'content-type': 'application/json', ...headers },
        payload: JSON.stringify(body),
      })
    }

    async function newSession(account: TestAccount, headers: Record<string, string> = {}) {
      const response = await startCheckout(account, undefined, headers)
      expect(response.statusCode).toBe(200)
      const body = checkoutSessionResponseSchema.parse(response.json())
      const url = new URL(body.url ?? '')
      return { id: body.session_id ?? '', address: body.url, path: url.pathname }
    }

    async function statusOf(id: string) {
      const response = await test.app.inject({
        url: `/api/payments/checkout-status?session_id=${encodeURIComponent(id)}`,
      })
      return { code: response.statusCode, body: response.json() as Record<string, unknown> }
    }

    async function planOf(account: TestAccount) {
      const response = await test.app.inject({ url: '/api/user/me', headers: bearer(account) })
      return (response.json() as { plan: string }).plan
    }

    it('needs sign-in to start a checkout', async () => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/payments/checkout-session',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ plan_type: 'premium', origin_url: ORIGIN }),
      })
      expect(response.statusCode).toBe(401)
    })

    it('refuses an origin that is not configured (no open redirect)', async () => {
      const account = await signUp()
      const before = (await database.db.select().from(checkoutSessions)).length
      for (const origin_url of ['https://evil.example', 'http://localhost:5173@evil.example']) {
        const response = await startCheckout(account, { plan_type: 'premium', origin_url })
        expect(response.statusCode).toBe(400)
        expect(response.json()).toEqual({ detail: 'This site is not allowed to start a checkout.' })
      }
      expect((await database.db.select().from(checkoutSessions)).length).toBe(before)
    })

    it('refuses terms the active catalogue does not sell, and plans that are not paid', async () => {
      const account = await signUp()
      const yearly = await startCheckout(account, {
        plan_type: 'premium',
        origin_url: ORIGIN,
        billing_period: 'yearly',
      })
      expect(yearly.statusCode).toBe(400)
      expect(yearly.json()).toEqual({ detail: 'The Premium plan is sold monthly only.' })
      const lifetime = await startCheckout(account, {
        plan_type: 'pro',
        origin_url: ORIGIN,
        billing_period: 'lifetime',
      })
      expect(lifetime.json()).toEqual({ detail: 'There is no lifetime deal on offer.' })
      const free = await startCheckout(account, { plan_type: 'free', origin_url: ORIGIN })
      expect(free.statusCode).toBe(422)
    })

    it('sells premium end to end with 4242 4242 4242 4242', async () => {
      const account = await signUp()
      const session = await newSession(account)
      expect(session.id).toMatch(/^cs_test_local_[0-9a-f]{24}$/)
      // Absolute on the API's own origin, as the request reached it.
      expect(session.address).toBe(`http://localhost:80/api/payments/test-checkout/${session.id}`)
      expect(await statusOf(session.id)).toEqual({
        code: 200,
        body: {
          status: 'open',
          payment_status: 'unpaid',
          plan: 'premium',
          billing_period: 'monthly',
        },
      })

      const page = await test.app.inject({ url: session.path })
      expect(page.statusCode).toBe(200)
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(page.body).toContain('TEST MODE')
      expect(page.body).toContain('$9.99')
      expect(page.body).toContain('<label for="card-number">')
      expect(page.body).toContain(`href="${ORIGIN}/payment/cancel"`)
      const csp = String(page.headers['content-security-policy'])
      expect(csp).toContain(`form-action 'self' ${ORIGIN}`)
      expect(csp).toMatch(/style-src 'nonce-[\w+/=]+'/)
      const nonce = /style-src 'nonce-([\w+/=]+)'/.exec(csp)?.[1]
      expect(page.body).toContain(`<style nonce="${nonce}">`)
      expect(page.body).not.toContain('<script')

      const paid = await test.app.inject({ method: 'POST', url: session.path, ...form(GOOD_CARD) })
      expect(paid.statusCode).toBe(303)
      expect(paid.headers.location).toBe(`${ORIGIN}/payment/success?session_id=${session.id}`)
      expect(checkoutStatusSchema.parse((await statusOf(session.id)).body)).toEqual({
        status: 'complete',
        payment_status: 'paid',
        plan: 'premium',
        billing_period: 'monthly',
      })
      expect(await planOf(account)).toBe('premium')

      // Paid once: the page says so, and a second submission changes nothing.
      const again = await test.app.inject({ url: session.path })
      expect(again.body).toContain('This checkout has already been paid.')
      const replay = await test.app.inject({
        method: 'POST',
        url: session.path,
        ...form(GOOD_CARD),
      })
      expect(replay.statusCode).toBe(409)
      expect(replay.body).toContain('This checkout has already been paid.')
      // Bought already: a second checkout for the same term is refused.
      const twice = await startCheckout(account)
      expect(twice.statusCode).toBe(409)
      expect(twice.json()).toEqual({ detail: 'You already have the Premium plan.' })
      const history = await test.app.inject({
        url: '/api/users/me/billing-history',
        headers: bearer(account),
      })
      expect(history.statusCode).toBe(200)
      expect(history.json()).toEqual([
        expect.objectContaining({ plan_type: 'premium', amount: 9.99, payment_status: 'paid' }),
      ])
    })

    it('says a declined card was declined and leaves the session open and the plan free', async () => {
      const account = await signUp()
      const session = await newSession(account)
      const declined = await test.app.inject({
        method: 'POST',
        url: session.path,
        ...form({ ...GOOD_CARD, number: '4000 0000 0000 0002' }),
      })
      expect(declined.statusCode).toBe(402)
      expect(declined.body).toContain(
        '<div class="alert" role="alert">Your card was declined.</div>',
      )
      expect((await statusOf(session.id)).body).toMatchObject({
        status: 'open',
        payment_status: 'unpaid',
      })
      expect(await planOf(account)).toBe('free')
      // The same session can still be paid with another card.
      const paid = await test.app.inject({ method: 'POST', url: session.path, ...form(GOOD_CARD) })
      expect(paid.statusCode).toBe(303)
    })

    it('pays a session once when two submissions race', async () => {
      const account = await signUp()
      const session = await newSession(account)
      const pay = () => test.app.inject({ method: 'POST', url: session.path, ...form(GOOD_CARD) })
      const codes = (await Promise.all([pay(), pay(), pay()])).map((r) => r.statusCode).sort()
      expect(codes).toEqual([303, 409, 409])
      expect(await planOf(account)).toBe('premium')
    })

    it('explains a bad card number, field by field, without charging', async () => {
      const account = await signUp()
      const session = await newSession(account)
      const response = await test.app.inject({
        method: 'POST',
        url: session.path,
        ...form({ ...GOOD_CARD, number: '4242 4242 4242 4241', cvc: '' }),
      })
      expect(response.statusCode).toBe(422)
      expect(response.body).toContain('Your card number is invalid.')
      expect(response.body).toContain('Enter your card&#39;s security code.')
      expect(response.body).toMatch(
        /id="card-number"[^>]*aria-describedby="card-number-hint card-number-error"[^>]*aria-invalid="true"[^>]*autofocus/,
      )
      expect((await statusOf(session.id)).body).toMatchObject({ status: 'open' })
      expect(await planOf(account)).toBe('free')
    })

    it("speaks the buyer's language, and switches on request", async () => {
      const account = await signUp()
      const session = await newSession(account, { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' })
      const page = await test.app.inject({ url: session.path })
      expect(page.body).toContain('<html lang="ru">')
      expect(page.body).toContain('ТЕСТОВЫЙ РЕЖИМ')
      const declined = await test.app.inject({
        method: 'POST',
        url: session.path,
        ...form({ ...GOOD_CARD, number: '4000000000000002', lang: 'es' }),
      })
      expect(declined.body).toContain('Su tarjeta ha sido rechazada.')
      const english = await test.app.inject({ url: `${session.path}?lang=en` })
      expect(english.body).toContain('TEST MODE')
    })

    it('speaks the language the app sends, over the browser header', async () => {
      const account = await signUp()
      const response = await startCheckout(
        account,
        { plan_type: 'premium', origin_url: ORIGIN, language: 'es' },
        { 'accept-language': 'ru-RU,ru;q=0.9' },
      )
      expect(response.statusCode).toBe(200)
      const url = new URL(checkoutSessionResponseSchema.parse(response.json()).url ?? '')
      const page = await test.app.inject({ url: url.pathname })
      expect(page.body).toContain('<html lang="es">')
    })

    it('expires an unpaid session after 24 hours', async () => {
      const account = await signUp()
      const session = await newSession(account)
      const started = clock
      clock = new Date(started.getTime() + 24 * 60 * 60 * 1000)
      try {
        const paid = await test.app.inject({
          method: 'POST',
          url: session.path,
          ...form(GOOD_CARD),
        })
        expect(paid.statusCode).toBe(410)
        expect(paid.body).toContain('This checkout has expired.')
        expect((await statusOf(session.id)).body).toMatchObject({ status: 'expired' })
        expect(await planOf(account)).toBe('free')
      } finally {
        clock = started
      }
    })

    it('answers checkout-status with nothing about the buyer, and 404 for an unknown id', async () => {
      const account = await signUp()
      const session = await newSession(account)
      const { body } = await statusOf(session.id)
      expect(Object.keys(body).sort()).toEqual([
        'billing_period',
        'payment_status',
        'plan',
        'status',
      ])
      expect(await statusOf('cs_test_local_nope')).toMatchObject({ code: 404 })
      const page = await test.app.inject({ url: '/api/payments/test-checkout/cs_test_local_nope' })
      expect(page.statusCode).toBe(404)
      expect(page.body).toContain('This checkout does not exist.')
    })

    it('verifies webhooks with the local secret: valid, forged, missing and replayed', async () => {
      const account = await signUp()
      const session = await newSession(account)
      const [row] = await database.db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, session.id))
      if (row === undefined) throw new Error('no session row')
      const payload = JSON.stringify(
        buildCheckoutCompletedEvent(
          row,
          { id: row.userId, email: account.email, stripeCustomerId: null },
          clock,
        ),
      )
      const post = (headers: Record<string, string>, body = payload) =>
        test.app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: { 'content-type': 'application/json', ...headers },
          payload: body,
        })

      const missing = await post({})
      expect(missing.statusCode).toBe(400)
      expect(missing.json()).toEqual({ detail: 'Invalid signature' })
      const forged = await post({
        'stripe-signature': signBillingPayload(payload, 'whsec_someone_else'),
      })
      expect(forged.statusCode).toBe(400)
      // A valid signature over other bytes: the same JSON re-spaced is another payload.
      const respaced = await post(
        { 'stripe-signature': signBillingPayload(payload, LOCAL_SECRET) },
        JSON.stringify(JSON.parse(payload), null, 2),
      )
      expect(respaced.statusCode).toBe(400)
      expect(await planOf(account)).toBe('free')

      const signature = signBillingPayload(payload, LOCAL_SECRET)
      const valid = await post({ 'stripe-signature': signature })
      expect(valid.statusCode).toBe(200)
      expect(valid.json()).toEqual({ received: true, outcome: 'applied' })
      expect(await planOf(account)).toBe('premium')
      expect((await statusOf(session.id)).body).toMatchObject({
        status: 'complete',
        payment_status: 'paid',
      })

      const replayed = await post({ 'stripe-signature': signature })
      expect(replayed.statusCode).toBe(200)
      expect(replayed.json()).toEqual({ received: true, outcome: 'duplicate' })
      const eventId = (JSON.parse(payload) as { id: string }).id
      expect(
        await database.db.select().from(processedEvents).where(eq(processedEvents.id, eventId)),
      ).toHaveLength(1)
    })

    it('answers 200 to a verified event it does not act on', async () => {
      const payload = JSON.stringify({
        id: 'evt_local_unhandled',
        object: 'event',
        type: 'customer.created',
        created: Math.floor(clock.getTime() / 1000),
        data: { object: { id: 'cus_local_x', object: 'customer' } },
      })
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signBillingPayload(payload, LOCAL_SECRET),
        },
        payload,
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ received: true, outcome: 'ignored' })
    })
  })

  describe('Stripe Checkout (the real SDK against a fake Stripe)', () => {
    let test: TestApp
    let stripe: FakeStripeServer

    beforeAll(async () => {
      stripe = await startFakeStripe()
      test = await buildTestApp(database, {
        STRIPE_SECRET_KEY: 'sk_test_fake_key',
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
        PLAN_CATALOG: 'v1-2025-10-02',
      })
    })
    afterAll(async () => {
      await test?.close()
      await stripe?.close()
    })

    async function start(account: TestAccount, body: Record<string, unknown>) {
      return test.app.inject({
        method: 'POST',
        url: '/api/payments/checkout-session',
        headers: {
          ...bearer(account),
          'content-type': 'application/json',
          'accept-language': 'es',
        },
        payload: JSON.stringify(body),
      })
    }

    it('creates a subscription session with the catalogue price and our return addresses', async () => {
      const account = await signUp()
      const response = await start(account, {
        plan_type: 'pro',
        origin_url: ORIGIN,
        billing_period: 'yearly',
      })
      expect(response.statusCode).toBe(200)
      const body = checkoutSessionResponseSchema.parse(response.json())
      expect(body.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/)

      const request = stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions')
      expect(request?.method).toBe('POST')
      expect(request?.headers.authorization).toBe('Bearer sk_test_fake_key')
      const me = await test.app.inject({ url: '/api/user/me', headers: bearer(account) })
      expect(me.statusCode).toBe(200)
      const [row] = await database.db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, body.session_id ?? ''))
      expect(row).toMatchObject({
        provider: 'stripe',
        plan: 'pro',
        billingPeriod: 'yearly',
        amountCents: 28800,
        originUrl: ORIGIN,
        language: 'es',
      })
      expect(request?.params).toEqual({
        mode: 'subscription',
        allowed_payment_method_types: ['card'],
        line_items: [
          {
            quantity: '1',
            price_data: {
              currency: 'usd',
              unit_amount: '28800',
              product_data: { name: 'JobFit Pro' },
              recurring: { interval: 'year' },
            },
          },
        ],
        client_reference_id: row?.userId,
        metadata: { plan: 'pro', billing_period: 'yearly', user_id: row?.userId },
        subscription_data: {
          metadata: { plan: 'pro', billing_period: 'yearly', user_id: row?.userId },
        },
        customer_email: account.email,
        locale: 'es',
        success_url: `${ORIGIN}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${ORIGIN}/payment/cancel`,
      })
    })

    it('sells the lifetime deal as a one-time payment', async () => {
      const account = await signUp()
      const response = await start(account, {
        plan_type: 'pro',
        origin_url: ORIGIN,
        billing_period: 'lifetime',
      })
      expect(response.statusCode).toBe(200)
      const request = stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions')
      expect(request?.params).toMatchObject({
        mode: 'payment',
        line_items: [{ price_data: { unit_amount: '12900' } }],
        payment_intent_data: { metadata: { plan: 'pro', billing_period: 'lifetime' } },
      })
      expect(
        (request?.params.line_items as { price_data: object }[])[0]?.price_data,
      ).not.toHaveProperty('recurring')
    })

    it('reads Stripe for checkout-status until the session is complete', async () => {
      const account = await signUp()
      const response = await start(account, { plan_type: 'premium', origin_url: ORIGIN })
      const id = checkoutSessionResponseSchema.parse(response.json()).session_id ?? ''
      const status = () =>
        test.app.inject({ url: `/api/payments/checkout-status?session_id=${id}` })
      expect((await status()).json()).toEqual({
        status: 'open',
        payment_status: 'unpaid',
        plan: 'premium',
        billing_period: 'monthly',
      })
      stripe.completeSession(id)
      expect((await status()).json()).toMatchObject({ status: 'complete', payment_status: 'paid' })
      const reads = stripe.requests.filter(
        (r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${id}`,
      )
      expect(reads).toHaveLength(2)
      // Complete: our copy answers, Stripe is not asked again.
      await status()
      expect(stripe.requests.filter((r) => r.path === `/v1/checkout/sessions/${id}`)).toHaveLength(
        2,
      )
      // Completing a session on Stripe's page does not by itself change the plan: the webhook does.
      const me = await test.app.inject({ url: '/api/user/me', headers: bearer(account) })
      expect((me.json() as { plan: string }).plan).toBe('free')
    })

    it('takes a Stripe-signed webhook and refuses one signed with anything else', async () => {
      const account = await signUp()
      const response = await start(account, { plan_type: 'premium', origin_url: ORIGIN })
      const id = checkoutSessionResponseSchema.parse(response.json()).session_id ?? ''
      const session = stripe.completeSession(id)
      const event = {
        id: 'evt_1StripeTest' + id.slice(-8),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        type: 'checkout.session.completed',
        data: { object: session },
      }
      const payload = JSON.stringify(event)
      const post = (secret: string) =>
        test.app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': signBillingPayload(payload, secret),
          },
          payload,
        })
      expect((await post(LOCAL_SECRET)).statusCode).toBe(400)
      const accepted = await post(STRIPE_WEBHOOK_SECRET)
      expect(accepted.statusCode).toBe(200)
      expect(accepted.json()).toEqual({ received: true, outcome: 'applied' })
      const me = await test.app.inject({ url: '/api/user/me', headers: bearer(account) })
      expect((me.json() as { plan: string }).plan).toBe('premium')
    })

    it('turns the built-in checkout off', async () => {
      const page = await test.app.inject({ url: '/api/payments/test-checkout/cs_test_local_abc' })
      expect(page.statusCode).toBe(404)
    })
  })
})
