import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { endpoints } from '../../contract/endpoints.ts'
import { RESUME_IDS, baseResumeText, optimizedResume } from '../fixtures/resumes.ts'
import { server } from '../node.ts'
import { mockState, resetMockState } from '../state.ts'
import { resumeVersionsHandlers } from './resume-versions.ts'

const BASE = 'http://localhost/api'
const OPTIMIZED = RESUME_IDS.northwind
const DRAFT = RESUME_IDS.tailspin

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetMockState())
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

async function versions(id: string) {
  const response = await fetch(`${BASE}/resumes/${id}/versions`)
  return endpoints.listResumeVersions.response.parse(await response.json()).versions
}

function post(path: string, body?: unknown) {
  return fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

describe('resume version mocks', () => {
  it('start each resume with its original, then its rewrite, newest first', async () => {
    expect((await versions(DRAFT)).map((v) => [v.number, v.source])).toEqual([[1, 'original']])
    const history = await versions(OPTIMIZED)
    expect(history.map((v) => [v.number, v.source, v.text])).toEqual([
      [2, 'offline', optimizedResume.optimized_content],
      [1, 'original', baseResumeText],
    ])
  })

  it('serve a review for a rewritten resume and the server’s 404 for a draft', async () => {
    const review = await fetch(`${BASE}/resumes/${OPTIMIZED}/review`)
    const body = endpoints.getResumeReview.response.parse(await review.json())
    expect(body.original).toBe(baseResumeText)
    expect(body.version_id).toBe((await versions(OPTIMIZED))[0]?.id)
    const none = await fetch(`${BASE}/resumes/${DRAFT}/review`)
    expect(none.status).toBe(404)
    expect(await none.json()).toEqual({ detail: expect.stringMatching(/Optimize it first/) })
  })

  it('save a text as a version and restore an earlier one, changing the resume', async () => {
    const saved = await post(`/resumes/${DRAFT}/versions`, { text: 'Edited', source: 'editor' })
    const body = endpoints.saveResumeVersion.response.parse(await saved.json())
    expect(body.version).toMatchObject({ number: 2, source: 'editor', text: 'Edited' })
    expect(mockState.resumes.find((r) => r.id === DRAFT)?.optimized_content).toBe('Edited')

    const original = (await versions(DRAFT)).at(-1)
    const restored = await post(`/resumes/${DRAFT}/versions/${original?.id}/restore`)
    const back = endpoints.restoreResumeVersion.response.parse(await restored.json())
    expect(back.version).toMatchObject({
      number: 3,
      source: 'restore',
      restored_from: original?.id,
    })
    expect(back.resume.optimized_content).toBeUndefined()

    const missing = await post(`/resumes/${DRAFT}/versions/${crypto.randomUUID()}/restore`)
    expect(missing.status).toBe(404)
    const invalid = await post(`/resumes/${DRAFT}/versions`, { text: ' ', source: 'editor' })
    expect(invalid.status).toBe(422)
  })

  it('export a chosen version under its name, and refuse one that is not the resume’s', async () => {
    const original = (await versions(OPTIMIZED)).at(-1)
    const response = await post('/export/resume', {
      resume_id: OPTIMIZED,
      format: 'pdf',
      version_id: original?.id,
    })
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="senior-frontend-engineer-northwind-version-1-3-nov-2025.pdf"',
    )
    expect(await response.text()).toContain(baseResumeText)
    const missing = await post('/export/resume', {
      resume_id: OPTIMIZED,
      version_id: crypto.randomUUID(),
    })
    expect(missing.status).toBe(404)
  })

  it('start over with the mock state', async () => {
    await post(`/resumes/${DRAFT}/versions`, { text: 'Edited', source: 'editor' })
    resetMockState()
    expect(await versions(DRAFT)).toHaveLength(1)
  })

  it('have a scenario without a review', async () => {
    server.use(...resumeVersionsHandlers.noReview)
    expect((await fetch(`${BASE}/resumes/${OPTIMIZED}/review`)).status).toBe(404)
  })
})
