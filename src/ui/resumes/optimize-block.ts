import type { Plan } from '../../contract/common.ts'

/** Why Optimize is unavailable: no profile loaded, or the free plan (spec §2, §6). */
export type OptimizeBlock = 'no-profile' | 'free'

/**
 * `null` when the user may optimize. A missing profile means free for every other purpose (spec
 * §4), but it gets its own reason so the tooltip does not tell a paying user to upgrade.
 */
export function optimizeBlockOf(plan: Plan | null | undefined): OptimizeBlock | null {
  if (plan === null || plan === undefined) return 'no-profile'
  if (plan === 'free') return 'free'
  return null
}

/** DOCX export is a Premium feature (spec §6): free, and no profile, are offered an upgrade. */
export function canExportDocx(plan: Plan | null | undefined): boolean {
  return plan === 'premium' || plan === 'pro'
}
