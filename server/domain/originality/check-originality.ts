import type { FlaggedSection, PlagiarismResponse } from '../../../src/contract/pro.ts'
import { detectLanguage } from '../analysis/language.ts'
import { wordCountOf } from '../writing/text-metrics.ts'
import type { PhraseGroupId, PhraseKind } from './corpus/boilerplate-phrases.ts'
import { K, kgramHashes, winnow } from './fingerprint.ts'
import { wordsOf } from './normalize.ts'
import type { Word } from './normalize.ts'
import { ORIGINALITY_TEXT } from './originality-text.ts'
import type { ReferenceCorpus } from './reference-corpus.ts'

export const LOCAL_PROVIDER_NAME = 'jobfit-local'
/** decisions.md: a section is flagged when at least this share of its fingerprints match. */
export const SECTION_MATCH_SHARE = 0.3
/** Spec §9 bands of the uniqueness score. */
export const EXCELLENT_FROM = 90
export const GOOD_FROM = 75

export const REASON_KNOWN_TEXT = 'matches known text'
export const REASON_CLICHE = 'cliché'
export const REASON_MACHINE = 'machine-typical phrasing'

const MAX_RECOMMENDATIONS = 6
const MAX_QUOTE = 70

export interface PhraseHit {
  /** Word indexes [first, last). */
  first: number
  last: number
  display: string
  group: PhraseGroupId
  kind: PhraseKind
}

/** Phrase occurrences, longest first at each word and never overlapping. */
export function findPhrases(words: readonly Word[], corpus: ReferenceCorpus): PhraseHit[] {
  const hits: PhraseHit[] = []
  let i = 0
  while (i < words.length) {
    const candidates = corpus.phrasesByFirstWord.get(words[i]?.norm ?? '') ?? []
    const found = candidates.find((phrase) =>
      phrase.words.every((word, offset) => words[i + offset]?.norm === word),
    )
    if (found === undefined) {
      i += 1
      continue
    }
    const last = i + found.words.length
    hits.push({ first: i, last, display: found.display, group: found.group, kind: found.kind })
    i = last
  }
  return hits
}

/** Whether k-gram [position, position + size) and a phrase match each other (decisions.md). */
function kgramMatchesPhrase(position: number, size: number, hit: PhraseHit): boolean {
  const length = hit.last - hit.first
  // A short phrase matches the k-grams that hold all of it; a long one, the k-grams inside it.
  return length < size
    ? hit.first >= position && hit.last <= position + size
    : position >= hit.first && position + size <= hit.last
}

function sliceOf(text: string, start: number, end: number): string {
  // Close the passage on its own punctuation ("… 40%." rather than "… 40%").
  const after = /^[.!?%)»”"']+/.exec(text.slice(end))?.[0] ?? ''
  return text.slice(start, end + after.length)
}

interface SentenceTally {
  total: number
  /** Fingerprints matched by reference text, per text index. */
  bySource: Map<number, number>
  matched: number
}

/**
 * The local provider's check (decisions.md, Originality check): winnowed word 5-grams of the text
 * against the reference corpus' k-grams and phrases. The uniqueness score is the share of the
 * text's fingerprints that match nothing; a sentence (or a run of them) is flagged as known text
 * when at least 30% of its fingerprints occur in a reference text; phrases are flagged where they
 * stand. Pure and deterministic.
 */
export function checkOriginality(text: string, corpus: ReferenceCorpus): PlagiarismResponse {
  const words = wordsOf(text)
  const norms = words.map((word) => word.norm)
  const size = Math.min(K, norms.length)
  const fingerprints = winnow(kgramHashes(norms))
  const phrases = findPhrases(words, corpus)

  const tallies = new Map<number, SentenceTally>()
  let unmatched = 0
  for (const { hash, position } of fingerprints) {
    const sentence = words[position]?.sentence ?? 0
    const tally = tallies.get(sentence) ?? { total: 0, bySource: new Map(), matched: 0 }
    tallies.set(sentence, tally)
    tally.total += 1
    const holders = corpus.kgrams.get(hash) ?? []
    if (holders.length > 0) {
      tally.matched += 1
      for (const holder of holders)
        tally.bySource.set(holder, (tally.bySource.get(holder) ?? 0) + 1)
    }
    const byPhrase = phrases.some((hit) => kgramMatchesPhrase(position, size, hit))
    if (holders.length === 0 && !byPhrase) unmatched += 1
  }
  const score =
    fingerprints.length === 0 ? 100 : Math.round((100 * unmatched) / fingerprints.length)

  const known = knownTextSections(text, words, tallies, corpus)
  // A phrase inside a copied passage is part of that passage's flag, not one of its own.
  const shownPhrases = phrases.filter((hit) => {
    const section = toPhraseSection(text, words, hit)
    return !known.some((k) => section.start >= k.start && section.end <= k.end)
  })
  const phraseSections = shownPhrases.map((hit) => toPhraseSection(text, words, hit))
  const flagged = [...known, ...phraseSections].sort((a, b) => a.start - b.start)

  const language = detectLanguage(text)
  const copy = ORIGINALITY_TEXT[language]
  const band = score >= EXCELLENT_FROM ? 'excellent' : score >= GOOD_FROM ? 'good' : 'low'
  return {
    uniqueness_score: score,
    analysis: copy.analysis(band, score, {
      known: known.length,
      cliches: phraseSections.filter((s) => s.reason === REASON_CLICHE).length,
      machine: phraseSections.filter((s) => s.reason === REASON_MACHINE).length,
    }),
    word_count: wordCountOf(text),
    provider: LOCAL_PROVIDER_NAME,
    flagged_sections: flagged,
    recommendations: recommend(known, shownPhrases, language),
  }

  function recommend(
    knownSections: readonly FlaggedSection[],
    hits: readonly PhraseHit[],
    lang: typeof language,
  ): string[] {
    const out: string[] = []
    for (const section of knownSections) {
      out.push(ORIGINALITY_TEXT[lang].rewriteKnown(quote(section.text), section.source ?? ''))
    }
    const groups = new Map<PhraseGroupId, string[]>()
    for (const hit of hits) {
      const list = groups.get(hit.group) ?? []
      const said = text.slice(words[hit.first]?.start ?? 0, words[hit.last - 1]?.end ?? 0)
      if (!list.includes(said)) list.push(said)
      groups.set(hit.group, list)
    }
    for (const [group, found] of groups) {
      out.push(ORIGINALITY_TEXT[lang].phraseAdvice(group, found.slice(0, 3)))
    }
    return out.slice(0, MAX_RECOMMENDATIONS)
  }
}

function quote(passage: string): string {
  const clean = passage.replace(/\s+/g, ' ').trim()
  return clean.length <= MAX_QUOTE ? clean : `${clean.slice(0, MAX_QUOTE - 1).trimEnd()}…`
}

function toPhraseSection(text: string, words: readonly Word[], hit: PhraseHit): FlaggedSection {
  const start = words[hit.first]?.start ?? 0
  const end = words[hit.last - 1]?.end ?? start
  return {
    text: text.slice(start, end),
    start,
    end,
    reason: hit.kind === 'machine' ? REASON_MACHINE : REASON_CLICHE,
  }
}

/** Flagged sentences, a run of consecutive ones merged, each naming the text matched most. */
function knownTextSections(
  text: string,
  words: readonly Word[],
  tallies: ReadonlyMap<number, SentenceTally>,
  corpus: ReferenceCorpus,
): FlaggedSection[] {
  const lastSentence = words.at(-1)?.sentence ?? -1
  const sections: FlaggedSection[] = []
  let run: { first: number; last: number; bySource: Map<number, number> } | null = null
  const close = () => {
    if (run === null) return
    const { first, last, bySource } = run
    const inRun = words.filter((word) => word.sentence >= first && word.sentence <= last)
    const start = inRun[0]?.start ?? 0
    const end = inRun.at(-1)?.end ?? start
    let best = -1
    let bestCount = 0
    for (const [source, count] of bySource) {
      if (count > bestCount || (count === bestCount && source < best)) {
        best = source
        bestCount = count
      }
    }
    const passage = sliceOf(text, start, end)
    sections.push({
      text: passage,
      start,
      end: start + passage.length,
      reason: REASON_KNOWN_TEXT,
      source: corpus.texts[best]?.title,
    })
    run = null
  }
  for (let sentence = 0; sentence <= lastSentence; sentence += 1) {
    const tally = tallies.get(sentence)
    // A sentence too short to hold a fingerprint of its own neither breaks nor starts a run.
    if (tally === undefined) continue
    const flagged = tally.total > 0 && tally.matched / tally.total >= SECTION_MATCH_SHARE
    if (!flagged) {
      close()
      continue
    }
    if (run === null) run = { first: sentence, last: sentence, bySource: new Map() }
    run.last = sentence
    for (const [source, count] of tally.bySource) {
      run.bySource.set(source, (run.bySource.get(source) ?? 0) + count)
    }
  }
  close()
  return sections
}
