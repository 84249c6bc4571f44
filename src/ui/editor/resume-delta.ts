import {
  buildBulletList,
  type BulletLine,
  type ResumeBlock,
  type ResumeBulletList,
  type ResumeDoc,
  type ResumeHeading,
  type ResumeMark,
  type ResumeParagraph,
  type ResumeTextNode,
} from './resume-text.ts'

/*
 * The resume document (resume-text.ts) ⇄ the editor's Quill Delta.
 *
 * A Delta is a list of inserts: runs of text carrying inline attributes (bold, italic, link), each
 * line ended by a "\n" that carries the line's attributes (header 1–3, list, indent). Bullets are
 * flat lines with an indent level; the document nests them, one level deeper at most per step.
 */

/** One insert of a Delta: only text inserts exist here (the editor registers no embeds). */
export type DeltaOp = {
  insert?: string | Record<string, unknown>
  attributes?: Record<string, unknown>
}

/** The deepest nesting Quill's indent format holds. */
export const MAX_INDENT = 8

type Line = { inline: ResumeTextNode[]; attributes: Record<string, unknown> }

// ---------------------------------------------------------------------------------------------
// Document → Delta

/** The editor's content for a document read from stored text. */
export function docToDelta(doc: ResumeDoc): DeltaOp[] {
  const ops: DeltaOp[] = []
  for (const block of doc.content) writeBlock(block, ops)
  if (ops.length === 0) ops.push({ insert: '\n' })
  return ops
}

function writeBlock(block: ResumeBlock, ops: DeltaOp[]) {
  switch (block.type) {
    case 'heading':
      writeLine(block.content ?? [], { header: block.attrs.level }, ops)
      return
    case 'bulletList':
      writeList(block, 0, ops)
      return
    default:
      writeLine(block.content ?? [], {}, ops)
  }
}

function writeList(list: ResumeBulletList, depth: number, ops: DeltaOp[]) {
  const indent = Math.min(depth, MAX_INDENT)
  for (const item of list.content) {
    for (const child of item.content) {
      if (child.type === 'bulletList') writeList(child, depth + 1, ops)
      else {
        const attributes: Record<string, unknown> = { list: 'bullet' }
        if (indent > 0) attributes.indent = indent
        writeLine(child.content ?? [], attributes, ops)
      }
    }
  }
}

function writeLine(content: ResumeTextNode[], attributes: Record<string, unknown>, ops: DeltaOp[]) {
  for (const node of content) {
    const marks = inlineAttributes(node.marks ?? [])
    ops.push(marks ? { insert: node.text, attributes: marks } : { insert: node.text })
  }
  ops.push(Object.keys(attributes).length > 0 ? { insert: '\n', attributes } : { insert: '\n' })
}

function inlineAttributes(marks: ResumeMark[]): Record<string, unknown> | undefined {
  if (marks.length === 0) return undefined
  const attributes: Record<string, unknown> = {}
  for (const mark of marks) {
    if (mark.type === 'link') attributes.link = mark.attrs.href
    else attributes[mark.type] = true
  }
  return attributes
}

// ---------------------------------------------------------------------------------------------
// Delta → document

/**
 * The editor's content as a document for `toText` and `textStats`. Any list (a pasted numbered one
 * too) is a bullet list, a header beyond 3 is a level-3 heading, and a bullet cannot sit more than
 * one level deeper than the one above it, nor a list start indented: the same rules as reading text.
 */
export function deltaToDoc(ops: readonly DeltaOp[]): ResumeDoc {
  const content: ResumeBlock[] = []
  let bullets: BulletLine[] = []
  const flush = () => {
    if (bullets.length > 0) content.push(buildBulletList(bullets))
    bullets = []
  }
  for (const line of toLines(ops)) {
    if (line.attributes.list) {
      const wanted = Math.max(0, Number(line.attributes.indent) || 0)
      const previous = bullets.at(-1)
      const level = previous ? Math.min(wanted, previous.level + 1) : 0
      bullets.push({ level, content: line.inline })
      continue
    }
    flush()
    const header = Math.min(3, Number(line.attributes.header) || 0)
    const block: ResumeParagraph | ResumeHeading =
      header > 0
        ? { type: 'heading', attrs: { level: header as 1 | 2 | 3 } }
        : { type: 'paragraph' }
    content.push(line.inline.length > 0 ? { ...block, content: line.inline } : block)
  }
  flush()
  if (content.length === 0) content.push({ type: 'paragraph' })
  return { type: 'doc', content }
}

function toLines(ops: readonly DeltaOp[]): Line[] {
  const lines: Line[] = []
  let inline: ResumeTextNode[] = []
  for (const op of ops) {
    if (typeof op.insert !== 'string') continue
    const parts = op.insert.split('\n')
    parts.forEach((part, index) => {
      if (part !== '') inline.push(textNode(part, op.attributes))
      if (index < parts.length - 1) {
        lines.push({ inline, attributes: op.attributes ?? {} })
        inline = []
      }
    })
  }
  if (inline.length > 0) lines.push({ inline, attributes: {} })
  return lines
}

function textNode(text: string, attributes: Record<string, unknown> | undefined): ResumeTextNode {
  const marks: ResumeMark[] = []
  if (attributes?.bold) marks.push({ type: 'bold' })
  if (attributes?.italic) marks.push({ type: 'italic' })
  if (typeof attributes?.link === 'string') {
    marks.push({ type: 'link', attrs: { href: attributes.link } })
  }
  return marks.length > 0 ? { type: 'text', text, marks } : { type: 'text', text }
}
