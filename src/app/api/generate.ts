import type { ExportFormat } from '../../contract/common.ts'
import { endpoints } from '../../contract/endpoints.ts'
import type {
  BioExportRequest,
  BioRequest,
  BioResponse,
  CoverLetterExportRequest,
  CoverLetterRequest,
  CoverLetterResponse,
} from '../../contract/generate.ts'
import type { ApiClient, DownloadedFile } from './client.ts'
import { streamRequest, type StreamOptions, type StreamTarget } from './event-stream.ts'

interface CallOptions {
  signal?: AbortSignal
}

/** What a streaming generation reports on the way: the same callbacks as streamRequest. */
export type GenerationProgress = Pick<
  StreamOptions<typeof endpoints.generateBio>,
  'onProgress' | 'onDelta' | 'signal'
>

/** POST /generate/bio (pro): the biography and its metadata. */
export function generateBio(
  client: ApiClient,
  body: BioRequest,
  options: CallOptions = {},
): Promise<BioResponse> {
  return client.request(endpoints.generateBio, { body, ...options })
}

/** POST /generate/bio with `Accept: text/event-stream`: the text as it is written, then the response. */
export function streamBio(
  target: StreamTarget,
  body: BioRequest,
  progress: GenerationProgress = {},
): Promise<BioResponse> {
  return streamRequest(target, endpoints.generateBio, { body, ...progress })
}

/** POST /generate/bio/docx or /pdf: the biography as a file, `executive-bio.<format>` unless named. */
export function exportBio(
  client: ApiClient,
  format: ExportFormat,
  body: BioExportRequest,
  options: CallOptions = {},
): Promise<DownloadedFile> {
  const endpoint = format === 'pdf' ? endpoints.exportBioPdf : endpoints.exportBioDocx
  return client.request(endpoint, { body, fallbackFilename: `executive-bio.${format}`, ...options })
}

/** POST /generate/cover-letter (premium and pro): the letter and its metadata. */
export function generateCoverLetter(
  client: ApiClient,
  body: CoverLetterRequest,
  options: CallOptions = {},
): Promise<CoverLetterResponse> {
  return client.request(endpoints.generateCoverLetter, { body, ...options })
}

/** POST /generate/cover-letter with `Accept: text/event-stream`. */
export function streamCoverLetter(
  target: StreamTarget,
  body: CoverLetterRequest,
  progress: GenerationProgress = {},
): Promise<CoverLetterResponse> {
  return streamRequest(target, endpoints.generateCoverLetter, { body, ...progress })
}

/** POST /generate/cover-letter/docx or /pdf: the letter as a file, `cover-letter.<format>` unless named. */
export function exportCoverLetter(
  client: ApiClient,
  format: ExportFormat,
  body: CoverLetterExportRequest,
  options: CallOptions = {},
): Promise<DownloadedFile> {
  const endpoint =
    format === 'pdf' ? endpoints.exportCoverLetterPdf : endpoints.exportCoverLetterDocx
  return client.request(endpoint, { body, fallbackFilename: `cover-letter.${format}`, ...options })
}
