import type { AnalysisLanguage } from '../../../src/contract/analysis.ts'
import { matchKeywords } from '../analysis/keywords/match-keywords.ts'
import { mergedMonths } from '../resume/date-ranges.ts'
import { resumeRoles, type ResumeRole } from '../resume/resume-roles.ts'
import { DEGREE_LEVELS, type DegreeLevel } from '../../../src/contract/analysis.ts'
import { degreeLevelIn } from './degree-requirement.ts'

/**
 * What a resume proves about a person's career (issue 20, item 2): the roles with their dates,
 * the months of experience with overlapping roles counted once, the most recent title, the
 * highest degree, and the months a skill was used (the roles whose lines show it). Each fact
 * keeps the resume lines it comes from.
 */
export interface RoleFact extends ResumeRole {
  /** The role's end with "present" read as today ("2026-11"). */
  until: string
}

export interface ResumeFacts {
  roles: RoleFact[]
  total_months: number
  recent_title: string | null
  highest_degree: { level: DegreeLevel; line: number } | null
}

/** Education lines: under an education heading, or anywhere a line names a degree and a school. */
const EDUCATION_HEADING =
  /^(?:#+\s*)?(?:education|formación(?: académica)?|educación|estudios|образование)(?=$|[\s:])/iu
/** A school named beside a degree counts wherever the line stands (a resume without headings). */
const SCHOOL =
  /\b(?:college|university|school|institute|academy)\b|universidad|instituto|университет|институт|колледж|техникум/iu
const ANY_HEADING = /^(?:#+\s*)?[\p{Lu}][\p{L} ]{2,40}:?$/u

function highestDegree(lines: string[]): ResumeFacts['highest_degree'] {
  let best: ResumeFacts['highest_degree'] = null
  let inEducation = false
  lines.forEach((line, i) => {
    const trimmed = line.trim()
    if (EDUCATION_HEADING.test(trimmed)) inEducation = true
    else if (ANY_HEADING.test(trimmed) && trimmed === trimmed.toUpperCase()) inEducation = false
    const inline = /^(?:education|formación|образование)\s*:/iu.test(trimmed)
    if (!inEducation && !inline && !SCHOOL.test(trimmed)) return
    const level = degreeLevelIn(trimmed)
    if (level && (!best || DEGREE_LEVELS.indexOf(level) > DEGREE_LEVELS.indexOf(best.level))) {
      best = { level, line: i }
    }
  })
  return best
}

/** "present" as the month of `today` ("2026-11"). */
export function resumeFacts(text: string, today: string): ResumeFacts {
  const roles = resumeRoles(text).map((r) => ({
    ...r,
    until: r.end === 'present' ? today : r.end,
  }))
  const dated = roles.map((r) => ({ start: r.start, end: r.until }))
  // The role held now, else the one that ended last (a later start breaks a tie).
  const recent = [...roles].sort(
    (a, b) => b.until.localeCompare(a.until) || b.start.localeCompare(a.start),
  )[0]
  return {
    roles,
    total_months: mergedMonths(dated),
    recent_title: recent?.title ?? null,
    highest_degree: highestDegree(text.replace(/\r\n?/g, '\n').split('\n')),
  }
}

/**
 * Months of the roles whose own lines show each skill, overlapping roles counted once. Each
 * role's lines are indexed once for all the skills.
 */
export function skillMonths(
  text: string,
  facts: ResumeFacts,
  skills: readonly string[],
  language: AnalysisLanguage,
): Map<string, { months: number; roles: number[] }> {
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  const rolesOf = new Map<string, number[]>(skills.map((s) => [s, []]))
  if (skills.length > 0) {
    const keywords = skills.map((skill) => ({
      keyword: skill,
      category: 'technical' as const,
      importance_score: 1,
      offsets: [],
      source: 'lexicon' as const,
    }))
    facts.roles.forEach((role, k) => {
      const own = [...role.lines, ...role.body].map((n) => lines[n] ?? '').join('\n')
      for (const match of matchKeywords(own, keywords, language)) {
        if (match.support === 'proven') rolesOf.get(match.keyword)?.push(k)
      }
    })
  }
  const out = new Map<string, { months: number; roles: number[] }>()
  for (const [skill, roles] of rolesOf) {
    const months = mergedMonths(
      roles.map((k) => ({ start: facts.roles[k]?.start ?? '', end: facts.roles[k]?.until ?? '' })),
    )
    out.set(skill, { months, roles })
  }
  return out
}
