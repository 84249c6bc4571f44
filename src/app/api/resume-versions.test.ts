import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { ApiError } from './api-error.ts'
import { createApiClient } from './client.ts'
import { getReview, listVersions, restoreVersion, saveVersion } from './resume-versions.ts'
import { exportResume } from './resumes.ts'
import { TEST_BASE, useTestServer } from './test-server.ts'

const server = useTestServer()
const client = createApiClient({ baseUrl: TEST_BASE, getToken: () => 'tok' })

const ID = '7f1c2a9e-4b3d-4c5e-9f80-1a2b3c4d5e6f'
const VERSION_ID = '6f0c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f'
const version = {
  id: VERSION_ID,
  number: 2,
  created_at: '2026-11-28T10:00:00.000Z',
  source: 'review',
  ats_score: 71,
  match_score: 64.5,
  restored_from: null,
  text: 'SQL, Python, dbt',
}
const resume = {
  id: ID,
  title: 'Data Analyst',
  original_content: 'SQL, Python',
  optimized_content: 'SQL, Python, dbt',
  status: 'optimized',
  match_score: 64.5,
  template: 'minimalist',
  created_at: '2026-11-01T10:00:00.000Z',
}

describe('resume versions', () => {
  it('lists the versions with the bearer token', async () => {
    let auth: string | null = null
    server.use(
      http.get(`${TEST_BASE}/resumes/${ID}/versions`, ({ request }) => {
        auth = request.headers.get('authorization')
        return HttpResponse.json({ versions: [version] })
      }),
    )
    const { versions } = await listVersions(client, ID)
    expect(versions).toEqual([version])
    expect(auth).toBe('Bearer tok')
  })

  it('reads the review, defaulting model_failed to false', async () => {
    server.use(
      http.get(`${TEST_BASE}/resumes/${ID}/review`, () =>
        HttpResponse.json({ version_id: VERSION_ID, original: 'SQL', changes: [], rejected: [] }),
      ),
    )
    expect(await getReview(client, ID)).toEqual({
      version_id: VERSION_ID,
      original: 'SQL',
      changes: [],
      rejected: [],
      model_failed: false,
    })
  })

  it('passes on the 404 of a resume never optimized as an ApiError with its message', async () => {
    const detail =
      'This resume has no optimization to review yet. Optimize it first, then open the review.'
    server.use(
      http.get(`${TEST_BASE}/resumes/${ID}/review`, () =>
        HttpResponse.json({ detail }, { status: 404 }),
      ),
    )
    const error: unknown = await getReview(client, ID).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(404)
    expect((error as ApiError).message).toContain('404')
  })

  it('saves a text as a version, sending the text and its source', async () => {
    let sent: unknown
    server.use(
      http.post(`${TEST_BASE}/resumes/${ID}/versions`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ resume, version })
      }),
    )
    const saved = await saveVersion(client, ID, { text: 'SQL, Python, dbt', source: 'review' })
    expect(sent).toEqual({ text: 'SQL, Python, dbt', source: 'review' })
    expect(saved.version.number).toBe(2)
    expect(saved.resume.optimized_content).toBe('SQL, Python, dbt')
  })

  it('restores a version by its id, with no body', async () => {
    let path = ''
    let body = ''
    server.use(
      http.post(`${TEST_BASE}/resumes/:id/versions/:version/restore`, async ({ request }) => {
        path = new URL(request.url).pathname
        body = await request.text()
        return HttpResponse.json({
          resume,
          version: { ...version, number: 3, source: 'restore', restored_from: VERSION_ID },
        })
      }),
    )
    const restored = await restoreVersion(client, ID, VERSION_ID)
    expect(path).toBe(`/api/resumes/${ID}/versions/${VERSION_ID}/restore`)
    expect(body).toBe('')
    expect(restored.version).toMatchObject({ number: 3, restored_from: VERSION_ID })
  })

  it('exports a chosen version, keeping the name the server gives the file', async () => {
    let sent: unknown
    const name = 'data-analyst-version-2-28-nov-2026.pdf'
    server.use(
      http.post(`${TEST_BASE}/export/resume`, async ({ request }) => {
        sent = await request.json()
        return new HttpResponse(new Uint8Array([37, 80]), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="${name}"; filename*=UTF-8''${name}`,
          },
        })
      }),
    )
    const file = await exportResume(client, {
      resume_id: ID,
      format: 'pdf',
      version_id: VERSION_ID,
    })
    expect(sent).toEqual({ resume_id: ID, format: 'pdf', version_id: VERSION_ID })
    expect(file.filename).toBe(name)
  })
})
