import type { AnalysisLanguage, Evidence, KeywordMatch } from '../../../../src/contract/analysis.ts'
import { dutyMention } from './duty-skills.ts'
import { getLexicon, type Lexicon } from '../lexicon/load-lexicon.ts'
import type { JobKeyword } from './extract-job-keywords.ts'
import { isInflection, scanLexicon, stemTokens } from './lexicon-scan.ts'
import { matchSpokenLanguage } from './spoken-languages.ts'
import { stemToken, type StemLanguage } from './stem.ts'
import { splitLines, tokenize, type Token } from './tokenize.ts'

/**
 * Head words too broad to relate two terms ("skills" relates nothing to "communication skills"; a
 * "Certifications" heading says nothing of a forklift certification).
 */
const WEAK_HEADS = new Set(
  (
    'skills skill management development experience knowledge design systems system software ' +
    'tools services service work data analysis engineering testing certification certifications ' +
    'certificate licence license degree training controls control ' +
    // Generic nouns that many unrelated things end in: "production web applications" is not
    // shown by "applications", nor "HIPAA-regulated products" by "product".
    'applications application products product solutions platforms platform processes ' +
    'operations projects practices principles methods techniques computing technologies ' +
    'technology environments environment'
  ).split(' '),
)

interface ResumeIndex {
  text: string
  tokens: Token[]
  lines: string[]
  stems: Map<StemLanguage, string[]>
  /** Entry id -> its first occurrence [first token, end token). */
  entries: Map<number, [number, number]>
  /** Entries found, in resume order, for group relations. */
  order: number[]
  /**
   * Token positions by normalized form ('n') and by stem ('en', 'es'), so a phrase is looked up
   * where it can start; nested by kind so no key is joined per token.
   */
  positions: Map<string, Map<string, number[]>>
  /** Words that must appear as written ("accounts" does not show "accounting"). */
  uninflected: Set<string>
}

function indexResume(resume: string, lexicon: Lexicon, language: AnalysisLanguage): ResumeIndex {
  const tokens = tokenize(resume)
  const stems = stemTokens(tokens, language)
  const entries = new Map<number, [number, number]>()
  const order: number[] = []
  for (const hit of scanLexicon(resume, tokens, lexicon, language, stems)) {
    if (entries.has(hit.entry)) continue
    entries.set(hit.entry, [hit.start, hit.end])
    order.push(hit.entry)
  }
  const positions = new Map<string, Map<string, number[]>>()
  const note = (byKey: Map<string, number[]>, key: string, i: number): void => {
    const list = byKey.get(key)
    if (!list) byKey.set(key, [i])
    else if (list[list.length - 1] !== i) list.push(i)
  }
  const byNorm = new Map<string, number[]>()
  positions.set('n', byNorm)
  tokens.forEach((t, i) => note(byNorm, t.norm, i))
  for (const [lang, list] of stems) {
    const byStem = positions.get(lang) ?? new Map<string, number[]>()
    positions.set(lang, byStem)
    list.forEach((stem, i) => note(byStem, stem, i))
  }
  return {
    text: resume,
    tokens,
    lines: splitLines(resume),
    stems,
    entries,
    order,
    positions,
    uninflected: lexicon.uninflected,
  }
}

function evidenceAt(index: ResumeIndex, start: number, end: number): Evidence | null {
  const first = index.tokens[start]
  const last = index.tokens[end - 1]
  if (!first || !last) return null
  return {
    text: (index.lines[first.line] ?? '').trim(),
    line: first.line,
    matched: index.text.slice(first.start, last.end),
  }
}

/** Keyword and related-term phrases recur across requests: tokenize each once. */
const PHRASE_CACHE_LIMIT = 10_000
const phraseTokens = new Map<string, Token[]>()
function tokensOf(phrase: string): Token[] {
  let tokens = phraseTokens.get(phrase)
  if (!tokens) {
    tokens = tokenize(phrase)
    if (phraseTokens.size >= PHRASE_CACHE_LIMIT) phraseTokens.clear()
    phraseTokens.set(phrase, tokens)
  }
  return tokens
}

/** First place the resume writes these words (as written, any case, or as an inflection). */
function findPhrase(index: ResumeIndex, phrase: string): [number, number] | null {
  const words = tokensOf(phrase)
  const n = words.length
  if (n === 0) return null
  const { tokens } = index
  const stemmed = [...index.stems].map(([lang, list]) => ({
    list,
    wordStems: words.map((w) => stemToken(w.norm, lang)),
  }))
  const first = words[0]
  if (!first) return null
  const starts = new Set(index.positions.get('n')?.get(first.norm) ?? [])
  for (const [lang] of index.stems) {
    for (const i of index.positions.get(lang)?.get(stemToken(first.norm, lang)) ?? []) starts.add(i)
  }
  for (const i of [...starts].sort((a, b) => a - b)) {
    if (i + n > tokens.length) continue
    let ok = true
    for (let k = 0; k < n && ok; k += 1) {
      const t = tokens[i + k]
      const w = words[k]
      if (!t || !w || t.sentence !== tokens[i]?.sentence) ok = false
      else if (t.norm !== w.norm) {
        ok =
          !index.uninflected.has(w.norm) &&
          isInflection(t.norm, w.norm) &&
          stemmed.some((s) => s.list[i + k] === s.wordStems[k])
      }
    }
    if (ok) return [i, i + n]
  }
  return null
}

function relatedEvidence(
  index: ResumeIndex,
  lexicon: Lexicon,
  keyword: JobKeyword,
  entryId: number | undefined,
): Evidence | null {
  // 1. Curated related terms (Kubernetes ~ Docker, PostgreSQL ~ SQL), also those of the keyword's
  // equivalents, so "trabajo en equipo" relates to what "teamwork" relates to.
  const names = [keyword.keyword.toLowerCase()]
  for (const id of entryId !== undefined ? (lexicon.equivalents.get(entryId) ?? []) : [])
    names.push(lexicon.entries[id]?.display.toLowerCase() ?? '')
  const terms = names.flatMap((name) => lexicon.related.get(name) ?? [])
  for (const term of terms) {
    const id = lexicon.byDisplay.get(term.toLowerCase())
    const span = id !== undefined ? index.entries.get(id) : undefined
    const found = span ?? findPhrase(index, term)
    if (found) return evidenceAt(index, found[0], found[1])
  }
  // 2. Another tool or technology of the same O*NET commodity or ESCO group.
  const entry = entryId !== undefined ? lexicon.entries[entryId] : undefined
  // ESCO's broader concepts ("ICT not elsewhere classified") are too wide to relate two terms.
  const group = entry && entry.group >= 0 ? lexicon.groups[entry.group] : undefined
  const narrow = group !== undefined && !group.startsWith('ESCO:') && group !== 'certifications'
  if (entry && narrow && (entry.category === 'technical' || entry.category === 'tools')) {
    for (const other of index.order) {
      const candidate = lexicon.entries[other]
      if (
        other !== entry.id &&
        candidate?.group === entry.group &&
        candidate.category === entry.category
      ) {
        const span = index.entries.get(other)
        if (span) return evidenceAt(index, span[0], span[1])
      }
    }
  }
  // 3. The head word of a multi-word keyword ("data modeling" ~ "modeling"). Not for a
  // certification: "AWS Certified Developer" is held or not, and a developer's title is neither.
  const words = tokensOf(keyword.keyword)
  const head = words[words.length - 1]
  if (
    keyword.category !== 'certifications' &&
    words.length > 1 &&
    head &&
    head.norm.length >= 4 &&
    !WEAK_HEADS.has(head.norm)
  ) {
    const found = findPhrase(index, head.text)
    if (found) return evidenceAt(index, found[0], found[1])
  }
  return null
}

/**
 * Is `matched` (the resume's wording a 'related' match showed) one of the keyword's curated
 * related terms or its head word, rather than merely another tool of the same O*NET commodity
 * group? React and REST share a group ("web platform development software"), and so do Python and
 * TypeScript: a hint worth showing beside a keyword, no ground to call a requirement partly met.
 */
export function isCloseRelation(keyword: string, matched: string): boolean {
  const lexicon = getLexicon()
  const wanted = matched.toLowerCase()
  const entryId = entryOf(lexicon, keyword)
  const names = [keyword.toLowerCase()]
  for (const id of entryId !== undefined ? (lexicon.equivalents.get(entryId) ?? []) : [])
    names.push(lexicon.entries[id]?.display.toLowerCase() ?? '')
  const curated = names.flatMap((name) => lexicon.related.get(name) ?? [])
  if (curated.some((term) => term.toLowerCase() === wanted)) return true
  const words = tokensOf(keyword)
  const head = words[words.length - 1]
  const shown = tokensOf(matched)
  return (
    words.length > 1 &&
    head !== undefined &&
    shown.length === 1 &&
    (shown[0]?.norm === head.norm || isInflection(shown[0]?.norm ?? '', head.norm))
  )
}

/**
 * Which job keywords the resume shows: exactly, in any case, as a plural or other inflection, or
 * through an alias (k8s for Kubernetes). A found keyword is 'proven' with its resume line; a
 * missing one is 'related' when the resume shows a related term, else 'none'. Never throws.
 */
export function matchKeywords(
  resume: string,
  keywords: JobKeyword[],
  language: AnalysisLanguage,
): KeywordMatch[] {
  const list = Array.isArray(keywords) ? keywords : []
  try {
    const lexicon = getLexicon()
    const index = indexResume(typeof resume === 'string' ? resume : '', lexicon, language)
    return list.map((keyword) => matchOne(index, lexicon, keyword))
  } catch {
    return list.map((k) => ({
      keyword: k.keyword,
      category: k.category,
      found_in_resume: false,
      importance_score: k.importance_score,
      support: 'none',
      evidence: null,
    }))
  }
}

/** The entry a keyword names: by its display form, else by any of its any-case forms. */
function entryOf(lexicon: Lexicon, keyword: string): number | undefined {
  const id = lexicon.byDisplay.get(keyword.toLowerCase())
  if (id !== undefined) return id
  return lexicon.anyCase.get(
    `n|${tokensOf(keyword)
      .map((t) => t.norm)
      .join(' ')}`,
  )?.[0]?.entry
}

/**
 * The resume's first occurrence of another entry naming the same skill: an abbreviation, another
 * form ("team player" for "teamwork") or the term in another language ("collaboration" for
 * "colaboración"). The evidence keeps the resume's own wording.
 */
function firstEquivalent(
  index: ResumeIndex,
  lexicon: Lexicon,
  entryId: number,
): [number, number] | undefined {
  let best: [number, number] | undefined
  for (const id of lexicon.equivalents.get(entryId) ?? []) {
    const span = index.entries.get(id)
    if (span && (!best || span[0] < best[0])) best = span
  }
  return best
}

function matchOne(index: ResumeIndex, lexicon: Lexicon, keyword: JobKeyword): KeywordMatch {
  // "French, fluent" is met by the language at that level or above (spoken-languages.ts).
  const spoken = matchSpokenLanguage(keyword.keyword, index.text)
  if (spoken) {
    const { keyword: k, category, importance_score } = keyword
    return { keyword: k, category, importance_score, ...spoken }
  }
  const entryId = keyword.source === 'lexicon' ? entryOf(lexicon, keyword.keyword) : undefined
  const entry = entryId !== undefined ? lexicon.entries[entryId] : undefined
  // The resume may hold the keyword inside a longer term ("SQL" in "Microsoft SQL Server"), which
  // the scan reports as the longer one; words that need their case or context are not looked for.
  const span =
    (entryId !== undefined ? index.entries.get(entryId) : undefined) ??
    (entryId !== undefined ? firstEquivalent(index, lexicon, entryId) : undefined) ??
    (!entry || entry.displayMode === 'any-case' ? findPhrase(index, keyword.keyword) : null) ??
    dutyMention(index.tokens, keyword.keyword)
  const base = {
    keyword: keyword.keyword,
    category: keyword.category,
    importance_score: keyword.importance_score,
  }
  if (span) {
    return {
      ...base,
      found_in_resume: true,
      support: 'proven',
      evidence: evidenceAt(index, span[0], span[1]),
    }
  }
  const related = relatedEvidence(index, lexicon, keyword, entryId)
  return related
    ? { ...base, found_in_resume: false, support: 'related', evidence: related }
    : { ...base, found_in_resume: false, support: 'none', evidence: null }
}
