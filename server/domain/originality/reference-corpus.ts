import { readFileSync } from 'node:fs'
import { PHRASE_GROUPS } from './corpus/boilerplate-phrases.ts'
import type { PhraseGroupId, PhraseKind } from './corpus/boilerplate-phrases.ts'
import { SAMPLE_SOURCES } from './corpus/sample-sources.ts'
import { kgramHashes } from './fingerprint.ts'
import { wordsOf } from './normalize.ts'

export interface ReferenceText {
  /** Shown to the user as what a passage matches (with its attribution). */
  title: string
  text: string
}

export interface Phrase {
  words: readonly string[]
  /** As the team wrote it, for recommendations. */
  display: string
  group: PhraseGroupId
  kind: PhraseKind
}

export interface ReferenceCorpus {
  texts: readonly ReferenceText[]
  /** Every k-gram hash of the reference texts -> the indexes of the texts holding it. */
  kgrams: ReadonlyMap<number, readonly number[]>
  /** Phrases by their first word, longest first. */
  phrasesByFirstWord: ReadonlyMap<string, readonly Phrase[]>
  phraseCount: number
}

/**
 * Indexes reference texts and phrases. The reference side keeps every k-gram rather than a
 * winnowed subset: it is small, and a full index finds every fingerprint of the checked text
 * that occurs in it.
 */
export function buildCorpus(
  texts: readonly ReferenceText[],
  groups: typeof PHRASE_GROUPS = PHRASE_GROUPS,
): ReferenceCorpus {
  const kgrams = new Map<number, number[]>()
  texts.forEach((reference, index) => {
    for (const hash of kgramHashes(wordsOf(reference.text).map((word) => word.norm))) {
      const holders = kgrams.get(hash)
      if (holders === undefined) kgrams.set(hash, [index])
      else if (holders.at(-1) !== index) holders.push(index)
    }
  })
  const byFirst = new Map<string, Phrase[]>()
  const seen = new Set<string>()
  let phraseCount = 0
  for (const group of groups) {
    for (const display of group.phrases) {
      const words = wordsOf(display).map((word) => word.norm)
      const key = words.join(' ')
      // A phrase listed twice keeps its first group.
      if (words.length === 0 || seen.has(key)) continue
      seen.add(key)
      phraseCount += 1
      const first = words[0] ?? ''
      const list = byFirst.get(first) ?? []
      list.push({ words, display, group: group.id, kind: group.kind })
      byFirst.set(first, list)
    }
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length)
  return { texts, kgrams, phrasesByFirstWord: byFirst, phraseCount }
}

/** The public sample texts copied into corpus/samples (see corpus/samples/ATTRIBUTION.md). */
export function readSampleTexts(): ReferenceText[] {
  return SAMPLE_SOURCES.map((source) => ({
    title: source.title,
    text: readFileSync(new URL(`./corpus/samples/${source.id}.txt`, import.meta.url), 'utf8'),
  }))
}

let shipped: ReferenceCorpus | undefined

/** The shipped corpus: the team's phrases and the sample texts, indexed once per process. */
export function shippedCorpus(): ReferenceCorpus {
  shipped ??= buildCorpus(readSampleTexts())
  return shipped
}
