import type Stripe from 'stripe'
import type { CancelAtProvider } from './cancel-subscription.ts'
import type { EndAtProvider } from './end-subscription-on-delete.ts'
import type { RefundAtProvider } from './refund-payment.ts'

/*
 * The things billing asks of Stripe itself (everything else arrives as webhook events): cancel a
 * subscription at its period's end or (deleting the account) at once, and refund a payment. Built
 * on the server's Stripe
 * client (server/integrations/stripe/client.ts).
 */

/** Stripe's cancel-at-period-end: the subscription stays until its period ends, then Stripe ends it. */
export function cancelAtStripe(stripe: Stripe): CancelAtProvider {
  return async (subscriptionId) => {
    await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true })
  }
}

/** Subscriptions in these states charge nothing more. */
const ENDED_STATUSES: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired'])

/**
 * Stripe's immediate cancel, for account deletion. Stripe refuses to cancel an already ended
 * subscription (a retried deletion, or a subscription ended by a refund): that counts as done once
 * Stripe confirms the subscription is ended; any other failure is passed on.
 */
export function endAtStripe(stripe: Stripe): EndAtProvider {
  return async (subscriptionId) => {
    try {
      await stripe.subscriptions.cancel(subscriptionId)
    } catch (error) {
      const current = await stripe.subscriptions.retrieve(subscriptionId).catch(() => undefined)
      if (current === undefined || !ENDED_STATUSES.has(current.status)) throw error
    }
  }
}

function idOf(value: string | { id: string } | null | undefined): string | undefined {
  return typeof value === 'string' ? value : (value?.id ?? undefined)
}

/**
 * The PaymentIntent behind one of our paid records: a Checkout Session's (a one-time payment, or
 * the first invoice of a subscription), or an invoice's. Invoices carry their payments in
 * `invoice_payments` since Stripe API 2025-03-31.
 */
async function paymentIntentOf(stripe: Stripe, externalId: string): Promise<string> {
  let invoiceId: string | undefined = externalId.startsWith('in_') ? externalId : undefined
  if (externalId.startsWith('cs_')) {
    const session = await stripe.checkout.sessions.retrieve(externalId)
    const direct = idOf(session.payment_intent)
    if (direct !== undefined) return direct
    invoiceId = idOf(session.invoice)
  }
  if (invoiceId === undefined) throw new Error(`No Stripe payment is known for ${externalId}`)
  const payments = await stripe.invoicePayments.list({ invoice: invoiceId, limit: 10 })
  for (const payment of payments.data) {
    const intent = idOf(payment.payment.payment_intent)
    if (intent !== undefined && payment.status === 'paid') return intent
  }
  throw new Error(`Invoice ${invoiceId} has no paid PaymentIntent to refund`)
}

/**
 * Refunds a payment in full through Stripe, and within the money-back window also ends the
 * subscription at once (so Stripe neither charges again nor restores the plan through its events).
 */
export function refundAtStripe(stripe: Stripe): RefundAtProvider {
  return async (payment) => {
    const paymentIntent = await paymentIntentOf(stripe, payment.externalId)
    const refund = await stripe.refunds.create({
      payment_intent: paymentIntent,
      reason: 'requested_by_customer',
      metadata: { reason: 'money-back guarantee' },
    })
    const chargeId = idOf(refund.charge)
    if (chargeId === undefined) throw new Error(`Stripe refund ${refund.id} names no charge`)
    if (payment.endPlan && payment.stripeSubscriptionId !== null) {
      await stripe.subscriptions.cancel(payment.stripeSubscriptionId)
    }
    return { chargeId }
  }
}
