/**
 * A word: letters and digits, with the joiners technical terms carry inside them (C++, C#,
 * Node.js, CI/CD, e-mail, don't). A trailing full stop is not part of a word.
 */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}+#]*(?:[.'’\-/][\p{L}\p{N}\p{M}][\p{L}\p{N}\p{M}+#]*)*/gu
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/
/**
 * Bullet markers: Markdown dashes and asterisks (decisions.md, Resume content), the typographic
 * bullets Word and PDF exports produce (including the Symbol font's private-use glyphs), and "1." /
 * "1)" numbering.
 */
const BULLET =
  /^\s*(?:[•·▪◦‣●○■□►▸➢➤✓✔\uf0b7\uf0a7\uf076\uf0d8\uf0fc]\s*|[-*–—+]\s+|\d{1,2}[.)]\s+)/u

export interface ResumeLine {
  /** 0-based line number in the resume text. */
  index: number
  /** The line trimmed, bullet marker removed. */
  text: string
  bullet: boolean
  words: string[]
}

export function wordsOf(text: string): string[] {
  return text.match(WORD) ?? []
}

export function splitLines(text: string): string[] {
  return text.split(LINE_BREAK)
}

export function parseLine(raw: string, index: number): ResumeLine {
  const marker = BULLET.exec(raw)
  const text = (marker ? raw.slice(marker[0].length) : raw).trim()
  return { index, text, bullet: marker !== null && text.length > 0, words: wordsOf(text) }
}

export function parseLines(text: string): ResumeLine[] {
  return splitLines(text).map(parseLine)
}
