// @vitest-environment node
// Under jsdom, File and Blob are jsdom's while FormData and fetch are Node's, and Node's FormData
// serialises a jsdom File as the text "undefined". A browser has one family of these classes;
// Node alone has one too, so the multipart rule is tested here.
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineEndpoint } from '../../contract/endpoint.ts'
import { createApiClient } from './client.ts'
import { TEST_BASE, useTestServer } from './test-server.ts'

const server = useTestServer()

const uploadResume = defineEndpoint({
  method: 'POST',
  path: '/upload/resume',
  auth: 'bearer',
  request: 'multipart',
  response: z.object({ text_content: z.string() }),
  summary: 'Upload a resume file',
})

const client = createApiClient({ baseUrl: TEST_BASE, getToken: () => 'token' })

interface SeenUpload {
  contentType: string | null
  authorization: string | null
  fields: string[]
  name?: string
  text?: string
}

function captureUpload(): SeenUpload {
  const seen: SeenUpload = { contentType: null, authorization: null, fields: [] }
  server.use(
    http.post(`${TEST_BASE}/upload/resume`, async ({ request }) => {
      seen.contentType = request.headers.get('Content-Type')
      seen.authorization = request.headers.get('Authorization')
      const form = await request.formData()
      seen.fields = [...form.keys()]
      const file = form.get('file')
      if (file instanceof File) {
        seen.name = file.name
        seen.text = await file.text()
      }
      return HttpResponse.json({ text_content: 'extracted text' })
    }),
  )
  return seen
}

describe('createApiClient: multipart upload (spec §7, POST /upload/resume)', () => {
  it('sends a file as the "file" field, with the content type and boundary fetch chose', async () => {
    const seen = captureUpload()
    const file = new File(['Jane Doe, engineer'], 'cv.txt', { type: 'text/plain' })
    await expect(client.request(uploadResume, { body: file })).resolves.toEqual({
      text_content: 'extracted text',
    })
    expect(seen.contentType).toMatch(/^multipart\/form-data; boundary=\S+/)
    expect(seen.authorization).toBe('Bearer token')
    expect(seen.fields).toEqual(['file'])
    expect(seen.name).toBe('cv.txt')
    expect(seen.text).toBe('Jane Doe, engineer')
  })

  it('names a bare Blob so the server does not see "blob"', async () => {
    const seen = captureUpload()
    await client.request(uploadResume, { body: new Blob(['plain']) })
    expect(seen.name).toBe('upload')
    expect(seen.text).toBe('plain')
  })

  it('sends a ready FormData as it is', async () => {
    const seen = captureUpload()
    const form = new FormData()
    form.append('file', new File(['%PDF-1.7'], 'resume.pdf', { type: 'application/pdf' }))
    await client.request(uploadResume, { body: form })
    expect(seen.fields).toEqual(['file'])
    expect(seen.name).toBe('resume.pdf')
    expect(seen.text).toBe('%PDF-1.7')
    expect(seen.contentType).toMatch(/^multipart\/form-data; boundary=/)
  })

  it('refuses a body that is neither FormData nor a file', async () => {
    // @ts-expect-error a multipart call takes FormData or a Blob
    await expect(client.request(uploadResume, { body: { file: 'x' } })).rejects.toThrow(TypeError)
  })
})
