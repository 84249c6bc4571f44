import { codePointSize, tokenEndAt } from './token-scan.ts'

/** A word of a text, with where it is and how the lexicon sees it. */
export interface Token {
  /** As written. */
  text: string
  /** Lowercased, hyphens dropped ("Front-end" -> "frontend"), possessive 's removed. */
  norm: string
  start: number
  end: number
  /** 0-based line index. */
  line: number
  /** Index of the sentence (or line, or bullet): n-grams never cross one. */
  sentence: number
}

/** Sentence ends: a full stop, ! ? ; or a bullet glyph; a newline ends one too. */
const SENTENCE_END_CHARS = new Set([...'.!?;•●▪◦·'].map((c) => c.charCodeAt(0)))
/** Bullet dashes: a sentence ends at one with white space on both sides (" - ", " * ", " – "). */
const DASH_CHARS = new Set([...'-*–'].map((c) => c.charCodeAt(0)))
/** What /\s/ matches (ECMAScript WhiteSpace and LineTerminator), as char codes. */
const SPACE_CHARS = new Set([
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005,
  0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff,
])
/** Longest part of a slash or ampersand compound kept whole: CI/CD yes, Python/Django no. */
const SHORT_PART = 3
/** Beyond this a text is cut: no job description or resume is this long, and time stays bounded. */
export const MAX_TEXT_CHARS = 200_000

export function normalizeToken(text: string): string {
  let norm = text.toLowerCase()
  // Most tokens are plain words: only pay for the replacements when their characters are there.
  if (norm.includes('’')) norm = norm.replace(/’/g, "'")
  if (norm.includes("'")) norm = norm.replace(/'s$/, '')
  if (norm.includes('-')) norm = norm.replace(/(?<=[\p{L}\p{N}])-(?=[\p{L}\p{N}])/gu, '')
  return norm
}

/** Splits "Python/Django" into its parts but keeps "CI/CD", "TCP/IP", "UI/UX", "P&L". */
function splitLongSlash(text: string, start: number): Array<[string, number]> {
  if (!/[/&]/.test(text)) return [[text, start]]
  const parts = text.split(/([/&])/)
  const words = parts.filter((_, i) => i % 2 === 0)
  if (words.every((w) => w.length <= SHORT_PART)) return [[text, start]]
  const out: Array<[string, number]> = []
  let offset = start
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i] ?? ''
    if (i % 2 === 0 && part.length > 0) out.push([part, offset])
    offset += part.length
  }
  return out
}

export function tokenize(input: string): Token[] {
  const text = input.length > MAX_TEXT_CHARS ? input.slice(0, MAX_TEXT_CHARS) : input
  const tokens: Token[] = []
  let line = 0
  let sentence = 0
  let cursor = 0
  // Tokens as TOKEN_RE finds them (token-scan.ts): short parts joined by '/' or '&' stay one
  // token (CI/CD, TCP/IP, A/B, R&D); see splitLongSlash.
  let index = 0
  while (index < text.length) {
    const end = tokenEndAt(text, index)
    if (end < 0) {
      index += codePointSize(text, index)
      continue
    }
    // The gap is read in place, char by char: tokenizing is on every request's hot path.
    const newlines = countNewlines(text, cursor, index)
    if (newlines > 0 || endsSentence(text, cursor, index)) sentence += 1
    line += newlines
    let raw = text.slice(index, end)
    cursor = end
    // A single "+" names a certification after letters (Security+, A+), not after digits (5+ years).
    if (raw.charCodeAt(raw.length - 1) === PLUS && isDigit(raw.charCodeAt(raw.length - 2)))
      raw = raw.slice(0, -1)
    if (raw.includes('/') || raw.includes('&')) {
      for (const [part, start] of splitLongSlash(raw, index))
        pushToken(tokens, part, start, line, sentence)
    } else pushToken(tokens, raw, index, line, sentence)
    index = end
  }
  return tokens
}

const PLUS = 0x2b
/** Characters a token may end with that are dropped: ' ’ . - */
const TRAILING_CHARS = new Set([0x27, 0x2019, 0x2e, 0x2d])

const isDigit = (code: number): boolean => code >= 0x30 && code <= 0x39

function pushToken(
  tokens: Token[],
  part: string,
  start: number,
  line: number,
  sentence: number,
): void {
  const clean = TRAILING_CHARS.has(part.charCodeAt(part.length - 1))
    ? part.replace(/['’.-]+$/u, '')
    : part
  if (clean.length === 0) return
  tokens.push({
    text: clean,
    norm: normalizeToken(clean),
    start,
    end: start + clean.length,
    line,
    sentence,
  })
}

function countNewlines(s: string, from: number, to: number): number {
  let n = 0
  for (let i = from; i < to; i += 1) if (s.charCodeAt(i) === 10) n += 1
  return n
}

/** Whether text[from, to) holds a sentence end: a full stop, ! ? ; a bullet glyph or a spaced dash. */
function endsSentence(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i += 1) {
    const code = text.charCodeAt(i)
    if (SENTENCE_END_CHARS.has(code)) return true
    if (
      i + 2 < to &&
      DASH_CHARS.has(text.charCodeAt(i + 1)) &&
      SPACE_CHARS.has(code) &&
      SPACE_CHARS.has(text.charCodeAt(i + 2))
    )
      return true
  }
  return false
}

/** Lines of a text as the resume evidence reports them (0-based, same split as tokenize). */
export function splitLines(text: string): string[] {
  return (text.length > MAX_TEXT_CHARS ? text.slice(0, MAX_TEXT_CHARS) : text).split('\n')
}
