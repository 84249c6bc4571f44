import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { MAX_LONG_TEXT } from '../../src/contract/common.ts'
import { jsonResumeSchema } from '../../src/contract/json-resume.ts'
import { resumeSchema } from '../../src/contract/resumes.ts'
import { resumes, users } from '../db/schema.ts'
import { useAppOnDatabase } from '../test/app-on-database.ts'
import { testDatabases } from '../test/databases.ts'
import { bearer, signUp } from '../test/identity.ts'
import type { TestAccount } from '../test/identity.ts'
import { importTooLong, NO_JSON_RESUME } from './json-resume.ts'
import { MAX_RESUMES_PER_USER, RESUME_NOT_FOUND } from './resumes.ts'

const RESUME = `# Jane Doe
Backend Engineer
Austin, TX · jane@example.com

## Experience
### Backend Engineer, Acme Corp (Mar 2019 – Present)
- Built REST APIs in Python serving 2 million requests a day
- Ran PostgreSQL clusters and cut query latency by 40%

## Education
### B.S. in Computer Science, University of Texas (2015)

## Skills
Python, PostgreSQL, REST
`

const MISSING_ID = '00000000-0000-4000-8000-000000000000'

describe.each(testDatabases())('JSON Resume routes on $name', (target) => {
  const on = useAppOnDatabase(target)

  /** A request as `account`, or signed out with null; a string payload is sent as it is. */
  function call(
    account: TestAccount | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
  ) {
    const json = payload === undefined ? undefined : { 'content-type': 'application/json' }
    return on.test.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(account && bearer(account)), ...json },
      payload:
        typeof payload === 'string' || payload === undefined ? payload : JSON.stringify(payload),
    })
  }

  async function create(account: TestAccount, title = 'Jane Doe Backend') {
    const response = await call(account, 'POST', '/resumes', {
      title,
      original_content: RESUME,
    })
    expect(response.statusCode, response.body).toBe(200)
    return resumeSchema.parse(response.json())
  }

  const importOf = (account: TestAccount | null, document: unknown) =>
    call(account, 'POST', '/resumes/import/json-resume', document)

  async function resumeCountOf(account: TestAccount): Promise<number> {
    const [user] = await on.database.db
      .select()
      .from(users)
      .where(eq(users.firebaseUid, account.uid))
    if (user === undefined) throw new Error('no user row')
    const [row] = await on.database.db
      .select({ kept: count() })
      .from(resumes)
      .where(eq(resumes.userId, user.id))
    return row?.kept ?? 0
  }

  it('downloads a resume as JSON Resume, and imports it back to the same text', async () => {
    // The free plan: moving one's own data in and out is no paid feature.
    const account = await signUp()
    const resume = await create(account)
    const exported = await call(account, 'GET', `/resumes/${resume.id}/json-resume`)
    expect(exported.statusCode, exported.body).toBe(200)
    expect(exported.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(exported.headers['content-disposition']).toBe(
      `attachment; filename="jane-doe-backend.json"; filename*=UTF-8''jane-doe-backend.json`,
    )
    expect(exported.headers['cache-control']).toBe('no-store')
    const document = jsonResumeSchema.parse(exported.json())
    expect(document).toMatchObject({
      basics: { name: 'Jane Doe', label: 'Backend Engineer', email: 'jane@example.com' },
      work: [{ name: 'Acme Corp', position: 'Backend Engineer', startDate: '2019-03' }],
      education: [{ institution: 'University of Texas', studyType: 'B.S.', endDate: '2015' }],
      skills: [{ name: 'Python' }, { name: 'PostgreSQL' }, { name: 'REST' }],
    })
    // A download leaves the resume as it was (a GET, unlike the DOCX export).
    expect((await call(account, 'GET', `/resumes/${resume.id}`)).json().status).toBe('draft')

    const imported = await importOf(account, exported.body)
    expect(imported.statusCode, imported.body).toBe(200)
    const created = resumeSchema.parse(imported.json())
    expect(created).toMatchObject({
      title: 'Jane Doe – Backend Engineer',
      status: 'draft',
      match_score: null,
      template: 'minimalist',
    })
    // The same text as the exported resume's (both trimmed, as POST /resumes stores a text).
    expect(created.original_content).toBe(resume.original_content)
    expect(created.original_content).toBe(RESUME.trimEnd())
    expect((await call(account, 'GET', `/resumes/${created.id}`)).json()).toEqual(imported.json())
    // And the imported resume exports to the same document.
    const again = await call(account, 'GET', `/resumes/${created.id}/json-resume`)
    expect(again.json()).toEqual(exported.json())
  })

  it('exports the optimized text once there is one', async () => {
    const account = await signUp()
    const resume = await create(account)
    const optimized = RESUME.replace('Python, PostgreSQL, REST', 'Python, PostgreSQL, Kubernetes')
    const updated = await call(account, 'PUT', `/resumes/${resume.id}`, {
      optimized_content: optimized,
    })
    expect(updated.statusCode).toBe(200)
    const exported = await call(account, 'GET', `/resumes/${resume.id}/json-resume`)
    expect(jsonResumeSchema.parse(exported.json()).skills).toEqual([
      { name: 'Python' },
      { name: 'PostgreSQL' },
      { name: 'Kubernetes' },
    ])
  })

  it("answers 404 for another user's resume, as for one that does not exist", async () => {
    const owner = await signUp()
    const intruder = await signUp()
    const resume = await create(owner)
    const theirs = await call(intruder, 'GET', `/resumes/${resume.id}/json-resume`)
    const nobodys = await call(intruder, 'GET', `/resumes/${MISSING_ID}/json-resume`)
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json()).toEqual({ detail: RESUME_NOT_FOUND })
    expect(theirs.body).toBe(nobodys.body)
    expect(nobodys.statusCode).toBe(404)
  })

  it('answers 401 to a caller who is not signed in, and stores nothing', async () => {
    const owner = await signUp()
    const resume = await create(owner)
    expect((await call(null, 'GET', `/resumes/${resume.id}/json-resume`)).statusCode).toBe(401)
    const refused = await importOf(null, { basics: { name: 'Jane Doe' } })
    expect(refused.statusCode).toBe(401)
    expect(await resumeCountOf(owner)).toBe(1)
  })

  it('refuses a document it cannot read with 422 and what to fix, where', async () => {
    const account = await signUp()
    const badDate = await importOf(account, {
      basics: { name: 'Jane Doe' },
      work: [
        { name: 'Acme', startDate: '2021-03' },
        { name: 'Globex', startDate: 'March 2021' },
      ],
    })
    expect(badDate.statusCode).toBe(422)
    expect(badDate.json()).toEqual({
      detail:
        'This is not a JSON Resume the app can import: work[1].startDate: expected a date like 2021, 2021-03 or 2021-03-15 (ISO 8601), got "March 2021".',
    })

    const list = await importOf(account, [{ name: 'Jane Doe' }])
    expect(list.statusCode).toBe(422)
    expect(list.json().detail).toMatch(/a JSON Resume is an object .* and this is a list\.$/)

    const empty = await importOf(account, { basics: { email: 'jane@example.com' } })
    expect(empty.statusCode).toBe(422)
    expect(empty.json().detail).toMatch(/no name \(basics\.name\) and no work/)

    const nothing = await on.test.app.inject({
      method: 'POST',
      url: '/api/resumes/import/json-resume',
      headers: bearer(account),
    })
    expect(nothing.statusCode).toBe(422)
    expect(nothing.json()).toEqual({ detail: NO_JSON_RESUME })

    // Not JSON at all: the body parser's own 400.
    const broken = await importOf(account, '{"basics": {"name": "Jane"')
    expect(broken.statusCode).toBe(400)
    expect(broken.json().detail).toMatch(/not valid JSON/)

    expect(await resumeCountOf(account)).toBe(0)
  })

  it('refuses too large a document with 413: over the body limit, or a text over a resume’s length', async () => {
    const account = await signUp()
    const huge = await importOf(account, {
      basics: { name: 'Jane Doe', summary: 'x'.repeat(3 * 1024 * 1024) },
    })
    expect(huge.statusCode).toBe(413)

    const highlights = Array.from(
      { length: 1_600 },
      (_, index) => `Shipped feature number ${index} to customers across three regions on time`,
    )
    const long = await importOf(account, {
      basics: { name: 'Jane Doe' },
      work: [{ name: 'Acme', position: 'Engineer', highlights }],
    })
    expect(long.statusCode).toBe(413)
    const { detail } = long.json() as { detail: string }
    const length = Number(/of ([\d,]+) characters/.exec(detail)?.[1]?.replace(/,/g, ''))
    expect(length).toBeGreaterThan(MAX_LONG_TEXT)
    expect(detail).toBe(importTooLong(length).detail)
    expect(await resumeCountOf(account)).toBe(0)
  })

  it(`keeps the account's cap of ${MAX_RESUMES_PER_USER} resumes: 409, nothing stored`, async () => {
    const account = await signUp()
    await create(account)
    const [user] = await on.database.db
      .select()
      .from(users)
      .where(eq(users.firebaseUid, account.uid))
    if (user === undefined) throw new Error('no user row')
    await on.database.db.insert(resumes).values(
      Array.from({ length: MAX_RESUMES_PER_USER - 1 }, (_, index) => ({
        userId: user.id,
        title: `Filler ${index}`,
        originalContent: 'Filler resume',
      })),
    )
    const refused = await importOf(account, { basics: { name: 'Jane Doe' } })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().detail).toMatchObject({
      error: 'resume_limit_reached',
      limit: MAX_RESUMES_PER_USER,
    })
    expect(await resumeCountOf(account)).toBe(MAX_RESUMES_PER_USER)
  })

  it('describes both calls in the OpenAPI document', async () => {
    const spec = await on.test.app.inject({ url: '/api/docs/json' })
    const paths = spec.json().paths as Record<string, Record<string, { summary?: string }>>
    expect(paths['/api/resumes/{id}/json-resume']?.get?.summary).toMatch(/JSON Resume v1\.0\.0/)
    expect(paths['/api/resumes/import/json-resume']?.post?.summary).toMatch(/JSON Resume v1\.0\.0/)
  })

  it('titles an import without a name plainly, and scores nothing without a job description', async () => {
    const account = await signUp()
    const response = await importOf(account, {
      skills: [{ name: 'Languages', keywords: ['Python', 'Go'] }],
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({
      title: 'Imported resume',
      original_content: '## Skills\n- Languages: Python, Go',
      match_score: null,
    })
  })
})
