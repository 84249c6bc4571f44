import { http, HttpResponse } from 'msw'
import type { HttpHandler } from 'msw'
import type { PaidPlan } from '../../contract/common.ts'
import { endpoints } from '../../contract/endpoints.ts'
import { checkoutSessionSnakeCase, checkoutStatuses } from '../fixtures/billing.ts'
import { errorBodies } from '../fixtures/errors.ts'
import { profiles } from '../fixtures/users.ts'
import { failing, handle, parseBody, parseQuery, reply, replyError, slowly } from '../mock-http.ts'
import { activatePlan, mockState } from '../state.ts'

const { createCheckoutSession, getCheckoutStatus, getProfile } = endpoints
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

/** How long the `webhookLag` scenario's plan change trails the verified payment. */
export const WEBHOOK_LAG_MS = 2_500

/**
 * A free user whose payment for `plan` is verified at once, while the plan change (the webhook)
 * arrives `lagMs` after the status check: GET /user/me reads free until then, then the plan. Each
 * status check starts the lag again, so every visit to the success page sees "Activating your plan".
 */
export function activationAfter(lagMs: number, plan: PaidPlan = 'premium'): HttpHandler[] {
  let paidAt: number | null = null
  return [
    handle(getCheckoutStatus, () => {
      paidAt = Date.now()
      return reply(getCheckoutStatus, { status: 'complete', payment_status: 'paid', plan })
    }),
    handle(getProfile, () => {
      const activated = paidAt !== null && Date.now() - paidAt >= lagMs
      return reply(
        getProfile,
        activated ? { ...profiles.free, plan, subscription_status: 'active' } : profiles.free,
      )
    }),
  ]
}

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
  /** Paid for premium; the plan changes 2.5 s later (the success page shows "Activating your plan"). */
  webhookLag: activationAfter(WEBHOOK_LAG_MS),
  /** Paid, but the plan never leaves free: the success page gives up after 30 s ('Unable to verify ...'). */
  neverActivates: [
    handle(getCheckoutStatus, () =>
      reply(getCheckoutStatus, { status: 'complete', payment_status: 'paid', plan: 'premium' }),
    ),
    handle(getProfile, () => reply(getProfile, profiles.free)),
  ],
  /** 'Unable to verify payment. Please contact support if this persists.' */
  verifyError: failing([getCheckoutStatus], 500, errorBodies.serverError),
  slow: slowly(ALL, [...success, ...fallbackPaths]),
} satisfies Record<string, HttpHandler[]>
