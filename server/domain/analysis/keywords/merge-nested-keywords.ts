/** A keyword being assembled: where it occurs and whether the lexicon knows it. */
export interface NestableDraft {
  source: 'lexicon' | 'candidate'
  occurrences: Array<{ start: number; end: number }>
}

/**
 * Keeps the most specific of overlapping candidate phrases: an occurrence of a phrase from outside
 * the lexicon that lies inside a longer occurrence of another keyword ("pipelines" inside "data
 * pipelines") is dropped, and a phrase left with no occurrence goes. Lexicon terms are never
 * dropped: their forms are the lexicon's. One sort and one sweep, so long texts stay fast.
 */
export function mergeNestedKeywords<T extends NestableDraft>(drafts: T[]): T[] {
  if (!drafts.some((d) => d.source === 'candidate')) return drafts
  // Every occurrence as parallel numbers, sorted by start and then longest first.
  const starts: number[] = []
  const ends: number[] = []
  const owners: number[] = []
  /** Where each draft's occurrences begin in the flat lists. */
  const base: number[] = []
  drafts.forEach((d, owner) => {
    base.push(starts.length)
    for (const o of d.occurrences) {
      starts.push(o.start)
      ends.push(o.end)
      owners.push(owner)
    }
  })
  const order = starts.map((_, i) => i)
  order.sort((a, b) => (starts[a] ?? 0) - (starts[b] ?? 0) || (ends[b] ?? 0) - (ends[a] ?? 0))
  const nested = new Set<number>()
  // The farthest end among spans that start before the current one, and among those starting at
  // the same offset (sorted longest first): a span is inside another when one reaches its end.
  let farthestBefore = -1
  let groupStart = -1
  let farthestInGroup = -1
  for (const i of order) {
    const start = starts[i] ?? 0
    const end = ends[i] ?? 0
    if (start !== groupStart) {
      farthestBefore = Math.max(farthestBefore, farthestInGroup)
      groupStart = start
      farthestInGroup = -1
    }
    const inside = farthestBefore >= end || farthestInGroup > end
    if (inside && drafts[owners[i] ?? -1]?.source === 'candidate') nested.add(i)
    farthestInGroup = Math.max(farthestInGroup, end)
  }
  const out: T[] = []
  drafts.forEach((d, owner) => {
    if (d.source === 'lexicon') {
      out.push(d)
      return
    }
    const kept = d.occurrences.filter((_, k) => !nested.has((base[owner] ?? 0) + k))
    if (kept.length === 0) return
    out.push(kept.length === d.occurrences.length ? d : { ...d, occurrences: kept })
  })
  return out
}
