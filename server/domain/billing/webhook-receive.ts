import type Stripe from 'stripe'
import type { PlanCatalog } from '../../../src/contract/plans.ts'
import type { Db } from '../../db/database.ts'
import { applyBillingEvent } from './apply-event.ts'
import type { ApplyOutcome } from './apply-event.ts'
import { findCheckoutSession, updateCheckoutSession } from './checkout-sessions.ts'
import { sessionStateOf } from './stripe-checkout.ts'
import { verifyBillingEvent } from './webhook-signature.ts'

export interface BillingEventContext {
  catalog: PlanCatalog
  now: () => Date
  /** STRIPE_WEBHOOK_SECRET, or the local secret the built-in checkout signs with. */
  secret: string
}

export interface ReceivedEvent {
  event: Stripe.Event
  outcome: ApplyOutcome
}

const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
])

/**
 * Keeps our copy of a checkout session in step with its events, so checkout-status answers
 * without asking Stripe. A completed session is never reopened or expired by a late event.
 */
async function mirrorCheckoutSession(db: Db, event: Stripe.Event, now: Date): Promise<void> {
  if (!SESSION_EVENTS.has(event.type)) return
  const session = event.data.object as Stripe.Checkout.Session
  const row = await findCheckoutSession(db, session.id)
  if (row === undefined) return
  if (event.type === 'checkout.session.expired') {
    if (row.status === 'open') await updateCheckoutSession(db, row.id, { status: 'expired' })
    return
  }
  const state = sessionStateOf(session)
  if (row.status === 'complete' && row.paymentStatus === 'paid') return
  await updateCheckoutSession(db, row.id, {
    status: state.status,
    paymentStatus: state.paymentStatus,
    completedAt: row.completedAt ?? now,
  })
}

/**
 * The one way into billing (decisions.md, payments): a payload and its Stripe-Signature header,
 * verified on the exact bytes, then applied at most once. Stripe's webhook route and the built-in
 * checkout both come through here. Throws InvalidSignatureError before touching anything.
 */
export async function receiveBillingEvent(
  db: Db,
  payload: string | Buffer,
  signatureHeader: string | string[] | undefined,
  context: BillingEventContext,
): Promise<ReceivedEvent> {
  const event = verifyBillingEvent(payload, signatureHeader, context.secret)
  const now = context.now()
  const outcome = await applyBillingEvent(db, event, { now, catalog: context.catalog })
  await mirrorCheckoutSession(db, event, now)
  return { event, outcome }
}
