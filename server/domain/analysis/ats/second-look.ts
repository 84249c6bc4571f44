import { fold } from '../fold.ts'
import type { SectionKind } from './sections.ts'

/**
 * A second, simpler reading of the raw resume lines for everything a suggestion would call missing
 * (a phone, an email, a section, dates, bullets, figures, a keyword). It shares no code with the
 * detectors it double-checks: when the careful reading misses something this crude one sees, the
 * analysis says nothing rather than something wrong (docs/analysis-formulas.md, Second look).
 */

/** Contact details sit in the first lines or, from a page footer, in the last ones. */
export const CONTACT_HEAD_LINES = 12
const CONTACT_FOOT_LINES = 5
const YEAR_TOKEN = /(?<!\d)(?:19|20)\d{2}(?!\d)/g
const PHONE_SEPARATORS = /[\s.()+/\-\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/gu
const PHONE_DIGITS = /\d{7,15}/
const EMAIL = /[^\s@]@[^\s@]+\.[^\s@]/
const LINKEDIN = /linked\s*in|lnkd\.in/i
const PRESENT_OR_SINCE =
  /present|current|now|today|ongoing|actual|hoy|presente|настоящ|н\.\s?в|наст\.|сейчас|по сей|since|desde/iu
/** A line that starts with any symbol, dash or private-use glyph, or "1." / "1)", then a letter. */
const BULLET_LIKE = /^\s*(?:[\p{So}\p{Pd}\p{Co}*+•·‣⁃∙›»]|\d{1,2}[.)])\s*\p{L}/u
const FIGURE = /\d|[%$€£¥₽×]/u
const NOT_LETTER = /[^\p{L}]/gu
const KEYWORD_SPLIT = /[^\p{L}\p{N}+#]+/u
/** A section heading is short: "Professional Experience", "E X P E R I E N C E", "Навыки:". */
const MAX_HEADING_LETTERS = 40
const MAX_HEADING_WORDS = 4
/** Longer lines are sentences or lists, whatever their label ("Skills: Go, SQL, ..." has one). */
const MAX_HEADING_LINE = 400
/** A heading starts with a letter, maybe after Markdown marks; a bullet is never one. */
const HEADING_START = /^[\s#*_=|]*\p{L}/u
const WORD_GAP = /\s{2,}|\s(?=\S{2})/u

/** Folded stems, spaces removed, that a heading of each section contains. */
const SECTION_STEMS: Record<SectionKind, readonly string[]> = {
  summary: [
    'summary',
    'profile',
    'objective',
    'aboutme',
    'overview',
    'resumen',
    'perfil',
    'objetivo',
    'sobremi',
    'осебе',
    'обомне',
    'профил',
  ],
  experience: [
    'experien',
    'employment',
    'workhistory',
    'careerhistory',
    'internship',
    'trayectoria',
    'empleo',
    'historiallaboral',
    'practicas',
    'опыт',
    'трудов',
    'местаработы',
  ],
  education: ['educa', 'academ', 'degree', 'formacion', 'estudios', 'образован'],
  skills: [
    'skill',
    'competenc',
    'expertise',
    'proficienc',
    'technolog',
    'techstack',
    'habilidad',
    'aptitud',
    'conocimiento',
    'tecnolog',
    'навык',
    'компетенц',
    'умени',
    'стек',
  ],
  extras: [
    'certif',
    'licen',
    'project',
    'course',
    'training',
    'proyecto',
    'curso',
    'сертифик',
    'проект',
    'курс',
    'квалификац',
  ],
}

/** The first and the last lines of the resume, where a header and a footer land. */
function contactLines(lines: readonly string[]): string[] {
  const filled = lines.filter((line) => line.trim() !== '')
  const foot = Math.max(CONTACT_HEAD_LINES, filled.length - CONTACT_FOOT_LINES)
  return [...filled.slice(0, CONTACT_HEAD_LINES), ...filled.slice(foot)]
}

/** A phone: 7 to 15 digits in a row once separators (and years) are taken out of a contact line. */
export function seesPhone(lines: readonly string[]): boolean {
  return contactLines(lines).some((line) =>
    PHONE_DIGITS.test(line.replace(YEAR_TOKEN, ' ').replace(PHONE_SEPARATORS, '')),
  )
}

export function seesEmail(text: string): boolean {
  return EMAIL.test(text)
}

export function seesLinkedIn(text: string): boolean {
  return LINKEDIN.test(text)
}

/** The sections that some short line (or the label before a colon) names by one of its stems. */
export function seesSections(lines: readonly string[]): Set<SectionKind> {
  const seen = new Set<SectionKind>()
  for (const line of lines) {
    if (line.length > MAX_HEADING_LINE || !HEADING_START.test(line)) continue
    const label = line.split(':', 1)[0] ?? ''
    // Words split at wide gaps or before a run of two letters, so "E X P E R I E N C E" is one.
    const words = label.trim().split(WORD_GAP).filter(Boolean)
    if (words.length === 0 || words.length > MAX_HEADING_WORDS) continue
    const letters = fold(label).replace(NOT_LETTER, '')
    if (letters.length > MAX_HEADING_LETTERS) continue
    for (const [kind, stems] of Object.entries(SECTION_STEMS)) {
      if (stems.some((stem) => letters.includes(stem))) seen.add(kind as SectionKind)
    }
  }
  return seen
}

/** A period: two years on one line, or a year with "present" or "since" beside it. */
export function seesDateRange(lines: readonly string[]): boolean {
  return lines.some((line) => {
    const years = line.match(YEAR_TOKEN)?.length ?? 0
    return years >= 2 || (years === 1 && PRESENT_OR_SINCE.test(line))
  })
}

export function countBulletLines(lines: readonly string[]): number {
  return lines.filter((line) => BULLET_LIKE.test(line)).length
}

/**
 * The bullets read as blocks (a bullet-like line and the non-blank lines after it up to the next
 * one), and how many of them hold a figure other than a year.
 */
export function quantifiedBlocks(lines: readonly string[]): { blocks: number; quantified: number } {
  let blocks = 0
  let quantified = 0
  let open = false
  let figure = false
  for (const line of lines) {
    if (BULLET_LIKE.test(line)) {
      if (open && figure) quantified += 1
      blocks += 1
      open = true
      figure = FIGURE.test(line.replace(YEAR_TOKEN, ''))
    } else if (line.trim() === '') {
      if (open && figure) quantified += 1
      open = false
    } else if (open && !figure) {
      figure = FIGURE.test(line.replace(YEAR_TOKEN, ''))
    }
  }
  if (open && figure) quantified += 1
  return { blocks, quantified }
}

interface LineIndex {
  /** Folded word → the lines it stands in. */
  folded: Map<string, Set<number>>
  /** Words of one or two characters, as written → the lines they stand in. */
  short: Map<string, Set<number>>
}

function addTo(index: Map<string, Set<number>>, word: string, line: number): void {
  const lines = index.get(word)
  if (lines) lines.add(line)
  else index.set(word, new Set([line]))
}

function indexLines(lines: readonly string[]): LineIndex {
  const index: LineIndex = { folded: new Map(), short: new Map() }
  lines.forEach((line, number) => {
    for (const word of line.split(KEYWORD_SPLIT)) {
      if (word === '') continue
      addTo(index.folded, fold(word), number)
      if (word.length <= 2) addTo(index.short, word, number)
    }
  })
  return index
}

/** The lines that hold a keyword word: the same word, or with a plural ending ("reconciliations"). */
function linesWith(index: LineIndex, word: string): Set<number> {
  if (word.length <= 2) return index.short.get(word) ?? new Set()
  const folded = fold(word)
  const found = new Set<number>()
  for (const form of [folded, `${folded}s`, `${folded}es`]) {
    for (const line of index.folded.get(form) ?? []) found.add(line)
  }
  return found
}

/**
 * Returns a test for keywords against the resume's lines: true when every word of the keyword is
 * in one line. Words of one or two letters ("Go", "R", "C#") must match with their case, so "go
 * live" does not prove Go. The lines are indexed once, on the first keyword asked about.
 */
export function keywordSeer(lines: readonly string[]): (keyword: string) => boolean {
  let index: LineIndex | null = null
  return (keyword) => {
    const words = keyword.split(KEYWORD_SPLIT).filter(Boolean)
    if (words.length === 0) return false
    index ??= indexLines(lines)
    const lineIndex = index
    const [first = '', ...rest] = words
    let common = [...linesWith(lineIndex, first)]
    for (const word of rest) {
      const holding = linesWith(lineIndex, word)
      common = common.filter((line) => holding.has(line))
    }
    return common.length > 0
  }
}
