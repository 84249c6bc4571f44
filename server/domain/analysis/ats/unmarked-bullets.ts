import type { ResumeLine } from './resume-text.ts'
import type { SectionMap } from './sections.ts'
import {
  continuesBullet,
  isDateLine,
  type JoinedBullets,
  type WrapContext,
} from './wrapped-bullets.ts'

/** An achievement line has at least this many words; a job title or a company name has fewer. */
const MIN_STATEMENT_WORDS = 5
/** Longer than this, a block is a paragraph even when it holds one sentence. */
const MAX_STATEMENT_WORDS = 40
const MAX_CONTINUATIONS = 6
/** A sentence ends inside the text: a full stop, then a space and a capital. */
const INNER_SENTENCE_END = /[.!?…]\s+\p{Lu}/u
const LOWER_WORD = /^\p{Ll}/u

function underExperience(sections: SectionMap, index: number): boolean {
  return (sections.under[index] ?? []).includes('experience')
}

/**
 * A resume without a single bullet marker (a PDF whose list dots are drawn as shapes, a list typed
 * without markers) still lists its achievements one per line. Under the experience heading, after
 * a job's date line, each line of five or more words that is not the next job's header (a date
 * range on it or on the line after it), joined with the lines it wraps onto, is a bullet when it
 * holds one sentence. Paragraphs stay paragraphs.
 */
export function markUnmarkedBullets(
  lines: readonly ResumeLine[],
  raws: readonly string[],
  sections: SectionMap,
): JoinedBullets {
  const marked = [...lines]
  const continuations = new Set<number>()
  if (lines.some((line) => line.bullet)) return { lines: marked, continuations }
  let inJob = false
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]
    if (!line || line.words.length === 0) continue
    if (sections.headings.has(i) || !underExperience(sections, i)) {
      inJob = false
      continue
    }
    if (isDateLine(line.text)) {
      inJob = true
      continue
    }
    if (!inJob || isDateLine(lines[i + 1]?.text ?? '')) continue
    let text = line.text
    let words = line.words
    let next = i + 1
    for (; next < lines.length && next - i <= MAX_CONTINUATIONS; next += 1) {
      const candidate = lines[next]
      if (!candidate || sections.headings.has(next)) break
      const context: WrapContext = {
        previousRaw: raws[next - 1] ?? '',
        nextIsDate: false,
        width: 0,
        sureSignsOnly: true,
      }
      if (!continuesBullet(text, candidate, raws[next] ?? '', context)) break
      text = `${text} ${candidate.text}`
      words = [...words, ...candidate.words]
    }
    const statement =
      words.length >= MIN_STATEMENT_WORDS &&
      words.length <= MAX_STATEMENT_WORDS &&
      !INNER_SENTENCE_END.test(text) &&
      words.some((word) => LOWER_WORD.test(word))
    if (!statement) continue
    marked[i] = { ...line, text, words, bullet: true }
    for (let joined = i + 1; joined < next; joined += 1) continuations.add(joined)
    i = next - 1
  }
  return { lines: marked, continuations }
}
