import { BorderStyle, Document, Packer, Paragraph, TextRun } from 'docx'
import type { LetterBlock, LetterDocument } from './letter-blocks.ts'

const PAGE_WIDTH = 12_240 // US Letter in twentieths of a point
const PAGE_HEIGHT = 15_840
const MARGIN = 1_440 // one inch
const FONT = 'Georgia'
const TEXT = '222222'
const MUTED = '5F5F5F'

/** Points to Word's units: twentieths of a point for spacing, half-points for font sizes. */
const twips = (points: number): number => Math.round(points * 20)
const halfPoints = (points: number): number => Math.round(points * 2)

/**
 * A DOCX of a bio or a cover letter: one column of real paragraphs (no tables or text boxes), so
 * it opens cleanly in Word and reads in order in any text extractor.
 */
export async function renderLetterDocx(document: LetterDocument): Promise<Buffer> {
  const file = new Document({
    title: document.title,
    creator: 'JobFit',
    styles: {
      default: {
        document: {
          run: { font: FONT, size: halfPoints(11), color: TEXT },
          paragraph: { spacing: { after: 0, line: 288 } },
        },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: PAGE_WIDTH, height: PAGE_HEIGHT },
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
          },
        },
        children: document.blocks.flatMap(paragraphsFor),
      },
    ],
  })
  return Packer.toBuffer(file)
}

/**
 * The lines of one block as paragraphs with no space between them and the block's space after the
 * last: a break inside one paragraph would join the lines in extracted text ("Jane Doejane@...").
 */
function lineParagraphs(
  lines: string[],
  after: number,
  style: { bold?: boolean; size?: number; color?: string } = {},
): Paragraph[] {
  return lines.map(
    (line, index) =>
      new Paragraph({
        keepNext: index < lines.length - 1,
        spacing: { after: index === lines.length - 1 ? twips(after) : 0 },
        children: [
          new TextRun({
            text: line,
            ...(style.bold ? { bold: true } : {}),
            ...(style.size ? { size: halfPoints(style.size) } : {}),
            ...(style.color ? { color: style.color } : {}),
          }),
        ],
      }),
  )
}

function paragraphsFor(block: LetterBlock): Paragraph[] {
  switch (block.kind) {
    case 'title':
      return lineParagraphs([block.text], 4, { bold: true, size: 22 })
    case 'subtitle':
      return [
        new Paragraph({
          spacing: { after: twips(16) },
          border: {
            bottom: { style: BorderStyle.SINGLE, size: 6, color: 'C8C8C8', space: 6 },
          },
          children: [new TextRun({ text: block.text, size: halfPoints(12), color: MUTED })],
        }),
      ]
    case 'sender': {
      const [name = '', ...rest] = block.lines
      return [
        ...lineParagraphs([name], rest.length ? 0 : 18, { bold: true, size: 14 }),
        ...lineParagraphs(rest, 18, { color: MUTED }),
      ]
    }
    case 'lines':
      return lineParagraphs(block.lines, 12, { bold: block.bold })
    case 'paragraph':
      return lineParagraphs(block.lines, 10)
  }
}
