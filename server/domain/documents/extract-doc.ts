import WordExtractor from 'word-extractor'
import { assertCompoundFileFits } from './compound-file.ts'
import { hasContactDetails } from './contact-details.ts'
import { DocumentError } from './document-error.ts'

export interface DocText {
  text: string
  textBoxes: number
  contactOnlyInHeaderFooter: boolean
}

/**
 * The text of a legacy Word (.doc) file: headers first (contact details often live there), then
 * the body, then text boxes. word-extractor reads the OLE2 streams in memory, no temp files.
 */
export async function extractDoc(bytes: Uint8Array): Promise<DocText> {
  let document: WordExtractor.Document
  try {
    // word-extractor follows the file's declared counts and chains as they are; checked first.
    assertCompoundFileFits(bytes)
    document = await new WordExtractor().extract(Buffer.from(bytes))
  } catch (error) {
    throw new DocumentError('corrupt', 'doc_unreadable', { cause: error })
  }
  const headers = document.getHeaders({ includeFooters: true }).trim()
  const body = document.getBody().trim()
  const boxes = document.getTextboxes({ includeHeadersAndFooters: true, includeBody: true }).trim()
  return {
    text: [headers, body, boxes].filter(Boolean).join('\n\n'),
    // word-extractor joins all boxes into one string; we can tell whether there are any, not how many.
    textBoxes: boxes ? 1 : 0,
    contactOnlyInHeaderFooter:
      hasContactDetails(headers) && !hasContactDetails(`${body}\n${boxes}`),
  }
}
