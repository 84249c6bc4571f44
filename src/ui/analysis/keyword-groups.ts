import type {
  CategoryBreakdownEntry,
  KeywordAnalysis,
  KeywordMatch,
  KeywordSupport,
} from '../../contract/analysis.ts'
import { KEYWORD_CATEGORIES, type KeywordCategory } from '../../contract/common.ts'

/** Names the UI translates besides the keyword categories (keys of `category_scores`). */
export const SCORE_ASPECTS = ['formatting', 'readability'] as const
export type ScoreAspect = (typeof SCORE_ASPECTS)[number]
export type KnownScoreKey = KeywordCategory | ScoreAspect

export function isKnownScoreKey(key: string): key is KnownScoreKey {
  return (
    (KEYWORD_CATEGORIES as readonly string[]).includes(key) ||
    (SCORE_ASPECTS as readonly string[]).includes(key)
  )
}

const byImportance = (a: KeywordMatch, b: KeywordMatch) =>
  b.importance_score - a.importance_score || a.keyword.localeCompare(b.keyword)

/**
 * How far the resume supports a keyword. An older analysis carries no `support`: a found keyword
 * is proven, and a missing one with an evidence line is related; otherwise it is unknown (null),
 * and the UI claims nothing.
 */
export function supportOf(match: KeywordMatch): KeywordSupport | null {
  if (match.support) return match.support
  if (match.found_in_resume) return 'proven'
  return match.evidence ? 'related' : null
}

/** Missing keywords, most important first. */
export function missingByImportance(matches: readonly KeywordMatch[]): KeywordMatch[] {
  return matches.filter((match) => !match.found_in_resume).sort(byImportance)
}

export interface CategoryGroup {
  category: KeywordCategory
  matched: KeywordMatch[]
  missing: KeywordMatch[]
}

/** Keywords per category, in the contract's category order, each list most important first. */
export function groupByCategory(matches: readonly KeywordMatch[]): CategoryGroup[] {
  return KEYWORD_CATEGORIES.map((category) => {
    const inCategory = matches.filter((match) => match.category === category).sort(byImportance)
    return {
      category,
      matched: inCategory.filter((match) => match.found_in_resume),
      missing: inCategory.filter((match) => !match.found_in_resume),
    }
  })
}

export interface BreakdownRow extends CategoryBreakdownEntry {
  category: KeywordCategory
  /** Bar lengths in percent of the widest category, so rows compare by count. */
  matchedWidth: number
  missingWidth: number
}

/** Rows of the category chart; a category the job description does not name has zero widths. */
export function breakdownRows(breakdown: KeywordAnalysis['category_breakdown']): BreakdownRow[] {
  const entries = KEYWORD_CATEGORIES.map((category) => ({
    category,
    ...(breakdown[category] ?? { total: 0, matched: 0, missing: 0 }),
  }))
  const widest = Math.max(1, ...entries.map((entry) => entry.matched + entry.missing))
  return entries.map((entry) => ({
    ...entry,
    matchedWidth: (entry.matched / widest) * 100,
    missingWidth: (entry.missing / widest) * 100,
  }))
}
