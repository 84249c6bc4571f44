import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { atsComparison, keywordAnalysis } from '../../mocks/fixtures/analysis.ts'
import { analyzeKeywords, compareAts } from './analysis.ts'
import { ApiError } from './api-error.ts'
import { createApiClient } from './client.ts'
import { TEST_BASE, useTestServer } from './test-server.ts'

const server = useTestServer()
const client = createApiClient({ baseUrl: TEST_BASE, getToken: () => 'tok' })

describe('analysis calls', () => {
  it('posts the texts with the bearer token and parses the analysis', async () => {
    let sent: unknown
    let authorization: string | null = null
    server.use(
      http.post(`${TEST_BASE}/analyze/keywords`, async ({ request }) => {
        sent = await request.json()
        authorization = request.headers.get('authorization')
        return HttpResponse.json(keywordAnalysis)
      }),
    )
    const analysis = await analyzeKeywords(client, {
      resume_content: 'Python',
      job_description: 'Python, SQL',
    })
    expect(sent).toEqual({ resume_content: 'Python', job_description: 'Python, SQL' })
    expect(authorization).toBe('Bearer tok')
    expect(analysis.total_keywords).toBe(keywordAnalysis.total_keywords)
  })

  it('reports a refusal with its status and message', async () => {
    server.use(
      http.post(`${TEST_BASE}/analyze/keywords`, () =>
        HttpResponse.json({ detail: 'resume_content is empty.' }, { status: 422 }),
      ),
    )
    const failure = analyzeKeywords(client, { resume_content: 'x', job_description: 'y' })
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({ status: 422 })
  })

  it('compares an original and an optimized text', async () => {
    server.use(
      http.post(`${TEST_BASE}/analyze/ats-comparison`, () => HttpResponse.json(atsComparison)),
    )
    const comparison = await compareAts(client, {
      resume_content: 'a',
      optimized_content: 'b',
      job_description: 'c',
    })
    expect(comparison.improvement_delta).toBe(atsComparison.improvement_delta)
  })
})
