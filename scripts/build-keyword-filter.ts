/**
 * Trains the extractor's keyword filter (server/domain/analysis/keywords/keyword-filter.ts) on
 * SkillSpan's TRAIN split (MIT; the dev split is for measuring only) and writes
 * keyword-filter.json beside it.
 * 1. Every posting's keywords are extracted unfiltered, with the facts the filter reads; a keyword
 *    is a positive when it shares a word with a skill or knowledge span the annotators marked.
 * 2. Word log-odds (how often a word's keywords were marked) are counted on the other half of the
 *    postings for each half (cross-fitting), so the regression does not learn to trust words it
 *    has seen labelled; the table shipped is counted on all postings.
 * 3. A logistic regression (batch gradient descent, L2) over keywordFeatures.
 * 4. The threshold: the lowest at which the cross-fitted overlap precision on the training
 *    postings reaches TARGET_PRECISION (the issue asks 0.75 on the dev split; a little margin),
 *    so no more recall is given up than precision needs. `--curve` prints the trade-off.
 * Deterministic. Run: npx tsx scripts/build-keyword-filter.ts
 */
import { writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { extractJobKeywordsWithFacts } from '../server/domain/analysis/keywords/extract-job-keywords.ts'
import {
  FEATURE_NAMES,
  filterWords,
  isExempt,
  keywordFeatures,
  probability,
  type KeywordFacts,
  type StoredFilter,
} from '../server/domain/analysis/keywords/keyword-filter.ts'
import { detectLanguage } from '../server/domain/analysis/language.ts'
import { readPostings, wordsOf } from './eval-skillspan.ts'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const TRAIN = resolve(ROOT, '../shared/data/eval/skillspan/train.json')
const OUT = join(ROOT, 'server/domain/analysis/keywords/keyword-filter.json')
/** Pseudo-counts pulling a rare word's log-odds towards zero. */
const SMOOTHING = 4
/** Words seen in fewer keywords than this get no log-odds of their own. */
const MIN_WORD_COUNT = 3
const L2 = 0.01
const STEPS = 3000
const RATE = 0.5
const TARGET_PRECISION = 0.76

interface Sample {
  posting: number
  facts: KeywordFacts
  words: Set<string>
  label: 0 | 1
}

const postings = readPostings(TRAIN)
const samples: Sample[] = []
postings.forEach((p, index) => {
  for (const { keyword, facts } of extractJobKeywordsWithFacts(p.text, detectLanguage(p.text))) {
    const words = wordsOf(keyword.keyword)
    const label = p.gold.some((g) => [...words].some((w) => g.words.has(w))) ? 1 : 0
    samples.push({ posting: index, facts, words, label })
  }
})
const baseRate = samples.reduce((a, s) => a + s.label, 0) / samples.length

function wordTable(list: Sample[]): Record<string, number> {
  const counts = new Map<string, [number, number]>()
  for (const s of list) {
    for (const w of new Set(filterWords(s.facts.keyword))) {
      const [neg, pos] = counts.get(w) ?? [0, 0]
      counts.set(w, s.label === 1 ? [neg, pos + 1] : [neg + 1, pos])
    }
  }
  const prior = Math.log(baseRate / (1 - baseRate))
  const table: Record<string, number> = {}
  for (const [w, [neg, pos]] of [...counts].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    if (neg + pos < MIN_WORD_COUNT) continue
    const odds = (pos + SMOOTHING * baseRate) / (neg + SMOOTHING * (1 - baseRate))
    table[w] = Math.round((Math.log(odds) - prior) * 1000) / 1000
  }
  return table
}

const halves = [0, 1].map((h) => samples.filter((s) => s.posting % 2 === h))
const crossTables = [wordTable(halves[1] ?? []), wordTable(halves[0] ?? [])]
const X = samples.map((s) => keywordFeatures(s.facts, crossTables[s.posting % 2] ?? {}))
const y = samples.map((s) => s.label)

const weights = FEATURE_NAMES.map(() => 0)
for (let step = 0; step < STEPS; step += 1) {
  const grad = weights.map((w, j) => (j === 0 ? 0 : L2 * w))
  X.forEach((x, i) => {
    const err = probability(x, weights) - (y[i] ?? 0)
    x.forEach((v, j) => {
      grad[j] = (grad[j] ?? 0) + (err * v) / X.length
    })
  })
  weights.forEach((w, j) => {
    weights[j] = w - RATE * (grad[j] ?? 0)
  })
}

/** Overlap precision and recall on the training postings when keywords under t are dropped. */
function scoresAt(t: number): { precision: number; knowledge: number; skill: number } {
  const probs = X.map((x) => probability(x, weights))
  let kept = 0
  let precise = 0
  const recalled = { skill: 0, knowledge: 0 }
  const total = { skill: 0, knowledge: 0 }
  postings.forEach((p, index) => {
    const mine = samples
      .map((s, i) => ({ s, p: probs[i] ?? 0 }))
      .filter((o) => o.s.posting === index)
    const keep = mine.filter((o) => isExempt(o.s.facts) || o.p >= t)
    kept += keep.length
    precise += keep.filter((o) => o.s.label === 1).length
    for (const g of p.gold) {
      total[g.type] += 1
      if (keep.some((o) => [...o.s.words].some((w) => g.words.has(w)))) recalled[g.type] += 1
    }
  })
  return {
    precision: kept === 0 ? 0 : precise / kept,
    knowledge: recalled.knowledge / total.knowledge,
    skill: recalled.skill / total.skill,
  }
}

const base = scoresAt(0)
if (process.argv.includes('--curve'))
  for (let t = 0.2; t < 0.8; t += 0.05)
    process.stderr.write(`${t.toFixed(2)} ${JSON.stringify(scoresAt(t))}\n`)
let threshold = 0
for (let t = 0; t < 0.9; t += 0.0125) {
  threshold = Math.round(t * 10000) / 10000
  if (scoresAt(threshold).precision >= TARGET_PRECISION) break
}
const chosen = scoresAt(threshold)
process.stderr.write(
  `samples ${samples.length}, base rate ${baseRate.toFixed(3)}\n` +
    `unfiltered ${JSON.stringify(base)}\nthreshold ${threshold}: ${JSON.stringify(chosen)}\n` +
    `weights ${FEATURE_NAMES.map((f, j) => `${f}=${(weights[j] ?? 0).toFixed(3)}`).join(' ')}\n`,
)

const stored: StoredFilter = {
  source:
    'SkillSpan train split (Zhang et al., NAACL 2022), MIT; built by scripts/build-keyword-filter.ts',
  features: FEATURE_NAMES,
  weights: weights.map((w) => Math.round(w * 10000) / 10000),
  threshold,
  words: wordTable(samples),
}
const options = (await resolveConfig(OUT)) ?? {}
writeFileSync(OUT, await format(JSON.stringify(stored), { ...options, parser: 'json' }))
process.stdout.write(`${Object.keys(stored.words).length} words -> ${OUT}\n`)
