import { readFileSync } from 'node:fs'
import type { AnalysisLanguage } from '../../../../src/contract/analysis.ts'
import type { KeywordCategory } from '../../../../src/contract/common.ts'

/**
 * A learned filter over the extracted keywords: a logistic regression trained on SkillSpan's
 * TRAIN split (scripts/build-keyword-filter.ts writes keyword-filter.json) that says how likely a
 * keyword is to be a skill an annotator marked in the posting. It reads where the keyword stands
 * (section and cue weight), its shape and source, and how often its words were part of a marked
 * skill in the training postings. A keyword under the threshold is not shown.
 */
export interface KeywordFacts {
  keyword: string
  source: 'lexicon' | 'candidate'
  category: KeywordCategory
  occurrences: number
  /** Highest occurrence weight (section and cue, 0..1). */
  bestWeight: number
  /** All its occurrences sit in a company blurb or benefits section. */
  onlyOther: boolean
  /** No occurrence is written as the keyword itself: the lexicon read an alias or an inflection. */
  aliasOnly: boolean
  /** The ad's language: the filter learned its words from English postings only. */
  language?: AnalysisLanguage
}

export interface StoredFilter {
  source: string
  features: string[]
  weights: number[]
  threshold: number
  /** Smoothed log-odds that a word is part of a marked skill, for words seen often enough. */
  words: Record<string, number>
}

const CATEGORIES: KeywordCategory[] = ['technical', 'tools', 'soft', 'certifications']
export const FEATURE_NAMES = [
  'bias',
  'candidate',
  ...CATEGORIES.map((c) => `category_${c}`),
  'one_word',
  'three_words_or_more',
  'name_like',
  'log_occurrences',
  'best_weight',
  'only_other',
  'word_mean',
  'word_min',
  'word_unknown',
  'candidate_one_word',
  'candidate_name_like',
  'all_capitals',
  'inner_capital',
  'soft_one_word',
  'alias_only',
]

const WORD_RE = /[\p{L}\p{N}+#.]+/gu

/** The lower-case words of a keyword as the filter reads them. */
export function filterWords(keyword: string): string[] {
  return [...keyword.toLowerCase().matchAll(WORD_RE)].map((m) => m[0])
}

/** The feature vector of a keyword, in FEATURE_NAMES order. */
export function keywordFeatures(facts: KeywordFacts, words: Record<string, number>): number[] {
  const list = filterWords(facts.keyword)
  const known = list.map((w) => words[w]).filter((v): v is number => v !== undefined)
  const mean = known.length > 0 ? known.reduce((a, b) => a + b, 0) / known.length : 0
  const min = known.length > 0 ? Math.min(...known) : 0
  const candidate = facts.source === 'candidate'
  const oneWord = list.length <= 1
  const nameLike = /\p{Lu}/u.test(facts.keyword.slice(1)) || /\d/.test(facts.keyword)
  return [
    1,
    facts.source === 'candidate' ? 1 : 0,
    ...CATEGORIES.map((c) => (facts.category === c ? 1 : 0)),
    list.length <= 1 ? 1 : 0,
    list.length >= 3 ? 1 : 0,
    /\p{Lu}/u.test(facts.keyword.slice(1)) || /\d/.test(facts.keyword) ? 1 : 0,
    Math.log(1 + facts.occurrences),
    facts.bestWeight,
    facts.onlyOther ? 1 : 0,
    mean,
    min,
    known.length === 0 ? 1 : 0,
    candidate && oneWord ? 1 : 0,
    candidate && nameLike ? 1 : 0,
    /^[\p{Lu}\d&/+-]{2,}$/u.test(facts.keyword) ? 1 : 0,
    /\p{Ll}\p{Lu}/u.test(facts.keyword) ? 1 : 0,
    facts.category === 'soft' && oneWord ? 1 : 0,
    facts.aliasOnly ? 1 : 0,
  ]
}

export function probability(features: number[], weights: number[]): number {
  let z = 0
  for (let i = 0; i < features.length; i += 1) z += (features[i] ?? 0) * (weights[i] ?? 0)
  return 1 / (1 + Math.exp(-z))
}

/** A mention in the requirements, or one a "required"/"must" cue strengthens, weighs 1. */
const REQUIRED_WEIGHT = 1
/** A mention among the duties (sections.ts SECTION_WEIGHT). */
const DUTIES_WEIGHT = 0.8

let stored: StoredFilter | null | undefined

function loadFilter(): StoredFilter | null {
  if (stored === undefined) {
    try {
      const url = new URL('./keyword-filter.json', import.meta.url)
      const data = JSON.parse(readFileSync(url, 'utf8')) as StoredFilter
      // A filter built for other features would read them wrong: better none than a wrong one.
      stored = data.features.join(',') === FEATURE_NAMES.join(',') ? data : null
    } catch {
      stored = null
    }
  }
  return stored
}

/**
 * Keywords the filter does not judge: the filter learned from tech and a few other kinds of
 * postings, and would drop a nurse's or a driver's asks their annotators never saw. Named terms
 * of the lexicon stay, and so does a known term the ad names, as written, as a requirement.
 */
export function isExempt(facts: KeywordFacts): boolean {
  const required = facts.bestWeight >= REQUIRED_WEIGHT
  const soft = facts.category === 'soft'
  const name = /\p{Lu}/u.test(facts.keyword) || /\d/.test(facts.keyword)
  // A named product, language or licence the lexicon knows (PostgreSQL, read from "Postgres").
  if (facts.source === 'lexicon' && name && facts.category !== 'soft') return true
  // In a Spanish or Russian ad the filter knows none of the words: a phrase the requirements name
  // ("уверенные навыки венепункции") is judged by the shape rules alone.
  const foreign = facts.language !== undefined && facts.language !== 'en'
  if (facts.source === 'candidate' && required && foreign) return true
  // A product-shaped name the ad requires ("Experience with FluxoRunner").
  if (facts.source === 'candidate' && required && /\p{Ll}\p{Lu}|\p{L}\d/u.test(facts.keyword))
    return true
  // A skill the lexicon knows, written as itself in the duties or the requirements ("patient
  // care" in a nurse's duties): the filter learned on tech postings would not know its words.
  const asked = facts.bestWeight >= DUTIES_WEIGHT
  return facts.source === 'lexicon' && !facts.aliasOnly && (required || (asked && !soft))
}

/** Does the learned filter keep this keyword? Without a usable filter file, every keyword stays. */
export function keepKeyword(facts: KeywordFacts): boolean {
  const filter = loadFilter()
  if (!filter) return true
  if (isExempt(facts)) return true
  return probability(keywordFeatures(facts, filter.words), filter.weights) >= filter.threshold
}
