import {
  findBillingRecord,
  findUserByUidOrId,
  findUsersByEmail,
  hasRefundSince,
  lastPaidRecord,
  lockUser,
  updateUserBilling,
  upsertRefundRecord,
} from '../../db/billing.ts'
import type { Db } from '../../db/database.ts'
import type { BillingRecordRow, UserRow } from '../../db/schema.ts'
import { ENDED_PLAN, isWithinRefundWindow } from './billing-terms.ts'

/**
 * Refunds a Stripe payment (the paid record's external id: a Checkout Session or an invoice) in
 * full and resolves with the refunded charge's id. Given by the Stripe integration when Stripe is
 * configured; it should also cancel the subscription at Stripe at once when `endPlan` is true, so
 * that Stripe neither charges again nor restores the plan.
 */
export type RefundAtProvider = (payment: {
  externalId: string
  amountCents: number
  currency: string
  stripeCustomerId: string | null
  stripeSubscriptionId: string | null
  endPlan: boolean
}) => Promise<{ chargeId: string }>

/** A refund that cannot be made; the message says why, for the operator. */
export class RefundError extends Error {
  override name = 'RefundError'
}

/** Whose payment to refund: by email (refused when several accounts share it), user or payment. */
export type RefundTarget =
  | { by: 'email'; email: string }
  /** A Firebase uid or our internal user id. */
  | { by: 'user'; id: string }
  /** Our billing record id (the billing history's) or the provider's (cs_..., in_...). */
  | { by: 'payment'; id: string }

/** How the operator's messages name a user: the email they know, and the uid that is sure. */
export function labelOf(user: Pick<UserRow, 'email' | 'firebaseUid'>): string {
  return user.email === null ? `uid ${user.firebaseUid}` : `${user.email} (uid ${user.firebaseUid})`
}

const day = (date: Date) => date.toISOString().slice(0, 10)

/**
 * The refusal of an email that several accounts share: refunding the oldest (or any) of them
 * could send someone else's money back. Lists each candidate and how to name one exactly.
 */
export function ambiguousEmailMessage(email: string, candidates: readonly UserRow[]): string {
  const lines = candidates.map(
    (user) =>
      `  ${user.firebaseUid}  (id ${user.id}, created ${day(user.createdAt)}, plan ${user.plan})`,
  )
  return [
    `${candidates.length} accounts have the email ${email}, so it does not say whose payment to refund:`,
    ...lines,
    'Pick one by its uid: jobfit billing refund --user <uid>, or name the payment itself:',
    'jobfit billing refund --payment <payment id>.',
  ].join('\n')
}

/** The one user a refund is about; RefundError when there is none or the email is ambiguous. */
async function userOfTarget(
  db: Db,
  target: Exclude<RefundTarget, { by: 'payment' }>,
): Promise<UserRow> {
  if (target.by === 'user') {
    const user = await findUserByUidOrId(db, target.id)
    if (user === undefined) throw new RefundError(`No account has the uid or id ${target.id}.`)
    return user
  }
  const email = target.email.trim()
  const candidates = await findUsersByEmail(db, email)
  const [only, ...others] = candidates
  if (only === undefined) throw new RefundError(`No account has the email ${email}.`)
  if (others.length > 0) throw new RefundError(ambiguousEmailMessage(email, candidates))
  return only
}

/**
 * The operator's refund (decisions.md: the 7-day money-back guarantee): of a user's last payment
 * when a user is named (by a unique email, uid or id), or of one payment by its id. See
 * `refundOne` for what a refund does.
 */
export async function refundPayment(
  db: Db,
  target: RefundTarget,
  options: { now: Date; refundAtProvider: RefundAtProvider | undefined },
): Promise<RefundResult> {
  if (target.by !== 'payment') {
    const user = await userOfTarget(db, target)
    const payment = await lastPaidRecord(db, user.id)
    if (payment === undefined) throw new RefundError(`${labelOf(user)} has no payment to refund.`)
    if (await hasRefundSince(db, user.id, payment.createdAt)) {
      throw new RefundError(
        `The last payment of ${labelOf(user)} (${payment.createdAt.toISOString()}) is already refunded.`,
      )
    }
    return refundOne(db, user, payment, { ...options, isLast: true })
  }
  const payment = await findBillingRecord(db, target.id)
  if (payment === undefined) throw new RefundError(`No payment has the id ${target.id}.`)
  if (payment.paymentStatus !== 'paid') {
    throw new RefundError(
      `Payment ${payment.id} is ${payment.paymentStatus}, not paid: there is nothing to refund.`,
    )
  }
  const user = payment.userId === null ? undefined : await findUserByUidOrId(db, payment.userId)
  if (user === undefined) {
    throw new RefundError(
      `Payment ${payment.id} belongs to a deleted account. Refund it in the Stripe dashboard ` +
        '(its charge.refunded event records it); a built-in test payment has no money to return.',
    )
  }
  const last = await lastPaidRecord(db, user.id)
  const isLast = last?.id === payment.id
  // A built-in refund is keyed by its payment; a Stripe refund by its charge, unknown here, so a
  // refund since the last payment counts (and Stripe itself refuses to refund a charge twice).
  const refunded =
    (await findBillingRecord(db, `refund:${payment.externalId}`)) !== undefined ||
    (payment.provider === 'stripe' &&
      isLast &&
      (await hasRefundSince(db, user.id, payment.createdAt)))
  if (refunded)
    throw new RefundError(`Payment ${payment.id} of ${labelOf(user)} is already refunded.`)
  return refundOne(db, user, payment, { ...options, isLast })
}

export interface RefundResult {
  user: UserRow
  /** The payment that was refunded. */
  payment: BillingRecordRow
  /** Within the 7-day money-back guarantee: the plan ended at once. */
  planEnded: boolean
}

/**
 * Refunds one paid record: through Stripe for a Stripe payment, recorded as a refunded billing
 * record, and, when it is the user's last payment and at most 7 days old, the plan ends at once.
 * A later refund (or of an earlier payment) leaves the plan to run to the end of its period (the
 * operator can still cancel it).
 */
async function refundOne(
  db: Db,
  user: UserRow,
  payment: BillingRecordRow,
  options: { now: Date; refundAtProvider: RefundAtProvider | undefined; isLast: boolean },
): Promise<RefundResult> {
  const { now } = options
  const endPlan =
    options.isLast && isWithinRefundWindow(payment.createdAt, now) && user.plan !== 'free'
  let externalId = `refund:${payment.externalId}`
  if (payment.provider === 'stripe') {
    if (options.refundAtProvider === undefined) {
      throw new RefundError(
        `The payment of ${labelOf(user)} went through Stripe, and Stripe is not configured here ` +
          '(STRIPE_SECRET_KEY). Configure it, or refund in the Stripe dashboard: its charge.refunded ' +
          'event then records the refund.',
      )
    }
    const refund = await options.refundAtProvider({
      externalId: payment.externalId,
      amountCents: payment.amountCents,
      currency: payment.currency,
      stripeCustomerId: user.stripeCustomerId,
      stripeSubscriptionId: user.stripeSubscriptionId,
      endPlan,
    })
    // The key Stripe's charge.refunded event uses too, so the refund is one line either way.
    externalId = refund.chargeId
  }
  return db.transaction(async (tx) => {
    const transaction = tx as unknown as Db
    const locked = (await lockUser(transaction, user.id)) ?? user
    await upsertRefundRecord(transaction, {
      userId: user.id,
      createdAt: now,
      planType: payment.planType,
      billingPeriod: payment.billingPeriod,
      amountCents: payment.amountCents,
      currency: payment.currency,
      paymentStatus: 'refunded',
      description: 'refund',
      provider: payment.provider,
      externalId,
    })
    if (!endPlan || locked.plan === 'free') return { user: locked, payment, planEnded: false }
    const ended = await updateUserBilling(transaction, user.id, {
      ...ENDED_PLAN,
      subscriptionEventAt: now,
    })
    return { user: ended, payment, planEnded: true }
  })
}
