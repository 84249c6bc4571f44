import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { ApiError, NotAuthenticatedError } from './api-error.ts'
import {
  CHECKOUT_FAILED_MESSAGE,
  CheckoutError,
  checkoutUrlOf,
  getCheckoutStatus,
  startCheckout,
} from './checkout.ts'
import { createApiClient } from './client.ts'
import { TEST_BASE, useTestServer } from './test-server.ts'

const server = useTestServer()

const client = createApiClient({ baseUrl: TEST_BASE, getToken: () => 'tok' })
const input = { plan_type: 'pro', origin_url: 'https://app.test' } as const
const CHECKOUT = 'https://checkout.test/c/cs_123'

interface SeenCall {
  /** 'POST /payments/checkout-session?plan_type=pro&origin_url=…' minus the /api prefix. */
  call: string
  body: unknown
  authorization: string | null
  credentials: RequestCredentials
}

/**
 * One handler for every path under the base, answering from `answer` (keyed by the call as
 * recorded), 404 for anything not listed, and recording every call in order.
 */
function backend(answer: Record<string, () => Response>): SeenCall[] {
  const seen: SeenCall[] = []
  server.use(
    http.all(`${TEST_BASE}/*`, async ({ request }) => {
      const url = new URL(request.url)
      const call = `${request.method} ${url.pathname.replace(/^\/api/, '')}${url.search}`
      const text = await request.text()
      seen.push({
        call,
        body: text ? (JSON.parse(text) as unknown) : undefined,
        authorization: request.headers.get('Authorization'),
        credentials: request.credentials,
      })
      const respond = answer[call]
      return respond ? respond() : HttpResponse.json({ detail: 'Not Found' }, { status: 404 })
    }),
  )
  return seen
}

const query = `?${new URLSearchParams(input).toString()}`
const ORDER = [
  'POST /payments/checkout-session',
  'POST /payments/checkout/session',
  `POST /payments/checkout-session${query}`,
  `POST /payments/checkout/session${query}`,
  'POST /payments/stripe/checkout-session',
  'POST /stripe/create-checkout-session',
]

describe('startCheckout (spec §7 checkout fallbacks)', () => {
  it("uses the contract's POST /payments/checkout-session first and stops at its address", async () => {
    const seen = backend({
      'POST /payments/checkout-session': () =>
        HttpResponse.json({ url: CHECKOUT, session_id: 'cs_123' }),
    })
    await expect(startCheckout(client, input)).resolves.toEqual({
      url: CHECKOUT,
      sessionId: 'cs_123',
    })
    expect(seen.map((s) => s.call)).toEqual(['POST /payments/checkout-session'])
    expect(seen[0]?.body).toEqual({ plan_type: 'pro', origin_url: 'https://app.test' })
    expect(seen[0]?.authorization).toBe('Bearer tok')
    expect(seen[0]?.credentials).toBe('include')
  })

  it('tries every variant in the documented order, then fails with the spec message', async () => {
    const seen = backend({
      'POST /payments/checkout-session': () =>
        HttpResponse.json({ detail: 'Stripe down' }, { status: 502 }),
    })
    const error = await startCheckout(client, input).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CheckoutError)
    expect((error as CheckoutError).message).toBe('Failed to initiate payment. Please try again.')
    expect(CHECKOUT_FAILED_MESSAGE).toBe('Failed to initiate payment. Please try again.')
    expect(seen.map((s) => s.call)).toEqual(ORDER)
    const failures = (error as CheckoutError).failures
    expect(failures).toHaveLength(6)
    expect(failures[0]?.error).toBeInstanceOf(ApiError)
    expect((failures[0]?.error as ApiError).status).toBe(502)
    expect((failures[5]?.error as ApiError).status).toBe(404)
  })

  it('sends the fields as the body on body variants and only in the query on query variants', async () => {
    const seen = backend({})
    await startCheckout(client, input).catch(() => undefined)
    const bodies = seen.map((s) => s.body)
    expect(bodies).toEqual([input, input, undefined, undefined, input, input])
    // Every alias is the same call as the contract's: signed in, with cookies.
    expect(seen.every((s) => s.authorization === 'Bearer tok' && s.credentials === 'include')).toBe(
      true,
    )
  })

  it.each(ORDER.map((call, index) => [index + 1, call] as const))(
    'the first variant with an address wins (attempt %i: %s)',
    async (position, winning) => {
      const seen = backend({
        [winning]: () => HttpResponse.json({ url: `${CHECKOUT}?n=${position}` }),
      })
      await expect(startCheckout(client, input)).resolves.toEqual({
        url: `${CHECKOUT}?n=${position}`,
        sessionId: undefined,
      })
      expect(seen.map((s) => s.call)).toEqual(ORDER.slice(0, position))
    },
  )

  it('skips an OK response that holds no address', async () => {
    const seen = backend({
      'POST /payments/checkout-session': () => HttpResponse.json({ session_id: 'cs_1' }),
      'POST /payments/checkout/session': () => HttpResponse.json({ url: '' }),
      [ORDER[2] ?? '']: () => HttpResponse.json({ payment_url: CHECKOUT }),
    })
    await expect(startCheckout(client, input)).resolves.toMatchObject({ url: CHECKOUT })
    expect(seen).toHaveLength(3)
  })

  it('fails with the spec message when every variant answers without an address', async () => {
    const seen = backend(
      Object.fromEntries(ORDER.map((call) => [call, () => HttpResponse.json({ ok: true })])),
    )
    await expect(startCheckout(client, input)).rejects.toThrow(CHECKOUT_FAILED_MESSAGE)
    expect(seen).toHaveLength(6)
  })

  it.each(['url', 'checkoutUrl', 'checkout_url', 'payment_url'])(
    'takes the address under %s',
    async (field) => {
      backend({ 'POST /payments/checkout-session': () => HttpResponse.json({ [field]: CHECKOUT }) })
      await expect(startCheckout(client, input)).resolves.toMatchObject({ url: CHECKOUT })
    },
  )

  it('prefers url over the other names in one response', async () => {
    backend({
      'POST /payments/checkout-session': () =>
        HttpResponse.json({
          payment_url: 'https://other.test/',
          checkout_url: 'https://other.test/2',
          url: CHECKOUT,
        }),
    })
    await expect(startCheckout(client, input)).resolves.toMatchObject({ url: CHECKOUT })
  })

  it('does not follow an address that is not http(s)', async () => {
    const seen = backend({
      'POST /payments/checkout-session': () => HttpResponse.json({ url: 'javascript:alert(1)' }),
      'POST /payments/checkout/session': () => HttpResponse.json({ checkout_url: CHECKOUT }),
    })
    await expect(startCheckout(client, input)).resolves.toMatchObject({ url: CHECKOUT })
    expect(seen).toHaveLength(2)
  })

  it('treats a response that is not an object as a failure and goes on', async () => {
    backend({
      'POST /payments/checkout-session': () => HttpResponse.json('https://checkout.test/bare'),
      'POST /payments/checkout/session': () => HttpResponse.json({ url: CHECKOUT }),
    })
    await expect(startCheckout(client, input)).resolves.toMatchObject({ url: CHECKOUT })
  })

  it('rethrows "Not authenticated" without calling anything', async () => {
    const seen = backend({})
    const anonymous = createApiClient({ baseUrl: TEST_BASE, getToken: () => null })
    await expect(startCheckout(anonymous, input)).rejects.toBeInstanceOf(NotAuthenticatedError)
    expect(seen).toHaveLength(0)
  })

  it('stops when the caller aborts', async () => {
    const seen = backend({})
    const controller = new AbortController()
    controller.abort()
    await expect(startCheckout(client, input, { signal: controller.signal })).rejects.toMatchObject(
      {
        name: 'AbortError',
      },
    )
    expect(seen).toHaveLength(0)
  })
})

describe('checkoutUrlOf', () => {
  it('reads a relative address against the API base', () => {
    expect(
      checkoutUrlOf(
        { url: '/api/payments/test-checkout/cs_1' },
        'https://app.test/api',
        'https://app.test',
      ),
    ).toBe('https://app.test/api/payments/test-checkout/cs_1')
    expect(checkoutUrlOf({ url: 'pay/cs_1' }, '/api', 'https://app.test/pricing')).toBe(
      'https://app.test/api/pay/cs_1',
    )
  })

  it('refuses data: and javascript: addresses, and nothing at all', () => {
    expect(
      checkoutUrlOf({ url: 'data:text/html,x' }, TEST_BASE, 'https://app.test'),
    ).toBeUndefined()
    expect(
      checkoutUrlOf({ checkoutUrl: ' javascript:x' }, TEST_BASE, 'https://app.test'),
    ).toBeUndefined()
    expect(checkoutUrlOf({}, TEST_BASE, 'https://app.test')).toBeUndefined()
  })
})

describe('getCheckoutStatus', () => {
  it('asks by session id, with cookies and without authorization', async () => {
    const seen = backend({
      'GET /payments/checkout-status?session_id=cs_9': () =>
        HttpResponse.json({ status: 'complete', plan: 'pro' }),
    })
    await expect(getCheckoutStatus(client, 'cs_9')).resolves.toEqual({
      status: 'complete',
      plan: 'pro',
    })
    expect(seen[0]?.authorization).toBeNull()
    expect(seen[0]?.credentials).toBe('include')
  })
})
