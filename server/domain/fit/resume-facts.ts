import type { AnalysisLanguage } from '../../../src/contract/analysis.ts'
import { matchKeywords } from '../analysis/keywords/match-keywords.ts'
import { mergedMonths } from '../resume/date-ranges.ts'
import { certifications, type Certification, type SpokenLanguage } from '../resume/resume-lists.ts'
import { resumeModel, type ResumeModel } from '../resume/resume-model.ts'
import { rolesOfModel, type ResumeRole } from '../resume/resume-roles.ts'
import { DEGREE_LEVELS, type DegreeLevel } from '../../../src/contract/analysis.ts'
import { degreeLevelIn } from './degree-requirement.ts'

/**
 * What a resume proves about a person's career (issue 20, item 2): the roles with their dates,
 * the months of experience with overlapping roles counted once, the most recent title, the
 * highest degree, the certifications and licences, the spoken languages with their levels, and
 * the months a skill was used (the roles whose lines show it). Each fact keeps the resume lines
 * it comes from. All of them are read from the structured resume model (resume-model.ts).
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
  /** Certifications and licences the resume lists, each with its line. */
  certifications: Array<Certification & { line: number }>
  /** Spoken languages the resume lists, with the level as written and its rank. */
  languages: Array<SpokenLanguage & { line: number }>
}

/** A school named beside a degree counts wherever the line stands (a resume without headings). */
const SCHOOL =
  /\b(?:college|university|school|institute|academy)\b|universidad|instituto|университет|институт|колледж|техникум/iu

/**
 * The highest degree: of the model's studies (each heading line read for a level, so "B.S." under
 * its school gives its own line), or of a line elsewhere that names a degree beside a school ("…
 * Community College — Electrical Systems Technology diploma" in a resume without headings).
 */
function highestDegree(model: ResumeModel, lines: string[]): ResumeFacts['highest_degree'] {
  const studies = model.sections
    .filter((s) => s.kind === 'education')
    .flatMap((s) => s.items)
    .flatMap((item) =>
      item.type === 'entry'
        ? [...item.lines, ...[...item.bullets, ...item.details].flatMap((b) => b.lines)]
        : item.lines,
    )
  const inStudies = new Set(studies)
  const elsewhere = lines
    .map((_, n) => n)
    .filter((n) => !inStudies.has(n) && SCHOOL.test(lines[n] ?? ''))
  let best: ResumeFacts['highest_degree'] = null
  for (const n of [...studies, ...elsewhere].sort((a, b) => a - b)) {
    const level = degreeLevelIn((lines[n] ?? '').trim())
    if (level && (!best || DEGREE_LEVELS.indexOf(level) > DEGREE_LEVELS.indexOf(best.level))) {
      best = { level, line: n }
    }
  }
  return best
}

/** Words that make a line outside any section a list of licences or certificates. */
const CREDENTIAL_WORDS =
  /licen[cs]e|certif|credential|endorsement|colegiad|licencia|carnet|certificad|лиценз|сертифик|удостоверен/iu

/**
 * The certifications and licences of the model's certification lists, and of the lines that
 * name them before any section ("NC Journeyman Electrician License #J-55821 · OSHA 30" under
 * the name, "Colegiada n.º 03-12345" among the contacts).
 */
function certificationsOf(model: ResumeModel): ResumeFacts['certifications'] {
  const listed = model.sections
    .flatMap((s) => s.items)
    .flatMap((item) =>
      item.type === 'certifications'
        ? item.certifications.map((c) => ({ ...c, line: item.lines[0] ?? 0 }))
        : [],
    )
  const loose = [
    ...model.contact.lines.map((c) => ({ text: c.text, line: c.line })),
    ...model.sections
      .filter((s) => s.line === null)
      .flatMap((s) => s.items)
      .flatMap((item) =>
        item.type === 'paragraph' ? [{ text: item.text, line: item.lines[0] ?? 0 }] : [],
      ),
  ]
    // A sentence that says "licensed" ("Licensed Practical Nurse with four years…") is prose.
    .filter((l) => CREDENTIAL_WORDS.test(l.text) && !/@|https?:\/\/|[.!?]$/.test(l.text.trim()))
  return [
    ...listed,
    ...loose.flatMap((l) => certifications(l.text).map((c) => ({ ...c, line: l.line }))),
  ].sort((a, b) => a.line - b.line)
}

/** "present" as the month of `today` ("2026-11"). */
export function resumeFacts(text: string, today: string): ResumeFacts {
  const model = resumeModel(text)
  const items = model.sections.flatMap((s) => s.items)
  const roles = rolesOfModel(model).map((r) => ({
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
    highest_degree: highestDegree(model, text.replace(/\r\n?/g, '\n').split('\n')),
    certifications: certificationsOf(model),
    languages: items.flatMap((item) =>
      item.type === 'languages'
        ? item.languages.map((l) => ({ ...l, line: item.lines[0] ?? 0 }))
        : [],
    ),
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
