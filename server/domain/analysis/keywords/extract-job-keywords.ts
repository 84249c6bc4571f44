import type { AnalysisLanguage } from '../../../../src/contract/analysis.ts'
import type { KeywordCategory } from '../../../../src/contract/common.ts'
import { getLexicon, type Lexicon } from '../lexicon/load-lexicon.ts'
import { cuePhrases, toolLikeCategory } from './candidates.ts'
import { scanLexicon, stemTokens } from './lexicon-scan.ts'
import { classifyLines, SECTION_WEIGHT, sentenceCue, type SectionKind } from './sections.ts'
import { stemToken } from './stem.ts'
import { splitLines, tokenize, type Token } from './tokenize.ts'

export interface JobKeyword {
  /** Display form, canonical for lexicon terms (e.g. 'Kubernetes', 'Node.js', 'CI/CD'). */
  keyword: string
  category: KeywordCategory
  /** 0..1, see docs/keyword-engine.md. */
  importance_score: number
  /** Character offsets of each occurrence in the job description. */
  offsets: Array<[start: number, end: number]>
  source: 'lexicon' | 'candidate'
}

/** Terms from outside the lexicon kept at most, the strongest first: a list, not a word cloud. */
const MAX_CANDIDATES = 25
/** Weights of the importance formula (docs/keyword-engine.md). */
const W_BEST = 0.7
const W_FREQUENCY = 0.15
const W_POSITION = 0.1
const W_LEXICON = 0.05
const TITLE_BONUS = 0.1
const REQUIRED_CUE_BONUS = 0.2
const PREFERRED_CUE_FACTOR = 0.55
/** Mentions at which frequency stops adding. */
const FREQUENCY_SATURATION = 4
/** Terms from outside the lexicon are less certain: their score is scaled down. */
const CANDIDATE_FACTOR = 0.85

interface Occurrence {
  start: number
  end: number
  line: number
  weight: number
}

interface Draft {
  keyword: string
  category: KeywordCategory
  source: 'lexicon' | 'candidate'
  occurrences: Occurrence[]
}

interface Context {
  text: string
  tokens: Token[]
  sections: SectionKind[]
  sentenceCues: Map<number, ReturnType<typeof sentenceCue>>
  titleLine: number
}

function sentenceSpans(tokens: Token[], textLength: number): Map<number, [number, number]> {
  const spans = new Map<number, [number, number]>()
  for (const t of tokens) {
    const span = spans.get(t.sentence)
    if (span) span[1] = t.end
    else spans.set(t.sentence, [t.start, t.end])
  }
  // Let a sentence's tail (" is a plus.") count: it runs to the next sentence's first token.
  const ordered = [...spans.values()]
  for (let i = 0; i < ordered.length; i += 1) {
    const span = ordered[i]
    if (span) span[1] = ordered[i + 1]?.[0] ?? textLength
  }
  return spans
}

function occurrenceWeight(ctx: Context, token: Token): number {
  const section = ctx.sections[token.line] ?? 'neutral'
  const cue = ctx.sentenceCues.get(token.sentence) ?? null
  let weight = SECTION_WEIGHT[section]
  if (cue === 'required') weight = Math.min(1, weight + REQUIRED_CUE_BONUS)
  if (cue === 'preferred') weight *= PREFERRED_CUE_FACTOR
  return weight
}

function score(ctx: Context, draft: Draft): number {
  const best = Math.max(...draft.occurrences.map((o) => o.weight))
  const frequency = Math.min(1, (draft.occurrences.length - 1) / (FREQUENCY_SATURATION - 1))
  const first = Math.min(...draft.occurrences.map((o) => o.start))
  const position = ctx.text.length > 0 ? 1 - first / ctx.text.length : 0
  const inTitle = draft.occurrences.some((o) => o.line === ctx.titleLine)
  let s =
    W_BEST * best +
    W_FREQUENCY * frequency +
    W_POSITION * position +
    (draft.source === 'lexicon' ? W_LEXICON : 0) +
    (inTitle ? TITLE_BONUS : 0)
  if (draft.source === 'candidate') s *= CANDIDATE_FACTOR
  return Math.round(Math.min(1, Math.max(0, s)) * 1000) / 1000
}

function displayOf(tokens: Token[], text: string, start: number, end: number): string {
  const first = tokens[start]
  const last = tokens[end - 1]
  if (!first || !last) return ''
  const surface = text.slice(first.start, last.end).replace(/\s+/g, ' ')
  // Lower-case prose phrases read better lower-cased; names keep their capitals.
  const isName = tokens
    .slice(start, end)
    .some((t) => /\p{Lu}/u.test(t.text.slice(1)) || /\d/.test(t.text))
  return isName || end - start === 1 ? surface : surface.toLowerCase()
}

/**
 * Keywords of a job description, most important first: lexicon terms (canonical display forms,
 * aliases resolved) and tool-like or cue-named terms outside it. Never throws.
 */
export function extractJobKeywords(
  jobDescription: string,
  language: AnalysisLanguage,
): JobKeyword[] {
  try {
    return extract(jobDescription, language, getLexicon())
  } catch {
    return []
  }
}

function extract(text: string, language: AnalysisLanguage, lexicon: Lexicon): JobKeyword[] {
  if (typeof text !== 'string' || text.trim().length === 0) return []
  const tokens = tokenize(text)
  if (tokens.length === 0) return []
  const lines = splitLines(text)
  const sections = classifyLines(lines)
  const spans = sentenceSpans(tokens, text.length)
  const sentenceCues = new Map<number, ReturnType<typeof sentenceCue>>()
  for (const [index, [s, e]] of spans) sentenceCues.set(index, sentenceCue(text.slice(s, e)))
  const titleLine = tokens[0]?.line ?? 0
  const ctx: Context = { text, tokens, sections, sentenceCues, titleLine }

  const stems = stemTokens(tokens, language)
  const hits = scanLexicon(text, tokens, lexicon, language, stems)
  const covered = new Uint8Array(tokens.length)
  const drafts = new Map<string, Draft>()

  for (const hit of hits) {
    const entry = lexicon.entries[hit.entry]
    const first = tokens[hit.start]
    const last = tokens[hit.end - 1]
    if (!entry || !first || !last) continue
    for (let i = hit.start; i < hit.end; i += 1) covered[i] = 1
    // Company blurbs and benefits praise "innovation" and "integrity": not the job's soft skills.
    if (entry.category === 'soft' && sections[first.line] === 'other') continue
    const key = `l:${entry.id}`
    const draft = drafts.get(key) ?? {
      keyword: entry.display,
      category: entry.category,
      source: 'lexicon' as const,
      occurrences: [],
    }
    draft.occurrences.push({
      start: first.start,
      end: last.end,
      line: first.line,
      weight: occurrenceWeight(ctx, first),
    })
    drafts.set(key, draft)
  }

  const candidateDrafts = new Map<string, Draft>()
  const candidateStarts = new Map<string, Set<number>>()
  const addCandidate = (start: number, end: number, category: KeywordCategory): void => {
    // A phrase may hold a lexicon term ("billing and invoicing reconciliation") when it says more.
    let uncovered = 0
    for (let i = start; i < end; i += 1) if (!covered[i]) uncovered += 1
    if (uncovered < Math.min(2, end - start)) return
    const first = tokens[start]
    const last = tokens[end - 1]
    if (!first || !last || sections[first.line] === 'other') return
    const stemLang = language === 'es' ? 'es' : 'en'
    const key = `c:${tokens
      .slice(start, end)
      .map((t) => stemToken(t.norm, stemLang))
      .join(' ')}`
    const draft = candidateDrafts.get(key) ?? {
      keyword: displayOf(tokens, text, start, end),
      category,
      source: 'candidate' as const,
      occurrences: [],
    }
    const seen = candidateStarts.get(key) ?? new Set<number>()
    if (seen.has(first.start)) return
    seen.add(first.start)
    candidateStarts.set(key, seen)
    draft.occurrences.push({
      start: first.start,
      end: last.end,
      line: first.line,
      weight: occurrenceWeight(ctx, first),
    })
    candidateDrafts.set(key, draft)
  }

  const shouting = lines.map((line) => {
    const letters = line.replace(/[^\p{L}]/gu, '')
    return letters.length >= 12 && letters === letters.toUpperCase()
  })
  tokens.forEach((token, i) => {
    if (covered[i]) return
    const category = toolLikeCategory(token, shouting[token.line] ?? false)
    if (category) addCandidate(i, i + 1, category)
  })
  for (const c of cuePhrases(text, tokens, () => true)) addCandidate(c.start, c.end, c.category)

  const lexiconKeywords = [...drafts.values()].map((d) => toKeyword(ctx, d))
  const candidateKeywords = [...candidateDrafts.values()]
    .map((d) => toKeyword(ctx, d))
    .sort(byImportance)
    .slice(0, MAX_CANDIDATES)
  return [...lexiconKeywords, ...candidateKeywords].sort(byImportance)
}

function toKeyword(ctx: Context, d: Draft): JobKeyword {
  const offsets = d.occurrences
    .map((o): [number, number] => [o.start, o.end])
    .sort((a, b) => a[0] - b[0])
  return {
    keyword: d.keyword,
    category: d.category,
    importance_score: score(ctx, d),
    offsets,
    source: d.source,
  }
}

function byImportance(a: JobKeyword, b: JobKeyword): number {
  return (
    b.importance_score - a.importance_score ||
    (a.offsets[0]?.[0] ?? 0) - (b.offsets[0]?.[0] ?? 0) ||
    a.keyword.localeCompare(b.keyword)
  )
}
