import {
  DEGREE_LEVELS,
  type AnalysisLanguage,
  type PartlyBasis,
  type KeywordMatch,
  type RequirementKind,
} from '../../../src/contract/analysis.ts'
import type { KeywordCategory } from '../../../src/contract/common.ts'
import type { JobKeyword } from '../analysis/keywords/extract-job-keywords.ts'
import { isCloseRelation, matchKeywords } from '../analysis/keywords/match-keywords.ts'
import type { Requirement } from './extract-requirements.ts'
import { mergedMonths } from '../resume/date-ranges.ts'
import { titleRelation } from './job-titles.ts'
import { skillMonths, type ResumeFacts } from './resume-facts.ts'
import { statedCredential } from './stated-credentials.ts'

/**
 * Requirement by requirement, what the resume shows (issue 20, item 3): `met`, `partly` (a
 * related skill, fewer years than asked, a degree in another field or a lower one the ad's "or
 * equivalent" accepts), `missing` (nothing supports it) or `unknown` (a condition the resume
 * cannot settle), with the resume lines that prove it and, for years, the arithmetic.
 */
export type RequirementStatus = 'met' | 'partly' | 'missing' | 'unknown'

export interface Evidence {
  /** 0-based line of the resume. */
  line: number
  text: string
  /** The resume's own wording that matched ("k8s" for Kubernetes), for a keyword. */
  matched?: string
}

export interface AssessedRequirement extends Requirement {
  status: RequirementStatus
  evidence: Evidence[]
  /** Months the resume shows where years are asked. */
  months?: number
  /** Set when the status is partly. */
  basis?: PartlyBasis
}

const CATEGORY_OF: Partial<Record<RequirementKind, KeywordCategory>> = {
  skill: 'technical',
  tool: 'tools',
  certification: 'certifications',
  licence: 'certifications',
  language: 'soft',
}

function evidenceOf(lines: string[], numbers: number[]): Evidence[] {
  return numbers.map((line) => ({ line, text: (lines[line] ?? '').trim() }))
}

// Spanish too: a title may be read across languages (job-titles.ts reads "Contable sénior" as a
// senior accountant), and its level must count as the English one does.
/**
 * Titles at or above senior level. "Staff" is senior only in engineering ("Staff Engineer"); a
 * "Staff Accountant" or "Staff Nurse" holds the entry-level post of the trade.
 */
const SENIOR =
  /\b(senior|sr|lead|principal|head|chief|jefe|jefa|responsable|manager|director)\b|\bstaff\s+(?:software\s+|data\s+|machine learning\s+)?(?:engineer|developer|scientist|architect|designer)|sénior|старш|ведущ|главн|руководител/iu
const JUNIOR =
  /\b(junior|jr|intern|trainee|assistant|apprentice|becari[oa]|practicante|ayudante)\b|júnior|младш|стаж|помощник|практикант/iu

/** How well one role's title answers the title asked, best first. */
const TITLE_RANK = { met: 3, junior: 2, related: 1, missing: 0 } as const

/**
 * The ad's title against every role the resume names, the most recent first: met by a role of the
 * same occupation (job-titles.ts), partly by one of the same occupation a step down (a senior post
 * asked of a junior title) or of a related one, missing otherwise. The best role wins; of equals,
 * the most recent.
 */
function assessTitle(requirement: Requirement, facts: ResumeFacts, lines: string[]) {
  const seniorPost = SENIOR.test(requirement.name)
  const recentFirst = [...facts.roles].sort(
    (a, b) => b.until.localeCompare(a.until) || b.start.localeCompare(a.start),
  )
  let best: { rank: keyof typeof TITLE_RANK; role: (typeof recentFirst)[number] } | null = null
  for (const role of recentFirst) {
    const relation = titleRelation(requirement.name, role.title)
    const rank =
      relation === 'same'
        ? // A senior post asked of a title without a senior word is a step up.
          seniorPost && (JUNIOR.test(role.title) || !SENIOR.test(role.title))
          ? 'junior'
          : 'met'
        : relation === 'related'
          ? 'related'
          : 'missing'
    if (!best || TITLE_RANK[rank] > TITLE_RANK[best.rank]) best = { rank, role }
    if (rank === 'met') break
  }
  if (!best || best.rank === 'missing') return { status: 'missing' as const, evidence: [] }
  const evidence = evidenceOf(lines, best.role.lines)
  if (best.rank === 'met' && requirement.min_years !== undefined) {
    // "2 years as a line cook": the months of the roles of this occupation, not of every role;
    // "2 in a senior role": of the senior ones.
    const same = recentFirst.filter(
      (role) =>
        titleRelation(requirement.name, role.title) === 'same' &&
        (!seniorPost || SENIOR.test(role.title)),
    )
    const months = mergedMonths(same.map((role) => ({ start: role.start, end: role.until })))
    const roleEvidence = evidenceOf(
      lines,
      same.flatMap((role) => role.lines),
    )
    return months >= Math.round(requirement.min_years * 12)
      ? { status: 'met' as const, evidence: roleEvidence, months }
      : {
          status: 'partly' as const,
          evidence: roleEvidence,
          months,
          basis: 'fewer_years' as const,
        }
  }
  if (best.rank === 'met') return { status: 'met' as const, evidence }
  // A senior post asked of a junior title is a step up, not the same job.
  return {
    status: 'partly' as const,
    evidence,
    basis: best.rank === 'junior' ? ('junior_title' as const) : ('related_title' as const),
  }
}

function assessDegree(requirement: Requirement, facts: ResumeFacts, lines: string[]) {
  const asked = requirement.degree
  const held = facts.highest_degree
  if (!asked || !held) return { status: 'missing' as const, evidence: [] }
  const evidence = evidenceOf(lines, [held.line])
  const heldRank = DEGREE_LEVELS.indexOf(held.level)
  const askedRank = DEGREE_LEVELS.indexOf(asked.level)
  if (heldRank < askedRank) {
    // "or equivalent experience": a lower degree with four years of work stands in for it.
    const equivalent = asked.or_equivalent === true && facts.total_months >= 48
    return equivalent
      ? {
          status: 'partly' as const,
          evidence,
          basis: 'equivalent_experience' as const,
          // The years of work that stand in for the degree, for the reader and the gap plan.
          months: facts.total_months,
        }
      : { status: 'missing' as const, evidence: [] }
  }
  const fields = asked.fields ?? []
  if (fields.length === 0) return { status: 'met' as const, evidence }
  const line = (lines[held.line] ?? '').toLowerCase()
  const inField = fields.some((f) =>
    f
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w.length > 3)
      .some((w) => line.includes(w.slice(0, Math.max(4, w.length - 2)))),
  )
  return inField
    ? { status: 'met' as const, evidence }
    : { status: 'partly' as const, evidence, basis: 'neighbouring_field' as const }
}

function assessYears(requirement: Requirement, facts: ResumeFacts, lines: string[]) {
  const months = facts.total_months
  const asked = Math.round((requirement.min_years ?? 0) * 12)
  const evidence = evidenceOf(
    lines,
    facts.roles.flatMap((r) => r.lines),
  )
  if (months === 0) return { status: 'missing' as const, evidence: [], months }
  return months >= asked
    ? { status: 'met' as const, evidence, months }
    : { status: 'partly' as const, evidence, months, basis: 'fewer_years' as const }
}

const STATUS_RANK: Record<'met' | 'partly' | 'missing', number> = { met: 2, partly: 1, missing: 0 }

/** The names a keyword requirement is looked for by: itself, or each of its alternatives. */
const namesOf = (r: Requirement): string[] => r.alternatives ?? [r.name]

/**
 * Every keyword requirement's names, to match in one pass: the resume is indexed once (matching
 * one name at a time indexed it twenty times over).
 */
export function requirementKeywords(requirements: Requirement[]): JobKeyword[] {
  return requirements
    .filter((r) => CATEGORY_OF[r.kind] !== undefined)
    .flatMap((r) =>
      namesOf(r).map((name) => ({
        keyword: name,
        category: CATEGORY_OF[r.kind] ?? ('technical' as const),
        importance_score: 1,
        offsets: [],
        source: 'lexicon' as const,
      })),
    )
}

/** Matches by keyword name (the caller may match more keywords in the same pass). */
export function matchesByName(matches: KeywordMatch[]): Map<string, KeywordMatch> {
  return new Map(matches.map((m) => [m.keyword, m]))
}

function assessKeyword(
  requirement: Requirement,
  match: KeywordMatch | undefined,
  facts: ResumeFacts,
  lines: string[],
  skillMonthsOf: ReturnType<typeof skillMonths>,
) {
  const evidence = match?.evidence
    ? [{ line: match.evidence.line, text: match.evidence.text, matched: match.evidence.matched }]
    : []
  if (!match || match.support === 'none') return { status: 'missing' as const, evidence: [] }
  if (match.support === 'related') {
    // Another tool of the same broad group (React for REST) is a hint, not part of the skill.
    const close = isCloseRelation(requirement.name, match.evidence?.matched ?? '')
    return close
      ? { status: 'partly' as const, evidence, basis: 'related_skill' as const }
      : { status: 'missing' as const, evidence: [] }
  }
  if (requirement.min_years === undefined) return { status: 'met' as const, evidence }
  const shown = skillMonthsOf.get(requirement.name) ?? { months: 0, roles: [] }
  const asked = Math.round(requirement.min_years * 12)
  const roleEvidence = evidenceOf(
    lines,
    shown.roles.flatMap((k) => facts.roles[k]?.lines ?? []),
  )
  const met = shown.months >= asked
  return {
    status: met ? ('met' as const) : ('partly' as const),
    evidence: roleEvidence.length > 0 ? roleEvidence : evidence,
    months: shown.months,
    ...(met ? {} : { basis: 'fewer_years' as const }),
  }
}

/**
 * `matches`: the keyword matches of `requirementKeywords(requirements)` when the caller matched
 * them already, in the same pass as other keywords.
 */
export function assessRequirements(
  requirements: Requirement[],
  resume: string,
  facts: ResumeFacts,
  language: AnalysisLanguage,
  matches: Map<string, KeywordMatch> = matchesByName(
    matchKeywords(resume, requirementKeywords(requirements), language),
  ),
): AssessedRequirement[] {
  const lines = resume.replace(/\r\n?/g, '\n').split('\n')
  // "5+ years of Python": the months of the roles whose lines show each skill asked with years.
  const withYears = requirements.filter(
    (r) => r.min_years !== undefined && CATEGORY_OF[r.kind] !== undefined,
  )
  const skillMonthsOf = skillMonths(resume, facts, withYears.flatMap(namesOf), language)
  // "NetSuite or SAP": the best of the alternatives.
  const assessNamed = (requirement: Requirement) =>
    namesOf(requirement)
      .map((name) =>
        assessKeyword({ ...requirement, name }, matches.get(name), facts, lines, skillMonthsOf),
      )
      .reduce((best, r) => (STATUS_RANK[r.status] > STATUS_RANK[best.status] ? r : best))
  return requirements.map((requirement) => {
    const result =
      requirement.kind === 'other'
        ? { status: 'unknown' as const, evidence: [] }
        : requirement.kind === 'title'
          ? assessTitle(requirement, facts, lines)
          : requirement.kind === 'degree'
            ? assessDegree(requirement, facts, lines)
            : requirement.kind === 'years'
              ? assessYears(requirement, facts, lines)
              : // A licence, certificate or language the resume lists proves it on its own line.
                (statedCredential(requirement.kind, namesOf(requirement), facts, lines) ??
                assessNamed(requirement))
    return { ...requirement, ...notYetHeld(requirement.kind, result) }
  })
}

/**
 * "CPA candidate (passed FAR and AUD)", "PMP in progress", "pursuing the CFA": the credential is
 * named, not held. A recruiter reads it as missing, and so does the report, so no writer claims it.
 */
const NOT_YET_HELD =
  /\b(?:candidate|in progress|pursuing|expected|studying for|working towards?|enrolled)\b|\ben curso\b|\bcandidat[oa]\b|\bpreparando\b|\bв процессе\b|\bготовлюсь\b|\bсдаю\b/iu

function notYetHeld<R extends { status: string; evidence: Array<{ text: string }> }>(
  kind: Requirement['kind'],
  result: R,
): R | { status: 'missing'; evidence: [] } {
  if (kind !== 'certification' && kind !== 'licence') return result
  if (result.status !== 'met' || result.evidence.length === 0) return result
  return result.evidence.every((e) => NOT_YET_HELD.test(e.text))
    ? { status: 'missing', evidence: [] }
    : result
}
