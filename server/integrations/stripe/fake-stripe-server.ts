import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/*
 * A small stand-in for api.stripe.com, for tests that run the real `stripe` SDK (no maintained
 * stripe-mock exists on npm; toolchain-notes.md). It implements the calls the server makes:
 * POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id, and GET, POST and DELETE (cancel now)
 * /v1/subscriptions/:id, answers in Stripe's JSON shapes and error format, and records every
 * request for assertions. Any subscription id it is asked about is a live one until cancelled.
 */

export type StripeParams = { [key: string]: StripeParamValue }
export type StripeParamValue = string | StripeParamValue[] | StripeParams

export interface RecordedStripeRequest {
  method: string
  path: string
  params: StripeParams
  headers: IncomingMessage['headers']
}

export type FakeCheckoutSession = Record<string, unknown> & {
  id: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid' | 'no_payment_required'
}

export interface FakeSubscription {
  id: string
  status: 'active' | 'canceled'
  cancel_at_period_end: boolean
}

export interface FakeStripeServer {
  /** http://127.0.0.1:<port>, for STRIPE_API_URL. */
  url: string
  requests: RecordedStripeRequest[]
  sessions: Map<string, FakeCheckoutSession>
  subscriptions: Map<string, FakeSubscription>
  /** While set, every call is answered with this HTTP status and Stripe's api_error (an outage). */
  failWith: number | undefined
  /** What a buyer paying on Stripe's page does to a session: complete and paid. */
  completeSession(id: string): FakeCheckoutSession
  close(): Promise<void>
}

/**
 * Reads Stripe's form encoding (`line_items[0][price_data][unit_amount]=999`) back into objects
 * and arrays, as Stripe's API does.
 */
export function decodeStripeForm(body: string): StripeParams {
  const root: StripeParams = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const [head = '', ...rest] = key.split('[').map((part) => part.replace(/\]$/, ''))
    const path = [head, ...rest]
    let node: StripeParams | StripeParamValue[] = root
    path.forEach((name, index) => {
      const last = index === path.length - 1
      const nextIsIndex = !last && /^\d+$/.test(path[index + 1] ?? '')
      const container = node as Record<string, StripeParamValue>
      const slot = Array.isArray(node) ? Number(name) : name
      if (last) {
        ;(container as Record<string | number, StripeParamValue>)[slot] = value
        return
      }
      const existing = (container as Record<string | number, StripeParamValue | undefined>)[slot]
      const child = existing ?? (nextIsIndex ? [] : {})
      ;(container as Record<string | number, StripeParamValue>)[slot] = child
      node = child as StripeParams | StripeParamValue[]
    })
  }
  return root
}

function stripeError(response: ServerResponse, status: number, message: string, param?: string) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(
    JSON.stringify({
      error: {
        type: 'invalid_request_error',
        message,
        ...(status === 404 ? { code: 'resource_missing' } : {}),
        ...(param === undefined ? {} : { param }),
      },
    }),
  )
}

function json(response: ServerResponse, body: unknown) {
  response.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_fake' })
  response.end(JSON.stringify(body))
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

const random = () => randomBytes(12).toString('hex')

function amountOf(params: StripeParams): number {
  const items = params.line_items
  if (!Array.isArray(items)) return 0
  return items.reduce<number>((sum, item) => {
    if (typeof item !== 'object' || Array.isArray(item)) return sum
    const priceData = item.price_data
    const unit =
      typeof priceData === 'object' && !Array.isArray(priceData) ? Number(priceData.unit_amount) : 0
    return sum + unit * Number(typeof item.quantity === 'string' ? item.quantity : 1)
  }, 0)
}

function createSession(params: StripeParams): FakeCheckoutSession | string {
  for (const required of ['mode', 'success_url', 'line_items'] as const) {
    if (params[required] === undefined) return `Missing required param: ${required}.`
  }
  const id = `cs_test_${random()}`
  const items = params.line_items as StripeParams[]
  const priceData = items[0]?.price_data as StripeParams | undefined
  return {
    id,
    object: 'checkout.session',
    url: `https://checkout.stripe.com/c/pay/${id}`,
    mode: params.mode,
    status: 'open',
    payment_status: 'unpaid',
    amount_total: amountOf(params),
    currency: typeof priceData?.currency === 'string' ? priceData.currency : 'usd',
    client_reference_id: params.client_reference_id ?? null,
    customer: null,
    customer_email: params.customer_email ?? null,
    metadata: params.metadata ?? {},
    subscription: null,
    success_url: params.success_url,
    cancel_url: params.cancel_url ?? null,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
  }
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeStripe(): Promise<FakeStripeServer> {
  const requests: RecordedStripeRequest[] = []
  const sessions = new Map<string, FakeCheckoutSession>()
  const subscriptions = new Map<string, FakeSubscription>()
  const subscriptionOf = (id: string): FakeSubscription => {
    const known = subscriptions.get(id) ?? { id, status: 'active', cancel_at_period_end: false }
    subscriptions.set(id, known)
    return known
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake-stripe')
      const body = await readBody(request)
      const params = request.method === 'GET' ? {} : decodeStripeForm(body)
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        params,
        headers: request.headers,
      })

      if (!/^Bearer sk_\w+$/.test(request.headers.authorization ?? '')) {
        response.writeHead(401, { 'content-type': 'application/json' })
        response.end(
          JSON.stringify({
            error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
          }),
        )
        return
      }
      if (fake.failWith !== undefined) {
        response.writeHead(fake.failWith, { 'content-type': 'application/json' })
        response.end(
          JSON.stringify({ error: { type: 'api_error', message: 'The fake Stripe is failing.' } }),
        )
        return
      }
      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const session = createSession(params)
        if (typeof session === 'string') return stripeError(response, 400, session)
        sessions.set(session.id, session)
        return json(response, session)
      }
      const sessionPath = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(url.pathname)
      if (request.method === 'GET' && sessionPath !== null) {
        const session = sessions.get(sessionPath[1] ?? '')
        if (session === undefined) {
          return stripeError(
            response,
            404,
            `No such checkout.session: '${sessionPath[1]}'`,
            'session',
          )
        }
        return json(response, session)
      }
      const subscriptionPath = /^\/v1\/subscriptions\/([\w-]+)$/.exec(url.pathname)
      if (subscriptionPath !== null) {
        const subscription = subscriptionOf(subscriptionPath[1] ?? '')
        if (request.method === 'POST') {
          subscription.cancel_at_period_end = params.cancel_at_period_end === 'true'
        } else if (request.method === 'DELETE') {
          // Stripe refuses to cancel a cancelled subscription again.
          if (subscription.status === 'canceled') {
            return stripeError(
              response,
              400,
              `Subscription ${subscription.id} is already canceled.`,
            )
          }
          subscription.status = 'canceled'
        } else if (request.method !== 'GET') {
          return stripeError(response, 405, `Unsupported method ${request.method}.`)
        }
        return json(response, { object: 'subscription', ...subscription })
      }
      stripeError(response, 404, `Unrecognized request URL (${request.method}: ${url.pathname}).`)
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  const fake: FakeStripeServer = {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    subscriptions,
    failWith: undefined,
    completeSession(id) {
      const session = sessions.get(id)
      if (session === undefined) throw new Error(`no fake session ${id}`)
      const completed: FakeCheckoutSession = {
        ...session,
        status: 'complete',
        payment_status: 'paid',
        customer: `cus_${random()}`,
        subscription: session.mode === 'subscription' ? `sub_${random()}` : null,
      }
      if (typeof completed.subscription === 'string') subscriptionOf(completed.subscription)
      sessions.set(id, completed)
      return completed
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
  return fake
}
