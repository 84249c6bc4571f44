import { isGluedWord } from './keyword-shape.ts'
import { gluedHeadingLength } from './sections.ts'

/**
 * Text copied from a web page loses line breaks: "About the roleWhat You Will DoBuild services",
 * "3+ years of experienceMust have". The repaired text has a line break inserted at each such
 * seam, and nothing else changed, so an offset in it maps back to the original by counting the
 * breaks inserted before it (the UI highlights keywords in the text the user pasted).
 */
export interface RepairedText {
  text: string
  /** Offsets in the ORIGINAL text where a line break was inserted, ascending. */
  breaks: number[]
}

/** A lower-case letter (or a full stop after one) meeting a capital: where a seam may be. */
const SEAM_RE = /(?<=\p{Ll})\.?(?=\p{Lu})/gu
/** Word runs a seam sits in: letters only, so "Node.js" or "C++" are not read. */
const WORD_RE = /\p{L}+/uy

export interface RepairOptions {
  /** Is a lower-case string an everyday word? */
  isWord: (lower: string) => boolean
  /** Is a string a known name as written (JavaScript, PowerPoint, LinkedIn, GitHub)? */
  isName: (text: string) => boolean
}

function wordAround(text: string, at: number): string {
  let s = at
  while (s > 0 && /\p{L}/u.test(text.charAt(s - 1))) s -= 1
  WORD_RE.lastIndex = s
  const m = WORD_RE.exec(text)
  return m ? m[0] : ''
}

/** Line breaks to insert, as offsets in the original text. */
function seams(text: string, options: RepairOptions): number[] {
  const out = new Set<number>()
  // A heading at the start of a line, glued to its first sentence: "RequirementsYou have".
  let lineStart = 0
  while (lineStart <= text.length) {
    const nl = text.indexOf('\n', lineStart)
    const lineEnd = nl < 0 ? text.length : nl
    const lead = /^[\s#*\-–•●▪◦·>]*/u.exec(text.slice(lineStart, lineEnd))?.[0].length ?? 0
    const at = lineStart + lead
    const length = gluedHeadingLength(text.slice(at, lineEnd))
    if (length !== null && !options.isName(wordAround(text, at + length))) out.add(at + length)
    if (nl < 0) break
    lineStart = nl + 1
  }
  for (const m of text.matchAll(SEAM_RE)) {
    const dot = m[0].length
    const at = m.index + dot
    // Most seams are inside names (JavaScript, PostgreSQL): a capital not followed by a lower-case
    // letter opens no word, and a one-letter left half (iOS, eBay) none either.
    if (!/\p{Ll}/u.test(text.charAt(at + 1)) && !dot) continue
    const word = wordAround(text, dot ? m.index - 1 : at)
    // "team.Requirements" or "teamRequirements": a heading glued behind a sentence.
    const heading = gluedHeadingLength(text.slice(at, at + 60), true)
    if (heading !== null) {
      if (dot || !options.isName(word)) out.add(at)
      if (/\p{Lu}/u.test(text.charAt(at + heading))) out.add(at + heading)
      continue
    }
    if (dot || options.isName(word)) continue
    // Only the two words meeting here decide: "JavaScriptThe" splits before "The" alone.
    const left = /\p{L}?\p{Ll}+$/u.exec(text.slice(Math.max(0, at - 40), at))?.[0] ?? ''
    const right = /^\p{Lu}\p{Ll}*/u.exec(text.slice(at, at + 40))?.[0] ?? ''
    if (isGluedWord(left + right, options.isWord)) out.add(at)
  }
  return [...out].sort((a, b) => a - b)
}

/** Inserts a line break at each seam of pasted text; `breaks` maps offsets back. */
export function repairPastedText(text: string, options: RepairOptions): RepairedText {
  const breaks = seams(text, options)
  if (breaks.length === 0) return { text, breaks }
  let out = ''
  let from = 0
  for (const at of breaks) {
    out += `${text.slice(from, at)}\n`
    from = at
  }
  return { text: out + text.slice(from), breaks }
}

/** The original offset of an offset in the repaired text (a start or an exclusive end). */
export function toOriginalOffset(repaired: RepairedText, offset: number): number {
  const { breaks } = repaired
  // The k-th break (0-based) sits at breaks[k] + k in the repaired text.
  let lo = 0
  let hi = breaks.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if ((breaks[mid] ?? 0) + mid < offset) lo = mid + 1
    else hi = mid
  }
  return offset - lo
}
