import http from 'node:http'
import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { optimizeResponseSchema } from '../../src/contract/generate.ts'
import { resumeSchema } from '../../src/contract/resumes.ts'
import {
  changeEventSchema,
  deltaEventSchema,
  progressEventSchema,
  rejectedEventSchema,
  streamErrorEventSchema,
} from '../../src/contract/streaming.ts'
import type { Database } from '../db/database.ts'
import { monthlyUsage, resumeVersions, resumes, usageEvents } from '../db/schema.ts'
import { detectLanguage } from '../domain/analysis/language.ts'
import { analyzeWithFit } from '../domain/fit/analyze-with-fit.ts'
import { CHANGE_REASONS } from '../domain/writing/changes/change-reasons.ts'
import { proposeOptimization } from '../domain/writing/changes/propose-changes.ts'
import {
  createOfflineWriter,
  OFFLINE_WRITER_NAME,
} from '../domain/writing/offline/offline-writer.ts'
import {
  WRITER_MALFORMED_MESSAGE,
  WRITER_TIMEOUT_MESSAGE,
  WRITER_UNAVAILABLE_MESSAGE,
} from '../domain/writing/run-generation.ts'
import type { ProposedChange } from '../integrations/llm/change-set-answer.ts'
import {
  hang,
  httpError,
  replyJson,
  startFakeOpenAiServer,
} from '../integrations/llm/fake-openai-server.ts'
import type { FakeBehaviour, FakeOpenAiServer } from '../integrations/llm/fake-openai-server.ts'
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
import { matchScoreOf } from './resumes.ts'

const NOW = new Date('2026-03-15T10:00:00Z')
const RESET = '2026-04-01T00:00:00.000Z'

const JOB = `Senior Backend Engineer
Requirements:
- 5+ years of experience with Python and PostgreSQL
- Strong experience with Kubernetes and Docker
- Experience building REST APIs`

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

describe.each(testDatabases())('POST /optimize/resume on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  const writer = switchableWriter()
  let launch: TestApp
  let v1: TestApp
  let racing: TestApp

  beforeAll(async () => {
    ;({ database, dispose } = await target.open())
    launch = await buildTestApp(database, {}, { now: () => NOW, writer })
    v1 = await buildTestApp(database, { PLAN_CATALOG: 'v1-2025-10-02' }, { now: () => NOW, writer })
    racing = await buildTestApp(
      database,
      { RATE_LIMIT_PER_MINUTE: '100000', GENERATION_RATE_LIMIT_PER_MINUTE: '100000' },
      { now: () => NOW, writer },
    )
  })
  afterEach(() => writer.reset())
  afterAll(async () => {
    await launch?.close()
    await v1?.close()
    await racing?.close()
    await dispose?.()
  })

  async function createResume(account: TestAccount, jobDescription: string | null = JOB) {
    const response = await launch.app.inject({
      method: 'POST',
      url: '/api/resumes',
      headers: bearer(account),
      payload: { title: 'Backend', original_content: RESUME, job_description: jobDescription },
    })
    expect(response.statusCode).toBe(200)
    return resumeSchema.parse(response.json())
  }

  function optimize(
    account: TestAccount,
    payload: unknown,
    options: { app?: TestApp; stream?: boolean } = {},
  ) {
    return (options.app ?? launch).app.inject({
      method: 'POST',
      url: '/api/optimize/resume',
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
      .where(and(eq(monthlyUsage.userId, userId), eq(monthlyUsage.month, '2026-03')))
    return row?.generationsUsed ?? 0
  }

  async function storedResume(id: string) {
    const [row] = await database.db.select().from(resumes).where(eq(resumes.id, id))
    return row
  }

  it('refuses free users with the upgrade object before reading the body', async () => {
    const free = await accountOnPlan(launch.app, database, 'free')
    for (const payload of [{ resume_id: crypto.randomUUID() }, { nonsense: true }, '{"broken']) {
      const response = await optimize(free, payload)
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({
        detail: {
          error: 'upgrade_required',
          message: 'Premium or Pro plan required for AI resume optimization',
        },
      })
    }
    // Asked for a stream, a refusal is still a plain JSON error.
    const streamed = await optimize(free, { resume_id: crypto.randomUUID() }, { stream: true })
    expect(streamed.statusCode).toBe(403)
    expect(streamed.headers['content-type']).toMatch(/application\/json/)
  })

  it('answers 401 without a token and 422 for a missing or malformed resume_id', async () => {
    const anonymous = await launch.app.inject({
      method: 'POST',
      url: '/api/optimize/resume',
      payload: { resume_id: crypto.randomUUID() },
    })
    expect(anonymous.statusCode).toBe(401)
    const premium = await accountOnPlan(launch.app, database, 'premium')
    expect((await optimize(premium, {})).statusCode).toBe(422)
    const malformed = await optimize(premium, { resume_id: 'not-a-uuid' })
    expect(malformed.statusCode).toBe(422)
    expect(malformed.json().detail).toMatch(/resume_id/)
    expect(await generationsUsed(premium.userId)).toBe(0)
  })

  it('answers 404 for another user’s resume or an unknown id, taking nothing', async () => {
    const owner = await accountOnPlan(launch.app, database, 'premium')
    const resume = await createResume(owner)
    const other = await accountOnPlan(launch.app, database, 'pro')
    for (const id of [resume.id, crypto.randomUUID()]) {
      const response = await optimize(other, { resume_id: id })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ detail: 'Resume not found' })
    }
    expect(await generationsUsed(other.userId)).toBe(0)
    expect((await storedResume(resume.id))?.status).toBe('draft')
  })

  it('optimizes: stores the text, status optimized and the new score; counts one generation', async () => {
    const pro = await accountOnPlan(launch.app, database, 'pro')
    const resume = await createResume(pro)
    const response = await optimize(pro, { resume_id: resume.id })
    expect(response.statusCode).toBe(200)
    const body = optimizeResponseSchema.parse(response.json())
    expect(body.message).toBe('Resume optimized successfully!')
    expect(body.usage_stats).toEqual({ generation_limit: 20, generations_remaining: 19 })
    expect(body.writer).toBe(OFFLINE_WRITER_NAME)
    expect(Array.isArray(body.added_keywords)).toBe(true)

    const row = await storedResume(resume.id)
    expect(row?.status).toBe('optimized')
    expect(row?.optimizedContent).toBeTruthy()
    expect(row?.originalContent).toBe(RESUME)
    expect(body.resume?.optimized_content).toBe(row?.optimizedContent)
    expect(body.resume?.status).toBe('optimized')
    const expected = matchScoreOf(row?.optimizedContent ?? '', JOB)
    expect(body.resume?.match_score).toBeCloseTo(expected ?? -1, 1)
    expect(await generationsUsed(pro.userId)).toBe(1)

    // The usage stats agree, and the call is recorded for the usage summary.
    const stats = await launch.app.inject({
      method: 'GET',
      url: '/api/users/me/usage-stats',
      headers: bearer(pro),
    })
    expect(stats.json()).toMatchObject({
      generations_used_this_month: 1,
      generations_remaining: 19,
    })
    const events = await database.db
      .select()
      .from(usageEvents)
      .where(eq(usageEvents.userId, pro.userId))
    expect(events).toHaveLength(1)
    expect(events[0]?.kind).toBe('optimize')
    expect(events[0]?.metadata).toMatchObject({
      writer: OFFLINE_WRITER_NAME,
      resume_id: resume.id,
    })
  })

  it('optimizes a resume without a job description (score stays null)', async () => {
    const premium = await accountOnPlan(launch.app, database, 'premium')
    const resume = await createResume(premium, null)
    const response = await optimize(premium, { resume_id: resume.id })
    expect(response.statusCode).toBe(200)
    const body = optimizeResponseSchema.parse(response.json())
    expect(body.usage_stats).toEqual({ generation_limit: 1, generations_remaining: 0 })
    expect(body.resume?.match_score).toBeNull()
    expect(body.resume?.status).toBe('optimized')
  })

  it('refuses with limit_exceeded, the limit and the reset date when none is left', async () => {
    const premium = await accountOnPlan(launch.app, database, 'premium')
    const resume = await createResume(premium)
    expect((await optimize(premium, { resume_id: resume.id })).statusCode).toBe(200)
    const refused = await optimize(premium, { resume_id: resume.id }, { stream: true })
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['content-type']).toMatch(/application\/json/)
    expect(refused.json()).toEqual({
      detail: {
        error: 'limit_exceeded',
        message: 'Monthly generation limit reached (1 generation).',
        reset_date: RESET,
        limit: 1,
      },
    })
    expect(await generationsUsed(premium.userId)).toBe(1)
  })

  it.each([0, 1, 7])(
    'with %i of 20 generations left, 50 concurrent calls give exactly that many 200s',
    async (left) => {
      // Pro (20 a month) with 20 - left already used this month. The per-user and per-address
      // rate limits are raised (racing app) so that every refusal here is the quota's.
      const pro = await accountOnPlan(racing.app, database, 'pro')
      const resume = await createResume(pro)
      if (left < 20) {
        await database.db
          .insert(monthlyUsage)
          .values({ userId: pro.userId, month: '2026-03', generationsUsed: 20 - left })
      }
      // A writer slow enough that every call is in flight while the first ones write.
      const offline = createOfflineWriter()
      writer.use({
        ...offline,
        optimizeResume: async (input, options) => {
          await new Promise((resolve) => setTimeout(resolve, 200))
          return offline.optimizeResume(input, options)
        },
      })
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => optimize(pro, { resume_id: resume.id }, { app: racing })),
      )
      const succeeded = responses.filter((response) => response.statusCode === 200)
      const refused = responses.filter((response) => response.statusCode === 429)
      expect(succeeded).toHaveLength(left)
      expect(refused).toHaveLength(50 - left)
      for (const response of refused) {
        expect(response.json()).toEqual({
          detail: {
            error: 'limit_exceeded',
            message: 'Monthly generation limit reached (20 generations).',
            reset_date: RESET,
            limit: 20,
          },
        })
      }
      // Each success saw its own count: the remaining numbers are all different.
      const remaining = succeeded.map(
        (response) =>
          optimizeResponseSchema.parse(response.json()).usage_stats.generations_remaining,
      )
      expect(new Set(remaining).size).toBe(left)
      expect(await generationsUsed(pro.userId)).toBe(20)
      const events = await database.db
        .select()
        .from(usageEvents)
        .where(eq(usageEvents.userId, pro.userId))
      expect(events).toHaveLength(left)
      expect((await storedResume(resume.id))?.status).toBe(left === 0 ? 'draft' : 'optimized')
    },
  )

  it.each([
    ['timeout', 504, WRITER_TIMEOUT_MESSAGE],
    ['unavailable', 502, WRITER_UNAVAILABLE_MESSAGE],
    ['malformed', 502, WRITER_MALFORMED_MESSAGE],
  ] as const)(
    'a writer %s answers %i with a clear message and takes nothing',
    async (failure, status, message) => {
      const premium = await accountOnPlan(launch.app, database, 'premium')
      const resume = await createResume(premium)
      writer.use(failingWriter(failure))
      const failed = await optimize(premium, { resume_id: resume.id })
      expect(failed.statusCode).toBe(status)
      expect(failed.json()).toEqual({ detail: message })
      expect(await generationsUsed(premium.userId)).toBe(0)
      expect((await storedResume(resume.id))?.status).toBe('draft')

      // The one generation of the month is still there.
      writer.reset()
      const retried = await optimize(premium, { resume_id: resume.id })
      expect(retried.statusCode).toBe(200)
      expect(retried.json().usage_stats).toEqual({ generation_limit: 1, generations_remaining: 0 })
    },
  )

  it('under v1-2025-10-02: free users get 5 rewrites a month; pro is unlimited (null)', async () => {
    const free = await accountOnPlan(v1.app, database, 'free')
    const resume = await createResume(free)
    const response = await optimize(free, { resume_id: resume.id }, { app: v1 })
    expect(response.statusCode).toBe(200)
    expect(response.json().usage_stats).toEqual({ generation_limit: 5, generations_remaining: 4 })

    const pro = await accountOnPlan(v1.app, database, 'pro')
    const proResume = await createResume(pro)
    const unlimited = await optimize(pro, { resume_id: proResume.id }, { app: v1 })
    expect(unlimited.statusCode).toBe(200)
    expect(unlimited.json().usage_stats).toEqual({
      generation_limit: null,
      generations_remaining: null,
    })
    // Unlimited is still counted, so the usage stats can show it.
    expect(await generationsUsed(pro.userId)).toBe(1)
  })

  it('streams progress, the guarded text, then done with the plain response', async () => {
    const pro = await accountOnPlan(launch.app, database, 'pro')
    const resume = await createResume(pro)
    const response = await optimize(pro, { resume_id: resume.id }, { stream: true })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8')
    expect(response.headers['x-request-id']).toBeTruthy()
    const events = parseEventStream(response.body)
    expect(events.at(-1)?.event).toBe('done')
    expect(events.filter((e) => e.event === 'done' || e.event === 'error')).toHaveLength(1)

    const progress = events
      .filter((e) => e.event === 'progress')
      .map((e) => progressEventSchema.parse(e.data))
    expect([...new Set(progress.map((p) => p.stage))]).toEqual([
      'analyzing',
      'writing',
      'checking',
      'saving',
    ])
    const percents = progress.map((p) => p.percent)
    expect(percents).toEqual([...percents].sort((a, b) => a - b))
    expect(new Set(percents).size).toBe(percents.length)

    // Deltas come after writing starts and before saving: the last ones once the guard has read
    // the whole text.
    const names = events.map((e) =>
      e.event === 'progress' ? progressEventSchema.parse(e.data).stage : e.event,
    )
    const firstDelta = names.indexOf('delta')
    expect(firstDelta).toBeGreaterThan(names.indexOf('writing'))
    expect(names.lastIndexOf('delta')).toBeLessThan(names.indexOf('saving'))
    const written = events
      .filter((e) => e.event === 'delta')
      .map((e) => deltaEventSchema.parse(e.data).text)
      .join('')
    expect(written.trim()).not.toBe('')

    // done is exactly what the plain call answers: the stored resume, the counted usage.
    const done = optimizeResponseSchema.parse(events.at(-1)?.data)
    const row = await storedResume(resume.id)
    expect(done.resume?.optimized_content).toBe(row?.optimizedContent)
    // The deltas join to exactly the guarded text that was stored.
    expect(written).toBe(row?.optimizedContent)
    expect(done.resume?.updated_at).toBe(row?.updatedAt.toISOString())
    expect(done).toEqual(
      optimizeResponseSchema.parse({
        message: 'Resume optimized successfully!',
        usage_stats: { generation_limit: 20, generations_remaining: 19 },
        resume: done.resume,
        writer: OFFLINE_WRITER_NAME,
        added_keywords: done.added_keywords,
        changes: done.changes,
        rejected: done.rejected,
      }),
    )
    expect(await generationsUsed(pro.userId)).toBe(1)
  })

  it('streams a writer failure as an error event with the plain status and body', async () => {
    const premium = await accountOnPlan(launch.app, database, 'premium')
    const resume = await createResume(premium)
    writer.use(failingWriter('timeout'))
    const response = await optimize(premium, { resume_id: resume.id }, { stream: true })
    expect(response.statusCode).toBe(200)
    const events = parseEventStream(response.body)
    expect(events.map((e) => e.event)).toEqual(['progress', 'progress', 'error'])
    expect(streamErrorEventSchema.parse(events.at(-1)?.data)).toEqual({
      status: 504,
      body: { detail: WRITER_TIMEOUT_MESSAGE },
    })
    expect(await generationsUsed(premium.userId)).toBe(0)
  })

  /**
   * Streams an optimize call over a real socket, hangs up once `leaveWhen` holds for what arrived,
   * and resolves with what arrived. node:http, so the client really closes its socket (undici's
   * fetch keeps it in its pool).
   */
  let listening: Promise<string> | undefined
  async function streamThenHangUp(
    account: TestAccount,
    resumeId: string,
    leaveWhen: (received: string) => boolean,
  ): Promise<string> {
    listening ??= launch.app.listen({ port: 0, host: '127.0.0.1' })
    const address = await listening
    const request = http.request(`${address}/api/optimize/resume`, {
      method: 'POST',
      headers: {
        ...bearer(account),
        'content-type': 'application/json',
        accept: 'text/event-stream',
      },
    })
    const received = new Promise<string>((resolve, reject) => {
      request.on('response', (response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString('utf8')
          if (leaveWhen(body)) resolve(body)
        })
      })
      request.on('error', reject)
    })
    request.end(JSON.stringify({ resume_id: resumeId }))
    const body = await received
    request.destroy()
    return body
  }

  it('a client that disconnects before any text aborts the writer; nothing is counted or stored', async () => {
    const premium = await accountOnPlan(launch.app, database, 'premium')
    const resume = await createResume(premium)
    const hanging = hangingWriter()
    writer.use(hanging)
    // The writer's first words are not a whole line the guard has read: no text is sent for them.
    const body = await streamThenHangUp(premium, resume.id, (received) =>
      received.includes('"stage":"writing"'),
    )
    await hanging.started
    expect(body).not.toContain('event: delta')
    await hanging.aborted
    // The refund runs right after the writer gives up; wait for it rather than guess a delay.
    await expect.poll(() => generationsUsed(premium.userId), { timeout: 5000 }).toBe(0)
    expect((await storedResume(resume.id))?.status).toBe('draft')
    const events = await database.db
      .select()
      .from(usageEvents)
      .where(eq(usageEvents.userId, premium.userId))
    expect(events).toHaveLength(0)
  })

  it('a client that reads text and then disconnects has spent the generation', async () => {
    const premium = await accountOnPlan(launch.app, database, 'premium')
    const resume = await createResume(premium)
    // Whole lines of the original, long enough for the guard to pass them while the writer writes.
    const lines = `${RESUME}\n\n${RESUME.split('\n').slice(3).join('\n')}\n`
    const hanging = hangingWriter(`${lines}${lines}`)
    writer.use(hanging)
    const body = await streamThenHangUp(premium, resume.id, (received) =>
      received.includes('event: delta'),
    )
    const deltas = parseEventStream(body.slice(0, body.lastIndexOf('\n\n') + 2)).filter(
      (event) => event.event === 'delta',
    )
    expect(deltaEventSchema.parse(deltas[0]?.data).text).toContain('Backend Engineer, Acme Corp')
    await hanging.aborted
    // A refund would run right after the writer gives up (the test above sees it within
    // milliseconds); give it ample time to show up, and none comes.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await generationsUsed(premium.userId)).toBe(1)
    // Nothing half-written is stored.
    expect((await storedResume(resume.id))?.status).toBe('draft')
  })
})

describe('POST /optimize/resume through the model writer (a fake OpenAI-compatible server)', () => {
  const [target] = testDatabases()
  let database: Database
  let dispose: () => Promise<void>
  let fake: FakeOpenAiServer
  let test: TestApp

  beforeAll(async () => {
    if (target === undefined) throw new Error('no test database')
    ;({ database, dispose } = await target.open())
    fake = await startFakeOpenAiServer()
    // The writer the configuration selects: no injection, the real HTTP path.
    test = await buildTestApp(
      database,
      { LLM_BASE_URL: fake.url, LLM_MODEL: 'fake-model', LLM_TIMEOUT_MS: '1000' },
      { now: () => NOW },
    )
  })
  afterEach(() => fake.reset())
  afterAll(async () => {
    await test?.close()
    await fake?.close()
    await dispose?.()
  })

  async function premiumWithResume() {
    const premium = await accountOnPlan(test.app, database, 'premium')
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/resumes',
      headers: bearer(premium),
      payload: { title: 'Backend', original_content: RESUME, job_description: JOB },
    })
    return { premium, resume: resumeSchema.parse(created.json()) }
  }

  async function used(userId: string): Promise<number> {
    const [row] = await database.db
      .select()
      .from(monthlyUsage)
      .where(eq(monthlyUsage.userId, userId))
    return row?.generationsUsed ?? 0
  }

  function optimize(account: TestAccount, resumeId: string, stream = false) {
    return test.app.inject({
      method: 'POST',
      url: '/api/optimize/resume',
      headers: {
        ...bearer(account),
        'content-type': 'application/json',
        ...(stream ? { accept: 'text/event-stream' } : {}),
      },
      payload: { resume_id: resumeId },
    })
  }

  it('optimizes with the model, streams its text, and names it', async () => {
    const { premium, resume } = await premiumWithResume()
    const response = await optimize(premium, resume.id, true)
    expect(response.statusCode).toBe(200)
    const events = parseEventStream(response.body)
    expect(events.some((event) => event.event === 'delta')).toBe(true)
    const done = optimizeResponseSchema.parse(events.at(-1)?.data)
    expect(done.writer).toBe('model:fake-model')
    expect(done.resume?.status).toBe('optimized')
    expect(fake.requests.length).toBeGreaterThan(0)
    expect(await used(premium.userId)).toBe(1)
  })

  it('streams only guarded changes: a skill the model invents never reaches the client', async () => {
    const { premium, resume } = await premiumWithResume()
    const lines = RESUME.split('\n')
    // The prompt numbers the resume's lines from 1.
    const lineOf = (text: string) => lines.indexOf(text) + 1
    const proposed: ProposedChange[] = [
      {
        line: lineOf('- Built REST APIs in Python serving two million requests a day'),
        kind: 'tightened',
        before: 'Built REST APIs in Python serving two million requests a day',
        after: 'Built REST APIs in Python serving two million requests a day.',
        reason: 'A sentence ends with a full stop.',
        keywords: [],
        needs_user_input: false,
      },
      {
        // Kubernetes is in the ad, and nowhere in the resume.
        line: lineOf('- Packaged services with Docker'),
        kind: 'skill_wording',
        before: 'Packaged services with Docker',
        after: 'Packaged services with Docker and Kubernetes',
        reason: 'Names the ad’s orchestrator.',
        keywords: ['Kubernetes'],
        needs_user_input: false,
      },
    ]
    expect(proposed.every((change) => change.line > 0)).toBe(true)
    fake.setBehaviour(replyJson({ changes: proposed }, { chunkSize: 16 }))
    const response = await optimize(premium, resume.id, true)
    expect(response.statusCode).toBe(200)
    const events = parseEventStream(response.body)
    expect(events.at(-1)?.event).toBe('done')
    const done = optimizeResponseSchema.parse(events.at(-1)?.data)
    expect(done.writer).toBe('model:fake-model')
    expect(done.model_failed).toBeUndefined()
    expect(events.some((event) => event.event === 'model_failed')).toBe(false)

    // The model's good change went out as it passed the guard, while the model was writing.
    const changes = events
      .filter((event) => event.event === 'change')
      .map((event) => changeEventSchema.parse(event.data))
    expect(changes.map((change) => change.after)).toEqual([
      'Built REST APIs in Python serving two million requests a day.',
    ])
    const names = events.map((e) =>
      e.event === 'progress' ? progressEventSchema.parse(e.data).stage : e.event,
    )
    expect(names.indexOf('change')).toBeGreaterThan(names.indexOf('writing'))
    expect(names.lastIndexOf('change')).toBeLessThan(names.indexOf('checking'))
    // No change event carries the invented skill; a rejected event names it and says why.
    for (const change of changes) expect(JSON.stringify(change)).not.toMatch(/Kubernetes/)
    const rejected = events
      .filter((event) => event.event === 'rejected')
      .map((event) => rejectedEventSchema.parse(event.data))
    expect(rejected).toContainEqual({
      text: 'Kubernetes',
      claim: 'skill',
      reason: CHANGE_REASONS.en.not_added('Kubernetes'),
      change_id: expect.any(String) as string,
    })

    // done holds the same guarded changes and rejections, and nothing of the invented skill.
    expect(done.changes).toEqual(changes)
    expect(done.rejected).toEqual(rejected)
    expect(JSON.stringify(done.changes)).not.toMatch(/Kubernetes/)
    expect(done.resume?.optimized_content).not.toMatch(/Kubernetes/)
    expect(done.resume?.optimized_content).toContain(
      '- Built REST APIs in Python serving two million requests a day.\n',
    )
    // The text deltas are guarded text too, and join to what was stored.
    const deltas = events
      .filter((event) => event.event === 'delta')
      .map((event) => deltaEventSchema.parse(event.data).text)
    for (const text of deltas) expect(text).not.toMatch(/Kubernetes/)
    expect(deltas.join('')).toBe(done.resume?.optimized_content)
    expect(await used(premium.userId)).toBe(1)
  })

  /** What the offline writer proposes for the same resume and ad, the month the route runs in. */
  async function offlineProposal() {
    const analysis = analyzeWithFit({ resume: RESUME, jobDescription: JOB, today: '2026-03' })
    return proposeOptimization(createOfflineWriter(), {
      resume: RESUME,
      jobDescription: JOB,
      analysis,
      language: analysis.language ?? detectLanguage(RESUME),
      today: '2026-03',
    })
  }

  /**
   * A model that fails (issue 21, item 6): the route answers 200 with the offline writer's
   * suggestions, marked model_failed, and the generation counts; the version keeps the mark.
   */
  async function expectOfflineFallback(behaviour: FakeBehaviour) {
    const { premium, resume } = await premiumWithResume()
    fake.setBehaviour(behaviour)
    const response = await optimize(premium, resume.id)
    expect(fake.requests.some((request) => request.path === '/v1/chat/completions')).toBe(true)
    expect(response.statusCode).toBe(200)
    const body = optimizeResponseSchema.parse(response.json())
    expect(body.model_failed).toBe(true)
    const offline = await offlineProposal()
    expect(offline.model_failed).toBeUndefined()
    expect(offline.changes.length).toBeGreaterThan(0)
    expect(body.changes).toEqual(offline.changes)
    expect(body.rejected).toEqual(offline.rejected)
    expect(body.resume?.status).toBe('optimized')
    expect(body.usage_stats).toEqual({ generation_limit: 1, generations_remaining: 0 })
    expect(await used(premium.userId)).toBe(1)

    const events = await database.db
      .select()
      .from(usageEvents)
      .where(eq(usageEvents.userId, premium.userId))
    expect(events).toHaveLength(1)
    expect(events[0]?.kind).toBe('optimize')
    expect(events[0]?.metadata).toMatchObject({
      resume_id: resume.id,
      model_failed: true,
      changes: offline.changes.length,
    })
    // The version is the offline rules', and its stored proposal says the model failed.
    const versions = await database.db
      .select()
      .from(resumeVersions)
      .where(eq(resumeVersions.resumeId, resume.id))
    const optimized = versions.find((version) => version.proposal !== null)
    expect(optimized?.source).toBe('offline')
    expect(optimized?.proposal).toMatchObject({ changes: offline.changes, model_failed: true })
  }

  it('a model server error gives the offline suggestions, marked model_failed; it counts', async () => {
    await expectOfflineFallback(httpError(500))
  })

  it('a model that does not answer in time gives the offline suggestions, marked model_failed; it counts', async () => {
    await expectOfflineFallback(hang())
  })
})
