import * as z from 'zod/mini'
import { countSchema } from './common.ts'

/** What the extractor could read: the type comes from the file's bytes, never from its name. */
export const DOCUMENT_KINDS = ['pdf', 'docx', 'doc', 'txt'] as const
export const documentKindSchema = z.enum(DOCUMENT_KINDS)
export type DocumentKind = z.infer<typeof documentKindSchema>

/**
 * Layout facts the extractor learned from an uploaded file. The ATS score reads them: ATS parsers
 * garble columns, tables and text boxes, cannot read images, and often skip headers and footers.
 */
export const layoutSignalsSchema = z.object({
  kind: documentKindSchema,
  /** Null for formats without pages (DOCX, DOC, TXT). */
  page_count: z.nullable(countSchema),
  word_count: countSchema,
  /** The most text columns found on any one page (1 for a plain single-column layout). */
  columns: z.int().check(z.gte(1)),
  tables: countSchema,
  text_boxes: countSchema,
  /** Pages (PDF) or pictures (DOCX) that carry an image but no text layer. */
  images_without_text: countSchema,
  /** Email or phone appear only in a page header or footer, which many ATS parsers skip. */
  contact_only_in_header_footer: z.boolean(),
})
export type LayoutSignals = z.infer<typeof layoutSignalsSchema>

/**
 * Something wrong with the extracted text that the user should see before it is analysed; the
 * text is still returned, for the user to check and fix in the editor. `garbled_text`: few of
 * its tokens look like words (a PDF font that maps glyphs to the wrong characters, a file read in
 * the wrong encoding), so an analysis of it would be nonsense.
 */
export const TEXT_WARNING_CODES = ['garbled_text'] as const
export const textWarningSchema = z.object({
  code: z.enum(TEXT_WARNING_CODES),
  /** Share of the text's tokens that look like words of English, Spanish or Russian (0 to 1). */
  word_share: z.number().check(z.gte(0), z.lte(1)),
})
export type TextWarning = z.infer<typeof textWarningSchema>
