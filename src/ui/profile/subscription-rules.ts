import type { BillingPeriod, BillingRecord } from '../../contract/billing.ts'
import type { PaymentStatus, Plan, SubscriptionStatus } from '../../contract/common.ts'
import type { PlanCatalog } from '../../contract/plans.ts'
import type { UsageStats } from '../../contract/users.ts'
import { remainingTone, usagePercent, type Tone } from '../lib/bands.ts'

/**
 * The subscription statuses the profile styles (spec §4): active, cancelled, pending, and any other
 * value (the profile fallback 'inactive', a provider's 'past_due') in one "other" style.
 */
export type SubscriptionStatusKind = 'active' | 'cancelled' | 'pending' | 'other'

export function subscriptionStatusKind(status: SubscriptionStatus): SubscriptionStatusKind {
  // Each case returns its literal: `(string & {})` in the status type keeps a narrowed value wide.
  switch (status) {
    case 'active':
      return 'active'
    case 'cancelled':
      return 'cancelled'
    case 'pending':
      return 'pending'
    default:
      return 'other'
  }
}

export type StatusTone = Tone | 'neutral'

/** Each subscription status kind has its own colour, so the four never look alike. */
export const SUBSCRIPTION_STATUS_TONE: Record<SubscriptionStatusKind, StatusTone> = {
  active: 'success',
  cancelled: 'danger',
  pending: 'warning',
  other: 'neutral',
}

/** Payment statuses (spec §3): paid green, pending yellow, any other (failed, refunded) failed. */
export type PaymentStatusKind = 'paid' | 'pending' | 'failed'

export function paymentStatusKind(status: PaymentStatus): PaymentStatusKind {
  switch (status) {
    case 'paid':
      return 'paid'
    case 'pending':
      return 'pending'
    default:
      return 'failed'
  }
}

export const PAYMENT_STATUS_TONE: Record<PaymentStatusKind, Tone> = {
  paid: 'success',
  pending: 'warning',
  failed: 'danger',
}

/** Statuses with a translated label; any other is shown as the server wrote it. */
export const LABELLED_SUBSCRIPTION_STATUSES = [
  'active',
  'cancelled',
  'pending',
  'inactive',
] as const
export type LabelledSubscriptionStatus = (typeof LABELLED_SUBSCRIPTION_STATUSES)[number]
export const LABELLED_PAYMENT_STATUSES = ['paid', 'pending', 'failed', 'refunded'] as const
export type LabelledPaymentStatus = (typeof LABELLED_PAYMENT_STATUSES)[number]

export function isLabelledSubscriptionStatus(status: string): status is LabelledSubscriptionStatus {
  return (LABELLED_SUBSCRIPTION_STATUSES as readonly string[]).includes(status)
}

export function isLabelledPaymentStatus(status: string): status is LabelledPaymentStatus {
  return (LABELLED_PAYMENT_STATUSES as readonly string[]).includes(status)
}

/** A status the UI does not know, made readable: 'past_due' -> 'Past due'. */
export function humanizeStatus(status: string): string {
  const words = status.replace(/[_-]+/g, ' ').trim()
  return words ? words.charAt(0).toUpperCase() + words.slice(1).toLowerCase() : status
}

/** The generation block of the Subscription tab (spec §2, §9), decided from the usage stats. */
export type GenerationUsage =
  /** Limit 0 (the free plan at launch): 'Upgrade Required' with a link to /pricing. */
  | { kind: 'upgrade-required' }
  /** No limit (the v1 catalogue's pro): the count used, no bar. */
  | { kind: 'unlimited'; used: number }
  | { kind: 'metered'; used: number; limit: number; remaining: number; percent: number; tone: Tone }

export function generationUsage(
  usage: Pick<
    UsageStats,
    'generations_used_this_month' | 'generation_limit' | 'generations_remaining'
  >,
): GenerationUsage {
  const used = usage.generations_used_this_month
  const limit = usage.generation_limit
  if (limit === 0) return { kind: 'upgrade-required' }
  if (limit === null) return { kind: 'unlimited', used }
  // The server's remaining count wins; it is derived only when an older server leaves it out.
  const remaining = Math.max(0, usage.generations_remaining ?? limit - used)
  const shownUsed = Math.max(0, limit - remaining)
  return {
    kind: 'metered',
    used: shownUsed,
    limit,
    remaining,
    percent: usagePercent(shownUsed, limit),
    tone: remainingTone(remaining),
  }
}

/** What the plan card says the plan costs, read from the active catalogue (GET /plans). */
export type PlanPrice =
  | { kind: 'recurring'; amount: number; per: 'month' | 'year' }
  | { kind: 'one-time'; amount: number }

export function planPrice(
  catalog: Pick<PlanCatalog, 'plans' | 'lifetimeDeal'>,
  plan: Plan,
  period: BillingPeriod | undefined,
): PlanPrice {
  const offer = catalog.plans[plan]
  if (period === 'lifetime' && catalog.lifetimeDeal && catalog.lifetimeDeal.plan === plan) {
    return { kind: 'one-time', amount: catalog.lifetimeDeal.price }
  }
  if (period === 'yearly' && offer.yearlyPrice !== null) {
    return { kind: 'recurring', amount: offer.yearlyPrice, per: 'year' }
  }
  return { kind: 'recurring', amount: offer.monthlyPrice, per: 'month' }
}

function timeOf(isoDate: string): number {
  const time = Date.parse(isoDate)
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time
}

/**
 * Billing records newest first. The server already sends them so (decisions.md); sorting again
 * keeps the table right behind an older server. Equal dates keep the server's order.
 */
export function newestFirst<R extends Pick<BillingRecord, 'created_at'>>(
  records: readonly R[],
): R[] {
  return records
    .map((record, index) => ({ record, index, time: timeOf(record.created_at) }))
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .map(({ record }) => record)
}
