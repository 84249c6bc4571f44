import type { FitRequirement, GapPlanItem, KeywordAnalysis } from '../../src/contract/analysis.ts'

/** The fit report as plain-text lines for `jobfit analyze` (issue 20): score, checklist, plan. */

const MARK: Record<FitRequirement['status'], string> = {
  met: '✓',
  partly: '~',
  missing: '✗',
  unknown: '?',
}

function quote(text: string, max = 80): string {
  return `"${text.length > max ? `${text.slice(0, max - 1)}…` : text}"`
}

/** 91 months → "7 years 7 months". */
export function durationText(months: number): string {
  const years = Math.floor(months / 12)
  const rest = months % 12
  const y = years === 0 ? '' : `${years} year${years === 1 ? '' : 's'}`
  const m = rest === 0 ? '' : `${rest} month${rest === 1 ? '' : 's'}`
  return [y, m].filter(Boolean).join(' ') || '0 months'
}

function requirementLine(r: FitRequirement): string {
  const head = `  ${MARK[r.status]} ${r.priority.padEnd(4)} ${r.kind.padEnd(13)} ${r.name}`
  if (r.status === 'unknown') return `${head} — the resume cannot settle this`
  const years =
    r.min_years !== undefined && r.months !== undefined
      ? `: ${r.min_years}+ years asked, ${durationText(r.months)} shown`
      : ''
  const proof = r.evidence[0]
  const line = proof
    ? `${head}${years} — line ${proof.line + 1}: ${quote(proof.text)}`
    : `${head}${years} — not shown`
  if (!r.stated || r.months === undefined) return line
  const advice =
    r.stated.years * 12 < r.months
      ? 'update the summary, it undersells you'
      : 'list the earlier roles, even on one line, or say what the years include'
  return `${line}\n      note: your summary says ${r.stated.years} years (line ${r.stated.line + 1}); your roles add up to ${durationText(r.months)} — ${advice}.`
}

function planLine(item: GapPlanItem, index: number): string {
  const head = `  ${index + 1}. [${item.priority}] ${item.requirement}`
  const where = item.evidence
    ? `${quote(item.evidence.matched ?? item.evidence.text)} (line ${item.evidence.line + 1})`
    : ''
  if (item.action === 'missing' && item.kind === 'title') {
    return `${head} — no role with this title: say in your summary why the move fits`
  }
  if (item.action === 'missing')
    return `${head} — missing: learn it, or apply knowing it is missing`
  if (item.action === 'reword') {
    return `${head} — reword: the resume says ${where}; use the ad's words there`
  }
  if (item.months !== undefined && item.min_years !== undefined) {
    return `${head} — bridge: ${durationText(item.months)} shown of ${item.min_years}+ years; lead with the most relevant role`
  }
  return `${head} — bridge: the resume shows ${where}; present it honestly as related experience`
}

export function fitLines(analysis: KeywordAnalysis): string[] {
  if (analysis.fit_score === undefined || !analysis.requirements) return []
  const ordered = [...analysis.requirements].sort(
    (a, b) => Number(a.priority === 'nice') - Number(b.priority === 'nice'),
  )
  const lines = ['', 'Requirements (must-haves first)', ...ordered.map(requirementLine)]
  const plan = analysis.gap_plan ?? []
  if (plan.length > 0) lines.push('', 'Gap plan', ...plan.map(planLine))
  return lines
}
