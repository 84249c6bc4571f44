import { readFileSync } from 'node:fs'
import type { KeywordCategory } from '../../../../src/contract/common.ts'
import { stemToken, type StemLanguage } from '../keywords/stem.ts'
import { tokenize } from '../keywords/tokenize.ts'
import {
  CATEGORY_ORDER,
  parseForm,
  type FormMode,
  type LexiconLanguage,
  type StoredLexicon,
} from './lexicon-types.ts'

export interface LexiconEntry {
  id: number
  display: string
  category: KeywordCategory
  /** Index into groups, or -1. */
  group: number
  language: LexiconLanguage
  /** How strictly the display form itself must appear. */
  displayMode: FormMode
}

/** One way an entry can be written, as found by a key lookup. */
export interface FormRef {
  entry: number
  mode: FormMode
  /** The form's normalized tokens, to check that a stem match is only an inflection. */
  norms: string[]
}

export interface Lexicon {
  entries: LexiconEntry[]
  groups: string[]
  /** Curated related terms by lowercase display form. */
  related: Map<string, string[]>
  /** Entry id -> the other entries of its concepts (same skill, another form or language). */
  equivalents: Map<number, number[]>
  /** Normalized words that match only as written, never through a stem. */
  uninflected: Set<string>
  /** Lowercase display form -> entry id. */
  byDisplay: Map<string, number>
  /** 'n|' + normalized tokens joined by spaces -> forms matching in any letter case. */
  anyCase: Map<string, FormRef[]>
  /** `${stemLanguage}|` + stems joined by spaces -> forms matching in any letter case. */
  stemmed: Map<string, FormRef[]>
  /** 'x|' + tokens as written joined by spaces -> forms that must keep their letter case. */
  exactCase: Map<string, FormRef[]>
  /** Most tokens in one form: the longest n-gram worth looking up. */
  maxTokens: number
  /**
   * All keys of the three maps above, plus every proper prefix (whole tokens) of them with an
   * empty list, one token per level, by key kind ('x', 'n', 'en', 'es'): one lookup tells a scan
   * both what matches and whether to keep extending. The scan steps from node to node with the
   * text's own token strings, whose hashes V8 keeps, instead of hashing a newly joined key at
   * every step (the lookup that dominated the scan's time).
   */
  tokenTrie: Map<string, Map<string, TrieNode>>
}

/** One token of a key: the forms of the key ending here (empty for a prefix), and what follows. */
export interface TrieNode {
  refs: FormRef[]
  next: Map<string, TrieNode> | null
}

/** Russian entries hold Latin words too; both Latin stemmers index them so any text finds them. */
const STEM_LANGUAGES: Record<LexiconLanguage, StemLanguage[]> = {
  en: ['en'],
  es: ['es'],
  ru: ['en', 'es'],
}
/** A form longer than this many tokens is a sentence, never seen whole in a job description. */
const MAX_FORM_TOKENS = 6

function push(map: Map<string, FormRef[]>, key: string, ref: FormRef): void {
  const list = map.get(key)
  if (!list) map.set(key, [ref])
  else if (!list.some((r) => r.entry === ref.entry)) list.push(ref)
}

export function buildLexicon(stored: StoredLexicon): Lexicon {
  const lexicon: Lexicon = {
    entries: [],
    groups: stored.groups,
    related: new Map(Object.entries(stored.related).map(([k, v]) => [k.toLowerCase(), v])),
    equivalents: equivalentsOf(stored.concepts ?? {}),
    uninflected: new Set(stored.uninflected ?? []),
    byDisplay: new Map(),
    anyCase: new Map(),
    stemmed: new Map(),
    exactCase: new Map(),
    maxTokens: 1,
    tokenTrie: new Map(),
  }
  // Joined keys while building; the scan reads them split into tokenTrie.
  const trie = new Map<string, FormRef[]>()
  const addKey = (
    map: Map<string, FormRef[]>,
    parts: string[],
    prefix: string,
    ref: FormRef,
  ): void => {
    for (let k = 1; k < parts.length; k += 1) {
      const key = prefix + parts.slice(0, k).join(' ')
      if (!trie.has(key)) trie.set(key, [])
    }
    const key = prefix + parts.join(' ')
    push(map, key, ref)
    push(trie, key, ref)
  }
  const { uninflected } = lexicon
  stored.entries.forEach(([forms, category, group, language = 'en'], id) => {
    const { text: display, mode: displayMode } = parseForm(forms[0] ?? '')
    lexicon.entries.push({
      id,
      display,
      displayMode,
      category: CATEGORY_ORDER[category] ?? 'technical',
      group,
      language,
    })
    if (!lexicon.byDisplay.has(display.toLowerCase()))
      lexicon.byDisplay.set(display.toLowerCase(), id)
    for (const form of forms) {
      const { text, mode } = parseForm(form)
      const tokens = tokenize(text)
      if (tokens.length === 0 || tokens.length > MAX_FORM_TOKENS) continue
      lexicon.maxTokens = Math.max(lexicon.maxTokens, tokens.length)
      const ref: FormRef = { entry: id, mode, norms: tokens.map((t) => t.norm) }
      if (mode !== 'any-case') {
        addKey(
          lexicon.exactCase,
          tokens.map((t) => t.text),
          'x|',
          ref,
        )
        continue
      }
      addKey(
        lexicon.anyCase,
        tokens.map((t) => t.norm),
        'n|',
        ref,
      )
      // Names do not inflect: "Optimizely" must not match "optimize". Only lower-case forms
      // (concepts such as "unit testing") get stem keys.
      if (text !== text.toLowerCase()) continue
      // "accounting" is not "accounts", "budgeting" not "budget": such words match only as written.
      if (tokens.some((t) => uninflected.has(t.norm))) continue
      for (const lang of STEM_LANGUAGES[language]) {
        addKey(
          lexicon.stemmed,
          tokens.map((t) => stemToken(t.norm, lang)),
          `${lang}|`,
          ref,
        )
      }
    }
  })
  lexicon.tokenTrie = tokenTrieOf(trie)
  return lexicon
}

/** Placeholder of a node made on the way to a longer key; every proper prefix is a key itself. */
const EMPTY_REFS: FormRef[] = []

/** Joined keys split at '|' and at spaces; each node keeps its key's list. */
function tokenTrieOf(trie: Map<string, FormRef[]>): Map<string, Map<string, TrieNode>> {
  const roots = new Map<string, Map<string, TrieNode>>()
  for (const [key, refs] of trie) {
    const bar = key.indexOf('|')
    const kind = key.slice(0, bar)
    let level = roots.get(kind) ?? new Map<string, TrieNode>()
    roots.set(kind, level)
    const parts = key.slice(bar + 1).split(' ')
    for (let k = 0; k < parts.length; k += 1) {
      const part = parts[k] ?? ''
      let node = level.get(part)
      if (!node) level.set(part, (node = { refs: EMPTY_REFS, next: null }))
      if (k === parts.length - 1) node.refs = refs
      else level = node.next ??= new Map()
    }
  }
  return roots
}

/** Each concept's entries prove one another; an entry in several concepts joins all of them. */
function equivalentsOf(concepts: Record<string, number[]>): Map<number, number[]> {
  const sets = new Map<number, Set<number>>()
  for (const members of Object.values(concepts)) {
    for (const id of members) {
      const set = sets.get(id) ?? new Set<number>()
      for (const other of members) if (other !== id) set.add(other)
      sets.set(id, set)
    }
  }
  return new Map([...sets].map(([id, set]) => [id, [...set].sort((a, b) => a - b)]))
}

let cached: Lexicon | null = null

/** The shipped lexicon, read and indexed on first use and kept for the life of the process. */
export function getLexicon(): Lexicon {
  if (!cached) {
    const url = new URL('./lexicon.json', import.meta.url)
    cached = buildLexicon(JSON.parse(readFileSync(url, 'utf8')) as StoredLexicon)
  }
  return cached
}
