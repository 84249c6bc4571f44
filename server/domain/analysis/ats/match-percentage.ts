import type { KeywordMatch } from '../../../../src/contract/analysis.ts'
import { clamp, round1 } from './numbers.ts'

/** A keyword with importance 0 still counts a little: the job description did name it. */
export const MIN_KEYWORD_WEIGHT = 0.1

export function keywordWeight(match: KeywordMatch): number {
  return Math.max(MIN_KEYWORD_WEIGHT, clamp(match.importance_score, 0, 1))
}

/**
 * Importance-weighted share of keywords found, 0..100 to one decimal:
 * 100 × Σ weight(found) / Σ weight(all), weight = max(importance, 0.1). No keywords → 0.
 */
export function matchPercentage(matches: readonly KeywordMatch[]): number {
  let found = 0
  let total = 0
  for (const match of matches) {
    const weight = keywordWeight(match)
    total += weight
    if (match.found_in_resume) found += weight
  }
  return total > 0 ? round1(clamp((found / total) * 100, 0, 100)) : 0
}
