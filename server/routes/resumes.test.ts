import { gunzipSync } from 'node:zlib'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_LONG_TEXT, MAX_SHORT_TEXT } from '../../src/contract/common.ts'
import { resumeListSchema, resumeSchema } from '../../src/contract/resumes.ts'
import type { Database } from '../db/database.ts'
import { monthlyUsage, resumes, users } from '../db/schema.ts'
import { analyzeWithFit } from '../domain/fit/analyze-with-fit.ts'
import { buildTestApp } from '../test/app.ts'
import type { TestApp } from '../test/app.ts'
import { testDatabases } from '../test/databases.ts'
import { bearer, signUp } from '../test/identity.ts'
import type { TestAccount } from '../test/identity.ts'
import { MAX_RESUMES_PER_USER, matchScoreOf, scoredTextOf, scoresOf } from './resumes.ts'

const JOB = `Senior Backend Engineer
Requirements:
- 5+ years of experience with Python and PostgreSQL
- Strong experience with Kubernetes and Docker
- Experience building REST APIs
Nice to have:
- Experience with Kafka`

const RESUME = `# Jane Doe
jane@example.com

## Experience
Backend Engineer, Acme Corp, 2019 - Present
- Built REST APIs in Python serving 2 million requests a day
- Ran PostgreSQL clusters and cut query latency by 40%

## Skills
Python, PostgreSQL, REST`

const BETTER = `${RESUME}, Kubernetes, Docker, Kafka`

const MISSING_ID = '00000000-0000-4000-8000-000000000000'

const NOW = new Date('2026-03-15T10:00:00Z')

describe('match score rules', () => {
  it('is null without a job description and the analysis percentage with one', () => {
    expect(matchScoreOf(RESUME, null)).toBeNull()
    const score = matchScoreOf(RESUME, JOB, '2026-03')
    // The fit score, not the keyword share: the requirements weighed, must-haves first.
    expect(score).toBe(
      analyzeWithFit({ resume: RESUME, jobDescription: JOB, today: '2026-03' }).fit_score,
    )
    expect(score).toBeGreaterThan(0)
    expect(score).toBeLessThan(100)
  })

  it('gives the ATS score a version keeps from the same analysis, null without a job description', () => {
    const analysis = analyzeWithFit({ resume: RESUME, jobDescription: JOB, today: '2026-03' })
    expect(scoresOf(RESUME, JOB, '2026-03')).toEqual({
      matchScore: matchScoreOf(RESUME, JOB, '2026-03'),
      atsScore: Math.round(analysis.ats_score.overall_score),
    })
    expect(scoresOf(RESUME, null)).toEqual({ matchScore: null, atsScore: null })
  })

  it('scores the optimized text once it exists', () => {
    expect(scoredTextOf({ original: 'a', optimized: null })).toBe('a')
    expect(scoredTextOf({ original: 'a', optimized: 'b' })).toBe('b')
  })
})

describe.each(testDatabases())('resume routes on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let test: TestApp
  let v1: TestApp
  let limited: TestApp

  beforeAll(async () => {
    ;({ database, dispose } = await target.open())
    test = await buildTestApp(database)
    v1 = await buildTestApp(database, { PLAN_CATALOG: 'v1-2025-10-02' }, { now: () => NOW })
    limited = await buildTestApp(database, { ANALYSIS_RATE_LIMIT_PER_MINUTE: '2' })
  })
  afterAll(async () => {
    await test?.close()
    await v1?.close()
    await limited?.close()
    await dispose?.()
  })

  function call(
    account: TestAccount,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    app: TestApp = test,
  ) {
    return app.app.inject({
      method,
      url: `/api${url}`,
      headers: {
        ...bearer(account),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    })
  }

  async function create(account: TestAccount, body: Record<string, unknown> = {}) {
    const response = await call(account, 'POST', '/resumes', {
      title: 'Backend resume',
      original_content: RESUME,
      job_description: null,
      ...body,
    })
    expect(response.statusCode, response.body).toBe(200)
    return resumeSchema.parse(response.json())
  }

  it('creates a draft without a job description: no match score, minimalist template', async () => {
    const account = await signUp()
    const response = await call(account, 'POST', '/resumes', {
      title: '  Backend resume  ',
      original_content: RESUME,
      job_description: null,
    })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Backend resume',
      original_content: RESUME,
      status: 'draft',
      match_score: null,
      template: 'minimalist',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    })
    expect(Date.now() - Date.parse(body.created_at)).toBeLessThan(60_000)
  })

  it("treats '' as no job description", async () => {
    const account = await signUp()
    const resume = await create(account, { job_description: '' })
    expect(resume.job_description).toBeUndefined()
    expect(resume.match_score).toBeNull()
  })

  it('computes the match score when a job description is given', async () => {
    const account = await signUp()
    const resume = await create(account, { job_description: JOB })
    expect(resume.job_description).toBe(JOB)
    expect(resume.match_score).toBe(matchScoreOf(RESUME, JOB, '2026-03'))
  })

  it("starts a new resume with the user's default template", async () => {
    const account = await signUp()
    const set = await call(account, 'PUT', '/users/me/template', { template: 'classic' })
    expect(set.statusCode).toBe(200)
    expect((await create(account)).template).toBe('classic')
  })

  it('lists the user’s resumes as a plain array, newest first, and only theirs', async () => {
    const account = await signUp()
    const other = await signUp()
    const empty = await call(account, 'GET', '/resumes')
    expect(empty.statusCode).toBe(200)
    expect(empty.json()).toEqual([])
    const first = await create(account, { title: 'First' })
    const second = await create(account, { title: 'Second' })
    await create(other, { title: 'Not mine' })
    const response = await call(account, 'GET', '/resumes')
    expect(response.statusCode).toBe(200)
    const list: unknown = response.json()
    expect(Array.isArray(list)).toBe(true)
    const parsed = resumeListSchema.parse(list)
    expect(parsed.map((resume) => resume.id)).toEqual([second.id, first.id])
  })

  it('lists every change at once, whichever server process or statement made it', async () => {
    // The list is served again from its serialised form while its rows are unchanged: a second
    // app on the same database stands for another server process behind the load balancer.
    const account = await signUp()
    const other = await buildTestApp(database)
    const titles = async () => {
      const response = await call(account, 'GET', '/resumes')
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
      return resumeListSchema.parse(response.json()).map((resume) => resume.title)
    }
    try {
      const first = await create(account, { title: 'First' })
      expect(await titles()).toEqual(['First'])
      expect(await titles()).toEqual(['First'])

      const inserted = await other.app.inject({
        method: 'POST',
        url: '/api/resumes',
        headers: { ...bearer(account), 'content-type': 'application/json' },
        payload: JSON.stringify({ title: 'Second', original_content: RESUME }),
      })
      expect(inserted.statusCode).toBe(200)
      expect(await titles()).toEqual(['Second', 'First'])

      await database.db.update(resumes).set({ title: 'Renamed' }).where(eq(resumes.id, first.id))
      expect(await titles()).toEqual(['Second', 'Renamed'])

      // Delete one and add one: as many rows as before, other rows.
      const removed = await other.app.inject({
        method: 'DELETE',
        url: `/api/resumes/${first.id}`,
        headers: bearer(account),
      })
      expect(removed.statusCode).toBe(204)
      await create(account, { title: 'Third' })
      expect(await titles()).toEqual(['Third', 'Second'])
    } finally {
      await other.close()
    }
  })

  it('sends the list gzipped to a client that accepts gzip, the same JSON either way', async () => {
    const account = await signUp()
    // Long enough to be worth compressing.
    for (const title of ['One', 'Two', 'Three']) await create(account, { title })
    const plain = await call(account, 'GET', '/resumes')
    const zipped = await test.app.inject({
      url: '/api/resumes',
      headers: { ...bearer(account), 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(zipped.headers['content-encoding']).toBe('gzip')
    for (const response of [plain, zipped]) {
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(response.headers.vary).toMatch(/Accept-Encoding/)
    }
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length)
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body)
    expect(resumeListSchema.parse(plain.json()).map((resume) => resume.title)).toEqual([
      'Three',
      'Two',
      'One',
    ])
  })

  it('reads, updates and deletes a resume', async () => {
    const account = await signUp()
    const created = await create(account)
    const read = await call(account, 'GET', `/resumes/${created.id}`)
    expect(read.statusCode).toBe(200)
    expect(read.json()).toEqual(JSON.parse(JSON.stringify(created)))

    const updated = await call(account, 'PUT', `/resumes/${created.id}`, { title: 'Renamed' })
    expect(updated.statusCode).toBe(200)
    const body = resumeSchema.parse(updated.json())
    expect(body).toMatchObject({ id: created.id, title: 'Renamed', original_content: RESUME })
    expect(Date.parse(body.updated_at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(created.updated_at ?? ''),
    )

    const removed = await call(account, 'DELETE', `/resumes/${created.id}`)
    expect(removed.statusCode).toBe(204)
    expect(removed.body).toBe('')
    expect((await call(account, 'GET', `/resumes/${created.id}`)).statusCode).toBe(404)
    expect((await call(account, 'DELETE', `/resumes/${created.id}`)).statusCode).toBe(404)
  })

  it('recomputes the match score when the text or the job description changes', async () => {
    const account = await signUp()
    const created = await create(account)
    const put = async (body: Record<string, unknown>) => {
      const response = await call(account, 'PUT', `/resumes/${created.id}`, body)
      expect(response.statusCode, response.body).toBe(200)
      return resumeSchema.parse(response.json())
    }
    const score = (resume: string) => matchScoreOf(resume, JOB, '2026-03')

    const withJob = await put({ job_description: JOB })
    expect(withJob.match_score).toBe(score(RESUME))

    const better = await put({ original_content: BETTER })
    expect(better.match_score).toBe(score(BETTER))
    expect(better.match_score).toBeGreaterThan(withJob.match_score ?? 100)

    // A title change leaves the score alone.
    expect((await put({ title: 'Still scored' })).match_score).toBe(score(BETTER))

    // The optimized text, once there, is the one scored.
    expect((await put({ optimized_content: RESUME })).match_score).toBe(score(RESUME))
    expect((await put({ optimized_content: null })).match_score).toBe(score(BETTER))

    // '' and null clear the job description, and with it the score.
    const cleared = await put({ job_description: '' })
    expect(cleared.job_description).toBeUndefined()
    expect(cleared.match_score).toBeNull()
    await put({ job_description: JOB })
    expect((await put({ job_description: null })).match_score).toBeNull()
  })

  it('validates: empty title 422, over-long texts 413, empty update 422, bad JSON 400', async () => {
    const account = await signUp()
    const created = await create(account)
    const cases: [string, 'POST' | 'PUT', string, unknown, number][] = [
      ['empty title', 'POST', '/resumes', { title: '   ', original_content: RESUME }, 422],
      ['missing title', 'POST', '/resumes', { original_content: RESUME }, 422],
      ['empty content', 'POST', '/resumes', { title: 'x', original_content: '' }, 422],
      [
        'content too long',
        'POST',
        '/resumes',
        { title: 'x', original_content: 'a'.repeat(MAX_LONG_TEXT + 1) },
        413,
      ],
      [
        'job description too long',
        'POST',
        '/resumes',
        { title: 'x', original_content: RESUME, job_description: 'a'.repeat(MAX_LONG_TEXT + 1) },
        413,
      ],
      [
        'title too long',
        'POST',
        '/resumes',
        { title: 'a'.repeat(MAX_SHORT_TEXT + 1), original_content: RESUME },
        413,
      ],
      ['nothing to update', 'PUT', `/resumes/${created.id}`, {}, 422],
      ['empty title on update', 'PUT', `/resumes/${created.id}`, { title: '' }, 422],
      [
        'content too long on update',
        'PUT',
        `/resumes/${created.id}`,
        { original_content: 'a'.repeat(MAX_LONG_TEXT + 1) },
        413,
      ],
    ]
    for (const [name, method, url, payload, status] of cases) {
      const response = await call(account, method, url, payload)
      expect(response.statusCode, name).toBe(status)
      expect(response.json(), name).toEqual({ detail: expect.any(String) })
    }
    const empty = (
      await call(account, 'POST', '/resumes', { title: '', original_content: 'x' })
    ).json().detail as string
    expect(empty).toMatch(/title is empty/)
    const long = await call(account, 'POST', '/resumes', {
      title: 'x',
      original_content: 'a'.repeat(MAX_LONG_TEXT + 1),
    })
    expect(long.json().detail).toMatch(/original_content is too long \(at most 100,000/)

    const broken = await test.app.inject({
      method: 'POST',
      url: '/api/resumes',
      headers: { ...bearer(account), 'content-type': 'application/json' },
      payload: '{"title": ',
    })
    expect(broken.statusCode).toBe(400)
    // Nothing was stored by the refused calls.
    const list = (await call(account, 'GET', '/resumes')).json() as unknown[]
    expect(list).toHaveLength(1)
  })

  it("answers 404 for another user's resume on every call, and leaves it intact", async () => {
    const owner = await signUp()
    const intruder = await signUp()
    const resume = await create(owner, { job_description: JOB })
    const attempts = [
      call(intruder, 'GET', `/resumes/${resume.id}`),
      call(intruder, 'PUT', `/resumes/${resume.id}`, { title: 'Mine now' }),
      call(intruder, 'PUT', `/resumes/${resume.id}/template`, { template: 'modern' }),
      call(intruder, 'DELETE', `/resumes/${resume.id}`),
    ]
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ detail: 'Resume not found' })
    }
    const still = await call(owner, 'GET', `/resumes/${resume.id}`)
    expect(still.json()).toEqual(JSON.parse(JSON.stringify(resume)))
  })

  it('answers 404, never 500, for malformed and unknown ids', async () => {
    const account = await signUp()
    for (const id of ['not-a-uuid', '123', MISSING_ID, `${MISSING_ID}x`, "1'%20or%20'1'='1"]) {
      for (const [method, url, payload] of [
        ['GET', `/resumes/${id}`, undefined],
        ['PUT', `/resumes/${id}`, { title: 'x' }],
        ['DELETE', `/resumes/${id}`, undefined],
        ['PUT', `/resumes/${id}/template`, { template: 'modern' }],
      ] as const) {
        const response = await call(account, method, url, payload)
        expect(response.statusCode, `${method} ${url}`).toBe(404)
        expect(response.json()).toEqual({ detail: 'Resume not found' })
      }
    }
  })

  it('refuses every resume call without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/resumes'],
      ['POST', '/api/resumes'],
      ['GET', `/api/resumes/${MISSING_ID}`],
      ['PUT', `/api/resumes/${MISSING_ID}`],
      ['DELETE', `/api/resumes/${MISSING_ID}`],
    ] as const) {
      const response = await test.app.inject({ method, url })
      expect(response.statusCode, `${method} ${url}`).toBe(401)
    }
  })

  it('deletes the resumes with the account (ON DELETE CASCADE)', async () => {
    const account = await signUp()
    const other = await signUp()
    await create(account)
    await create(account, { job_description: JOB })
    const kept = await create(other)
    const [row] = await database.db.select().from(users).where(eq(users.firebaseUid, account.uid))
    if (row === undefined) throw new Error('no user row')
    expect(await database.db.select().from(resumes).where(eq(resumes.userId, row.id))).toHaveLength(
      2,
    )
    const response = await call(account, 'DELETE', '/users/me')
    expect(response.statusCode).toBe(204)
    expect(await database.db.select().from(resumes).where(eq(resumes.userId, row.id))).toEqual([])
    expect((await call(other, 'GET', `/resumes/${kept.id}`)).statusCode).toBe(200)
  })
  async function userIdOf(account: TestAccount): Promise<string> {
    const [row] = await database.db.select().from(users).where(eq(users.firebaseUid, account.uid))
    if (row === undefined) throw new Error('no user row')
    return row.id
  }

  async function resumeCountOf(userId: string): Promise<number> {
    const [row] = await database.db
      .select({ kept: count() })
      .from(resumes)
      .where(eq(resumes.userId, userId))
    return row?.kept ?? 0
  }

  /** Fills the account up to `total` resumes straight in the database (one statement). */
  async function fillTo(userId: string, total: number): Promise<void> {
    const missing = total - (await resumeCountOf(userId))
    await database.db.insert(resumes).values(
      Array.from({ length: missing }, (_, index) => ({
        userId,
        title: `Filler ${index}`,
        originalContent: 'Filler resume',
      })),
    )
  }

  it(`keeps at most ${MAX_RESUMES_PER_USER} resumes per account: 409 at the cap, nothing stored`, async () => {
    const account = await signUp()
    await create(account)
    const userId = await userIdOf(account)
    await fillTo(userId, MAX_RESUMES_PER_USER - 1)
    // Below the cap: the last one that fits is stored.
    await create(account, { title: 'The last one', job_description: JOB })
    expect(await resumeCountOf(userId)).toBe(MAX_RESUMES_PER_USER)

    const refused = await call(account, 'POST', '/resumes', {
      title: 'One too many',
      original_content: RESUME,
      job_description: JOB,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().detail).toEqual({
      error: 'resume_limit_reached',
      message: `You already keep ${MAX_RESUMES_PER_USER} resumes, the most one account can hold. Delete the ones you no longer need, then create this one again.`,
      limit: MAX_RESUMES_PER_USER,
    })
    expect(await resumeCountOf(userId)).toBe(MAX_RESUMES_PER_USER)
    const titles = await database.db
      .select({ title: resumes.title })
      .from(resumes)
      .where(and(eq(resumes.userId, userId), eq(resumes.title, 'One too many')))
    expect(titles).toEqual([])

    // Updating one still works at the cap, and deleting one makes room again.
    const [first] = resumeListSchema.parse((await call(account, 'GET', '/resumes')).json())
    if (first === undefined) throw new Error('no resume listed')
    expect(
      (await call(account, 'PUT', `/resumes/${first.id}`, { title: 'Renamed' })).statusCode,
    ).toBe(200)
    expect((await call(account, 'DELETE', `/resumes/${first.id}`)).statusCode).toBe(204)
    await create(account, { title: 'Fits again' })
    // The cap is per account: another user is not affected by this one's resumes.
    await create(await signUp())
  })

  it('never stores more than the cap when creations race at the cap', async () => {
    const account = await signUp()
    await create(account)
    const userId = await userIdOf(account)
    await fillTo(userId, MAX_RESUMES_PER_USER - 2)
    const statuses = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        call(account, 'POST', '/resumes', {
          title: `Race ${index}`,
          original_content: RESUME,
          job_description: JOB,
        }).then((response) => response.statusCode),
      ),
    )
    expect(statuses.filter((status) => status === 200)).toHaveLength(2)
    expect(statuses.filter((status) => status === 409)).toHaveLength(3)
    expect(await resumeCountOf(userId)).toBe(MAX_RESUMES_PER_USER)
  })

  it('limits creations and updates per user per minute, with the analysis limit', async () => {
    const first = await signUp()
    const second = await signUp()
    const body = { title: 'Backend resume', original_content: RESUME, job_description: JOB }
    const created = await call(first, 'POST', '/resumes', body, limited)
    expect(created.statusCode).toBe(200)
    expect((await call(first, 'POST', '/resumes', body, limited)).statusCode).toBe(200)
    const third = await call(first, 'POST', '/resumes', body, limited)
    expect(third.statusCode).toBe(429)
    expect(third.json().detail).toMatch(
      /^Too many resume saves: at most 2 a minute\. Try again in \d+ seconds?\.$/,
    )
    expect(third.headers['retry-after']).toBeDefined()

    const id = resumeSchema.parse(created.json()).id
    const update = { original_content: BETTER }
    expect((await call(first, 'PUT', `/resumes/${id}`, update, limited)).statusCode).toBe(200)
    expect((await call(first, 'PUT', `/resumes/${id}`, update, limited)).statusCode).toBe(200)
    const refusedUpdate = await call(first, 'PUT', `/resumes/${id}`, update, limited)
    expect(refusedUpdate.statusCode).toBe(429)
    expect(refusedUpdate.json().detail).toMatch(/^Too many resume saves: at most 2 a minute\./)
    // Another user has an allowance of their own.
    expect((await call(second, 'POST', '/resumes', body, limited)).statusCode).toBe(200)
  })

  it('computes the match score on save without taking an ATS scan, even with none left', async () => {
    const account = await signUp()
    // The free plan's one scan of the month (v1-2025-10-02), spent.
    const scan = await call(
      account,
      'POST',
      '/analyze/keywords',
      { resume_content: RESUME, job_description: JOB },
      v1,
    )
    expect(scan.statusCode).toBe(200)
    const body = { title: 'Backend resume', original_content: RESUME, job_description: JOB }
    const created = await call(account, 'POST', '/resumes', body, v1)
    expect(created.statusCode).toBe(200)
    const resume = resumeSchema.parse(created.json())
    expect(resume.match_score).toBe(matchScoreOf(RESUME, JOB))
    const updated = await call(
      account,
      'PUT',
      `/resumes/${resume.id}`,
      { original_content: BETTER },
      v1,
    )
    expect(updated.statusCode).toBe(200)
    expect(resumeSchema.parse(updated.json()).match_score).toBe(matchScoreOf(BETTER, JOB))
    const [usage] = await database.db
      .select()
      .from(monthlyUsage)
      .where(
        and(eq(monthlyUsage.userId, await userIdOf(account)), eq(monthlyUsage.month, '2026-03')),
      )
    expect(usage?.atsScansUsed).toBe(1)
  })
})
