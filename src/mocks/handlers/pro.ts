import { HttpResponse, type HttpHandler } from 'msw'
import { endpoints } from '../../contract/endpoints.ts'
import type { BulkResult, PlagiarismResponse } from '../../contract/pro.ts'
import { UPLOAD_FIELD } from '../../contract/resumes.ts'
import { EVENT_STREAM_TYPE } from '../../contract/streaming.ts'
import { errorBodies } from '../fixtures/errors.ts'
import { MOCK_WRITER } from '../fixtures/generate.ts'
import {
  bulkResponse,
  jobDescriptionPreview,
  linkedinProfile,
  plagiarismResults,
  proFeatures,
  usageLimits,
  usageSummary,
  usageSummaryEmpty,
} from '../fixtures/pro.ts'
import {
  failing,
  handle,
  parseBody,
  parseQuery,
  reply,
  replyError,
  replyErrorBody,
  slowly,
  SLOW_DELAY_MS,
} from '../mock-http.ts'
import { mockState, spendGeneration } from '../state.ts'
import { countWords } from '../text.ts'

const {
  bulkGenerate,
  plagiarismCheck,
  linkedinImport,
  linkedinImportFile,
  getProFeatures,
  getUsageSummary,
  getUsageLimits,
} = endpoints
const PRO_ONLY = [
  bulkGenerate,
  plagiarismCheck,
  linkedinImport,
  linkedinImportFile,
  getUsageSummary,
]
const ALL = [...PRO_ONLY, getProFeatures, getUsageLimits]

// Phrases the local provider flags; enough for dev mode to show both outcomes.
const CLICHES = [
  'results-driven',
  'proven track record',
  'team player',
  'fast-paced environment',
  'think outside the box',
  'responsible for managing',
]

function checkOriginality(text: string): PlagiarismResponse {
  const lower = text.toLowerCase()
  const flagged = CLICHES.flatMap((phrase) => {
    const start = lower.indexOf(phrase)
    return start < 0
      ? []
      : [
          {
            text: text.slice(start, start + phrase.length),
            start,
            end: start + phrase.length,
            reason: 'Common resume cliché',
          },
        ]
  })
  const score = Math.max(40, 97 - flagged.length * 9)
  return {
    uniqueness_score: score,
    analysis: flagged.length
      ? `${flagged.length} common phrase(s) found.`
      : 'No passage matches the reference corpus.',
    word_count: countWords(text),
    provider: 'jobfit-local',
    flagged_sections: flagged,
    recommendations: flagged.length
      ? ['Replace each flagged phrase with a specific result of your own.']
      : [],
  }
}

const isPro = () => mockState.profile.plan === 'pro'

/** The pause between two streamed bulk items: slow enough to watch the bar move in dev mode. */
const BULK_STEP_MS = 150

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const wantsStream = (request: Request) =>
  (request.headers.get('Accept') ?? '').includes(EVENT_STREAM_TYPE)

/**
 * A bulk run as server-sent events (src/contract/pro.ts): a progress event and a `delta` with the
 * item's result as each item is written, then `done` with the bulk response. 'held' stops after the first item and waits (a
 * story's running state).
 */
function replyBulkStream(
  results: readonly BulkResult[],
  done: unknown,
  mode: 'complete' | 'held',
): Response {
  const items = results.length
  const encoder = new TextEncoder()
  let cancelled = false
  const body = new ReadableStream<Uint8Array>({
    cancel() {
      cancelled = true
    },
    async start(controller) {
      const send = (event: string, data: unknown) => {
        if (cancelled) return
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`))
      }
      send('progress', { stage: 'analyzing', percent: 5 })
      for (let item = 1; item <= items; item++) {
        await sleep(BULK_STEP_MS)
        send('progress', { stage: 'writing', percent: Math.round(5 + (85 * item) / items) })
        // Each finished item as one line of JSON (src/contract/pro.ts).
        send('delta', { text: JSON.stringify(results[item - 1]) })
        if (mode === 'held' && item === 1) await sleep(SLOW_DELAY_MS)
      }
      send('progress', { stage: 'saving', percent: 95 })
      send('done', done)
      if (!cancelled) controller.close()
    },
  })
  return new Response(body, {
    headers: { 'Content-Type': `${EVENT_STREAM_TYPE}; charset=utf-8`, 'Cache-Control': 'no-cache' },
  })
}

function bulkHandler(mode: 'complete' | 'held'): HttpHandler {
  return handle(bulkGenerate, async ({ request }) => {
    if (!isPro()) return replyErrorBody(403, errorBodies.proRequired)
    const body = await parseBody(bulkGenerate, request)
    if (body instanceof Response) return body
    const base = body.base_resume ?? mockState.resumes[0]?.original_content
    if (!base) return replyError(400, 'Add a base resume or create a resume first')
    const results: BulkResult[] = body.job_descriptions.map((jd, index) => {
      const preview = jobDescriptionPreview(jd)
      // One generation per successful item (decisions.md); out of generations, the item fails.
      if (!spendGeneration()) {
        return {
          index,
          status: 'error',
          job_description_preview: preview,
          error: 'Monthly generation limit reached.',
        }
      }
      const target = jd.split('\n')[0]?.trim() ?? ''
      return {
        index,
        status: 'success',
        job_description_preview: preview,
        resume_text: `Tailored for: ${target}\n\n${base}`,
      }
    })
    const response = bulkGenerate.response.parse({
      total: results.length,
      successful: results.filter((r) => r.status === 'success').length,
      results,
      writer: MOCK_WRITER,
    })
    return wantsStream(request)
      ? replyBulkStream(response.results, response, mode)
      : reply(bulkGenerate, response)
  })
}

const success: HttpHandler[] = [
  bulkHandler('complete'),
  handle(plagiarismCheck, async ({ request }) => {
    if (!isPro()) return replyErrorBody(403, errorBodies.proRequired)
    const body = await parseBody(plagiarismCheck, request)
    if (body instanceof Response) return body
    return reply(plagiarismCheck, checkOriginality(body.text))
  }),
  handle(linkedinImport, async ({ request }) => {
    if (!isPro()) return replyErrorBody(403, errorBodies.proRequired)
    const body = await parseBody(linkedinImport, request)
    if (body instanceof Response) return body
    return reply(linkedinImport, {
      ...linkedinProfile,
      note: 'Imported through the profile-data provider.',
      source: 'provider',
    })
  }),
  handle(linkedinImportFile, async ({ request }) => {
    if (!isPro()) return replyErrorBody(403, errorBodies.proRequired)
    const form = await request.formData().catch(() => null)
    const file = form?.get(UPLOAD_FIELD)
    if (!(file instanceof File)) return replyError(400, 'No file uploaded.')
    const extension = file.name.toLowerCase().split('.').pop()
    if (extension === 'pdf') return reply(linkedinImportFile, linkedinProfile)
    if (extension === 'zip') {
      return reply(linkedinImportFile, {
        ...linkedinProfile,
        note: 'Imported from the LinkedIn data export.',
        source: 'zip',
      })
    }
    return replyError(
      415,
      'Upload the profile PDF ("Save to PDF") or the data-export ZIP from LinkedIn.',
    )
  }),
  handle(getProFeatures, () => reply(getProFeatures, proFeatures)),
  handle(getUsageSummary, ({ request }) => {
    if (!isPro()) return replyErrorBody(403, errorBodies.proRequired)
    const query = parseQuery(getUsageSummary, request)
    if (query instanceof Response) return query
    return reply(getUsageSummary, { ...usageSummary, days: query.days })
  }),
  handle(getUsageLimits, () => {
    const { plan, generation_limit: limit, generations_remaining: remaining } = mockState.usage
    return reply(getUsageLimits, { plan, unlimited: limit === null, remaining, limit })
  }),
]

export const proHandlers = {
  /** Stateful: the pro user; bulk items spend generations; the checker flags common clichés. */
  success,
  /** A bulk run with two successes and one failed item. */
  bulkPartialFailure: [handle(bulkGenerate, () => reply(bulkGenerate, bulkResponse))],
  plagiarismExcellent: [
    handle(plagiarismCheck, () => reply(plagiarismCheck, plagiarismResults.excellent)),
  ],
  plagiarismGood: [handle(plagiarismCheck, () => reply(plagiarismCheck, plagiarismResults.good))],
  plagiarismLow: [handle(plagiarismCheck, () => reply(plagiarismCheck, plagiarismResults.low))],
  /** URL import without a profile-data provider: an empty profile with a note pointing to file import. */
  linkedinNoProvider: failing([linkedinImport], 422, errorBodies.linkedinNoProvider),
  linkedinPrivate: failing([linkedinImport], 422, errorBodies.privateProfile),
  unlimited: [handle(getUsageLimits, () => reply(getUsageLimits, usageLimits.proUnlimited))],
  limitsRemaining: [handle(getUsageLimits, () => reply(getUsageLimits, usageLimits.pro))],
  emptyUsage: [handle(getUsageSummary, () => reply(getUsageSummary, usageSummaryEmpty))],
  /** Not on pro: the tools refuse; the public features list still loads. */
  forbidden: failing(PRO_ONLY, 403, errorBodies.proRequired),
  unauthenticated: failing([...PRO_ONLY, getUsageLimits], 401, errorBodies.notAuthenticated),
  error: failing(ALL, 500, errorBodies.serverError),
  /** The network fails (no answer, no message of the server's): the generic message. */
  offline: ALL.map((endpoint) => handle(endpoint, () => HttpResponse.error())),
  /** A streamed bulk run held after its first item: the running state with its progress. */
  bulkStreamHeld: [bulkHandler('held')],
  /** The bulk run never answers: the running state without progress. */
  bulkHeld: slowly([bulkGenerate], success),
  slow: slowly(ALL, success),
} satisfies Record<string, HttpHandler[]>
