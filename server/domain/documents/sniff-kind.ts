import type { DocumentKind } from '../../../src/contract/documents.ts'
import { decodeText } from './decode-text.ts'
import { listZipEntries } from './zip-entries.ts'

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04] // PK\x03\x04
const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const RTF_MAGIC = [0x7b, 0x5c, 0x72, 0x74, 0x66] // {\rtf
/** pdf.js, like Acrobat, accepts a PDF header anywhere in the first kilobyte. */
const PDF_HEADER_WINDOW = 1024

/**
 * What a file is, from its bytes alone (a name or a browser's MIME type can lie): a PDF, a ZIP
 * holding word/document.xml (DOCX), an OLE2 compound file (legacy .doc), or text that decodes
 * without binary garbage. Null for anything else, including ZIPs that are not Word documents.
 */
export function sniffDocumentKind(bytes: Uint8Array): DocumentKind | null {
  if (indexOf(bytes.subarray(0, PDF_HEADER_WINDOW), PDF_MAGIC) >= 0) return 'pdf'
  if (startsWith(bytes, ZIP_MAGIC)) return isWordZip(bytes) ? 'docx' : null
  if (startsWith(bytes, OLE2_MAGIC)) return 'doc'
  // RTF decodes as text but is markup a person would not want as their resume's content.
  if (startsWith(bytes, RTF_MAGIC)) return null
  return bytes.length > 0 && decodeText(bytes) ? 'txt' : null
}

export function isZip(bytes: Uint8Array): boolean {
  return startsWith(bytes, ZIP_MAGIC)
}

function isWordZip(bytes: Uint8Array): boolean {
  try {
    return listZipEntries(bytes).some((entry) => entry.name === 'word/document.xml')
  } catch {
    return false
  }
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte)
}

function indexOf(haystack: Uint8Array, needle: number[]): number {
  outer: for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    for (let offset = 0; offset < needle.length; offset += 1) {
      if (haystack[start + offset] !== needle[offset]) continue outer
    }
    return start
  }
  return -1
}
