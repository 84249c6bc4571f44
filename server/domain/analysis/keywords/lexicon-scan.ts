import type { AnalysisLanguage } from '../../../../src/contract/analysis.ts'
import type { FormRef, Lexicon } from '../lexicon/load-lexicon.ts'
import { stemToken, type StemLanguage } from './stem.ts'
import type { Token } from './tokenize.ts'

/** A lexicon entry found in a text: tokens [start, end) of the token list. */
export interface LexiconHit {
  entry: number
  start: number
  end: number
}

/** Stem keys to try, in order, for text in a language: Spanish text also holds English terms. */
const STEM_ORDER: Record<AnalysisLanguage, StemLanguage[]> = {
  en: ['en'],
  ru: ['en'],
  es: ['es', 'en'],
}
/** What may stand between a context-bound name and its neighbour in a list ("Go, Rust and C"). */
const LIST_GAP_RE = /^[\s,/&|()+·•-]*(?:(?:and|or|y|o|и|или)[\s,/&|()-]*)?$/iu
/** How many tokens away a list neighbour may be. */
const CONTEXT_WINDOW = 2

/** Only spaces and hyphens may sit inside a multi-word form: "Docker, Kubernetes" is two terms. */
function joinable(text: string, tokens: Token[], from: number, to: number): boolean {
  for (let i = from; i < to; i += 1) {
    const a = tokens[i]
    const b = tokens[i + 1]
    if (!a || !b) return false
    if (!/^[\s-]*$/.test(text.slice(a.end, b.start))) return false
  }
  return true
}

function firstUsable(refs: FormRef[] | undefined): FormRef | undefined {
  return refs?.[0]
}

/** Longest ending an inflection may change: plural -s/-es, -ing, -ed, Spanish and Russian endings. */
const MAX_INFLECTION = 3
/** Shorter shared beginnings are chance ("ant" in "antes"). */
const MIN_SHARED = 4

/**
 * Snowball stems join words that only share a root (experience/experiment, optimization/
 * Optimizely); a stem match counts when each word differs from the form's only in a short ending.
 */
export function isInflection(a: string, b: string): boolean {
  let p = 0
  while (p < a.length && p < b.length && a[p] === b[p]) p += 1
  return a.length - p <= MAX_INFLECTION && b.length - p <= MAX_INFLECTION && p >= MIN_SHARED
}

function inflectionOf(refs: FormRef[] | undefined, slice: Token[]): FormRef | undefined {
  return refs?.find((r) => r.norms.every((n, k) => isInflection(n, slice[k]?.norm ?? '')))
}

/**
 * Finds lexicon entries in tokenized text: at each token the longest form wins (exact letter case,
 * then any case, then stems), and matches do not overlap. Names that are also ordinary words ('!'
 * forms: Go, R, Word) count only beside another technical or tool term in a list.
 */
export function scanLexicon(
  text: string,
  tokens: Token[],
  lexicon: Lexicon,
  language: AnalysisLanguage,
  stems?: Map<StemLanguage, string[]>,
): LexiconHit[] {
  const stemLists = stems ?? stemTokens(tokens, language)
  const hits: Array<LexiconHit & { context: boolean }> = []
  const langs = STEM_ORDER[language]
  let i = 0
  while (i < tokens.length) {
    const found = longestAt(text, tokens, i, lexicon, langs, stemLists)
    if (found) {
      hits.push(found)
      i = found.end
    } else i += 1
  }
  // Context-bound names accept each other along a list ("Go, Rust, C and R"), one step at a time.
  const accepted = hits.map((h) => !h.context)
  const visit = (index: number): boolean => {
    if (accepted[index] || !hasListNeighbour(text, tokens, hits, accepted, index, lexicon))
      return false
    accepted[index] = true
    return true
  }
  // A sweep each way carries acceptance along a whole list, so this stays linear in practice.
  let changed = true
  while (changed) {
    changed = false
    for (let k = 0; k < hits.length; k += 1) changed = visit(k) || changed
    for (let k = hits.length - 1; k >= 0; k -= 1) changed = visit(k) || changed
  }
  return hits.filter((_, index) => accepted[index])
}

/**
 * The longest form starting at token i. Keys grow one token at a time and stop as soon as no
 * form starts with them, so most tokens cost one or two map lookups.
 */
function longestAt(
  text: string,
  tokens: Token[],
  i: number,
  lexicon: Lexicon,
  langs: StemLanguage[],
  stemLists: Map<StemLanguage, string[]>,
): (LexiconHit & { context: boolean }) | null {
  const first = tokens[i]
  if (!first) return null
  const { trie } = lexicon
  // Exact-case forms are names that start with a capital or a digit: a lower-case word starts none.
  let exact: string | null = first.text === first.norm && /^\p{Ll}/u.test(first.text) ? null : 'x|'
  let norm: string | null = 'n|'
  const stemKeys: Array<string | null> = langs.map((l) => `${l}|`)
  let best: (LexiconHit & { context: boolean }) | null = null
  const limit = Math.min(lexicon.maxTokens, tokens.length - i)
  for (let n = 1; n <= limit; n += 1) {
    const t = tokens[i + n - 1]
    if (!t || t.sentence !== first.sentence) break
    if (n > 1 && !joinable(text, tokens, i + n - 2, i + n - 1)) break
    const sep = n > 1 ? ' ' : ''
    let ref: FormRef | undefined
    let alive = false
    if (exact !== null) {
      exact += sep + t.text
      const refs = trie.get(exact)
      if (refs === undefined) exact = null
      else {
        alive = true
        ref = firstUsable(refs)
      }
    }
    if (norm !== null) {
      norm += sep + t.norm
      const refs = trie.get(norm)
      if (refs === undefined) norm = null
      else {
        alive = true
        ref ??= firstUsable(refs)
      }
    }
    for (let k = 0; k < langs.length; k += 1) {
      const lang = langs[k]
      const key = stemKeys[k]
      if (!lang || key === null || key === undefined) continue
      const next = key + sep + (stemLists.get(lang)?.[i + n - 1] ?? '')
      const refs = trie.get(next)
      if (refs === undefined) stemKeys[k] = null
      else {
        stemKeys[k] = next
        alive = true
        if (!ref && refs.length > 0) ref = inflectionOf(refs, tokens.slice(i, i + n))
      }
    }
    if (ref)
      best = { entry: ref.entry, start: i, end: i + n, context: ref.mode === 'needs-context' }
    if (!alive) break
  }
  return best
}

function hasListNeighbour(
  text: string,
  tokens: Token[],
  hits: Array<LexiconHit & { context: boolean }>,
  accepted: boolean[],
  index: number,
  lexicon: Lexicon,
): boolean {
  const hit = hits[index]
  if (!hit) return false
  for (const at of [index - 1, index + 1]) {
    const other = hits[at]
    if (!other || !accepted[at]) continue
    const category = lexicon.entries[other.entry]?.category
    if (category !== 'technical' && category !== 'tools') continue
    const [left, right] = other.start < hit.start ? [other, hit] : [hit, other]
    if (right.start - left.end > CONTEXT_WINDOW) continue
    const a = tokens[left.end - 1]
    const b = tokens[right.start]
    if (!a || !b || a.sentence !== b.sentence) continue
    if (LIST_GAP_RE.test(text.slice(a.end, b.start))) return true
  }
  return false
}

/** Stems of every token for each stemmer the language needs, computed once per text. */
export function stemTokens(
  tokens: Token[],
  language: AnalysisLanguage,
): Map<StemLanguage, string[]> {
  const out = new Map<StemLanguage, string[]>()
  for (const lang of STEM_ORDER[language]) {
    out.set(
      lang,
      tokens.map((t) => stemToken(t.norm, lang)),
    )
  }
  return out
}
