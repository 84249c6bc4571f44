// @vitest-environment node
// Node's own File and FormData (see client-upload.test.ts for why not jsdom's).
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { ApiError } from './api-error.ts'
import { optimizeFailureOf } from './error-detail.ts'
import { createApiClient } from './client.ts'
import {
  createResumeFromForm,
  deleteResume,
  exportResume,
  getResume,
  listResumes,
  optimizeResume,
  setResumeTemplate,
  updateResume,
} from './resumes.ts'
import { TEST_BASE, useTestServer } from './test-server.ts'

const server = useTestServer()
const client = createApiClient({ baseUrl: TEST_BASE, getToken: () => 'tok' })

const ID = '7f1c2a9e-4b3d-4c5e-9f80-1a2b3c4d5e6f'
const resume = {
  id: ID,
  title: 'Data Analyst',
  original_content: 'SQL, Python',
  status: 'draft',
  match_score: null,
  template: 'minimalist',
  created_at: '2025-01-15T10:00:00.000Z',
}

describe('resumes', () => {
  it('lists resumes, applying the contract defaults', async () => {
    server.use(
      http.get(`${TEST_BASE}/resumes`, () =>
        HttpResponse.json([{ ...resume, template: undefined }]),
      ),
    )
    const [first] = await listResumes(client)
    expect(first?.id).toBe(ID)
    expect(first?.template).toBe('minimalist')
  })

  it('creates from pasted text without uploading, sending job_description null when empty', async () => {
    const calls: string[] = []
    let sent: unknown
    server.use(
      http.post(`${TEST_BASE}/upload/resume`, () => {
        calls.push('upload')
        return HttpResponse.json({ text_content: 'x' })
      }),
      http.post(`${TEST_BASE}/resumes`, async ({ request }) => {
        calls.push('create')
        sent = await request.json()
        return HttpResponse.json(resume, { status: 201 })
      }),
    )
    await createResumeFromForm(client, {
      title: 'Data Analyst',
      content: 'SQL, Python',
      jobDescription: '',
    })
    expect(calls).toEqual(['create'])
    expect(sent).toEqual({
      title: 'Data Analyst',
      original_content: 'SQL, Python',
      job_description: null,
    })
  })

  it('uploads an attached file first and creates the resume from its text (spec §4)', async () => {
    const calls: string[] = []
    let sent: unknown
    server.use(
      http.post(`${TEST_BASE}/upload/resume`, async ({ request }) => {
        const file = (await request.formData()).get('file')
        calls.push(`upload ${file instanceof File ? file.name : 'none'}`)
        return HttpResponse.json({ text_content: 'Extracted from PDF' })
      }),
      http.post(`${TEST_BASE}/resumes`, async ({ request }) => {
        calls.push('create')
        sent = await request.json()
        return HttpResponse.json(resume, { status: 201 })
      }),
    )
    const created = await createResumeFromForm(client, {
      title: 'Data Analyst',
      content: 'ignored paste',
      file: new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
      jobDescription: 'Analyst at ACME',
    })
    expect(calls).toEqual(['upload cv.pdf', 'create'])
    expect(sent).toEqual({
      title: 'Data Analyst',
      original_content: 'Extracted from PDF',
      job_description: 'Analyst at ACME',
    })
    expect(created.id).toBe(ID)
  })

  it('sets a template on the resume path', async () => {
    let seen: { path: string; body: unknown } | undefined
    server.use(
      http.put(`${TEST_BASE}/resumes/:id/template`, async ({ request }) => {
        seen = { path: new URL(request.url).pathname, body: await request.json() }
        return HttpResponse.json({ ...resume, template: 'modern' })
      }),
    )
    await expect(setResumeTemplate(client, ID, 'modern')).resolves.toMatchObject({
      template: 'modern',
    })
    expect(seen).toEqual({ path: `/api/resumes/${ID}/template`, body: { template: 'modern' } })
  })

  it('exports to a file named resume.docx when the server gives no name', async () => {
    server.use(
      http.post(`${TEST_BASE}/export/resume`, () => new HttpResponse(new Uint8Array([80, 75]))),
    )
    const file = await exportResume(client, { resume_id: ID, format: 'docx' })
    expect(file.filename).toBe('resume.docx')
    expect(file.blob.size).toBe(2)
  })
})

describe('optimize', () => {
  it('sends the resume id and reads the remaining generations', async () => {
    let sent: unknown
    server.use(
      http.post(`${TEST_BASE}/optimize/resume`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({
          message: 'Resume optimized successfully',
          usage_stats: { generations_remaining: 13, generation_limit: 20 },
          resume: { ...resume, status: 'optimized', optimized_content: 'SQL, Python, dbt' },
          added_keywords: [{ keyword: 'dbt', section: '', line: 'SQL, Python, dbt' }],
        })
      }),
    )
    const response = await optimizeResume(client, ID)
    expect(sent).toEqual({ resume_id: ID })
    expect(response.usage_stats).toEqual({ generations_remaining: 13, generation_limit: 20 })
    expect(response.resume?.status).toBe('optimized')
    expect(response.added_keywords?.map((added) => added.keyword)).toEqual(['dbt'])
  })

  it('rejects a refusal with its object detail intact (spec §8)', async () => {
    server.use(
      http.post(`${TEST_BASE}/optimize/resume`, () =>
        HttpResponse.json(
          {
            detail: {
              error: 'limit_exceeded',
              message: 'Monthly generation limit reached (20 generations).',
              reset_date: '2026-03-01',
              limit: 20,
            },
          },
          { status: 429 },
        ),
      ),
    )
    const error = await optimizeResume(client, ID).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(optimizeFailureOf(error)).toEqual({
      kind: 'limit_exceeded',
      message: 'Monthly generation limit reached (20 generations).',
      resetDate: '2026-03-01',
      limit: 20,
    })
  })
})

describe('one resume', () => {
  it('reads, updates and deletes by id', async () => {
    const calls: string[] = []
    server.use(
      http.get(`${TEST_BASE}/resumes/${ID}`, () => {
        calls.push('get')
        return HttpResponse.json(resume)
      }),
      http.put(`${TEST_BASE}/resumes/${ID}`, async ({ request }) => {
        calls.push(`put ${JSON.stringify(await request.json())}`)
        return HttpResponse.json({ ...resume, title: 'Renamed' })
      }),
      http.delete(`${TEST_BASE}/resumes/${ID}`, () => {
        calls.push('delete')
        return new HttpResponse(null, { status: 204 })
      }),
    )
    expect((await getResume(client, ID)).title).toBe('Data Analyst')
    expect((await updateResume(client, ID, { title: 'Renamed' })).title).toBe('Renamed')
    await deleteResume(client, ID)
    expect(calls).toEqual(['get', 'put {"title":"Renamed"}', 'delete'])
  })
})
