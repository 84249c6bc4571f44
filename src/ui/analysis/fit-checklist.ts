import type { FitRequirement, GapPlanItem } from '../../contract/analysis.ts'

/**
 * The requirements checklist's rows (issue 20, item 6): must-haves first, then nice-to-haves, each
 * in the ad's order; conditions the resume cannot settle (travel, shifts, work authorization)
 * apart, shown and never scored.
 */
export interface ChecklistGroups {
  must: FitRequirement[]
  nice: FitRequirement[]
  conditions: FitRequirement[]
}

export function checklistGroups(requirements: readonly FitRequirement[]): ChecklistGroups {
  const groups: ChecklistGroups = { must: [], nice: [], conditions: [] }
  for (const requirement of requirements) {
    if (requirement.kind === 'other') groups.conditions.push(requirement)
    else groups[requirement.priority].push(requirement)
  }
  return groups
}

/**
 * The must-haves behind a capped fit score: missing, neither a trait a resume rarely proves nor the
 * title (docs/analysis-formulas.md, "Fit score"). Empty when the score is not capped.
 */
export function capCauses(
  requirements: readonly FitRequirement[],
  cappedAt: number | null | undefined,
): string[] {
  if (cappedAt === null || cappedAt === undefined) return []
  return requirements
    .filter(
      (r) =>
        r.priority === 'must' &&
        r.status === 'missing' &&
        r.soft !== true &&
        r.kind !== 'title' &&
        r.kind !== 'other',
    )
    .map((r) => r.name)
}

/** Months as a reader counts them: 95 is 7 years and 11 months. */
export function yearsAndMonths(months: number): { years: number; months: number } {
  const whole = Math.max(0, Math.round(months))
  return { years: Math.floor(whole / 12), months: whole % 12 }
}

/** Counts per status, for the checklist's summary line ("9 of 14 met"). */
export function statusCounts(
  requirements: readonly FitRequirement[],
): Record<FitRequirement['status'], number> {
  const counts = { met: 0, partly: 0, missing: 0, unknown: 0 }
  for (const r of requirements) counts[r.status] += 1
  return counts
}

/**
 * The translation key of a gap plan line: what to do, and for a bridge why it is one. A missing
 * must-have and a missing nice-to-have call for different advice.
 */
export function gapAdviceKey(item: GapPlanItem): string {
  if (item.action === 'reword') return 'fit.gap.advice.reword'
  if (item.action === 'missing')
    return item.priority === 'must' ? 'fit.gap.advice.missingMust' : 'fit.gap.advice.missingNice'
  return `fit.gap.advice.bridge.${item.basis ?? 'related_skill'}`
}

/**
 * The advice for a summary whose years disagree with the roles' dates: fewer years stated
 * undersells the person; more is often a career whose early roles are left off, which a recruiter
 * counting dates still questions. Null when there is nothing to say.
 */
export function statedAdviceKey(
  requirement: Pick<FitRequirement, 'stated' | 'months'>,
): 'fit.checklist.statedFewer' | 'fit.checklist.statedMore' | null {
  if (!requirement.stated || requirement.months === undefined) return null
  return requirement.stated.years * 12 < requirement.months
    ? 'fit.checklist.statedFewer'
    : 'fit.checklist.statedMore'
}
