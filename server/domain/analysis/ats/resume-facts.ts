import { findContact, type ContactFacts } from './contact.ts'
import { findDates, type DateFacts } from './dates.ts'
import { parseLine, splitLines, type ResumeLine } from './resume-text.ts'
import { mapSections, type SectionMap } from './sections.ts'

/** A non-bullet line this long in the experience section is a paragraph, not a job header. */
export const PROSE_LINE_WORDS = 12
/** Without bullets, lines at least this long stand in for them (a summary-style resume). */
const FALLBACK_STATEMENT_WORDS = 6

export interface ResumeFacts {
  lines: ResumeLine[]
  /** Every word of the resume (resume-text.ts, wordsOf), bullet markers left out. */
  words: string[]
  sections: SectionMap
  /** Lines that are not headings and have words: what reading ease reads. */
  body: ResumeLine[]
  /** The experience section's lines, or every body line when no experience heading exists. */
  experience: ResumeLine[]
  /** The achievement lines readability judges: bullets outside Skills, or long lines without bullets. */
  statements: ResumeLine[]
  contact: ContactFacts
  dates: DateFacts
}

/** Everything the checks and suggestions read, computed once per resume. */
export function readResume(resume: string): ResumeFacts {
  const raws = splitLines(resume)
  const lines = raws.map(parseLine)
  const sections = mapSections(lines, raws)
  const body = lines.filter((line) => line.words.length > 0 && !sections.headings.has(line.index))
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
  return {
    lines,
    words: lines.flatMap((line) => line.words),
    sections,
    body,
    experience,
    statements,
    contact: findContact(resume),
    dates: experienceDates.ranges > 0 ? experienceDates : findDates(body.map((line) => line.text)),
  }
}
