import type { PaidPlan, Plan } from '../../contract/common.ts'
import type { PlanCatalog, PlanOffer } from '../../contract/plans.ts'

/** The terms a plan card can show: the `launch` catalogue sells monthly only, v1 also yearly. */
export type PricingPeriod = 'monthly' | 'yearly'

/** A price and the term it is for. */
export interface Price {
  amount: number
  period: PricingPeriod
}

/**
 * The price a card shows for a term. A plan without a yearly price shows its monthly one even when
 * yearly is chosen, so a card never shows a price the catalogue does not sell.
 */
export function priceOf(offer: PlanOffer, period: PricingPeriod): Price {
  if (period === 'yearly' && offer.yearlyPrice !== null) {
    return { amount: offer.yearlyPrice, period: 'yearly' }
  }
  return { amount: offer.monthlyPrice, period: 'monthly' }
}

/** Whether the catalogue sells both paid plans by the year: only then is the monthly/yearly choice offered. */
export function sellsYearly(plans: PlanCatalog['plans']): boolean {
  return plans.premium.yearlyPrice !== null && plans.pro.yearlyPrice !== null
}

/**
 * What paying by the year saves over twelve monthly payments, rounded to a whole percent, for the paid plan
 * that saves the least (so "save N%" is true of both): v1 premium 96 against 119.88 and pro 288
 * against 359.88 both save 19.9%, shown as 20%. Null when yearly is not sold or saves nothing.
 */
export function yearlySavingsPercent(plans: PlanCatalog['plans']): number | null {
  if (!sellsYearly(plans)) return null
  const savings = [plans.premium, plans.pro].map((offer) => {
    const twelveMonths = offer.monthlyPrice * 12
    if (twelveMonths <= 0 || offer.yearlyPrice === null) return 0
    return Math.round((1 - offer.yearlyPrice / twelveMonths) * 100)
  })
  const least = Math.min(...savings)
  return least > 0 ? least : null
}

const RANK: Record<Plan, number> = { free: 0, premium: 1, pro: 2 }

/**
 * What a plan card's button does (spec §2, pricing; decisions.md, payments):
 * - free: `signin` for a visitor, `dashboard` for a signed-in user;
 * - a paid plan the user already has: `current` (manage it on the profile page);
 * - a paid plan above the user's: `upgrade`; otherwise `choose` (a visitor is sent to sign in first).
 */
export type PlanAction = 'signin' | 'dashboard' | 'current' | 'upgrade' | 'choose'

export function planAction(plan: Plan, signedIn: boolean, currentPlan: Plan | null): PlanAction {
  if (plan === 'free') return signedIn ? 'dashboard' : 'signin'
  if (!signedIn) return 'choose'
  const mine = currentPlan ?? 'free'
  if (mine === plan) return 'current'
  return RANK[plan] > RANK[mine] ? 'upgrade' : 'choose'
}

/** The paid plans, in card order. */
export const PAID_PLAN_ORDER: readonly PaidPlan[] = ['premium', 'pro']
