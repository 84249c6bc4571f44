import { z } from 'zod'
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
import { layoutSignalsSchema } from './documents.ts'
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
  match_score: percentSchema.nullable().default(null),
  template: templateIdSchema.default(DEFAULT_TEMPLATE_ID),
  created_at: isoDateSchema,
  updated_at: isoDateSchema.optional(),
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
    title: requiredText(MAX_SHORT_TEXT).optional(),
    original_content: requiredText().optional(),
    optimized_content: clearableText(),
    job_description: clearableText(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to update',
  })
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
  file_type: uploadFileTypeSchema.optional(),
  page_count: z.number().int().min(0).optional(),
  word_count: z.number().int().min(0).optional(),
  character_count: z.number().int().min(0).optional(),
  /** Multi-column layouts and tables are what ATS parsers most often garble. */
  has_columns: z.boolean().optional(),
  has_tables: z.boolean().optional(),
  warnings: z.array(z.string()).optional(),
  /** The extractor's layout facts; sent back with the text to POST /analyze/keywords for the ATS score. */
  layout: layoutSignalsSchema.optional(),
})
export type UploadResponse = z.infer<typeof uploadResponseSchema>

/** POST /export/resume: answered with the file itself. */
export const exportResumeRequestSchema = z.object({
  resume_id: idSchema,
  format: exportFormatSchema.default('docx'),
  /** Overrides the resume's own template for this export. */
  template: templateIdSchema.optional(),
  /** Which text to render; the optimized one when it exists. */
  version: z.enum(['original', 'optimized']).optional(),
})
export type ExportResumeRequest = z.input<typeof exportResumeRequestSchema>

export const templateInfoSchema = z.object({
  name: z.string(),
  description: z.string(),
  preview_icon: z.string(),
})
export type TemplateInfo = z.infer<typeof templateInfoSchema>

/** GET /templates: a map keyed by template id, every id present. */
export const templateCatalogSchema = z.record(templateIdSchema, templateInfoSchema)
export type TemplateCatalog = z.infer<typeof templateCatalogSchema>
