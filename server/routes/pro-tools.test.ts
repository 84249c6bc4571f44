import { createServer } from 'node:http'
import type { IncomingMessage, Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  LINKEDIN_URL_MESSAGE,
  linkedinImportResponseSchema,
  plagiarismResponseSchema,
} from '../../src/contract/pro.ts'
import type { Database } from '../db/database.ts'
import { NO_PROVIDER_MESSAGE } from '../domain/linkedin/import-error.ts'
import {
  buildExportZip,
  buildProfilePdf,
  PDF_PROFILE,
} from '../domain/linkedin/profile-fixtures.ts'
import { LOCAL_PROVIDER_NAME } from '../domain/originality/check-originality.ts'
import { buildTestApp } from '../test/app.ts'
import type { TestApp } from '../test/app.ts'
import { testDatabases } from '../test/databases.ts'
import { accountOnPlan } from '../test/generation.ts'
import { bearer } from '../test/identity.ts'
import type { TestAccount } from '../test/identity.ts'
import { MAX_PROFILE_FILE_BYTES, PLAGIARISM_TOO_SHORT, PRO_TOOL_FORBIDDEN } from './pro-tools.ts'

const BOUNDARY = '----jobfit-pro-tools-boundary'

function multipart(content: Uint8Array | string, filename = 'profile.pdf', field = 'file'): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])
}

const ORIGINAL =
  'Rebuilt the nightly billing export in Go after the Ruby version kept timing out; the job now ' +
  'finishes in eleven minutes instead of three hours, and finance closes the month two days sooner.'

/** The first lines of a shipped sample job description, word for word. */
const COPIED = readFileSync(
  new URL('../domain/originality/corpus/samples/rm-jd-backend.txt', import.meta.url),
  'utf8',
)
  .split('\n')
  .slice(0, 6)
  .join('\n')

/** A local HTTP server that records what reaches it and answers with `reply`. */
interface Recorder {
  url: string
  requests: Array<{ method: string; url: string; authorization: string | undefined; body: string }>
  close(): Promise<void>
}

async function recorder(
  reply: (request: IncomingMessage, body: string) => { status: number; json?: unknown },
): Promise<Recorder> {
  const requests: Recorder['requests'] = []
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        body,
      })
      const answer = reply(request, body)
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(answer.json === undefined ? '' : JSON.stringify(answer.json))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

describe.each(testDatabases())('pro tools on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let test: TestApp
  let pro: TestAccount

  beforeAll(async () => {
    ;({ database, dispose } = await target.open())
    test = await buildTestApp(database)
    pro = await accountOnPlan(test.app, database, 'pro')
  })
  afterAll(async () => {
    await test?.close()
    await dispose?.()
  })

  const post = (app: TestApp, account: TestAccount | null, url: string, payload: unknown) =>
    app.app.inject({
      method: 'POST',
      url,
      headers: account === null ? {} : bearer(account),
      payload: payload as Record<string, unknown>,
    })
  const upload = (
    account: TestAccount,
    content: Uint8Array | string,
    filename?: string,
    field?: string,
  ) =>
    test.app.inject({
      method: 'POST',
      url: '/api/pro/linkedin-import/file',
      headers: { ...bearer(account), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart(content, filename, field),
    })

  describe('gates', () => {
    const calls = [
      ['/api/pro/plagiarism-check', { text: ORIGINAL }],
      ['/api/pro/plagiarism-check', { nonsense: true }],
      ['/api/pro/linkedin-import', { profile_url: 'https://www.linkedin.com/in/jane-doe' }],
      ['/api/pro/linkedin-import', {}],
    ] as const

    it('answers 401 to a signed-out caller', async () => {
      for (const [url, payload] of calls) {
        expect((await post(test, null, url, payload)).statusCode).toBe(401)
      }
      const file = await test.app.inject({
        method: 'POST',
        url: '/api/pro/linkedin-import/file',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: multipart(buildExportZip(), 'export.zip'),
      })
      expect(file.statusCode).toBe(401)
    })

    it('answers 403 to free and premium whatever they send', async () => {
      for (const plan of ['free', 'premium'] as const) {
        const account = await accountOnPlan(test.app, database, plan)
        for (const [url, payload] of calls) {
          const response = await post(test, account, url, payload)
          expect(response.statusCode, `${plan} ${url}`).toBe(403)
          expect(response.json()).toEqual({ detail: PRO_TOOL_FORBIDDEN })
        }
        const garbage = await test.app.inject({
          method: 'POST',
          url: '/api/pro/plagiarism-check',
          headers: { ...bearer(account), 'content-type': 'application/json' },
          payload: '{not json',
        })
        expect(garbage.statusCode).toBe(403)
        const file = await upload(account, buildExportZip(), 'export.zip')
        expect(file.statusCode).toBe(403)
        expect(file.json()).toEqual({ detail: PRO_TOOL_FORBIDDEN })
      }
    })
  })

  describe('POST /pro/plagiarism-check', () => {
    it('needs at least 50 characters after trimming, with the spec message', async () => {
      const short = await post(test, pro, '/api/pro/plagiarism-check', {
        text: `   ${'x'.repeat(49)}   `,
      })
      expect(short.statusCode).toBe(422)
      expect(short.json()).toEqual({ detail: PLAGIARISM_TOO_SHORT })
      const missing = await post(test, pro, '/api/pro/plagiarism-check', {})
      expect(missing.statusCode).toBe(422)
    })

    it('passes an original paragraph with a high score, naming the local provider', async () => {
      const response = await post(test, pro, '/api/pro/plagiarism-check', { text: ORIGINAL })
      expect(response.statusCode, response.body).toBe(200)
      const body = plagiarismResponseSchema.parse(response.json())
      expect(body.uniqueness_score).toBeGreaterThanOrEqual(90)
      expect(body.provider).toBe(LOCAL_PROVIDER_NAME)
      expect(body.flagged_sections).toEqual([])
    })

    it('gives offsets into the text as sent, leading spaces included', async () => {
      const text = `   \n  ${ORIGINAL} I am a results-driven team player.`
      const response = await post(test, pro, '/api/pro/plagiarism-check', { text })
      const body = plagiarismResponseSchema.parse(response.json())
      expect(body.flagged_sections.map((s) => s.text)).toEqual(['results-driven', 'team player'])
      for (const section of body.flagged_sections) {
        expect(text.slice(section.start, section.end)).toBe(section.text)
      }
    })

    it('flags a paragraph copied from the reference corpus and scores it low', async () => {
      const response = await post(test, pro, '/api/pro/plagiarism-check', { text: COPIED })
      expect(response.statusCode).toBe(200)
      const body = plagiarismResponseSchema.parse(response.json())
      expect(body.uniqueness_score).toBeLessThan(75)
      expect(body.flagged_sections[0]).toMatchObject({
        reason: 'matches known text',
        source: expect.stringContaining('Resume-Matcher'),
      })
      expect(body.recommendations.length).toBeGreaterThan(0)
    })
  })

  describe('POST /pro/linkedin-import without a provider', () => {
    it.each([
      'https://example.com/in/jane-doe',
      'https://www.linkedin.com/company/acme',
      'not a url at all',
    ])('refuses %s with the spec message', async (profile_url) => {
      const response = await post(test, pro, '/api/pro/linkedin-import', { profile_url })
      expect(response.statusCode).toBe(422)
      expect(response.json()).toEqual({ detail: LINKEDIN_URL_MESSAGE })
    })

    it('explains that a provider is needed and offers the file import', async () => {
      const response = await post(test, pro, '/api/pro/linkedin-import', {
        profile_url: 'https://www.linkedin.com/in/jane-doe',
      })
      expect(response.statusCode).toBe(422)
      expect(response.json()).toEqual({ detail: NO_PROVIDER_MESSAGE })
      expect(NO_PROVIDER_MESSAGE).toMatch(/Save to PDF.*data-export ZIP/)
    })
  })

  describe('POST /pro/linkedin-import with a provider', () => {
    let provider: Recorder
    let typed: Recorder
    let withProvider: TestApp
    let account: TestAccount

    beforeAll(async () => {
      provider = await recorder((request) => {
        if (request.url === '/api/profiles/private-person') return { status: 404 }
        if (request.url === '/api/profiles/broken-answer') return { status: 200, json: { nope: 1 } }
        return {
          status: 200,
          json: {
            name: 'Jane Doe',
            headline: 'Staff Engineer',
            experience: [{ title: 'Staff Engineer', company: 'Acme', duration: '2020 - Present' }],
            education: [{ school: 'MIT', degree: 'BSc', year: '2012' }],
            skills: ['Go'],
          },
        }
      })
      typed = await recorder(() => ({ status: 200, json: { name: 'Should never be asked' } }))
      withProvider = await buildTestApp(database, {
        LINKEDIN_PROVIDER_URL: `${provider.url}/api/`,
        LINKEDIN_PROVIDER_KEY: 'provider-key',
      })
      account = await accountOnPlan(withProvider.app, database, 'pro')
    })
    afterAll(async () => {
      await withProvider?.close()
      await provider?.close()
      await typed?.close()
    })

    it('asks the configured provider for the slug, never the typed address', async () => {
      const response = await post(withProvider, account, '/api/pro/linkedin-import', {
        profile_url: 'https://de.linkedin.com/in/jane-doe?trk=abc',
      })
      expect(response.statusCode, response.body).toBe(200)
      expect(linkedinImportResponseSchema.parse(response.json())).toMatchObject({
        name: 'Jane Doe',
        source: 'provider',
        skills: ['Go'],
      })
      expect(provider.requests).toEqual([
        {
          method: 'GET',
          url: '/api/profiles/jane-doe',
          authorization: 'Bearer provider-key',
          body: '',
        },
      ])
    })

    it('sends no request to an address the user typed', async () => {
      for (const profile_url of [
        `${typed.url}/in/jane-doe`,
        `${typed.url.replace('http:', 'https:')}/in/jane-doe`,
      ]) {
        const response = await post(withProvider, account, '/api/pro/linkedin-import', {
          profile_url,
        })
        expect(response.statusCode).toBe(422)
        expect(response.json()).toEqual({ detail: LINKEDIN_URL_MESSAGE })
      }
      expect(typed.requests).toEqual([])
    })

    it('says a profile the provider cannot see is not public', async () => {
      const response = await post(withProvider, account, '/api/pro/linkedin-import', {
        profile_url: 'https://www.linkedin.com/in/private-person',
      })
      expect(response.statusCode).toBe(422)
      expect(response.json().detail).toMatch(/not public/)
    })

    it('answers 502 when the provider answers nonsense', async () => {
      const response = await post(withProvider, account, '/api/pro/linkedin-import', {
        profile_url: 'https://www.linkedin.com/in/broken-answer',
      })
      expect(response.statusCode).toBe(502)
      expect(response.json().detail).toMatch(/Save to PDF/)
    })
  })

  describe('POST /pro/linkedin-import/file', () => {
    it('maps a data-export ZIP', async () => {
      const response = await upload(pro, buildExportZip(), 'Basic_LinkedInDataExport.zip')
      expect(response.statusCode, response.body).toBe(200)
      expect(linkedinImportResponseSchema.parse(response.json())).toMatchObject({
        name: 'Sam Okafor',
        headline: 'Data Engineer | Spark, Airflow',
        experience: [
          { title: 'Data Engineer', company: 'Kora Bank', duration: 'Feb 2022 - Present' },
          { title: 'Software Engineer', company: 'Andela', duration: 'Jan 2019 - Jan 2022' },
        ],
        education: [
          { degree: 'BSc Computer Science', school: 'University of Lagos', year: '2018' },
        ],
        skills: ['Apache Spark', 'Airflow', 'SQL'],
        source: 'zip',
      })
    })

    it('maps a "Save to PDF" profile, whatever the file is called', async () => {
      const response = await upload(pro, await buildProfilePdf(), 'profile.zip')
      expect(response.statusCode, response.body).toBe(200)
      expect(linkedinImportResponseSchema.parse(response.json())).toMatchObject({
        name: PDF_PROFILE.name,
        headline: PDF_PROFILE.headline,
        skills: PDF_PROFILE.skills,
        experience: [
          { title: 'Senior Product Designer', company: 'Northwind Health' },
          { title: 'UX Researcher', company: 'Contoso Pay' },
        ],
        education: [
          { school: 'University of Texas at Austin', year: '2017' },
          { school: 'Colorado State University', year: '2015' },
        ],
        source: 'pdf',
      })
    })

    it('refuses a malformed CSV and a damaged ZIP with clear messages', async () => {
      const badCsv = await upload(
        pro,
        buildExportZip({ 'Profile.csv': 'First Name,Last Name\n"Sam,Okafor\n' }),
        'export.zip',
      )
      expect(badCsv.statusCode).toBe(422)
      expect(badCsv.json().detail).toMatch(/^Profile\.csv in this ZIP is not a readable CSV file/)
      const damaged = await upload(pro, buildExportZip().slice(0, 80), 'export.zip')
      expect(damaged.statusCode).toBe(422)
      expect(damaged.json().detail).toMatch(/damaged/)
    })

    it('refuses other files, missing files and files over 5 MB', async () => {
      const text = await upload(pro, 'Jane Doe, engineer', 'profile.txt')
      expect(text.statusCode).toBe(415)
      expect(text.json().detail).toMatch(/neither a PDF nor a ZIP/)
      const wrongField = await upload(pro, buildExportZip(), 'export.zip', 'document')
      expect(wrongField.statusCode).toBe(422)
      const big = await upload(pro, new Uint8Array(MAX_PROFILE_FILE_BYTES + 1), 'export.zip')
      expect(big.statusCode).toBe(413)
      const json = await post(test, pro, '/api/pro/linkedin-import/file', { file: 'x' })
      expect(json.statusCode).toBe(415)
    })

    it("answers refusals in the request's language, English without one", async () => {
      // An account of its own: the other tests here have used most of pro's uploads this minute.
      const reader = await accountOnPlan(test.app, database, 'pro')
      const inLanguage = (content: Uint8Array | string, filename: string, language?: string) =>
        test.app.inject({
          method: 'POST',
          url: '/api/pro/linkedin-import/file',
          headers: {
            ...bearer(reader),
            'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
            ...(language === undefined ? {} : { 'accept-language': language }),
          },
          payload: multipart(content, filename),
        })
      const cases: [string | undefined, number, RegExp][] = [
        [undefined, 415, /^This is neither a PDF nor a ZIP file\. Upload your LinkedIn/],
        ['ru-RU,ru;q=0.9', 415, /^Это не PDF и не ZIP-файл\. Вместо этого загрузите файл LinkedIn/],
        ['es', 415, /^Este archivo no es ni un PDF ni un ZIP\. Sube en su lugar/],
      ]
      for (const [language, status, detail] of cases) {
        const response = await inLanguage('Jane Doe, engineer', 'profile.txt', language)
        expect(response.statusCode, language).toBe(status)
        expect(response.json().detail, language).toMatch(detail)
      }
      const big = await inLanguage(new Uint8Array(MAX_PROFILE_FILE_BYTES + 1), 'x.zip', 'ru')
      expect(big.statusCode).toBe(413)
      expect(big.json().detail).toMatch(/^Этот файл больше 5 МБ/)
    })
  })
})

describe.each(testDatabases())('an external originality service on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let service: Recorder
  let test: TestApp

  beforeAll(async () => {
    ;({ database, dispose } = await target.open())
    service = await recorder((_request, body) => {
      const { text } = JSON.parse(body) as { text: string }
      if (text.includes('make the service fail')) return { status: 500 }
      return {
        status: 200,
        json: {
          uniqueness_score: 81,
          analysis: 'Mostly original.',
          word_count: text.split(/\s+/).length,
          flagged_sections: [],
        },
      }
    })
    test = await buildTestApp(database, {
      ORIGINALITY_PROVIDER_URL: `${service.url}/v1/check`,
      ORIGINALITY_PROVIDER_KEY: 'orig-key',
    })
  })
  afterAll(async () => {
    await test?.close()
    await service?.close()
    await dispose?.()
  })

  it('sends the text to the service and names it as the provider', async () => {
    const account = await accountOnPlan(test.app, database, 'pro')
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/pro/plagiarism-check',
      headers: bearer(account),
      payload: { text: ORIGINAL },
    })
    expect(response.statusCode, response.body).toBe(200)
    const body = plagiarismResponseSchema.parse(response.json())
    expect(body).toMatchObject({ uniqueness_score: 81, provider: new URL(service.url).host })
    expect(service.requests).toHaveLength(1)
    expect(service.requests[0]).toMatchObject({
      method: 'POST',
      url: '/v1/check',
      authorization: 'Bearer orig-key',
      body: JSON.stringify({ text: ORIGINAL }),
    })
  })

  it('answers 502 when the service fails, rather than a result it did not give', async () => {
    const account = await accountOnPlan(test.app, database, 'pro')
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/pro/plagiarism-check',
      headers: bearer(account),
      payload: { text: `${ORIGINAL} Please make the service fail.` },
    })
    expect(response.statusCode).toBe(502)
    expect(response.json().detail).toMatch(/originality service/)
  })
})
