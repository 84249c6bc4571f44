import type { BillingPeriod } from '../../../src/contract/billing.ts'
import type { PaidPlan } from '../../../src/contract/common.ts'
import type { PlanCatalog } from '../../../src/contract/plans.ts'

/** What one checkout sells, read from the active catalogue (the only source of prices). */
export interface CheckoutPrice {
  plan: PaidPlan
  billingPeriod: BillingPeriod
  /** Stripe counts in the currency's smallest unit: cents. */
  amountCents: number
  /** Lower case, as Stripe writes it. */
  currency: string
  /** A renewing subscription, or the lifetime deal's one-time payment. */
  mode: 'subscription' | 'payment'
  /** The renewal interval of a subscription; null for a one-time payment. */
  interval: 'month' | 'year' | null
  /** The catalogue's label of the plan ('Premium'), for Stripe's product name. */
  label: string
}

export type CheckoutPriceResult =
  { ok: true; price: CheckoutPrice } | { ok: false; message: string }

/** 9.99 → 999 without floating-point drift (9.99 * 100 is 998.9999999999999). */
export function toCents(amount: number): number {
  return Math.round(amount * 100)
}

/**
 * The price of a plan and billing period under a catalogue, or why it is not for sale: the
 * launch catalogue sells monthly terms only; v1-2025-10-02 adds yearly terms and a lifetime deal
 * of pro (decisions.md, spec §9).
 */
export function checkoutPriceOf(
  catalog: PlanCatalog,
  plan: PaidPlan,
  billingPeriod: BillingPeriod,
): CheckoutPriceResult {
  const offer = catalog.plans[plan]
  const currency = catalog.currency.toLowerCase()
  const base = { plan, billingPeriod, currency, label: offer.label }
  if (billingPeriod === 'monthly') {
    return {
      ok: true,
      price: {
        ...base,
        amountCents: toCents(offer.monthlyPrice),
        mode: 'subscription',
        interval: 'month',
      },
    }
  }
  if (billingPeriod === 'yearly') {
    if (offer.yearlyPrice === null) {
      return { ok: false, message: `The ${offer.label} plan is sold monthly only.` }
    }
    return {
      ok: true,
      price: {
        ...base,
        amountCents: toCents(offer.yearlyPrice),
        mode: 'subscription',
        interval: 'year',
      },
    }
  }
  const deal = catalog.lifetimeDeal
  if (deal === null) return { ok: false, message: 'There is no lifetime deal on offer.' }
  if (deal.plan !== plan) {
    return {
      ok: false,
      message: `The lifetime deal is for the ${catalog.plans[deal.plan].label} plan only.`,
    }
  }
  return {
    ok: true,
    price: { ...base, amountCents: toCents(deal.price), mode: 'payment', interval: null },
  }
}
