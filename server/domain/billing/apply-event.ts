import type Stripe from 'stripe'
import type { BillingPeriod } from '../../../src/contract/billing.ts'
import type { PaidPlan } from '../../../src/contract/common.ts'
import type { PlanCatalog } from '../../../src/contract/plans.ts'
import {
  completeCheckoutSession,
  findBillingUserForUpdate,
  findCheckoutSession,
  insertBillingRecord,
  lastPaidRecord,
  markEventProcessed,
  updateUserBilling,
  upsertRefundRecord,
} from '../../db/billing.ts'
import type { Db } from '../../db/database.ts'
import type { UserRow } from '../../db/schema.ts'
import {
  ENDED_PLAN,
  isEndedProviderStatus,
  isWithinRefundWindow,
  periodEndFrom,
  priceCentsOf,
  statusOfProviderSubscription,
} from './billing-terms.ts'
import type { PaymentProvider } from './billing-terms.ts'
import {
  chargeFieldsOf,
  invoiceFieldsOf,
  sessionFieldsOf,
  subscriptionFieldsOf,
} from './provider-fields.ts'
import type { InvoiceFields } from './provider-fields.ts'

export type ApplyOutcome = 'applied' | 'duplicate' | 'ignored'

/** The built-in checkout's events carry ids of this form (Stripe's are `evt_` and random). */
const BUILTIN_EVENT_PREFIX = 'evt_local_'

/**
 * What a billing record's `description` holds: a stable key that the UI translates, never English
 * (the billing history is shown in three languages).
 */
export const BILLING_DESCRIPTIONS = ['purchase', 'renewal', 'failed_payment', 'refund'] as const

interface EventContext {
  db: Db
  now: Date
  catalog: PlanCatalog
  /** When the provider created the event: the order in which state changes count. */
  eventAt: Date
  provider: PaymentProvider
  eventId: string
}

/**
 * Applies one verified provider event (Stripe's, or the built-in checkout's, which has the same
 * shape) to the database, at most once per event id, safe when events arrive out of order.
 *
 * The event id is recorded in processed_events in the same transaction as the effect: a replay
 * finds it and changes nothing ('duplicate'); a failure rolls both back, so the provider's retry
 * applies it. Payments are always recorded; a change to the subscription's state (plan, status,
 * period) applies only when the event is not older than the newest one already applied to that
 * user (users.subscription_event_at). 'ignored' means nothing changed: an event type we do not
 * act on, an event about no user of ours, or a stale state change.
 */
export async function applyBillingEvent(
  db: Db,
  event: Stripe.Event,
  options: { now: Date; catalog: PlanCatalog },
): Promise<ApplyOutcome> {
  return db.transaction(async (tx) => {
    const transaction = tx as unknown as Db
    if (!(await markEventProcessed(transaction, event.id, event.type))) return 'duplicate'
    const context: EventContext = {
      db: transaction,
      now: options.now,
      catalog: options.catalog,
      eventAt: new Date(event.created * 1000),
      provider: event.id.startsWith(BUILTIN_EVENT_PREFIX) ? 'builtin' : 'stripe',
      eventId: event.id,
    }
    const object: unknown = event.data.object
    switch (event.type) {
      case 'checkout.session.completed':
        return applyCheckoutCompleted(context, object)
      case 'invoice.paid':
        return applyInvoicePaid(context, object)
      case 'invoice.payment_failed':
        return applyInvoiceFailed(context, object)
      case 'customer.subscription.updated':
        return applySubscriptionChange(context, object, false)
      case 'customer.subscription.deleted':
        return applySubscriptionChange(context, object, true)
      case 'charge.refunded':
        return applyChargeRefunded(context, object)
      default:
        return 'ignored'
    }
  })
}

/** Whether a state change from this event may apply (it is not older than the newest applied). */
function isCurrent(user: UserRow, context: EventContext): boolean {
  return user.subscriptionEventAt === null || context.eventAt >= user.subscriptionEventAt
}

async function applyCheckoutCompleted(
  context: EventContext,
  object: unknown,
): Promise<ApplyOutcome> {
  const session = sessionFieldsOf(object)
  if (session === undefined) return 'ignored'
  const { db, now } = context
  const stored = await findCheckoutSession(db, session.id)
  const provider = stored?.provider ?? context.provider
  const user = await findBillingUserForUpdate(db, {
    userId: stored?.userId ?? session.userId,
    subscriptionId: session.subscriptionId,
    customerId: session.customerId,
  })
  const plan = stored?.plan ?? session.plan
  if (user === undefined || plan === undefined) return 'ignored'
  const billingPeriod: BillingPeriod = stored?.billingPeriod ?? session.billingPeriod ?? 'monthly'
  const amountCents =
    session.amountCents ?? stored?.amountCents ?? priceCentsOf(context.catalog, plan, billingPeriod)
  const record = {
    userId: user.id,
    createdAt: now,
    planType: plan,
    billingPeriod,
    amountCents,
    currency: (session.currency ?? stored?.currency ?? 'usd').toLowerCase(),
    description: 'purchase',
    provider,
    externalId: session.id,
  }
  if (!session.paid) {
    // A delayed payment method: the money has not arrived, so the plan waits for it.
    await insertBillingRecord(db, { ...record, paymentStatus: 'pending' })
    return 'applied'
  }
  // One purchase per session, whichever event reports it.
  if (!(await insertBillingRecord(db, { ...record, paymentStatus: 'paid' }))) return 'ignored'
  if (stored !== undefined) await completeCheckoutSession(db, stored.id, now)
  if (!isCurrent(user, context)) return 'applied'
  const periodEnd =
    provider === 'stripe' && billingPeriod !== 'lifetime'
      ? (session.subscriptionPeriodEnd ?? periodEndFrom(now, billingPeriod, 'stripe'))
      : periodEndFrom(now, billingPeriod, 'builtin')
  await updateUserBilling(db, user.id, {
    plan,
    subscriptionStatus: 'active',
    billingPeriod,
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: false,
    lastPaymentAt: now,
    subscriptionEventAt: context.eventAt,
    ...(provider === 'stripe'
      ? {
          stripeCustomerId: session.customerId ?? user.stripeCustomerId,
          // A lifetime deal is a one-time payment: any earlier subscription id stays for matching.
          ...(billingPeriod === 'lifetime'
            ? {}
            : { stripeSubscriptionId: session.subscriptionId ?? null }),
        }
      : {
          // The built-in checkout's local customer id is kept (it reuses it, as Stripe does); its
          // plan renews itself, which the lazy expiry check knows by the null subscription id.
          stripeCustomerId: session.customerId ?? user.stripeCustomerId,
          stripeSubscriptionId: null,
        }),
  })
  return 'applied'
}

/** The user an invoice is about and what it bought (its metadata, else the user's plan). */
async function invoiceTermsOf(
  context: EventContext,
  invoice: InvoiceFields,
): Promise<{ user: UserRow; plan: PaidPlan; billingPeriod: BillingPeriod } | undefined> {
  const user = await findBillingUserForUpdate(context.db, {
    userId: invoice.userId,
    subscriptionId: invoice.subscriptionId,
    customerId: invoice.customerId,
  })
  if (user === undefined) return undefined
  const previous = user.plan === 'free' ? await lastPaidRecord(context.db, user.id) : undefined
  const plan =
    invoice.plan ??
    (user.plan !== 'free'
      ? user.plan
      : previous?.planType !== undefined && previous.planType !== 'free'
        ? previous.planType
        : undefined)
  if (plan === undefined) return undefined
  const period = invoice.billingPeriod ?? user.billingPeriod ?? previous?.billingPeriod ?? 'monthly'
  // An invoice renews a subscription: never a lifetime term.
  return { user, plan, billingPeriod: period === 'lifetime' ? 'monthly' : period }
}

async function applyInvoicePaid(context: EventContext, object: unknown): Promise<ApplyOutcome> {
  const invoice = invoiceFieldsOf(object)
  // A subscription's first invoice is the checkout's payment, recorded by
  // checkout.session.completed (every subscription of ours starts at a checkout).
  if (invoice === undefined || invoice.billingReason === 'subscription_create') return 'ignored'
  const terms = await invoiceTermsOf(context, invoice)
  if (terms === undefined) return 'ignored'
  const { db, now } = context
  const { user, plan, billingPeriod } = terms
  const added = await insertBillingRecord(db, {
    userId: user.id,
    createdAt: now,
    planType: plan,
    billingPeriod,
    amountCents: invoice.amountPaidCents ?? priceCentsOf(context.catalog, plan, billingPeriod),
    currency: (invoice.currency ?? 'usd').toLowerCase(),
    paymentStatus: 'paid',
    description: 'renewal',
    provider: context.provider,
    externalId: invoice.id,
  })
  if (!added) return 'ignored'
  if (!isCurrent(user, context) || user.billingPeriod === 'lifetime') {
    await updateUserBilling(db, user.id, { lastPaymentAt: now })
    return 'applied'
  }
  const base =
    user.currentPeriodEnd !== null && user.currentPeriodEnd > now ? user.currentPeriodEnd : now
  await updateUserBilling(db, user.id, {
    plan,
    billingPeriod,
    subscriptionStatus: user.cancelAtPeriodEnd ? 'cancelled' : 'active',
    currentPeriodEnd: invoice.periodEnd ?? periodEndFrom(base, billingPeriod, context.provider),
    lastPaymentAt: now,
    subscriptionEventAt: context.eventAt,
    stripeSubscriptionId: invoice.subscriptionId ?? user.stripeSubscriptionId,
    stripeCustomerId: invoice.customerId ?? user.stripeCustomerId,
  })
  return 'applied'
}

async function applyInvoiceFailed(context: EventContext, object: unknown): Promise<ApplyOutcome> {
  const invoice = invoiceFieldsOf(object)
  if (invoice === undefined) return 'ignored'
  const terms = await invoiceTermsOf(context, invoice)
  if (terms === undefined) return 'ignored'
  const { db, now } = context
  const { user, plan, billingPeriod } = terms
  // One line per attempt: Stripe retries a failed invoice, and a later success is its own record.
  await insertBillingRecord(db, {
    userId: user.id,
    createdAt: now,
    planType: plan,
    billingPeriod,
    amountCents: invoice.amountDueCents ?? priceCentsOf(context.catalog, plan, billingPeriod),
    currency: (invoice.currency ?? 'usd').toLowerCase(),
    paymentStatus: 'failed',
    description: 'failed_payment',
    provider: context.provider,
    externalId: `${invoice.id}:failed:${invoice.attemptCount ?? context.eventId}`,
  })
  // Access stays while the provider retries; the status says the payment is pending. A plan
  // already cancelled, a lifetime deal or the free plan keep their status.
  if (
    isCurrent(user, context) &&
    user.plan !== 'free' &&
    user.billingPeriod !== 'lifetime' &&
    !user.cancelAtPeriodEnd
  ) {
    await updateUserBilling(db, user.id, {
      subscriptionStatus: 'pending',
      subscriptionEventAt: context.eventAt,
    })
  }
  return 'applied'
}

async function applySubscriptionChange(
  context: EventContext,
  object: unknown,
  deleted: boolean,
): Promise<ApplyOutcome> {
  const subscription = subscriptionFieldsOf(object)
  if (subscription === undefined) return 'ignored'
  const { db } = context
  const user = await findBillingUserForUpdate(db, {
    userId: subscription.userId,
    subscriptionId: subscription.id,
    customerId: subscription.customerId,
  })
  if (
    user === undefined ||
    // An earlier subscription of the same customer says nothing about the current one.
    (user.stripeSubscriptionId !== null && user.stripeSubscriptionId !== subscription.id) ||
    // A lifetime deal outlives any subscription.
    user.billingPeriod === 'lifetime' ||
    !isCurrent(user, context)
  ) {
    return 'ignored'
  }
  if (deleted || isEndedProviderStatus(subscription.status)) {
    await updateUserBilling(db, user.id, { ...ENDED_PLAN, subscriptionEventAt: context.eventAt })
    return 'applied'
  }
  // A plan is granted by a payment, never by a status: on the free plan there is nothing to move
  // (and the event's time is not kept, so a checkout reported a moment later still applies).
  if (user.plan === 'free') return 'ignored'
  await updateUserBilling(db, user.id, {
    subscriptionStatus: statusOfProviderSubscription(
      subscription.status,
      subscription.cancelAtPeriodEnd,
    ),
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    currentPeriodEnd: subscription.periodEnd ?? user.currentPeriodEnd,
    stripeSubscriptionId: subscription.id,
    stripeCustomerId: subscription.customerId ?? user.stripeCustomerId,
    subscriptionEventAt: context.eventAt,
  })
  return 'applied'
}

async function applyChargeRefunded(context: EventContext, object: unknown): Promise<ApplyOutcome> {
  const charge = chargeFieldsOf(object)
  if (charge === undefined) return 'ignored'
  const { db, now } = context
  const user = await findBillingUserForUpdate(db, {
    userId: charge.userId,
    customerId: charge.customerId,
  })
  if (user === undefined) return 'ignored'
  const paid = await lastPaidRecord(db, user.id)
  const planType = paid?.planType ?? user.plan
  // Keyed by the charge, as `jobfit billing refund` keys a refund made through Stripe: the
  // command's record and Stripe's report of it are one line.
  await upsertRefundRecord(db, {
    userId: user.id,
    createdAt: now,
    planType,
    billingPeriod: paid?.billingPeriod ?? user.billingPeriod,
    amountCents: charge.amountRefundedCents,
    currency: (charge.currency ?? paid?.currency ?? 'usd').toLowerCase(),
    paymentStatus: 'refunded',
    description: 'refund',
    provider: context.provider,
    externalId: charge.id,
  })
  // The money-back guarantee: a full refund within 7 days of the payment ends the plan at once.
  if (
    charge.fullyRefunded &&
    user.plan !== 'free' &&
    isWithinRefundWindow(user.lastPaymentAt, now) &&
    isCurrent(user, context)
  ) {
    await updateUserBilling(db, user.id, { ...ENDED_PLAN, subscriptionEventAt: context.eventAt })
  }
  return 'applied'
}
