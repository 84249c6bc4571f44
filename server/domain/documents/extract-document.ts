import type { DocumentKind, LayoutSignals, TextWarning } from '../../../src/contract/documents.ts'
import { cleanText, countLetters, countWords } from './clean-text.ts'
import { decodeText } from './decode-text.ts'
import { DocumentError } from './document-error.ts'
import { extractDoc } from './extract-doc.ts'
import { extractDocx } from './extract-docx.ts'
import { extractPdf } from './extract-pdf.ts'
import { isZip, sniffDocumentKind } from './sniff-kind.ts'
import { isGarbled, measureTextQuality } from './text-quality.ts'

export interface ExtractedDocument {
  text: string
  layout: LayoutSignals
  /** Sentences for the user about what may have been lost or will trouble an ATS. */
  warnings: string[]
  /** Problems with the text itself (symbol soup), for the client to explain in its language. */
  textWarnings: TextWarning[]
}

/** Larger than any resume or job description; the upload route should refuse earlier. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024
/** Fewer letters than this is not a resume or a job description, whatever the file claims. */
export const MIN_LETTERS = 20
/**
 * Past this share of characters pdf.js could not map to Unicode, a PDF's text is mostly missing
 * (its body font has no Unicode map), even when a heading in another font reads fine. A bullet
 * font without a map, the usual case in a good PDF, is a few percent.
 */
export const MAX_UNDECODABLE_SHARE = 0.3

/** What a PDF drew, for telling a scan from a font without a Unicode map from a blank page. */
interface PdfGlyphs {
  glyphs: number
  undecodableGlyphs: number
  hasTextOperators: boolean
}

type RawExtraction = Omit<LayoutSignals, 'word_count'> & {
  text: string
  warnings: string[]
  pdf?: PdfGlyphs
}

/**
 * Reads a resume or a job description from an uploaded file's bytes. The type is decided by the
 * bytes (sniffDocumentKind), never by a name. Throws DocumentError with a message the user can act
 * on; never returns empty text.
 */
export async function extractDocument(bytes: Uint8Array): Promise<ExtractedDocument> {
  if (bytes.length === 0) throw emptyError()
  if (bytes.length > MAX_DOCUMENT_BYTES) {
    throw new DocumentError('too_large', 'file_too_large', {
      params: { megabytes: MAX_DOCUMENT_BYTES / 1024 / 1024 },
    })
  }
  // A ZIP goes to the DOCX reader even when it is not one, which explains what is wrong with it.
  const kind: DocumentKind | null = isZip(bytes) ? 'docx' : sniffDocumentKind(bytes)
  if (!kind) {
    throw new DocumentError('unsupported_type', 'unsupported_type')
  }
  const raw = await extractByKind(kind, bytes)
  const text = cleanText(raw.text)
  const tooFewLetters = countLetters(text) < MIN_LETTERS
  if (raw.pdf) assertPdfTextUsable(raw, raw.pdf, tooFewLetters)
  if (tooFewLetters) throw emptyError()
  const { text: _raw, warnings, pdf: _pdf, ...layout } = raw
  const quality = measureTextQuality(text)
  // Soup is not refused: the user may fix it in the editor, or paste the text instead.
  const textWarnings: TextWarning[] = isGarbled(quality)
    ? [{ code: 'garbled_text', word_share: Math.round(quality.wordShare * 100) / 100 }]
    : []
  return { text, layout: { ...layout, word_count: countWords(text) }, warnings, textWarnings }
}

/**
 * Refuses a PDF without usable text, saying which of the reasons it is: no pages (damaged), text
 * drawn in a font without a Unicode map, pages that are pictures (a scan), or nothing at all.
 */
function assertPdfTextUsable(raw: RawExtraction, pdf: PdfGlyphs, tooFewLetters: boolean): void {
  if (raw.page_count === 0) throw new DocumentError('corrupt', 'pdf_damaged')
  const undecodable = () => new DocumentError('undecodable_text', 'pdf_no_unicode_map')
  const undecodableShare = pdf.glyphs === 0 ? 0 : pdf.undecodableGlyphs / pdf.glyphs
  if (pdf.glyphs >= MIN_LETTERS && undecodableShare > MAX_UNDECODABLE_SHARE) throw undecodable()
  if (!tooFewLetters) return
  // Glyphs drawn that come out as no letters (punctuation, symbols): text that does not decode.
  if (pdf.glyphs >= MIN_LETTERS) throw undecodable()
  // A scan draws pictures, and at most a few characters (a page number, a scanner's stamp).
  if (raw.images_without_text > 0) throw new DocumentError('no_text_layer', 'no_text_layer')
  // Text operators whose glyphs decode to nothing at all.
  if (pdf.hasTextOperators && pdf.undecodableGlyphs * 2 >= pdf.glyphs) throw undecodable()
  throw new DocumentError('empty', 'pdf_no_text')
}

async function extractByKind(kind: DocumentKind, bytes: Uint8Array): Promise<RawExtraction> {
  const plain = {
    kind,
    page_count: null,
    columns: 1,
    tables: 0,
    text_boxes: 0,
    images_without_text: 0,
    contact_only_in_header_footer: false,
    warnings: [],
  }
  switch (kind) {
    case 'pdf': {
      const pdf = await extractPdf(bytes)
      return {
        ...plain,
        text: pdf.text,
        page_count: pdf.pageCount,
        columns: pdf.columns,
        images_without_text: pdf.imagesWithoutText,
        warnings: pdf.warnings,
        pdf: {
          glyphs: pdf.glyphs,
          undecodableGlyphs: pdf.undecodableGlyphs,
          hasTextOperators: pdf.hasTextOperators,
        },
      }
    }
    case 'docx': {
      const docx = await extractDocx(bytes)
      return {
        ...plain,
        text: docx.text,
        columns: docx.columns,
        tables: docx.tables,
        text_boxes: docx.textBoxes,
        images_without_text: docx.pictures,
        contact_only_in_header_footer: docx.contactOnlyInHeaderFooter,
        warnings: docx.warnings,
      }
    }
    case 'doc': {
      const doc = await extractDoc(bytes)
      return {
        ...plain,
        text: doc.text,
        text_boxes: doc.textBoxes,
        contact_only_in_header_footer: doc.contactOnlyInHeaderFooter,
      }
    }
    case 'txt': {
      const decoded = decodeText(bytes)
      if (!decoded) {
        throw new DocumentError('unsupported_type', 'not_readable_text')
      }
      return { ...plain, text: decoded.text }
    }
  }
}

function emptyError(): DocumentError {
  return new DocumentError('empty', 'empty')
}
