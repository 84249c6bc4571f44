import { isSafeHref } from '../../contract/safe-href.ts'

/*
 * Stored resume text ⇄ the resume document (a ProseMirror-style tree: blocks of marked text), which
 * resume-delta.ts turns into the editor's Quill Delta and back.
 *
 * Resumes are line-based, so this is not a Markdown parser: every line is one block, and a blank
 * line is an empty paragraph, so consecutive lines never merge and blank lines survive as typed.
 *
 *   # / ## / ###  + space     heading 1–3 ("####" and "#word" are plain text)
 *   - / *  + space            bullet; two spaces (or a tab) of indent per nesting level
 *   **bold**  *italic*        marks; "_" is never markup (snake_case, e-mail addresses)
 *   [text](url)               link, only for http(s) and mailto URLs; any other stays plain text
 *   \* \# \- \[ ...           a backslash keeps a markup character literal
 *   anything else             a plain line, leading spaces kept
 *
 * Writing back, bullets use "-", trailing spaces go, and markup characters in the text are escaped
 * only where they would otherwise be read as markup: a resume with a lone "*" or "[1]" is saved
 * exactly as it came. Text is never HTML: "<img onerror=...>" is a text node and stays one.
 */

export type ResumeMark =
  { type: 'bold' } | { type: 'italic' } | { type: 'link'; attrs: { href: string } }

export type ResumeTextNode = { type: 'text'; text: string; marks?: ResumeMark[] }
export type ResumeParagraph = { type: 'paragraph'; content?: ResumeTextNode[] }
export type ResumeHeading = {
  type: 'heading'
  attrs: { level: 1 | 2 | 3 }
  content?: ResumeTextNode[]
}
export type ResumeListItem = { type: 'listItem'; content: ResumeBlock[] }
export type ResumeBulletList = { type: 'bulletList'; content: ResumeListItem[] }
export type ResumeBlock = ResumeParagraph | ResumeHeading | ResumeBulletList
export type ResumeDoc = { type: 'doc'; content: ResumeBlock[] }

/**
 * A document as the editor hands it back (`editor.getJSON()`): loosely typed, possibly carrying
 * attributes we do not store (a link's target, rel, class).
 */
export type EditorJson = {
  type?: string
  attrs?: Record<string, unknown>
  content?: EditorJson[]
  marks?: { type: string; attrs?: Record<string, unknown> }[]
  text?: string
}

const ESCAPABLE = '\\*[]()#-_`'
const HEADING = /^(#{1,3})[ \t]+(.*)$/
const BULLET = /^([ \t]*)[-*][ \t]+(.*)$/
// A paragraph line that, written as is, would come back as a heading or a bullet.
const LOOKS_LIKE_BLOCK = /^([ \t]*)(#{1,3}[ \t]|[-*][ \t])/

/**
 * The form stored text is compared in: Unix line ends, no trailing spaces, no blank lines at the
 * start or the end, "*" bullets written "-". For a realistic resume `toText(fromText(x))` equals it.
 */
export function normalizeText(text: string): string {
  const lines = splitLines(text).map((line) => line.replace(/^([ \t]*)\*([ \t])/, '$1-$2'))
  return trimBlankEnds(lines).join('\n')
}

function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/).map((line) => line.replace(/[ \t]+$/, ''))
}

function trimBlankEnds(lines: string[]): string[] {
  let start = 0
  let end = lines.length
  while (start < end && lines[start] === '') start++
  while (end > start && lines[end - 1] === '') end--
  return lines.slice(start, end)
}

// ---------------------------------------------------------------------------------------------
// Text → document

/** Reads stored resume text into the editor's document. Never fails; unknown syntax stays text. */
export function fromText(text: string): ResumeDoc {
  const lines = trimBlankEnds(splitLines(text))
  const content: ResumeBlock[] = []
  let bullets: BulletLine[] = []
  const flushBullets = () => {
    if (bullets.length > 0) content.push(buildBulletList(bullets))
    bullets = []
  }
  for (const line of lines) {
    const bullet = BULLET.exec(line)
    if (bullet) {
      const width = indentWidth(bullet[1] ?? '')
      const previous = bullets.at(-1)
      // A level can only go one deeper than the item above it; a list never starts indented.
      const level = previous ? Math.min(Math.floor(width / 2), previous.level + 1) : 0
      bullets.push({ level, content: parseInline(bullet[2] ?? '') })
      continue
    }
    flushBullets()
    const heading = HEADING.exec(line)
    if (heading) {
      const level = (heading[1] ?? '#').length as 1 | 2 | 3
      content.push(
        withContent({ type: 'heading', attrs: { level } }, parseInline(heading[2] ?? '')),
      )
    } else {
      content.push(withContent({ type: 'paragraph' }, parseInline(line)))
    }
  }
  flushBullets()
  if (content.length === 0) content.push({ type: 'paragraph' })
  return { type: 'doc', content }
}

function indentWidth(indent: string): number {
  return [...indent].reduce((width, char) => width + (char === '\t' ? 2 : 1), 0)
}

/** One bullet of a list being built: its nesting level (0 = top) and its inline content. */
export type BulletLine = { level: number; content: ResumeTextNode[] }

/**
 * Nests flat bullets into lists. Each level must be at most one deeper than the bullet before it
 * and the first at level 0, as the readers (`fromText`, resume-delta.ts) ensure.
 */
export function buildBulletList(items: BulletLine[]): ResumeBulletList {
  return buildList(items, 0, { next: 0 })
}

function buildList(items: BulletLine[], level: number, cursor: { next: number }): ResumeBulletList {
  const list: ResumeBulletList = { type: 'bulletList', content: [] }
  while (cursor.next < items.length) {
    const item = items[cursor.next]
    if (!item || item.level < level) break
    cursor.next++
    const listItem: ResumeListItem = {
      type: 'listItem',
      content: [withContent({ type: 'paragraph' }, item.content)],
    }
    const child = items[cursor.next]
    if (child && child.level > level) listItem.content.push(buildList(items, level + 1, cursor))
    list.content.push(listItem)
  }
  return list
}

function withContent<T extends ResumeParagraph | ResumeHeading>(
  block: T,
  content: ResumeTextNode[],
): T {
  return content.length > 0 ? { ...block, content } : block
}

const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char)
const hasMark = (marks: ResumeMark[], type: ResumeMark['type']) =>
  marks.some((mark) => mark.type === type)

/** Inline Markdown of one line → text nodes with marks. Exported for the tests. */
export function parseInline(source: string): ResumeTextNode[] {
  const out: ResumeTextNode[] = []
  parseRange(source, 0, source.length, [], out)
  return mergeAdjacent(out)
}

function parseRange(
  s: string,
  start: number,
  end: number,
  marks: ResumeMark[],
  out: ResumeTextNode[],
) {
  let buffer = ''
  const flush = () => {
    if (buffer !== '') out.push(textNode(buffer, marks))
    buffer = ''
  }
  let i = start
  while (i < end) {
    const char = s[i] ?? ''
    const next = s[i + 1]
    if (char === '\\' && i + 1 < end && next !== undefined && ESCAPABLE.includes(next)) {
      buffer += next
      i += 2
      continue
    }
    if (char === '[' && !hasMark(marks, 'link')) {
      const link = matchLink(s, i, end)
      if (link) {
        flush()
        const linkMark: ResumeMark = { type: 'link', attrs: { href: link.href } }
        parseRange(s, i + 1, link.textEnd, [...marks, linkMark], out)
        i = link.after
        continue
      }
    }
    if (char === '*') {
      const opened = openEmphasis(s, i, end, marks)
      if (opened) {
        flush()
        parseRange(s, opened.from, opened.to, [...marks, opened.mark], out)
        i = opened.after
        continue
      }
    }
    buffer += char
    i++
  }
  flush()
}

/*
 * A run of stars can open bold ("**"), italic ("*"), or both ("***"). Which of the two is outside
 * follows from the first closing run: "**" closing first means bold is inside ("***a**b*"), a single
 * "*" means italic is inside ("***a*b**"). The other reading is the fallback.
 */
function openEmphasis(
  s: string,
  at: number,
  end: number,
  marks: ResumeMark[],
): { mark: ResumeMark; from: number; to: number; after: number } | null {
  const run = runLength(s, at, end)
  const bold = () => {
    if (run < 2 || hasMark(marks, 'bold')) return null
    const close = findBoldClose(s, at + 2, end)
    return close === -1
      ? null
      : { mark: { type: 'bold' } as const, from: at + 2, to: close, after: close + 2 }
  }
  const italic = () => {
    if (hasMark(marks, 'italic')) return null
    const close = findItalicClose(s, at + 1, end)
    return close === -1
      ? null
      : { mark: { type: 'italic' } as const, from: at + 1, to: close, after: close + 1 }
  }
  const italicOutside = run >= 3 && firstClosingRun(s, at + run, end) === 2
  return italicOutside ? (italic() ?? bold()) : (bold() ?? italic())
}

function firstClosingRun(s: string, from: number, end: number): number {
  let j = from
  while (j < end) {
    const char = s[j]
    if (char === '\\' && j + 1 < end && ESCAPABLE.includes(s[j + 1] ?? '')) j += 2
    else if (char === '[') j = skipLink(s, j, end)
    else if (char === '*') {
      const run = runLength(s, j, end)
      if (j > from && !isSpace(s[j - 1])) return run
      j += run
    } else j++
  }
  return 0
}

function runLength(s: string, at: number, end: number): number {
  let length = 0
  while (at + length < end && s[at + length] === '*') length++
  return length
}

/** A `[text](url)` at `at` with a safe URL, or null: an unsafe link is left as literal text. */
function matchLink(
  s: string,
  at: number,
  end: number,
): { textEnd: number; href: string; after: number } | null {
  let j = at + 1
  while (j < end) {
    const char = s[j]
    if (char === '\\' && j + 1 < end) j += 2
    else if (char === '[') return null
    else if (char === ']') break
    else j++
  }
  // Like emphasis, link text may not start or end with a space ("[ ](url)" stays text).
  if (j >= end || j === at + 1 || isSpace(s[at + 1]) || isSpace(s[j - 1]) || s[j + 1] !== '(') {
    return null
  }
  const close = s.indexOf(')', j + 2)
  if (close === -1 || close >= end) return null
  const href = s.slice(j + 2, close)
  if (!isSafeHref(href)) return null
  return { textEnd: j, href, after: close + 1 }
}

function skipLink(s: string, at: number, end: number): number {
  const link = matchLink(s, at, end)
  return link ? link.after : at + 1
}

/*
 * Closing delimiters. A run of three stars is "**" and "*" together: which one closes first depends
 * on whether the other mark was opened inside, which the scan tracks.
 */
function findBoldClose(s: string, from: number, end: number): number {
  if (from >= end || isSpace(s[from])) return -1
  let italicOpen = false
  let j = from
  while (j < end) {
    const char = s[j]
    if (char === '\\' && j + 1 < end && ESCAPABLE.includes(s[j + 1] ?? '')) j += 2
    else if (char === '[') j = skipLink(s, j, end)
    else if (char === '*') {
      const run = runLength(s, j, end)
      const closes = j > from && !isSpace(s[j - 1])
      if (closes && run === 2) return j
      if (closes && run >= 3) return italicOpen ? j + run - 2 : j
      if (run % 2 === 1) italicOpen = !italicOpen
      j += run
    } else j++
  }
  return -1
}

function findItalicClose(s: string, from: number, end: number): number {
  if (from >= end || isSpace(s[from])) return -1
  let boldOpen = false
  let j = from
  while (j < end) {
    const char = s[j]
    if (char === '\\' && j + 1 < end && ESCAPABLE.includes(s[j + 1] ?? '')) j += 2
    else if (char === '[') j = skipLink(s, j, end)
    else if (char === '*') {
      const run = runLength(s, j, end)
      const closes = j > from && !isSpace(s[j - 1])
      if (closes && run === 1) return j
      if (closes && run >= 3) return boldOpen ? j + run - 1 : j
      if (run >= 2) boldOpen = !boldOpen
      j += run
    } else j++
  }
  return -1
}

// ---------------------------------------------------------------------------------------------
// Document → text

/** Writes the editor's document back as stored resume text (normalised, see normalizeText). */
export function toText(doc: EditorJson): string {
  const lines: string[] = []
  for (const block of doc.content ?? []) writeBlock(block, lines, 0)
  return trimBlankEnds(lines.map((line) => line.replace(/[ \t]+$/, ''))).join('\n')
}

function writeBlock(block: EditorJson, lines: string[], depth: number) {
  switch (block.type) {
    case 'heading': {
      const level = Math.min(3, Math.max(1, Number(block.attrs?.level) || 1))
      lines.push(`${'#'.repeat(level)} ${writeInline(block.content ?? []).trimStart()}`)
      return
    }
    case 'bulletList':
      for (const item of block.content ?? []) writeListItem(item, lines, depth)
      return
    case 'listItem':
      writeListItem(block, lines, depth)
      return
    default: {
      // Trailing spaces go when the text is written (toText), so "*\t" is written "*": whether
      // the line starts like a bullet is judged on what is written.
      const text = writeInline(block.content ?? []).replace(/[ \t]+$/, '')
      // A paragraph that starts like a heading or bullet gets its marker escaped.
      lines.push(LOOKS_LIKE_BLOCK.test(text) ? text.replace(LOOKS_LIKE_BLOCK, '$1\\$2') : text)
    }
  }
}

/*
 * A list item is one line; a nested list follows it, one level deeper. Pasted content can put more
 * than one paragraph (or a heading) in an item: each becomes a bullet of its own, since a line-based
 * resume has no continuation lines.
 */
function writeListItem(item: EditorJson, lines: string[], depth: number) {
  const indent = '  '.repeat(depth)
  for (const child of item.content ?? []) {
    if (child.type === 'bulletList') {
      for (const nested of child.content ?? []) writeListItem(nested, lines, depth + 1)
    } else {
      lines.push(`${indent}- ${writeInline(child.content ?? []).trimStart()}`)
    }
  }
}

const MARK_ORDER: ResumeMark['type'][] = ['link', 'bold', 'italic']

/**
 * Inline content → Markdown. Written plainly first; if reading that back would not give the same
 * content (a "*" that would pair up, a literal "[x](https://…)"), the text's markup characters are
 * escaped instead. Markdown cannot write every overlap of bold and italic ("*a*" then "***a***"
 * then "**a**" needs five stars in a row); for those rare lines italic is given up rather than
 * writing text that reads back differently.
 */
export function writeInline(content: EditorJson[]): string {
  return inlineMarkdown(content).markdown
}

/** The Markdown of a line, and the content it stands for exactly (see canonicalInline). */
export function inlineMarkdown(content: EditorJson[]): {
  markdown: string
  nodes: ResumeTextNode[]
} {
  const canonical = canonicalInline(content)
  const keepMarks = (
    nodes: ResumeTextNode[],
    keep: (mark: ResumeMark, node: ResumeTextNode) => boolean,
  ) =>
    mergeAdjacent(
      nodes.map((node) =>
        textNode(
          node.text,
          (node.marks ?? []).filter((mark) => keep(mark, node)),
        ),
      ),
    )
  // A mark closed and reopened around whitespace would start on a space; unmarked spaces cannot.
  const bareSpaces = keepMarks(
    canonical,
    (mark, node) => mark.type === 'link' || /\S/.test(node.text),
  )
  const withoutItalic = keepMarks(bareSpaces, (mark) => mark.type !== 'italic')
  const plainText = [textNode(canonical.map((node) => node.text).join(''), [])]
  for (const nodes of [canonical, bareSpaces, withoutItalic, plainText]) {
    for (const escape of [false, true]) {
      const markdown = serializeInline(nodes, escape)
      if (sameInline(parseInline(markdown), nodes)) return { markdown, nodes }
    }
  }
  return { markdown: escapeText(plainText[0]?.text ?? ''), nodes: plainText }
}

function toMarks(node: EditorJson): ResumeMark[] {
  const marks: ResumeMark[] = []
  for (const type of MARK_ORDER) {
    const mark = node.marks?.find((candidate) => candidate.type === type)
    if (!mark) continue
    if (type === 'link') {
      const href = typeof mark.attrs?.href === 'string' ? encodeHref(mark.attrs.href) : ''
      // An unsafe href the editor somehow holds is dropped, keeping its text.
      if (isSafeHref(href)) marks.push({ type: 'link', attrs: { href } })
    } else marks.push({ type } as ResumeMark)
  }
  return marks
}

// The reader ends a URL at the first ")" and refuses spaces, so both are percent-encoded.
function encodeHref(href: string): string {
  return href.replace(
    /[()\s]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  )
}

/**
 * Text nodes in the form the writer needs: ordered marks, and no mark starting or ending on
 * whitespace (Markdown cannot close "**bold **"), so edge whitespace keeps only those of its marks
 * that both neighbours share. Invisible on the page, and what makes the written text read back the
 * same.
 */
export function canonicalInline(content: EditorJson[]): ResumeTextNode[] {
  const segments: { text: string; marks: ResumeMark[]; space: boolean }[] = []
  for (const node of content) {
    if (node.type === 'hardBreak') {
      segments.push({ text: ' ', marks: [], space: true })
      continue
    }
    const text = (node.text ?? '').replace(/[\r\n]+/g, ' ')
    if (text === '') continue
    const marks = toMarks(node)
    const match = /^(\s*)([\s\S]*?)(\s*)$/.exec(text)
    const [, lead = '', core = '', trail = ''] = match ?? []
    if (lead) segments.push({ text: lead, marks, space: true })
    if (core) segments.push({ text: core, marks, space: false })
    if (trail) segments.push({ text: trail, marks, space: true })
  }
  const resolved = segments.map((segment, index) => {
    if (!segment.space) return textNode(segment.text, segment.marks)
    const before = segments.slice(0, index).findLast((other) => !other.space)
    const after = segments.slice(index + 1).find((other) => !other.space)
    const shared = segment.marks.filter(
      (mark) =>
        before?.marks.some((other) => sameMark(other, mark)) &&
        after?.marks.some((other) => sameMark(other, mark)),
    )
    return textNode(segment.text, shared)
  })
  return mergeAdjacent(resolved)
}

/*
 * Marks open as a stack; a mark that goes on longer opens outside the others, so "***a**a*" (bold
 * and italic, then italic) needs no close and reopen of the italic.
 */
function serializeInline(nodes: ResumeTextNode[], escape: boolean): string {
  let out = ''
  const open: ResumeMark[] = []
  const closer = (mark: ResumeMark) =>
    mark.type === 'link' ? `](${mark.attrs.href})` : mark.type === 'bold' ? '**' : '*'
  const opener = (mark: ResumeMark) =>
    mark.type === 'link' ? '[' : mark.type === 'bold' ? '**' : '*'
  const reach = (mark: ResumeMark, from: number) => {
    let length = 0
    while (nodes[from + length]?.marks?.some((other) => sameMark(other, mark))) length++
    return length
  }
  nodes.forEach((node, index) => {
    const marks = node.marks ?? []
    let keep = 0
    while (keep < open.length && marks.some((mark) => sameMark(mark, open[keep] as ResumeMark))) {
      keep++
    }
    while (open.length > keep) out += closer(open.pop() as ResumeMark)
    const toOpen = marks
      .filter((mark) => !open.some((other) => sameMark(other, mark)))
      .sort((a, b) => reach(b, index) - reach(a, index))
    for (const mark of toOpen) {
      out += opener(mark)
      open.push(mark)
    }
    out += escape ? escapeText(node.text) : node.text
  })
  while (open.length > 0) out += closer(open.pop() as ResumeMark)
  return out
}

function escapeText(text: string): string {
  return text.replace(/[\\*[\]]/g, '\\$&')
}

function textNode(text: string, marks: ResumeMark[]): ResumeTextNode {
  return marks.length > 0
    ? { type: 'text', text, marks: orderMarks(marks) }
    : { type: 'text', text }
}

function orderMarks(marks: ResumeMark[]): ResumeMark[] {
  return [...marks].sort((a, b) => MARK_ORDER.indexOf(a.type) - MARK_ORDER.indexOf(b.type))
}

function sameMark(a: ResumeMark, b: ResumeMark): boolean {
  if (a.type !== b.type) return false
  return a.type !== 'link' || (b.type === 'link' && a.attrs.href === b.attrs.href)
}

function sameMarks(a: ResumeMark[] = [], b: ResumeMark[] = []): boolean {
  return a.length === b.length && a.every((mark, index) => sameMark(mark, b[index] as ResumeMark))
}

function mergeAdjacent(nodes: ResumeTextNode[]): ResumeTextNode[] {
  const merged: ResumeTextNode[] = []
  for (const node of nodes) {
    const last = merged.at(-1)
    if (last && sameMarks(last.marks, node.marks))
      merged[merged.length - 1] = { ...last, text: last.text + node.text }
    else merged.push(node)
  }
  return merged
}

function sameInline(a: ResumeTextNode[], b: ResumeTextNode[]): boolean {
  return (
    a.length === b.length &&
    a.every((node, index) => {
      const other = b[index]
      return other !== undefined && node.text === other.text && sameMarks(node.marks, other.marks)
    })
  )
}

/** The words and characters the editor's counter shows, from the document's visible text. */
export function textStats(doc: EditorJson): { words: number; characters: number } {
  const parts: string[] = []
  const visit = (node: EditorJson) => {
    if (node.type === 'text') parts.push(node.text ?? '')
    else if (node.content) {
      for (const child of node.content) visit(child)
      parts.push('\n')
    }
  }
  visit(doc)
  const visible = parts.join('')
  const words = visible.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’.@+#/-]*/gu) ?? []
  return { words: words.length, characters: visible.replace(/\n/g, '').length }
}
