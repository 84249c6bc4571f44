import { endpoints } from '../../contract/endpoints.ts'
import type { Resume } from '../../contract/resumes.ts'
import type { ApiClient, DownloadedFile } from './client.ts'

interface CallOptions {
  signal?: AbortSignal
}

/**
 * The server's request body limit (server/app.ts): a file past it is refused here, before it is
 * read, with words the reader can act on instead of the server's bare 413.
 */
export const MAX_JSON_RESUME_BYTES = 2 * 1024 * 1024

/** Why a chosen file was not sent: larger than any JSON Resume, or not JSON at all. */
export class JsonResumeFileError extends Error {
  override readonly name = 'JsonResumeFileError'
  constructor(
    readonly reason: 'too-large' | 'not-json',
    /** The chosen file's name, for the message. */
    readonly fileName: string,
  ) {
    super(reason === 'too-large' ? `${fileName} is too large` : `${fileName} is not JSON`)
  }
}

/** GET /resumes/{id}/json-resume: the resume as a JSON Resume file, named by the server. */
export function downloadJsonResume(
  client: ApiClient,
  id: string,
  options: CallOptions = {},
): Promise<DownloadedFile> {
  return client.request(endpoints.exportJsonResume, {
    params: { id },
    fallbackFilename: 'resume.json',
    ...options,
  })
}

/**
 * POST /resumes/import/json-resume with a chosen file: read and parsed here, so a file that is not
 * JSON (or far too large to be a resume) is named at once (JsonResumeFileError); what the document
 * holds is the server's to check, and its refusal (422, with the place and the fix) arrives as an
 * ApiError.
 */
export async function importJsonResumeFile(
  client: ApiClient,
  file: Blob,
  options: CallOptions = {},
): Promise<Resume> {
  const name = file instanceof File ? file.name : 'resume.json'
  if (file.size > MAX_JSON_RESUME_BYTES) throw new JsonResumeFileError('too-large', name)
  let document: unknown
  try {
    // A byte-order mark, which some editors write, is no part of the JSON.
    document = JSON.parse((await file.text()).replace(/^\uFEFF/, ''))
  } catch {
    throw new JsonResumeFileError('not-json', name)
  }
  return client.request(endpoints.importJsonResume, { body: document, ...options })
}
