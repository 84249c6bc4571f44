import { monthNumberOf } from '../analysis/month-names.ts'
/*
 * Dates a text states: years (1900-2099) and month-years ("Jan 2021", "enero de 2021", "03/2021",
 * "март 2021"), with the range each belongs to ("2018 – 2020"), so the guard can drop an invented
 * date and, when it ends or starts a range, the whole range.
 */

const MONTH_WORD = String.raw`[\p{L}]{3,10}\.?`
/** A month name then a year ("Jan 2021", "enero de 2021"), a numeric month-year, or a year. */
const DATE_POINT = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(${MONTH_WORD})\s+(?:de\s+|del\s+)?((?:19|20)\d{2})|(\d{1,2})[./]((?:19|20)\d{2})|((?:19|20)\d{2})-(\d{2})(?:-\d{2})?(?!\d)|((?:19|20)\d{2}))(?![\p{L}\p{N}])`,
  'gu',
)
const PRESENT = String.raw`(?:present|current|now|today|ongoing|actualidad|la\s+actualidad|presente|hoy|настоящее\s+время|по\s+настоящее\s+время|наст\.?\s*время|н\.\s?в\.?|сейчас)`
const RANGE_JOIN = String.raw`\s*(?:[-–—−]{1,2}|to|until|a|al|hasta|по|до)\s*`
/** A bare four-digit number counts as a year only in a date's company. */
const YEAR_CONTEXT_BEFORE =
  /(?:^|[\s(,])(?:in|since|from|until|by|during|year|en|desde|hasta|durante|año|в|с|по|до|от|году|год)\s*$|[(|—–-]\s*$|^\s*$/iu
const YEAR_CONTEXT_AFTER = /^\s*(?:[-–—−)|,]|г\.|год|year|$)/iu

export interface DateMention {
  /** Offsets of the date itself in the line. */
  start: number
  end: number
  text: string
  year: number
  month: number | null
  /** Offsets of the whole range it belongs to, or of the date alone. */
  rangeStart: number
  rangeEnd: number
}

function monthOf(word: string | undefined): number | null {
  if (!word) return null
  return monthNumberOf(word.replace(/\.$/, ''))
}

/** Every date a line states, with its range. */
export function datesIn(line: string): DateMention[] {
  if (!/\d{4}/.test(line)) return []
  const found: DateMention[] = []
  for (const match of line.matchAll(DATE_POINT)) {
    const [text, monthWord, year1, month2, year2, year3, month3, yearOnly] = match
    const start = match.index
    const end = start + text.length
    let month: number | null = null
    let year: number
    if (year1 !== undefined) {
      month = monthOf(monthWord)
      if (month === null) {
        // "Employee of the Year 2022": the word before the year is no month; the year alone counts.
        const offset = text.length - year1.length
        const yearStart = start + offset
        if (!isYearInContext(line, yearStart, end)) continue
        found.push(mention(line, yearStart, end, Number(year1), null))
        continue
      }
      year = Number(year1)
    } else if (year2 !== undefined) {
      month = Number(month2)
      year = Number(year2)
    } else if (year3 !== undefined) {
      month = Number(month3)
      year = Number(year3)
    } else {
      year = Number(yearOnly)
      if (!isYearInContext(line, start, end)) continue
    }
    if (month !== null && (month < 1 || month > 12)) month = null
    found.push(mention(line, start, end, year, month))
  }
  return withRanges(line, found)
}

function isYearInContext(line: string, start: number, end: number): boolean {
  // Part of a phone number or a figure ("+1 555 010 2030", "1 2000"), not a year.
  if (/\d[\s.-]?$/.test(line.slice(0, start))) return false
  return YEAR_CONTEXT_BEFORE.test(line.slice(0, start)) || YEAR_CONTEXT_AFTER.test(line.slice(end))
}

function mention(
  line: string,
  start: number,
  end: number,
  year: number,
  month: number | null,
): DateMention {
  return { start, end, text: line.slice(start, end), year, month, rangeStart: start, rangeEnd: end }
}

/** Joins "2018 – 2020" and "Jan 2021 – Present" into ranges. */
function withRanges(line: string, points: DateMention[]): DateMention[] {
  const join = new RegExp(`^${RANGE_JOIN}$`, 'iu')
  // "febrero de 2020 actualidad": a PDF may lose the dash before "present".
  const toPresent = new RegExp(`^(?:${RANGE_JOIN}|\\s+)${PRESENT}`, 'iu')
  for (let i = 0; i < points.length; i += 1) {
    const from = points[i]
    if (!from) continue
    const to = points[i + 1]
    if (to && join.test(line.slice(from.end, to.start))) {
      from.rangeEnd = to.end
      to.rangeStart = from.start
      from.rangeStart = Math.min(from.rangeStart, from.start)
      i += 1
      continue
    }
    const present = toPresent.exec(line.slice(from.end))
    if (present) from.rangeEnd = from.end + present[0].length
  }
  return points
}

export interface DateFacts {
  years: Set<number>
  /** `${year}-${month}` for every month-year the sources state. */
  monthYears: Set<string>
}

/** The years and month-years the sources state (every four-digit year counts, in any context). */
export function dateFactsOf(sources: readonly string[]): DateFacts {
  const facts: DateFacts = { years: new Set(), monthYears: new Set() }
  for (const source of sources) {
    for (const match of source.matchAll(/(?<!\d)(?:19|20)\d{2}(?!\d)/g))
      facts.years.add(Number(match[0]))
    for (const line of source.split('\n')) {
      for (const date of datesIn(line)) {
        if (date.month !== null) facts.monthYears.add(`${date.year}-${date.month}`)
      }
    }
  }
  return facts
}

/** A year is supported when the sources state it; a month-year when they state that month. */
export function isDateSupported(date: DateMention, facts: DateFacts): boolean {
  if (!facts.years.has(date.year)) return false
  return date.month === null || facts.monthYears.has(`${date.year}-${date.month}`)
}
