import { KEYWORD_CATEGORIES, type KeywordCategory } from '../../contract/common.ts'

export interface ComparisonRow {
  key: string
  delta: number
  /** Half-bar length in percent of the largest change, for the diverging bars. */
  width: number
}

/**
 * Per-category changes for the diverging bar list: keyword categories in their usual order, then
 * any other aspect the server scores, alphabetically.
 */
export function comparisonRows(improvements: Record<string, number>): ComparisonRow[] {
  const keys = Object.keys(improvements)
  const known = KEYWORD_CATEGORIES.filter((category) => keys.includes(category))
  const others = keys.filter((key) => !known.includes(key as KeywordCategory)).sort()
  const ordered = [...known, ...others]
  const largest = Math.max(1, ...ordered.map((key) => Math.abs(improvements[key] ?? 0)))
  return ordered.map((key) => {
    const delta = improvements[key] ?? 0
    return { key, delta, width: (Math.abs(delta) / largest) * 100 }
  })
}
