// @vitest-environment node
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import {
  bioExportRequest,
  bioRequest,
  bioResponse,
  coverLetterExportRequest,
  coverLetterRequest,
  coverLetterResponse,
} from '../../mocks/fixtures/generate.ts'
import { createApiClient } from './client.ts'
import {
  exportBio,
  exportCoverLetter,
  generateBio,
  generateCoverLetter,
  streamCoverLetter,
} from './generate.ts'
import { TEST_BASE, useTestServer } from './test-server.ts'

const server = useTestServer()
const client = createApiClient({ baseUrl: TEST_BASE, getToken: () => 'tok' })

function recordJson(url: string, answer: () => Response) {
  const seen: unknown[] = []
  server.use(
    http.post(url, async ({ request }) => {
      seen.push(await request.json())
      return answer()
    }),
  )
  return seen
}

describe('generate', () => {
  it('posts the bio request and returns the bio', async () => {
    const seen = recordJson(`${TEST_BASE}/generate/bio`, () => HttpResponse.json(bioResponse))
    await expect(generateBio(client, bioRequest)).resolves.toEqual(bioResponse)
    expect(seen).toEqual([bioRequest])
  })

  it('posts the cover letter request and returns the letter', async () => {
    const seen = recordJson(`${TEST_BASE}/generate/cover-letter`, () =>
      HttpResponse.json(coverLetterResponse),
    )
    await expect(generateCoverLetter(client, coverLetterRequest)).resolves.toEqual(
      coverLetterResponse,
    )
    expect(seen).toEqual([coverLetterRequest])
  })

  it.each(['docx', 'pdf'] as const)('exports a bio to %s at its own path', async (format) => {
    const seen = recordJson(
      `${TEST_BASE}/generate/bio/${format}`,
      () => new HttpResponse(new TextEncoder().encode('file'), { status: 200 }),
    )
    const file = await exportBio(client, format, bioExportRequest)
    expect(seen).toEqual([bioExportRequest])
    // No Content-Disposition: the fallback name.
    expect(file.filename).toBe(`executive-bio.${format}`)
    expect(await file.blob.text()).toBe('file')
  })

  it.each(['docx', 'pdf'] as const)(
    'exports a cover letter to %s under the name the server gives',
    async (format) => {
      const seen = recordJson(
        `${TEST_BASE}/generate/cover-letter/${format}`,
        () =>
          new HttpResponse(new TextEncoder().encode('file'), {
            headers: { 'Content-Disposition': `attachment; filename="maya-chen.${format}"` },
          }),
      )
      const file = await exportCoverLetter(client, format, coverLetterExportRequest)
      expect(seen).toEqual([coverLetterExportRequest])
      expect(file.filename).toBe(`maya-chen.${format}`)
    },
  )

  it('throws ApiError with the server body when an export is refused', async () => {
    const body = { detail: 'Pro subscription required for BIO export' }
    server.use(
      http.post(`${TEST_BASE}/generate/bio/pdf`, () => HttpResponse.json(body, { status: 403 })),
    )
    await expect(exportBio(client, 'pdf', bioExportRequest)).rejects.toMatchObject({
      status: 403,
      body,
    })
  })

  it('streams a cover letter from the cover-letter path', async () => {
    server.use(
      http.post(`${TEST_BASE}/generate/cover-letter`, ({ request }) => {
        if (request.headers.get('Accept') !== 'text/event-stream') return HttpResponse.error()
        return new HttpResponse(
          `event: delta\ndata: {"text":"Dear"}\n\nevent: done\ndata: ${JSON.stringify(coverLetterResponse)}\n\n`,
          { headers: { 'Content-Type': 'text/event-stream' } },
        )
      }),
    )
    const deltas: string[] = []
    const result = await streamCoverLetter(
      { baseUrl: TEST_BASE, getToken: () => 'tok' },
      coverLetterRequest,
      { onDelta: ({ text }) => deltas.push(text) },
    )
    expect(deltas).toEqual(['Dear'])
    expect(result).toEqual(coverLetterResponse)
  })
})
