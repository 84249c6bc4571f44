import type { ExportFormat, TemplateId } from '../../contract/common.ts'
import { endpoints } from '../../contract/endpoints.ts'
import type { OptimizeResponse } from '../../contract/generate.ts'
import type {
  CreateResumeRequest,
  ExportResumeRequest,
  Resume,
  TemplateCatalog,
  UpdateResumeRequest,
  UploadResponse,
} from '../../contract/resumes.ts'
import type { ApiClient, DownloadedFile } from './client.ts'

interface CallOptions {
  signal?: AbortSignal
}

export function listResumes(client: ApiClient, options: CallOptions = {}): Promise<Resume[]> {
  return client.request(endpoints.listResumes, options)
}

export function createResume(
  client: ApiClient,
  body: CreateResumeRequest,
  options: CallOptions = {},
): Promise<Resume> {
  return client.request(endpoints.createResume, { body, ...options })
}

export function getResume(
  client: ApiClient,
  id: string,
  options: CallOptions = {},
): Promise<Resume> {
  return client.request(endpoints.getResume, { params: { id }, ...options })
}

/** The editor's save: title, texts or job description (a partial update). */
export function updateResume(
  client: ApiClient,
  id: string,
  body: UpdateResumeRequest,
  options: CallOptions = {},
): Promise<Resume> {
  return client.request(endpoints.updateResume, { params: { id }, body, ...options })
}

export function deleteResume(
  client: ApiClient,
  id: string,
  options: CallOptions = {},
): Promise<void> {
  return client.request(endpoints.deleteResume, { params: { id }, ...options })
}

/** Sends a PDF, DOCX or TXT file and gets its text back (multipart field "file"). */
export function uploadResumeFile(
  client: ApiClient,
  file: Blob,
  options: CallOptions = {},
): Promise<UploadResponse> {
  return client.request(endpoints.uploadResume, { body: file, ...options })
}

export interface NewResume {
  title: string
  /** Pasted text; ignored when a file is attached. */
  content?: string
  file?: Blob | null
  jobDescription?: string | null
}

/**
 * Spec §4, creating a resume: an attached file is uploaded first and its extracted text becomes
 * the content; then the resume is created. The caller refreshes the list.
 */
export async function createResumeFromForm(
  client: ApiClient,
  resume: NewResume,
  options: CallOptions = {},
): Promise<Resume> {
  const content = resume.file
    ? (await uploadResumeFile(client, resume.file, options)).text_content
    : (resume.content ?? '')
  return createResume(
    client,
    {
      title: resume.title,
      original_content: content,
      job_description: resume.jobDescription || null,
    },
    options,
  )
}

export function getTemplates(
  client: ApiClient,
  options: CallOptions = {},
): Promise<TemplateCatalog> {
  return client.request(endpoints.getTemplates, options)
}

export function setResumeTemplate(
  client: ApiClient,
  id: string,
  template: TemplateId,
  options: CallOptions = {},
): Promise<Resume> {
  return client.request(endpoints.setResumeTemplate, {
    params: { id },
    body: { template },
    ...options,
  })
}

/** The resume as a file (DOCX unless asked otherwise), named by the server or `resume.<format>`. */
export function exportResume(
  client: ApiClient,
  body: ExportResumeRequest,
  options: CallOptions = {},
): Promise<DownloadedFile> {
  const format: ExportFormat = body.format ?? 'docx'
  return client.request(endpoints.exportResume, {
    body,
    fallbackFilename: `resume.${format}`,
    ...options,
  })
}

/**
 * POST /optimize/resume: the AI rewrite of one resume. The answer carries the remaining
 * generations and, from our server, the stored resume and the keywords worked in. Refusals arrive
 * as an ApiError whose detail `optimizeFailureOf` sorts into the cases of spec §8.
 */
export function optimizeResume(
  client: ApiClient,
  id: string,
  options: CallOptions = {},
): Promise<OptimizeResponse> {
  return client.request(endpoints.optimizeResume, { body: { resume_id: id }, ...options })
}
