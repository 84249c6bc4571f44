import { randomBytes } from 'node:crypto'
import Stripe from 'stripe'
import type { CheckoutSessionRow } from '../../db/schema.ts'

/*
 * The built-in checkout speaks Stripe's event language, so a purchase on it runs through exactly
 * the code a Stripe webhook runs through (decisions.md, payments): it builds the
 * `checkout.session.completed` event Stripe would send, signs it, and verifies it like a webhook.
 * Ids carry `_local_` so they can never be mistaken for Stripe's.
 */

const random = () => randomBytes(12).toString('hex')

export const LOCAL_SESSION_PREFIX = 'cs_test_local_'

export function newLocalSessionId(): string {
  return `${LOCAL_SESSION_PREFIX}${random()}`
}

export interface LocalCheckoutBuyer {
  id: string
  email: string | null
  /** Reused when the user already has a local customer id, as Stripe reuses its customers. */
  stripeCustomerId: string | null
}

/** The JSON of a `checkout.session.completed` event for a paid built-in session. */
export function buildCheckoutCompletedEvent(
  session: CheckoutSessionRow,
  buyer: LocalCheckoutBuyer,
  now: Date,
): Record<string, unknown> {
  const created = Math.floor(now.getTime() / 1000)
  const mode = session.billingPeriod === 'lifetime' ? 'payment' : 'subscription'
  const customer = buyer.stripeCustomerId?.startsWith('cus_local_')
    ? buyer.stripeCustomerId
    : `cus_local_${random()}`
  return {
    id: `evt_local_${random()}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 0,
    request: { id: null, idempotency_key: null },
    type: 'checkout.session.completed',
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        client_reference_id: buyer.id,
        metadata: { plan: session.plan, billing_period: session.billingPeriod, user_id: buyer.id },
        amount_subtotal: session.amountCents,
        amount_total: session.amountCents,
        currency: session.currency,
        mode,
        status: 'complete',
        payment_status: 'paid',
        customer,
        customer_email: buyer.email,
        customer_details: { email: buyer.email },
        subscription: mode === 'subscription' ? `sub_local_${random()}` : null,
        invoice: null,
        payment_intent: `pi_local_${random()}`,
        livemode: false,
        created: Math.floor(session.createdAt.getTime() / 1000),
        success_url: `${session.originUrl}/payment/success?session_id=${session.id}`,
        cancel_url: `${session.originUrl}/payment/cancel`,
      },
    },
  }
}
