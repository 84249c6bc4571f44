// @vitest-environment node
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import {
  bulkResponse,
  linkedinProfile,
  plagiarismResults,
  proFeatures,
  usageLimits,
  usageSummary,
} from '../../mocks/fixtures/pro.ts'
import { ApiError, NotAuthenticatedError } from './api-error.ts'
import { createApiClient } from './client.ts'
import {
  bulkGenerate,
  checkPlagiarism,
  getProFeatures,
  getUsageLimits,
  getUsageSummary,
  importLinkedinFile,
  importLinkedinProfile,
  proFailureOf,
} from './pro.ts'
import { TEST_BASE, useTestServer } from './test-server.ts'

const server = useTestServer()
const getToken = () => 'tok'
const client = createApiClient({ baseUrl: TEST_BASE, getToken })

describe('pro calls', () => {
  it('reads the features without a token', async () => {
    const seen: (string | null)[] = []
    server.use(
      http.get(`${TEST_BASE}/pro/features`, ({ request }) => {
        seen.push(request.headers.get('Authorization'))
        return HttpResponse.json(proFeatures)
      }),
    )
    const anonymous = createApiClient({ baseUrl: TEST_BASE, getToken: () => null })
    await expect(getProFeatures(anonymous)).resolves.toEqual(proFeatures.features)
    expect(seen).toEqual([null])
  })

  it('asks for the 30-day usage summary with the token', async () => {
    const seen: string[] = []
    server.use(
      http.get(`${TEST_BASE}/usage/summary`, ({ request }) => {
        seen.push(`${new URL(request.url).search} ${request.headers.get('Authorization')}`)
        return HttpResponse.json(usageSummary)
      }),
      http.get(`${TEST_BASE}/usage/limits`, () => HttpResponse.json(usageLimits.proUnlimited)),
    )
    await expect(getUsageSummary(client)).resolves.toEqual(usageSummary)
    expect(seen).toEqual(['?days=30 Bearer tok'])
    await expect(getUsageLimits(client)).resolves.toEqual(usageLimits.proUnlimited)
  })

  it('posts the bulk request and reads a plain JSON answer', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(`${TEST_BASE}/pro/bulk-generate`, async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json(bulkResponse)
      }),
    )
    const request = { job_descriptions: ['A', 'B'], base_resume: null, user_profile: {} }
    await expect(bulkGenerate({ baseUrl: TEST_BASE, getToken }, request)).resolves.toEqual(
      bulkResponse,
    )
    expect(bodies).toEqual([request])
  })

  it('reports the progress of a streamed bulk run', async () => {
    const stream = [
      `event: progress\ndata: ${JSON.stringify({ stage: 'writing', percent: 40 })}\n\n`,
      `event: delta\ndata: ${JSON.stringify({ text: JSON.stringify(bulkResponse.results[0]) })}\n\n`,
      `event: delta\ndata: ${JSON.stringify({ text: 'not an item' })}\n\n`,
      `event: done\ndata: ${JSON.stringify(bulkResponse)}\n\n`,
    ].join('')
    server.use(
      http.post(
        `${TEST_BASE}/pro/bulk-generate`,
        () => new HttpResponse(stream, { headers: { 'Content-Type': 'text/event-stream' } }),
      ),
    )
    const percents: number[] = []
    const items: unknown[] = []
    const result = await bulkGenerate(
      { baseUrl: TEST_BASE, getToken },
      { job_descriptions: ['A'] },
      { onProgress: ({ percent }) => percents.push(percent), onItem: (item) => items.push(item) },
    )
    expect(percents).toEqual([40])
    expect(items).toEqual([bulkResponse.results[0]])
    expect(result.successful).toBe(2)
  })

  it('posts the text to check and the profile URL', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(`${TEST_BASE}/pro/plagiarism-check`, async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json(plagiarismResults.low)
      }),
      http.post(`${TEST_BASE}/pro/linkedin-import`, async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json(linkedinProfile)
      }),
    )
    await expect(checkPlagiarism(client, 'x'.repeat(60))).resolves.toEqual(plagiarismResults.low)
    await expect(importLinkedinProfile(client, 'linkedin.com/in/jordan')).resolves.toEqual(
      linkedinProfile,
    )
    expect(bodies).toEqual([{ text: 'x'.repeat(60) }, { profile_url: 'linkedin.com/in/jordan' }])
  })

  it('sends a LinkedIn file as the multipart field "file"', async () => {
    const names: string[] = []
    server.use(
      http.post(`${TEST_BASE}/pro/linkedin-import/file`, async ({ request }) => {
        const file = (await request.formData()).get('file')
        names.push(file instanceof File ? file.name : String(file))
        return HttpResponse.json(linkedinProfile)
      }),
    )
    const file = new File(['%PDF'], 'Profile.pdf', { type: 'application/pdf' })
    await expect(importLinkedinFile(client, file)).resolves.toEqual(linkedinProfile)
    expect(names).toEqual(['Profile.pdf'])
  })

  it('refuses a bearer call without a token before the network', async () => {
    const anonymous = createApiClient({ baseUrl: TEST_BASE, getToken: () => null })
    await expect(checkPlagiarism(anonymous, 'x'.repeat(60))).rejects.toBeInstanceOf(
      NotAuthenticatedError,
    )
  })
})

describe('proFailureOf (spec §8)', () => {
  it('sorts failures into not authenticated, the server message, or generic', () => {
    expect(proFailureOf(new NotAuthenticatedError())).toEqual({ kind: 'not-authenticated' })
    expect(proFailureOf(new ApiError(401, { detail: 'Token expired' }))).toEqual({
      kind: 'not-authenticated',
    })
    expect(proFailureOf(new ApiError(422, { detail: 'Profile is private' }))).toEqual({
      kind: 'message',
      message: 'Profile is private',
    })
    expect(proFailureOf(new ApiError(500, {}))).toEqual({ kind: 'generic' })
    expect(proFailureOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'generic' })
  })
})
