/**
 * A word: letters and digits, with the joiners technical terms carry inside them (C++, C#,
 * Node.js, CI/CD, e-mail, don't). A trailing full stop is not part of a word.
 */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}+#]*(?:[.'’\-/][\p{L}\p{N}\p{M}][\p{L}\p{N}\p{M}+#]*)*/gu
const LETTER = /\p{L}/u
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/
/**
 * Bullet markers: Markdown dashes and asterisks (decisions.md, Resume content), the typographic
 * bullets, arrows and check marks Word and PDF exports produce (including the Symbol and Wingdings
 * private-use glyphs), Word's "o" for a second level, and "1." / "1)" / "(1)" / "a)" numbering.
 * A dash needs a space after it ("-2019" is no bullet); a long dash before a capital does not,
 * since PDF text often loses that space.
 */
const BULLET =
  /^\s*(?:[•·▪▫◦‣●○■□►▸▶▹➢➣➤➔➜→⇒❯›»✓✔✗✘☑✅◆◇❖♦⬥⬦⁃∙⦁⚬★☆\uf0b7\uf0a7\uf076\uf0d8\uf0fc\uf0a8\uf0e0\uf06e\uf0f0]\s*|[-*+‐‑‒]\s+|[–—―](?:\s+|(?=\p{Lu}))|o\s+(?=\p{Lu})|\(?\d{1,2}[.)]\s+|[a-z]\)\s+)/u

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
  const { text, bullet } = bulletOf(raw)
  return { index, text, bullet, words: wordsOf(text) }
}

/** A line without its bullet marker, and whether it had one; its words are not read. */
export function bulletOf(raw: string): { text: string; bullet: boolean } {
  const marker = BULLET.exec(raw)
  const text = (marker ? raw.slice(marker[0].length) : raw).trim()
  // "- 2019" is the end of a wrapped date range, not a list item: a bullet has a letter.
  return { text, bullet: marker !== null && LETTER.test(text) }
}

export function parseLines(text: string): ResumeLine[] {
  return splitLines(text).map(parseLine)
}
