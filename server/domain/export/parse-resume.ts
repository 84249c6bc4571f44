import {
  parseInline,
  plainText,
  unescapeMarkdown,
  type InlineSpan,
} from '../resume/inline-markdown.ts'
import { isContactLine } from '../resume/resume-lines.ts'
import { isCapsHeading, isSectionName } from '../resume/resume-sections.ts'

// server/domain/writing reads these line tests from here; they live with the resume model.
export { isCapsHeading, isContactLine, isSectionName }

/**
 * A resume as the templates lay it out. Each block is one input line, so a template can style it
 * however it likes and still never drop a line.
 */
export type ResumeBlock =
  | { kind: 'name'; text: string }
  | { kind: 'headline'; spans: InlineSpan[] }
  | { kind: 'contact'; spans: InlineSpan[] }
  | { kind: 'heading'; text: string }
  | { kind: 'entry'; spans: InlineSpan[]; dates: string | null }
  | { kind: 'bullet'; spans: InlineSpan[] }
  | { kind: 'paragraph'; spans: InlineSpan[] }

export interface ParsedResume {
  blocks: ResumeBlock[]
  /** Indexes of blocks that follow a blank line in the input (an entry or paragraph break). */
  spacedBefore: Set<number>
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/
const BULLET = /^(?:[-*+•▪●◦‣–]|\d{1,2}[.)])\s+(.*)$/
const MONTH = String.raw`\p{L}{3,10}\.?`
const DATE = String.raw`(?:(?:${MONTH}\s+)?(?:\d{1,2}[./])?(?:19|20)\d{2}|(?:19|20)\d{2}[./]\d{1,2})`
const NOW = String.raw`(?:present|current|now|today|to date|ongoing|по\s+настоящее\s+время|настоящее\s+время|наст\.?\s+время|н\.\s?в\.|сейчас|текущее\s+время|actualidad|la\s+actualidad|presente|hoy|la\s+fecha)`
const RANGE = String.raw`(?:${DATE}(?:\s*(?:[–—-]|to|по|a|hasta)\s*(?:${DATE}|${NOW}))?|${NOW})`
/** "Title, Company — Jan 2020 – Present": the left part, a separator, then dates to the end. */
const ENTRY_DATES = new RegExp(
  String.raw`^(.*?\S)\s*(?:\s[—–|-]\s|[—–|]|\t|\s{2,}|,\s)\s*\(?(${RANGE})\)?\s*$`,
  'iu',
)

/** The first line is the name; the lines up to the first section are the headline and contacts. */
export function parseResume(content: string): ParsedResume {
  const lines = content.replace(/\r\n?/g, '\n').split('\n')
  const blocks: ResumeBlock[] = []
  const spacedBefore = new Set<number>()
  let inHeader = true
  let hasHeadline = false
  let blankBefore = false

  for (const rawLine of lines) {
    const line = rawLine.trim()
    if (!line || /^(?:-{3,}|\*{3,}|_{3,})$/.test(line)) {
      blankBefore = blocks.length > 0
      continue
    }
    const block = classify(line, blocks.length === 0, inHeader, hasHeadline)
    if (block.kind === 'headline') hasHeadline = true
    if (!['name', 'headline', 'contact'].includes(block.kind)) inHeader = false
    if (blankBefore) spacedBefore.add(blocks.length)
    blankBefore = false
    blocks.push(block)
  }
  return { blocks, spacedBefore }
}

function classify(
  line: string,
  isFirst: boolean,
  inHeader: boolean,
  hasHeadline: boolean,
): ResumeBlock {
  const heading = HEADING.exec(line)
  if (heading) {
    const [, hashes = '#', rest = ''] = heading
    const text = plainText(parseInline(rest))
    if (isFirst && !isSectionName(text)) return { kind: 'name', text }
    if (hashes.length <= 2) return { kind: 'heading', text }
    return entry(rest)
  }
  const bullet = BULLET.exec(line)
  if (bullet) return { kind: 'bullet', spans: parseInline(bullet[1] ?? '') }
  if (isSectionName(plainText(parseInline(line))) || isCapsHeading(line)) {
    return { kind: 'heading', text: plainText(parseInline(line)).replace(/:$/, '') }
  }
  if (isFirst) return { kind: 'name', text: plainText(parseInline(line)) }
  if (inHeader && isContactLine(line)) return { kind: 'contact', spans: parseInline(line) }
  if (inHeader && !hasHeadline && line.length <= 90 && !/[.!?]$/.test(line)) {
    return { kind: 'headline', spans: parseInline(line) }
  }
  const dated = entry(line)
  if (dated.kind === 'entry' && dated.dates) return dated
  return { kind: 'paragraph', spans: parseInline(line) }
}

function entry(line: string): ResumeBlock {
  const match = ENTRY_DATES.exec(line)
  if (!match) return { kind: 'entry', spans: parseInline(line), dates: null }
  const [, left = '', dates = ''] = match
  return { kind: 'entry', spans: parseInline(left), dates: unescapeMarkdown(dates.trim()) }
}

/** Splits "Title, Company — Jan 2020 – Present" into the title part and the dates, or null. */
export function splitEntryDates(line: string): { left: string; dates: string } | null {
  const match = ENTRY_DATES.exec(line.trim())
  if (!match) return null
  return { left: match[1] ?? '', dates: (match[2] ?? '').trim() }
}
