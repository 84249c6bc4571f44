/**
 * Compiles the job-title index the fit report ships (server/domain/fit/job-titles.tsv.gz): each
 * normalised title with the O*NET-SOC occupations it names and how firmly, from the O*NET 29.2
 * Alternate Titles, Sample of Reported Titles and Occupation Data in ../shared/data/taxonomies,
 * and the ESCO v1.2.0 occupations whose preferred, alternative or hidden label it is (ESCO's
 * occupations_en.csv), with a crosswalk from each ESCO occupation to the O*NET ones its labels
 * name.
 * Run: npm run build:job-titles (add -- --plain to also write it uncompressed to
 * .cache/job-titles.tsv, to read). Deterministic: the same inputs give the same file.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { parse } from 'csv-parse/sync'
import {
  isEscoCode,
  mainUnitsOf,
  normaliseTitle,
  occupationsOf,
  type TitleOccupation,
  withoutLevel,
} from '../server/domain/fit/job-titles.ts'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const ONET = resolve(ROOT, '../shared/data/taxonomies/onet')
const ESCO = resolve(ROOT, '../shared/data/taxonomies/esco/occupations_en.csv')
const OUT = join(ROOT, 'server/domain/fit/job-titles.tsv.gz')

const SOURCE =
  'O*NET 29.2 Database by the U.S. Department of Labor, Employment and Training Administration ' +
  '(USDOL/ETA), used under CC BY 4.0 (Alternate Titles, Sample of Reported Titles, Occupation ' +
  'Data); ESCO v1.2.0 occupations, (c) European Union / European Commission, reused under the ' +
  'ESCO reuse policy; modified: titles normalised, weighted, a few added, ESCO occupations ' +
  'crosswalked to O*NET by their shared titles, by scripts/build-job-titles.ts'

/** A title incumbents reported (Sample of Reported Titles) is how people name the job. */
const REPORTED_WEIGHT = 2
/** ... and one O*NET shows in My Next Move stands for the occupation. */
const SHOWN_WEIGHT = 1
/** A title all of whose words are in the occupation's own title names it plainly. */
const OWN_WORDS_WEIGHT = 3
/** The occupation's own title, singular ("registered nurse"). */
const OCCUPATION_TITLE_WEIGHT = 3
/** Titles longer than this are descriptions, not what an ad or a resume writes. */
const MAX_WORDS = 6

/**
 * Titles ads write every day that O*NET files elsewhere or not at all, with the occupation a
 * recruiter reads in them, each weighing as much as three sources. Kept short: each one is a
 * judgement, not data.
 */
const CURATED: ReadonlyArray<readonly [title: string, code: string]> = [
  // Server-side software is what software developers build; O*NET has these as web developers
  // only, which would make a backend engineer merely related to a software engineer.
  ['backend engineer', '15-1252.00'],
  ['backend developer', '15-1252.00'],
  // O*NET knows the full-stack developer (software and web developers) but files a full-stack
  // engineer under "engineers, all other" by its last word: the same job, written two ways.
  ['full stack engineer', '15-1252.00'],
  ['full stack engineer', '15-1254.00'],
  // A B2B or SaaS account executive sells; O*NET lists the title under advertising managers.
  ['account executive', '41-3091.00'],
  ['account executive', '41-4011.00'],
  // The IT help desk is computer user support; O*NET has "help desk specialist", not this.
  ['help desk technician', '15-1232.00'],
  // "3rd Grade Teacher", "Fifth Grade Teacher": a grade teacher teaches in an elementary school.
  ['grade teacher', '25-2021.00'],
  // British titles neither source files where a recruiter does: O*NET lists a care assistant
  // once, under animal caretakers; it is the care home's aide (ESCO has no such label).
  ['care assistant', '31-1122.00'],
  ['care assistant', '31-1131.00'],
  // ESCO files "accounts assistant" under its sales support assistants (ISCO 4311, the accounting
  // clerks' group); the job is the accounting clerk's.
  ['accounts assistant', '43-3031.00'],
]
const CURATED_WEIGHT = 3

function readTsv(name: string): string[][] {
  const [, ...rows] = readFileSync(join(ONET, name), 'utf8').split('\n')
  return rows.filter((r) => r.trim() !== '').map((r) => r.replace(/\r$/, '').split('\t'))
}

/** "Nurses" → "nurse", "Secretaries" → "secretary", "Foremen" → "foreman". */
function singular(word: string): string {
  if (/men$/.test(word)) return word.replace(/men$/, 'man')
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y')
  if (/(?:ch|sh|ss|x)es$/.test(word)) return word.replace(/es$/, '')
  if (/[^s]s$/.test(word)) return word.slice(0, -1)
  return word
}

const weights = new Map<string, Map<string, number>>()

function add(title: string, code: string, weight: number): void {
  const key = normaliseTitle(title)
  if (key === '' || key.split(' ').length > MAX_WORDS || /^\d+$/.test(key)) return
  const codes = weights.get(key) ?? new Map<string, number>()
  codes.set(code, (codes.get(code) ?? 0) + weight)
  weights.set(key, codes)
}

const occupationWords = new Map<string, Set<string>>()
for (const [code, title] of readTsv('occupation-data.tsv')) {
  if (!code || !title) continue
  const words = normaliseTitle(title).split(' ')
  occupationWords.set(code, new Set(words.map(singular)))
  // "Registered Nurses" is a title; "Accountants and Auditors" is two, each in Alternate Titles.
  if (!/,| and | or /i.test(title)) {
    add(
      [...words.slice(0, -1), singular(words.at(-1) ?? '')].join(' '),
      code,
      OCCUPATION_TITLE_WEIGHT,
    )
  }
}

for (const [code, , alternate, short, sources] of readTsv('alternate-titles.tsv')) {
  if (!code || !alternate) continue
  // Each source that gives the title to the occupation (incumbents, job postings, the SOC and
  // Census indexes, the DOT, O*NET users) is one more reader who calls the job so.
  const weight = (sources ?? '').split(',').filter((s) => s.trim() !== '').length || 1
  add(alternate, code, weight)
  if (short) add(short, code, weight)
}

for (const [code, , reported, shown] of readTsv('sample-of-reported-titles.tsv')) {
  if (!code || !reported) continue
  add(reported, code, REPORTED_WEIGHT + (shown === 'Y' ? SHOWN_WEIGHT : 0))
}

for (const [title, code] of CURATED) {
  if (!occupationWords.has(code)) throw new Error(`curated title ${title}: no occupation ${code}`)
  add(title, code, CURATED_WEIGHT)
}

// A title every word of which the occupation's own title holds: "financial analyst" is plainly a
// "financial and investment analyst", only by the way a statistician.
for (const [key, codes] of weights) {
  const words = key.split(' ').map(singular)
  for (const [code, weight] of codes) {
    const own = occupationWords.get(code)
    if (own && words.every((w) => own.has(w))) codes.set(code, weight + OWN_WORDS_WEIGHT)
  }
}

/** O*NET pairs first, then ESCO's, each heaviest first (how titleIndex stores them). */
const ordered = (codes: Map<string, number>): TitleOccupation[] =>
  [...codes]
    .map(([code, weight]) => ({ code, weight }))
    .sort(
      (a, b) =>
        Number(isEscoCode(a.code)) - Number(isEscoCode(b.code)) ||
        b.weight - a.weight ||
        a.code.localeCompare(b.code),
    )

/**
 * ESCO labels, and how firmly each names its occupation: the preferred label is what ESCO calls
 * the job; alternative labels are other names of it, some of them names of a narrower job too
 * ("accountant" is also a financial controller's); hidden labels are search forms.
 */
const ESCO_WEIGHT = { preferred: 4, alternative: 2, hidden: 1 } as const
/** An O*NET occupation ESCO's labels name at least this share of the top one's votes. */
const CROSSWALK_SHARE = 0.5

interface EscoOccupation {
  code: string
  labels: Array<{ label: string; weight: number }>
}
const escoOccupations: EscoOccupation[] = (
  parse(readFileSync(ESCO, 'utf8'), { columns: true, skip_empty_lines: true }) as Array<
    Record<string, string | undefined>
  >
).map((row) => {
  const lines = (field: string | undefined) =>
    (field ?? '')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '')
  const code = row.code ?? ''
  // The code is "ISCO group.number[.number]": titleRelation reads the group from its first part.
  if (!/^\d{4}(?:\.\d+)+$/.test(code)) throw new Error(`ESCO occupation with code ${code}`)
  return {
    code,
    labels: [
      { label: row.preferredLabel ?? '', weight: ESCO_WEIGHT.preferred },
      ...lines(row.altLabels).map((label) => ({ label, weight: ESCO_WEIGHT.alternative })),
      ...lines(row.hiddenLabels).map((label) => ({ label, weight: ESCO_WEIGHT.hidden })),
    ],
  }
})

// The crosswalk: an ESCO occupation is the O*NET occupations its labels mainly name in O*NET
// ("warehouse operative", "warehouse worker" ... → laborers and freight movers). It lets a title
// only ESCO knows meet one only O*NET knows; computed before ESCO's labels join the index.
const crosswalk = new Map<string, string[]>()
for (const { code, labels } of escoOccupations) {
  const votes = new Map<string, { weight: number; code: string; codeWeight: number }>()
  for (const { label, weight } of labels) {
    const onet = weights.get(normaliseTitle(label))
    if (!onet) continue
    const occupations = ordered(onet)
    const units = mainUnitsOf(occupations)
    for (const [unit, codes] of units) {
      const vote = votes.get(unit) ?? { weight: 0, code: '', codeWeight: 0 }
      vote.weight += weight / units.size
      for (const o of codes) {
        if (o.weight > vote.codeWeight) Object.assign(vote, { code: o.code, codeWeight: o.weight })
      }
      votes.set(unit, vote)
    }
  }
  const top = Math.max(0, ...[...votes.values()].map((v) => v.weight))
  const kept = [...votes.values()].filter((v) => v.weight >= top * CROSSWALK_SHARE)
  if (kept.length > 0) {
    crosswalk.set(
      code,
      kept.sort((a, b) => b.weight - a.weight || a.code.localeCompare(b.code)).map((v) => v.code),
    )
  }
}

// A label with a level word ("junior accountant", ESCO's accounting associate professional) is
// left out when the title without it is known: the fit report sets the level aside and weighs it
// apart (a junior title for a senior post), so "Junior Accountant" must read as an accountant,
// as it did with O*NET alone. Labels without level words first, so that check sees them all.
const levelled = (label: string) => withoutLevel(normaliseTitle(label)) !== normaliseTitle(label)
for (const withLevel of [false, true]) {
  for (const { code, labels } of escoOccupations) {
    for (const { label, weight } of labels) {
      if (levelled(label) !== withLevel) continue
      if (withLevel && weights.has(withoutLevel(normaliseTitle(label)))) continue
      add(label, code, weight)
    }
  }
}

const codeList = [...new Set([...weights.values()].flatMap((c) => [...c.keys()]))].sort()
const codeIndex = new Map(codeList.map((c, i) => [c, i]))
const index = new Map<string, TitleOccupation[]>(
  [...weights].map(([key, codes]) => [key, ordered(codes)]),
)

// A title whose shorter form gives the same occupations and weights ("icu staff nurse" → "staff
// nurse") need not be stored: the lookup falls back to it. Longest first, so a chain of such
// titles shrinks to its shortest member.
const same = (a: TitleOccupation[], b: TitleOccupation[]): boolean =>
  a.length === b.length && a.every((o, i) => o.code === b[i]?.code && o.weight === b[i]?.weight)
let pruned = 0
for (const key of [...index.keys()].sort((a, b) => b.split(' ').length - a.split(' ').length)) {
  const occupations = index.get(key)
  if (!occupations) continue
  index.delete(key)
  const fallback = occupationsOf(key, index)
  if (fallback && same(fallback.occupations, occupations)) pruned += 1
  else index.set(key, occupations)
}

// The format titleIndex reads: attribution, codes, then a title a line in code-unit order (the
// order its bisection compares in), each with its occupations as code number:weight.
const lines = [...index]
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  .map(([key, occupations]) => {
    if (/[\t\n]/.test(key)) throw new Error(`title with a tab or a line break: ${key}`)
    return `${key}\t${occupations.map((o) => `${codeIndex.get(o.code)}:${o.weight}`).join(' ')}`
  })
// Compressed: the titles are a few MB of text and a quarter of that gzipped.
const crosswalkLine = [...crosswalk]
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  .map(([esco, onet]) => `${codeIndex.get(esco)}:${onet.map((c) => codeIndex.get(c)).join(',')}`)
  .join(' ')
const text = `${SOURCE}\n${codeList.join(' ')}\n${crosswalkLine}\n${lines.join('\n')}\n`
writeFileSync(OUT, gzipSync(text, { level: 9 }))
if (process.argv.includes('--plain')) {
  mkdirSync(join(ROOT, '.cache'), { recursive: true })
  writeFileSync(join(ROOT, '.cache/job-titles.tsv'), text)
}
process.stdout.write(
  `${OUT.slice(ROOT.length + 1)}: ${index.size} titles (${pruned} more left to the fallback), ${codeList.length} occupations (${crosswalk.size} of ESCO's crosswalked to O*NET), ${(statSync(OUT).size / 1024).toFixed(0)} KiB\n`,
)
