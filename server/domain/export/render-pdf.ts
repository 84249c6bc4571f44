import PDFDocument from 'pdfkit'
import type { InlineSpan } from '../resume/inline-markdown.ts'
import { plainText } from '../resume/inline-markdown.ts'
import type { EntryBlock, ParsedResume, ResumeBlock } from './parse-resume.ts'
import { loadPdfFont } from './pdf-fonts.ts'
import type { PdfFontFiles, TemplateStyle } from './templates.ts'

/** A fixed date, so the same resume always gives the same bytes (stable tests and caches). */
export const PDF_FIXED_DATE = new Date('2025-01-01T00:00:00Z')
const PAGE_SIZE = 'LETTER'
const BULLET_INDENT = 13
const DATE_GAP = 14
const MAX_TRACKING_EM = 0.06

type Face = keyof PdfFontFiles

/**
 * A PDF of the resume in one column of real text. The standard PDF fonts only cover WinAnsi, so
 * the template's DejaVu faces are embedded and Cyrillic and accented letters render.
 */
export async function renderPdf(
  resume: ParsedResume,
  style: TemplateStyle,
  title: string,
): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: PAGE_SIZE,
    margins: {
      top: style.margin * 0.85,
      bottom: style.margin * 0.85,
      left: style.margin,
      right: style.margin,
    },
    info: {
      Title: title,
      Creator: 'JobFit',
      Producer: 'JobFit',
      CreationDate: PDF_FIXED_DATE,
      ModDate: PDF_FIXED_DATE,
    },
    displayTitle: true,
  })
  for (const face of ['regular', 'bold', 'italic', 'boldItalic'] as const) {
    // pdfkit takes a fontkit font as well as bytes, though its types only list bytes.
    doc.registerFont(face, loadPdfFont(style.pdfFonts[face]) as unknown as Buffer)
  }
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve)
    doc.on('error', reject)
  })

  const writer = new PdfWriter(doc, style)
  resume.blocks.forEach((block, index) => writer.block(block, resume.spacedBefore.has(index)))
  doc.end()
  await done
  return new Uint8Array(Buffer.concat(chunks))
}

class PdfWriter {
  private readonly left: number
  private readonly width: number

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly style: TemplateStyle,
  ) {
    this.left = doc.page.margins.left
    this.width = doc.page.width - doc.page.margins.left - doc.page.margins.right
  }

  block(block: ResumeBlock, spaced: boolean): void {
    const { doc, style } = this
    // A heading at the top of a page needs no space above it.
    const isFirst = doc.y <= doc.page.margins.top + 0.5
    switch (block.kind) {
      case 'name':
        this.smallCapsLine(block.text, {
          size: style.nameSize,
          face: style.nameBold ? 'bold' : 'regular',
          color: style.accent,
          align: style.nameAlign,
          smallCaps: style.id === 'classic',
          spacing: style.id === 'classic' ? 1 : 0,
        })
        doc.y += 4
        return
      case 'headline':
        this.spans(block.spans, {
          size: style.headlineSize,
          color: style.id === 'modern' ? style.text : style.muted,
          face: style.id === 'modern' ? 'bold' : style.id === 'classic' ? 'italic' : 'regular',
          align: style.nameAlign,
        })
        doc.y += 2
        return
      case 'contact':
        this.spans(block.spans, {
          size: style.contactSize,
          color: style.muted,
          face: 'regular',
          align: style.nameAlign,
        })
        doc.y += 1
        return
      case 'heading':
        if (!isFirst) doc.y += style.sectionSpace
        this.heading(block.text)
        return
      case 'entry':
        doc.y += spaced ? style.entrySpace : 3
        this.ensureRoom(3)
        this.entry(block)
        return
      case 'bullet':
        doc.y += spaced ? style.entrySpace : 1.5
        this.ensureRoomFor(block.spans, BULLET_INDENT)
        this.bullet(block.spans)
        return
      case 'paragraph':
        doc.y += spaced ? style.entrySpace : 1.5
        this.spans(block.spans, { size: style.bodySize, color: style.text, face: 'regular' })
        return
    }
  }

  /** Starts a new page unless `lines` body lines fit, so a heading or date never ends a page. */
  private ensureRoom(lines: number): void {
    const { doc, style } = this
    const bottom = doc.page.height - doc.page.margins.bottom
    if (doc.y + lines * (style.bodySize * 1.2 + style.lineGap) > bottom) doc.addPage()
  }

  /** A bullet of two or three lines moves whole to the next page rather than splitting. */
  private ensureRoomFor(spans: InlineSpan[], indent: number): void {
    const { doc, style } = this
    doc.font('regular').fontSize(style.bodySize)
    const height = doc.heightOfString(plainText(spans), {
      width: this.width - indent,
      lineGap: style.lineGap,
    })
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage()
  }

  private heading(text: string): void {
    const { doc, style } = this
    this.ensureRoom(4)
    const top = doc.y
    const x = style.headingBar ? this.left + style.headingBar + 7 : this.left
    this.smallCapsLine(text, {
      size: style.headingSize,
      face: style.headingBold ? 'bold' : 'regular',
      color: style.headingColor,
      align: 'left',
      x,
      smallCaps: style.headingCase === 'smallCaps',
      upper: style.headingCase === 'upper',
      spacing: style.headingLetterSpacing,
    })
    const bottom = doc.y
    if (style.headingBar) {
      doc.rect(this.left, top - 1, style.headingBar, bottom - top).fill(`#${style.accent}`)
    }
    if (style.headingRuleBelow) {
      const y = bottom + 1.5
      doc
        .moveTo(this.left, y)
        .lineTo(this.left + this.width, y)
        .lineWidth(style.headingRuleBelow)
        .strokeColor(`#${style.rule}`)
        .stroke()
      doc.y = y + 5
    } else {
      doc.y = bottom + 4
    }
  }

  /**
   * An entry's heading: the title in bold with the dates at the right margin, and the employer
   * and place beside the title (inline templates) or on the line under it (stacked ones).
   */
  private entry(entry: EntryBlock): void {
    const { style } = this
    const rest = [entry.employer, entry.place].filter((part) => part !== '')
    if (style.entryLayout === 'inline') {
      const spans: InlineSpan[] = [
        ...(entry.title ? [{ text: entry.title, bold: true }] : []),
        ...(rest.length > 0 ? [{ text: `${entry.title ? ', ' : ''}${rest.join(', ')}` }] : []),
      ]
      this.dated(spans, entry.dates)
      return
    }
    this.dated(entry.title ? [{ text: entry.title, bold: true }] : [], entry.dates)
    if (rest.length === 0) return
    this.doc.y += 1
    this.spans(
      [
        ...(entry.employer ? [{ text: entry.employer, bold: style.id === 'modern' }] : []),
        ...(entry.place ? [{ text: `${entry.employer ? ' · ' : ''}${entry.place}` }] : []),
      ],
      {
        size: style.bodySize,
        color: style.id === 'modern' ? style.accent : style.text,
        face: style.id === 'classic' ? 'italic' : 'regular',
      },
    )
  }

  /** A line of spans with the dates at the right margin, the spans wrapping short of them. */
  private dated(spans: InlineSpan[], dates: string | null): void {
    const { doc, style } = this
    const top = doc.y
    let datesWidth = 0
    if (dates) {
      doc.font(style.id === 'classic' ? 'italic' : 'regular').fontSize(style.bodySize)
      datesWidth = doc.widthOfString(dates)
    }
    this.spans(spans.length > 0 ? spans : [{ text: ' ' }], {
      size: style.bodySize,
      color: style.text,
      face: 'regular',
      width: dates ? this.width - datesWidth - DATE_GAP : this.width,
    })
    const after = doc.y
    if (dates) {
      doc
        .font(style.id === 'classic' ? 'italic' : 'regular')
        .fontSize(style.bodySize)
        .fillColor(`#${style.muted}`)
        .text(dates, this.left, top, { width: this.width, align: 'right', lineBreak: false })
    }
    doc.x = this.left
    doc.y = Math.max(after, doc.y)
  }

  private bullet(spans: InlineSpan[]): void {
    const { doc, style } = this
    const top = doc.y
    doc
      .font('regular')
      .fontSize(style.bodySize)
      .fillColor(`#${style.id === 'modern' ? style.accent : style.muted}`)
      .text('•', this.left + 3, top, { lineBreak: false })
    doc.y = top
    this.spans(spans, {
      size: style.bodySize,
      color: style.text,
      face: 'regular',
      x: this.left + BULLET_INDENT,
      width: this.width - BULLET_INDENT,
    })
  }

  /** One paragraph of styled spans; centred lines are placed by hand, as pdfkit cannot centre runs. */
  private spans(
    spans: InlineSpan[],
    options: {
      size: number
      color: string
      face: Face
      align?: 'left' | 'center'
      x?: number
      width?: number
    },
  ): void {
    const { doc, style } = this
    const x = options.x ?? this.left
    const width = options.width ?? this.width
    const faceOf = (span: InlineSpan): Face => {
      const bold = span.bold || options.face === 'bold' || options.face === 'boldItalic'
      const italic = span.italic || options.face === 'italic' || options.face === 'boldItalic'
      return bold && italic ? 'boldItalic' : bold ? 'bold' : italic ? 'italic' : 'regular'
    }
    doc.fontSize(options.size).fillColor(`#${options.color}`)
    if (options.align === 'center') {
      const total = spans.reduce(
        (sum, span) => sum + doc.font(faceOf(span)).widthOfString(span.text),
        0,
      )
      if (total > width) {
        doc.font(options.face).text(plainText(spans), x, doc.y, { width, align: 'center' })
        return
      }
      const top = doc.y
      let cursor = x + (width - total) / 2
      for (const span of spans) {
        doc.font(faceOf(span))
        const spanWidth = doc.widthOfString(span.text)
        doc.text(span.text, cursor, top, { lineBreak: false, link: span.link ?? null })
        cursor += spanWidth
      }
      doc.x = this.left
      doc.y = top + doc.currentLineHeight(true) + style.lineGap
      return
    }
    spans.forEach((span, index) => {
      doc.font(faceOf(span))
      const first = index === 0
      const continued = index < spans.length - 1
      const textOptions = {
        continued,
        link: span.link ?? null,
        lineGap: style.lineGap,
        ...(first ? { width } : {}),
      }
      if (first) doc.text(span.text, x, doc.y, textOptions)
      else doc.text(span.text, textOptions)
    })
    doc.x = this.left
  }

  /**
   * A line in capitals whose first letters stay a size larger: small caps drawn with a real font,
   * since DejaVu has no small-caps face. Upper draws plain capitals; neither changes the words.
   */
  private smallCapsLine(
    text: string,
    options: {
      size: number
      face: Face
      color: string
      align: 'left' | 'center'
      x?: number
      smallCaps?: boolean
      upper?: boolean
      spacing: number
    },
  ): void {
    const { doc } = this
    const x = options.x ?? this.left
    const width = this.width - (x - this.left)
    // Wider tracking makes PDF readers (pdf.js, and ATS parsers like it) read each letter as a
    // word: "EDUC AT I O N". DOCX keeps the template's full spacing, as Word stores the text whole.
    options = { ...options, spacing: Math.min(options.spacing, options.size * MAX_TRACKING_EM) }
    doc.font(options.face).fillColor(`#${options.color}`)
    const pieces = options.smallCaps
      ? smallCapsPieces(text, options.size)
      : [{ text: options.upper ? text.toLocaleUpperCase() : text, size: options.size }]
    const measure = (piece: { text: string; size: number }): number =>
      doc.fontSize(piece.size).widthOfString(piece.text) + piece.text.length * options.spacing
    const total = pieces.reduce((sum, piece) => sum + measure(piece), 0)
    const top = doc.y
    if (total > width || pieces.length === 1) {
      const only = pieces.length === 1 ? (pieces[0]?.text ?? text) : text.toLocaleUpperCase()
      doc.fontSize(options.size).text(only, x, top, {
        width,
        align: options.align,
        characterSpacing: options.spacing,
      })
      doc.x = this.left
      return
    }
    // Baselines line up by dropping each smaller piece by the difference in ascent.
    doc.fontSize(options.size)
    const ascent = (size: number): number => (doc.fontSize(size).currentLineHeight() * 0.8) | 0
    let cursor = options.align === 'center' ? x + (width - total) / 2 : x
    for (const piece of pieces) {
      const drop = ascent(options.size) - ascent(piece.size)
      doc.fontSize(piece.size).text(piece.text, cursor, top + drop, {
        lineBreak: false,
        characterSpacing: options.spacing,
      })
      cursor += measure(piece)
    }
    doc.x = this.left
    doc.y = top + doc.fontSize(options.size).currentLineHeight(true)
  }
}

/** "Work Experience" as [W][ORK ][E][XPERIENCE]: capitals full size, the rest capitals smaller. */
export function smallCapsPieces(text: string, size: number): { text: string; size: number }[] {
  const pieces: { text: string; size: number }[] = []
  const small = Math.round(size * 0.8 * 10) / 10
  for (const char of text) {
    const isCapital = char !== char.toLocaleLowerCase()
    const pieceSize = isCapital || !/\p{L}/u.test(char) ? size : small
    const last = pieces.at(-1)
    const upper = char.toLocaleUpperCase()
    if (last && last.size === pieceSize) last.text += upper
    else pieces.push({ text: upper, size: pieceSize })
  }
  return pieces
}
