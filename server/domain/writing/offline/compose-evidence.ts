import type { KeywordAnalysis, KeywordMatch } from '../../../../src/contract/analysis.ts'
import { resumeModel, type EntryItem } from '../../resume/resume-model.ts'
import { cleanLine, countWords, splitSentences } from './compose-text.ts'

/*
 * Which of the candidate's skills a cover letter names, and which resume line proves each. The
 * skills are the job's keywords the analysis found in the resume; the proof is a line of the
 * resume itself, so the letter repeats the candidate's own facts and adds none.
 */

export interface SkillEvidence {
  /** The job's keyword, as the job description names it. */
  skill: string
  /** A resume line (cleaned of list markers and emphasis) that mentions it, or null. */
  line: string | null
}

/** Evidence lines this long or longer read as a pasted paragraph, not a sentence of a letter. */
const MAX_LINE_WORDS = 45
const MIN_LINE_WORDS = 5

/** Skills a hiring manager scans for first: tools and technical terms before soft skills. */
const CATEGORY_ORDER: Record<KeywordMatch['category'], number> = {
  technical: 0,
  tools: 0,
  certifications: 1,
  soft: 2,
}

/** "Languages: Go, Python, SQL" or "Infrastructure: AWS, Kubernetes": a list, not a sentence. */
function isListLine(line: string): boolean {
  const label = /^[^:]{1,40}:\s*(.*)$/u.exec(line)
  if (label && (label[1]?.split(',').length ?? 0) >= 2) return true
  const commas = line.split(',').length - 1
  return commas >= 3 && countWords(line) <= commas * 3
}

/** A contact line, a heading, a dated job header or a list: no use as evidence in prose. */
function usable(raw: string): boolean {
  if (/^\s*#/.test(raw)) return false
  const line = cleanLine(raw)
  const words = countWords(line)
  if (words < MIN_LINE_WORDS || words > MAX_LINE_WORDS) return false
  if (/@|https?:|\|/.test(line)) return false
  if (/\s[—–-]\s.*(?:\d{4}|present|настоящее|actualidad)/iu.test(line)) return false
  return !isListLine(line)
}

function mentions(line: string, term: string): boolean {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(line)
}

/** Of a line of several sentences, the one that names the skill: a letter quotes no more. */
function sentenceNaming(line: string, terms: string[]): string {
  const sentences = splitSentences(line)
  if (sentences.length < 2) return line
  return sentences.find((sentence) => terms.some((term) => mentions(sentence, term))) ?? line
}

/**
 * The resume's bullet lines that read as sentences, cleaned: the candidate's own results, which
 * a letter may cite beyond the skill-by-skill evidence.
 */
export function resultLines(resume: string): string[] {
  return resume
    .split(/\r?\n/)
    .filter((line) => /^\s*(?:[-*•]|\d{1,2}[.)])\s/u.test(line) && usable(line))
    .map(cleanLine)
}

const SUMMARY_HEADING =
  /^(?:#+\s*)?(?:(?:professional |career )?summary|profile|about(?: me)?|objective|о себе|обо мне|профиль|кратко|perfil(?: profesional)?|resumen(?: profesional)?|sobre mí|extracto)\s*:?\s*$/iu

/**
 * The first sentence of the resume's summary section ("Summary", "О себе", "Perfil"), if the
 * resume has one that reads as a sentence: the candidate's own one-line description.
 */
export function profileSentence(resume: string): string | null {
  const lines = resume.split(/\r?\n/)
  const start = lines.findIndex((line) =>
    SUMMARY_HEADING.test(cleanLine(line.replace(/^#+\s*/, ''))),
  )
  if (start < 0) return null
  for (const line of lines.slice(start + 1)) {
    if (!line.trim()) continue
    if (/^\s*#/.test(line)) return null
    const first = splitSentences(line)[0]
    return first && usable(first) ? first : null
  }
  return null
}

/**
 * The matching skills, most useful first (the ad's met must-haves, then its met nice-to-haves,
 * then tools and technical terms before soft skills), each with the best resume line that proves it: the
 * analysis's own evidence line when it reads as a sentence, else another line of the resume that
 * names the skill (or the resume's word for it). A line is used for one skill only.
 */
/**
 * How much the ad asks for a keyword, by the fit report: a must-have the resume shows comes
 * first (0), then a nice-to-have it shows (1), then any other matching keyword (2). A letter names
 * what the employer screens for before what it merely mentions.
 */
function requirementRanks(analysis: KeywordAnalysis): Map<string, number> {
  const ranks = new Map<string, number>()
  for (const requirement of analysis.requirements ?? []) {
    // A skill shown for fewer years than asked is still shown: the letter may name it.
    const shown =
      requirement.status === 'met' ||
      (requirement.status === 'partly' && requirement.basis === 'fewer_years')
    if (!shown) continue
    const rank = requirement.priority === 'must' ? 0 : 1
    for (const name of [requirement.name, ...(requirement.alternatives ?? [])]) {
      const key = name.toLocaleLowerCase()
      ranks.set(key, Math.min(rank, ranks.get(key) ?? rank))
    }
  }
  return ranks
}

export function skillEvidence(analysis: KeywordAnalysis, resume: string): SkillEvidence[] {
  const lines = resume.split(/\r?\n/).filter(usable)
  const isBullet = (line: string): boolean => /^\s*(?:[-*•]|\d{1,2}[.)])\s/u.test(line)
  const bulletLines = lines.filter(isBullet).map(cleanLine)
  const otherLines = lines.filter((line) => !isBullet(line)).map(cleanLine)
  const used = new Set<string>()
  const ranks = requirementRanks(analysis)
  const rankOf = (match: KeywordMatch): number => ranks.get(match.keyword.toLocaleLowerCase()) ?? 2
  const matched = analysis.keyword_matches
    .map((match, index) => ({ match, index }))
    .filter(({ match }) => match.found_in_resume)
    .sort(
      (a, b) =>
        rankOf(a.match) - rankOf(b.match) ||
        CATEGORY_ORDER[a.match.category] - CATEGORY_ORDER[b.match.category] ||
        b.match.importance_score - a.match.importance_score ||
        a.index - b.index,
    )
    .map(({ match }) => match)

  const seen = new Set<string>()
  const result: SkillEvidence[] = []
  for (const match of matched) {
    const key = match.keyword.toLocaleLowerCase()
    if (seen.has(key)) continue
    seen.add(key)
    const terms = [match.keyword, match.evidence?.matched].filter(
      (term): term is string => !!term && term.trim().length > 0,
    )
    // A bullet that names the skill reads best in a letter ("Led the migration..."); then the
    // analysis's own proof; then any other sentence-like line that names it.
    const own = match.evidence?.text
    const fresh = (line: string): boolean =>
      !used.has(line) && terms.some((term) => mentions(line, term))
    const found =
      bulletLines.find(fresh) ??
      (own && usable(own) && !used.has(cleanLine(own)) ? cleanLine(own) : undefined) ??
      otherLines.find(fresh) ??
      null
    if (found) used.add(found)
    result.push({ skill: match.keyword, line: found && sentenceNaming(found, terms) })
  }
  return result
}

/** A result line of the resume that a letter may retell, with the job it was written under. */
export interface ResultLine {
  /** The bullet, cleaned of its marker and emphasis. */
  line: string
  /** The employer of the entry the bullet sits under; '' when the resume names none. */
  employer: string
  /** The entry is the current job (its end is "present"). */
  current: boolean
  /** Matching skills the line names, in the letter's order of importance. */
  skills: string[]
}

/** The current (or latest) job and the years of experience the resume's summary states. */
export interface Background {
  title: string
  employer: string
  current: boolean
  /** "8" of "8 years of experience", '' when the summary states no such figure. */
  years: string
}

function entriesOf(resume: string): EntryItem[] {
  return resumeModel(resume)
    .sections.filter((section) => section.kind === 'experience')
    .flatMap((section) => section.items)
    .filter((item): item is EntryItem => item.type === 'entry')
}

const YEARS =
  /(?<![\p{L}\p{N}])(\d{1,2})\+?(?:\s*(?:years?|yrs|años|лет|года|год)(?![\p{L}])|-летн)/iu

/** What the opening of a letter says about where the candidate stands now. */
export function backgroundOf(resume: string): Background | null {
  const entries = entriesOf(resume)
  const latest = entries.find((entry) => entry.end === 'present') ?? entries[0]
  const years = YEARS.exec(profileSentence(resume) ?? '')?.[1] ?? ''
  if (!latest || !latest.title.trim())
    return years ? { title: '', employer: '', current: false, years } : null
  return {
    title: cleanLine(latest.title),
    employer: cleanLine(latest.employer),
    current: latest.end === 'present',
    years,
  }
}

/**
 * The resume's results a letter can retell, the most telling first: a line with a figure that
 * names a skill the ad asks for before one that only has a figure or only names a skill, then the
 * rest in the resume's order. `skills` are the matching skills, most important first.
 */
export function resultsToTell(resume: string, skills: string[]): ResultLine[] {
  const place = new Map<string, { employer: string; current: boolean }>()
  for (const entry of entriesOf(resume)) {
    for (const bullet of entry.bullets) {
      place.set(cleanLine(bullet.text), {
        employer: cleanLine(entry.employer),
        current: entry.end === 'present',
      })
    }
  }
  const scored = resultLines(resume).map((line, order) => {
    const named = skills.filter((skill) => mentions(line, skill))
    const first = named.length ? skills.indexOf(named[0] ?? '') : skills.length
    const score = (/\d/.test(line) ? 2 : 0) + (first < 3 ? 2 : named.length ? 1 : 0)
    const where = place.get(line) ?? { employer: '', current: false }
    return { result: { line, ...where, skills: named }, order, score, first }
  })
  return scored
    .sort((a, b) => b.score - a.score || a.first - b.first || a.order - b.order)
    .map(({ result }) => result)
}

/**
 * How a letter places its `index`-th result: 'current' at the current job its opening named,
 * 'there' at the latest (past) job its opening named, 'same' at the previous result's employer,
 * 'at' at another named employer, 'none' when the resume does not say. A person names a company
 * once and then says "in my current role", "there", "also".
 */
export type Where = 'current' | 'there' | 'same' | 'at' | 'none'

export function whereOf(
  achievements: ReadonlyArray<{ employer: string; current: boolean }>,
  index: number,
  background: Background | null,
): Where {
  const here = achievements[index]
  if (!here?.employer) return 'none'
  const previous = index > 0 ? achievements[index - 1] : undefined
  if (previous?.employer === here.employer) return 'same'
  if (background?.employer === here.employer) return background.current ? 'current' : 'there'
  return 'at'
}
