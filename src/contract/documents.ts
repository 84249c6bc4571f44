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
