import type { DegreeLevel } from '../../../src/contract/analysis.ts'

/**
 * A degree a line of a job ad asks for: its level, the fields named after it ("in accounting or
 * finance") and whether the ad accepts experience instead ("or equivalent experience").
 */
export interface DegreeAsked {
  level: DegreeLevel
  fields?: string[]
  or_equivalent?: boolean
}

/** Most demanding first: "Bachelor's or Master's" asks a bachelor's (the lowest is checked last). */
const LEVELS: Array<[DegreeLevel, RegExp]> = [
  ['doctorate', /\b(ph\.?\s?d|doctorate|doctoral)\b|doctorado|кандидат наук/iu],
  ['master', /\b(master'?s?|mba|m\.?sc|ms in|ma in)\b|\bm\.(?:a|s|ed)\.\s|máster|магистр/iu],
  [
    'bachelor',
    /\b(bachelor'?s?|b\.?sc|bs|ba|bba|bsn|b\.?a\.?|b\.?s\.?|undergraduate degree|four-year degree|college degree|university degree)\b|grado|licenciatura|высше\p{L}*\s+(?:[\p{L}-]+\s+){0,3}образовани|бакалавр/iu,
  ],
  ['associate', /\bassociate'?s?\s+(?:degree|in|of|or)\b|\ba\.a\.s?\.?(?=\s|,)|\b(?:aas|adn)\b/iu],
  [
    'vocational',
    /\b(culinary school|apprenticeship|[Pp]ractical [Nn]ursing|[Cc]ertificate program|[Tt]echnical diploma|[Vv]ocational|[Tt]rade school)\b|[Cc]ommunity [Cc]ollege.*\bdiploma\b|\bdiploma\b.*[Cc]ommunity [Cc]ollege|\bFP\b|formación profesional|ciclo formativo|среднее (?:специальное|профессиональное|медицинское)/u,
  ],
  [
    'secondary',
    /\b([Hh]igh [Ss]chool|GED|[Ss]econdary school)\b|[Bb]achillerato|\bESO\b|[Сс]реднее\s+(?:общее\s+)?образование/u,
  ],
]

const EQUIVALENT =
  /or equivalent|or any equivalent|equivalent (?:combination|experience)|o similar|o equivalente|или эквивалент/iu

/** "in Accounting or Finance", "en Enfermería", "in Computer Science, Engineering or a related field". */
const FIELDS = /\b(?:in|en|of|de)\s+([^.;()\n]+)|\(([^)]+)\)/iu

function fieldsOf(text: string): string[] | undefined {
  const m = FIELDS.exec(text)
  if (!m) return undefined
  const fields = (m[1] ?? m[2] ?? '')
    .replace(/,?\s*(?:or|o|или)\s+(?:a\s+)?(?:related|similar|equivalent)[^,]*$/iu, '')
    .split(/,|\bor\b|\band\b|\/|\s+o\s+|\s+y\s+/iu)
    .map((f) => f.trim())
    .filter((f) => f.length > 1 && !/experience|equivalent|related|experiencia|опыт/iu.test(f))
  return fields.length > 0 ? fields : undefined
}

/** What makes a line about a degree, not "Master Data Management" or a "BA" team. */
const DEGREE_WORDS =
  /degree|diploma|graduate|school|program|título|titulación|grado|licenciatura|formación|bachillerato|образование|диплом|\b(BS|BA|BSc|MSc|MBA|PhD|BBA|GED|FP)\b/iu

/** The level a line of a resume's education names ("B.S. Computer Science", "Grado en ..."). */
export function degreeLevelIn(raw: string): DegreeLevel | null {
  const line = raw.replace(/’/g, "'")
  // The highest level named: "BBA ... MBA" holds a master's.
  for (const [level, re] of LEVELS) if (re.test(line)) return level
  return null
}

/** The degree asked on this line, or null when the line asks none. */
export function degreeAsked(raw: string): DegreeAsked | null {
  const line = raw.replace(/’/g, "'")
  if (!DEGREE_WORDS.test(line)) return null
  // The lowest level named is the one that must be met ("Bachelor's or Master's" asks a bachelor's).
  let found: { level: DegreeLevel; index: number } | null = null
  for (const [level, re] of LEVELS) {
    const m = re.exec(line)
    if (m) found = { level, index: m.index }
  }
  if (!found) return null
  const degree: DegreeAsked = { level: found.level }
  const fields = fieldsOf(line.slice(found.index))
  if (fields) degree.fields = fields
  if (EQUIVALENT.test(line)) degree.or_equivalent = true
  return degree
}
