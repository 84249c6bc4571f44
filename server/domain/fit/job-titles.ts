import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import { translateTitle } from './title-words-es-ru.ts'

/**
 * Job titles as a recruiter reads them: "Software Developer" and "Software Engineer" are one
 * occupation, "Civil Engineer" another one, though all three end in a word in common. The
 * occupations are O*NET-SOC codes from the O*NET 29.2 Alternate Titles (USDOL/ETA, CC BY 4.0) and
 * ESCO v1.2.0 occupations (European Commission, reused with attribution), in job-titles.tsv.gz,
 * built by scripts/build-job-titles.ts. The index is English: a Spanish or Russian title is read
 * through title-words-es-ru.ts when every word of it is known; a title neither way knows falls
 * back to its head word.
 */

export interface TitleOccupation {
  /** O*NET-SOC code, "15-1252.00", or ESCO occupation code, "2512.4" (ISCO group first). */
  code: string
  /** How firmly the title names it: the sources that give the title to this occupation. */
  weight: number
}

export interface TitleOccupations {
  /** The index key the title was found under ("registered nurse" for "ICU Registered Nurse"). */
  key: string
  /** Heaviest first. */
  occupations: TitleOccupation[]
  /** Set when the title was read in English first (a Spanish or Russian title). */
  english?: string
}

export type TitleRelation = 'same' | 'related' | 'different'

/**
 * The form titles are indexed and looked up in: lower case, the bracketed part dropped ("(RN)" is
 * indexed as a title of its own), punctuation as spaces, and the compounds ads spell both ways
 * ("front-end", "front end", "frontend") written one way.
 */
export function normaliseTitle(title: string): string {
  return title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\([^)]*\)?/g, ' ')
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .replace(/\b(front|back) end\b/g, '$1end')
    .replace(/\bfull stack\b/g, 'fullstack')
    .replace(/\bdev ops\b/g, 'devops')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * Words that tell the level of a post, not its occupation. A level of its own is kept when it is
 * the whole title ("Principal" is a school's head).
 */
const LEVEL_WORDS = new Set([
  'senior',
  'sr',
  'snr',
  'junior',
  'jr',
  'lead',
  'principal',
  'staff',
  'head',
  'intern',
  'trainee',
  'ii',
  'iii',
  'iv',
])
/** "Accountant I", "Engineer 2": a grade at the end. */
const TRAILING_GRADE = /^(?:i|v|[1-5])$/

/** The title without its level words ("senior accountant" → "accountant"). */
export function withoutLevel(normalised: string): string {
  const words = normalised
    .replace(/\b(?:entry|mid|middle) level\b/g, ' ')
    .split(' ')
    .filter((w) => w !== '' && !LEVEL_WORDS.has(w))
  while (words.length > 1 && TRAILING_GRADE.test(words[words.length - 1] ?? '')) words.pop()
  return words.length > 0 ? words.join(' ') : normalised
}

/**
 * The title before its employer, place, team or shift: "Registered Nurse, Medical-Surgical Unit",
 * "Account Executive - Remote", "Barista at Blue Bottle", "Regional Driver (CDL-A)".
 */
export function headPart(title: string): string {
  return title.split(/\s*[,|(;]\s*|\s+[-–—@/]\s+|\s+(?:at|for|in|with)\s+/i)[0] ?? title
}

/** Fewest words a shortened title may keep: a lone head word is the crude rule this replaces. */
const MIN_SHORTENED_WORDS = 2
/** A lone word may stand for the title when it names this few occupations ("electrician"). */
const MAX_LONE_WORD_OCCUPATIONS = 2

/** A title index: normalised title to its occupations, heaviest first. */
export interface TitleIndex {
  get(title: string): TitleOccupation[] | undefined
  /** The O*NET occupations an ESCO occupation's titles name (none when O*NET knows none). */
  crosswalk?(escoCode: string): string[]
}

/** ESCO occupation codes are "ISCO group.number...", O*NET-SOC codes "15-1252.00". */
export const isEscoCode = (code: string): boolean => !code.includes('-')

/**
 * The index as stored (job-titles.tsv.gz, uncompressed): a line of attribution, a line of the
 * O*NET-SOC and ESCO codes separated by spaces, a line of the crosswalk ("ESCO code number:O*NET
 * code number,... ..."), then one line a title in code-unit order, "title<TAB>code number:weight
 * code number:weight ...", O*NET's heaviest first, then ESCO's. Searched in place: a title's line
 * is found by bisection and read when it is looked up (a few per fit report), so the 70,000
 * titles cost one string and two arrays of offsets, not an object each.
 */
export function titleIndex(text: string): TitleIndex {
  const header = text.indexOf('\n')
  const codesEnd = text.indexOf('\n', header + 1)
  const crosswalkEnd = text.indexOf('\n', codesEnd + 1)
  const codes = text.slice(header + 1, codesEnd).split(' ')
  const crosswalk = new Map<string, string[]>()
  for (const entry of text.slice(codesEnd + 1, crosswalkEnd).split(' ')) {
    const [esco, onet] = entry.split(':')
    if (esco === undefined || onet === undefined) continue
    crosswalk.set(
      codes[Number(esco)] ?? '',
      onet.split(',').map((c) => codes[Number(c)] ?? ''),
    )
  }
  const starts: number[] = []
  const tabs: number[] = []
  for (let start = crosswalkEnd + 1; start < text.length;) {
    const end = text.indexOf('\n', start)
    const tab = text.indexOf('\t', start)
    if (tab < 0 || (end >= 0 && tab > end)) throw new Error(`job titles: no tab at ${start}`)
    starts.push(start)
    tabs.push(tab)
    start = end < 0 ? text.length : end + 1
  }
  const lineStart = Int32Array.from(starts)
  const lineTab = Int32Array.from(tabs)
  return {
    get(title) {
      let low = 0
      let high = lineStart.length - 1
      while (low <= high) {
        const mid = (low + high) >>> 1
        const key = text.slice(lineStart[mid], lineTab[mid])
        if (key < title) low = mid + 1
        else if (key > title) high = mid - 1
        else {
          const end = text.indexOf('\n', lineTab[mid])
          return text
            .slice((lineTab[mid] ?? 0) + 1, end < 0 ? undefined : end)
            .split(' ')
            .map((pair) => {
              const [code, weight] = pair.split(':')
              return { code: codes[Number(code)] ?? '', weight: Number(weight) }
            })
        }
      }
      return undefined
    },
    crosswalk: (escoCode) => crosswalk.get(escoCode) ?? [],
  }
}

let cached: TitleIndex | null = null

/** The shipped index, read on first use and kept for the life of the process. */
export function getTitleIndex(): TitleIndex {
  if (!cached) {
    const url = new URL('./job-titles.tsv.gz', import.meta.url)
    cached = titleIndex(gunzipSync(readFileSync(url)).toString('utf8'))
  }
  return cached
}

const unique = <T>(xs: T[]): T[] => [...new Set(xs)]

/** Longer "titles" are sentences an ad's heading ran into: no shortening of them is a title. */
const MAX_TITLE_WORDS = 8
/** The shipped index's titles looked up lately: an ad's title is met with every role's. */
const looked = new Map<string, TitleOccupations | null>()
const LOOKED_MAX = 2000

/**
 * The occupations a title names, or null when the index does not know it. Tried in turn: the
 * whole title, without its level words, the part before its employer or place, then the same
 * with leading words dropped ("ICU Registered Nurse" → "registered nurse"), down to two words or a
 * single word that names no more than two occupations.
 */
export function occupationsOf(
  title: string,
  index: TitleIndex = getTitleIndex(),
): TitleOccupations | null {
  // Another index (a test's, the build's while it prunes) may change: only the shipped one is kept.
  if (index !== cached) return lookUp(title, index)
  const known = looked.get(title)
  if (known !== undefined) return known
  const found = lookUp(title, index)
  if (looked.size >= LOOKED_MAX) looked.clear()
  looked.set(title, found)
  return found
}

function lookUp(title: string, index: TitleIndex, translated = false): TitleOccupations | null {
  const whole = normaliseTitle(title)
  const head = normaliseTitle(headPart(title))
  const candidates = unique([head, withoutLevel(head), whole, withoutLevel(whole)]).filter(
    (c) => c !== '' && c.split(' ').length <= MAX_TITLE_WORDS,
  )
  for (const key of candidates) {
    const occupations = index.get(key)
    if (occupations) return { key, occupations }
  }
  // A Spanish or Russian title every word of which the curated table knows is read in English
  // before its words are dropped: "de mantenimiento" is no shorter form of "técnico de
  // mantenimiento". An English title is one already (the exact keys above found it).
  if (!translated) {
    for (const candidate of unique([head, whole])) {
      const english = translateTitle(candidate)
      if (english === null || english === candidate) continue
      const found = lookUp(english, index, true)
      if (found) return { ...found, english }
    }
  }
  for (const candidate of candidates) {
    const words = candidate.split(' ')
    for (let drop = 1; drop < words.length; drop += 1) {
      const key = words.slice(drop).join(' ')
      const occupations = index.get(key)
      if (!occupations) continue
      const kept = words.length - drop
      if (kept >= MIN_SHORTENED_WORDS) return { key, occupations }
      // Counted in O*NET where O*NET knows the word, as before ESCO: ESCO gives "electrician" to
      // four of its electricians' specialities, O*NET to one occupation.
      const onet = onetOf(occupations)
      const counted = onet.length > 0 ? onet : occupations
      if (new Set(counted.map((o) => unitOf(o.code))).size <= MAX_LONE_WORD_OCCUPATIONS)
        return { key, occupations }
    }
  }
  return null
}

/**
 * The occupation a code counts as: its SOC detailed occupation ("29-1141" for the registered
 * nurses of every O*NET specialty), except in the "All Other" codes (ending in 9), whose O*NET
 * specialties are different jobs (15-1299.08 systems engineers, 15-1299.09 IT project managers).
 * An ESCO occupation is itself: a narrower one ("warehouse order picker", 9333.8.1, under
 * "warehouse worker", 9333.8) is a job of its own.
 */
function unitOf(code: string): string {
  if (isEscoCode(code)) return code
  const soc = code.slice(0, 7)
  return soc.endsWith('9') ? code : soc
}

/**
 * The group of neighbouring occupations: the SOC broad group ("15-125": software and web
 * developers), none for a miscellaneous one; for ESCO the ISCO unit group ("2512": software
 * developers), none for the "not elsewhere classified" ones (ending in 9).
 */
function broadGroupOf(code: string): string | null {
  const group = isEscoCode(code) ? code.slice(0, 4) : code.slice(0, 6)
  return group.endsWith('9') ? null : group
}

/**
 * Share of the heaviest occupation's weight another must reach to be a main meaning of the
 * title too. Most titles have one: "Data Analyst" is listed under nine occupations, from
 * statisticians to survey researchers, but mainly names business intelligence analysts and
 * survey researchers.
 */
const MAIN_SHARE = 0.75
/**
 * ... and to be a meaning at all when titles are compared: "truck driver" is listed once under
 * forklift operators (industrial trucks) against ten times under truck drivers, which makes a
 * forklift operator no truck driver.
 */
const MEANING_SHARE = 0.35

/**
 * The occupations a title mainly names, and those it also names, as units (see unitOf), of one
 * classification: the caller passes O*NET's or ESCO's, whose weights are not on one scale.
 */
function unitsOf(occupations: TitleOccupation[]): { main: Set<string>; all: Set<string> } {
  const weights = new Map<string, number>()
  for (const o of occupations) {
    const unit = unitOf(o.code)
    weights.set(unit, (weights.get(unit) ?? 0) + o.weight)
  }
  const top = Math.max(...weights.values())
  const over = (share: number) =>
    new Set([...weights].filter(([, w]) => w >= top * share).map(([u]) => u))
  return { main: over(MAIN_SHARE), all: over(MEANING_SHARE) }
}

/** The main units of one classification's occupations, each with its codes (the build's crosswalk). */
export function mainUnitsOf(occupations: TitleOccupation[]): Map<string, TitleOccupation[]> {
  const { main } = unitsOf(occupations)
  const units = new Map<string, TitleOccupation[]>()
  for (const o of occupations) {
    const unit = unitOf(o.code)
    if (main.has(unit)) units.set(unit, [...(units.get(unit) ?? []), o])
  }
  return units
}

const meets = (a: Set<string>, b: Set<string>): boolean => [...a].some((x) => b.has(x))

/** One classification's answer: O*NET's or ESCO's occupations of both titles. */
function relationIn(asked: TitleOccupation[], held: TitleOccupation[]): TitleRelation {
  const a = unitsOf(asked)
  const b = unitsOf(held)
  if (meets(a.main, b.main)) return 'same'
  if (meets(a.main, b.all) || meets(b.main, a.all)) return 'related'
  const groups = (units: Set<string>) =>
    new Set([...units].map(broadGroupOf).filter((g): g is string => g !== null))
  return meets(groups(a.main), groups(b.main)) ? 'related' : 'different'
}

/** "Senior Accountant" and "Staff Accountant" share their head word: the same line of work. */
export function headWord(title: string): string {
  const words = title
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter((w) => w.length > 1)
  return words[words.length - 1] ?? ''
}

/**
 * How a resume's title stands to the one an ad asks for. `same`: one occupation (a main meaning
 * in common, or the same words once the level is set aside); `related`: one title's main
 * occupation is among those the other may name, or both are in one SOC broad group (a web
 * developer for a software engineer); `different` otherwise. Titles the index does not know keep
 * the head-word rule: the same head word is `same` when neither is known (Spanish and Russian
 * titles), only `related` when one is (an unknown "Backend Engineer" is not a known "Civil
 * Engineer").
 */
export function titleRelation(
  adTitle: string,
  resumeTitle: string,
  index: TitleIndex = getTitleIndex(),
): TitleRelation {
  const core = (t: string) => withoutLevel(normaliseTitle(headPart(t)))
  if (core(adTitle) !== '' && core(adTitle) === core(resumeTitle)) return 'same'
  const asked = occupationsOf(adTitle, index)
  const held = occupationsOf(resumeTitle, index)
  const relation =
    asked && held ? combinedRelation(asked.occupations, held.occupations, index) : null
  if (relation) return relation
  const sameHead = headWord(adTitle) !== '' && headWord(adTitle) === headWord(resumeTitle)
  if (!sameHead) return 'different'
  // A title read through the Spanish and Russian table counts as unknown here, so that a title
  // with a word the table lacks meets it as it did before the table ("Бухгалтер по расчётам с
  // контрагентами" and "Бухгалтер": the same head word, both outside the English index).
  const known = (found: TitleOccupations | null) => found !== null && found.english === undefined
  return !known(asked) && !known(held) ? 'same' : 'related'
}

const onetOf = (os: TitleOccupation[]) => os.filter((o) => !isEscoCode(o.code))
const escoOf = (os: TitleOccupation[]) => os.filter((o) => isEscoCode(o.code))

/** Best first: of two readings of one pair, the one that finds the jobs closer wins. */
const CLOSENESS: Record<TitleRelation, number> = { same: 2, related: 1, different: 0 }

/**
 * O*NET's answer where O*NET knows both titles, as before ESCO was added: its weights come from
 * how incumbents and postings name jobs, where ESCO lists names. Neither is finer everywhere: ESCO
 * has "CDL-A truck driver" and "delivery driver" as one cargo vehicle driver, O*NET (rightly) as
 * heavy and light truck drivers; O*NET has a coffee taster and a poultry sexer as one
 * agricultural grader and sorter, ESCO as two jobs. Where one title only ESCO knows, two readings: ESCO's (one occupation, or one ISCO
 * unit group) and O*NET's, the ESCO-only title read through the crosswalk as the O*NET occupations
 * its ESCO occupation's titles name; the closer wins, because the two classifications cut jobs
 * differently and a recruiter calls a job by either cut ("ICT application developer" is ESCO's
 * applications programmer, 2514, not its software developer, 2512, but its titles are O*NET's
 * software developers, so it is the same job as a software engineer). Null when no reading holds
 * both titles.
 */
function combinedRelation(
  asked: TitleOccupation[],
  held: TitleOccupation[],
  index: TitleIndex,
): TitleRelation | null {
  const [ao, ho, ae, he] = [onetOf(asked), onetOf(held), escoOf(asked), escoOf(held)]
  if (ao.length > 0 && ho.length > 0) return relationIn(ao, ho)
  const viaCrosswalk = (esco: TitleOccupation[]): TitleOccupation[] => {
    if (esco.length === 0) return []
    const main = unitsOf(esco).main
    return esco
      .filter((o) => main.has(unitOf(o.code)))
      .flatMap((o) => (index.crosswalk?.(o.code) ?? []).map((code) => ({ code, weight: o.weight })))
  }
  const readings: TitleRelation[] = []
  if (ae.length > 0 && he.length > 0) readings.push(relationIn(ae, he))
  const a = ao.length > 0 ? ao : viaCrosswalk(ae)
  const b = ho.length > 0 ? ho : viaCrosswalk(he)
  if (a.length > 0 && b.length > 0) readings.push(relationIn(a, b))
  if (readings.length === 0) return null
  return readings.reduce((x, y) => (CLOSENESS[y] > CLOSENESS[x] ? y : x))
}
