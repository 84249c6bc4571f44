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
  /** Pages with no text at all (scanned or blank). */
  pagesWithoutText: number
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
  for (let number = 1; number <= readable; number += 1) {
    const page = await document.getPage(number)
    const content = await page.getTextContent()
    const fragments: TextFragment[] = []
    for (const item of content.items) {
      if (!('str' in item)) continue
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
    if (pageText.text.trim() === '') textlessPages.push(page)
    columns = Math.max(columns, pageText.columns)
    pages.push(pageText.text)
  }

  const warnings: string[] = []
  if (readable < pageCount) {
    warnings.push(
      `This PDF has ${pageCount} pages; we read the first ${readable}, which is more than a resume or a job description needs.`,
    )
  }
  // The operator list costs a full parse of the page, so it is only built for pages without text.
  const imagesWithoutText =
    textlessPages.length === readable ? textlessPages.length : await countImagePages(textlessPages)
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
    warnings,
  }
}

async function countImagePages(pages: PDFPageProxy[]): Promise<number> {
  let count = 0
  for (const page of pages) {
    const operators = await page.getOperatorList()
    if (operators.fnArray.some((op) => IMAGE_OPS.has(op))) count += 1
    // The decoded pictures are kept with the page until cleaned up; one page's at a time.
    page.cleanup()
  }
  return count
}

function toDocumentError(error: unknown): DocumentError {
  if (error instanceof DocumentError) return error
  const name = error instanceof Error ? error.name : ''
  if (name === 'PasswordException') {
    return new DocumentError('encrypted', 'pdf_encrypted', { cause: error })
  }
  return new DocumentError('corrupt', 'pdf_damaged', { cause: error })
}
