import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { atsComparisonSchema, keywordAnalysisSchema } from '../../src/contract/analysis.ts'
import type { Endpoint } from '../../src/contract/endpoint.ts'
import { endpoints } from '../../src/contract/endpoints.ts'
import type { LayoutSignals } from '../../src/contract/documents.ts'
import type { Database } from '../db/database.ts'
import { monthlyUsage, resumes, users } from '../db/schema.ts'
import { buildTestApp } from '../test/app.ts'
import type { TestApp } from '../test/app.ts'
import { testDatabases } from '../test/databases.ts'
import { bearer, signUp } from '../test/identity.ts'
import type { TestAccount } from '../test/identity.ts'

const NOW = new Date('2026-03-15T10:00:00Z')

const JOB = `Senior Backend Engineer
Requirements:
- 5+ years of experience with Python and PostgreSQL
- Strong experience with Kubernetes and Docker
- Experience building REST APIs
Nice to have:
- AWS Certified Solutions Architect
- Experience with Kafka`

const RESUME = `Jane Doe
jane@example.com | +1 555 123 4567

EXPERIENCE
Backend Engineer, Acme Corp, Jan 2019 - Present
- Built REST APIs in Python serving 2 million requests a day
- Ran PostgreSQL clusters and cut query latency by 40%
- Packaged services with Docker and deployed them to AWS

EDUCATION
BSc Computer Science, State University, 2014 - 2018

SKILLS
Python, PostgreSQL, Docker, AWS, REST`

describe.each(testDatabases())('analysis routes on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let launch: TestApp
  let v1: TestApp
  let limited: TestApp

  beforeAll(async () => {
    ;({ database, dispose } = await target.open())
    launch = await buildTestApp(database, {}, { now: () => NOW })
    v1 = await buildTestApp(database, { PLAN_CATALOG: 'v1-2025-10-02' }, { now: () => NOW })
    limited = await buildTestApp(database, { ANALYSIS_RATE_LIMIT_PER_MINUTE: '2' })
  })
  afterAll(async () => {
    await launch?.close()
    await v1?.close()
    await limited?.close()
    await dispose?.()
  })

  function post(app: TestApp, endpoint: Endpoint, account: TestAccount, payload: unknown) {
    return app.app.inject({
      method: 'POST',
      url: `/api${endpoint.path}`,
      headers: { ...bearer(account), 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    })
  }

  const analyze = (app: TestApp, account: TestAccount, payload: unknown) =>
    post(app, endpoints.analyzeKeywords, account, payload)

  it('analyses a resume against a job description in the contract shape, with evidence', async () => {
    const account = await signUp()
    const response = await analyze(launch, account, {
      resume_content: RESUME,
      job_description: JOB,
    })
    expect(response.statusCode).toBe(200)
    const analysis = keywordAnalysisSchema.parse(response.json())
    const keywords = analysis.keyword_matches.map((match) => match.keyword.toLowerCase())
    expect(keywords).toEqual(expect.arrayContaining(['python', 'postgresql', 'kubernetes']))
    const python = analysis.keyword_matches.find((m) => m.keyword.toLowerCase() === 'python')
    expect(python).toMatchObject({ found_in_resume: true, support: 'proven' })
    expect(python?.evidence?.text).toMatch(/Python/)
    const kubernetes = analysis.keyword_matches.find(
      (m) => m.keyword.toLowerCase() === 'kubernetes',
    )
    expect(kubernetes?.found_in_resume).toBe(false)
    expect(analysis.matched_keywords + analysis.missing_keywords).toBe(analysis.total_keywords)
    expect(analysis.match_percentage).toBeGreaterThan(0)
    expect(analysis.match_percentage).toBeLessThan(100)
    expect(analysis.suggestions.join(' ')).toMatch(/Kubernetes/)
    expect(analysis.language).toBe('en')
    expect(analysis.ats_comparison).toBeNull()
  })

  it('adds the fit report: requirements with status and evidence, the fit score, the gap plan', async () => {
    const account = await signUp()
    const response = await analyze(launch, account, {
      resume_content: RESUME,
      job_description: JOB,
    })
    const analysis = keywordAnalysisSchema.parse(response.json())
    const named = (name: string) => analysis.requirements?.find((r) => r.name === name)
    expect(named('Python')).toMatchObject({
      kind: 'skill',
      priority: 'must',
      min_years: 5,
      status: 'met',
      line: '- 5+ years of experience with Python and PostgreSQL',
    })
    expect(named('Python')?.evidence[0]?.text).toBe(
      'Backend Engineer, Acme Corp, Jan 2019 - Present',
    )
    // Docker is shown, Kubernetes is not: related, a bridge to present honestly.
    expect(named('Kubernetes')).toMatchObject({
      priority: 'must',
      status: 'partly',
      evidence: [{ line: 7, matched: 'Docker' }],
    })
    expect(analysis.fit_score).toBeGreaterThan(50)
    expect(analysis.fit_score).toBeLessThan(100)
    expect(analysis.gap_plan).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ requirement: 'Kubernetes', action: 'bridge', priority: 'must' }),
        expect.objectContaining({
          requirement: 'Apache Kafka',
          action: 'missing',
          priority: 'nice',
        }),
      ]),
    )
  })

  it('weighs an uploaded file’s layout in the formatting score', async () => {
    const account = await signUp()
    const layout: LayoutSignals = {
      kind: 'pdf',
      page_count: 1,
      word_count: 80,
      columns: 2,
      tables: 1,
      text_boxes: 0,
      images_without_text: 0,
      contact_only_in_header_footer: false,
    }
    const plain = keywordAnalysisSchema.parse(
      (await analyze(launch, account, { resume_content: RESUME, job_description: JOB })).json(),
    )
    const uploaded = keywordAnalysisSchema.parse(
      (
        await analyze(launch, account, { resume_content: RESUME, job_description: JOB, layout })
      ).json(),
    )
    const columnCheck = uploaded.ats_score.checks?.find((check) => check.id === 'single_column')
    expect(columnCheck?.passed).toBe(false)
    expect(plain.ats_score.checks?.some((check) => check.id === 'single_column')).toBe(false)
    expect(uploaded.ats_score.formatting_score).toBeLessThan(plain.ats_score.formatting_score)
  })

  it('refuses empty text with 422, text over 100,000 characters with 413, bad JSON with 400', async () => {
    const account = await signUp()
    const empty = await analyze(launch, account, { resume_content: '  \n ', job_description: JOB })
    expect(empty.statusCode).toBe(422)
    expect(empty.json().detail).toMatch(/resume_content is empty/)

    const long = await analyze(launch, account, {
      resume_content: 'a'.repeat(100_001),
      job_description: JOB,
    })
    expect(long.statusCode).toBe(413)
    expect(long.json().detail).toMatch(/resume_content is too long \(at most 100,000 characters\)/)

    const missing = await analyze(launch, account, { resume_content: RESUME })
    expect(missing.statusCode).toBe(422)

    const malformed = await analyze(launch, account, '{"resume_content": ')
    expect(malformed.statusCode).toBe(400)
  })

  it('handles control characters and binary garbage without failing', async () => {
    const account = await signUp()
    const garbage = String.fromCharCode(
      ...Array.from({ length: 3000 }, (_, i) => (i * 7919) % 0xd7ff),
    )
    const response = await analyze(launch, account, {
      resume_content: `\u0000\u0007${garbage}\u001b[31m`,
      job_description: `${garbage}\nPython`,
    })
    expect(response.statusCode).toBe(200)
    keywordAnalysisSchema.parse(response.json())
  })

  it('compares an original and an optimized resume', async () => {
    const account = await signUp()
    const optimized = `${RESUME}\n- Deployed services on Kubernetes; streamed events with Kafka`
    const response = await post(launch, endpoints.analyzeAtsComparison, account, {
      resume_content: RESUME,
      optimized_content: optimized,
      job_description: JOB,
    })
    expect(response.statusCode).toBe(200)
    const comparison = atsComparisonSchema.parse(response.json())
    expect(comparison.optimized_score).toBeGreaterThan(comparison.original_score)
    expect(comparison.improvement_delta).toBeCloseTo(
      comparison.optimized_score - comparison.original_score,
      5,
    )
  })

  it('does not meter analyses under the launch catalogue', async () => {
    const account = await signUp()
    for (let i = 0; i < 3; i += 1) {
      const response = await analyze(launch, account, {
        resume_content: RESUME,
        job_description: JOB,
      })
      expect(response.statusCode).toBe(200)
    }
    const [row] = await database.db.select().from(users).where(eq(users.firebaseUid, account.uid))
    const usage = await database.db
      .select()
      .from(monthlyUsage)
      .where(eq(monthlyUsage.userId, row?.id ?? ''))
    expect(usage).toEqual([])
  })

  it('counts ATS scans under v1-2025-10-02: free gets one a month, then 429', async () => {
    const account = await signUp()
    const body = { resume_content: RESUME, job_description: JOB }
    expect((await analyze(v1, account, body)).statusCode).toBe(200)
    const refused = await analyze(v1, account, body)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().detail).toMatchObject({
      error: 'limit_exceeded',
      limit: 1,
      reset_date: '2026-04-01T00:00:00.000Z',
    })
    const [row] = await database.db.select().from(users).where(eq(users.firebaseUid, account.uid))
    const [usage] = await database.db
      .select()
      .from(monthlyUsage)
      .where(and(eq(monthlyUsage.userId, row?.id ?? ''), eq(monthlyUsage.month, '2026-03')))
    expect(usage?.atsScansUsed).toBe(1)
  })

  it('counts concurrent scans exactly: premium gets 30, no more', async () => {
    const account = await signUp()
    expect(
      (await analyze(v1, account, { resume_content: 'x', job_description: 'y' })).statusCode,
    ).toBe(200)
    await database.db
      .update(users)
      .set({ plan: 'premium' })
      .where(eq(users.firebaseUid, account.uid))
    const body = { resume_content: RESUME, job_description: JOB }
    const statuses = await Promise.all(
      Array.from({ length: 32 }, () => analyze(v1, account, body).then((r) => r.statusCode)),
    )
    // One scan was used above on the free plan; 29 of the premium 30 are left.
    expect(statuses.filter((status) => status === 200)).toHaveLength(29)
    expect(statuses.filter((status) => status === 429)).toHaveLength(3)
  })

  it('limits analyses per user per minute (configurable)', async () => {
    const first = await signUp()
    const second = await signUp()
    const body = { resume_content: RESUME, job_description: JOB }
    expect((await analyze(limited, first, body)).statusCode).toBe(200)
    expect((await analyze(limited, first, body)).statusCode).toBe(200)
    const third = await analyze(limited, first, body)
    expect(third.statusCode).toBe(429)
    expect(third.json().detail).toMatch(
      /^Too many analyses: at most 2 a minute\. Try again in \d+ seconds?\.$/,
    )
    // Another user has an allowance of their own.
    expect((await analyze(limited, second, body)).statusCode).toBe(200)
  })
  const compare = (app: TestApp, account: TestAccount, payload: unknown) =>
    post(app, endpoints.analyzeAtsComparison, account, payload)

  const OPTIMIZED = `${RESUME}\n- Deployed services on Kubernetes; streamed events with Kafka`
  const COMPARISON = { resume_content: RESUME, optimized_content: OPTIMIZED, job_description: JOB }

  async function scansUsedBy(account: TestAccount): Promise<number | undefined> {
    const [row] = await database.db.select().from(users).where(eq(users.firebaseUid, account.uid))
    const [usage] = await database.db
      .select()
      .from(monthlyUsage)
      .where(and(eq(monthlyUsage.userId, row?.id ?? ''), eq(monthlyUsage.month, '2026-03')))
    return usage?.atsScansUsed
  }

  async function storeResume(account: TestAccount, status: 'draft' | 'optimized' | 'exported') {
    const [row] = await database.db.select().from(users).where(eq(users.firebaseUid, account.uid))
    if (row === undefined) throw new Error('no user row')
    const [stored] = await database.db
      .insert(resumes)
      .values({
        userId: row.id,
        title: 'Backend resume',
        originalContent: RESUME,
        optimizedContent: OPTIMIZED,
        jobDescription: JOB,
        status,
      })
      .returning({ id: resumes.id })
    if (stored === undefined) throw new Error('no resume stored')
    return stored.id
  }

  it('counts an ATS comparison of any texts as a scan under v1-2025-10-02, then 429', async () => {
    const account = await signUp()
    const first = await compare(v1, account, COMPARISON)
    expect(first.statusCode).toBe(200)
    atsComparisonSchema.parse(first.json())
    expect(await scansUsedBy(account)).toBe(1)
    const refused = await compare(v1, account, COMPARISON)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().detail).toMatchObject({
      error: 'limit_exceeded',
      limit: 1,
      reset_date: '2026-04-01T00:00:00.000Z',
    })
    // Comparisons and keyword analyses draw on the same allowance.
    expect(
      (await analyze(v1, account, { resume_content: RESUME, job_description: JOB })).statusCode,
    ).toBe(429)
    expect(await scansUsedBy(account)).toBe(1)
  })

  it('compares the user’s own stored AI rewrite without a scan, even with none left', async () => {
    const account = await signUp()
    expect(
      (await analyze(v1, account, { resume_content: RESUME, job_description: JOB })).statusCode,
    ).toBe(200)
    const id = await storeResume(account, 'optimized')
    for (let i = 0; i < 2; i += 1) {
      const response = await compare(v1, account, COMPARISON)
      expect(response.statusCode).toBe(200)
      atsComparisonSchema.parse(response.json())
    }
    // Still free once exported.
    await database.db.update(resumes).set({ status: 'exported' }).where(eq(resumes.id, id))
    expect((await compare(v1, account, COMPARISON)).statusCode).toBe(200)
    expect(await scansUsedBy(account)).toBe(1)
    // Any change to the texts makes it a comparison like any other: a scan, and none is left.
    const edited = await compare(v1, account, {
      ...COMPARISON,
      optimized_content: `${OPTIMIZED}\n- Kafka`,
    })
    expect(edited.statusCode).toBe(429)
  })

  it('counts a comparison of a draft’s texts (stored with PUT, never rewritten) as a scan', async () => {
    const account = await signUp()
    expect(
      (await analyze(v1, account, { resume_content: RESUME, job_description: JOB })).statusCode,
    ).toBe(200)
    await storeResume(account, 'draft')
    expect((await compare(v1, account, COMPARISON)).statusCode).toBe(429)
  })

  it('does not treat another user’s rewrite as the caller’s', async () => {
    const owner = await signUp()
    const caller = await signUp()
    expect(
      (await analyze(v1, owner, { resume_content: 'x', job_description: 'y' })).statusCode,
    ).toBe(200)
    await storeResume(owner, 'optimized')
    expect((await compare(v1, caller, COMPARISON)).statusCode).toBe(200)
    expect(await scansUsedBy(caller)).toBe(1)
  })

  it('does not meter comparisons under the launch catalogue', async () => {
    const account = await signUp()
    for (let i = 0; i < 3; i += 1) {
      expect((await compare(launch, account, COMPARISON)).statusCode).toBe(200)
    }
    expect(await scansUsedBy(account)).toBeUndefined()
  })
})
