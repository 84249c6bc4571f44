import type { HttpHandler } from 'msw'
import { endpoints } from '../../contract/endpoints.ts'
import type { BillingRecord, SubscriptionDetails } from '../../contract/billing.ts'
import {
  billingHistory,
  pendingPayment,
  refundedPayment,
  subscriptions,
} from '../fixtures/billing.ts'
import { errorBodies } from '../fixtures/errors.ts'
import { failing, handle, parseBody, reply, replyError, slowly } from '../mock-http.ts'
import { mockState } from '../state.ts'

const { getSubscription, getBillingHistory, cancelSubscription } = endpoints
const ALL = [getSubscription, getBillingHistory, cancelSubscription]

const success: HttpHandler[] = [
  handle(getSubscription, () => reply(getSubscription, mockState.subscription)),
  handle(getBillingHistory, () => reply(getBillingHistory, mockState.billingHistory)),
  handle(cancelSubscription, async ({ request }) => {
    const body = await parseBody(cancelSubscription, request)
    if (body instanceof Response) return body
    if (mockState.subscription.plan === 'free')
      return replyError(400, 'There is no paid subscription to cancel.')
    // Access continues until the end of the paid period (decisions.md, payments).
    const accessUntil = mockState.subscription.next_billing_date ?? new Date().toISOString()
    mockState.subscription = {
      ...mockState.subscription,
      subscription_status: 'cancelled',
      next_billing_date: null,
      access_until: accessUntil,
    }
    mockState.profile = { ...mockState.profile, subscription_status: 'cancelled' }
    return reply(cancelSubscription, {
      message: 'Subscription cancelled',
      subscription_status: 'cancelled',
      access_until: accessUntil,
    })
  }),
]

/** A fixed account: its subscription and its billing history. */
function account(subscription: SubscriptionDetails, history: BillingRecord[]): HttpHandler[] {
  return [
    handle(getSubscription, () => reply(getSubscription, subscription)),
    handle(getBillingHistory, () => reply(getBillingHistory, history)),
  ]
}

export const billingHandlers = {
  /** Stateful: an active pro subscription with five payments (paid, pending, failed); cancelling sticks. */
  success,
  free: account(subscriptions.free, []),
  premium: account(
    subscriptions.premium,
    billingHistory.filter((row) => row.plan_type === 'premium'),
  ),
  cancelled: account(subscriptions.proCancelled, billingHistory),
  /** A purchase the payment provider has not confirmed yet. */
  pending: account(subscriptions.premiumPending, pendingPayment),
  /** The v1 lifetime deal: no next billing date. */
  lifetime: account(subscriptions.proLifetime, []),
  /** A status the UI does not know ('past_due'): shown in the "other" style. */
  otherStatus: account(subscriptions.proPastDue, billingHistory),
  /** History with a refund row. */
  refunded: account(subscriptions.free, [...refundedPayment, ...billingHistory.slice(2)]),
  empty: [handle(getBillingHistory, () => reply(getBillingHistory, []))],
  error: failing(ALL, 500, errorBodies.serverError),
  cancelError: failing([cancelSubscription], 500, errorBodies.serverError),
  slow: slowly(ALL, success),
} satisfies Record<string, HttpHandler[]>
