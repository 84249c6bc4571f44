/**
 * Evaluates the keyword engine on the shared evaluation data and prints one JSON object:
 * - resume_matcher: recall of the golden cases' expected job keywords (canonical or alias forms).
 * - green2022: token-level precision, recall and F1 for the tags Skill and Qualification, ours next
 *   to a naive baseline (exact, case-insensitive lexicon lookup over the same tokens).
 * - fit_ads: the share of the fit set's annotated skills, tools, certifications, licences and
 *   languages the extraction names, overall and by language (eval-fit-ad-keywords.ts).
 * - skillspan_dev: overlap precision and recall, strict span F1 and junk rate on SkillSpan's dev
 *   split, overall and per source (eval-skillspan.ts); `--junk` adds examples of junk keywords.
 * Run: npx tsx scripts/eval-keywords.ts
 */
import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  extractJobKeywords,
  type JobKeyword,
} from '../server/domain/analysis/keywords/extract-job-keywords.ts'
import { tokenize } from '../server/domain/analysis/keywords/tokenize.ts'
import { detectLanguage } from '../server/domain/analysis/language.ts'
import { getLexicon } from '../server/domain/analysis/lexicon/load-lexicon.ts'
import { parseForm, type StoredLexicon } from '../server/domain/analysis/lexicon/lexicon-types.ts'
import type { KeywordCategory } from '../src/contract/common.ts'
import { evalFitAdKeywords } from './eval-fit-ad-keywords.ts'
import { readPostings, scoreSkillSpan, type Posting } from './eval-skillspan.ts'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const EVAL = resolve(ROOT, '../shared/data/eval')
const TAGS = ['Skill', 'Qualification'] as const
type Tag = (typeof TAGS)[number]

const tagOf = (category: KeywordCategory): Tag =>
  category === 'certifications' ? 'Qualification' : 'Skill'

/** Every surface form of each entry, lower-cased, by entry id. */
function formsByEntry(): string[][] {
  const stored = JSON.parse(
    readFileSync(join(ROOT, 'server/domain/analysis/lexicon/lexicon.json'), 'utf8'),
  ) as StoredLexicon
  return stored.entries.map(([forms]) => forms.map((f) => parseForm(f).text.toLowerCase()))
}

function evalResumeMatcher(forms: string[][]): { recall: number; missed: string[] } {
  const cases = JSON.parse(
    readFileSync(join(EVAL, 'resume-matcher/golden_cases.json'), 'utf8'),
  ) as Array<{ name: string; job_description: string; jd_keywords: string[] }>
  const lexicon = getLexicon()
  let expected = 0
  const missed: string[] = []
  for (const c of cases) {
    const found = extractJobKeywords(c.job_description, 'en')
    const names = new Set<string>()
    for (const k of found) {
      names.add(k.keyword.toLowerCase())
      const id = k.source === 'lexicon' ? lexicon.byDisplay.get(k.keyword.toLowerCase()) : undefined
      for (const f of id !== undefined ? (forms[id] ?? []) : []) names.add(f)
    }
    for (const want of c.jd_keywords) {
      expected += 1
      if (!names.has(want.toLowerCase())) missed.push(`${c.name}: ${want}`)
    }
  }
  return { recall: round(expected === 0 ? 1 : (expected - missed.length) / expected), missed }
}

interface Sentence {
  text: string
  /** Character span of each dataset token in text. */
  spans: Array<[number, number]>
  gold: Array<Tag | null>
}

function readGreen(): Sentence[] {
  const sentences: Sentence[] = []
  let words: Array<[string, string]> = []
  const flush = (): void => {
    if (words.length === 0) return
    let text = ''
    const spans: Array<[number, number]> = []
    const gold: Array<Tag | null> = []
    for (const [w, tag] of words) {
      if (text.length > 0) text += ' '
      spans.push([text.length, text.length + w.length])
      text += w
      const name = tag.replace(/^[BI]-/, '')
      gold.push((TAGS as readonly string[]).includes(name) ? (name as Tag) : null)
    }
    sentences.push({ text, spans, gold })
    words = []
  }
  for (const line of readFileSync(join(EVAL, 'green2022/testset.txt'), 'utf8').split('\n')) {
    const parts = line.trim().split(/\s+/)
    if (parts.length < 2 || !parts[0]) {
      flush()
      continue
    }
    words.push([parts[0], parts[1] ?? 'O'])
  }
  flush()
  return sentences
}

/** Tags the dataset tokens a character span covers; the first tag given to a token stays. */
function label(pred: Array<Tag | null>, s: Sentence, start: number, end: number, tag: Tag): void {
  s.spans.forEach(([a, b], i) => {
    if (a < end && b > start && pred[i] === null) pred[i] = tag
  })
}

function predictOurs(s: Sentence): Array<Tag | null> {
  const pred: Array<Tag | null> = s.gold.map(() => null)
  const keywords: JobKeyword[] = extractJobKeywords(s.text, 'en')
  for (const k of keywords) for (const [a, b] of k.offsets) label(pred, s, a, b, tagOf(k.category))
  return pred
}

/** The naive baseline: every lexicon form, exact and lower-cased, longest match first. */
function baselinePredictor(forms: string[][]): (s: Sentence) => Array<Tag | null> {
  const lexicon = getLexicon()
  const table = new Map<string, Tag>()
  let longest = 1
  forms.forEach((list, id) => {
    const category = lexicon.entries[id]?.category ?? 'technical'
    for (const f of list) {
      const norms = tokenize(f).map((t) => t.text.toLowerCase())
      if (norms.length === 0) continue
      longest = Math.max(longest, norms.length)
      const key = norms.join(' ')
      if (!table.has(key)) table.set(key, tagOf(category))
    }
  })
  return (s) => {
    const pred: Array<Tag | null> = s.gold.map(() => null)
    const tokens = tokenize(s.text)
    let i = 0
    while (i < tokens.length) {
      let matched = 0
      for (let n = Math.min(longest, tokens.length - i); n >= 1 && matched === 0; n -= 1) {
        const key = tokens
          .slice(i, i + n)
          .map((t) => t.text.toLowerCase())
          .join(' ')
        const tag = table.get(key)
        const first = tokens[i]
        const last = tokens[i + n - 1]
        if (tag && first && last) {
          label(pred, s, first.start, last.end, tag)
          matched = n
        }
      }
      i += Math.max(1, matched)
    }
    return pred
  }
}

interface Scores {
  precision: number
  recall: number
  f1: number
}

function score(sentences: Sentence[], predict: (s: Sentence) => Array<Tag | null>) {
  const tp: Record<Tag, number> = { Skill: 0, Qualification: 0 }
  const predicted: Record<Tag, number> = { Skill: 0, Qualification: 0 }
  const gold: Record<Tag, number> = { Skill: 0, Qualification: 0 }
  for (const s of sentences) {
    const pred = predict(s)
    s.gold.forEach((g, i) => {
      const p = pred[i] ?? null
      if (g) gold[g] += 1
      if (p) predicted[p] += 1
      if (g && p === g) tp[g] += 1
    })
  }
  const prf = (t: number, p: number, g: number): Scores => {
    const precision = p === 0 ? 0 : t / p
    const recall = g === 0 ? 0 : t / g
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall)
    return { precision: round(precision), recall: round(recall), f1: round(f1) }
  }
  const per_tag = Object.fromEntries(
    TAGS.map((t) => [t, prf(tp[t], predicted[t], gold[t])]),
  ) as Record<Tag, Scores>
  const micro = prf(
    tp.Skill + tp.Qualification,
    predicted.Skill + predicted.Qualification,
    gold.Skill + gold.Qualification,
  )
  return { micro_f1: micro.f1, precision: micro.precision, recall: micro.recall, per_tag }
}

const round = (x: number): number => Math.round(x * 1000) / 1000

/** SkillSpan's dev split, overall and for each source, extracted as the API extracts. */
function evalSkillSpan(forms: string[][]) {
  const postings = readPostings(join(EVAL, 'skillspan/dev.json'))
  const lexiconForms = new Set(forms.flat())
  const extract = (text: string) => extractJobKeywords(text, detectLanguage(text))
  const run = (list: Posting[]) => scoreSkillSpan(list, extract, lexiconForms)
  const { junk_examples, ...overall } = run(postings)
  const bySource = (source: string) => {
    const { junk_examples: _examples, ...scores } = run(postings.filter((p) => p.source === source))
    return scores
  }
  return {
    overall,
    house: bySource('house'),
    tech: bySource('tech'),
    ...(process.argv.includes('--junk') ? { junk_examples } : {}),
  }
}

const forms = formsByEntry()
const sentences = readGreen()
const result = {
  skillspan_dev: evalSkillSpan(forms),
  fit_ads: evalFitAdKeywords(),
  resume_matcher: evalResumeMatcher(forms),
  green2022: {
    ours: score(sentences, predictOurs),
    baseline: score(sentences, baselinePredictor(forms)),
  },
}
process.stdout.write(`${JSON.stringify(result)}\n`)
