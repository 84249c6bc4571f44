/*
 * How the guard takes an unsupported claim out of a line: a list item goes with its comma or
 * conjunction ("Python, Terraform and AWS" -> "Python and AWS"); in prose the sentence that makes
 * the claim goes; a line with nothing sensible left (a bare label, a dangling preposition, only
 * separators) goes whole.
 */

export interface Cut {
  start: number
  end: number
  /** Taken out in place even in prose (a date with its preposition), not with its sentence. */
  inline?: boolean
}

export type LineMode = 'list' | 'prose'

const MARKER = /^\s*(?:[-*+•·▪●◦‣–]\s+|#{1,6}\s+|\d{1,2}[.)]\s+)/u
const CONJUNCTION_BEFORE = /\s+(and|or|y|e|o|u|и|или|&)\s*$/iu
const CONJUNCTION_AFTER = /^\s*(?:and|or|y|e|o|u|и|или|&)\s+/iu
const PREPOSITION_BEFORE =
  /(^|\s)(?:in|since|from|at|for|of|with|by|during|en|desde|de|del|con|para|durante|в|во|с|со|от|до|на|по|у)\s*$/iu
const DANGLING_END =
  /(?:^|\s)(?:with|at|in|of|for|and|or|the|a|an|as|from|since|en|de|del|con|y|o|el|la|los|las|un|una|como|desde|в|во|с|со|и|на|по|от|как|для)[\s,;:]*[.!?]?$/iu

function isListItem(text: string, cut: Cut): boolean {
  const left = text.slice(0, cut.start)
  const right = text.slice(cut.end)
  return (
    /[,;:|/]\s*$/.test(left) ||
    /^\s*[,;|/]/.test(right) ||
    CONJUNCTION_BEFORE.test(left) ||
    CONJUNCTION_AFTER.test(right) ||
    (/\(\s*$/.test(left) && /^\s*\)/.test(right))
  )
}

/** "Since 2009, she led" -> "She led": a date goes with its preposition and its comma. */
function removeInline(text: string, cut: Cut): string {
  const left = text.slice(0, cut.start).replace(PREPOSITION_BEFORE, '$1')
  let right = text.slice(cut.end)
  const opensSentence = /(?:^|[.!?]\s+)$/.test(left)
  if (opensSentence) {
    right = right.replace(/^\s*,\s*/, '')
    right = right.replace(
      /^(\s*)(\p{Ll})/u,
      (_, space: string, letter: string) => space + letter.toUpperCase(),
    )
  }
  return `${left}${right}`
}

function removeItem(text: string, cut: Cut): string {
  // A date is no list item unless it sits in a list of dates ("2019, 2021").
  const listed =
    /[,;]\s*$/.test(text.slice(0, cut.start)) || CONJUNCTION_BEFORE.test(text.slice(0, cut.start))
  if (cut.inline && !listed) return removeInline(text, cut)
  let left = text.slice(0, cut.start)
  let right = text.slice(cut.end)
  if (/\(\s*$/.test(left) && /^\s*\)/.test(right)) {
    return `${left.replace(/\s*\(\s*$/, '')}${right.replace(/^\s*\)/, '')}`
  }
  if (/,\s*$/.test(left)) {
    left = left.replace(/\s*,\s*$/, '')
  } else if (/^\s*[,;|/]\s*/.test(right)) {
    right = right.replace(/^\s*[,;|/]\s*/, '')
    if (left.length > 0 && !/\s$/.test(left)) left += ' '
  } else if (CONJUNCTION_BEFORE.test(left)) {
    const conjunction = CONJUNCTION_BEFORE.exec(left)?.[1] ?? 'and'
    left = left.replace(CONJUNCTION_BEFORE, '')
    // "A, B and X" loses X: the last comma becomes the conjunction ("A and B").
    const lastComma = left.lastIndexOf(', ')
    const labelEnd = left.lastIndexOf(': ')
    if (lastComma > labelEnd && lastComma >= 0) {
      left = `${left.slice(0, lastComma)} ${conjunction} ${left.slice(lastComma + 2)}`
    }
  } else if (CONJUNCTION_AFTER.test(right)) {
    right = right.replace(CONJUNCTION_AFTER, '')
  } else {
    left = left.replace(PREPOSITION_BEFORE, '$1')
  }
  return `${left}${right}`
}

function tidy(text: string): string {
  return text
    .replace(/\(\s*\)/g, '')
    .replace(/\s+([,.;:)])/g, '$1')
    .replace(/\(\s+/g, '(')
    .replace(/,\s*,/g, ',')
    .replace(/[,;]\s*([.!?])/g, '$1')
    .replace(/\s*([—–|])(?:\s*[—–|,-])+\s*/g, ' $1 ')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,;|—–-]+/u, '')
    .replace(/[\s,;|—–-]+$/u, '')
    .trim()
}

function letterWords(text: string): number {
  return (text.match(/\p{L}[\p{L}\p{N}'’.-]*/gu) ?? []).length
}

/** Whether what is left of a line still says something. */
function isSensible(text: string, before: string): boolean {
  if (!/\p{L}/u.test(text)) return false
  if (/:$/.test(text)) return false
  if (DANGLING_END.test(text)) return false
  return letterWords(text) >= 2 || letterWords(before) < 3
}

/** Sentence ranges of a text: each ends after its full stop, question or exclamation mark. */
function sentences(text: string): Cut[] {
  const out: Cut[] = []
  let start = 0
  // A sentence ends before a capital: "Ph.D. in Physics" is one sentence.
  for (const match of text.matchAll(/[.!?]+(?=\s+[\p{Lu}\p{N}"“«]|\s*$)/gu)) {
    const end = match.index + match[0].length
    out.push({ start, end })
    start = end
  }
  if (start < text.length) out.push({ start, end: text.length })
  return out
}

/**
 * The line without its cuts, or null when nothing sensible remains. In 'prose' a cut that is no
 * list item takes its whole sentence with it.
 */
export function removeFromLine(line: string, cuts: readonly Cut[], mode: LineMode): string | null {
  const marker = MARKER.exec(line)?.[0] ?? ''
  const body = line.slice(marker.length)
  const shifted = cuts
    .map((cut) => ({ ...cut, start: cut.start - marker.length, end: cut.end - marker.length }))
    .filter((cut) => cut.end > 0 && cut.start < body.length)
    .map((cut) => ({
      start: Math.max(0, cut.start),
      end: Math.min(body.length, cut.end),
      inline: cut.inline === true,
    }))
    .sort((a, b) => a.start - b.start)
  const merged: Cut[] = []
  for (const cut of shifted) {
    const last = merged[merged.length - 1]
    if (last && cut.start <= last.end) {
      last.end = Math.max(last.end, cut.end)
      last.inline = last.inline === true && cut.inline === true
    } else merged.push({ ...cut })
  }

  let text = body
  const items = [...merged]
  if (mode === 'prose') {
    const drop = new Set<number>()
    const ranges = sentences(body)
    for (const cut of merged) {
      if (cut.inline || isListItem(body, cut)) continue
      const at = ranges.findIndex((range) => cut.start >= range.start && cut.start < range.end)
      if (at >= 0) drop.add(at)
    }
    const kept = items.filter(
      (cut) =>
        !ranges.some(
          (range, i) => drop.has(i) && cut.start >= range.start && cut.start < range.end,
        ),
    )
    // Remove the items first (right to left), then the dropped sentences, so offsets hold.
    const sentenceCuts = ranges.filter((_, i) => drop.has(i))
    const all = [
      ...kept.map((cut) => ({ cut, sentence: false })),
      ...sentenceCuts.map((cut) => ({ cut, sentence: true })),
    ].sort((a, b) => b.cut.start - a.cut.start)
    for (const { cut, sentence } of all) {
      text = sentence ? text.slice(0, cut.start) + text.slice(cut.end) : removeItem(text, cut)
    }
  } else {
    for (const cut of items.reverse()) text = removeItem(text, cut)
  }
  const result = tidy(text)
  if (!isSensible(result, body)) return null
  const capitalised =
    /^\p{Ll}/u.test(result) && /^\p{Lu}/u.test(body.trim())
      ? result[0]?.toUpperCase() + result.slice(1)
      : result
  return marker + capitalised
}
