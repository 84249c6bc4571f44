import type { Plan } from '../../contract/common.ts'

/** The plan tiers of spec §4. No profile means free. */
export interface PlanTiers {
  isFree: boolean
  isPremium: boolean
  isPro: boolean
}

export function planTiers(profile: { plan?: Plan | null } | null | undefined): PlanTiers {
  const plan = profile?.plan ?? 'free'
  return {
    isFree: plan === 'free',
    isPremium: plan === 'premium' || plan === 'pro',
    isPro: plan === 'pro',
  }
}
