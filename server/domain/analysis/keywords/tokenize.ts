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

/**
 * One token: letters/digits joined by inner dots, hyphens, apostrophes and underscores (Node.js,
 * ASP.NET, front-end, don't), optionally led by a dot (.NET) and closed by ++ or # (C++, C#).
 * Short parts joined by '/' or '&' stay one token (CI/CD, TCP/IP, A/B, R&D); see splitLongSlash.
 */
const TOKEN_RE = /\.?[\p{L}\p{N}](?:[\p{L}\p{N}_]|['’.\-/&](?=[\p{L}\p{N}]))*(?:\+\+|\+|#)?/gu
/** Sentence ends: a full stop, ! ? ; or a bullet glyph; a newline ends one too. */
const SENTENCE_END_RE = /[.!?;•●▪◦·]|\s[-*–]\s/u
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
  for (const m of text.matchAll(TOKEN_RE)) {
    const index = m.index
    const gap = text.slice(cursor, index)
    const newlines = countNewlines(gap)
    if (newlines > 0 || SENTENCE_END_RE.test(gap)) sentence += 1
    line += newlines
    cursor = index + m[0].length
    let raw = m[0]
    // A single "+" names a certification after letters (Security+, A+), not after digits (5+ years).
    if (/\d\+$/.test(raw)) raw = raw.slice(0, -1)
    for (const [part, start] of splitLongSlash(raw, index)) {
      const clean = /['’.-]$/u.test(part) ? part.replace(/['’.-]+$/u, '') : part
      if (clean.length === 0) continue
      tokens.push({
        text: clean,
        norm: normalizeToken(clean),
        start,
        end: start + clean.length,
        line,
        sentence,
      })
    }
  }
  return tokens
}

function countNewlines(s: string): number {
  let n = 0
  for (let i = 0; i < s.length; i += 1) if (s.charCodeAt(i) === 10) n += 1
  return n
}

/** Lines of a text as the resume evidence reports them (0-based, same split as tokenize). */
export function splitLines(text: string): string[] {
  return (text.length > MAX_TEXT_CHARS ? text.slice(0, MAX_TEXT_CHARS) : text).split('\n')
}
