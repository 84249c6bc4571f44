import type { KeywordMatch } from '../../../../src/contract/analysis.ts'
import { percent, ramp } from './numbers.ts'
import { fold } from '../fold.ts'
import { wordsOf } from './resume-text.ts'

/** Longer "keywords" are sentences, not terms; they cannot be found word for word anyway. */
const MAX_PHRASE_WORDS = 8

/** The wordings of a matched keyword: the keyword itself and the resume's own (alias, plural). */
function phrasesOf(matches: readonly KeywordMatch[]): string[][] {
  const seen = new Set<string>()
  const phrases: string[][] = []
  for (const match of matches) {
    if (!match.found_in_resume) continue
    for (const wording of [match.keyword, match.evidence?.matched ?? '']) {
      const words = wordsOf(wording).map(fold)
      const key = words.join(' ')
      if (words.length === 0 || words.length > MAX_PHRASE_WORDS || seen.has(key)) continue
      seen.add(key)
      phrases.push(words)
    }
  }
  return phrases
}

/**
 * Share of the resume's words that belong to a matched keyword, in percent (one decimal). Every
 * word of a multi-word keyword counts ("machine learning" twice = 4 words), and a word covered by
 * two keywords counts once, so the share never passes 100.
 */
export function keywordDensity(
  resumeWords: readonly string[],
  matches: readonly KeywordMatch[],
): number {
  if (resumeWords.length === 0) return 0
  const byFirstWord = new Map<string, string[][]>()
  for (const phrase of phrasesOf(matches)) {
    const first = phrase[0] ?? ''
    byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), phrase])
  }
  if (byFirstWord.size === 0) return 0
  const words = resumeWords.map(fold)
  const covered = new Uint8Array(words.length)
  for (let i = 0; i < words.length; i += 1) {
    for (const phrase of byFirstWord.get(words[i] ?? '') ?? []) {
      if (phrase.every((word, offset) => words[i + offset] === word)) {
        covered.fill(1, i, i + phrase.length)
      }
    }
  }
  return percent(
    covered.reduce((sum, flag) => sum + flag, 0),
    words.length,
  )
}

/**
 * Density as a 0..100 score for the overall: rising to full at 4 %, full up to 12 %, then falling
 * to 0 at 30 %, since a resume stuffed with keywords reads as spam to recruiters and some ATSs.
 */
export const DENSITY_BAND = { full: 4, stuffing: 12, zero: 30 } as const

export function densityScore(density: number): number {
  const { full, stuffing, zero } = DENSITY_BAND
  const fraction = density <= stuffing ? ramp(density, 0, full) : 1 - ramp(density, stuffing, zero)
  return Math.round(fraction * 1000) / 10
}
