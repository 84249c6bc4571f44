import type { HttpHandler } from 'msw'
import type * as z from 'zod/mini'
import { endpoints } from '../../contract/endpoints.ts'
import type { bioRequestSchema, coverLetterRequestSchema } from '../../contract/generate.ts'
import type { Resume } from '../../contract/resumes.ts'
import { EVENT_STREAM_TYPE, type GenerationStage } from '../../contract/streaming.ts'
import { errorBodies } from '../fixtures/errors.ts'
import { MOCK_WRITER } from '../fixtures/generate.ts'
import {
  failing,
  fileSlug,
  handle,
  parseBody,
  reply,
  replyError,
  replyErrorBody,
  replyFile,
  SLOW_DELAY_MS,
  slowly,
} from '../mock-http.ts'
import { mockState, spendGeneration } from '../state.ts'
import { countWords } from '../text.ts'

const {
  optimizeResume,
  generateBio,
  exportBioDocx,
  exportBioPdf,
  generateCoverLetter,
  exportCoverLetterDocx,
  exportCoverLetterPdf,
} = endpoints
const BIO = [generateBio, exportBioDocx, exportBioPdf]
const COVER_LETTER = [generateCoverLetter, exportCoverLetterDocx, exportCoverLetterPdf]
const ALL = [optimizeResume, ...BIO, ...COVER_LETTER]

type BioInput = z.output<typeof bioRequestSchema>
type CoverLetterInput = z.output<typeof coverLetterRequestSchema>

const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`)
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a')

/** A stand-in rewrite: the original with a summary line aimed at the posting (the real writer is the server's). */
function tailor(resume: Resume): string {
  const target = resume.job_description?.split('\n')[0]?.trim()
  const aim = target ? `Tailored for: ${target}.` : 'Tightened wording and consistent bullet style.'
  const text = resume.original_content
  return /^## Summary$/m.test(text)
    ? text.replace(/^## Summary\n/m, `## Summary\n${aim} `)
    : `## Summary\n${aim}\n\n${text}`
}

function composeBio(input: BioInput): string {
  const opening = {
    formal: `${input.full_name} serves as ${input.current_title} in the ${input.industry} sector.`,
    neutral: `${input.full_name} is ${article(input.current_title)} ${input.current_title} in ${input.industry}.`,
    creative: `For ${input.full_name}, ${input.industry} is where ambition meets execution: as ${input.current_title}, they turn plans into results.`,
  }[input.tone]
  const closing = [
    `${input.full_name} holds ${sentence(input.education)}`,
    input.awards ? `Recognition includes ${sentence(input.awards)}` : '',
  ]
  return [`${opening} ${sentence(input.accomplishments)}`, closing.filter(Boolean).join(' ')].join(
    '\n\n',
  )
}

function composeCoverLetter(input: CoverLetterInput): string {
  const greeting =
    input.tone === 'creative' ? `Hello ${input.company_name} team,` : 'Dear Hiring Manager,'
  const firstLine = input.resume_content
    .split('\n')
    .find((line) => line.trim() && !line.startsWith('#'))
  return [
    greeting,
    `I am writing to apply for the ${input.target_job_title} position at ${input.company_name}.${firstLine ? ` ${sentence(firstLine.replace(/^[-*]\s*/, ''))}` : ''}`,
    `Your posting describes work I have done before, and I would welcome the chance to bring that experience to ${input.company_name}.`,
    input.tone === 'formal'
      ? 'Thank you for your time and consideration.'
      : 'Thanks for reading; I would love to talk.',
    ['Sincerely,', input.full_name, input.email].filter(Boolean).join('\n'),
  ].join('\n\n')
}

/** The pause between two streamed events: slow enough to watch the text grow in dev mode. */
export const STREAM_STEP_MS = 80

/** How the mock streams: to the end, held halfway (the generating state), or failing halfway. */
type StreamMode = 'complete' | 'held' | 'error'

const wantsStream = (request: Request) =>
  (request.headers.get('Accept') ?? '').includes(EVENT_STREAM_TYPE)

/** The text in pieces of a few words each, whitespace kept, as a writer emits it. */
function chunksOf(text: string, wordsPerChunk = 12): string[] {
  const tokens = text.match(/\S+\s*/g) ?? []
  const chunks: string[] = []
  for (let i = 0; i < tokens.length; i += wordsPerChunk) {
    chunks.push(tokens.slice(i, i + wordsPerChunk).join(''))
  }
  return chunks
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The streaming variant of a generation (src/contract/streaming.ts) as server-sent events: progress
 * through the stages, the text in deltas, then `done` with the plain call's body. 'held' stops
 * halfway through the text and waits (a story's generating state); 'error' ends with the error
 * event the server sends when the writer fails after the stream began.
 */
function replyStream(text: string, done: unknown, mode: StreamMode = 'complete'): Response {
  const encoder = new TextEncoder()
  const chunks = chunksOf(text)
  const stop = mode === 'complete' ? chunks.length : Math.ceil(chunks.length / 2)
  let cancelled = false
  const body = new ReadableStream<Uint8Array>({
    cancel() {
      cancelled = true
    },
    async start(controller) {
      // A client that stopped reading (the page was reset) gets nothing more.
      const send = (event: string, data: unknown) => {
        if (cancelled) return
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`))
      }
      const progress = (stage: GenerationStage, percent: number) =>
        send('progress', { stage, percent })
      progress('analyzing', 5)
      await sleep(STREAM_STEP_MS)
      for (const [index, chunk] of chunks.slice(0, stop).entries()) {
        progress('writing', Math.round(10 + (80 * (index + 1)) / chunks.length))
        send('delta', { text: chunk })
        await sleep(STREAM_STEP_MS)
      }
      if (mode === 'held') await sleep(SLOW_DELAY_MS)
      if (mode === 'error') {
        send('error', { status: 500, body: errorBodies.serverError })
      } else {
        progress('checking', 95)
        send('done', done)
      }
      if (!cancelled) controller.close()
    },
  })
  return new Response(body, {
    headers: { 'Content-Type': `${EVENT_STREAM_TYPE}; charset=utf-8`, 'Cache-Control': 'no-cache' },
  })
}

const isPro = () => mockState.profile.plan === 'pro'
const isPremiumOrPro = () => mockState.profile.plan !== 'free'

/** POST /generate/bio: plain JSON, or the event stream when the request asks for one. */
function bioHandler(mode: StreamMode): HttpHandler {
  return handle(generateBio, async ({ request }) => {
    // Refusals come before any work, as plain JSON, streaming or not (streaming.ts).
    if (!isPro()) return replyErrorBody(403, errorBodies.bioForbidden)
    const body = await parseBody(generateBio, request)
    if (body instanceof Response) return body
    const text = composeBio(body)
    const response = generateBio.response.parse({
      bio_text: text,
      metadata: {
        tone: body.tone,
        industry: body.industry,
        word_count: countWords(text),
        paragraph_count: text.split('\n\n').length,
      },
      writer: MOCK_WRITER,
    })
    return wantsStream(request) ? replyStream(text, response, mode) : reply(generateBio, response)
  })
}

/** POST /generate/cover-letter: plain JSON, or the event stream when the request asks for one. */
function coverLetterHandler(mode: StreamMode): HttpHandler {
  return handle(generateCoverLetter, async ({ request }) => {
    if (!isPremiumOrPro()) return replyErrorBody(403, errorBodies.coverLetterForbidden)
    const body = await parseBody(generateCoverLetter, request)
    if (body instanceof Response) return body
    const text = composeCoverLetter(body)
    const response = generateCoverLetter.response.parse({
      cover_letter_text: text,
      metadata: {
        tone: body.tone,
        position: body.target_job_title,
        company: body.company_name,
        character_count: text.length,
      },
      writer: MOCK_WRITER,
    })
    return wantsStream(request)
      ? replyStream(text, response, mode)
      : reply(generateCoverLetter, response)
  })
}

const success: HttpHandler[] = [
  handle(optimizeResume, async ({ request }) => {
    // Plan and quota checks come before the body (decisions.md), as on the server.
    if (mockState.usage.generation_limit === 0)
      return replyErrorBody(403, errorBodies.upgradeRequired)
    if (mockState.usage.generations_remaining === 0) {
      const limit = mockState.usage.generation_limit
      return replyError(429, {
        error: 'limit_exceeded',
        message: `Monthly generation limit reached (${limit ?? 0} generations).`,
        reset_date: mockState.usage.reset_date,
        limit,
      })
    }
    const body = await parseBody(optimizeResume, request)
    if (body instanceof Response) return body
    const resume = mockState.resumes.find((r) => r.id === body.resume_id)
    if (!resume) return replyErrorBody(404, errorBodies.notFound)
    spendGeneration()
    resume.optimized_content = tailor(resume)
    resume.status = 'optimized'
    resume.match_score = Math.min(100, (resume.match_score ?? 60) + 15)
    resume.updated_at = new Date().toISOString()
    return reply(optimizeResume, {
      message: 'Resume optimized successfully',
      usage_stats: {
        generations_remaining: mockState.usage.generations_remaining,
        generation_limit: mockState.usage.generation_limit,
      },
      resume,
      writer: MOCK_WRITER,
    })
  }),
  bioHandler('complete'),
  ...[exportBioDocx, exportBioPdf].map((endpoint) =>
    handle(endpoint, async ({ request }) => {
      if (!isPro()) return replyErrorBody(403, errorBodies.bioExportForbidden)
      const body = await parseBody(endpoint, request)
      if (body instanceof Response) return body
      const format = endpoint === exportBioPdf ? 'pdf' : 'docx'
      return replyFile(format, `${fileSlug(body.full_name)}-bio.${format}`, body.bio_text)
    }),
  ),
  coverLetterHandler('complete'),
  ...[exportCoverLetterDocx, exportCoverLetterPdf].map((endpoint) =>
    handle(endpoint, async ({ request }) => {
      if (!isPremiumOrPro()) return replyErrorBody(403, errorBodies.coverLetterExportForbidden)
      const body = await parseBody(endpoint, request)
      if (body instanceof Response) return body
      const format = endpoint === exportCoverLetterPdf ? 'pdf' : 'docx'
      const name = `${fileSlug(body.full_name)}-cover-letter-${fileSlug(body.company_name)}.${format}`
      return replyFile(format, name, body.cover_letter_text)
    }),
  ),
]

export const generateHandlers = {
  /** Stateful: optimizing spends a generation and marks the resume optimized; gates follow the mock user's plan. */
  success,
  /** 429 with the object detail of a spent quota. */
  limitExceeded: failing([optimizeResume], 429, errorBodies.limitExceeded),
  /** 403 with the object detail of a plan that lacks optimization. */
  upgradeRequired: failing([optimizeResume], 403, errorBodies.upgradeRequired),
  /** A plain-text detail on optimize, shown as is (spec §8). */
  optimizeTextError: [
    ...failing([optimizeResume], 500, {
      detail: 'The writer is unavailable. Please try again in a minute.',
    }),
  ],
  /** Bio generation and export refused: the page turns into its upgrade screen. */
  bioForbidden: [
    ...failing([generateBio], 403, errorBodies.bioForbidden),
    ...failing([exportBioDocx, exportBioPdf], 403, errorBodies.bioExportForbidden),
  ],
  coverLetterForbidden: [
    ...failing([generateCoverLetter], 403, errorBodies.coverLetterForbidden),
    ...failing(
      [exportCoverLetterDocx, exportCoverLetterPdf],
      403,
      errorBodies.coverLetterExportForbidden,
    ),
  ],
  /** Everything the plan gates refused at once (a free user). */
  forbidden: [
    ...failing([optimizeResume], 403, errorBodies.upgradeRequired),
    ...failing([generateBio], 403, errorBodies.bioForbidden),
    ...failing([exportBioDocx, exportBioPdf], 403, errorBodies.bioExportForbidden),
    ...failing([generateCoverLetter], 403, errorBodies.coverLetterForbidden),
    ...failing(
      [exportCoverLetterDocx, exportCoverLetterPdf],
      403,
      errorBodies.coverLetterExportForbidden,
    ),
  ],
  error: failing(ALL, 500, errorBodies.serverError),
  exportError: failing(
    [exportBioDocx, exportBioPdf, exportCoverLetterDocx, exportCoverLetterPdf],
    500,
    errorBodies.serverError,
  ),
  slow: slowly(ALL, success),
  /** A streamed bio that stops halfway through its text and waits: the generating state. */
  bioStreamHeld: [bioHandler('held')],
  /** A streamed bio whose writer fails after the text began: an error event (500). */
  bioStreamError: [bioHandler('error')],
  /** A streamed cover letter that stops halfway through its text and waits. */
  coverLetterStreamHeld: [coverLetterHandler('held')],
  /** A streamed cover letter whose writer fails after the text began. */
  coverLetterStreamError: [coverLetterHandler('error')],
} satisfies Record<string, HttpHandler[]>
