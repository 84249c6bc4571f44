import { strFromU8, strToU8, zipSync } from 'fflate'
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
import {
  LIST_MARK,
  listMarker,
  listStyles,
  markListParagraphs,
  readNumbering,
} from './docx-lists.ts'
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

  const numbering = readNumbering(strFromU8(parts['word/numbering.xml'] ?? new Uint8Array()))
  const lists: DocumentLists = {
    numbering,
    styles: listStyles(strFromU8(parts['word/styles.xml'] ?? new Uint8Array()), numbering),
  }
  // mammoth reads the marked copy; the layout facts below come from the XML as written.
  const marked = { ...parts, 'word/document.xml': strToU8(markListParagraphs(documentXml)) }
  let body = ''
  try {
    // convertToHtml is the mammoth entry that hands over its document tree (with each paragraph's
    // list level); the text is written from that tree and the tree given back empty, so no HTML is
    // built for nothing.
    await mammoth.convertToHtml(
      { buffer: Buffer.from(zipSync(marked, { level: 0 })) },
      {
        transformDocument: (document: MammothElement) => {
          body = documentText(document, lists)
          return { ...document, children: [] }
        },
      },
    )
  } catch (error) {
    throw corrupt(error)
  }

  // mammoth reads VML text boxes; a DrawingML-only one it may skip, so add any it missed.
  const flatBody = flatten(body.replace(LIST_MARKER, ''))
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

/** The parts of mammoth's document tree read here (mammoth ships no types for it). */
interface MammothElement {
  type: string
  value?: string
  children?: MammothElement[]
  styleId?: string | null
  styleName?: string | null
  numbering?: { isOrdered: boolean; level: string } | null
}

const LIST_MARKER = /^(?:- |\d+\. )/gm
const LIST_STYLE_NAME = /^list (?:bullet|number)\b/i

interface DocumentLists {
  numbering: ReturnType<typeof readNumbering>
  /** Paragraph styles that put their paragraphs in a list, by style id. */
  styles: ReturnType<typeof listStyles>
}

/**
 * The text of the body, one line per paragraph, with list paragraphs written the way a person
 * types them: "- " for a bullet, "1. ", "2. " for a numbered list. Without this a DOCX has no
 * bullets at all for the ATS checks and the editor, while the same resume as a PDF has them.
 */
export function documentText(document: MammothElement, lists: DocumentLists): string {
  const marker = listMarker(lists.numbering)
  // Lists only mammoth resolved (a numbering level that names a style) count by level.
  const counts = new Map<unknown, number>()
  const fallbackMarker = (ordered: boolean, key: unknown): string => {
    if (!ordered) return '- '
    const count = (counts.get(key) ?? 0) + 1
    counts.set(key, count)
    return `${count}. `
  }
  const markerOf = (paragraph: MammothElement, text: string): string => {
    const [, numId, level] = /\uE000(\d+)\.(\d+)\uE001/.exec(text) ?? []
    if (numId !== undefined && level !== undefined) return marker(numId, Number(level))
    const byStyle = paragraph.styleId ? lists.styles.get(paragraph.styleId) : undefined
    if (byStyle) return marker(byStyle.numId, byStyle.level)
    if (paragraph.numbering) {
      return fallbackMarker(paragraph.numbering.isOrdered, paragraph.numbering)
    }
    // A list style whose numbering was lost (copied between documents) still reads as a list.
    const name = paragraph.styleName ?? ''
    return LIST_STYLE_NAME.test(name) ? fallbackMarker(/number/i.test(name), name) : ''
  }
  const write = (element: MammothElement): string => {
    switch (element.type) {
      case 'text':
        return element.value ?? ''
      case 'tab':
        return '\t'
      // mammoth's raw text drops line breaks, which glues the words on either side together.
      case 'break':
        return '\n'
      case 'paragraph': {
        const marked = (element.children ?? []).map(write).join('')
        const text = marked.replace(LIST_MARK, '')
        // An empty list item writes no lone marker, but still counts, as Word numbers it.
        const prefix = markerOf(element, marked)
        return `${text.trim() ? prefix : ''}${text}\n`
      }
      default:
        return (element.children ?? []).map(write).join('')
    }
  }
  return write(document)
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
