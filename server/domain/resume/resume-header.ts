import { dateRangesIn } from './date-ranges.ts'
import { parseInline } from './inline-markdown.ts'
import { isBlankLine, isContactLine, markedLine, plain } from './resume-lines.ts'
import { isSectionName, sectionHeadingOf } from './resume-sections.ts'
import { PLACE, TITLE_WORDS } from './role-headers.ts'

/**
 * The top of a resume: the name, a headline ("Senior Software Engineer") and the contact lines,
 * up to the first line that is none of them. What the contact lines hold (email, phone, links,
 * where the person lives) is read out of them; the lines themselves are kept as written.
 */
export interface ModelLine {
  /** As written, without its list marker; inline Markdown (links, bold) kept. */
  text: string
  /** 0-based line of the resume. */
  line: number
}

export interface ResumeContact {
  email: string | null
  phone: string | null
  urls: string[]
  location: string | null
  lines: ModelLine[]
}

export interface ResumeHeader {
  name: ModelLine | null
  headline: ModelLine | null
  contact: ResumeContact
  /** The first line after the header. */
  end: number
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u
const PHONE = /(?<![\p{L}\p{N}])\+?\(?\d[\d\s().-]{5,}\d(?![\p{L}\p{N}])/gu
const YEAR = /^(?:19|20)\d\d$/
const URL_TOKEN =
  /(?<![\w@/.])(?:https?:\/\/[^\s|,;()<>]+|www\.[^\s|,;()<>]+|(?:[\w-]+\.)+(?:com|io|dev|me|org|net|ru|es|co|app|page|site|tech|info)(?:\/[^\s|,;()<>]*)?|t\.me\/[^\s|,;()<>]+)/giu
/** Separators between the items of a contact line. */
const CONTACT_SEPARATOR = /\s+[|·•—–]\s+|\s*\|\s*|\s{3,}|\s+[-]\s+/u
const COUNTRY_END =
  /,\s*(?:USA|U\.S\.A?\.?|US|UK|United States|United Kingdom|Canada|Mexico|México|España|Spain|Россия|Russia|Germany|France|Ireland|India|Australia)$/u
/** "Portland, OR", "Madrid, España", "123 Main St, Anywhere, USA", "Remote (Denver, CO)", "Москва". */
const LOCATION =
  /^(?:\d+[\p{L}\d .'-]*,\s*)?[\p{Lu}][\p{L}.' -]+(?:,\s*[\p{Lu}][\p{L}.' -]*)*(?:\s*\([^)]*\))?(?:\s+\d{5}(?:-\d{4})?)?$/u

/** Where a person lives, as a contact item names it; never a job title. */
function isLocation(text: string): boolean {
  const t = text.trim()
  if (t === '' || t.split(/\s+/).length > 6 || TITLE_WORDS.test(t)) return false
  if (EMAIL.test(t) || isContactLine(t)) return false
  return PLACE.test(t) || LOCATION.test(t)
}

/** A line that can only be a place ("Silicon Valley, CA, USA", "Portland, OR"): never a name. */
function isPlaceOnly(text: string): boolean {
  return PLACE.test(text) || (COUNTRY_END.test(text) && isLocation(text))
}

function isNameLine(line: string): boolean {
  const heading = /^\s*#{1,2}\s+/.test(line)
  const { text, bullet } = markedLine(line)
  const t = plain(text)
  if (bullet || t === '' || /\d/.test(t) || isContactLine(t) || isPlaceOnly(t)) return false
  if (!heading && /^\s*#/.test(line)) return false
  if (isSectionName(t) || dateRangesIn(t).length > 0) return false
  return t.length <= 80 && t.split(/\s+/).length <= 8 && !/[.!?:]$/.test(t)
}

function isHeadlineLine(line: string): boolean {
  const { text, bullet } = markedLine(line)
  const t = plain(text)
  if (bullet || t === '' || dateRangesIn(t).length > 0) return false
  return t.length <= 90 && t.split(/\s+/).length <= 12 && !/[.!?]$/.test(t)
}

function phoneIn(text: string): string | null {
  for (const match of text.matchAll(PHONE)) {
    const digits = match[0].replace(/\D/g, '')
    // "2019 - 2024" has as many digits as a phone number; a licence number has fewer.
    const groups = match[0].split(/\D+/).filter(Boolean)
    if (digits.length < 9 || digits.length > 15 || groups.every((g) => YEAR.test(g))) continue
    return match[0].trim()
  }
  return null
}

function urlsIn(text: string): string[] {
  const links = parseInline(text)
    .map((span) => span.link)
    .filter((link): link is string => link !== undefined && !link.startsWith('mailto:'))
  const bare = [...plain(text).matchAll(URL_TOKEN)]
    .map((m) => m[0].replace(/[.)]+$/, ''))
    .filter((url) => !EMAIL.test(url))
  const all = [...links, ...bare]
  // A Markdown link's target and its text name one address: keep the fuller form once.
  const key = (url: string): string =>
    url
      .replace(/^https?:\/\//, '')
      .replace(/^www\./, '')
      .replace(/\/$/, '')
  const seen = new Set<string>()
  return all.filter((url) => {
    if (seen.has(key(url))) return false
    seen.add(key(url))
    return true
  })
}

/**
 * Email, phone, links and place out of the contact lines; the place may stand in the headline
 * ("Frontend Developer — Austin, TX").
 */
export function contactOf(lines: ModelLine[], headline: ModelLine | null = null): ResumeContact {
  const texts = lines.map((l) => plain(l.text))
  const email = texts.map((t) => EMAIL.exec(t)?.[0]).find(Boolean) ?? null
  const phone = texts.map(phoneIn).find(Boolean) ?? null
  const urls = [...new Set(lines.flatMap((l) => urlsIn(l.text)))]
  const location =
    [...texts, ...(headline ? [plain(headline.text)] : [])]
      .flatMap((t) => t.split(CONTACT_SEPARATOR))
      .map((piece) => piece.replace(/^[\p{L} ]{2,12}:\s*/u, '').trim())
      .find(isLocation) ?? null
  return { email, phone, urls, location, lines }
}

/**
 * The name (the first line, unless it is a contact, a place or a section), a headline right
 * under it, and the contact lines that follow (blank lines between them allowed), up to the
 * first line that is none of these.
 */
export function readHeader(lines: string[]): ResumeHeader {
  let n = 0
  while (n < lines.length && isBlankLine(lines[n])) n += 1
  let name: ModelLine | null = null
  let headline: ModelLine | null = null
  const contactLines: ModelLine[] = []
  let end = n
  // A line right above a job's dates is that job's header, not a name: a resume pasted from its
  // first role ("Carolina Power Builders, Charlotte NC" over "Journeyman Electrician, 2020 –").
  const aboveDates = dateRangesIn(plain(lines[n + 1] ?? '')).length > 0
  if (n < lines.length && !aboveDates && isNameLine(lines[n] ?? '')) {
    name = { text: plain(markedLine(lines[n] ?? '').text), line: n }
    n += 1
    end = n
  }
  // In the block right under the name, every line up to the last contact line is the header's:
  // "Санкт-Петербург, готов к удалённой работе" between the headline and the email.
  let lastContact = -1
  for (let m = n; m < lines.length && !isBlankLine(lines[m]); m += 1) {
    const t = plain(markedLine(lines[m] ?? '').text)
    if (sectionHeadingOf(lines[m] ?? '') !== null || dateRangesIn(t).length > 0) break
    if (isContactLine(t) || isPlaceOnly(t)) lastContact = m
  }
  let blankSince = false
  for (; n < lines.length; n += 1) {
    const line = lines[n] ?? ''
    if (isBlankLine(line)) {
      blankSince = true
      continue
    }
    if (sectionHeadingOf(line) !== null) break
    const text = markedLine(line).text
    const t = plain(text)
    const placeAfter = (headline !== null || contactLines.length > 0) && isLocation(t)
    const headlineHere =
      name !== null &&
      headline === null &&
      !blankSince &&
      contactLines.length === 0 &&
      isHeadlineLine(line) &&
      !isContactLine(t) &&
      !isPlaceOnly(t) &&
      !isLocation(t)
    if (headlineHere) headline = { text, line: n }
    else if (isContactLine(t) || isPlaceOnly(t) || placeAfter || n <= lastContact) {
      contactLines.push({ text, line: n })
    } else break
    end = n + 1
  }
  return { name, headline, contact: contactOf(contactLines, headline), end }
}
