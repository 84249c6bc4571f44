import { isSafeHref } from '../../../src/contract/safe-href.ts'

/** A run of text with the emphasis the light Markdown gave it. */
export interface InlineSpan {
  text: string
  bold?: boolean
  italic?: boolean
  /** Target of a Markdown link or of a bare URL or email address. */
  link?: string
}

// Order matters: a link first, then ** before *, so "**a**" is never read as two italics.
const INLINE =
  /\[([^\]\n]+)\]\(([^)\s]+)\)|\*\*(?=\S)(.+?)(?<=\S)\*\*|__(?=\S)(.+?)(?<=\S)__|\*(?=\S)([^*]+?)(?<=\S)\*/gu
const ESCAPE = /\\([\\`*_{}[\]()#+\-.!|>~])/g
const BARE_LINK =
  /(?<![\w@/.])(?:https?:\/\/[^\s|,;]+|www\.[^\s|,;]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:linkedin\.com|github\.com|gitlab\.com|behance\.net|dribbble\.com)\/[^\s|,;]+)/giu

/** Markdown escapes ("\-", "\*") written by the editor come out as the plain character. */
export function unescapeMarkdown(text: string): string {
  return text.replace(ESCAPE, '$1')
}

/**
 * Splits a line into styled spans: **bold**, __bold__, *italic*, [text](url), and bare URLs or
 * email addresses as links. Unmatched markers stay as typed, so no character is ever dropped
 * except the markers themselves.
 */
export function parseInline(line: string): InlineSpan[] {
  const spans: InlineSpan[] = []
  let last = 0
  for (const match of line.matchAll(INLINE)) {
    const index = match.index
    if (index > last) spans.push(...linkify(line.slice(last, index)))
    const [, linkText, url, bold, boldUnderscore, italic] = match
    if (linkText !== undefined && url !== undefined) {
      spans.push(linkSpan(unescapeMarkdown(linkText), url))
    } else if (bold !== undefined || boldUnderscore !== undefined) {
      for (const inner of parseInline(bold ?? boldUnderscore ?? '')) {
        spans.push({ ...inner, bold: true })
      }
    } else if (italic !== undefined) {
      spans.push(...linkify(italic).map((span) => ({ ...span, italic: true })))
    }
    last = index + match[0].length
  }
  if (last < line.length) spans.push(...linkify(line.slice(last)))
  return mergeSpans(spans)
}

/** The text a reader sees: the line without its Markdown markers. */
export function plainText(spans: InlineSpan[]): string {
  return spans.map((span) => span.text).join('')
}

function linkify(text: string): InlineSpan[] {
  const plain = unescapeMarkdown(text)
  const spans: InlineSpan[] = []
  let last = 0
  for (const match of plain.matchAll(BARE_LINK)) {
    // A sentence's full stop is not part of the address.
    const address = match[0].replace(/[.)]+$/, '')
    if (match.index > last) spans.push({ text: plain.slice(last, match.index) })
    spans.push(linkSpan(address, toHref(address)))
    last = match.index + address.length
  }
  if (last < plain.length) spans.push({ text: plain.slice(last) })
  return spans
}

/**
 * A span that links only where the editor would (src/contract/safe-href.ts: absolute http, https
 * and mailto): resume text also arrives straight from the API, and a "javascript:" or "file:"
 * target must never become a live link in a downloaded DOCX or PDF. Any other target leaves its
 * text, unlinked.
 */
function linkSpan(text: string, href: string): InlineSpan {
  return isSafeHref(href) ? { text, link: href } : { text }
}

export function toHref(address: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(address)) return address
  if (address.includes('@') && !address.includes('/')) return `mailto:${address}`
  return `https://${address}`
}

function mergeSpans(spans: InlineSpan[]): InlineSpan[] {
  const merged: InlineSpan[] = []
  for (const span of spans) {
    if (!span.text) continue
    const previous = merged.at(-1)
    if (
      previous &&
      !previous.link &&
      !span.link &&
      Boolean(previous.bold) === Boolean(span.bold) &&
      Boolean(previous.italic) === Boolean(span.italic)
    ) {
      previous.text += span.text
    } else {
      merged.push({ ...span })
    }
  }
  return merged
}
