import type { Plan } from '../../contract/common.ts'

/** A plan a gated feature can ask for. */
export type RequiredPlan = Exclude<Plan, 'free'>

const RANK: Record<Plan, number> = { free: 0, premium: 1, pro: 2 }

/**
 * Spec §4, §6: whether a plan opens a feature that needs `requires`. A missing plan is free; premium
 * covers premium; pro covers premium and pro.
 */
export function canAccess(plan: Plan | null | undefined, requires: RequiredPlan): boolean {
  return RANK[plan ?? 'free'] >= RANK[requires]
}
