import { billingPeriodSchema } from '../../../src/contract/billing.ts'
import type { BillingPeriod } from '../../../src/contract/billing.ts'
import { paidPlanSchema } from '../../../src/contract/common.ts'
import type { PaidPlan } from '../../../src/contract/common.ts'

/*
 * Readers of the Stripe-shaped objects inside events. Stripe moved fields between API versions
 * (2025-03-31 "basil": a subscription's current_period_end went to its items, an invoice's
 * subscription to parent.subscription_details), and the built-in checkout sends the lean shape
 * it needs, so every field is read defensively, in both places, from `unknown`.
 */

type Loose = Record<string, unknown>

function asObject(value: unknown): Loose | undefined {
  return typeof value === 'object' && value !== null ? (value as Loose) : undefined
}

function asString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

function asNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined
}

/** An id field that may hold the id or the expanded object. */
export function idOf(value: unknown): string | undefined {
  return asString(value) ?? asString(asObject(value)?.id)
}

/** A Unix time in seconds as a Date. */
export function dateOfSeconds(seconds: number | undefined): Date | undefined {
  return seconds === undefined ? undefined : new Date(seconds * 1000)
}

function metadataOf(value: unknown): Loose {
  return asObject(asObject(value)?.metadata) ?? {}
}

/** `{plan, billing_period}` from metadata, each only when valid. */
export function planTermsOf(metadata: Loose): { plan?: PaidPlan; billingPeriod?: BillingPeriod } {
  const plan = paidPlanSchema.safeParse(metadata.plan)
  const period = billingPeriodSchema.safeParse(metadata.billing_period)
  return {
    ...(plan.success ? { plan: plan.data } : {}),
    ...(period.success ? { billingPeriod: period.data } : {}),
  }
}

/** The end of a subscription's current period: on its first item (2025+), else on itself. */
export function subscriptionPeriodEndOf(subscription: unknown): Date | undefined {
  const object = asObject(subscription)
  if (object === undefined) return undefined
  const items = asObject(object.items)?.data
  const first = Array.isArray(items) ? asObject(items[0]) : undefined
  return dateOfSeconds(asNumber(first?.current_period_end) ?? asNumber(object.current_period_end))
}

export interface SessionFields {
  id: string
  userId: string | undefined
  plan: PaidPlan | undefined
  billingPeriod: BillingPeriod | undefined
  amountCents: number | undefined
  currency: string | undefined
  paid: boolean
  customerId: string | undefined
  subscriptionId: string | undefined
  /** Known only when the event carries the subscription expanded. */
  subscriptionPeriodEnd: Date | undefined
}

/** A completed Checkout Session (Stripe's or the built-in checkout's). */
export function sessionFieldsOf(session: unknown): SessionFields | undefined {
  const object = asObject(session)
  const id = asString(object?.id)
  if (object === undefined || id === undefined) return undefined
  const terms = planTermsOf(metadataOf(object))
  const paymentStatus = asString(object.payment_status)
  return {
    id,
    userId: asString(object.client_reference_id) ?? asString(metadataOf(object).user_id),
    plan: terms.plan,
    billingPeriod: terms.billingPeriod ?? (object.mode === 'payment' ? 'lifetime' : undefined),
    amountCents: asNumber(object.amount_total),
    currency: asString(object.currency),
    // Absent on a lean event: a completed session is a paid one unless it says otherwise.
    paid:
      paymentStatus === undefined ||
      paymentStatus === 'paid' ||
      paymentStatus === 'no_payment_required',
    customerId: idOf(object.customer),
    subscriptionId: idOf(object.subscription),
    subscriptionPeriodEnd: subscriptionPeriodEndOf(object.subscription),
  }
}

export interface InvoiceFields {
  id: string
  customerId: string | undefined
  subscriptionId: string | undefined
  userId: string | undefined
  plan: PaidPlan | undefined
  billingPeriod: BillingPeriod | undefined
  billingReason: string | undefined
  amountPaidCents: number | undefined
  amountDueCents: number | undefined
  currency: string | undefined
  attemptCount: number | undefined
  /** The end of the period the invoice pays for (its subscription line's period). */
  periodEnd: Date | undefined
}

export function invoiceFieldsOf(invoice: unknown): InvoiceFields | undefined {
  const object = asObject(invoice)
  const id = asString(object?.id)
  if (object === undefined || id === undefined) return undefined
  const details = asObject(asObject(object.parent)?.subscription_details)
  const lines = asObject(object.lines)?.data
  const firstLine = Array.isArray(lines) ? asObject(lines[0]) : undefined
  const subscriptionMetadata = asObject(details?.metadata) ?? {}
  const terms = {
    ...planTermsOf(metadataOf(firstLine)),
    ...planTermsOf(metadataOf(object)),
    ...planTermsOf(subscriptionMetadata),
  }
  return {
    id,
    customerId: idOf(object.customer),
    subscriptionId: idOf(details?.subscription) ?? idOf(object.subscription),
    userId: asString(subscriptionMetadata.user_id) ?? asString(metadataOf(object).user_id),
    plan: terms.plan,
    billingPeriod: terms.billingPeriod,
    billingReason: asString(object.billing_reason),
    amountPaidCents: asNumber(object.amount_paid),
    amountDueCents: asNumber(object.amount_due),
    currency: asString(object.currency),
    attemptCount: asNumber(object.attempt_count),
    periodEnd: dateOfSeconds(asNumber(asObject(firstLine?.period)?.end)),
  }
}

export interface SubscriptionFields {
  id: string
  customerId: string | undefined
  userId: string | undefined
  status: string
  /** Set to end at the period's end (cancel_at_period_end, or a cancel_at date). */
  cancelAtPeriodEnd: boolean
  periodEnd: Date | undefined
}

export function subscriptionFieldsOf(subscription: unknown): SubscriptionFields | undefined {
  const object = asObject(subscription)
  const id = asString(object?.id)
  const status = asString(object?.status)
  if (object === undefined || id === undefined || status === undefined) return undefined
  return {
    id,
    customerId: idOf(object.customer),
    userId: asString(metadataOf(object).user_id),
    status,
    cancelAtPeriodEnd:
      object.cancel_at_period_end === true || asNumber(object.cancel_at) !== undefined,
    periodEnd: subscriptionPeriodEndOf(object),
  }
}

export interface ChargeFields {
  id: string
  customerId: string | undefined
  userId: string | undefined
  amountRefundedCents: number
  currency: string | undefined
  /** The whole charge was refunded (a partial refund leaves the plan alone). */
  fullyRefunded: boolean
}

export function chargeFieldsOf(charge: unknown): ChargeFields | undefined {
  const object = asObject(charge)
  const id = asString(object?.id)
  if (object === undefined || id === undefined) return undefined
  return {
    id,
    customerId: idOf(object.customer),
    userId: asString(metadataOf(object).user_id),
    amountRefundedCents: asNumber(object.amount_refunded) ?? 0,
    currency: asString(object.currency),
    fullyRefunded: object.refunded === true,
  }
}
