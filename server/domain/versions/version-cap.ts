/**
 * How many versions a resume keeps. Enough for months of tailoring one resume (an optimization,
 * a review save and a few editor saves per application), small enough that a resume's history,
 * sent whole to the versions list and to "Download my data", stays bounded.
 */
export const MAX_VERSIONS_PER_RESUME = 50

/**
 * The version numbers to delete so that at most `max` remain: the oldest go first, except number
 * 1, the original, which is always kept (every later version is a rewrite of it, and restoring it
 * undoes them all). Numbers may have gaps (earlier prunes); the answer is in ascending order.
 */
export function versionsToPrune(
  numbers: readonly number[],
  max: number = MAX_VERSIONS_PER_RESUME,
): number[] {
  if (max < 2) throw new Error('A resume keeps at least its original and its newest version')
  const sorted = [...new Set(numbers)].sort((a, b) => a - b)
  const excess = sorted.length - max
  if (excess <= 0) return []
  return sorted.filter((number) => number !== 1).slice(0, excess)
}
