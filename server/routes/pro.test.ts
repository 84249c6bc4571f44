import { and, eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { FEATURE_IDS } from '../../src/contract/plans.ts'
import {
  BULK_NO_JOB_DESCRIPTION_MESSAGE,
  BULK_TOO_MANY_MESSAGE,
  bulkResponseSchema,
  bulkResultSchema,
  proFeaturesSchema,
  usageLimitsSchema,
  usageSummarySchema,
} from '../../src/contract/pro.ts'
import { progressEventSchema } from '../../src/contract/streaming.ts'
import { BULK_ITEM_EVENT, createBulkRun, findBulkRun } from '../db/bulk-runs.ts'
import type { Database } from '../db/database.ts'
import { insertResume, updateResumeOf } from '../db/resumes.ts'
import { bulkRuns, monthlyUsage, usageEvents } from '../db/schema.ts'
import { OFFLINE_WRITER_NAME } from '../domain/writing/offline/offline-writer.ts'
import { WRITER_UNAVAILABLE_MESSAGE } from '../domain/writing/run-generation.ts'
import { buildTestApp } from '../test/app.ts'
import type { TestApp } from '../test/app.ts'
import { testDatabases } from '../test/databases.ts'
import {
  accountOnPlan,
  failingWriter,
  hangingWriter,
  parseEventStream,
  switchableWriter,
} from '../test/generation.ts'
import { bearer } from '../test/identity.ts'
import type { TestAccount } from '../test/identity.ts'
import {
  BULK_FORBIDDEN,
  BULK_INTERRUPTED,
  BULK_NO_BASE_RESUME,
  USAGE_SUMMARY_FORBIDDEN,
} from './pro.ts'

const NOW = new Date('2026-03-15T10:00:00Z')
const MONTH = '2026-03'
const DAY = 24 * 60 * 60 * 1000

const RESUME = `# Jane Doe
jane@example.com

## Experience
Backend Engineer, Acme Corp, 2019 - Present
- Built REST APIs in Python serving two million requests a day
- Ran PostgreSQL clusters and cut query latency by forty percent
- Packaged services with Docker

## Education
BSc Computer Science, State University, 2014 - 2018

## Skills
Python, PostgreSQL, Docker, REST`

const JOBS = [
  `Senior Backend Engineer
Requirements:
- 5+ years of experience with Python and PostgreSQL
- Strong experience with Kubernetes and Docker`,
  `Platform Engineer
We need Kubernetes, Terraform and Python. Docker experience is required.`,
  `Data Engineer
Python, SQL, Airflow and Kubernetes. PostgreSQL knowledge is a plus.`,
]

describe.each(testDatabases())('pro routes on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  const writer = switchableWriter()
  let launch: TestApp
  let v1: TestApp

  beforeAll(async () => {
    ;({ database, dispose } = await target.open())
    launch = await buildTestApp(database, {}, { now: () => NOW, writer })
    v1 = await buildTestApp(database, { PLAN_CATALOG: 'v1-2025-10-02' }, { now: () => NOW, writer })
  })
  afterEach(() => writer.reset())
  afterAll(async () => {
    await launch?.close()
    await v1?.close()
    await dispose?.()
  })

  function bulk(account: TestAccount, payload: unknown, options: { stream?: boolean } = {}) {
    return launch.app.inject({
      method: 'POST',
      url: '/api/pro/bulk-generate',
      headers: {
        ...bearer(account),
        'content-type': 'application/json',
        ...(options.stream ? { accept: 'text/event-stream' } : {}),
      },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    })
  }

  async function generationsUsed(userId: string): Promise<number> {
    const [row] = await database.db
      .select()
      .from(monthlyUsage)
      .where(and(eq(monthlyUsage.userId, userId), eq(monthlyUsage.month, MONTH)))
    return row?.generationsUsed ?? 0
  }

  async function eventKinds(userId: string): Promise<string[]> {
    const rows = await database.db
      .select({ kind: usageEvents.kind })
      .from(usageEvents)
      .where(eq(usageEvents.userId, userId))
    return rows.map((row) => row.kind)
  }

  describe('GET /pro/features', () => {
    it('lists the pro plan features without sign-in, pro-only ones first', async () => {
      const response = await launch.app.inject({ method: 'GET', url: '/api/pro/features' })
      expect(response.statusCode).toBe(200)
      const { features } = proFeaturesSchema.parse(response.json())
      const ids = features.map((feature) => feature.id)
      expect(new Set(ids)).toEqual(new Set(FEATURE_IDS))
      expect(ids.slice(0, 6)).toEqual([
        'priority_support',
        'executive_bio',
        'pro_dashboard',
        'linkedin_import',
        'bulk_generation',
        'plagiarism_check',
      ])
      expect(features.find((feature) => feature.id === 'bulk_generation')?.name).toBe(
        'Bulk resume generation',
      )
    })
  })

  describe('gates', () => {
    it.each(['free', 'premium'] as const)(
      'refuses %s on every pro call with 403, whatever the body',
      async (plan) => {
        const account = await accountOnPlan(launch.app, database, plan)
        for (const payload of [{ job_descriptions: JOBS }, { job_descriptions: [] }, 'not json{']) {
          const response = await bulk(account, payload)
          expect(response.statusCode).toBe(403)
          expect(response.json()).toEqual({ detail: BULK_FORBIDDEN })
        }
        for (const query of ['', '?days=30', '?days=0', '?days=abc']) {
          const response = await launch.app.inject({
            method: 'GET',
            url: `/api/usage/summary${query}`,
            headers: bearer(account),
          })
          expect(response.statusCode).toBe(403)
          expect(response.json()).toEqual({ detail: USAGE_SUMMARY_FORBIDDEN })
        }
        const runs = await database.db
          .select()
          .from(bulkRuns)
          .where(eq(bulkRuns.userId, account.userId))
        expect(runs).toHaveLength(0)
      },
    )

    it('asks for sign-in on the signed-in calls', async () => {
      for (const [method, url] of [
        ['POST', '/api/pro/bulk-generate'],
        ['GET', '/api/usage/summary'],
        ['GET', '/api/usage/limits'],
      ] as const) {
        const response = await launch.app.inject({ method, url })
        expect(response.statusCode).toBe(401)
      }
    })
  })

  describe('POST /pro/bulk-generate validation', () => {
    let pro: TestAccount & { userId: string }
    beforeAll(async () => {
      pro = await accountOnPlan(launch.app, database, 'pro')
    })

    it.each([
      ['no list', { base_resume: RESUME }],
      ['an empty list', { base_resume: RESUME, job_descriptions: [] }],
      ['only blank entries', { base_resume: RESUME, job_descriptions: ['', '   \n'] }],
    ])('gives the spec message for %s', async (_name, payload) => {
      const response = await bulk(pro, payload)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ detail: BULK_NO_JOB_DESCRIPTION_MESSAGE })
    })

    it('refuses more than 5 job descriptions', async () => {
      const response = await bulk(pro, {
        base_resume: RESUME,
        job_descriptions: Array.from({ length: 6 }, (_, i) => `Job ${i}: Python`),
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ detail: BULK_TOO_MANY_MESSAGE })
      expect(await generationsUsed(pro.userId)).toBe(0)
    })

    it('needs a base resume or a stored one', async () => {
      const response = await bulk(pro, { job_descriptions: [JOBS[0]] })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ detail: BULK_NO_BASE_RESUME })
    })
  })

  describe('POST /pro/bulk-generate', () => {
    it('tailors to 3 job descriptions: 3 results, 3 generations, 3 usage events', async () => {
      const pro = await accountOnPlan(launch.app, database, 'pro')
      // Blank entries are dropped, not counted.
      const response = await bulk(pro, {
        base_resume: RESUME,
        job_descriptions: [JOBS[0], '  ', JOBS[1], JOBS[2]],
        user_profile: {},
      })
      expect(response.statusCode).toBe(200)
      const body = bulkResponseSchema.parse(response.json())
      expect(body.total).toBe(3)
      expect(body.successful).toBe(3)
      expect(body.writer).toBe(OFFLINE_WRITER_NAME)
      expect(body.results.map((result) => [result.index, result.status])).toEqual([
        [0, 'success'],
        [1, 'success'],
        [2, 'success'],
      ])
      for (const result of body.results) {
        expect(result.resume_text).toContain('Jane Doe')
        expect(result.error).toBeUndefined()
      }
      expect(body.results[1]?.job_description_preview).toBe(
        'Platform Engineer We need Kubernetes, Terraform and Python. Docker experience is required.',
      )
      expect(await generationsUsed(pro.userId)).toBe(3)
      expect(await eventKinds(pro.userId)).toEqual([
        BULK_ITEM_EVENT,
        BULK_ITEM_EVENT,
        BULK_ITEM_EVENT,
      ])
      // Kubernetes: all three ask for it, the resume lacks it.
      const kubernetes = body.gap_matrix?.keywords.find(
        (entry) => entry.keyword.toLowerCase() === 'kubernetes',
      )
      expect(kubernetes).toMatchObject({ jobs: [0, 1, 2], in_resume: false })
      expect(body.gap_matrix?.missing_everywhere.map((k) => k.toLowerCase())).toContain(
        'kubernetes',
      )
      const python = body.gap_matrix?.keywords.find((e) => e.keyword.toLowerCase() === 'python')
      expect(python).toMatchObject({ jobs: [0, 1, 2], in_resume: true })

      const run = await findBulkRun(database.db, body.run_id ?? '')
      expect(run).toMatchObject({ status: 'done', userId: pro.userId })
      expect(run?.finishedAt).toBeInstanceOf(Date)
      if (target.name === 'postgres') {
        // Worked through pg-boss: its job carries the run's id.
        const jobs = (await database.db.execute(
          sql`select state from pgboss.job where name = 'bulk-tailoring' and id = ${run?.id}::uuid`,
        )) as unknown as { rows: unknown[] }
        expect(jobs.rows).toEqual([{ state: 'completed' }])
      }
    })

    it('reports each failed item and takes nothing when the model fails', async () => {
      const pro = await accountOnPlan(launch.app, database, 'pro')
      writer.use(failingWriter('unavailable'))
      const response = await bulk(pro, { base_resume: RESUME, job_descriptions: JOBS })
      expect(response.statusCode).toBe(200)
      const body = bulkResponseSchema.parse(response.json())
      expect(body.total).toBe(3)
      expect(body.successful).toBe(0)
      for (const result of body.results) {
        expect(result).toMatchObject({ status: 'error', error: WRITER_UNAVAILABLE_MESSAGE })
        expect(result.resume_text).toBeUndefined()
      }
      expect(await generationsUsed(pro.userId)).toBe(0)
      expect(await eventKinds(pro.userId)).toEqual([])
    })

    it('fails the items that find no generation left, and the others still run', async () => {
      const pro = await accountOnPlan(launch.app, database, 'pro')
      // The launch catalogue gives pro 20 a month: one is left.
      await database.db
        .insert(monthlyUsage)
        .values({ userId: pro.userId, month: MONTH, generationsUsed: 19 })
      const response = await bulk(pro, { base_resume: RESUME, job_descriptions: JOBS })
      const body = bulkResponseSchema.parse(response.json())
      expect(body.results.map((result) => result.status)).toEqual(['success', 'error', 'error'])
      expect(body.results[1]?.error).toBe('Monthly generation limit reached (20 generations).')
      expect(body.successful).toBe(1)
      expect(await generationsUsed(pro.userId)).toBe(20)
    })

    it("uses the user's most recently updated resume when no base resume is given", async () => {
      const pro = await accountOnPlan(launch.app, database, 'pro')
      const older = await insertResume(database.db, {
        userId: pro.userId,
        title: 'Old',
        originalContent: RESUME.replace('Jane Doe', 'Janet Older'),
        jobDescription: null,
        matchScore: null,
        template: 'minimalist',
      })
      await insertResume(database.db, {
        userId: pro.userId,
        title: 'Newer',
        originalContent: RESUME.replace('Jane Doe', 'Jill Newer'),
        jobDescription: null,
        matchScore: null,
        template: 'minimalist',
      })
      // Created first, but updated last.
      await updateResumeOf(database.db, pro.userId, older.id, { title: 'Old, edited' })
      const response = await bulk(pro, { base_resume: '', job_descriptions: [JOBS[0]] })
      expect(response.statusCode).toBe(200)
      const body = bulkResponseSchema.parse(response.json())
      expect(body.results[0]?.resume_text).toContain('Janet Older')
    })

    it('streams progress, one delta per finished item, then the plain response', async () => {
      const pro = await accountOnPlan(launch.app, database, 'pro')
      const response = await bulk(
        pro,
        { base_resume: RESUME, job_descriptions: JOBS.slice(0, 2) },
        { stream: true },
      )
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toContain('text/event-stream')
      const events = parseEventStream(response.body)
      const deltas = events.filter((event) => event.event === 'delta')
      expect(
        deltas.map((event) =>
          bulkResultSchema.parse(JSON.parse((event.data as { text: string }).text)),
        ),
      ).toMatchObject([
        { index: 0, status: 'success' },
        { index: 1, status: 'success' },
      ])
      const percents = events
        .filter((event) => event.event === 'progress')
        .map((event) => progressEventSchema.parse(event.data).percent)
      expect(percents.length).toBeGreaterThanOrEqual(3)
      expect([...percents].sort((a, b) => a - b)).toEqual(percents)
      const last = events.at(-1)
      expect(last?.event).toBe('done')
      expect(bulkResponseSchema.parse(last?.data)).toMatchObject({ total: 2, successful: 2 })
      expect(await generationsUsed(pro.userId)).toBe(2)
    })

    it('picks up runs a previous process left queued or running after a restart', async () => {
      const pro = await accountOnPlan(launch.app, database, 'pro')
      const queued = await createBulkRun(database.db, {
        userId: pro.userId,
        baseResume: RESUME,
        jobDescriptions: JOBS.slice(0, 2),
      })
      // Interrupted after its first item: only the second is still to do.
      const interrupted = await createBulkRun(database.db, {
        userId: pro.userId,
        baseResume: RESUME,
        jobDescriptions: JOBS.slice(0, 2),
      })
      await database.db
        .update(bulkRuns)
        .set({
          status: 'running',
          startedAt: NOW,
          results: [
            {
              index: 0,
              status: 'success',
              job_description_preview: 'x',
              resume_text: 'done before',
            },
          ],
        })
        .where(eq(bulkRuns.id, interrupted.id))

      const restarted = await buildTestApp(database, {}, { now: () => NOW, writer })
      try {
        const deadline = Date.now() + 20_000
        let runs = [queued, interrupted]
        while (Date.now() < deadline) {
          runs = await Promise.all(
            [queued, interrupted].map(
              async (run) => (await findBulkRun(database.db, run.id)) ?? run,
            ),
          )
          if (runs.every((run) => run.status === 'done')) break
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
        expect(runs.map((run) => run.status)).toEqual(['done', 'done'])
        expect(runs[0]?.results).toHaveLength(2)
        expect(runs[1]?.results).toMatchObject([
          { index: 0, resume_text: 'done before' },
          { index: 1, status: 'success' },
        ])
        // Two items of the queued run and the one left of the interrupted run.
        expect(await generationsUsed(pro.userId)).toBe(3)
      } finally {
        await restarted.close()
      }
    })
  })

  describe('GET /usage/summary', () => {
    it('counts the actions of the window by type, with stable keys', async () => {
      const pro = await accountOnPlan(launch.app, database, 'pro')
      const at = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * DAY)
      await database.db.insert(usageEvents).values([
        { userId: pro.userId, kind: 'optimize', createdAt: at(0.5), metadata: {} },
        { userId: pro.userId, kind: 'optimize', createdAt: at(3), metadata: {} },
        { userId: pro.userId, kind: 'bio', createdAt: at(10), metadata: {} },
        { userId: pro.userId, kind: 'bulk_item', createdAt: at(29), metadata: {} },
        { userId: pro.userId, kind: 'cover_letter', createdAt: at(31), metadata: {} },
        { userId: pro.userId, kind: 'optimize', createdAt: at(-1), metadata: {} },
      ])
      const get = async (query: string) => {
        const response = await launch.app.inject({
          method: 'GET',
          url: `/api/usage/summary${query}`,
          headers: bearer(pro),
        })
        return response
      }
      const month = await get('')
      expect(month.statusCode).toBe(200)
      expect(usageSummarySchema.parse(month.json())).toEqual({
        total_actions: 4,
        actions_by_type: { optimize: 2, bio: 1, cover_letter: 0, bulk_item: 1 },
        days: 30,
      })
      expect((await get('?days=1')).json()).toEqual({
        total_actions: 1,
        actions_by_type: { optimize: 1, bio: 0, cover_letter: 0, bulk_item: 0 },
        days: 1,
      })
      expect((await get('?days=365')).json()).toMatchObject({ total_actions: 5 })
      for (const bad of ['?days=0', '?days=366', '?days=abc']) {
        expect((await get(bad)).statusCode).toBe(422)
      }
    })
  })

  describe('GET /usage/limits', () => {
    it('answers the plan and this month’s allowance from the catalogue', async () => {
      const free = await accountOnPlan(launch.app, database, 'free')
      const pro = await accountOnPlan(launch.app, database, 'pro')
      await database.db
        .insert(monthlyUsage)
        .values({ userId: pro.userId, month: MONTH, generationsUsed: 6 })
      const limits = async (app: TestApp, account: TestAccount) => {
        const response = await app.app.inject({
          method: 'GET',
          url: '/api/usage/limits',
          headers: bearer(account),
        })
        expect(response.statusCode).toBe(200)
        return usageLimitsSchema.parse(response.json())
      }
      expect(await limits(launch, free)).toEqual({
        plan: 'free',
        unlimited: false,
        remaining: 0,
        limit: 0,
      })
      expect(await limits(launch, pro)).toEqual({
        plan: 'pro',
        unlimited: false,
        remaining: 14,
        limit: 20,
      })
      expect(await limits(v1, pro)).toEqual({
        plan: 'pro',
        unlimited: true,
        remaining: null,
        limit: null,
      })
    })
  })
})

describe.each(testDatabases())('closing the app during a bulk run on $name', (target) => {
  // A database of its own: no other app's worker may take the run.
  let database: Database
  let dispose: () => Promise<void>
  beforeAll(async () => {
    ;({ database, dispose } = await target.open())
  })
  afterAll(async () => {
    await dispose?.()
  })

  it('interrupts the run resumably, gives its generation back, and the next app finishes it', async () => {
    const writer = switchableWriter()
    const hanging = hangingWriter()
    writer.use(hanging)
    const first = await buildTestApp(database, {}, { now: () => NOW, writer })
    const pro = await accountOnPlan(first.app, database, 'pro')
    const pending = first.app.inject({
      method: 'POST',
      url: '/api/pro/bulk-generate',
      headers: { ...bearer(pro), 'content-type': 'application/json' },
      payload: JSON.stringify({ base_resume: RESUME, job_descriptions: JOBS.slice(0, 2) }),
    })
    await hanging.started
    await first.close()
    const response = await pending
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ detail: BULK_INTERRUPTED })

    const [run] = await database.db.select().from(bulkRuns).where(eq(bulkRuns.userId, pro.userId))
    expect(run).toMatchObject({ status: 'running', results: [] })
    const used = async () => {
      const [row] = await database.db
        .select()
        .from(monthlyUsage)
        .where(and(eq(monthlyUsage.userId, pro.userId), eq(monthlyUsage.month, MONTH)))
      return row?.generationsUsed ?? 0
    }
    expect(await used()).toBe(0)

    writer.reset()
    const second = await buildTestApp(database, {}, { now: () => NOW, writer })
    try {
      const deadline = Date.now() + 20_000
      let status = run?.status
      while (status !== 'done' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        status = (await findBulkRun(database.db, run?.id ?? ''))?.status
      }
      expect(status).toBe('done')
      expect((await findBulkRun(database.db, run?.id ?? ''))?.results).toMatchObject([
        { index: 0, status: 'success' },
        { index: 1, status: 'success' },
      ])
      expect(await used()).toBe(2)
    } finally {
      await second.close()
    }
  })
})
