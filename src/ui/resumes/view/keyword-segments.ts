/** A run of resume text, and whether it is one of the keywords to highlight. */
export interface KeywordSegment {
  text: string
  keyword: boolean
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Splits text into plain runs and the keywords a writer added (case-insensitive, whole words only,
 * so "Java" does not light up inside "JavaScript"). Longer keywords win over the shorter ones they
 * contain: "React Native" is one highlight, not "React" plus plain text.
 */
export function keywordSegments(text: string, keywords: readonly string[]): KeywordSegment[] {
  if (!text) return []
  const wanted = [...new Set(keywords.map((keyword) => keyword.trim()).filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  )
  if (wanted.length === 0) return [{ text, keyword: false }]
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${wanted.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  )
  const segments: KeywordSegment[] = []
  let last = 0
  for (const hit of text.matchAll(pattern)) {
    if (hit.index > last) segments.push({ text: text.slice(last, hit.index), keyword: false })
    segments.push({ text: hit[0], keyword: true })
    last = hit.index + hit[0].length
  }
  if (last < text.length) segments.push({ text: text.slice(last), keyword: false })
  return segments
}
