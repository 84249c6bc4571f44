import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { defineEndpoint } from '../../contract/endpoint.ts'
import { endpoints } from '../../contract/endpoints.ts'
import { ApiError, InvalidResponseError, NotAuthenticatedError } from './api-error.ts'
import type { ApiClient } from './client.ts'
import { createApiClient, filenameFromContentDisposition } from './client.ts'
import { TEST_BASE, useTestServer } from './test-server.ts'

const server = useTestServer()

const resumeSchema = z.object({ id: z.string(), title: z.string() })

const listResumes = defineEndpoint({
  method: 'GET',
  path: '/resumes',
  auth: 'bearer',
  response: z.array(resumeSchema),
  summary: 'List resumes',
})
const createResume = defineEndpoint({
  method: 'POST',
  path: '/resumes',
  auth: 'bearer',
  request: z.object({
    title: z.string(),
    original_content: z.string(),
    job_description: z.string().nullable(),
  }),
  response: resumeSchema,
  summary: 'Create a resume',
})
const setTemplate = defineEndpoint({
  method: 'PUT',
  path: '/resumes/{id}/template',
  auth: 'bearer',
  request: z.object({ template: z.string() }),
  response: 'empty',
  summary: 'Set the template of a resume',
})
const getProfile = defineEndpoint({
  method: 'GET',
  path: '/user/me',
  auth: 'bearer',
  credentials: 'include',
  response: z.object({ plan: z.enum(['free', 'premium', 'pro']) }),
  summary: 'Profile',
})
const exportResume = defineEndpoint({
  method: 'POST',
  path: '/export/resume',
  auth: 'bearer',
  request: z.object({ resume_id: z.string(), format: z.literal('docx') }),
  response: 'binary',
  summary: 'Export a resume',
})
const usageSummary = defineEndpoint({
  method: 'GET',
  path: '/usage/summary',
  auth: 'bearer',
  query: z.object({ days: z.number() }),
  response: z.object({ total_actions: z.number() }),
  summary: 'Usage summary',
})

const health = defineEndpoint({
  method: 'GET',
  path: '/health',
  auth: 'none',
  response: z.object({ status: z.string() }),
  summary: 'Health',
})

const TOKEN = 'id-token-123'

function clientWith(
  getToken: () => string | null | undefined | Promise<string | null | undefined> = () => TOKEN,
) {
  return createApiClient({ baseUrl: TEST_BASE, getToken })
}

/** Records every request the handlers see, cloned so bodies can still be read. */
function recordRequests() {
  const seen: Request[] = []
  server.events.on('request:start', ({ request }) => {
    seen.push(request.clone())
  })
  return seen
}

describe('createApiClient: URLs and JSON', () => {
  it('calls base + path and returns the parsed response', async () => {
    server.use(
      http.get(`${TEST_BASE}/resumes`, () => HttpResponse.json([{ id: 'r1', title: 'Engineer' }])),
    )
    await expect(clientWith().request(listResumes)).resolves.toEqual([
      { id: 'r1', title: 'Engineer' },
    ])
  })

  it('fills path parameters', async () => {
    let seenId: string | undefined
    server.use(
      http.put(`${TEST_BASE}/resumes/:id/template`, ({ params }) => {
        seenId = String(params.id)
        return new HttpResponse(null, { status: 204 })
      }),
    )
    await expect(
      clientWith().request(setTemplate, { params: { id: 'r 1' }, body: { template: 'modern' } }),
    ).resolves.toBeUndefined()
    expect(seenId).toBe('r 1')
  })

  it('serialises the query', async () => {
    let days: string | null = null
    server.use(
      http.get(`${TEST_BASE}/usage/summary`, ({ request }) => {
        days = new URL(request.url).searchParams.get('days')
        return HttpResponse.json({ total_actions: 3 })
      }),
    )
    await expect(clientWith().request(usageSummary, { query: { days: 30 } })).resolves.toEqual({
      total_actions: 3,
    })
    expect(days).toBe('30')
  })

  it('sends a JSON body with the JSON content type', async () => {
    const seen = recordRequests()
    server.use(
      http.post(`${TEST_BASE}/resumes`, async ({ request }) => {
        const body = (await request.json()) as { title: string }
        return HttpResponse.json({ id: 'r2', title: body.title }, { status: 201 })
      }),
    )
    const created = await clientWith().request(createResume, {
      body: { title: 'Analyst', original_content: 'text', job_description: null },
    })
    expect(created).toEqual({ id: 'r2', title: 'Analyst' })
    expect(seen[0]?.headers.get('Content-Type')).toBe('application/json')
    await expect(seen[0]?.json()).resolves.toEqual({
      title: 'Analyst',
      original_content: 'text',
      job_description: null,
    })
  })

  it('sends no content type on a call without a body', async () => {
    const seen = recordRequests()
    server.use(http.get(`${TEST_BASE}/resumes`, () => HttpResponse.json([])))
    await clientWith().request(listResumes)
    expect(seen[0]?.headers.has('Content-Type')).toBe(false)
  })
})

describe('createApiClient: authorization', () => {
  it('sends the bearer token on a bearer call', async () => {
    let authorization: string | null = null
    server.use(
      http.get(`${TEST_BASE}/resumes`, ({ request }) => {
        authorization = request.headers.get('Authorization')
        return HttpResponse.json([])
      }),
    )
    await clientWith(async () => TOKEN).request(listResumes)
    expect(authorization).toBe(`Bearer ${TOKEN}`)
  })

  // The four calls spec §7 sends without authorization, as the contract's table defines them.
  const noAuthCalls: [string, (client: ApiClient) => Promise<unknown>][] = [
    ['GET /plans', (client) => client.request(endpoints.getPlans)],
    ['GET /pro/features', (client) => client.request(endpoints.getProFeatures)],
    [
      'GET /payments/checkout-status',
      (client) => client.request(endpoints.getCheckoutStatus, { query: { session_id: 'cs_1' } }),
    ],
    ['GET /health', (client) => client.request(endpoints.getHealth)],
  ]

  it.each(noAuthCalls)(
    'never sends authorization on %s, even when signed in',
    async (call, send) => {
      const seen = recordRequests()
      const getToken = vi.fn(() => TOKEN)
      const path = call.replace('GET ', '')
      // The header is what is under test here; the body only has to be something the client reads.
      server.use(http.get(`${TEST_BASE}${path}`, () => HttpResponse.json({})))
      await send(clientWith(getToken)).catch(() => undefined)
      expect(seen).toHaveLength(1)
      expect(new URL(seen[0]?.url ?? '').pathname).toBe(`/api${path}`)
      expect(seen[0]?.headers.has('Authorization')).toBe(false)
      expect(getToken).not.toHaveBeenCalled()
    },
  )

  it.each([null, undefined, ''])(
    'rejects a bearer call without a token (%j) before any request',
    async (token) => {
      const seen = recordRequests()
      const error = await clientWith(() => token)
        .request(listResumes)
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(NotAuthenticatedError)
      expect((error as NotAuthenticatedError).code).toBe('not_authenticated')
      expect((error as Error).message).toBe('Not authenticated')
      expect(seen).toHaveLength(0)
    },
  )

  it('still serves a no-auth call without a token', async () => {
    server.use(http.get(`${TEST_BASE}/health`, () => HttpResponse.json({ status: 'ok' })))
    await expect(clientWith(() => null).request(health)).resolves.toEqual({ status: 'ok' })
  })
})

describe('createApiClient: credentials', () => {
  it("uses credentials 'include' where the endpoint asks for it, and not elsewhere", async () => {
    const fetchSpy = vi.fn<typeof fetch>(async () => HttpResponse.json({ plan: 'pro' }))
    const client = createApiClient({ baseUrl: TEST_BASE, getToken: () => TOKEN, fetch: fetchSpy })
    await expect(client.request(getProfile)).resolves.toEqual({ plan: 'pro' })
    expect(fetchSpy.mock.calls[0]?.[0]).toBe(`${TEST_BASE}/user/me`)
    expect(fetchSpy.mock.calls[0]?.[1]?.credentials).toBe('include')

    fetchSpy.mockImplementationOnce(async () => HttpResponse.json([]))
    await client.request(listResumes)
    expect(fetchSpy.mock.calls[1]?.[1]?.credentials).toBeUndefined()
  })

  it('reaches the server through msw with credentials include', async () => {
    let credentials: RequestCredentials | undefined
    server.use(
      http.get(`${TEST_BASE}/user/me`, ({ request }) => {
        credentials = request.credentials
        return HttpResponse.json({ plan: 'free' })
      }),
    )
    await clientWith().request(getProfile)
    expect(credentials).toBe('include')
  })
})

describe('createApiClient: errors (spec §8)', () => {
  it("rejects a non-OK response with 'HTTP 404', the status and the parsed body", async () => {
    server.use(
      http.get(`${TEST_BASE}/resumes`, () =>
        HttpResponse.json({ detail: 'Resume not found' }, { status: 404 }),
      ),
    )
    const error = await clientWith()
      .request(listResumes)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe('HTTP 404')
    expect((error as ApiError).status).toBe(404)
    expect((error as ApiError).body).toEqual({ detail: 'Resume not found' })
  })

  it('carries {} when the error body is not JSON', async () => {
    server.use(
      http.get(`${TEST_BASE}/resumes`, () =>
        HttpResponse.text('<h1>Bad gateway</h1>', { status: 502 }),
      ),
    )
    const error = await clientWith()
      .request(listResumes)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe('HTTP 502')
    expect((error as ApiError).body).toEqual({})
  })

  it('carries {} when the error body is empty', async () => {
    server.use(http.get(`${TEST_BASE}/resumes`, () => new HttpResponse(null, { status: 500 })))
    const error = await clientWith()
      .request(listResumes)
      .catch((e: unknown) => e)
    expect((error as ApiError).status).toBe(500)
    expect((error as ApiError).body).toEqual({})
  })

  it('rejects a response that does not match the schema, naming the call', async () => {
    server.use(
      http.get(`${TEST_BASE}/resumes`, () => HttpResponse.json([{ id: 7, title: 'Engineer' }])),
    )
    const error = await clientWith()
      .request(listResumes)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect((error as InvalidResponseError).code).toBe('invalid_response')
    expect((error as Error).message).toMatch(/^Unexpected response from GET \/resumes: /)
    expect((error as Error).message).toContain('id')
  })

  it('rejects an OK response whose body is not JSON', async () => {
    server.use(http.get(`${TEST_BASE}/resumes`, () => HttpResponse.text('<html></html>')))
    await expect(clientWith().request(listResumes)).rejects.toThrow(
      'Unexpected response from GET /resumes: the body is not JSON',
    )
  })

  it('passes the abort signal to fetch', async () => {
    server.use(http.get(`${TEST_BASE}/resumes`, () => HttpResponse.json([])))
    const controller = new AbortController()
    controller.abort()
    await expect(
      clientWith().request(listResumes, { signal: controller.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    })
  })
})

describe('createApiClient: files', () => {
  it('returns a binary response as a blob with the server filename', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04])
    server.use(
      http.post(
        `${TEST_BASE}/export/resume`,
        () =>
          new HttpResponse(bytes, {
            headers: {
              'Content-Type':
                'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
              'Content-Disposition': 'attachment; filename="Jane Doe - Resume.docx"',
            },
          }),
      ),
    )
    const file = await clientWith().request(exportResume, {
      body: { resume_id: 'r1', format: 'docx' },
      fallbackFilename: 'resume.docx',
    })
    expect(file.filename).toBe('Jane Doe - Resume.docx')
    expect(file.blob.size).toBe(4)
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(bytes)
  })

  it("uses the caller's fallback name without Content-Disposition", async () => {
    server.use(http.post(`${TEST_BASE}/export/resume`, () => new HttpResponse(new Uint8Array([1]))))
    const file = await clientWith().request(exportResume, {
      body: { resume_id: 'r1', format: 'docx' },
      fallbackFilename: 'resume.docx',
    })
    expect(file.filename).toBe('resume.docx')
  })
})

describe('filenameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="a.docx"', 'a.docx'],
    ['attachment; filename=plain.pdf', 'plain.pdf'],
    ['attachment; filename="q\\"uote.pdf"', 'q"uote.pdf'],
    [
      `attachment; filename="resume.docx"; filename*=UTF-8''%D0%A0%D0%B5%D0%B7%D1%8E%D0%BC%D0%B5.docx`,
      'Резюме.docx',
    ],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    [`attachment; filename*=UTF-8''%E0%A4%A; filename="fallback.pdf"`, 'fallback.pdf'],
  ])('%s → %s', (header, expected) => {
    expect(filenameFromContentDisposition(header)).toBe(expected)
  })

  it.each([null, 'attachment', 'inline; filename=""'])('%j has no filename', (header) => {
    expect(filenameFromContentDisposition(header)).toBeUndefined()
  })
})

describe('createApiClient: types follow the endpoint', () => {
  it('refuses calls that do not fit the endpoint (checked by tsc)', () => {
    const client = createApiClient({ baseUrl: TEST_BASE, getToken: () => TOKEN, fetch: vi.fn() })
    // Each line would be a bug; the expectations make tsc fail if one starts compiling.
    const mistakes = () => {
      // @ts-expect-error a path with {id} needs params
      void client.request(setTemplate, { body: { template: 'modern' } })
      // @ts-expect-error the param is named id
      void client.request(setTemplate, { params: { resumeId: 'r1' }, body: { template: 'modern' } })
      // @ts-expect-error a JSON body of the wrong shape
      void client.request(createResume, { body: { title: 1 } })
      // @ts-expect-error a call with a body needs one
      void client.request(createResume)
      // @ts-expect-error a call without a body takes none
      void client.request(listResumes, { body: {} })
      // @ts-expect-error a required query
      void client.request(usageSummary)
    }
    expect(typeof mistakes).toBe('function')
  })

  it('infers the result from the response schema', async () => {
    server.use(
      http.get(`${TEST_BASE}/resumes`, () => HttpResponse.json([{ id: 'r1', title: 'T' }])),
    )
    const resumes = await clientWith().request(listResumes)
    // A property access that only compiles if the result is typed as the schema's output.
    const titles: string[] = resumes.map((resume) => resume.title)
    expect(titles).toEqual(['T'])
  })
})

describe('createApiClient: language', () => {
  /** A fetch that answers `{}` and keeps the headers of every call. */
  function recordingFetch() {
    const seen: Headers[] = []
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers))
      return HttpResponse.json({ status: 'ok', plan: 'free' })
    })
    return { seen, fetch }
  }

  it('sends the current interface language as Accept-Language on every call', async () => {
    const { seen, fetch } = recordingFetch()
    let language = 'ru'
    const client = createApiClient({
      baseUrl: TEST_BASE,
      getToken: () => TOKEN,
      getLanguage: () => language,
      fetch,
    })
    await client.request(health)
    await client.request(getProfile)
    await client.request(endpoints.uploadResume, { body: new File(['text'], 'cv.txt') }).catch(
      () => undefined, // The answer is not an upload response; only the request matters here.
    )
    language = 'es'
    await client.request(health)
    expect(seen.map((headers) => headers.get('Accept-Language'))).toEqual(['ru', 'ru', 'ru', 'es'])
  })

  it('sends no Accept-Language without a language', async () => {
    const { seen, fetch } = recordingFetch()
    await createApiClient({ baseUrl: TEST_BASE, getToken: () => TOKEN, fetch }).request(health)
    await createApiClient({
      baseUrl: TEST_BASE,
      getToken: () => TOKEN,
      getLanguage: () => undefined,
      fetch,
    }).request(health)
    expect(seen.map((headers) => headers.has('Accept-Language'))).toEqual([false, false])
  })

  it('hands its language source on for streamed calls', () => {
    const getLanguage = () => 'es'
    expect(
      createApiClient({ baseUrl: TEST_BASE, getToken: () => TOKEN, getLanguage }).getLanguage,
    ).toBe(getLanguage)
  })
})
