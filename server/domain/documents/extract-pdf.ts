import { getDocument, OPS } from './pdfjs.ts'
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { DocumentError } from './document-error.ts'
import { layoutPageText, type TextFragment } from './pdf-layout.ts'
import { assertPdfStreamsFit } from './pdf-streams.ts'

export interface PdfText {
  text: string
  pageCount: number
  columns: number
  imagesWithoutText: number
  /** Pages with no letters at all (scanned, blank, or only a page number). */
  pagesWithoutText: number
  /** Characters the pages draw as text (whitespace aside), decodable or not. */
  glyphs: number
  /**
   * Of those, characters pdf.js could not map to Unicode: a font without a /ToUnicode map whose
   * glyph names mean nothing comes out as its raw codes (control characters) or U+FFFD.
   */
  undecodableGlyphs: number
  /**
   * Whether the pages draw text at all, as the content streams say: a page can show text whose
   * glyphs decode to nothing, which is not a scan. Only looked at when no page has text.
   */
  hasTextOperators: boolean
  warnings: string[]
}

/** A resume or a job ad has a few pages; past this we read the start and say so. */
export const MAX_PDF_PAGES = 40
/**
 * pdf.js decodes the pictures of pages without text (to find scanned pages) and has no size limit
 * of its own; a page scanned at 300 dpi is 8.4-8.7 million pixels (letter, A4). Larger pictures
 * are skipped rather than decoded, so a tiny JPEG claiming 60000 x 60000 pixels costs nothing.
 */
const MAX_IMAGE_PIXELS = 10_000_000
const IMAGE_OPS = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageMaskXObject,
  OPS.paintImageXObjectRepeat,
])
const TEXT_OPS = new Set<number>([
  OPS.showText,
  OPS.showSpacedText,
  OPS.nextLineShowText,
  OPS.nextLineSetSpacingShowText,
])
/**
 * When no page has text, this many are parsed to tell a scan (pictures) from text that does not
 * decode (text operators) and from blank pages: the first pages settle it, and each parse decodes
 * the page's pictures.
 */
const PAGES_TO_CLASSIFY = 3
/** C0 and C1 controls and U+FFFD: what pdf.js gives for a glyph it cannot map to Unicode. */
// eslint-disable-next-line no-control-regex -- control characters are what is being counted
const UNDECODABLE = /[\u0000-\u0008\u000B\u000E-\u001F\u007F-\u009F\uFFFD]/gu
const HAS_LETTER = /\p{L}/u
/** Everything but spaces and line breaks; a raw code 11 (vertical tab) is a glyph here. */
const NOT_WHITESPACE = /[^\t\n\f\r \u00A0]/gu

/** The text of a PDF's pages in reading order, or a DocumentError for encrypted or broken files. */
export async function extractPdf(bytes: Uint8Array): Promise<PdfText> {
  // pdf.js would decode a decompression bomb whole; refused here before it opens the file.
  assertPdfStreamsFit(bytes)
  const task = getDocument({
    // pdf.js may take over the buffer it is given; the caller keeps its own.
    data: new Uint8Array(bytes),
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    maxImageSize: MAX_IMAGE_PIXELS,
  })
  let document: PDFDocumentProxy
  try {
    document = await task.promise
  } catch (error) {
    await task.destroy()
    throw toDocumentError(error)
  }
  try {
    return await readPages(document)
  } catch (error) {
    throw toDocumentError(error)
  } finally {
    await task.destroy()
  }
}

async function readPages(document: PDFDocumentProxy): Promise<PdfText> {
  const pageCount = document.numPages
  const readable = Math.min(pageCount, MAX_PDF_PAGES)
  const pages: string[] = []
  const textlessPages: PDFPageProxy[] = []
  let columns = 1
  let glyphs = 0
  let undecodableGlyphs = 0
  for (let number = 1; number <= readable; number += 1) {
    const page = await document.getPage(number)
    const content = await page.getTextContent()
    const fragments: TextFragment[] = []
    for (const item of content.items) {
      if (!('str' in item)) continue
      glyphs += item.str.match(NOT_WHITESPACE)?.length ?? 0
      undecodableGlyphs += item.str.match(UNDECODABLE)?.length ?? 0
      const transform = item.transform as number[]
      fragments.push({
        text: item.str,
        x: transform[4] ?? 0,
        y: transform[5] ?? 0,
        width: item.width,
        height: item.height || Math.hypot(transform[2] ?? 0, transform[3] ?? 0),
      })
    }
    const pageText = layoutPageText(fragments)
    // A page number or a scanner's stamp alone does not make a scanned page a page of text.
    if (!HAS_LETTER.test(pageText.text)) textlessPages.push(page)
    columns = Math.max(columns, pageText.columns)
    pages.push(pageText.text)
  }

  const warnings: string[] = []
  if (readable < pageCount) {
    warnings.push(
      `This PDF has ${pageCount} pages; we read the first ${readable}, which is more than a resume or a job description needs.`,
    )
  }
  // The operator list costs a full parse of the page, so it is only built for pages without text,
  // and when no page has any, for the first few only.
  const allTextless = textlessPages.length === readable
  const sampled = allTextless ? textlessPages.slice(0, PAGES_TO_CLASSIFY) : textlessPages
  const found = await findOperators(sampled)
  // With no text anywhere, the sampled pages stand for the rest: a scan is pictures throughout.
  const imagesWithoutText =
    allTextless && found.imagePages > 0 ? textlessPages.length : found.imagePages
  if (imagesWithoutText > 0 && textlessPages.length < readable) {
    warnings.push(
      `${imagesWithoutText === 1 ? 'One page is' : `${imagesWithoutText} pages are`} only an image, so their text could not be read. Upload a PDF with selectable text, or paste that part of the text.`,
    )
  }
  return {
    // A blank line between pages, so a page break never glues two sections together.
    text: pages.join('\n\n'),
    pageCount,
    columns,
    imagesWithoutText,
    pagesWithoutText: textlessPages.length,
    glyphs,
    undecodableGlyphs,
    hasTextOperators: glyphs > 0 || found.textOperators,
    warnings,
  }
}

/** How many of `pages` paint a picture, and whether any of them shows text. */
async function findOperators(
  pages: PDFPageProxy[],
): Promise<{ imagePages: number; textOperators: boolean }> {
  let imagePages = 0
  let textOperators = false
  for (const page of pages) {
    const operators = await page.getOperatorList()
    if (operators.fnArray.some((op) => IMAGE_OPS.has(op))) imagePages += 1
    if (operators.fnArray.some((op) => TEXT_OPS.has(op))) textOperators = true
    // The decoded pictures are kept with the page until cleaned up; one page's at a time.
    page.cleanup()
  }
  return { imagePages, textOperators }
}

function toDocumentError(error: unknown): DocumentError {
  if (error instanceof DocumentError) return error
  const name = error instanceof Error ? error.name : ''
  if (name === 'PasswordException') {
    return new DocumentError('encrypted', 'pdf_encrypted', { cause: error })
  }
  return new DocumentError('corrupt', 'pdf_damaged', { cause: error })
}
