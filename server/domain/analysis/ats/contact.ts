import { splitLines } from './resume-text.ts'

const EMAIL_LOCAL_END = /[\p{L}\p{N}._%+-]$/u
const EMAIL_DOMAIN = /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u
/** A domain is at most 253 characters; reading no further keeps the search linear. */
const MAX_DOMAIN = 253
/** Enough '@'s to find a real address; a pasted log full of them should not cost more. */
const MAX_AT_SIGNS = 200
/**
 * Dashes and minus signs that Word, PDFs and phone apps put between digit groups: U+2010-U+2015,
 * the minus sign U+2212, the small and the full-width hyphen-minus.
 */
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/gu
/**
 * Groups of digits joined by up to three spaces, dots or dashes, optionally after "+country" and
 * with an area code in brackets anywhere ("+44 (0) 20 7946 0958", "8 (916) 123-45-67"), or one
 * run of digits ("+15551234567"). Every quantifier is bounded, so the scan is linear.
 */
const PHONE =
  /(?<![\p{L}\p{N}])(?:\+\s?\d{1,4}[\s.-]{0,3})?(?:\(\d{1,5}\)[\s.-]{0,3})?\d{1,15}(?:[\s.-]{1,3}(?:\(\d{1,5}\)[\s.-]{0,3})?\d{1,15}|\(\d{1,5}\)[\s.-]{0,3}\d{1,15}){0,7}(?![\p{L}\p{N}])/gu
const DIGIT_GROUP = /\d+/g
const YEAR = /^(?:19|20)\d{2}$/
/** "Phone:", "Tel.", "Mobile", "Тел.", "Teléfono", "Móvil" or a phone icon just before the number. */
const PHONE_LABEL =
  /(?:(?<!\p{L})(?:phone|telephone|tel|mobile|mob|cell|ph|whatsapp|телефон|тел|моб|мобильный|сотовый|teléfono|telefono|tfno|tlf|móvil|movil|celular|cel)\.?(?:\s*(?:number|no\.?|#|номер))?|[☎✆📞📱])\s*[:.\-–—]?\s*$/iu
const LABEL_REACH = 32
/** A figure with a currency or a unit beside it is an amount, not a phone. */
const AMOUNT_AFTER = /^\s?(?:[%$€£¥₽]|руб|тыс|млн|млрд|usd|eur|rub|k(?!\p{L}))/iu
const AMOUNT_BEFORE = /[$€£¥₽]\s?$/u
/** "150 000 000" or "1.250.000": thousands separators, an amount unless it sits with the contacts. */
const THOUSANDS = /^\d{1,3}(?:[\s.]\d{3})+$/u
/** Contact details sit in the first lines or, from a page footer, in the last ones. */
const HEADER_LINES = 15
const FOOTER_LINES = 5
const LINKEDIN = /linkedin|lnkd\.in|(?<![\p{L}\p{N}/])in\/[\p{L}\p{N}_-]{2,}/iu

export interface ContactFacts {
  email: boolean
  phone: boolean
  linkedin: boolean
}

/**
 * Whether a candidate is a phone number: 7 to 15 digits with a "+", an area code in brackets or a
 * phone label before it; 9 to 15 digits otherwise. Dates are no phones ("2019 - 2021",
 * "03.2020 - 05.2022": only years and one- or two-digit groups), nor amounts ("$1 250 000",
 * or thousands-grouped figures outside the contact lines).
 */
function isPhone(match: RegExpExecArray, line: string, contactLine: boolean): boolean {
  const text = match[0].trim()
  const groups = text.match(DIGIT_GROUP) ?? []
  const digits = groups.join('').length
  if (digits < 7 || digits > 15) return false
  const plus = text.startsWith('+')
  if (!plus && groups.some((group) => YEAR.test(group))) {
    if (groups.every((group) => YEAR.test(group) || group.length <= 2)) return false
  }
  const before = line.slice(Math.max(0, match.index - LABEL_REACH), match.index)
  const marked = plus || text.includes('(')
  // Seven or eight digits are a phone only with a "+", an area code or a label.
  if (!marked && digits < 9 && !PHONE_LABEL.test(before)) return false
  const after = line.slice(match.index + match[0].length, match.index + match[0].length + 5)
  if (AMOUNT_BEFORE.test(before) || AMOUNT_AFTER.test(after)) return false
  if (marked || PHONE_LABEL.test(before)) return true
  return contactLine || !THOUSANDS.test(text)
}

/**
 * Looks around each '@' instead of running one email pattern over the text: a pattern that starts
 * with a repeated class would rescan a long run of letters from every position (quadratic).
 */
function hasEmail(text: string): boolean {
  let at = text.indexOf('@')
  for (let seen = 0; at !== -1 && seen < MAX_AT_SIGNS; seen += 1) {
    if (at > 0 && EMAIL_LOCAL_END.test(text.slice(at - 1, at))) {
      if (EMAIL_DOMAIN.test(text.slice(at + 1, at + 1 + MAX_DOMAIN))) return true
    }
    at = text.indexOf('@', at + 1)
  }
  return false
}

function hasPhone(lines: readonly string[]): boolean {
  for (const [index, raw] of lines.entries()) {
    // Nearly every line of a resume has no digit at all; skip them before any pattern runs.
    if (!/\d/.test(raw)) continue
    const line = raw.replace(DASHES, '-')
    const contactLine = index < HEADER_LINES || index >= lines.length - FOOTER_LINES
    for (const match of line.matchAll(PHONE)) {
      if (isPhone(match, line, contactLine)) return true
    }
  }
  return false
}

/**
 * Email, phone and LinkedIn anywhere in the text (the header and footer are part of it).
 * `lines` is the text already split (resume-text.ts, splitLines), when the caller has it.
 */
export function findContact(
  text: string,
  lines: readonly string[] = splitLines(text),
): ContactFacts {
  return { email: hasEmail(text), phone: hasPhone(lines), linkedin: LINKEDIN.test(text) }
}
