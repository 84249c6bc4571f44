import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Document, Packer, Paragraph, TextRun } from 'docx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { layoutSignalsSchema } from '../../src/contract/documents.ts'
import { uploadResponseSchema } from '../../src/contract/resumes.ts'
import type { Database } from '../db/database.ts'
import { buildTestApp } from '../test/app.ts'
import type { TestApp } from '../test/app.ts'
import { testDatabases } from '../test/databases.ts'
import { bearer, signUp } from '../test/identity.ts'
import { buildPdfFixture } from '../domain/documents/pdf-fixture.ts'
import { forgedLegacyDoc } from '../test/malformed-files.ts'
import type { TestAccount } from '../test/identity.ts'
import { baseNameOf, MAX_UPLOAD_BYTES, toUploadResponse } from './upload.ts'

// The shared sample files sit next to the repository: ../shared/data from its root.
const SAMPLES = fileURLToPath(new URL('../../../shared/data/samples', import.meta.url))

function sample(...parts: string[]): Buffer {
  return readFileSync(path.join(SAMPLES, ...parts))
}

function samplesIn(folder: string, extension: string): string[] {
  return readdirSync(path.join(SAMPLES, folder)).filter((name) => name.endsWith(extension))
}

const BOUNDARY = '----jobfit-test-boundary'

/** A resume's worth of lines for the PDFs built in code (pdf-fixture.ts). */
const FIXTURE_LINES = [
  'Maya Chen, Senior Frontend Engineer',
  'Built React and TypeScript apps for ten years',
  'Led a team of five engineers at Northwind',
  'Shipped a design system used by four product teams and cut page load time by half',
  'Mentored junior developers and ran weekly reviews of accessibility and performance',
  'Worked with designers and product managers to plan each release of the web app',
  'Wrote tests for the checkout flow and kept the error rate under one percent',
]

/** A multipart/form-data body by hand, so the test controls every byte and field name. */
function multipart(
  parts: { field: string; filename?: string; type?: string; content: Buffer | string }[],
): Buffer {
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.field}"`
        : `form-data; name="${part.field}"; filename="${part.filename}"`
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n` +
          (part.type === undefined ? '' : `Content-Type: ${part.type}\r\n`) +
          '\r\n',
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`))
  return Buffer.concat(chunks)
}

async function docxResume(): Promise<Buffer> {
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ children: [new TextRun({ text: 'Grace Hopper', bold: true })] }),
          new Paragraph('Rear Admiral and computer scientist'),
          new Paragraph('Invented the first compiler and championed COBOL across the Navy.'),
          new Paragraph({ text: 'Led the UNIVAC programming team', bullet: { level: 0 } }),
        ],
      },
    ],
  })
  return Packer.toBuffer(document)
}

describe('upload response rules', () => {
  it('keeps only the base name of a path-like file name', () => {
    expect(baseNameOf('C:\\fakepath\\cv.pdf')).toBe('cv.pdf')
    expect(baseNameOf('/home/me/cv.docx')).toBe('cv.docx')
    expect(baseNameOf('cv.txt')).toBe('cv.txt')
  })

  it('omits the file type of a legacy .doc and the page count of pageless formats', () => {
    const layout = layoutSignalsSchema.parse({
      kind: 'doc',
      page_count: null,
      word_count: 3,
      columns: 1,
      tables: 0,
      text_boxes: 0,
      images_without_text: 0,
      contact_only_in_header_footer: false,
    })
    const response = toUploadResponse('old.doc', {
      text: 'Three words here',
      layout,
      warnings: [],
      textWarnings: [],
    })
    expect(response.file_type).toBeUndefined()
    expect(response.page_count).toBeUndefined()
    expect(response).toMatchObject({ filename: 'old.doc', word_count: 3, character_count: 16 })
  })
})

describe.each(testDatabases())('POST /upload/resume on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let test: TestApp
  let account: TestAccount

  beforeAll(async () => {
    ;({ database, dispose } = await target.open())
    // One user uploads every sample here; the upload limit has its own test (plugins/rate-limits).
    test = await buildTestApp(database, { UPLOAD_RATE_LIMIT_PER_MINUTE: '1000' })
    account = await signUp()
  })
  afterAll(async () => {
    await test?.close()
    await dispose?.()
  })

  function upload(content: Buffer | string, filename = 'resume.pdf', field = 'file') {
    return test.app.inject({
      method: 'POST',
      url: '/api/upload/resume',
      headers: {
        ...bearer(account),
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload: multipart([{ field, filename, type: 'application/octet-stream', content }]),
    })
  }

  const readable = [
    ...samplesIn('resumes', '.pdf').map((name) => ['resumes', name] as const),
    ...samplesIn('jds', '.pdf').map((name) => ['jds', name] as const),
  ]

  it('finds the sample PDFs', () => {
    expect(readable.length).toBeGreaterThanOrEqual(9)
  })

  it.each(readable)('reads %s/%s', async (folder, name) => {
    const response = await upload(sample(folder, name), name)
    expect(response.statusCode, response.body).toBe(200)
    const body = uploadResponseSchema.parse(response.json())
    expect(body).toMatchObject({
      filename: name,
      file_type: 'pdf',
      has_columns: false,
      warnings: expect.any(Array),
    })
    expect(body.text_content.length).toBeGreaterThan(500)
    expect(body.character_count).toBe(body.text_content.length)
    expect(body.word_count).toBeGreaterThan(150)
    expect(body.page_count).toBeGreaterThanOrEqual(1)
    expect(body.layout).toMatchObject({ kind: 'pdf', word_count: body.word_count })
  })

  it('reads the JSON samples as text', async () => {
    const names = [
      ...samplesIn('resumes', '.json').map((name) => ['resumes', name] as const),
      ...samplesIn('jds', '.json').map((name) => ['jds', name] as const),
    ]
    expect(names.length).toBeGreaterThan(0)
    for (const [folder, name] of names) {
      const response = await upload(sample(folder, name), name)
      expect(response.statusCode, name).toBe(200)
      expect(response.json()).toMatchObject({ file_type: 'txt', filename: name })
    }
  })

  it('reads the hard PDFs that have text: ligatures and two columns', async () => {
    const ligatures = await upload(sample('pdf-hard', 'copy_paste_ligatures.pdf'))
    expect(ligatures.statusCode).toBe(200)
    expect(ligatures.json().text_content).toMatch(/^abcdeffffiflffiffl/)
    const columns = await upload(sample('pdf-hard', 'multicolumn.pdf'))
    expect(columns.statusCode).toBe(200)
    expect(columns.json()).toMatchObject({ has_columns: true, page_count: 3, file_type: 'pdf' })
  })

  it('returns symbol soup with a garbled_text warning, and plain text without one', async () => {
    const soup = await upload(
      Buffer.from(buildPdfFixture({ lines: FIXTURE_LINES, font: 'custom-encoding-letters' })),
    )
    expect(soup.statusCode).toBe(200)
    const body = uploadResponseSchema.parse(soup.json())
    expect(body.text_warnings?.map((warning) => warning.code)).toEqual(['garbled_text'])
    expect(body.text_content).not.toBe('')
    const plain = await upload(Buffer.from(buildPdfFixture({ lines: FIXTURE_LINES })))
    expect(plain.statusCode).toBe(200)
    expect(plain.json()).not.toHaveProperty('text_warnings')
  })

  it.each([
    ['imagemagick-images.pdf', /scanned/],
    ['libreoffice-writer-password.pdf', /password/],
    ['03-invalid.pdf', /damaged/],
  ])('refuses %s with 422 and the reason', async (name, reason) => {
    const response = await upload(sample('pdf-hard', name), name)
    expect(response.statusCode).toBe(422)
    const { detail } = response.json() as { detail: string }
    expect(detail).toMatch(reason)
    expect(detail).toMatch(/paste the text/)
  })

  it('reads a DOCX built with the docx package, whatever its name says', async () => {
    const response = await upload(await docxResume(), 'resume.pdf')
    expect(response.statusCode, response.body).toBe(200)
    const body = uploadResponseSchema.parse(response.json())
    expect(body.file_type).toBe('docx')
    expect(body.text_content).toContain('Grace Hopper')
    expect(body.text_content).toContain('Invented the first compiler')
    expect(body.text_content).toMatch(/UNIVAC programming team/)
    expect(body.page_count).toBeUndefined()
    expect(body.layout?.kind).toBe('docx')
  })

  it('reads a plain-text file', async () => {
    const text = 'Jane Doe\nBackend engineer with Python, PostgreSQL and Kubernetes experience.\n'
    const response = await upload(text, 'C:\\fakepath\\resume.txt')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      text_content: text.trim(),
      filename: 'resume.txt',
      file_type: 'txt',
      has_tables: false,
    })
  })

  it('refuses a file over 5 MB with 413 and a clear message', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 0x41)
    big.write('%PDF-1.7\n', 0)
    const response = await upload(big, 'huge.pdf')
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ detail: expect.stringMatching(/larger than 5 MB/) })
    // At the limit exactly is still read (and here refused only for its content).
    const atLimit = Buffer.alloc(MAX_UPLOAD_BYTES, 0x20)
    atLimit.write('Jane Doe, backend engineer with Python and PostgreSQL experience.', 0)
    expect((await upload(atLimit, 'limit.txt')).statusCode).not.toBe(413)
  })

  it('refuses random bytes with 415, naming the accepted formats', async () => {
    const response = await upload(randomBytes(4096), 'resume.pdf')
    expect(response.statusCode).toBe(415)
    expect(response.json().detail).toMatch(/PDF.*DOCX.*TXT/)
  })

  it('refuses an empty file, a missing file, a wrong field and a non-multipart body', async () => {
    expect((await upload('', 'empty.txt')).statusCode).toBe(422)

    const wrongField = await upload('Some resume text that is long enough to read.', 'a.txt', 'doc')
    expect(wrongField.statusCode).toBe(422)
    expect(wrongField.json().detail).toMatch(/field "file"/)

    const fieldsOnly = await test.app.inject({
      method: 'POST',
      url: '/api/upload/resume',
      headers: {
        ...bearer(account),
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload: multipart([{ field: 'title', content: 'no file here' }]),
    })
    expect(fieldsOnly.statusCode).toBe(422)

    const json = await test.app.inject({
      method: 'POST',
      url: '/api/upload/resume',
      headers: { ...bearer(account), 'content-type': 'application/json' },
      payload: JSON.stringify({ file: 'text' }),
    })
    expect(json.statusCode).toBe(415)
    expect(json.json().detail).toMatch(/multipart\/form-data/)
  })

  it('answers a broken multipart body with 400 and what to do, not 500', async () => {
    const text = 'Jane Example, senior engineer with TypeScript and PostgreSQL.'
    const whole = multipart([{ field: 'file', filename: 'a.txt', content: text }])
    const bodies: [string, Buffer][] = [
      // Cut short: no closing boundary.
      [`multipart/form-data; boundary=${BOUNDARY}`, whole.subarray(0, whole.length - 40)],
      // A boundary the body never uses, and none at all.
      ['multipart/form-data; boundary=elsewhere', whole],
      ['multipart/form-data', whole],
    ]
    for (const [contentType, payload] of bodies) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/upload/resume',
        headers: { ...bearer(account), 'content-type': contentType },
        payload,
      })
      expect(response.statusCode, contentType).toBe(400)
      expect(response.json().detail).toMatch(/incomplete or malformed.*Choose the file again/)
    }
  })

  it("answers a refusal in the request's language, English without one", async () => {
    function refuse(content: Buffer | Uint8Array, filename: string, language?: string) {
      return test.app.inject({
        method: 'POST',
        url: '/api/upload/resume',
        headers: {
          ...bearer(account),
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          ...(language === undefined ? {} : { 'accept-language': language }),
        },
        payload: multipart([{ field: 'file', filename, content: Buffer.from(content) }]),
      })
    }
    const empty = new Uint8Array(0)
    const cases: [string | undefined, RegExp][] = [
      [undefined, /^We couldn't find any text in this file\./],
      ['ru', /^Мы не нашли в этом файле никакого текста\./],
      ['es-ES,es;q=0.9,en;q=0.8', /^No hemos encontrado ningún texto en este archivo\./],
      ['de-DE', /^We couldn't find any text in this file\./],
    ]
    for (const [language, detail] of cases) {
      const response = await refuse(empty, 'empty.txt', language)
      expect(response.statusCode, language).toBe(422)
      expect(response.json().detail, language).toMatch(detail)
    }

    // A PDF whose font has no Unicode map is not called a scan, in any language.
    const noMap = buildPdfFixture({ lines: FIXTURE_LINES, font: 'type3' })
    const noMapRu = await refuse(noMap, 'resume.pdf', 'ru')
    expect(noMapRu.statusCode).toBe(422)
    expect(noMapRu.json().detail).toMatch(
      /^В этом PDF есть текст, но у его шрифта нет карты Unicode/,
    )
    const noMapEs = await refuse(noMap, 'resume.pdf', 'es')
    expect(noMapEs.json().detail).toMatch(/No es un escaneo/)

    const forged = forgedLegacyDoc('fat-sector-count')
    const russian = await refuse(forged, 'resume.doc', 'ru-RU,ru;q=0.9')
    expect(russian.statusCode).toBe(422)
    expect(russian.json().detail).toMatch(
      /^Не удалось прочитать этот файл как документ Word 97-2003/,
    )
    const spanish = await refuse(forged, 'resume.doc', 'es')
    expect(spanish.json().detail).toMatch(
      /^No hemos podido leer este archivo como documento de Word/,
    )
    const english = await refuse(forged, 'resume.doc')
    expect(english.json().detail).toMatch(/^We could not read this file as a Word 97-2003 document/)

    // The upload's own refusals too (no file in the field "file").
    const noFile = await test.app.inject({
      method: 'POST',
      url: '/api/upload/resume',
      headers: {
        ...bearer(account),
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'accept-language': 'es',
      },
      payload: multipart([{ field: 'doc', filename: 'a.txt', content: 'Some resume text.' }]),
    })
    expect(noFile.statusCode).toBe(422)
    expect(noFile.json().detail).toBe(
      'No hemos recibido ningún archivo. Elige un archivo PDF, DOCX o TXT y envíalo en el campo "file".',
    )
  })

  it('needs a signed-in user', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/upload/resume',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart([{ field: 'file', filename: 'a.txt', content: 'hello' }]),
    })
    expect(response.statusCode).toBe(401)
  })
})
