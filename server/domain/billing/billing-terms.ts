import type { BillingPeriod } from '../../../src/contract/billing.ts'
import type { PaidPlan, Plan } from '../../../src/contract/common.ts'
import type { PlanCatalog } from '../../../src/contract/plans.ts'

/*
 * The plan terms of spec §9 and decisions.md (payments) as pure rules: how long a paid period
 * lasts, what it costs, when a refund ends the plan, and what happens when a period runs out.
 */

const DAY_MS = 24 * 60 * 60 * 1000

/** decisions.md: "30 days from the last payment on the built-in checkout". */
export const BUILTIN_MONTH_DAYS = 30
/** A yearly term on the built-in checkout (the v1 catalogue sells one): 365 days, not 30. */
export const BUILTIN_YEAR_DAYS = 365
/** Spec §9: the 7-day money-back guarantee. */
export const REFUND_WINDOW_DAYS = 7

export type PaymentProvider = 'stripe' | 'builtin'

/**
 * The end of a paid period that starts at `from`. The built-in checkout counts days (30, or 365
 * for a yearly term); Stripe's own period is used when an event carries it, and this calendar
 * month or year only stands in until it does. A lifetime deal has no end (null).
 */
export function periodEndFrom(
  from: Date,
  period: BillingPeriod,
  provider: PaymentProvider,
): Date | null {
  if (period === 'lifetime') return null
  if (provider === 'builtin') {
    return new Date(
      from.getTime() + (period === 'yearly' ? BUILTIN_YEAR_DAYS : BUILTIN_MONTH_DAYS) * DAY_MS,
    )
  }
  return addCalendarMonths(from, period === 'yearly' ? 12 : 1)
}

/** Months ahead on the calendar, the day clamped to the month's last (31 Jan + 1 = 28 Feb), as Stripe bills. */
function addCalendarMonths(from: Date, months: number): Date {
  const year = from.getUTCFullYear()
  const month = from.getUTCMonth() + months
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const end = new Date(from)
  end.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay))
  return end
}

/** What a plan costs for a term, in cents, from the active catalogue (the one source of prices). */
export function priceCentsOf(catalog: PlanCatalog, plan: PaidPlan, period: BillingPeriod): number {
  if (period === 'lifetime') {
    if (catalog.lifetimeDeal === null) {
      throw new Error(`The ${catalog.id} catalogue sells no lifetime deal`)
    }
    return Math.round(catalog.lifetimeDeal.price * 100)
  }
  const offer = catalog.plans[plan]
  const price = period === 'yearly' ? offer.yearlyPrice : offer.monthlyPrice
  if (price === null) throw new Error(`The ${catalog.id} catalogue sells no ${period} ${plan} plan`)
  return Math.round(price * 100)
}

/** Whether a refund at `now` falls within the money-back guarantee of the payment at `paidAt`. */
export function isWithinRefundWindow(paidAt: Date | null, now: Date): boolean {
  if (paidAt === null) return false
  const elapsed = now.getTime() - paidAt.getTime()
  return elapsed >= 0 && elapsed <= REFUND_WINDOW_DAYS * DAY_MS
}

/**
 * Our subscription status for a Stripe subscription status (spec §3 shows active, cancelled and
 * pending in their own styles, anything else as "other"). A subscription set to cancel at the
 * period's end is already 'cancelled' for the user, as after our own cancel call; past_due and
 * unpaid (Stripe retrying a failed card) are 'pending', like a failed invoice.
 */
export function statusOfProviderSubscription(status: string, cancelAtPeriodEnd: boolean): string {
  switch (status) {
    case 'active':
    case 'trialing':
      return cancelAtPeriodEnd ? 'cancelled' : 'active'
    case 'past_due':
    case 'unpaid':
    case 'incomplete':
      return 'pending'
    case 'canceled':
    case 'incomplete_expired':
      return 'cancelled'
    default:
      return status
  }
}

/** Whether a provider subscription status means the subscription is over (the plan ends). */
export function isEndedProviderStatus(status: string): boolean {
  return status === 'canceled' || status === 'incomplete_expired'
}

export interface PlanState {
  plan: Plan
  subscriptionStatus: string
  currentPeriodEnd: Date | null
  billingPeriod: BillingPeriod | null
  cancelAtPeriodEnd: boolean
  stripeSubscriptionId: string | null
}

/**
 * What the lazy expiry check (decisions.md) does with a user's plan at `now`:
 * - 'none': nothing is due (free, lifetime, no period end, or the period is still running);
 * - 'end': a cancelled plan's period is over, so the plan returns to free;
 * - 'renew': a built-in-checkout plan that was not cancelled renews itself (test mode has no card
 *   on file to charge, so the renewal is synthetic: a paid record and a new period);
 * - 'wait': a Stripe subscription's period is over; Stripe's own events (invoice.paid,
 *   customer.subscription.updated or .deleted) decide, not our clock.
 */
export function expiryActionOf(state: PlanState, now: Date): 'none' | 'end' | 'renew' | 'wait' {
  if (state.plan === 'free' || state.billingPeriod === 'lifetime') return 'none'
  if (state.currentPeriodEnd === null || state.currentPeriodEnd.getTime() > now.getTime()) {
    return 'none'
  }
  if (state.cancelAtPeriodEnd || state.subscriptionStatus === 'cancelled') return 'end'
  return state.stripeSubscriptionId === null ? 'renew' : 'wait'
}

/** The user-row fields of a plan that has ended (free, cancelled, no period). */
export const ENDED_PLAN = {
  plan: 'free',
  subscriptionStatus: 'cancelled',
  currentPeriodEnd: null,
  billingPeriod: null,
  cancelAtPeriodEnd: false,
} as const
