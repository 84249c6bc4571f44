import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { optimizeResponseSchema } from '../../src/contract/generate.ts'
import { bulkResponseSchema } from '../../src/contract/pro.ts'
import { resumeSchema } from '../../src/contract/resumes.ts'
import type { Database } from '../db/database.ts'
import { monthlyUsage, usageEvents } from '../db/schema.ts'
import {
  WRITER_MALFORMED_MESSAGE,
  WRITER_TIMEOUT_MESSAGE,
  WRITER_UNAVAILABLE_MESSAGE,
} from '../domain/writing/run-generation.ts'
import {
  dropConnection,
  hang,
  httpError,
  reply,
  startFakeOpenAiServer,
} from '../integrations/llm/fake-openai-server.ts'
import type { FakeBehaviour, FakeOpenAiServer } from '../integrations/llm/fake-openai-server.ts'
import { buildTestApp } from '../test/app.ts'
import type { TestApp } from '../test/app.ts'
import { testDatabases } from '../test/databases.ts'
import { accountOnPlan } from '../test/generation.ts'
import { bearer } from '../test/identity.ts'
import type { TestAccount } from '../test/identity.ts'
import { SAMPLE_JOB, SAMPLE_RESUME } from '../test/sample-texts.ts'

/*
 * A model server that fails, drops the connection, answers garbage or does not answer at all,
 * behind every AI route (optimize, bio, cover letter, a bulk item), through the real model writer
 * and its HTTP path, each answered within the timeout (plus a margin for this 2-core machine).
 * Optimize and a bulk item fall back to the offline writer's suggestions, marked model_failed,
 * and count their generation (issue 21, item 6); the bio and the cover letter answer the route's
 * clear error, no quota is taken and no usage event is recorded.
 */

const NOW = new Date('2026-03-15T10:00:00Z')
const MONTH = '2026-03'
/** The shortest LLM_TIMEOUT_MS the configuration accepts. */
const TIMEOUT_MS = 1_000
/** Room for the rest of the request (token check, analysis, database) on a busy machine. */
const MARGIN_MS = 4_000

const RESUME = SAMPLE_RESUME
const JOB = SAMPLE_JOB

const BIO = {
  full_name: 'Jane Doe',
  current_title: 'VP of Engineering',
  industry: 'Financial technology',
  education: 'BSc Computer Science, State University',
  accomplishments: 'Grew the platform team from 5 to 40 engineers. Cut cloud costs by 30%.',
  tone: 'formal',
}

const COVER_LETTER = {
  full_name: 'Jane Doe',
  target_job_title: 'Backend Engineer',
  company_name: 'Acme Payments',
  resume_content: RESUME,
  job_description: JOB,
}

/**
 * What the model server does, and what the bio and cover letter answer (the status and detail of
 * run-generation.ts).
 */
const OUTAGES: [string, () => FakeBehaviour, number, string][] = [
  ['fails (HTTP 500)', () => httpError(500), 502, WRITER_UNAVAILABLE_MESSAGE],
  ['drops the connection', () => dropConnection(), 502, WRITER_UNAVAILABLE_MESSAGE],
  [
    'answers garbage',
    () => reply('Sorry, I cannot help with that.'),
    502,
    WRITER_MALFORMED_MESSAGE,
  ],
  ['does not answer (hangs)', () => hang(), 504, WRITER_TIMEOUT_MESSAGE],
]

describe.each(testDatabases())('AI routes while the model server is out, on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let fake: FakeOpenAiServer
  let test: TestApp

  beforeAll(async () => {
    ;({ database, dispose } = await target.open())
    fake = await startFakeOpenAiServer()
    // The v1 catalogue meters both rewrites (premium 200) and cover letters (premium 10); pro is
    // unlimited but still counted. The writer is the one the configuration selects.
    test = await buildTestApp(
      database,
      {
        PLAN_CATALOG: 'v1-2025-10-02',
        LLM_BASE_URL: fake.url,
        LLM_MODEL: 'fake-model',
        LLM_TIMEOUT_MS: String(TIMEOUT_MS),
      },
      { now: () => NOW },
    )
  })
  afterEach(() => fake.reset())
  afterAll(async () => {
    await test?.close()
    await fake?.close()
    await dispose?.()
  })

  function post(path: string, account: TestAccount, payload: unknown) {
    return test.app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: { ...bearer(account), 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    })
  }

  async function counters(userId: string) {
    const [row] = await database.db
      .select()
      .from(monthlyUsage)
      .where(and(eq(monthlyUsage.userId, userId), eq(monthlyUsage.month, MONTH)))
    return { generations: row?.generationsUsed ?? 0, coverLetters: row?.coverLettersUsed ?? 0 }
  }

  async function eventsOf(userId: string) {
    return database.db.select().from(usageEvents).where(eq(usageEvents.userId, userId))
  }

  /** Runs the call, timed, and checks that the model server was really asked. */
  async function timed<T>(call: () => Promise<T>): Promise<{ result: T; elapsed: number }> {
    const startedAt = performance.now()
    const result = await call()
    const elapsed = performance.now() - startedAt
    expect(fake.requests.some((request) => request.path === '/v1/chat/completions')).toBe(true)
    return { result, elapsed }
  }

  describe.each(OUTAGES)('when it %s', (_name, behaviour, status, detail) => {
    it('optimize answers the offline suggestions, marked model_failed, in time and counts', async () => {
      const premium = await accountOnPlan(test.app, database, 'premium')
      const created = await post('/resumes', premium, {
        title: 'Backend',
        original_content: RESUME,
        job_description: JOB,
      })
      const resume = resumeSchema.parse(created.json())
      fake.setBehaviour(behaviour())
      const { result, elapsed } = await timed(() =>
        post('/optimize/resume', premium, { resume_id: resume.id }),
      )
      expect(result.statusCode).toBe(200)
      const body = optimizeResponseSchema.parse(result.json())
      expect(body.model_failed).toBe(true)
      expect(body.changes?.length).toBeGreaterThan(0)
      expect(body.resume?.status).toBe('optimized')
      expect(elapsed).toBeLessThan(TIMEOUT_MS + MARGIN_MS)
      expect(await counters(premium.userId)).toEqual({ generations: 1, coverLetters: 0 })
      const events = await eventsOf(premium.userId)
      expect(events.map((event) => event.kind)).toEqual(['optimize'])
      expect(events[0]?.metadata).toMatchObject({ model_failed: true })
    })

    it('the bio answers the clear error in time and records nothing', async () => {
      const pro = await accountOnPlan(test.app, database, 'pro')
      fake.setBehaviour(behaviour())
      const { result, elapsed } = await timed(() => post('/generate/bio', pro, BIO))
      expect(result.statusCode).toBe(status)
      expect(result.json()).toEqual({ detail })
      expect(elapsed).toBeLessThan(TIMEOUT_MS + MARGIN_MS)
      expect(await eventsOf(pro.userId)).toEqual([])
    })

    it('the cover letter answers the clear error in time and takes no cover letter', async () => {
      const premium = await accountOnPlan(test.app, database, 'premium')
      fake.setBehaviour(behaviour())
      const { result, elapsed } = await timed(() =>
        post('/generate/cover-letter', premium, COVER_LETTER),
      )
      expect(result.statusCode).toBe(status)
      expect(result.json()).toEqual({ detail })
      expect(elapsed).toBeLessThan(TIMEOUT_MS + MARGIN_MS)
      expect(await counters(premium.userId)).toEqual({ generations: 0, coverLetters: 0 })
      expect(await eventsOf(premium.userId)).toEqual([])
    })

    it('a bulk item succeeds with the offline suggestions, marked model_failed, in time and counts', async () => {
      const pro = await accountOnPlan(test.app, database, 'pro')
      fake.setBehaviour(behaviour())
      const { result, elapsed } = await timed(() =>
        post('/pro/bulk-generate', pro, { base_resume: RESUME, job_descriptions: [JOB] }),
      )
      expect(result.statusCode).toBe(200)
      const body = bulkResponseSchema.parse(result.json())
      expect(body.successful).toBe(1)
      expect(body.results).toEqual([
        expect.objectContaining({ status: 'success', model_failed: true }),
      ])
      expect(body.results[0]?.changes?.length).toBeGreaterThan(0)
      expect(body.results[0]?.resume_text).toBeTruthy()
      expect(elapsed).toBeLessThan(TIMEOUT_MS + MARGIN_MS)
      expect(await counters(pro.userId)).toEqual({ generations: 1, coverLetters: 0 })
      expect((await eventsOf(pro.userId)).map((event) => event.kind)).toEqual(['bulk_item'])
    })
  })

  it('once the model server is back, the same calls succeed and count', async () => {
    const premium = await accountOnPlan(test.app, database, 'premium')
    const created = await post('/resumes', premium, {
      title: 'Backend',
      original_content: RESUME,
      job_description: JOB,
    })
    const resume = resumeSchema.parse(created.json())
    fake.setBehaviour(httpError(500))
    // While it is out: the offline suggestions (counted), and the cover letter's clear error.
    const fallback = await post('/optimize/resume', premium, { resume_id: resume.id })
    expect(fallback.statusCode).toBe(200)
    expect(optimizeResponseSchema.parse(fallback.json()).model_failed).toBe(true)
    expect((await post('/generate/cover-letter', premium, COVER_LETTER)).statusCode).toBe(502)
    fake.reset()
    const optimized = await post('/optimize/resume', premium, { resume_id: resume.id })
    expect(optimized.statusCode).toBe(200)
    const body = optimizeResponseSchema.parse(optimized.json())
    expect(body.writer).toBe('model:fake-model')
    expect(body.model_failed).toBeUndefined()
    expect(body.changes?.length).toBeGreaterThan(0)
    const letter = await post('/generate/cover-letter', premium, COVER_LETTER)
    expect(letter.statusCode).toBe(200)
    expect(await counters(premium.userId)).toEqual({ generations: 2, coverLetters: 1 })
    const events = await eventsOf(premium.userId)
    expect(events.map((event) => event.kind).sort()).toEqual([
      'cover_letter',
      'optimize',
      'optimize',
    ])
    expect(
      events
        .filter((event) => event.kind === 'optimize')
        .map((event) => event.metadata?.model_failed)
        .sort(),
    ).toEqual([false, true])
  })
})
