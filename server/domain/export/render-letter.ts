import type { z } from 'zod'
import type { AnalysisLanguage } from '../../../src/contract/analysis.ts'
import type { ExportFormat } from '../../../src/contract/common.ts'
import type {
  bioExportRequestSchema,
  coverLetterExportRequestSchema,
} from '../../../src/contract/generate.ts'
import { detectLanguage } from '../analysis/language.ts'
import { paragraphsOf, type LetterBlock, type LetterDocument } from './letter-blocks.ts'
import { renderLetterDocx } from './letter-docx.ts'
import { renderLetterPdf } from './letter-pdf.ts'
import { resumeFileName } from './resume-file-name.ts'
import { DOCX_MIME_TYPE, PDF_MIME_TYPE } from './render-resume.ts'

/** The bio export payload as the route has validated it (spec §3). */
export type BioExportPayload = z.output<typeof bioExportRequestSchema>
/** The cover-letter export payload as the route has validated it (spec §3). */
export type CoverLetterExportPayload = z.output<typeof coverLetterExportRequestSchema>

export interface RenderedLetter {
  body: Buffer
  fileName: string
  mimeType: string
}

export interface LetterOptions {
  /** The letter's date; the time of the export when not given (tests pass a fixed one). */
  now?: Date
}

/** The words a letter's header needs besides the user's own, in the letter's language. */
const LETTER_WORDS: Record<
  AnalysisLanguage,
  { locale: string; team: string; subject: (title: string) => string }
> = {
  en: {
    locale: 'en-US',
    team: 'Hiring Team',
    subject: (title) => `Re: Application for the ${title} position`,
  },
  es: {
    locale: 'es-ES',
    team: 'Equipo de selección',
    subject: (title) => `Asunto: candidatura al puesto de ${title}`,
  },
  ru: {
    locale: 'ru-RU',
    team: 'Отдел подбора персонала',
    subject: (title) => `Тема: отклик на вакансию «${title}»`,
  },
}

/** The date in the long form of the letter's language (decisions.md, Dates and money). */
export function letterDate(date: Date, language: AnalysisLanguage): string {
  return new Intl.DateTimeFormat(LETTER_WORDS[language].locale, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date)
}

/** The bio as a document: the name as its title, title and industry beneath, then the text. */
export function bioDocument(payload: BioExportPayload): LetterDocument {
  const name = payload.full_name.trim()
  const subtitle = [payload.current_title.trim(), payload.industry.trim()]
    .filter(Boolean)
    .join(' · ')
  const blocks: LetterBlock[] = [
    { kind: 'title', text: name },
    { kind: 'subtitle', text: subtitle },
    ...paragraphsOf(payload.bio_text).map((lines): LetterBlock => ({ kind: 'paragraph', lines })),
  ]
  return { title: name, blocks }
}

/**
 * The cover letter as a document laid out like a real letter: the sender (name, email), the
 * date, the addressee (the company's hiring team), the subject line, then the text as written,
 * whose own greeting and sign-off are kept.
 */
export function coverLetterDocument(
  payload: CoverLetterExportPayload,
  options: LetterOptions = {},
): LetterDocument {
  const language = detectLanguage(payload.cover_letter_text)
  const words = LETTER_WORDS[language]
  const name = payload.full_name.trim()
  const company = payload.company_name.trim()
  const title = payload.target_job_title.trim()
  const email = payload.email?.trim() ?? ''
  const blocks: LetterBlock[] = [
    { kind: 'sender', lines: [name, ...(email ? [email] : [])] },
    { kind: 'lines', lines: [letterDate(options.now ?? new Date(), language)] },
    { kind: 'lines', lines: [words.team, company] },
    { kind: 'lines', lines: [words.subject(title)], bold: true },
    ...paragraphsOf(payload.cover_letter_text).map((lines): LetterBlock => ({
      kind: 'paragraph',
      lines,
    })),
  ]
  return { title: `${name} — ${title}, ${company}`, blocks }
}

async function render(
  document: LetterDocument,
  format: ExportFormat,
  baseName: string,
): Promise<RenderedLetter> {
  if (format === 'docx') {
    return {
      body: await renderLetterDocx(document),
      fileName: resumeFileName(baseName, 'docx'),
      mimeType: DOCX_MIME_TYPE,
    }
  }
  return {
    body: await renderLetterPdf(document),
    fileName: resumeFileName(baseName, 'pdf'),
    mimeType: PDF_MIME_TYPE,
  }
}

/** POST /generate/bio/docx and /pdf: the bio as a file ready to download. */
export function renderBio(
  payload: BioExportPayload,
  format: ExportFormat,
): Promise<RenderedLetter> {
  return render(bioDocument(payload), format, `${payload.full_name} bio`)
}

/** POST /generate/cover-letter/docx and /pdf: the cover letter as a file ready to download. */
export function renderCoverLetter(
  payload: CoverLetterExportPayload,
  format: ExportFormat,
  options: LetterOptions = {},
): Promise<RenderedLetter> {
  return render(
    coverLetterDocument(payload, options),
    format,
    `${payload.full_name} cover letter ${payload.company_name}`,
  )
}
