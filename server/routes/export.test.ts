import { eq } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resumeVersionListSchema } from '../../src/contract/resume-versions.ts'
import { resumeSchema } from '../../src/contract/resumes.ts'
import type { Database } from '../db/database.ts'
import { resumes, resumeVersions, users } from '../db/schema.ts'
import type { ResumeRow } from '../db/schema.ts'
import { extractDocument } from '../domain/documents/extract-document.ts'
import { buildTestApp } from '../test/app.ts'
import type { TestApp } from '../test/app.ts'
import { testDatabases } from '../test/databases.ts'
import { bearer, signUp } from '../test/identity.ts'
import type { TestAccount } from '../test/identity.ts'
import { versionLabelOf } from '../domain/versions/version-label.ts'
import { contentDispositionOf, exportedTextOf, PREMIUM_REQUIRED } from './export.ts'
import { VERSION_NOT_FOUND } from './resume-versions.ts'

const ORIGINAL = `# Jane Doe
jane@example.com

## Experience
Backend Engineer, Acme Corp, 2019 - Present
- Built REST APIs in Python serving two million requests a day
- Ran PostgreSQL clusters and cut query latency by forty percent`

const OPTIMIZED = `# Jane Doe
jane@example.com

## Experience
Backend Engineer, Acme Corp, 2019 - Present
- Designed Kubernetes deployments for Python REST services
- Tuned PostgreSQL clusters, cutting query latency by forty percent`

/** '28 Nov 2026', the day of a version as its label writes it. */
const titleDay = (date: Date) => versionLabelOf({ number: 0, createdAt: date }).split(', ')[1]
/** '28-nov-2026', the same day as the file name writes it. */
const fileDay = (date: Date) => (titleDay(date) ?? '').toLowerCase().replace(/ /g, '-')

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

describe('export rules', () => {
  it('gives an ASCII filename and the exact name as filename*', () => {
    expect(contentDispositionOf('jane-doe.docx')).toBe(
      `attachment; filename="jane-doe.docx"; filename*=UTF-8''jane-doe.docx`,
    )
    expect(contentDispositionOf('résumé-josé.pdf')).toBe(
      `attachment; filename="resume-jose.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9-jos%C3%A9.pdf`,
    )
    const russian = contentDispositionOf('резюме.docx')
    expect(russian).toMatch(/^attachment; filename="resume\.docx"; filename\*=UTF-8''/)
    expect(decodeURIComponent(russian.split("UTF-8''")[1] ?? '')).toBe('резюме.docx')
    // Nothing that could end the quoted string or the header.
    const hostile = contentDispositionOf('a"b\\c\r\nd\'(e).docx')
    expect(hostile).toBe(
      `attachment; filename="a-b-c-d-e.docx"; filename*=UTF-8''a%22b%5Cc%0D%0Ad%27%28e%29.docx`,
    )
  })

  it('exports the optimized text unless the original is asked for', () => {
    const row = { originalContent: 'o', optimizedContent: 'x' } as ResumeRow
    expect(exportedTextOf(row, undefined)).toBe('x')
    expect(exportedTextOf(row, 'optimized')).toBe('x')
    expect(exportedTextOf(row, 'original')).toBe('o')
    const plain = { originalContent: 'o', optimizedContent: null } as ResumeRow
    expect(exportedTextOf(plain, 'optimized')).toBe('o')
  })
})

describe.each(testDatabases())('POST /export/resume on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let test: TestApp

  beforeAll(async () => {
    ;({ database, dispose } = await target.open())
    test = await buildTestApp(database)
  })
  afterAll(async () => {
    await test?.close()
    await dispose?.()
  })

  function call(account: TestAccount, method: 'GET' | 'POST', url: string, payload?: unknown) {
    return test.app.inject({
      method,
      url: `/api${url}`,
      headers: {
        ...bearer(account),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined
        ? {}
        : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
    })
  }

  /** A signed-up user on a plan, with one resume. */
  async function member(plan: 'free' | 'premium' | 'pro') {
    const account = await signUp()
    const created = await call(account, 'POST', '/resumes', {
      title: 'Jane Doe Backend',
      original_content: ORIGINAL,
    })
    expect(created.statusCode).toBe(200)
    await database.db.update(users).set({ plan }).where(eq(users.firebaseUid, account.uid))
    return { account, resume: resumeSchema.parse(created.json()) }
  }

  const exportOf = (account: TestAccount, payload: unknown) =>
    call(account, 'POST', '/export/resume', payload)

  it('refuses the free plan with 403 and the exact message, whatever it sent', async () => {
    const { account, resume } = await member('free')
    for (const payload of [
      { resume_id: resume.id, format: 'docx' },
      { resume_id: 'nope' },
      '{not json',
    ]) {
      const response = await exportOf(account, payload)
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ detail: PREMIUM_REQUIRED })
      expect(PREMIUM_REQUIRED).toBe('Premium plan required for this feature')
    }
    expect((await call(account, 'GET', `/resumes/${resume.id}`)).json().status).toBe('draft')
  })

  it('gives premium a DOCX download and marks the resume exported', async () => {
    const { account, resume } = await member('premium')
    const response = await exportOf(account, { resume_id: resume.id, format: 'docx' })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toBe(DOCX_TYPE)
    // Named by the version it holds: version 1, the original, saved today.
    const name = `jane-doe-backend-version-1-${fileDay(new Date())}.docx`
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    )
    const bytes = response.rawPayload
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK')
    const { text, layout } = await extractDocument(new Uint8Array(bytes))
    expect(layout.kind).toBe('docx')
    expect(text).toContain('Built REST APIs in Python')
    const after = await call(account, 'GET', `/resumes/${resume.id}`)
    expect(after.json()).toMatchObject({ status: 'exported', template: 'minimalist' })
  })

  it('defaults to DOCX and renders the optimized text when there is one', async () => {
    const { account, resume } = await member('pro')
    await database.db
      .update(resumes)
      .set({ optimizedContent: OPTIMIZED, status: 'optimized' })
      .where(eq(resumes.id, resume.id))
    const optimized = await exportOf(account, { resume_id: resume.id, version: 'optimized' })
    expect(optimized.statusCode).toBe(200)
    expect(optimized.headers['content-type']).toBe(DOCX_TYPE)
    const optimizedText = (await extractDocument(new Uint8Array(optimized.rawPayload))).text
    expect(optimizedText).toContain('Designed Kubernetes deployments')
    expect(optimizedText).not.toContain('Built REST APIs')

    const original = await exportOf(account, { resume_id: resume.id, version: 'original' })
    const originalText = (await extractDocument(new Uint8Array(original.rawPayload))).text
    expect(originalText).toContain('Built REST APIs')
  })

  it('renders a PDF with another template on request', async () => {
    const { account, resume } = await member('premium')
    const response = await exportOf(account, {
      resume_id: resume.id,
      format: 'pdf',
      template: 'classic',
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(response.headers['content-disposition']).toMatch(
      /filename="jane-doe-backend-version-1-\d{1,2}-[a-z]{3}-\d{4}\.pdf"/,
    )
    // The override is for this export only.
    expect((await call(account, 'GET', `/resumes/${resume.id}`)).json().template).toBe('minimalist')
  })

  /** The resume's versions, newest first, as the API lists them. */
  async function versionsOf(account: TestAccount, id: string) {
    const response = await call(account, 'GET', `/resumes/${id}/versions`)
    expect(response.statusCode).toBe(200)
    return resumeVersionListSchema.parse(response.json()).versions
  }

  it('exports a chosen version in DOCX and PDF, named by it in the file and its title', async () => {
    const { account, resume } = await member('premium')
    const saved = await call(account, 'POST', `/resumes/${resume.id}/versions`, {
      text: OPTIMIZED,
      source: 'editor',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const [newest, original] = await versionsOf(account, resume.id)
    if (newest === undefined || original === undefined) throw new Error('two versions expected')
    expect([newest.number, original.number]).toEqual([2, 1])
    const label = (version: { number: number; created_at: string }) =>
      `version ${version.number}, ${titleDay(new Date(version.created_at))}`

    // Version 1 chosen while the resume holds version 2: the original's text, named version 1.
    const docx = await exportOf(account, {
      resume_id: resume.id,
      format: 'docx',
      version_id: original.id,
    })
    expect(docx.statusCode, docx.body).toBe(200)
    const docxName = `jane-doe-backend-version-1-${fileDay(new Date(original.created_at))}.docx`
    expect(docx.headers['content-disposition']).toContain(`filename="${docxName}"`)
    const docxText = (await extractDocument(new Uint8Array(docx.rawPayload))).text
    expect(docxText).toContain('Built REST APIs')
    expect(docxText).not.toContain('Designed Kubernetes')
    const core = strFromU8(
      unzipSync(new Uint8Array(docx.rawPayload))['docProps/core.xml'] ?? new Uint8Array(),
    )
    expect(core).toContain(`<dc:title>Jane Doe Backend — ${label(original)}</dc:title>`)

    const pdf = await exportOf(account, {
      resume_id: resume.id,
      format: 'pdf',
      version_id: original.id,
    })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-disposition']).toContain(
      `filename="${docxName.replace(/docx$/, 'pdf')}"`,
    )
    const task = getDocument({ data: new Uint8Array(pdf.rawPayload), verbosity: 0 })
    const document = await task.promise
    const { info } = await document.getMetadata()
    expect((info as { Title?: string }).Title).toBe(`Jane Doe Backend — ${label(original)}`)
    await task.destroy()

    // Without a version: the current text, named by the newest version.
    const current = await exportOf(account, { resume_id: resume.id, format: 'pdf' })
    expect(current.headers['content-disposition']).toContain(
      `filename="jane-doe-backend-version-2-${fileDay(new Date(newest.created_at))}.pdf"`,
    )
  })

  it("refuses a version of another resume or another user's with 404", async () => {
    const { account, resume } = await member('premium')
    const { resume: second } = await member('premium')
    const [otherVersion] = await database.db
      .select()
      .from(resumeVersions)
      .where(eq(resumeVersions.resumeId, second.id))
    const mineElsewhere = await call(account, 'POST', '/resumes', {
      title: 'Another of mine',
      original_content: OPTIMIZED,
    })
    const [ownOther] = await versionsOf(account, resumeSchema.parse(mineElsewhere.json()).id)
    for (const versionId of [
      otherVersion?.id,
      ownOther?.id,
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const response = await exportOf(account, { resume_id: resume.id, version_id: versionId })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ detail: VERSION_NOT_FOUND })
    }
    const invalid = await exportOf(account, { resume_id: resume.id, version_id: 'v3' })
    expect(invalid.statusCode).toBe(422)
  })

  it("answers 404 for another user's resume and for one that does not exist", async () => {
    const { resume } = await member('premium')
    const { account: intruder } = await member('premium')
    for (const id of [resume.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await exportOf(intruder, { resume_id: id })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ detail: 'Resume not found' })
    }
    const [row] = await database.db.select().from(resumes).where(eq(resumes.id, resume.id))
    expect(row?.status).toBe('draft')
  })

  it('validates the body for a paying user', async () => {
    const { account, resume } = await member('premium')
    for (const payload of [
      {},
      { resume_id: 'not-a-uuid' },
      { resume_id: resume.id, format: 'odt' },
    ]) {
      const response = await exportOf(account, payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(422)
      expect(response.json()).toEqual({ detail: expect.any(String) })
    }
  })

  it('needs a signed-in user', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/export/resume',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    })
    expect(response.statusCode).toBe(401)
  })
})
