import WordExtractor from 'word-extractor'
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
    document = await new WordExtractor().extract(Buffer.from(bytes))
  } catch (error) {
    throw new DocumentError(
      'corrupt',
      'We could not read this file as a Word 97-2003 document: it is damaged, protected, or another Office format. Save it as DOCX or PDF and upload that, or paste the text instead.',
      { cause: error },
    )
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
