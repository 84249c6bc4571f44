const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u
const PHONE_CANDIDATE = /(?<![\p{L}\p{N}])\+?\(?\d[\d\s().-]{5,}\d(?![\p{L}\p{N}])/gu
const YEAR = /^(?:19|20)\d\d$/

/** Whether a text holds an email address or a phone number, the contact details an ATS looks for. */
export function hasContactDetails(text: string): boolean {
  if (EMAIL.test(text)) return true
  for (const match of text.matchAll(PHONE_CANDIDATE)) {
    const digits = match[0].replace(/\D/g, '')
    if (digits.length < 7 || digits.length > 15) continue
    // "2019 - 2024" has as many digits as a phone number; a run of years is a date range.
    const groups = match[0].split(/\D+/).filter(Boolean)
    if (groups.every((group) => YEAR.test(group))) continue
    return true
  }
  return false
}
