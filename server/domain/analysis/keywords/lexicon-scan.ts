import type { AnalysisLanguage } from '../../../../src/contract/analysis.ts'
import type { FormRef, Lexicon, TrieNode } from '../lexicon/load-lexicon.ts'
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
function joinable(text: string, a: Token | undefined, b: Token | undefined): boolean {
  if (!a || !b) return false
  // Most neighbours are one space apart: answer that without slicing the gap.
  if (b.start - a.end === 1 && text.charCodeAt(a.end) === 0x20) return true
  return /^[\s-]*$/.test(text.slice(a.end, b.start))
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

/** Endings of one English lemma that keep its meaning: the base, plural and past forms. */
const BASE_ENDINGS = new Set(['', 's', 'es', 'e', 'ed', 'd', 'y', 'ies', 'ied'])
const CYRILLIC_RE = /\p{Script=Cyrillic}/u
/** The -ing form names an activity or a field of its own ("accounting" is not "accounts"). */
const ING_ENDINGS = new Set(['ing', 'ings'])

/**
 * An English inflection of a lexicon word: the same lemma in another number or tense. The -ing
 * noun is a term of its own ("accounting", "budgeting", "networking"), so it matches only its own
 * -ing forms; "personal" is not "personable" nor "innovative" "innovation". British doubled
 * consonants are one spelling ("modelling", "modeling").
 */
export function isEnglishInflection(form: string, word: string): boolean {
  if (form === word) return true
  let p = 0
  while (p < form.length && p < word.length && form[p] === word[p]) p += 1
  if (p < MIN_SHARED) return false
  let a = form.slice(p)
  let b = word.slice(p)
  const last = form[p - 1]
  if (a[0] === last && a.length > b.length) a = a.slice(1)
  else if (b[0] === last && b.length > a.length) b = b.slice(1)
  return (BASE_ENDINGS.has(a) && BASE_ENDINGS.has(b)) || (ING_ENDINGS.has(a) && ING_ENDINGS.has(b))
}

/** The first form whose words are the tokens from `from` on, each as written or inflected. */
function inflectionOf(
  refs: FormRef[] | undefined,
  tokens: Token[],
  from: number,
  lang: StemLanguage,
): FormRef | undefined {
  const same = lang === 'en' ? isEnglishInflection : isInflection
  // Cyrillic words always take the Russian stemmer, whatever the text's Latin stemmer: their case
  // endings follow the general rule ("управления проектами" is "управление проектами"), and a
  // short word matches itself ("работы в команде").
  return refs?.find((r) =>
    r.norms.every((n, k) => {
      const word = tokens[from + k]?.norm ?? ''
      return n === word || (CYRILLIC_RE.test(n) ? isInflection : same)(n, word)
    }),
  )
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
  const roots = scanRoots(lexicon, langs, stemLists)
  let i = 0
  while (i < tokens.length) {
    const found = longestAt(text, tokens, i, lexicon, roots)
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

/** A lower-case first letter: such a word starts no exact-case form (hoisted: the scan is hot). */
const LOWER_START_RE = /^\p{Ll}/u

function startsLowerCase(word: string): boolean {
  const code = word.charCodeAt(0)
  if (code >= 0x61 && code <= 0x7a) return true
  if (code < 0x80) return false
  return LOWER_START_RE.test(word)
}

/**
 * What every start of one scan shares, looked up once per text rather than once per token: the
 * trie's roots, each stemmer's words, and one array of stem levels the scan reuses at each start.
 */
interface ScanRoots {
  exact: Map<string, TrieNode> | null
  norm: Map<string, TrieNode> | null
  langs: StemLanguage[]
  stemRoots: Array<Map<string, TrieNode> | null>
  stemWords: Array<string[] | undefined>
  stemLevels: Array<Map<string, TrieNode> | null>
}

function scanRoots(
  lexicon: Lexicon,
  langs: StemLanguage[],
  stemLists: Map<StemLanguage, string[]>,
): ScanRoots {
  const { tokenTrie } = lexicon
  const stemRoots = langs.map((lang) => tokenTrie.get(lang) ?? null)
  return {
    exact: tokenTrie.get('x') ?? null,
    norm: tokenTrie.get('n') ?? null,
    langs,
    stemRoots,
    stemWords: langs.map((lang) => stemLists.get(lang)),
    stemLevels: [...stemRoots],
  }
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
  roots: ScanRoots,
): (LexiconHit & { context: boolean }) | null {
  const first = tokens[i]
  if (!first) return null
  const { langs, stemWords, stemLevels } = roots
  // Exact-case forms are names that start with a capital or a digit: a lower-case word starts none.
  // Each level is the trie's map for the next token, or null once no form starts with the tokens.
  let exact: Map<string, TrieNode> | null =
    first.text === first.norm && startsLowerCase(first.text) ? null : roots.exact
  let norm: Map<string, TrieNode> | null = roots.norm
  for (let k = 0; k < langs.length; k += 1) stemLevels[k] = roots.stemRoots[k] ?? null
  let best: (LexiconHit & { context: boolean }) | null = null
  const limit = Math.min(lexicon.maxTokens, tokens.length - i)
  for (let n = 1; n <= limit; n += 1) {
    const t = tokens[i + n - 1]
    if (!t || t.sentence !== first.sentence) break
    if (n > 1 && !joinable(text, tokens[i + n - 2], t)) break
    let ref: FormRef | undefined
    let alive = false
    if (exact !== null) {
      const node = exact.get(t.text)
      if (node === undefined) exact = null
      else {
        alive = true
        ref = firstUsable(node.refs)
        exact = node.next
      }
    }
    if (norm !== null) {
      const node = norm.get(t.norm)
      if (node === undefined) norm = null
      else {
        alive = true
        ref ??= firstUsable(node.refs)
        norm = node.next
      }
    }
    for (let k = 0; k < langs.length; k += 1) {
      const lang = langs[k]
      const level = stemLevels[k]
      if (!lang || level === null || level === undefined) continue
      const node = level.get(stemWords[k]?.[i + n - 1] ?? '')
      if (node === undefined) stemLevels[k] = null
      else {
        stemLevels[k] = node.next
        alive = true
        if (!ref && node.refs.length > 0) ref = inflectionOf(node.refs, tokens, i, lang)
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
