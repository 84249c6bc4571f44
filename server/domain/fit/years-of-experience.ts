/**
 * The least number of years a line of a job ad asks for ("5+ years", "3-5 years", "at least two
 * years", "не менее 3 лет", "al menos 2 años", "6 months or more"), and what follows the number,
 * so the caller can tell whose years they are ("of Python", "in a similar role").
 */
export interface YearsAsked {
  min_years: number
  /** Index in the line where the years phrase starts. */
  start: number
  /** Index in the line just after the years phrase. */
  end: number
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  un: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  один: 1,
  одного: 1,
  два: 2,
  двух: 2,
  три: 3,
  трех: 3,
  трёх: 3,
  пять: 5,
  пяти: 5,
}

const NUMBER = `(\\d+(?:[.,]\\d+)?|${Object.keys(NUMBER_WORDS).join('|')})`
const UNIT = '(years?|yrs?|años?|лет|года?|months?|meses|месяц(?:а|ев)?)'
/** "3-5 years", "3 to 5 years", "от 3 до 5 лет": the lower bound counts. */
const RANGE = new RegExp(`${NUMBER}\\s*(?:-|–|—|to|a|до)\\s*${NUMBER}\\s*\\+?\\s*${UNIT}`, 'iu')
/**
 * "5+ years", "at least 2 years", "minimum of 3 years", "не менее 3 лет", "al menos 2 años"; "one
 * (1) year" as public-sector ads write the number twice.
 */
const SINGLE = new RegExp(`${NUMBER}(?:\\s*\\(\\d+\\))?\\s*\\+?\\s*${UNIT}`, 'iu')

function valueOf(word: string): number {
  const lower = word.toLowerCase()
  return NUMBER_WORDS[lower] ?? Number(lower.replace(',', '.'))
}

function inYears(value: number, unit: string): number {
  return /^(months?|meses|месяц)/iu.test(unit) ? Math.round((value / 12) * 10) / 10 : value
}

export function yearsAsked(line: string): YearsAsked | null {
  const range = RANGE.exec(line)
  if (range) {
    const value = inYears(valueOf(range[1] ?? ''), range[3] ?? '')
    if (value > 0)
      return { min_years: value, start: range.index, end: range.index + range[0].length }
  }
  const single = SINGLE.exec(line)
  if (!single) return null
  const value = inYears(valueOf(single[1] ?? ''), single[2] ?? '')
  // "a 401(k) after 1 year", "founded 30 years ago": only an amount of experience asked counts.
  if (value <= 0 || value > 30) return null
  return { min_years: value, start: single.index, end: single.index + single[0].length }
}
