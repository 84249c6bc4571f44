import { fold } from '../fold.ts'
import { findDates } from './dates.ts'
import type { ResumeLine } from './resume-text.ts'

/**
 * Words a wrapped line can end on mid-sentence (English, Spanish, Russian), compared folded: a
 * bullet that stops on "by" or "para" goes on in the next line.
 */
const CONNECTORS = new Set(
  `and or but nor by of to the a an for with without in on at from into onto across via through
  using including within per as than while over under between among about toward towards plus
  its their our his her this that which who where when
  y e o u de del la el los las lo un una en con sin para por al que sobre entre mediante hacia
  hasta desde su sus como
  и или а но в во на с со по для от к ко до за из под при о об через между без его их как что`
    .split(/\s+/)
    .filter((word) => word !== '')
    .map(fold),
)
/** English words that stay lower case inside a Title Case job header ("Head of Sales"). */
const TITLE_SMALL_WORDS = new Set(['of', 'and', 'the', 'for', 'at', 'in', 'to', 'on', 'a', 'an'])
const OPEN_END = /[,;:(&/+\-–—]$/u
const SENTENCE_END = /[.!?…]["'”»)]?$/u
/** A wrapped line can start mid-sentence: lower case, a figure, a currency, a bracket. */
const MID_SENTENCE_START = /^[\s]*(?:\p{Ll}|\d|[$€£¥₽%(&+])/u
const LOWER_WORD = /^\p{Ll}[\p{L}\p{M}]+$/u
const LAST_WORD = /([\p{L}\p{M}\p{N}]+)[^\p{L}\p{M}\p{N}]*$/u
const TAIL_CHARS = 40
const INDENT = /^(?:\t|\s{2,})\S/u
/** Every date range holds a year; most lines hold none, and skip the date reader. */
const YEAR_LIKE = /(?:19|20)\d{2}/
/**
 * A line at least this share of the text's usual full line length was probably broken by the
 * page width rather than ended by the writer.
 */
const WRAP_SHARE = 0.7
/** The usual full line length: this percentile of the lengths of the non-empty lines. */
const WIDTH_PERCENTILE = 0.9
/** A bullet rarely wraps over more lines than this; the cap bounds a run of lower-case prose. */
const MAX_CONTINUATIONS = 6
/** A line ending a sentence joins an open bullet only with this many words ("Acme Inc." does not). */
const MIN_SENTENCE_WORDS = 3

export interface JoinedBullets {
  /** The lines, each bullet carrying the text and words of its wrapped continuation lines. */
  lines: ResumeLine[]
  /** Indexes of the continuation lines, now part of the bullet before them. */
  continuations: Set<number>
}

/** The last word of a text, folded: only the tail is read, however long the bullet. */
function lastWord(text: string): string {
  return fold(LAST_WORD.exec(text.slice(-TAIL_CHARS))?.[1] ?? '')
}

/** Whether a line holds a date range: a job header ("Acme, 2019 – 2021"), never a wrapped line. */
export function isDateLine(text: string): boolean {
  return YEAR_LIKE.test(text) && findDates([text]).ranges > 0
}

/** What a line is read against besides the bullet's text so far. */
export interface WrapContext {
  /** The bullet's last raw line, as written. */
  previousRaw: string
  /** Whether the line after this one holds a date range (this one is then a job header). */
  nextIsDate: boolean
  /** The text's usual full line length (0 when unknown). */
  width: number
  /**
   * Read only the sure signs (a mid-sentence start, an open end, an indent): between unmarked
   * lines every new achievement also starts with a capital and may end without a full stop.
   */
  sureSignsOnly?: boolean
}

/** A word in lower case other than the small words of a Title Case header. */
function hasLowerWord(line: ResumeLine): boolean {
  return line.words.some((word) => LOWER_WORD.test(word) && !TITLE_SMALL_WORDS.has(word))
}

/**
 * Whether `line` goes on with the bullet whose text so far ends with `previous`: it starts
 * mid-sentence (lower case, a figure, a currency), or the bullet stops on a comma, a dash or a
 * connecting word, or the line is indented under it; or the bullet's last line ran to the page
 * width without ending its sentence and this line reads as the rest of one (words in lower case,
 * or a full stop at its end). Job headers (a date range on the line or the next one, Title Case
 * throughout) do not qualify.
 */
export function continuesBullet(
  previous: string,
  line: ResumeLine,
  raw: string,
  context: WrapContext = { previousRaw: previous, nextIsDate: false, width: 0 },
): boolean {
  if (line.bullet || line.words.length === 0) return false
  if (isDateLine(line.text)) return false
  if (MID_SENTENCE_START.test(line.text)) return true
  if (OPEN_END.test(previous) || CONNECTORS.has(lastWord(previous))) return true
  if (INDENT.test(raw)) return true
  if (context.sureSignsOnly || SENTENCE_END.test(previous) || context.nextIsDate) return false
  const wrapped =
    context.width > 0 && context.previousRaw.trim().length >= context.width * WRAP_SHARE
  if (wrapped && hasLowerWord(line)) return true
  return SENTENCE_END.test(line.text) && line.words.length >= MIN_SENTENCE_WORDS
}

/** The usual full line length of a text: long lines are as long as the page is wide. */
export function lineWidth(raws: readonly string[]): number {
  const lengths = raws
    .map((raw) => raw.trim().length)
    .filter((length) => length > 0)
    .sort((a, b) => a - b)
  return lengths[Math.floor((lengths.length - 1) * WIDTH_PERCENTILE)] ?? 0
}

/**
 * Joins each bullet with the lines it wraps onto, so a number on the second line counts for the
 * bullet and the bullet's length is the whole bullet's. PDF text and pasted text break long
 * bullets into several lines; a blank line, a heading or another bullet ends one.
 */
export function joinWrappedBullets(
  lines: readonly ResumeLine[],
  raws: readonly string[],
  headings: ReadonlySet<number>,
): JoinedBullets {
  const joined = [...lines]
  const continuations = new Set<number>()
  // Measured only when a line after a bullet needs it: most bullets are followed by bullets.
  let width = -1
  for (let i = 0; i < lines.length; i += 1) {
    const bullet = lines[i]
    if (!bullet?.bullet) continue
    let text = bullet.text
    let words = bullet.words
    let next = i + 1
    for (; next < lines.length && next - i <= MAX_CONTINUATIONS; next += 1) {
      const line = lines[next]
      if (!line || line.bullet || headings.has(next)) break
      if (width < 0) width = lineWidth(raws)
      const context: WrapContext = {
        previousRaw: raws[next - 1] ?? '',
        nextIsDate: isDateLine(lines[next + 1]?.text ?? ''),
        width,
      }
      if (!continuesBullet(text, line, raws[next] ?? '', context)) break
      text = `${text} ${line.text}`
      words = [...words, ...line.words]
      continuations.add(next)
    }
    if (next > i + 1) joined[i] = { ...bullet, text, words }
    i = next - 1
  }
  return { lines: joined, continuations }
}
