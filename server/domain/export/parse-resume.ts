import { parseInline, type InlineSpan } from '../resume/inline-markdown.ts'
import { isBlankLine, isContactLine, splitResumeLines } from '../resume/resume-lines.ts'
import {
  resumeModel,
  type BodyLine,
  type EntryItem,
  type ResumeModel,
} from '../resume/resume-model.ts'
import { isCapsHeading, isSectionName } from '../resume/resume-sections.ts'

// server/domain/writing reads these line tests from here; they live with the resume model.
export { isCapsHeading, isContactLine, isSectionName }

/**
 * A resume as the templates lay it out, read from the structured resume model (one parser of
 * resume structure for the exporter, the fit report and the JSON Resume export). An entry's
 * heading is laid out the same way whatever order it was written in ("Harbor Financial,
 * Portland, OR, Staff Accountant" over "Oct. 2021 – Current" is the title, the employer and
 * place, and the dates); every other block is one line of the text as written, so a template
 * never drops a line.
 */
export type ResumeBlock =
  | { kind: 'name'; text: string }
  | { kind: 'headline'; spans: InlineSpan[] }
  | { kind: 'contact'; spans: InlineSpan[] }
  | { kind: 'heading'; text: string }
  | EntryBlock
  | { kind: 'bullet'; spans: InlineSpan[] }
  | { kind: 'paragraph'; spans: InlineSpan[] }

export interface EntryBlock {
  kind: 'entry'
  /** The job title, degree or project; "" when the heading names only an employer. */
  title: string
  /** The employer or school. */
  employer: string
  /** Where, and any words of the heading that are neither title nor employer. */
  place: string
  /** The dates as written, null when the entry has none. */
  dates: string | null
}

export interface ParsedResume {
  blocks: ResumeBlock[]
  /** Indexes of blocks that follow a blank line in the input (an entry or paragraph break). */
  spacedBefore: Set<number>
}

export function parseResume(content: string): ParsedResume {
  return layoutResume(resumeModel(content), splitResumeLines(content))
}

/** The model's blocks in reading order; `lines` (the text's lines) tell where blank lines were. */
export function layoutResume(model: ResumeModel, lines: readonly string[]): ParsedResume {
  const blocks: ResumeBlock[] = []
  const spacedBefore = new Set<number>()
  const push = (block: ResumeBlock, line: number): void => {
    if (blocks.length > 0 && line > 0 && isBlankLine(lines[line - 1])) {
      spacedBefore.add(blocks.length)
    }
    blocks.push(block)
  }
  if (model.name) push({ kind: 'name', text: model.name.text }, model.name.line)
  if (model.headline) {
    push({ kind: 'headline', spans: parseInline(model.headline.text) }, model.headline.line)
  }
  for (const contact of model.contact.lines) {
    push({ kind: 'contact', spans: parseInline(contact.text) }, contact.line)
  }
  for (const section of model.sections) {
    if (section.line !== null) push({ kind: 'heading', text: section.heading }, section.line)
    for (const item of section.items) {
      if (item.type === 'entry') layoutEntry(item, push)
      else push(lineBlock(item.text, item.bullet), item.lines[0] ?? 0)
    }
  }
  return { blocks, spacedBefore }
}

function lineBlock(text: string, bullet: boolean): ResumeBlock {
  return { kind: bullet ? 'bullet' : 'paragraph', spans: parseInline(text) }
}

function layoutEntry(entry: EntryItem, push: (block: ResumeBlock, line: number) => void): void {
  const place = [entry.location, entry.note].filter((part) => part !== '').join(', ')
  // A heading of one part that names no job is shown as written, in the title's place.
  const title = entry.title || entry.employer
  push(
    {
      kind: 'entry',
      title,
      employer: entry.title ? entry.employer : '',
      place,
      dates: entry.dates === '' ? null : entry.dates,
    },
    Math.min(...entry.lines),
  )
  const body: Array<BodyLine & { bullet: boolean }> = [
    ...entry.bullets.map((b) => ({ ...b, bullet: true })),
    ...entry.details.map((d) => ({ ...d, bullet: false })),
  ].sort((a, b) => (a.lines[0] ?? 0) - (b.lines[0] ?? 0))
  for (const line of body) push(lineBlock(line.text, line.bullet), line.lines[0] ?? 0)
}
