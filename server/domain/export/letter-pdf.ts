import PDFDocument from 'pdfkit'
import { letterFont, type LetterFace } from './letter-fonts.ts'
import type { LetterBlock, LetterDocument } from './letter-blocks.ts'
import { PDF_FIXED_DATE } from './render-pdf.ts'

const MARGIN = 72 // one inch
const TEXT = '#222222'
const MUTED = '#5F5F5F'
const RULE = '#C8C8C8'
const BODY_SIZE = 11
const LINE_GAP = 3

/**
 * A PDF of a bio or a cover letter in one column of real text. The DejaVu faces are embedded
 * (the standard PDF fonts only cover WinAnsi), so Cyrillic and accented letters render and read
 * back. The creation date is fixed, so the same document always gives the same bytes.
 */
export async function renderLetterPdf(document: LetterDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: {
      Title: document.title,
      Creator: 'JobFit',
      Producer: 'JobFit',
      CreationDate: PDF_FIXED_DATE,
      ModDate: PDF_FIXED_DATE,
    },
    displayTitle: true,
  })
  for (const face of ['regular', 'bold', 'italic'] as const satisfies LetterFace[]) {
    // pdfkit takes a fontkit font as well as bytes, though its types only list bytes.
    doc.registerFont(face, letterFont(face) as unknown as Buffer)
  }
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve)
    doc.on('error', reject)
  })
  for (const block of document.blocks) drawBlock(doc, block)
  doc.end()
  await done
  return Buffer.concat(chunks)
}

function width(doc: PDFKit.PDFDocument): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right
}

/** Lines drawn one under the other with no gap between them (a sign-off, a date block). */
function drawLines(
  doc: PDFKit.PDFDocument,
  lines: string[],
  style: { face: LetterFace; size: number; color: string },
): void {
  doc.font(style.face).fontSize(style.size).fillColor(style.color)
  for (const line of lines) {
    doc.text(line, doc.page.margins.left, doc.y, { width: width(doc), lineGap: LINE_GAP })
  }
}

function drawBlock(doc: PDFKit.PDFDocument, block: LetterBlock): void {
  const left = doc.page.margins.left
  switch (block.kind) {
    case 'title':
      drawLines(doc, [block.text], { face: 'bold', size: 22, color: TEXT })
      doc.y += 2
      return
    case 'subtitle': {
      drawLines(doc, [block.text], { face: 'italic', size: 12, color: MUTED })
      const y = doc.y + 6
      doc
        .moveTo(left, y)
        .lineTo(left + width(doc), y)
        .lineWidth(0.75)
        .strokeColor(RULE)
        .stroke()
      doc.y = y + 16
      return
    }
    case 'sender': {
      const [name = '', ...rest] = block.lines
      drawLines(doc, [name], { face: 'bold', size: 14, color: TEXT })
      drawLines(doc, rest, { face: 'regular', size: 10.5, color: MUTED })
      doc.y += 18
      return
    }
    case 'lines':
      drawLines(doc, block.lines, {
        face: block.bold ? 'bold' : 'regular',
        size: BODY_SIZE,
        color: TEXT,
      })
      doc.y += 12
      return
    case 'paragraph':
      // A paragraph that would be cut after its first line moves whole to the next page.
      if (doc.y + 3 * (BODY_SIZE * 1.2 + LINE_GAP) > doc.page.height - doc.page.margins.bottom) {
        doc.addPage()
      }
      drawLines(doc, block.lines, { face: 'regular', size: BODY_SIZE, color: TEXT })
      doc.y += 10
      return
  }
}
