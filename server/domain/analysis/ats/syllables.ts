import { syllable } from 'syllable'
import type { AnalysisLanguage } from '../../../../src/contract/analysis.ts'
import { fold } from '../fold.ts'

/**
 * `syllable` costs about 9 µs a word; resumes repeat their words, so counts are remembered. The
 * cache only ever holds pure results (same word, same count) and is emptied when it grows large.
 */
const englishCache = new Map<string, number>()
const MAX_CACHED_WORDS = 20_000
/** `syllable` slows down on very long tokens (a pasted hash, one letter repeated). */
const MAX_DICTIONARY_WORD = 30

const SPANISH_VOWEL = /[aeiouáéíóúü]/
const SPANISH_STRONG = new Set(['a', 'e', 'o', 'á', 'é', 'ó', 'í', 'ú'])
const RUSSIAN_VOWELS = /[аеёиоуыэюя]/g
const LATIN_VOWEL_GROUPS = /[aeiouy]+/g
const CYRILLIC = /\p{Script=Cyrillic}/u
const LETTER = /\p{L}/u

function roughLatin(word: string): number {
  return Math.max(1, fold(word).match(LATIN_VOWEL_GROUPS)?.length ?? 0)
}

export function englishSyllables(word: string): number {
  const key = word.toLowerCase()
  if (key.length > MAX_DICTIONARY_WORD) return roughLatin(key)
  const cached = englishCache.get(key)
  if (cached !== undefined) return cached
  const count = Math.max(1, syllable(key))
  if (englishCache.size >= MAX_CACHED_WORDS) englishCache.clear()
  englishCache.set(key, count)
  return count
}

/**
 * Spanish: one nucleus per vowel group, split where two strong vowels meet (le-er, i-de-a) or an
 * accented í/ú breaks a diphthong (dí-a, ba-úl); weak+strong, strong+weak and weak+weak stay one
 * (cien, aire, ciudad). "y" is a vowel only at the end of a word (hoy, muy, y).
 */
export function spanishSyllables(word: string): number {
  const letters = word.toLowerCase()
  let count = 0
  let previous: string | null = null
  for (let i = 0; i < letters.length; i += 1) {
    let char = letters[i] ?? ''
    if (char === 'y' && i === letters.length - 1) char = 'i'
    if (!SPANISH_VOWEL.test(char)) {
      previous = null
      continue
    }
    if (previous === null) count += 1
    else {
      const hiatus =
        (SPANISH_STRONG.has(previous) && SPANISH_STRONG.has(char)) ||
        previous === 'í' ||
        previous === 'ú' ||
        char === 'í' ||
        char === 'ú'
      if (hiatus) count += 1
    }
    previous = char
  }
  return Math.max(1, count)
}

/** Russian: one syllable per vowel letter; prepositions without a vowel (в, к, с) have none. */
export function russianSyllables(word: string): number {
  return word.toLowerCase().match(RUSSIAN_VOWELS)?.length ?? 0
}

/**
 * Syllables of one word in the resume's language. Latin words in a Russian resume (Kubernetes,
 * PostgreSQL) are English; numbers and symbols have none.
 */
export function countSyllables(word: string, language: AnalysisLanguage): number {
  if (!LETTER.test(word)) return 0
  if (CYRILLIC.test(word)) return russianSyllables(word)
  if (language === 'es') return spanishSyllables(word)
  return englishSyllables(word)
}
