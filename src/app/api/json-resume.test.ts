// @vitest-environment node
// Node's own Blob and File (see client-upload.test.ts for why not jsdom's).
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { ApiError } from './api-error.ts'
import { createApiClient } from './client.ts'
import {
  downloadJsonResume,
  importJsonResumeFile,
  JsonResumeFileError,
  MAX_JSON_RESUME_BYTES,
} from './json-resume.ts'
import { TEST_BASE, useTestServer } from './test-server.ts'

const server = useTestServer()
const client = createApiClient({ baseUrl: TEST_BASE, getToken: () => 'tok' })

const ID = '7f1c2a9e-4b3d-4c5e-9f80-1a2b3c4d5e6f'
const created = {
  id: ID,
  title: 'Jane Doe – Backend Engineer',
  original_content: '# Jane Doe\nBackend Engineer',
  status: 'draft',
  match_score: null,
  template: 'minimalist',
  created_at: '2025-01-15T10:00:00.000Z',
}
const DOCUMENT = { basics: { name: 'Jane Doe', label: 'Backend Engineer' } }

describe('JSON Resume calls', () => {
  it('downloads a resume under the name the server gives it', async () => {
    server.use(
      http.get(`${TEST_BASE}/resumes/${ID}/json-resume`, ({ request }) => {
        expect(request.headers.get('authorization')).toBe('Bearer tok')
        return new HttpResponse(JSON.stringify(DOCUMENT), {
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'content-disposition': `attachment; filename="jane-doe.json"; filename*=UTF-8''jane-doe.json`,
          },
        })
      }),
    )
    const file = await downloadJsonResume(client, ID)
    expect(file.filename).toBe('jane-doe.json')
    expect(JSON.parse(await file.blob.text())).toEqual(DOCUMENT)
  })

  it('sends the parsed file as the JSON body and returns the created resume', async () => {
    let sent: unknown
    server.use(
      http.post(`${TEST_BASE}/resumes/import/json-resume`, async ({ request }) => {
        expect(request.headers.get('content-type')).toBe('application/json')
        sent = await request.json()
        return HttpResponse.json(created)
      }),
    )
    // With the byte-order mark some editors write first.
    const file = new File([`\uFEFF${JSON.stringify(DOCUMENT)}`], 'resume.json', {
      type: 'application/json',
    })
    const resume = await importJsonResumeFile(client, file)
    expect(sent).toEqual(DOCUMENT)
    expect(resume.title).toBe('Jane Doe – Backend Engineer')
  })

  it('names a file that is not JSON, or too large, without calling the server', async () => {
    // No handler: a request would fail the test (onUnhandledRequest: 'error').
    const notJson = importJsonResumeFile(client, new File(['name: Jane'], 'resume.yaml'))
    await expect(notJson).rejects.toEqual(new JsonResumeFileError('not-json', 'resume.yaml'))
    const large = new File([new Uint8Array(MAX_JSON_RESUME_BYTES + 1)], 'resume.json')
    await expect(importJsonResumeFile(client, large)).rejects.toMatchObject({
      name: 'JsonResumeFileError',
      reason: 'too-large',
      fileName: 'resume.json',
    })
  })

  it("passes the server's refusal on as an ApiError with its message", async () => {
    const detail =
      'This is not a JSON Resume the app can import: work[0].startDate: expected a date like 2021, 2021-03 or 2021-03-15 (ISO 8601), got "March 2021".'
    server.use(
      http.post(`${TEST_BASE}/resumes/import/json-resume`, () =>
        HttpResponse.json({ detail }, { status: 422 }),
      ),
    )
    const refused = importJsonResumeFile(client, new File(['{"work": []}'], 'resume.json'))
    await expect(refused).rejects.toBeInstanceOf(ApiError)
    await expect(refused).rejects.toMatchObject({ status: 422, body: { detail } })
  })
})
