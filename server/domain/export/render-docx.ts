import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  LevelFormat,
  Packer,
  Paragraph,
  Tab,
  TabStopType,
  TextRun,
  type IBorderOptions,
  type ParagraphChild,
} from 'docx'
import type { InlineSpan } from '../resume/inline-markdown.ts'
import type { EntryBlock, ParsedResume, ResumeBlock } from './parse-resume.ts'
import type { TemplateStyle } from './templates.ts'

const PAGE_WIDTH = 12_240 // US Letter in twentieths of a point
const PAGE_HEIGHT = 15_840
const BULLETS = 'resume-bullets'

/** Points to Word's units: twentieths of a point for spacing, half-points for font sizes. */
const twips = (points: number): number => Math.round(points * 20)
const halfPoints = (points: number): number => Math.round(points * 2)

/**
 * A DOCX of the resume: real paragraphs, Word bullets and a right tab stop for dates, never a
 * table or text box, so an ATS reads it in order.
 */
export async function renderDocx(
  resume: ParsedResume,
  style: TemplateStyle,
  title: string,
): Promise<Uint8Array> {
  const contentWidth = PAGE_WIDTH - 2 * twips(style.margin)
  const children = resume.blocks.flatMap((block, index) =>
    block.kind === 'entry'
      ? entryParagraphs(block, style, contentWidth, resume.spacedBefore.has(index))
      : [paragraphFor(block, style, resume.spacedBefore.has(index))],
  )
  const document = new Document({
    title,
    creator: 'JobFit',
    styles: {
      default: {
        document: {
          run: { font: style.docxFont, size: halfPoints(style.bodySize), color: style.text },
          paragraph: { spacing: { after: 0, line: 264 } },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: {
                paragraph: { indent: { left: twips(15), hanging: twips(11) } },
                run: { color: style.id === 'modern' ? style.accent : style.muted },
              },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: PAGE_WIDTH, height: PAGE_HEIGHT },
            margin: {
              top: twips(style.margin * 0.85),
              bottom: twips(style.margin * 0.85),
              left: twips(style.margin),
              right: twips(style.margin),
            },
          },
        },
        children: children.length ? children : [new Paragraph({})],
      },
    ],
  })
  return new Uint8Array(await Packer.toBuffer(document))
}

function paragraphFor(
  block: Exclude<ResumeBlock, EntryBlock>,
  style: TemplateStyle,
  spaced: boolean,
): Paragraph {
  const size = halfPoints(style.bodySize)
  const gap = spaced ? twips(style.entrySpace) : 0
  switch (block.kind) {
    case 'name':
      return new Paragraph({
        alignment: style.nameAlign === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT,
        spacing: { after: twips(3) },
        children: [
          new TextRun({
            text: block.text,
            bold: style.nameBold,
            size: halfPoints(style.nameSize),
            color: style.accent,
            ...(style.id === 'classic' ? { smallCaps: true } : {}),
          }),
        ],
      })
    case 'headline':
      return new Paragraph({
        alignment: style.nameAlign === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT,
        spacing: { after: twips(3) },
        children: runs(block.spans, {
          size: halfPoints(style.headlineSize),
          color: style.id === 'modern' ? style.text : style.muted,
          bold: style.id === 'modern',
          italics: style.id === 'classic',
        }),
      })
    case 'contact':
      return new Paragraph({
        alignment: style.nameAlign === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT,
        spacing: { after: twips(2) },
        children: runs(block.spans, { size: halfPoints(style.contactSize), color: style.muted }),
      })
    case 'heading':
      return headingParagraph(block.text, style)
    case 'bullet':
      return new Paragraph({
        numbering: { reference: BULLETS, level: 0 },
        spacing: { before: gap || twips(1.5) },
        children: runs(block.spans, { size }),
      })
    case 'paragraph':
      return new Paragraph({
        spacing: { before: gap || twips(1.5) },
        children: runs(block.spans, { size }),
      })
  }
}

/**
 * An entry's heading: the title in bold with the dates at a right tab stop, and the employer and
 * place beside the title (inline templates) or on the line under it (stacked ones), whatever
 * order the resume wrote them in.
 */
function entryParagraphs(
  entry: EntryBlock,
  style: TemplateStyle,
  contentWidth: number,
  spaced: boolean,
): Paragraph[] {
  const size = halfPoints(style.bodySize)
  const dates = entry.dates
    ? [
        new TextRun({
          children: [new Tab(), entry.dates],
          size,
          color: style.muted,
          italics: style.id === 'classic',
        }),
      ]
    : []
  const tabStops = [{ type: TabStopType.RIGHT, position: contentWidth }]
  const spacing = { before: twips(spaced ? style.entrySpace : 3) }
  const title = entry.title ? [new TextRun({ text: entry.title, size, bold: true })] : []
  if (style.entryLayout === 'inline') {
    const rest = [entry.employer, entry.place].filter((part) => part !== '')
    return [
      new Paragraph({
        keepNext: true,
        spacing,
        tabStops,
        children: [
          ...title,
          ...(rest.length > 0 ? [new TextRun({ text: `, ${rest.join(', ')}`, size })] : []),
          ...dates,
        ],
      }),
    ]
  }
  const under = [
    ...(entry.employer
      ? [
          new TextRun({
            text: entry.employer,
            size,
            color: style.id === 'modern' ? style.accent : style.text,
            italics: style.id === 'classic',
            bold: style.id === 'modern',
          }),
        ]
      : []),
    ...(entry.place
      ? [
          new TextRun({
            text: `${entry.employer ? ' · ' : ''}${entry.place}`,
            size,
            color: style.muted,
            italics: style.id === 'classic',
          }),
        ]
      : []),
  ]
  return [
    new Paragraph({ keepNext: true, spacing, tabStops, children: [...title, ...dates] }),
    ...(under.length > 0
      ? [new Paragraph({ keepNext: true, spacing: { before: twips(1) }, children: under })]
      : []),
  ]
}

function headingParagraph(text: string, style: TemplateStyle): Paragraph {
  const rule: IBorderOptions = {
    style: BorderStyle.SINGLE,
    size: Math.max(2, Math.round(style.headingRuleBelow * 8)),
    color: style.rule,
    space: 2,
  }
  const bar: IBorderOptions = {
    style: BorderStyle.SINGLE,
    size: Math.round(style.headingBar * 8),
    color: style.accent,
    space: 5,
  }
  return new Paragraph({
    keepNext: true,
    spacing: { before: twips(style.sectionSpace), after: twips(5) },
    indent: style.headingBar ? { left: twips(style.headingBar + 5) } : undefined,
    border: {
      ...(style.headingRuleBelow ? { bottom: rule } : {}),
      ...(style.headingBar ? { left: bar } : {}),
    },
    children: [
      new TextRun({
        text,
        bold: style.headingBold,
        size: halfPoints(style.headingSize),
        color: style.headingColor,
        // docx writes only one of these when both are given, so pass just the one that is on.
        ...(style.headingCase === 'upper' ? { allCaps: true } : {}),
        ...(style.headingCase === 'smallCaps' ? { smallCaps: true } : {}),
        characterSpacing: twips(style.headingLetterSpacing),
      }),
    ],
  })
}

interface RunStyle {
  size: number
  color?: string
  bold?: boolean
  italics?: boolean
}

function runs(spans: InlineSpan[], base: RunStyle): ParagraphChild[] {
  return spans.map((span) => {
    const run = new TextRun({
      ...base,
      text: span.text,
      bold: base.bold || span.bold,
      italics: base.italics || span.italic,
      ...(span.link ? { style: 'Hyperlink' } : {}),
    })
    return span.link ? new ExternalHyperlink({ link: span.link, children: [run] }) : run
  })
}
