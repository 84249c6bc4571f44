/**
 * The SkillSpan scores of eval-keywords.ts, on the TRAIN split: what the extractor's rules and
 * its learned candidate filter are tuned on (the dev split stays for measuring only).
 * `--misses` adds the predicted keywords that share no word with any gold span (imprecise), and
 * `--junk` the keywords the shape judge rejects.
 * Run: npx tsx scripts/eval-keywords-train.ts [--misses] [--junk]
 */
import { dirname, join, resolve } from 'node:path'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { extractJobKeywords } from '../server/domain/analysis/keywords/extract-job-keywords.ts'
import { detectLanguage } from '../server/domain/analysis/language.ts'
import { parseForm, type StoredLexicon } from '../server/domain/analysis/lexicon/lexicon-types.ts'
import { readPostings, scoreSkillSpan, wordsOf, type Posting } from './eval-skillspan.ts'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const TRAIN = resolve(ROOT, '../shared/data/eval/skillspan/train.json')

const stored = JSON.parse(
  readFileSync(join(ROOT, 'server/domain/analysis/lexicon/lexicon.json'), 'utf8'),
) as StoredLexicon
const lexiconForms = new Set(
  stored.entries.flatMap(([forms]) => forms.map((f) => parseForm(f).text.toLowerCase())),
)
const postings = readPostings(TRAIN)
const extract = (text: string) => extractJobKeywords(text, detectLanguage(text))
const run = (list: Posting[]) => {
  const { junk_examples, ...scores } = scoreSkillSpan(list, extract, lexiconForms)
  return { scores, junk_examples }
}

/** Predicted keywords sharing no word with a gold span, with their source, most frequent first. */
function misses(list: Posting[]): Array<[string, number]> {
  const counts = new Map<string, number>()
  for (const p of list) {
    for (const k of extract(p.text)) {
      const words = wordsOf(k.keyword)
      if (p.gold.some((g) => [...words].some((w) => g.words.has(w)))) continue
      const key = `${k.source}:${k.keyword}`
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])
}

const all = run(postings)
const result = {
  overall: all.scores,
  house: run(postings.filter((p) => p.source === 'house')).scores,
  tech: run(postings.filter((p) => p.source === 'tech')).scores,
  ...(process.argv.includes('--junk') ? { junk_examples: all.junk_examples } : {}),
  ...(process.argv.includes('--misses') ? { misses: misses(postings).slice(0, 400) } : {}),
}
process.stdout.write(`${JSON.stringify(result, null, 1)}\n`)
