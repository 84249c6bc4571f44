import { fold } from '../fold.ts'
import { monthNumberOf } from '../month-names.ts'

export const DATE_FORMATS = ['month_name', 'numeric', 'year'] as const
export type DateFormat = (typeof DATE_FORMATS)[number]

/**
 * A year (1900-2099) alone, "03/2020" / "03.2020" (a leading day is allowed: 15.03.2020), or
 * "2020-03" (a trailing day is allowed: 2020-03-15). Every quantifier is bounded, so the scan is linear on any line.
 */
const NUMERIC_DATE =
  /(?<![\p{L}\p{N}])(?:(?:\d{1,2}[./])?(\d{1,2})[./]((?:19|20)\d{2})|((?:19|20)\d{2})-(\d{2})(?:-\d{2})?|((?:19|20)\d{2}))(?![\p{L}\p{N}])/gu
const LETTER = /\p{L}/u
const GAP = /[\s.-]/u
const DIGIT = /\d/
/** "Present" in English, Spanish and Russian; "date" only after "to" ("to date"). */
const PRESENT =
  /(?<!\p{L})(?:present(?:\s+day)?|current(?:ly)?|now|today|date|ongoing|actualidad|actualmente|presente|actual|hoy|la fecha|en curso|настоящее время|настоящий момент|текущий момент|наст\.?\s?вр(?:емя)?\.?|н\.\s?в\.?|сейчас|текущее время|по сей день)(?!\p{L})/giu
/** A bare "date" is only "present" in "to date"; alone it is a word like any other. */
const BARE_DATE = /^date$/i
const TO_BEFORE = /(?<!\p{L})(?:to|till|until)\s+$/iu
/** What joins the two ends of a range; a Russian year may carry "г." ("2019 г. – 2021 г."). */
const RANGE_JOIN =
  /^\s*(?:(?:гг?\.?|года?)\s*)?(?:[-‐‑‒–—―−~]{1,3}\s*(?:to|till|until|hasta|по|до)?|to|till|until|through|thru|a|al|hasta|по|до)\s*$/iu
/** "Since 2020", "desde 2019", "с 2018 г.": an open range with one end. */
const SINCE = /(?<!\p{L})(?:since|desde|с|со)\s+$/iu
const SINCE_REACH = 8
/** A month-name date is looked for in this many characters before its year. */
const LOOK_BEHIND = 24

interface DatePoint {
  start: number
  end: number
  /** null for "present". */
  format: DateFormat | null
  year: number
  month: number | null
}

/** The run of letters ending at `end`. */
function wordEndingAt(text: string, end: number): { word: string; start: number } {
  let start = end
  while (start > 0 && LETTER.test(text[start - 1] ?? '')) start -= 1
  return { word: text.slice(start, end), start }
}

/** Where the spaces (and a dot) before `end` begin; `end` itself when there are none. */
function gapStart(text: string, end: number): number {
  let start = end
  while (start > 0 && GAP.test(text[start - 1] ?? '')) start -= 1
  return start
}

/**
 * The month named just before a year ("Jan 2020", "Sept. 2019", "enero de 2020") and where its
 * word starts. Walks back by hand: an end-anchored pattern would be retried from every position.
 */
function monthBefore(line: string, yearStart: number): { month: number; start: number } | null {
  const from = Math.max(0, yearStart - LOOK_BEHIND)
  const before = line.slice(from, yearStart)
  let cut = gapStart(before, before.length)
  if (cut === before.length) return null
  let found = wordEndingAt(before, cut)
  const folded = fold(found.word)
  if (folded === 'de' || folded === 'del') {
    cut = gapStart(before, found.start)
    if (cut === found.start) return null
    found = wordEndingAt(before, cut)
  }
  const month = monthNumberOf(found.word) ?? undefined
  return month === undefined ? null : { month, start: from + found.start }
}

function numericPoint(match: RegExpExecArray, line: string): DatePoint | null {
  const [text, month1, year1, year2, month2, yearOnly] = match
  const start = match.index
  const end = start + text.length
  if (year1 !== undefined && month1 !== undefined) {
    const month = Number(month1)
    if (month < 1 || month > 12) return null
    return { start, end, format: 'numeric', year: Number(year1), month }
  }
  if (year2 !== undefined && month2 !== undefined) {
    const month = Number(month2)
    if (month < 1 || month > 12) return null
    return { start, end, format: 'numeric', year: Number(year2), month }
  }
  const year = Number(yearOnly)
  const named = monthBefore(line, start)
  if (named) return { start: named.start, end, format: 'month_name', year, month: named.month }
  return { start, end, format: 'year', year, month: null }
}

function pointsOf(line: string): DatePoint[] {
  const points: DatePoint[] = []
  for (const match of line.matchAll(NUMERIC_DATE)) {
    const point = numericPoint(match, line)
    if (point) points.push(point)
  }
  // "Present" only matters after a date; most lines with digits ("cut by 70%") have no year.
  if (points.length === 0) return points
  for (const match of line.matchAll(PRESENT)) {
    const start = match.index
    if (BARE_DATE.test(match[0]) && !TO_BEFORE.test(line.slice(Math.max(0, start - 8), start))) {
      continue
    }
    points.push({ start, end: start + match[0].length, format: null, year: 0, month: null })
  }
  return points.sort((a, b) => a.start - b.start)
}

export interface DateFacts {
  /** Date ranges found ("Jan 2020 – Present", "2019-2021"). */
  ranges: number
  /** How many range ends use each format ("present" not counted). */
  formats: Record<DateFormat, number>
  /** Ranges that end before they start. */
  reversed: number
  /** Share (0..1) of range ends in the most common format; 0 without ranges. */
  consistency: number
}

export function findDates(lines: readonly string[]): DateFacts {
  const formats: Record<DateFormat, number> = { month_name: 0, numeric: 0, year: 0 }
  let ranges = 0
  let reversed = 0
  for (const line of lines) {
    // Every range has a year in it; most resume lines have none.
    if (!DIGIT.test(line)) continue
    const points = pointsOf(line)
    for (let i = 0; i < points.length; i += 1) {
      const from = points[i]
      const to = points[i + 1]
      if (!from || from.format === null) continue
      if (!to || from.end > to.start || !RANGE_JOIN.test(line.slice(from.end, to.start))) {
        if (SINCE.test(line.slice(Math.max(0, from.start - SINCE_REACH), from.start))) {
          ranges += 1
          formats[from.format] += 1
        }
        continue
      }
      ranges += 1
      formats[from.format] += 1
      if (to.format !== null) {
        formats[to.format] += 1
        const startValue = from.year * 12 + (from.month ?? 1)
        const endValue = to.year * 12 + (to.month ?? 12)
        if (endValue < startValue) reversed += 1
      }
      i += 1
    }
  }
  const ends = formats.month_name + formats.numeric + formats.year
  const dominant = Math.max(formats.month_name, formats.numeric, formats.year)
  return { ranges, formats, reversed, consistency: ends === 0 ? 0 : dominant / ends }
}
