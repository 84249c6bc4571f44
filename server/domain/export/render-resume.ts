import { parseResume } from './parse-resume.ts'
import { renderDocx } from './render-docx.ts'
import { renderPdf } from './render-pdf.ts'
import { resumeFileName } from './resume-file-name.ts'
import { isTemplateId, TEMPLATES, type TemplateId } from './templates.ts'

export interface RenderResumeInput {
  title: string
  /** The stored resume text: light Markdown (# headings, - bullets, **bold**, *italic*, links). */
  content: string
  template: TemplateId
  format: 'docx' | 'pdf'
}

export interface RenderedResume {
  bytes: Uint8Array
  mimeType: string
  fileName: string
}

export const DOCX_MIME_TYPE =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
export const PDF_MIME_TYPE = 'application/pdf'

/** The resume laid out with the chosen template as a DOCX or PDF file ready to download. */
export async function renderResume(input: RenderResumeInput): Promise<RenderedResume> {
  // The route validates the id; an old or unknown one still exports, with the default template.
  const style = isTemplateId(input.template) ? TEMPLATES[input.template] : TEMPLATES.minimalist
  const resume = parseResume(input.content)
  const title = input.title.trim() || 'Resume'
  if (input.format === 'docx') {
    return {
      bytes: await renderDocx(resume, style, title),
      mimeType: DOCX_MIME_TYPE,
      fileName: resumeFileName(title, 'docx'),
    }
  }
  return {
    bytes: await renderPdf(resume, style, title),
    mimeType: PDF_MIME_TYPE,
    fileName: resumeFileName(title, 'pdf'),
  }
}
