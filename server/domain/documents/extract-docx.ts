import { strFromU8, zipSync } from 'fflate'
import mammoth from 'mammoth'
import { hasContactDetails } from './contact-details.ts'
import { DocumentError } from './document-error.ts'
import {
  countPictures,
  countSectionColumns,
  countTables,
  countTextBoxes,
  paragraphTexts,
  textBoxTexts,
} from './docx-xml.ts'
import { assertSafeZip, assertWantedFit, listZipEntries, readZipEntries } from './zip-entries.ts'

export interface DocxText {
  text: string
  columns: number
  tables: number
  textBoxes: number
  pictures: number
  contactOnlyInHeaderFooter: boolean
  warnings: string[]
}

const HEADER_FOOTER = /^word\/(header|footer)\d*\.xml$/
const XML_PART = /\.(xml|rels)$/i

/**
 * All the XML a DOCX may hand mammoth. mammoth builds a DOM of it at about 1.5 s and 150 MB per
 * megabyte (measured: 1.1 MB of paragraphs took 1.4 s), while a long resume's XML is a few hundred
 * kilobytes; 2 MB leaves room for heavy formatting and bounds what one upload can cost.
 */
export const MAX_DOCX_XML_BYTES = 2 * 1024 * 1024

/**
 * The text of a DOCX: mammoth for the body (tables and text boxes included), plus the layout facts
 * an ATS cares about read from the XML. Sizes are checked from the ZIP directory before anything
 * is inflated, and mammoth only sees the XML parts, rebuilt into a small stored ZIP, so neither a
 * zip bomb nor a huge embedded video can make it inflate more than the checked total.
 */
export async function extractDocx(bytes: Uint8Array): Promise<DocxText> {
  let parts: Record<string, Uint8Array>
  try {
    const entries = listZipEntries(bytes)
    assertSafeZip(entries)
    if (!entries.some((entry) => entry.name === 'word/document.xml')) throw notWord()
    assertWantedFit(entries, (name) => XML_PART.test(name), MAX_DOCX_XML_BYTES)
    parts = readZipEntries(bytes, (name) => XML_PART.test(name))
  } catch (error) {
    throw error instanceof DocumentError ? error : corrupt(error)
  }
  const documentXml = strFromU8(parts['word/document.xml'] ?? new Uint8Array())

  let body: string
  try {
    const result = await mammoth.extractRawText({
      buffer: Buffer.from(zipSync(parts, { level: 0 })),
    })
    // mammoth ends every paragraph with a blank line; one line per paragraph reads like the page.
    body = result.value.replace(/\n\n/g, '\n')
  } catch (error) {
    throw corrupt(error)
  }

  // mammoth reads VML text boxes; a DrawingML-only one it may skip, so add any it missed.
  const flatBody = flatten(body)
  const missedBoxes = textBoxTexts(documentXml).filter(
    (box) => box.trim() && !flatBody.includes(flatten(box)),
  )
  if (missedBoxes.length) body = `${body}\n${missedBoxes.join('\n')}`

  const headerFooterText = Object.entries(parts)
    .filter(([name]) => HEADER_FOOTER.test(name))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, xml]) => paragraphTexts(strFromU8(xml)).join('\n').trim())
    .filter(Boolean)
    .join('\n')
  const contactOnlyInHeaderFooter = hasContactDetails(headerFooterText) && !hasContactDetails(body)
  const warnings: string[] = []
  if (contactOnlyInHeaderFooter) {
    // Many ATS parsers skip headers and footers; keep the details by putting them first.
    body = `${headerFooterText}\n\n${body}`
    warnings.push(
      'Your email or phone number is only in the page header or footer, which many applicant tracking systems skip. Put your contact details in the body of the document.',
    )
  }
  return {
    text: body,
    columns: countSectionColumns(documentXml),
    tables: countTables(documentXml),
    textBoxes: countTextBoxes(documentXml),
    pictures: countPictures(documentXml),
    contactOnlyInHeaderFooter,
    warnings,
  }
}

function flatten(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

function notWord(): DocumentError {
  return new DocumentError('unsupported_type', 'zip_not_word')
}

function corrupt(cause: unknown): DocumentError {
  return new DocumentError('corrupt', 'docx_damaged', { cause })
}
