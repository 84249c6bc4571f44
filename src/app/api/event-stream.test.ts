// @vitest-environment node
// Node's own fetch, streams and TextDecoderStream: what a browser gives the app.
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { endpoints } from '../../contract/endpoints.ts'
import { bioRequest, bioResponse, coverLetterRequest } from '../../mocks/fixtures/generate.ts'
import { generateHandlers } from '../../mocks/handlers/generate.ts'
import { mockState, resetMockState } from '../../mocks/state.ts'
import { ApiError, InvalidResponseError, NotAuthenticatedError } from './api-error.ts'
import { streamRequest } from './event-stream.ts'
import { sse, streamOf } from './sse-test-stream.ts'
import { TEST_BASE, useTestServer } from './test-server.ts'

const server = useTestServer()
const target = { baseUrl: TEST_BASE, getToken: () => 'tok' }
const BIO_URL = `${TEST_BASE}/generate/bio`

describe('streamRequest', () => {
  it('asks for an event stream with the bearer token and the JSON body, reports progress and deltas, and resolves with done', async () => {
    let seen: { accept: string | null; auth: string | null; body: unknown } | undefined
    server.use(
      http.post(BIO_URL, async ({ request }) => {
        seen = {
          accept: request.headers.get('Accept'),
          auth: request.headers.get('Authorization'),
          body: await request.json(),
        }
        const done = sse('done', bioResponse)
        return streamOf([
          sse('progress', { stage: 'analyzing', percent: 10 }),
          // An event split across two reads, as TCP may deliver it.
          'event: delta\ndata: {"text":"Daniel ',
          'Okafor"}\n\n',
          sse('progress', { stage: 'writing', percent: 60 }),
          sse('delta', { text: ' is a COO.' }),
          done.slice(0, 20),
          done.slice(20),
        ])
      }),
    )
    const onProgress = vi.fn()
    const deltas: string[] = []
    const result = await streamRequest(target, endpoints.generateBio, {
      body: bioRequest,
      onProgress,
      onDelta: ({ text }) => deltas.push(text),
    })
    expect(seen).toEqual({ accept: 'text/event-stream', auth: 'Bearer tok', body: bioRequest })
    expect(onProgress.mock.calls.map(([event]) => event)).toEqual([
      { stage: 'analyzing', percent: 10 },
      { stage: 'writing', percent: 60 },
    ])
    expect(deltas.join('')).toBe('Daniel Okafor is a COO.')
    expect(result).toEqual(bioResponse)
  })

  it('throws the ApiError of an error event, with its status and body', async () => {
    server.use(
      http.post(BIO_URL, () =>
        streamOf([
          sse('progress', { stage: 'writing', percent: 30 }),
          sse('error', { status: 504, body: { detail: 'The writer timed out.' } }),
          sse('done', bioResponse),
        ]),
      ),
    )
    const error = await streamRequest(target, endpoints.generateBio, { body: bioRequest }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      message: 'HTTP 504',
      status: 504,
      body: { detail: 'The writer timed out.' },
    })
  })

  it('throws the same ApiError as the plain call for a refusal answered as JSON', async () => {
    const body = { detail: 'Pro subscription required for Executive BIO Generator' }
    server.use(http.post(BIO_URL, () => HttpResponse.json(body, { status: 403 })))
    await expect(
      streamRequest(target, endpoints.generateBio, { body: bioRequest }),
    ).rejects.toMatchObject({ name: 'ApiError', status: 403, body })
  })

  it('reads a plain JSON answer as the response when the server does not stream', async () => {
    server.use(http.post(BIO_URL, () => HttpResponse.json(bioResponse)))
    const onDelta = vi.fn()
    await expect(
      streamRequest(target, endpoints.generateBio, { body: bioRequest, onDelta }),
    ).resolves.toEqual(bioResponse)
    expect(onDelta).not.toHaveBeenCalled()
  })

  it('rejects events that break the contract', async () => {
    server.use(
      http.post(BIO_URL, () => streamOf([sse('progress', { stage: 'dreaming', percent: 10 })])),
    )
    await expect(
      streamRequest(target, endpoints.generateBio, { body: bioRequest }),
    ).rejects.toBeInstanceOf(InvalidResponseError)

    server.use(
      http.post(BIO_URL, () => streamOf([sse('done', { ...bioResponse, bio_text: undefined })])),
    )
    await expect(
      streamRequest(target, endpoints.generateBio, { body: bioRequest }),
    ).rejects.toThrow(/Unexpected response from POST \/generate\/bio/)
  })

  it('fails when the stream ends without done, and skips events it does not know', async () => {
    const onDelta = vi.fn()
    server.use(
      http.post(BIO_URL, () =>
        streamOf([sse('heartbeat', {}), ': a comment\n\n', sse('delta', { text: 'Hi' })]),
      ),
    )
    await expect(
      streamRequest(target, endpoints.generateBio, { body: bioRequest, onDelta }),
    ).rejects.toThrow('the stream ended before its done event')
    expect(onDelta).toHaveBeenCalledWith({ text: 'Hi' })
  })

  it('takes a last done event that lacks its closing blank line', async () => {
    server.use(
      http.post(BIO_URL, () => streamOf([`event: done\ndata: ${JSON.stringify(bioResponse)}`])),
    )
    await expect(
      streamRequest(target, endpoints.generateBio, { body: bioRequest }),
    ).resolves.toEqual(bioResponse)
  })

  it('never reaches the network without a token', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>()
    await expect(
      streamRequest({ baseUrl: TEST_BASE, getToken: () => null, fetch }, endpoints.generateBio, {
        body: bioRequest,
      }),
    ).rejects.toBeInstanceOf(NotAuthenticatedError)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('sends the interface language as Accept-Language', async () => {
    let language: string | null = null
    server.use(
      http.post(BIO_URL, ({ request }) => {
        language = request.headers.get('Accept-Language')
        return HttpResponse.json({ detail: 'no' }, { status: 403 })
      }),
    )
    await expect(
      streamRequest({ ...target, getLanguage: () => 'ru' }, endpoints.generateBio, {
        body: bioRequest,
      }),
    ).rejects.toBeInstanceOf(ApiError)
    expect(language).toBe('ru')
  })
})

describe('the mock API streaming (npm run dev:mock, stories)', () => {
  beforeEach(() => {
    server.use(...generateHandlers.success)
  })
  afterEach(() => resetMockState())

  it('streams a bio: stages in order, percent never going down, deltas that add up to the text', async () => {
    const stages: string[] = []
    const percents: number[] = []
    let text = ''
    const bio = await streamRequest(target, endpoints.generateBio, {
      body: bioRequest,
      onProgress: ({ stage, percent }) => {
        stages.push(stage)
        percents.push(percent)
      },
      onDelta: (delta) => {
        text += delta.text
      },
    })
    expect(text).toBe(bio.bio_text)
    expect(bio.metadata.industry).toBe(bioRequest.industry)
    expect([...new Set(stages)]).toEqual(['analyzing', 'writing', 'checking'])
    expect(percents).toEqual([...percents].sort((a, b) => a - b))
  })

  it('streams a cover letter the same way', async () => {
    let text = ''
    const letter = await streamRequest(target, endpoints.generateCoverLetter, {
      body: coverLetterRequest,
      onDelta: (delta) => {
        text += delta.text
      },
    })
    expect(text).toBe(letter.cover_letter_text)
    expect(letter.metadata.company).toBe(coverLetterRequest.company_name)
  })

  it('ends a failing stream with the error event, after some text', async () => {
    server.use(...generateHandlers.bioStreamError, ...generateHandlers.success)
    let text = ''
    await expect(
      streamRequest(target, endpoints.generateBio, {
        body: bioRequest,
        onDelta: (delta) => {
          text += delta.text
        },
      }),
    ).rejects.toMatchObject({ name: 'ApiError', status: 500 })
    expect(text).not.toBe('')
  })

  it('refuses a plan without the feature as plain JSON, before any stream', async () => {
    mockState.profile = { ...mockState.profile, plan: 'premium' }
    await expect(
      streamRequest(target, endpoints.generateBio, { body: bioRequest }),
    ).rejects.toMatchObject({
      status: 403,
      body: { detail: 'Pro subscription required for Executive BIO Generator' },
    })
    mockState.profile = { ...mockState.profile, plan: 'free' }
    await expect(
      streamRequest(target, endpoints.generateCoverLetter, { body: coverLetterRequest }),
    ).rejects.toMatchObject({
      status: 403,
      body: { detail: 'Premium subscription required for Cover Letter Generator' },
    })
  })

  it('answers plain JSON when the request does not ask for a stream', async () => {
    const response = await fetch(`${TEST_BASE}/generate/bio`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(bioRequest),
    })
    expect(response.headers.get('Content-Type')).toContain('application/json')
    expect(endpoints.generateBio.response.parse(await response.json()).writer).toBe('builtin')
  })
})
