import { http, HttpResponse } from 'msw'
import type { HttpHandler } from 'msw'
import { endpoints } from '../../contract/endpoints.ts'
import { checkoutSessionSnakeCase, checkoutStatuses } from '../fixtures/billing.ts'
import { errorBodies } from '../fixtures/errors.ts'
import { failing, handle, parseBody, parseQuery, reply, replyError, slowly } from '../mock-http.ts'
import { activatePlan, mockState } from '../state.ts'

const { createCheckoutSession, getCheckoutStatus } = endpoints
const ALL = [createCheckoutSession, getCheckoutStatus]

let sessionCounter = 0

const success: HttpHandler[] = [
  handle(createCheckoutSession, async ({ request }) => {
    const body = await parseBody(createCheckoutSession, request)
    if (body instanceof Response) return body
    sessionCounter += 1
    const sessionId = `cs_test_mock_${Date.now().toString(36)}_${sessionCounter}`
    mockState.checkoutSessions.set(sessionId, {
      status: 'open',
      payment_status: 'unpaid',
      plan: body.plan_type,
    })
    // No hosted page in mock mode: the "checkout" goes straight to the success page, as a paid session would.
    const url = `${body.origin_url.replace(/\/+$/, '')}/payment/success?session_id=${sessionId}`
    return reply(createCheckoutSession, { url, session_id: sessionId })
  }),
  handle(getCheckoutStatus, ({ request }) => {
    const query = parseQuery(getCheckoutStatus, request)
    if (query instanceof Response) return query
    const session = mockState.checkoutSessions.get(query.session_id)
    if (!session) return replyError(404, 'Checkout session not found.')
    if (session.status !== 'complete') {
      // The first look at an open session completes it, the way the webhook would have by now.
      session.status = 'complete'
      session.payment_status = 'paid'
      activatePlan(session.plan)
    }
    return reply(getCheckoutStatus, session)
  }),
]

/**
 * The spec's client tries fallback checkout paths when the first fails (spec §7). They are not part
 * of our API, so they answer 404 here, as on the real server, instead of being unhandled.
 */
const fallbackPaths: HttpHandler[] = [
  http.all('*/api/payments/*', () => HttpResponse.json({ detail: 'Not Found' }, { status: 404 })),
  http.all('*/api/stripe/*', () => HttpResponse.json({ detail: 'Not Found' }, { status: 404 })),
]

export const paymentsHandlers = {
  /** Stateful: a checkout completes on its first status check and upgrades the mock user. */
  success: [...success, ...fallbackPaths],
  /** Every checkout path fails: 'Failed to initiate payment. Please try again.' */
  error: [...failing(ALL, 500, errorBodies.serverError), ...fallbackPaths],
  /** The session call answers 200 but with no address under any of the four names. */
  noAddress: [handle(createCheckoutSession, () => reply(createCheckoutSession, {}))],
  /** The address comes under `checkout_url`. */
  snakeCaseAddress: [
    handle(createCheckoutSession, () => reply(createCheckoutSession, checkoutSessionSnakeCase)),
  ],
  /** Verification fixed at one answer, whatever the session id. */
  statusComplete: [
    handle(getCheckoutStatus, () => reply(getCheckoutStatus, checkoutStatuses.complete)),
  ],
  statusOpen: [handle(getCheckoutStatus, () => reply(getCheckoutStatus, checkoutStatuses.open))],
  statusExpired: [
    handle(getCheckoutStatus, () => reply(getCheckoutStatus, checkoutStatuses.expired)),
  ],
  /** 'Unable to verify payment. Please contact support if this persists.' */
  verifyError: failing([getCheckoutStatus], 500, errorBodies.serverError),
  slow: slowly(ALL, [...success, ...fallbackPaths]),
} satisfies Record<string, HttpHandler[]>
