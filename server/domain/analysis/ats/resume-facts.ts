import { openerOf, type Opener } from './action-verbs.ts'
import { findContact, type ContactFacts } from './contact.ts'
import { findDates, type DateFacts } from './dates.ts'
import { parseLine, splitLines, type ResumeLine } from './resume-text.ts'
import { seesEmail, seesLinkedIn, seesPhone, seesSections } from './second-look.ts'
import { mapSections, SECTION_KINDS, type SectionMap } from './sections.ts'
import { markUnmarkedBullets } from './unmarked-bullets.ts'
import { isDateLine, joinWrappedBullets } from './wrapped-bullets.ts'

/** A non-bullet line this long in the experience section is a paragraph, not a job header. */
export const PROSE_LINE_WORDS = 12
/** Without bullets, lines at least this long stand in for them (a summary-style resume). */
const FALLBACK_STATEMENT_WORDS = 6

export interface ResumeFacts {
  /** The resume's lines as written, for the second look (second-look.ts). */
  raws: string[]
  /** Every line, each bullet joined with its wrapped continuation lines (wrapped-bullets.ts). */
  lines: ResumeLine[]
  /** Every word of the resume (resume-text.ts, wordsOf), bullet markers left out. */
  words: string[]
  sections: SectionMap
  /** Lines that are not headings and have words, a wrapped bullet as one: what reading ease reads. */
  body: ResumeLine[]
  /** The experience section's lines, or every body line when no experience heading exists. */
  experience: ResumeLine[]
  /**
   * Paragraph lines in the experience section: not bullets, 12 or more words, and no date range
   * (a job header with its dates is no paragraph, however long).
   */
  prose: ResumeLine[]
  /** The achievement lines readability judges: bullets outside Skills, or long lines without bullets. */
  statements: ResumeLine[]
  /** How each statement opens (action-verbs.ts), in the order of `statements`. */
  openers: Opener[]
  /** Contact items found by findContact or, failing that, by the second look. */
  contact: ContactFacts
  dates: DateFacts
}

/**
 * What findContact misses, the second look may still see; an item either one finds is there,
 * so no suggestion asks for something the resume has.
 */
function contactOf(resume: string, raws: readonly string[]): ContactFacts {
  const found = findContact(resume, raws)
  return {
    email: found.email || seesEmail(resume),
    phone: found.phone || seesPhone(raws),
    linkedin: found.linkedin || seesLinkedIn(resume),
  }
}

/** Everything the checks and suggestions read, computed once per resume. */
export function readResume(resume: string): ResumeFacts {
  const raws = splitLines(resume)
  const parsed = raws.map(parseLine)
  const sections = mapSections(parsed, raws)
  if (SECTION_KINDS.some((kind) => !sections.found.has(kind))) {
    for (const kind of seesSections(raws)) sections.found.add(kind)
  }
  const { lines, continuations } = parsed.some((line) => line.bullet)
    ? joinWrappedBullets(parsed, raws, sections.headings)
    : markUnmarkedBullets(parsed, raws, sections)
  const body = lines.filter(
    (line) =>
      line.words.length > 0 && !sections.headings.has(line.index) && !continuations.has(line.index),
  )
  const underExperience = body.filter((line) =>
    (sections.under[line.index] ?? []).includes('experience'),
  )
  const experience = underExperience.length > 0 ? underExperience : body
  const bullets = body.filter(
    (line) => line.bullet && !(sections.under[line.index] ?? []).includes('skills'),
  )
  const statements =
    bullets.length > 0
      ? bullets
      : body.filter((line) => line.words.length >= FALLBACK_STATEMENT_WORDS)
  // Dates are judged across experience; a resume without that heading is judged whole.
  const experienceDates = findDates(underExperience.map((line) => line.text))
  // A loop, not flatMap: a resume of 25,000 one-word bullets made flatMap the slowest step.
  const words: string[] = []
  for (const line of parsed) for (const word of line.words) words.push(word)
  return {
    raws,
    lines,
    words,
    sections,
    body,
    experience,
    prose: experience.filter(
      (line) => !line.bullet && line.words.length >= PROSE_LINE_WORDS && !isDateLine(line.text),
    ),
    statements,
    openers: statements.map((line) => openerOf(line.text)),
    contact: contactOf(resume, raws),
    dates: experienceDates.ranges > 0 ? experienceDates : findDates(body.map((line) => line.text)),
  }
}
