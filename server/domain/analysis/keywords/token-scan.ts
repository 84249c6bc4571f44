/**
 * One token: letters/digits joined by inner dots, hyphens, apostrophes and underscores (Node.js,
 * ASP.NET, front-end, don't), optionally led by a dot (.NET) and closed by ++ or # (C++, C#).
 * Short parts joined by '/' or '&' stay one token (CI/CD, TCP/IP, A/B, R&D); see tokenize.ts.
 * tokenize reads tokens with tokenEndAt, this pattern compiled by hand: the regex's iterator cost
 * about a third of tokenizing, which every request does twice. The tests hold the two equal.
 */
export const TOKEN_RE =
  /\.?[\p{L}\p{N}](?:[\p{L}\p{N}_]|['’.\-/&](?=[\p{L}\p{N}]))*(?:\+\+|\+|#)?/gu

const LETTER_OR_NUMBER = /^[\p{L}\p{N}]$/u
/** Per UTF-16 unit: 0 not yet asked, 1 a letter or number, 2 not. Filled as characters appear. */
const BMP_CLASS = new Uint8Array(0x1_0000)
const ASTRAL_CLASS = new Map<number, boolean>()

function isLetterOrNumber(code: number): boolean {
  if (code < 0x80) {
    return (
      (code >= 0x61 && code <= 0x7a) ||
      (code >= 0x41 && code <= 0x5a) ||
      (code >= 0x30 && code <= 0x39)
    )
  }
  if (code < 0x1_0000) {
    let known = BMP_CLASS[code]
    if (known === 0) {
      known = LETTER_OR_NUMBER.test(String.fromCharCode(code)) ? 1 : 2
      BMP_CLASS[code] = known
    }
    return known === 1
  }
  let astral = ASTRAL_CLASS.get(code)
  if (astral === undefined) {
    astral = LETTER_OR_NUMBER.test(String.fromCodePoint(code))
    ASTRAL_CLASS.set(code, astral)
  }
  return astral
}

/** The code point at `at` as the /u flag reads it: a surrogate pair is one, a lone surrogate too. */
function codePointAt(text: string, at: number): number {
  const code = text.charCodeAt(at)
  if (code >= 0xd800 && code <= 0xdbff && at + 1 < text.length) {
    const low = text.charCodeAt(at + 1)
    if (low >= 0xdc00 && low <= 0xdfff) return (code - 0xd800) * 0x400 + (low - 0xdc00) + 0x1_0000
  }
  return code
}

const sizeOf = (codePoint: number): number => (codePoint >= 0x1_0000 ? 2 : 1)

/** The code units of the code point at `at`: where a failed match tries next. */
export function codePointSize(text: string, at: number): number {
  return sizeOf(codePointAt(text, at))
}

/** ' ’ . - / &: joiners a token keeps when a letter or digit follows. */
function isJoiner(code: number): boolean {
  return (
    code === 0x27 ||
    code === 0x2019 ||
    code === 0x2e ||
    code === 0x2d ||
    code === 0x2f ||
    code === 0x26
  )
}

/** Where a TOKEN_RE match starting exactly at `at` ends, or -1 when none starts there. */
export function tokenEndAt(text: string, at: number): number {
  const { length } = text
  let q = -1
  if (text.charCodeAt(at) === 0x2e && at + 1 < length) {
    const next = codePointAt(text, at + 1)
    if (isLetterOrNumber(next)) q = at + 1 + sizeOf(next)
  }
  if (q < 0) {
    const first = codePointAt(text, at)
    if (!isLetterOrNumber(first)) return -1
    q = at + sizeOf(first)
  }
  // The repetition is greedy and what follows it is optional: it never gives anything back.
  while (q < length) {
    const code = codePointAt(text, q)
    if (code === 0x5f || isLetterOrNumber(code)) q += sizeOf(code)
    else if (isJoiner(code) && q + 1 < length && isLetterOrNumber(codePointAt(text, q + 1)))
      q += 1 + sizeOf(codePointAt(text, q + 1))
    else break
  }
  const suffix = text.charCodeAt(q)
  if (suffix === 0x2b) return text.charCodeAt(q + 1) === 0x2b ? q + 2 : q + 1
  return suffix === 0x23 ? q + 1 : q
}
