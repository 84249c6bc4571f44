import type Stripe from 'stripe'
import type { CheckoutPrice } from './checkout-pricing.ts'
import type { CheckoutLanguage } from './builtin-checkout-text.ts'

/*
 * Stripe Checkout for a plan (decisions.md, payments): an ad-hoc price from the catalogue
 * (price_data, so no product needs setting up in the Stripe dashboard first), a subscription with
 * its renewal interval, or a one-time payment for the lifetime deal.
 */

export function successUrlOf(origin: string, sessionId = '{CHECKOUT_SESSION_ID}'): string {
  return `${origin}/payment/success?session_id=${sessionId}`
}

export function cancelUrlOf(origin: string): string {
  return `${origin}/payment/cancel`
}

export interface StripeCheckoutInput {
  price: CheckoutPrice
  user: { id: string; email: string | null; stripeCustomerId: string | null }
  /** One of the configured origins (checked by the caller). */
  origin: string
  language: CheckoutLanguage
}

/** The Checkout Session to create: everything Stripe needs, nothing about the buyer beyond it. */
export function stripeSessionParams(
  input: StripeCheckoutInput,
): Stripe.Checkout.SessionCreateParams {
  const { price, user, origin, language } = input
  const metadata = { plan: price.plan, billing_period: price.billingPeriod, user_id: user.id }
  // A returning Stripe customer keeps their saved cards; local ids of the built-in checkout are
  // unknown to Stripe. Stripe takes either a customer or an email, not both.
  const customer =
    user.stripeCustomerId !== null && !user.stripeCustomerId.startsWith('cus_local_')
      ? { customer: user.stripeCustomerId }
      : user.email === null
        ? {}
        : { customer_email: user.email }
  return {
    mode: price.mode,
    // Card covers Apple Pay and Google Pay: wallets are card payments on Stripe.
    allowed_payment_method_types: ['card'],
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: price.currency,
          unit_amount: price.amountCents,
          product_data: { name: `JobFit ${price.label}` },
          ...(price.interval === null ? {} : { recurring: { interval: price.interval } }),
        },
      },
    ],
    client_reference_id: user.id,
    metadata,
    ...(price.mode === 'subscription'
      ? { subscription_data: { metadata } }
      : { payment_intent_data: { metadata } }),
    ...customer,
    locale: language,
    success_url: successUrlOf(origin),
    cancel_url: cancelUrlOf(origin),
  }
}

/** Our row's status and payment status for a session as Stripe reports it. */
export function sessionStateOf(
  session: Pick<Stripe.Checkout.Session, 'status' | 'payment_status'>,
): {
  status: 'open' | 'complete' | 'expired'
  paymentStatus: 'unpaid' | 'paid'
} {
  return {
    // Stripe's status list may grow; anything but complete or expired is still open.
    status:
      session.status === 'complete'
        ? 'complete'
        : session.status === 'expired'
          ? 'expired'
          : 'open',
    // Nothing owed (a 100% coupon) counts as paid.
    paymentStatus: session.payment_status === 'unpaid' ? 'unpaid' : 'paid',
  }
}
