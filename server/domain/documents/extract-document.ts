import type { DocumentKind, LayoutSignals } from '../../../src/contract/documents.ts'
import { cleanText, countLetters, countWords } from './clean-text.ts'
import { decodeText } from './decode-text.ts'
import { DocumentError } from './document-error.ts'
import { extractDoc } from './extract-doc.ts'
import { extractDocx } from './extract-docx.ts'
import { extractPdf } from './extract-pdf.ts'
import { isZip, sniffDocumentKind } from './sniff-kind.ts'

export interface ExtractedDocument {
  text: string
  layout: LayoutSignals
  /** Sentences for the user about what may have been lost or will trouble an ATS. */
  warnings: string[]
}

/** Larger than any resume or job description; the upload route should refuse earlier. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024
/** Fewer letters than this is not a resume or a job description, whatever the file claims. */
export const MIN_LETTERS = 20

type RawExtraction = Omit<LayoutSignals, 'word_count'> & { text: string; warnings: string[] }

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
  if (countLetters(text) < MIN_LETTERS) {
    if (kind === 'pdf' && countLetters(raw.text) === 0 && (raw.page_count ?? 0) > 0) {
      throw new DocumentError('no_text_layer', 'no_text_layer')
    }
    throw emptyError()
  }
  const { text: _raw, warnings, ...layout } = raw
  return { text, layout: { ...layout, word_count: countWords(text) }, warnings }
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
