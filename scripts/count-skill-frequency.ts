/**
 * Counts how often each lexicon entry occurs in job postings, to decide which skills the
 * cross-language concepts (server/domain/analysis/lexicon/curated-equivalents.ts) must cover first.
 * Documents: SkillSpan's train split (each posting's sentences joined with newlines) plus the
 * Resume-Matcher job descriptions (fixture jds and golden cases). The count is the number of
 * documents whose extracted keywords hold an entry (lexicon keywords only, so a taxonomy label
 * the extraction never shows is not counted, nor an entry the evaluation's shape check calls junk,
 * "a computer": a defect to remove, not a skill to translate), ties broken by display form. Writes
 * server/domain/analysis/lexicon/skill-frequency.json.
 * Run: npx tsx scripts/count-skill-frequency.ts (after npm run build:lexicon). Deterministic.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { extractJobKeywords } from '../server/domain/analysis/keywords/extract-job-keywords.ts'
import { parseForm, type StoredLexicon } from '../server/domain/analysis/lexicon/lexicon-types.ts'
import { getLexicon } from '../server/domain/analysis/lexicon/load-lexicon.ts'
import { junkReason } from './keyword-shape-check.ts'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const EVAL = resolve(ROOT, '../shared/data/eval')
const OUT = join(ROOT, 'server/domain/analysis/lexicon/skill-frequency.json')
/** How many of the most frequent entries the file lists. */
const TOP = Number(process.env.TOP ?? 300)

function skillSpanPostings(): string[] {
  const byPosting = new Map<number, string[]>()
  const lines = readFileSync(join(EVAL, 'skillspan/train.json'), 'utf8').split('\n')
  for (const line of lines) {
    if (line.trim() === '') continue
    const row = JSON.parse(line) as { idx: number; tokens: string[] }
    const sentences = byPosting.get(row.idx) ?? []
    sentences.push(row.tokens.join(' '))
    byPosting.set(row.idx, sentences)
  }
  return [...byPosting.keys()]
    .sort((a, b) => a - b)
    .map((idx) => (byPosting.get(idx) ?? []).join('\n'))
}

function resumeMatcherJobs(): string[] {
  const dir = join(EVAL, 'resume-matcher/jds')
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
  const golden = JSON.parse(
    readFileSync(join(EVAL, 'resume-matcher/golden_cases.json'), 'utf8'),
  ) as Array<{ job_description: string }>
  return [
    ...files.map((f) => readFileSync(join(dir, f), 'utf8')),
    ...golden.map((c) => c.job_description),
  ]
}

const lexicon = getLexicon()
const stored = JSON.parse(
  readFileSync(join(ROOT, 'server/domain/analysis/lexicon/lexicon.json'), 'utf8'),
) as StoredLexicon
const lexiconForms = new Set(
  stored.entries.flatMap(([forms]) => forms.map((f) => parseForm(f).text.toLowerCase())),
)
const documents = [...skillSpanPostings(), ...resumeMatcherJobs()]
const counts = new Map<number, number>()
for (const text of documents) {
  const seen = new Set<number>()
  for (const keyword of extractJobKeywords(text, 'en')) {
    const id = lexicon.byDisplay.get(keyword.keyword.toLowerCase())
    if (keyword.source === 'lexicon' && id !== undefined) seen.add(id)
  }
  for (const id of seen) counts.set(id, (counts.get(id) ?? 0) + 1)
}
const top = [...counts]
  .map(([id, n]) => ({ entry: lexicon.entries[id], n }))
  .filter((x): x is { entry: NonNullable<typeof x.entry>; n: number } => x.entry !== undefined)
  .filter((x) => junkReason(x.entry.display, lexiconForms) === null)
  .sort((a, b) => b.n - a.n || a.entry.display.localeCompare(b.entry.display))
  .slice(0, TOP)
  .map(({ entry, n }) => ({ skill: entry.display, category: entry.category, documents: n }))
const json = JSON.stringify({
  about:
    'Lexicon entries by the number of job postings whose extracted keywords hold them: SkillSpan train split plus the Resume-Matcher job descriptions. Written by scripts/count-skill-frequency.ts; do not edit.',
  documents: documents.length,
  top,
})
const options = (await resolveConfig(OUT)) ?? {}
writeFileSync(OUT, await format(json, { ...options, filepath: OUT }))
process.stdout.write(`skill-frequency.json: top ${top.length} of ${counts.size} entries seen\n`)
