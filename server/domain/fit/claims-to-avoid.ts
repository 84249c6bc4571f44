import type { FitRequirement, GapPlanItem } from '../../../src/contract/analysis.ts'

/**
 * What a writer may not claim for this job (issue 20, item 5): the names of the ad's
 * requirements the fit report finds missing, or only bridged by a related skill ("MySQL" shown,
 * "PostgreSQL" asked). The optimizer, the cover letter and the fabrication guard read this one
 * list, so no text the product writes says the person has what their resume does not show.
 * Years, degrees and titles are left to the guard's own date, degree and title rules; a condition
 * (kind other) is never a skill claim.
 */
const CLAIMABLE_KINDS = new Set<FitRequirement['kind']>([
  'skill',
  'tool',
  'certification',
  'licence',
  'language',
])

export function claimsToAvoid(requirements: readonly FitRequirement[] | undefined): string[] {
  const names = new Map<string, string>()
  for (const requirement of requirements ?? []) {
    if (!CLAIMABLE_KINDS.has(requirement.kind)) continue
    const unmet =
      requirement.status === 'missing' ||
      (requirement.status === 'partly' && requirement.basis === 'related_skill')
    if (!unmet) continue
    for (const name of [requirement.name, ...(requirement.alternatives ?? [])]) {
      const key = name.trim().toLowerCase()
      if (key !== '' && !names.has(key)) names.set(key, name.trim())
    }
  }
  return [...names.values()]
}

/** Does `keyword` name one of `avoided` (the same words, ignoring case and a leading article)? */
export function isAvoided(keyword: string, avoided: readonly string[]): boolean {
  const key = normal(keyword)
  return key !== '' && avoided.some((name) => normal(name) === key)
}

function normal(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#.]+/gu, ' ')
    .trim()
}

/**
 * The gap plan's rewordings a writer can make in place: the resume shows a tool or certificate under
 * another name ("Postgres" for PostgreSQL), so the ad's word may stand beside the resume's own.
 * Skills are left out: "Frontend (front-end development)" or "team player (teamwork)" helps no reader.
 */
export interface Rewording {
  requirement: string
  /** 0-based line of the resume that shows it. */
  line: number
  /** The resume's own words for it on that line. */
  matched: string
}

const REWORDABLE_KINDS = new Set<GapPlanItem['kind']>(['tool', 'certification', 'licence'])

export function rewordingsOf(
  plan: readonly GapPlanItem[] | undefined,
  requirements: readonly FitRequirement[] | undefined,
): Rewording[] {
  const soft = new Set((requirements ?? []).filter((r) => r.soft).map((r) => r.name.toLowerCase()))
  const out: Rewording[] = []
  for (const item of plan ?? []) {
    if (item.action !== 'reword' || !REWORDABLE_KINDS.has(item.kind)) continue
    if (soft.has(item.requirement.toLowerCase())) continue
    const matched = item.evidence?.matched?.trim()
    if (!item.evidence || !matched || matched.split(/\s+/).length > 4) continue
    out.push({ requirement: item.requirement, line: item.evidence.line, matched })
  }
  return out
}
