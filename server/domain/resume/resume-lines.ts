import { bulletOf } from '../analysis/ats/resume-text.ts'
import { parseInline, plainText } from './inline-markdown.ts'

/** Line tests every reader of resume text shares: contacts, bullets, rules, Markdown. */

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/
const PHONE = /(?:\+|\()?\d[\d\s().-]{6,}\d/
const URL =
  /https?:\/\/|www\.|linkedin\.com|github\.com|gitlab\.com|\b[\w-]+\.(?:com|io|dev|me|org|net|ru|es)\/\S/i

export function isContactLine(line: string): boolean {
  return line.length <= 200 && (EMAIL.test(line) || PHONE.test(line) || URL.test(line))
}

/** The resume's lines as the fit report numbers them: "\r\n" and "\r" end a line too. */
export function splitResumeLines(text: string): string[] {
  return text.replace(/\r\n?/g, '\n').split('\n')
}

/** A Markdown rule ("---", "***"): a divider, not text. */
export function isRuleLine(line: string): boolean {
  return /^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/.test(line)
}

/** Whether a line holds nothing a reader would miss: blank, or a Markdown rule. */
export function isBlankLine(line: string | undefined): boolean {
  return line === undefined || line.trim() === '' || isRuleLine(line)
}

export interface MarkedLine {
  /** The line trimmed, its list marker and heading hashes removed, Markdown kept. */
  text: string
  /** It carried a list marker ("-", "•", "1.", the glyphs PDFs draw). */
  bullet: boolean
}

/** A line without its list marker or heading hashes; inline Markdown stays for the exporter. */
export function markedLine(line: string): MarkedLine {
  const heading = /^\s*#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)
  if (heading) return { text: heading[1] ?? '', bullet: false }
  const parsed = bulletOf(line)
  return parsed.bullet ? { text: parsed.text, bullet: true } : { text: line.trim(), bullet: false }
}

/**
 * A function of one line, remembered for the lines seen last: the model asks the same questions
 * of a line several times (is it a heading, what dates does it hold), and the fit report reads
 * the same resume for every job. A bounded map, emptied when full.
 */
export function perLine<T>(fn: (line: string) => T, limit = 4096): (line: string) => T {
  const seen = new Map<string, T>()
  return (line) => {
    const known = seen.get(line)
    if (known !== undefined || seen.has(line)) return known as T
    if (seen.size >= limit) seen.clear()
    const value = fn(line)
    seen.set(line, value)
    return value
  }
}

/** The words a reader sees: Markdown markers and escapes removed. */
export const plain = perLine((text: string): string => plainText(parseInline(text)).trim())
