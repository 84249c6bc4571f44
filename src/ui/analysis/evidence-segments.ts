export interface EvidenceSegment {
  text: string
  /** The resume's own wording that matched the keyword: shown highlighted. */
  matched: boolean
}

const LIST_MARKER = /^\s*(?:[-*•·]|\d+[.)]|#{1,6})\s+/

/** The evidence line without its list marker: the server sends the line as written (`- Built ...`). */
export function evidenceDisplayText(text: string): string {
  return text.replace(LIST_MARKER, '').trim()
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Splits an evidence line into plain and matched parts. The matched wording is looked for as a
 * whole first; when the line words it differently (the server may report an alias built from
 * several words), each of its words of two letters or more is highlighted where it stands alone.
 */
export function evidenceSegments(text: string, matched: string): EvidenceSegment[] {
  const phrase = matched.trim()
  if (!text) return []
  if (!phrase) return [{ text, matched: false }]
  let pattern: RegExp
  if (text.toLocaleLowerCase().includes(phrase.toLocaleLowerCase())) {
    pattern = new RegExp(escapeRegExp(phrase), 'giu')
  } else {
    const words = phrase.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 2)
    if (words.length === 0) return [{ text, matched: false }]
    const alternatives = words.map(escapeRegExp).join('|')
    // Whole words only: "CSS" must not light up inside "CSSOM"-like neighbours of another word.
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'giu')
  }
  const segments: EvidenceSegment[] = []
  let last = 0
  for (const hit of text.matchAll(pattern)) {
    const start = hit.index
    if (start > last) segments.push({ text: text.slice(last, start), matched: false })
    segments.push({ text: hit[0], matched: true })
    last = start + hit[0].length
  }
  if (last < text.length) segments.push({ text: text.slice(last), matched: false })
  return segments
}
