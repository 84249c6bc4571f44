// @vitest-environment node
// Node's own FormData and File: jsdom's cannot be sent by Node's fetch, which is a test-environment
// limit of jsdom rather than something the mocks can fix (see the report of this change).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { endpoints } from '../contract/endpoints.ts'
import { server } from './node.ts'
import { resetMockState } from './state.ts'

const BASE = 'http://localhost/api'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetMockState())
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function upload(path: string, file: File) {
  const form = new FormData()
  form.append('file', file)
  return fetch(`${BASE}${path}`, { method: 'POST', body: form })
}

describe('multipart uploads', () => {
  it('return the text of a TXT resume', async () => {
    const response = await upload(
      endpoints.uploadResume.path,
      new File(['# Ana Ruiz\n- Built things'], 'ana.txt'),
    )
    expect(response.status).toBe(200)
    expect(endpoints.uploadResume.response.parse(await response.json())).toMatchObject({
      text_content: '# Ana Ruiz\n- Built things',
      file_type: 'txt',
      word_count: 4,
    })
  })

  it('return the extracted text and layout of a PDF', async () => {
    const response = await upload(endpoints.uploadResume.path, new File(['%PDF-1.7'], 'cv.pdf'))
    const body = endpoints.uploadResume.response.parse(await response.json())
    expect(body).toMatchObject({ file_type: 'pdf', filename: 'cv.pdf', page_count: 1 })
    expect(body.text_content).toContain('Maya Chen')
  })

  it('refuse an unsupported type with 415 and a missing file with 400', async () => {
    expect((await upload(endpoints.uploadResume.path, new File(['x'], 'photo.png'))).status).toBe(
      415,
    )
    const empty = await fetch(`${BASE}${endpoints.uploadResume.path}`, {
      method: 'POST',
      body: new FormData(),
    })
    expect(empty.status).toBe(400)
  })

  it('import a LinkedIn PDF or ZIP', async () => {
    const pdf = await upload(endpoints.linkedinImportFile.path, new File(['%PDF'], 'Profile.pdf'))
    expect(endpoints.linkedinImportFile.response.parse(await pdf.json())).toMatchObject({
      name: 'Jordan Rivera',
      source: 'pdf',
    })
    const zip = await upload(
      endpoints.linkedinImportFile.path,
      new File(['PK'], 'Basic_LinkedInDataExport.zip'),
    )
    expect(endpoints.linkedinImportFile.response.parse(await zip.json()).source).toBe('zip')
  })
})
