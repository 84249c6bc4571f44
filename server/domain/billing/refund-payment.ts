import {
  findUserByEmail,
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

export interface RefundResult {
  user: UserRow
  /** The payment that was refunded. */
  payment: BillingRecordRow
  /** Within the 7-day money-back guarantee: the plan ended at once. */
  planEnded: boolean
}

/**
 * The operator's refund of a user's last payment (decisions.md: the 7-day money-back guarantee):
 * through Stripe for a Stripe payment, recorded as a refunded billing record, and, when the
 * payment is at most 7 days old, the plan ends at once. A later refund leaves the plan to run to
 * the end of its period (the operator can still cancel it).
 */
export async function refundLastPayment(
  db: Db,
  email: string,
  options: { now: Date; refundAtProvider: RefundAtProvider | undefined },
): Promise<RefundResult> {
  const { now } = options
  const user = await findUserByEmail(db, email)
  if (user === undefined) throw new RefundError(`No account has the email ${email}.`)
  const payment = await lastPaidRecord(db, user.id)
  if (payment === undefined) throw new RefundError(`${email} has no payment to refund.`)
  if (await hasRefundSince(db, user.id, payment.createdAt)) {
    throw new RefundError(
      `The last payment of ${email} (${payment.createdAt.toISOString()}) is already refunded.`,
    )
  }
  const endPlan = isWithinRefundWindow(payment.createdAt, now) && user.plan !== 'free'
  let externalId = `refund:${payment.externalId}`
  if (payment.provider === 'stripe') {
    if (options.refundAtProvider === undefined) {
      throw new RefundError(
        `The last payment of ${email} went through Stripe, and Stripe is not configured here ` +
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
