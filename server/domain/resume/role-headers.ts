import { datesIn } from '../writing/guard-dates.ts'
import { dateRangesIn, type DateRange } from './date-ranges.ts'
import { isBlankLine, markedLine, plain } from './resume-lines.ts'
import { sectionHeadingOf } from './resume-sections.ts'

/**
 * The roles of a resume's work sections: each date range is a role, titled by the words on its
 * line or, when the line holds only the dates, by the lines just above or below it. People write
 * roles in many orders ("Title, Employer — dates", "Employer, City, Title" over "Oct. 2021 –
 * Current", dates over "Title — Employer", "2021 — н.в.   Title, Employer", "Title | Employer |
 * 2023–Present"); all of them give one role.
 */
export interface RoleHeader {
  title: string
  employer: string
  /** Where the job was ("Portland, OR", "Remote"), "" when the header names no place. */
  location: string
  /**
   * Words of the header that are neither title, employer nor place ("part-time", a district
   * after the school): kept so that a reader of the role loses no word of it.
   */
  note: string
  /** The date range as written ("Oct. 2021 – Current"). */
  dates: string
  /** "2021-10". */
  start: string
  /** "2026-11", or "present". */
  end: string
  /** 0-based lines of the role's heading (its dates and its title, one to three lines). */
  lines: number[]
}

/** Job-title words in English, Spanish and Russian (stems): the part of a header that is a title. */
export const TITLE_WORDS =
  /\b(?:engineer|developer|programmer|accountant|nurse|driver|manager|associate|specialist|teacher|electrician|analyst|representative|coordinator|technician|assistant|cook|chef|clerk|intern|consultant|director|lead|officer|agent|operator|supervisor|administrator|designer|architect|scientist|executive|recruiter|generalist|cashier|server|bartender|barista|receptionist|apprentice|journeyman|tutor|instructor|professor|lecturer|marketer|writer|editor|founder|head|partner|auditor|bookkeeper|controller|therapist|aide|caregiver|picker|packer|dispatcher|mechanic|plumber|carpenter|welder|volunteer)s?\b|enfermer|desarroll|programador|ingenier|contable|técnic|comercial|camarer|profesor|maestr|gerente|jefe|analista|responsable|auxiliar|разработчик|программист|инженер|бухгалтер|медсестр|менеджер|учител|преподавател|кладовщик|водител|аналитик|специалист|руководител|директор|маркетолог|электрик|оператор|продав|консультант|администратор|помощник/iu

/** "Portland, OR", "Remote", "Chicago, IL": where the job was, not who employed the person. */
export const PLACE =
  /^(?:[Rr]emote|[Hh]ybrid|[Oo]n-?site|[\p{Lu}][\p{L}.]+(?:\s[\p{Lu}][\p{L}.]+)*(?:,\s?|\s)[A-Z]{2}|[A-Z]{2}|[Уу]дал[её]нно|[Rr]emoto)$/u

/** A break between jobs is no role: "(09/2022 - 03/2023: family care leave)". */
const BREAK =
  /\b(?:career break|leave|sabbatical|gap year|parental|caregiving)\b|excedencia|отпуск|декрет/iu

/** Strong separators between a title and an employer; a comma joins them only on a one-line header. */
const STRONG = /\s+[—–|·-]\s+|\s*\|\s*|\s{2,}|\s+at\s+|\s+@\s+/u
/** The same without "at", which joins a school to its town ("University of Illinois at Chicago"). */
export const STUDY_SEPARATORS = /\s+[—–|·-]\s+|\s*\|\s*|\s{2,}/u

/** "(part-time)", "(contract)", "(фриланс, частичная занятость)": a note, not part of a name. */
const NOTE = /\s*\((?:\p{Ll}[^)]*|[^)]*\s[^)]*\s[^)]*)\)/gu

function withoutNotes(text: string): string {
  return text
    .replace(NOTE, '')
    .replace(/\s{2,}/g, ' ')
    .trim()
}

function notesOf(lines: string[]): string[] {
  return lines.flatMap((line) =>
    [...line.matchAll(NOTE)].map((m) => m[0].trim().replace(/^\(|\)$/g, '')),
  )
}

const clean = (parts: string[]): string[] =>
  parts
    .map((p) =>
      p
        .trim()
        .replace(/^[,;:]+|[,;:]+$/gu, '')
        .trim(),
    )
    .filter((p) => p !== '')

/** The parts of a header: split at strong separators, or at commas when nothing else parts it. */
export function headerParts(lines: string[], separators: RegExp = STRONG): string[] {
  const strong = clean(lines.flatMap((line) => withoutNotes(line).split(separators)))
  // "Harbor Financial, Portland, OR, Staff Accountant" and "Data Analyst, Prairie State Bank —
  // Madison, WI": commas part the title from the employer when nothing else does; "Registered
  // Nurse, Medical-Surgical Unit" over "Mercy General Hospital" keeps its comma.
  const named = strong.filter((p) => !PLACE.test(p))
  return named.length > 1 ? strong : clean(strong.flatMap((p) => p.split(/,\s+/u)))
}

const STATE_CODE = /^[A-Z]{2}$/
const COUNTRY =
  /^(?:USA|U\.S\.A?\.?|US|UK|United States|United Kingdom|Canada|Mexico|México|España|Spain|Россия|Russia|Germany|France|Ireland|India|Australia)$/u
const CITY = /^[\p{Lu}][\p{L}.'-]+(?:\s[\p{Lu}][\p{L}.'-]+){0,3}$/u
/** "ABC Company, Inc.": a company's legal form belongs to its name. */
const LEGAL_FORM = /^(?:Inc|LLC|Ltd|GmbH|Corp|Co|S\.?A|S\.?L|PLC|LLP)\.?$/u

/** A part naming a place: "Portland, OR", "OR", "USA", or a city before a state or country. */
function isPlacePart(parts: string[], i: number): boolean {
  const part = parts[i] ?? ''
  const next = parts[i + 1] ?? ''
  if (PLACE.test(part) || STATE_CODE.test(part) || COUNTRY.test(part)) return true
  return CITY.test(part) && (STATE_CODE.test(next) || COUNTRY.test(next))
}

/** The title, employer, place and leftover words of a role's header lines. */
export function titleAndEmployer(
  lines: string[],
): Pick<RoleHeader, 'title' | 'employer' | 'location' | 'note'> {
  const parts = headerParts(lines)
  const titled = parts.findIndex((p) => TITLE_WORDS.test(p))
  const titleIndex = titled >= 0 ? titled : 0
  const title = parts[titleIndex] ?? ''
  // "Mercy General Hospital, Peoria, IL": the employer is the name before its place.
  const employerIndex = parts.findIndex((p, i) => i !== titleIndex && !PLACE.test(p))
  const [name = '', ...after] = (parts[employerIndex] ?? '').split(/,\s+/u)
  const others = parts.filter((_, i) => i !== titleIndex && i !== employerIndex)
  const forms = [...after, ...others].filter((p) => LEGAL_FORM.test(p))
  const town = [...after, ...parts.filter((_, i) => i > employerIndex && i !== titleIndex)].filter(
    (p) => !LEGAL_FORM.test(p),
  )
  const rest = [...town, ...others.filter((p) => !LEGAL_FORM.test(p) && !town.includes(p))]
  // What follows the employer ("Hospital Vega Baja, Orihuela", "Guest Service Agent, Harborview
  // Inn, Seattle") is its town; a part before it is a place only when it reads as one.
  const place = rest.filter((p, i) => (i < town.length && CITY.test(p)) || isPlacePart(rest, i))
  return {
    title,
    employer: [name, ...forms].filter(Boolean).join(', '),
    location: place.join(', '),
    note: [...rest.filter((p) => !place.includes(p)), ...notesOf(lines)].join(', '),
  }
}

/** A line that can name a role: short, no sentence, no bullet, no dates of its own. */
function isRoleHeader(line: string | undefined): boolean {
  if (line === undefined || isBlankLine(line)) return false
  const text = line.trim()
  if (markedLine(line).bullet || sectionHeadingOf(line) !== null) return false
  if (dateRangesIn(text).length > 0) return false
  return text.length <= 100 && !/[.!?]$/.test(text) && text.split(/\s+/).length <= 14
}

/** A line that stops mid-sentence ("…led the incident reviews for the"): the next one goes on. */
const OPEN_END =
  /(?:,|\b(?:the|of|and|for|to|a|an|with|in|on|at|by|from|y|de|del|la|el|en|con|para|и|в|на|с|по|для))\s*$/iu

/** The free header lines touching line i on one side (no blank line, bullet or dates between). */
function headerLines(lines: string[], i: number, step: -1 | 1, used: Set<number>): number[] {
  const found: number[] = []
  for (let n = i + step; found.length < 2 && isRoleHeader(lines[n]) && !used.has(n); n += step) {
    // A wrapped description's last words are no title: "platform team" under "…for the".
    if (step === -1 && OPEN_END.test(lines[n - 1] ?? '') && !isRoleHeader(lines[n - 1])) break
    found.push(n)
  }
  return found
}

/** A line opening on a start date and a dash, then words: "2017 – Product Manager, Google". */
const OPEN_RANGE = /^(\s*(?:\p{L}{3,9}\.?\s+)?(?:19|20)\d{2})\s*[–—-]\s+(\S.*)$/u
/** A line opening on an end date: "Present Leading teams…", "May 2020 Developed…". */
const END_FIRST =
  /^\s*(present|current|now|today|actualidad|presente|hoy|н\.\s?в\.|настоящее время|(?:\p{L}{3,9}\.?\s+)?(?:19|20)\d{2})(?=\s|$)\s*(.*)$/iu

/**
 * A two-column PDF read line by line splits a role's dates: "2017 – Product Manager, Google" over
 * "Present Leading teams…" (the left column's "2017 –" and "Present" on two lines). The two ends
 * are joined on the first line, and the second keeps the rest of its words, so the role is read
 * with its dates and its description stays where it was.
 */
export function joinSplitRanges(lines: readonly string[]): string[] {
  const out = [...lines]
  for (let i = 0; i + 1 < out.length; i += 1) {
    const line = out[i] ?? ''
    if (dateRangesIn(line).length > 0) continue
    const open = OPEN_RANGE.exec(line)
    if (!open || datesIn(open[2] ?? '').length > 0) continue
    const end = END_FIRST.exec(out[i + 1] ?? '')
    if (!end) continue
    const joined = `${open[1] ?? ''} – ${end[1] ?? ''} ${open[2] ?? ''}`
    if (dateRangesIn(joined).length === 0) continue
    out[i] = joined
    out[i + 1] = end[2] ?? ''
    i += 1
  }
  return out
}

/** The words of a dated line without its dates and the separators around them. */
function headerOf(line: string, range: DateRange): string {
  return `${line.slice(0, range.from).replace(/\(\s*$/u, '')} ${line.slice(range.to).replace(/^\s*\)/u, '')}`
    .replace(/^[\s,|·—–:-]+|[\s,|·—–:-]+$/gu, '')
    .replace(/\s{2,}/g, '  ')
    .trim()
}

/**
 * The role headers among `lines` (prepared by joinSplitRanges); `readable(n)` says whether line
 * n sits in a section whose dated lines are roles. Lines in `taken` (the resume's own header)
 * never name a role.
 */
export function findRoleHeaders(
  lines: string[],
  readable: (line: number) => boolean,
  taken: ReadonlySet<number> = new Set(),
): RoleHeader[] {
  const roles: RoleHeader[] = []
  const used = new Set<number>(taken)
  lines.forEach((written, i) => {
    if (!readable(i) || used.has(i) || markedLine(written).bullet) return
    if (sectionHeadingOf(written) !== null) return
    // Markdown markers are no part of a name: "**Senior Engineer**, Acme — 2020 – Present".
    const line = plain(written.replace(/^\s*#{1,6}\s+/u, ''))
    const [range] = dateRangesIn(line)
    if (!range) return
    const own = headerOf(line, range)
    if (BREAK.test(own)) return
    // The title and the employer sit on the dated line, or on the lines touching it: above
    // ("Employer, City, Title" over "Oct. 2021 – Current"), or below (dates over "Title" over
    // "Employer, City").
    const above = headerLines(lines, i, -1, used).filter(readable)
    const below = above.length > 0 ? [] : headerLines(lines, i, 1, used).filter(readable)
    const near = [...above.reverse(), ...below]
    const ownTitled = own !== '' && TITLE_WORDS.test(own)
    const nearText = (n: number): string => plain(markedLine(lines[n] ?? '').text)
    const header = ownTitled ? [own] : [...near.map(nearText), own]
    const named = header.filter((h) => h !== '')
    if (named.length === 0 || BREAK.test(named.join(' '))) return
    const role = titleAndEmployer(named)
    const roleLines = ownTitled ? [i] : [i, ...near]
    // "Carolina Power Builders, Charlotte NC" over "Journeyman Electrician, 2020 – present".
    const employerAbove = above[0]
    if (ownTitled && !role.employer && employerAbove !== undefined) {
      const text = nearText(employerAbove)
      if (!TITLE_WORDS.test(text)) {
        const parts = headerParts([text])
        role.employer = parts.find((p) => !PLACE.test(p)) ?? text
        role.location = [role.location, ...parts.filter((p) => PLACE.test(p))]
          .filter(Boolean)
          .join(', ')
        roleLines.push(employerAbove)
      }
    }
    for (const n of roleLines) used.add(n)
    roles.push({
      ...role,
      dates: line.slice(range.from, range.to).trim(),
      start: range.start,
      end: range.end,
      lines: roleLines.sort((a, b) => a - b),
    })
  })
  return roles
}
