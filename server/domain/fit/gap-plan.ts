import type { AssessedRequirement, Evidence } from './assess-requirements.ts'

/**
 * One line per requirement the resume does not plainly meet (issue 20, item 5), must-haves first:
 * - reword: the resume shows it under another name ("k8s" for Kubernetes): write the ad's word
 *   where the resume shows it;
 * - bridge: a related skill, fewer years or a neighbouring degree is shown: present it honestly;
 * - missing: nothing supports it: learn it, or apply knowing it is missing.
 * The optimizer and the cover letter read the same plan and never claim a missing requirement.
 */
export type GapAction = 'reword' | 'bridge' | 'missing'

export interface GapPlanItem {
  requirement: string
  kind: AssessedRequirement['kind']
  priority: AssessedRequirement['priority']
  action: GapAction
  /** Where the resume shows it or something near it. */
  evidence: Evidence | null
  /** For years: the months shown and the years asked. */
  months?: number
  min_years?: number
  /** For a bridge: what the resume shows near it. */
  basis?: AssessedRequirement['basis']
}

/** Is the resume's wording the requirement's own ("Excel" for "Microsoft Excel")? */
function writtenAsAsked(requirement: AssessedRequirement, evidence: Evidence): boolean {
  const matched = (evidence.matched ?? '').toLowerCase()
  if (matched === '') return true
  const names = [requirement.name, ...(requirement.alternatives ?? [])].map((n) => n.toLowerCase())
  return names.some((n) => n.includes(matched) || matched.includes(n))
}

export function gapPlan(requirements: readonly AssessedRequirement[]): GapPlanItem[] {
  const items: GapPlanItem[] = []
  for (const r of requirements) {
    if (r.status === 'unknown') continue
    const evidence = r.evidence[0] ?? null
    let action: GapAction | null = null
    if (r.status === 'missing') action = 'missing'
    else if (r.status === 'partly') action = 'bridge'
    else if (evidence && !writtenAsAsked(r, evidence) && r.kind !== 'years' && r.kind !== 'degree')
      action = 'reword'
    if (!action) continue
    items.push({
      requirement: r.name,
      kind: r.kind,
      priority: r.priority,
      action,
      evidence: action === 'missing' ? null : evidence,
      ...(r.months !== undefined ? { months: r.months } : {}),
      ...(r.min_years !== undefined ? { min_years: r.min_years } : {}),
      ...(action === 'bridge' && r.basis ? { basis: r.basis } : {}),
    })
  }
  // Must-haves first; within a priority, what is missing before what can be bridged or reworded.
  const order: Record<GapAction, number> = { missing: 0, bridge: 1, reword: 2 }
  return items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        Number(a.item.priority === 'nice') - Number(b.item.priority === 'nice') ||
        order[a.item.action] - order[b.item.action] ||
        a.index - b.index,
    )
    .map(({ item }) => item)
}
