const EMAIL_LOCAL_END = /[\p{L}\p{N}._%+-]$/u
const EMAIL_DOMAIN = /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u
/** A domain is at most 253 characters; reading no further keeps the search linear. */
const MAX_DOMAIN = 253
/** Enough '@'s to find a real address; a pasted log full of them should not cost more. */
const MAX_AT_SIGNS = 200
/** Groups of digits with single separators, optionally "+country" and "(area)". Bounded, so linear. */
const PHONE =
  /(?<![\p{L}\p{N}])(\+\s?\d{1,3}[\s.-]?)?(\(\d{1,5}\)[\s.-]?)?\d{2,5}(?:[\s.-]\d{2,5}){0,4}(?![\p{L}\p{N}])/gu
const YEAR_RANGE = /^(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}$/
const LINKEDIN = /linkedin\.com\/|\blinkedin\b/i

export interface ContactFacts {
  email: boolean
  phone: boolean
  linkedin: boolean
}

/**
 * Whether a candidate is a phone number: 9 to 15 digits, or 7 or 8 when a "+" or an area code in
 * brackets says so. Shorter runs are amounts, years and dates ("2019-2021" is not a phone).
 */
function isPhone(match: RegExpExecArray): boolean {
  const text = match[0]
  const digits = text.replace(/\D/g, '').length
  if (YEAR_RANGE.test(text)) return false
  if (digits >= 9 && digits <= 15) return true
  return digits >= 7 && digits <= 8 && (match[1] !== undefined || match[2] !== undefined)
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

export function findContact(text: string): ContactFacts {
  let phone = false
  for (const match of text.matchAll(PHONE)) {
    if (isPhone(match)) {
      phone = true
      break
    }
  }
  return { email: hasEmail(text), phone, linkedin: LINKEDIN.test(text) }
}
