import type { UsageStats } from '../../contract/users.ts'

/** Spec §4, §9: the warning shows when this many generations or fewer remain. */
export const LOW_QUOTA_THRESHOLD = 2

export type QuotaWarningState =
  /** 1 or 2 generations left this month. */
  | { kind: 'low'; remaining: number }
  /** None left: 'Generation Limit Reached'; a premium user is offered Pro. */
  | { kind: 'reached'; upgradeToPro: boolean }

/**
 * The dashboard's generation quota warning (spec §4): for a paid plan with a monthly limit, 'low'
 * when 2 or fewer generations remain, 'reached' at 0 (with the upgrade-to-Pro link for premium);
 * nothing for the free plan, an unlimited plan, or 3 or more left.
 */
export function quotaWarningOf(
  usage: Pick<UsageStats, 'plan' | 'generation_limit' | 'generations_remaining'>,
): QuotaWarningState | null {
  if (usage.plan === 'free') return null
  const remaining = usage.generations_remaining
  if (usage.generation_limit === null || remaining === null) return null
  if (remaining <= 0) return { kind: 'reached', upgradeToPro: usage.plan === 'premium' }
  if (remaining <= LOW_QUOTA_THRESHOLD) return { kind: 'low', remaining }
  return null
}
