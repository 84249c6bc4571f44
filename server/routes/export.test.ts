import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resumeSchema } from '../../src/contract/resumes.ts'
import type { Database } from '../db/database.ts'
import { resumes, users } from '../db/schema.ts'
import type { ResumeRow } from '../db/schema.ts'
import { extractDocument } from '../domain/documents/extract-document.ts'
import { buildTestApp } from '../test/app.ts'
import type { TestApp } from '../test/app.ts'
import { testDatabases } from '../test/databases.ts'
import { bearer, signUp } from '../test/identity.ts'
import type { TestAccount } from '../test/identity.ts'
import { contentDispositionOf, exportedTextOf, PREMIUM_REQUIRED } from './export.ts'

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
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="jane-doe-backend.docx"; filename*=UTF-8''jane-doe-backend.docx`,
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
    expect(response.headers['content-disposition']).toMatch(/filename="jane-doe-backend\.pdf"/)
    // The override is for this export only.
    expect((await call(account, 'GET', `/resumes/${resume.id}`)).json().template).toBe('minimalist')
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
