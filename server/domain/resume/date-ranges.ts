import { datesIn } from '../writing/guard-dates.ts'
import { perLine } from './resume-lines.ts'

/**
 * The date ranges a resume line states ("Jan 2020 – Present", "2019–2022", "mar. 2021 –
 * actualidad", "2021 — н.в."), as year-months. A year alone starts in January and ends in December
 * (the fit set's convention, server/test/fixtures/fit/README.md); "present" is left for the
 * caller to read as today.
 */
export interface DateRange {
  /** "2020-01". */
  start: string
  /** "2022-12", or "present". */
  end: string
  /** Offsets of the range in the line. */
  from: number
  to: number
}

const pad = (month: number): string => String(month).padStart(2, '0')

export const dateRangesIn: (line: string) => readonly DateRange[] = perLine(rangesIn)

function rangesIn(line: string): DateRange[] {
  const ranges: DateRange[] = []
  const dates = datesIn(line)
  for (let i = 0; i < dates.length; i += 1) {
    const from = dates[i]
    if (!from || from.rangeStart !== from.start) continue
    const to = dates[i + 1]
    if (to && to.rangeStart === from.start && from.rangeEnd === to.end) {
      ranges.push({
        start: `${from.year}-${pad(from.month ?? 1)}`,
        end: `${to.year}-${pad(to.month ?? 12)}`,
        from: from.start,
        to: to.end,
      })
      i += 1
    } else if (from.rangeEnd > from.end) {
      ranges.push({
        start: `${from.year}-${pad(from.month ?? 1)}`,
        end: 'present',
        from: from.start,
        to: from.rangeEnd,
      })
    }
  }
  return ranges
}

/** Months from start to end, both counted ("2020-01".."2020-03" is 3). */
export function monthsInclusive(start: string, end: string): number {
  const [sy = 0, sm = 0] = start.split('-').map(Number)
  const [ey = 0, em = 0] = end.split('-').map(Number)
  return (ey - sy) * 12 + (em - sm) + 1
}

/** Months covered by ranges that may overlap: a month worked in two jobs counts once. */
export function mergedMonths(ranges: ReadonlyArray<{ start: string; end: string }>): number {
  const sorted = [...ranges]
    .filter((r) => r.start <= r.end)
    .sort((a, b) => a.start.localeCompare(b.start))
  let total = 0
  let current: { start: string; end: string } | null = null
  for (const r of sorted) {
    if (current && r.start <= nextMonth(current.end)) {
      if (r.end > current.end) current.end = r.end
      continue
    }
    if (current) total += monthsInclusive(current.start, current.end)
    current = { ...r }
  }
  if (current) total += monthsInclusive(current.start, current.end)
  return total
}

function nextMonth(yearMonth: string): string {
  const [y = 0, m = 0] = yearMonth.split('-').map(Number)
  return m === 12 ? `${y + 1}-01` : `${y}-${pad(m + 1)}`
}
