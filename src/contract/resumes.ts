import * as z from 'zod/mini'
import {
  clearableText,
  DEFAULT_TEMPLATE_ID,
  exportFormatSchema,
  idSchema,
  isoDateSchema,
  MAX_SHORT_TEXT,
  optionalText,
  percentSchema,
  requiredText,
  resumeStatusSchema,
  templateIdSchema,
} from './common.ts'
import { layoutSignalsSchema, textWarningSchema } from './documents.ts'
import { UPLOAD_FIELD } from './endpoint.ts'

export const resumeSchema = z.object({
  id: idSchema,
  title: z.string(),
  original_content: z.string(),
  /** Absent until the resume has been optimized. */
  optimized_content: optionalText(),
  job_description: optionalText(),
  status: resumeStatusSchema,
  /** Percent of the job description's keywords found; null when there is no job description to match. */
  match_score: z._default(z.nullable(percentSchema), null),
  template: z._default(templateIdSchema, DEFAULT_TEMPLATE_ID),
  created_at: isoDateSchema,
  updated_at: z.optional(isoDateSchema),
})
export type Resume = z.infer<typeof resumeSchema>

/** GET /resumes: a plain array (decisions.md), newest first. */
export const resumeListSchema = z.array(resumeSchema)

/** POST /resumes. The spec's client sends `job_description: null` when there is none. */
export const createResumeRequestSchema = z.object({
  title: requiredText(MAX_SHORT_TEXT),
  original_content: requiredText(),
  job_description: optionalText(),
})
export type CreateResumeRequest = z.input<typeof createResumeRequestSchema>

/** PUT /resumes/{id}: a partial update; at least one field. '' or null clears the job description. */
export const updateResumeRequestSchema = z
  .object({
    title: z.optional(requiredText(MAX_SHORT_TEXT)),
    original_content: z.optional(requiredText()),
    optimized_content: clearableText(),
    job_description: clearableText(),
  })
  .check(
    z.refine((body) => Object.values(body).some((value) => value !== undefined), {
      message: 'Nothing to update',
    }),
  )
export type UpdateResumeRequest = z.input<typeof updateResumeRequestSchema>

/** PUT /resumes/{id}/template. */
export const setResumeTemplateRequestSchema = z.object({ template: templateIdSchema })
export type SetResumeTemplateRequest = z.infer<typeof setResumeTemplateRequestSchema>

export const UPLOAD_FILE_TYPES = ['pdf', 'docx', 'txt'] as const
export const uploadFileTypeSchema = z.enum(UPLOAD_FILE_TYPES)
/** Accepted by the resume upload (spec §5), for `accept` attributes and the server's check. */
export const UPLOAD_ACCEPT = '.pdf,.docx,.txt'
export { UPLOAD_FIELD }

/** POST /upload/resume: the extracted text, plus what the extractor learned about the layout. */
export const uploadResponseSchema = z.object({
  text_content: z.string(),
  filename: optionalText(),
  file_type: z.optional(uploadFileTypeSchema),
  page_count: z.optional(z.int().check(z.gte(0))),
  word_count: z.optional(z.int().check(z.gte(0))),
  character_count: z.optional(z.int().check(z.gte(0))),
  /** Multi-column layouts and tables are what ATS parsers most often garble. */
  has_columns: z.optional(z.boolean()),
  has_tables: z.optional(z.boolean()),
  warnings: z.optional(z.array(z.string())),
  /** Problems with the text itself (symbol soup), by code, for the client to explain. */
  text_warnings: z.optional(z.array(textWarningSchema)),
  /** The extractor's layout facts; sent back with the text to POST /analyze/keywords for the ATS score. */
  layout: z.optional(layoutSignalsSchema),
})
export type UploadResponse = z.infer<typeof uploadResponseSchema>

/** POST /export/resume: answered with the file itself. */
export const exportResumeRequestSchema = z.object({
  resume_id: idSchema,
  format: z._default(exportFormatSchema, 'docx'),
  /** Overrides the resume's own template for this export. */
  template: z.optional(templateIdSchema),
  /** Which text to render; the optimized one when it exists. */
  version: z.optional(z.enum(['original', 'optimized'])),
  /**
   * A saved version to render (GET /resumes/{id}/versions) in place of the current text; the file
   * name and the document's title name it either way.
   */
  version_id: z.optional(idSchema),
})
export type ExportResumeRequest = z.input<typeof exportResumeRequestSchema>

/**
 * POST /resumes/import/json-resume: a JSON Resume document as the body, of any shape here. The
 * server reads it with json-resume.ts's schema itself, so that a refusal names the place, what it
 * expected and what it got ("work[1].startDate: expected a date like 2021 ..., got "March
 * 2021""), as the command line does, not the generic words of a schema check. Kept apart from
 * that schema so the client's bundle does not carry it.
 */
export const jsonResumeImportRequestSchema = z.unknown()

export const templateInfoSchema = z.object({
  name: z.string(),
  description: z.string(),
  preview_icon: z.string(),
})
export type TemplateInfo = z.infer<typeof templateInfoSchema>

/** GET /templates: a map keyed by template id, every id present. */
export const templateCatalogSchema = z.record(templateIdSchema, templateInfoSchema)
export type TemplateCatalog = z.infer<typeof templateCatalogSchema>
