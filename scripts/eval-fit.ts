/**
 * The fit report's evaluation (issue 20, Measure) on the team's fit set
 * (server/test/fixtures/fit): requirement recall and precision (a predicted requirement matches a
 * gold one of the same kind by name or alias; a requirement of kind other, degree or years, whose
 * name is a description, also by its source line), priority accuracy on the matched ones and exact
 * min_years, overall and by kind and language. One JSON object on stdout.
 * For the resumes: total months within 2 months of the hand count, their mean absolute error,
 * per-skill months' mean absolute error, the most recent title and the highest degree level.
 * Ranking: on the labelled resume/ad pairs, the AUC of the fit score beside match_percentage's
 * and the ATS overall score's (the share of fit/not-fit pairs a score orders right, ties half).
 * Run: npm run eval:fit [-- --misses]
 */
import { extractRequirements, type Requirement } from '../server/domain/fit/extract-requirements.ts'
import { analyzeResume } from '../server/domain/analysis/analyze-resume.ts'
import { fitReport } from '../server/domain/fit/fit-report.ts'
import { resumeFacts, skillMonths } from '../server/domain/fit/resume-facts.ts'
import {
  FIT_SET_TODAY,
  loadFitAds,
  loadFitPairs,
  loadFitResumes,
  type Requirement as GoldRequirement,
} from '../server/test/fixtures/fit/load-fit-set.ts'

const normal = (s: string): string =>
  s
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/[^\p{L}\p{N}+#' ]+/gu, ' ')
    .replace(/\b(a|an|the)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** One name holds the other as whole words ("Excel" in "Microsoft Excel"). */
function sameName(a: string, b: string): boolean {
  const x = normal(a)
  const y = normal(b)
  if (!x || !y) return false
  return x === y || ` ${x} `.includes(` ${y} `) || ` ${y} `.includes(` ${x} `)
}

/** Kinds whose name describes rather than names ("hybrid, three days in Portland office"). */
const DESCRIBED = new Set(['other', 'degree', 'years'])

/**
 * Same kind, and a name or alias in common; a described requirement is also the gold one its
 * source line states (the ad's line is what both point at).
 */
function matches(p: Requirement, g: GoldRequirement): boolean {
  if (p.kind !== g.kind) return false
  if (DESCRIBED.has(g.kind) && p.line === g.line) return true
  return [g.name, ...(g.aliases ?? [])].some((name) => sameName(p.name, name))
}

interface Tally {
  gold: number
  predicted: number
  recalled: number
  precise: number
  priority_checked: number
  priority_right: number
  years_checked: number
  years_right: number
}

const empty = (): Tally => ({
  gold: 0,
  predicted: 0,
  recalled: 0,
  precise: 0,
  priority_checked: 0,
  priority_right: 0,
  years_checked: 0,
  years_right: 0,
})

const round = (x: number): number => Math.round(x * 1000) / 1000
const share = (a: number, b: number): number | null => (b === 0 ? null : round(a / b))
const summary = (t: Tally) => ({
  gold: t.gold,
  predicted: t.predicted,
  recall: share(t.recalled, t.gold),
  precision: share(t.precise, t.predicted),
  priority_accuracy: share(t.priority_right, t.priority_checked),
  min_years_exact: share(t.years_right, t.years_checked),
})

const overall = empty()
const byKind = new Map<string, Tally>()
const byLanguage = new Map<string, Tally>()
const misses: string[] = []
const tallies = (kind: string, language: string): Tally[] => {
  const k = byKind.get(kind) ?? empty()
  byKind.set(kind, k)
  const l = byLanguage.get(language) ?? empty()
  byLanguage.set(language, l)
  return [overall, k, l]
}

for (const ad of loadFitAds()) {
  const predicted = extractRequirements(ad.text, ad.language)
  for (const g of ad.requirements) {
    const hit = predicted.find((p) => matches(p, g))
    for (const t of tallies(g.kind, ad.language)) {
      t.gold += 1
      if (!hit) continue
      t.recalled += 1
      t.priority_checked += 1
      if (hit.priority === g.priority) t.priority_right += 1
      if (g.min_years !== undefined) {
        t.years_checked += 1
        if (hit.min_years === g.min_years) t.years_right += 1
      }
    }
    if (!hit) misses.push(`${ad.id} missed ${g.kind}: ${g.name}`)
    else if (hit.priority !== g.priority)
      misses.push(`${ad.id} priority ${g.kind}: ${g.name} (${hit.priority})`)
    else if (g.min_years !== undefined && hit.min_years !== g.min_years)
      misses.push(
        `${ad.id} years ${g.kind}: ${g.name} (${hit.min_years ?? '-'} for ${g.min_years})`,
      )
  }
  for (const p of predicted) {
    const right = ad.requirements.some((g) => matches(p, g))
    for (const t of tallies(p.kind, ad.language)) {
      t.predicted += 1
      if (right) t.precise += 1
    }
    if (!right) misses.push(`${ad.id} extra ${p.kind}: ${p.name}`)
  }
}

// Titles agree when one holds the other ("Account Executive" in "Account Executive, Mid-Market").
let resumes = 0
let within2 = 0
let totalError = 0
let skillCount = 0
let skillError = 0
let titles = 0
let degrees = 0
for (const r of loadFitResumes()) {
  const facts = resumeFacts(r.text, FIT_SET_TODAY)
  resumes += 1
  const error = Math.abs(facts.total_months - r.facts.total_months)
  totalError += error
  if (error <= 2) within2 += 1
  else misses.push(`${r.id} total months ${facts.total_months} for ${r.facts.total_months}`)
  const months = skillMonths(
    r.text,
    facts,
    r.facts.months_per_skill.map((s) => s.skill),
    r.facts.language,
  )
  for (const s of r.facts.months_per_skill) {
    const got = months.get(s.skill)?.months ?? 0
    skillCount += 1
    skillError += Math.abs(got - s.months)
    if (got !== s.months) misses.push(`${r.id} ${s.skill} months ${got} for ${s.months}`)
  }
  if (facts.recent_title && sameName(facts.recent_title, r.facts.recent_title)) titles += 1
  else misses.push(`${r.id} recent title ${facts.recent_title ?? '-'} for ${r.facts.recent_title}`)
  const level = r.facts.highest_degree?.level ?? null
  if ((facts.highest_degree?.level ?? null) === level) degrees += 1
  else misses.push(`${r.id} degree ${facts.highest_degree?.level ?? '-'} for ${level ?? '-'}`)
}

/** Share of (fit, not fit) pairs the score orders right; a tie counts half. */
function auc(scores: Array<{ score: number; fit: boolean }>): number | null {
  const pos = scores.filter((s) => s.fit)
  const neg = scores.filter((s) => !s.fit)
  if (pos.length === 0 || neg.length === 0) return null
  let right = 0
  for (const p of pos)
    for (const n of neg) right += p.score > n.score ? 1 : p.score === n.score ? 0.5 : 0
  return round(right / (pos.length * neg.length))
}

const adsById = new Map(loadFitAds().map((a) => [a.id, a]))
const resumesById = new Map(loadFitResumes().map((r) => [r.id, r]))
const ranked = {
  fit_score: [] as Array<{ score: number; fit: boolean }>,
  match: [] as Array<{ score: number; fit: boolean }>,
  ats: [] as Array<{ score: number; fit: boolean }>,
}
for (const pair of loadFitPairs()) {
  const ad = adsById.get(pair.ad)
  const resume = resumesById.get(pair.resume)
  if (!ad || !resume) continue
  const report = fitReport({ jobDescription: ad.text, resume: resume.text, today: FIT_SET_TODAY })
  const analysis = analyzeResume({ resume: resume.text, jobDescription: ad.text })
  ranked.fit_score.push({ score: report.fit.score, fit: pair.fit })
  ranked.match.push({ score: analysis.match_percentage, fit: pair.fit })
  ranked.ats.push({ score: analysis.ats_score.overall_score, fit: pair.fit })
  if (process.argv.includes('--misses'))
    misses.push(
      `pair ${pair.resume} × ${pair.ad} ${pair.fit ? 'fit' : 'not'}: fit ${report.fit.score}, match ${analysis.match_percentage}`,
    )
}

const result = {
  requirements: summary(overall),
  by_kind: Object.fromEntries([...byKind].map(([k, t]) => [k, summary(t)])),
  by_language: Object.fromEntries([...byLanguage].map(([k, t]) => [k, summary(t)])),
  resumes: {
    resumes,
    total_months_within_2: share(within2, resumes),
    total_months_mae: share(totalError, resumes),
    per_skill_months_mae: share(skillError, skillCount),
    recent_title: share(titles, resumes),
    highest_degree_level: share(degrees, resumes),
  },
  targets: {
    recall: 0.85,
    precision: 0.8,
    priority_accuracy: 0.9,
    min_years_exact: 0.95,
    total_months_within_2: 0.9,
  },
  ranking: {
    pairs: ranked.fit_score.length,
    fit_score_auc: auc(ranked.fit_score),
    match_percentage_auc: auc(ranked.match),
    ats_overall_auc: auc(ranked.ats),
  },
  ...(process.argv.includes('--misses') ? { misses } : {}),
}
process.stdout.write(`${JSON.stringify(result)}\n`)
