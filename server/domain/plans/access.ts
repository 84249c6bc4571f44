import type { Plan } from '../../../src/contract/common.ts'
import { METERED_FEATURES } from '../../../src/contract/plans.ts'
import type { FeatureId, MeteredLimitKey, PlanCatalog } from '../../../src/contract/plans.ts'

/*
 * The one answer to "may this plan use this feature, and how much is left this month", from the
 * active plan catalogue (decisions.md). Every gate and quota of the server asks here; nothing
 * else reads limits from the catalogue.
 */

const METERED_KEY_OF_FEATURE = new Map<FeatureId, MeteredLimitKey>(
  Object.entries(METERED_FEATURES).map(([key, feature]) => [feature, key as MeteredLimitKey]),
)

/**
 * The gates of spec §6, except that a metered feature (AI rewrites, ATS scans, cover letters) is
 * open exactly when the catalogue gives the plan a limit above 0 for it (null is unlimited).
 */
export function mayUseFeature(catalog: PlanCatalog, plan: Plan, feature: FeatureId): boolean {
  const offer = catalog.plans[plan]
  const meteredKey = METERED_KEY_OF_FEATURE.get(feature)
  if (meteredKey !== undefined) return offer.limits[meteredKey] !== 0
  return offer.features.includes(feature)
}

export interface Allowance {
  /** The monthly limit; null is unlimited. */
  limit: number | null
  used: number
  /** What is left this month; null is unlimited. Never below 0. */
  remaining: number | null
  /** Whether one more use fits. */
  allowed: boolean
}

/** How much of a metered allowance is left, given what was used this month. */
export function allowanceOf(
  catalog: PlanCatalog,
  plan: Plan,
  key: MeteredLimitKey,
  used: number,
): Allowance {
  const limit = catalog.plans[plan].limits[key]
  if (limit === null) return { limit, used, remaining: null, allowed: true }
  const remaining = Math.max(0, limit - used)
  return { limit, used, remaining, allowed: remaining > 0 }
}

/** A generation is one AI rewrite (decisions.md), so its allowance is the rewrites allowance. */
export function generationAllowanceOf(catalog: PlanCatalog, plan: Plan, used: number): Allowance {
  return allowanceOf(catalog, plan, 'ai_rewrites', used)
}

/** The UTC calendar month a moment falls in, as 'YYYY-MM' (the key of the monthly counters). */
export function monthKeyOf(now: Date): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0')
  return `${now.getUTCFullYear()}-${month}`
}

/** 00:00 UTC on the first day of the month a moment falls in. */
export function monthStartOf(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
}

/** When the monthly counters reset: 00:00 UTC on the first day of the next month. */
export function resetDateOf(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
}
