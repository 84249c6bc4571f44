import { randomUUID } from 'node:crypto'
import { createServer } from 'node:net'
import { Redis } from 'ioredis'
import type { Response } from 'light-my-request'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { buildTestApp } from '../test/app.ts'
import type { TestApp } from '../test/app.ts'
import { testDatabases } from '../test/databases.ts'
import { accountOnPlan } from '../test/generation.ts'
import { bearer, signUp } from '../test/identity.ts'
import type { TestAccount } from '../test/identity.ts'
import { captureLogs } from '../test/log-capture.ts'
import type { LogCapture } from '../test/log-capture.ts'
import { MULTIPART_TYPE, multipartBody } from '../test/malformed-files.ts'
import { startTcpProxy } from '../test/tcp-proxy.ts'
import type { TcpProxy } from '../test/tcp-proxy.ts'
import { REDIS_BACK_NOTICE, REDIS_DOWN_WARNING } from './fallback-store.ts'

/*
 * Issue 10, rate limits: every expensive call answers 429 with Retry-After past its per-user limit;
 * with REDIS_URL two instances share one budget; with Redis unreachable each instance enforces the
 * limits on its own (issue 18), and shares them again once Redis is back.
 */

const RESUME =
  'Jane Example\nSenior Software Engineer\n\nEXPERIENCE\n- Built TypeScript and React services on PostgreSQL for 40,000 users\n- Led a team of five engineers'
const JOB = 'We are hiring a senior engineer with TypeScript, React, PostgreSQL and Kubernetes.'
const ORIGIN = 'http://localhost:3000'
const TONE = 'formal'

type Send = (app: TestApp, account: TestAccount) => Promise<Response>

function post(path: string, body: unknown): Send {
  return (test, account) =>
    test.app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: { ...bearer(account), 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    })
}

function upload(path: string): Send {
  return (test, account) =>
    test.app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: { ...bearer(account), 'content-type': MULTIPART_TYPE },
      payload: multipartBody([{ field: 'file', filename: 'cv.txt', content: RESUME }]),
    })
}

const BIO = {
  full_name: 'Jane Example',
  current_title: 'VP of Engineering',
  industry: 'Financial technology',
  education: 'BSc Computer Science',
  accomplishments: 'Grew the platform team from 5 to 40 engineers and cut cloud costs by 30%.',
  tone: 'formal',
}
const LETTER = {
  full_name: 'Jane Example',
  target_job_title: 'Senior Engineer',
  company_name: 'Acme',
}

/**
 * Every expensive call, the noun its refusal uses, and a request that passes validation (the
 * limit counts after it): the first may succeed or fail on its merits, the second is over the limit.
 */
const EXPENSIVE: [string, string, Send][] = [
  [
    'POST /analyze/keywords',
    'analyses',
    post('/analyze/keywords', { resume_content: RESUME, job_description: JOB }),
  ],
  [
    'POST /analyze/ats-comparison',
    'analyses',
    post('/analyze/ats-comparison', {
      resume_content: RESUME,
      optimized_content: RESUME,
      job_description: JOB,
    }),
  ],
  [
    'POST /resumes',
    'resume saves',
    post('/resumes', { title: 'Backend', original_content: RESUME, job_description: JOB }),
  ],
  ['POST /optimize/resume', 'generations', post('/optimize/resume', { resume_id: randomUUID() })],
  ['POST /generate/bio', 'generations', post('/generate/bio', BIO)],
  [
    'POST /generate/cover-letter',
    'generations',
    post('/generate/cover-letter', {
      ...LETTER,
      resume_content: RESUME,
      job_description: JOB,
      tone: TONE,
    }),
  ],
  [
    'POST /pro/bulk-generate',
    'generations',
    post('/pro/bulk-generate', { job_descriptions: [JOB] }),
  ],
  [
    'POST /export/resume',
    'exports',
    post('/export/resume', { resume_id: randomUUID(), format: 'docx' }),
  ],
  [
    'POST /generate/bio/docx',
    'exports',
    post('/generate/bio/docx', { bio_text: RESUME, ...BIO, tone: 'formal' }),
  ],
  [
    'POST /generate/bio/pdf',
    'exports',
    post('/generate/bio/pdf', { bio_text: RESUME, ...BIO, tone: 'formal' }),
  ],
  [
    'POST /generate/cover-letter/docx',
    'exports',
    post('/generate/cover-letter/docx', { cover_letter_text: RESUME, ...LETTER, tone: TONE }),
  ],
  [
    'POST /generate/cover-letter/pdf',
    'exports',
    post('/generate/cover-letter/pdf', { cover_letter_text: RESUME, ...LETTER, tone: TONE }),
  ],
  ['POST /upload/resume', 'uploads', upload('/upload/resume')],
  ['POST /pro/linkedin-import/file', 'uploads', upload('/pro/linkedin-import/file')],
  [
    'POST /pro/plagiarism-check',
    'originality checks',
    post('/pro/plagiarism-check', { text: RESUME }),
  ],
  [
    'POST /pro/linkedin-import',
    'profile imports',
    post('/pro/linkedin-import', { profile_url: 'https://www.linkedin.com/in/jane-example' }),
  ],
  [
    'POST /payments/checkout-session',
    'checkout attempts',
    post('/payments/checkout-session', { plan_type: 'premium', origin_url: ORIGIN }),
  ],
]

/** Every per-user limit set to one a minute. */
const ONE_EACH = {
  ANALYSIS_RATE_LIMIT_PER_MINUTE: '1',
  GENERATION_RATE_LIMIT_PER_MINUTE: '1',
  UPLOAD_RATE_LIMIT_PER_MINUTE: '1',
  CHECKOUT_RATE_LIMIT_PER_MINUTE: '1',
}

function expectRefusal(response: Response, noun: string, max: number, scope = ''): void {
  expect(response.statusCode, response.body).toBe(429)
  const retryAfter = Number(response.headers['retry-after'])
  expect(retryAfter).toBeGreaterThanOrEqual(1)
  expect(retryAfter).toBeLessThanOrEqual(60)
  const unit = retryAfter === 1 ? 'second' : 'seconds'
  expect(response.json()).toEqual({
    detail: `Too many ${noun}: at most ${max} a minute${scope}. Try again in ${retryAfter} ${unit}.`,
  })
}

const pglite = testDatabases()[0]

describe('rate limits', () => {
  let database: Database
  let dispose: () => Promise<void>

  beforeAll(async () => {
    if (pglite === undefined) throw new Error('no test database')
    ;({ database, dispose } = await pglite.open())
  })
  afterAll(async () => {
    await dispose?.()
  })

  describe('in memory, one a minute on each expensive call', () => {
    let test: TestApp
    let pro: TestAccount

    beforeAll(async () => {
      test = await buildTestApp(database, ONE_EACH)
      pro = await accountOnPlan(test.app, database, 'pro')
    })
    afterAll(async () => {
      await test?.close()
    })

    it.each(EXPENSIVE)('%s: 429 with Retry-After past its limit', async (_name, noun, send) => {
      expect((await send(test, pro)).statusCode).not.toBe(429)
      expectRefusal(await send(test, pro), noun, 1)
    })

    it('counts each signed-in user apart', async () => {
      const other = await accountOnPlan(test.app, database, 'pro')
      const send = upload('/upload/resume')
      expect((await send(test, other)).statusCode).toBe(200)
      expectRefusal(await send(test, other), 'uploads', 1)
      const third = await signUp()
      expect((await send(test, third)).statusCode).toBe(200)
    })

    it('limits the rest of the API per client address, with Retry-After too', async () => {
      const limited = await buildTestApp(database, { RATE_LIMIT_PER_MINUTE: '2' })
      try {
        const plans = () => limited.app.inject({ url: '/api/plans' })
        expect((await plans()).statusCode).toBe(200)
        expect((await plans()).statusCode).toBe(200)
        expectRefusal(await plans(), 'requests', 2, ' from one address')
      } finally {
        await limited.close()
      }
    })

    it('takes the client address from X-Forwarded-For only when the proxy is trusted', async () => {
      // Two clients behind a balancer at 10.0.0.9: one budget each with TRUST_PROXY naming its
      // subnet, one budget for both with the default (a proxy on this host only).
      const behindBalancer = (test: TestApp, client: string) =>
        test.app.inject({
          url: '/api/plans',
          remoteAddress: '10.0.0.9',
          headers: { 'x-forwarded-for': client },
        })
      const trusting = await buildTestApp(database, {
        RATE_LIMIT_PER_MINUTE: '1',
        TRUST_PROXY: '10.0.0.0/8',
      })
      const defaults = await buildTestApp(database, { RATE_LIMIT_PER_MINUTE: '1' })
      try {
        expect((await behindBalancer(trusting, '203.0.113.1')).statusCode).toBe(200)
        expect((await behindBalancer(trusting, '203.0.113.2')).statusCode).toBe(200)
        expect((await behindBalancer(trusting, '203.0.113.1')).statusCode).toBe(429)
        expect((await behindBalancer(defaults, '203.0.113.1')).statusCode).toBe(200)
        expect((await behindBalancer(defaults, '203.0.113.2')).statusCode).toBe(429)
      } finally {
        await trusting.close()
        await defaults.close()
      }
    })
  })

  const redisUrl = process.env.TEST_REDIS_URL || undefined
  // Like the PostgreSQL runs with TEST_DATABASE_URL: CI sets it (.ci/run), a laptop may not.
  const describeWithRedis = redisUrl === undefined ? describe.skip : describe
  describeWithRedis('shared through Redis (TEST_REDIS_URL; skipped when it is not set)', () => {
    // One key prefix per run, removed afterwards: the machine's Redis is shared.
    const prefix = `jobfit-test-${randomUUID()}:`
    const apps: TestApp[] = []
    let account: TestAccount

    beforeAll(async () => {
      const env = {
        REDIS_URL: redisUrl ?? '',
        REDIS_KEY_PREFIX: prefix,
        ANALYSIS_RATE_LIMIT_PER_MINUTE: '4',
        RATE_LIMIT_PER_MINUTE: '6',
      }
      apps.push(await buildTestApp(database, env), await buildTestApp(database, env))
      account = await signUp()
    })
    afterAll(async () => {
      for (const app of apps) await app.close()
      const redis = new Redis(redisUrl ?? '')
      try {
        const keys: string[] = []
        let cursor = '0'
        do {
          const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000)
          cursor = next
          keys.push(...batch)
        } while (cursor !== '0')
        if (keys.length > 0) await redis.del(...keys)
        expect(await redis.keys(`${prefix}*`)).toEqual([])
      } finally {
        await redis.quit()
      }
    })

    it('two instances share one per-user budget: 429 at the limit, not at twice it', async () => {
      const [first, second] = apps
      if (first === undefined || second === undefined) throw new Error('two apps')
      const analyze = post('/analyze/keywords', { resume_content: RESUME, job_description: JOB })
      const statuses: number[] = []
      for (let index = 0; index < 4; index += 1) {
        statuses.push((await analyze(index % 2 === 0 ? first : second, account)).statusCode)
      }
      expect(statuses).toEqual([200, 200, 200, 200])
      expectRefusal(await analyze(first, account), 'analyses', 4)
      expectRefusal(await analyze(second, account), 'analyses', 4)
    })

    it('two instances share one per-address budget', async () => {
      const [first, second] = apps
      if (first === undefined || second === undefined) throw new Error('two apps')
      const statuses: number[] = []
      for (let index = 0; index < 6; index += 1) {
        const app = index % 2 === 0 ? first : second
        statuses.push((await app.app.inject({ url: '/api/plans' })).statusCode)
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200])
      expectRefusal(
        await second.app.inject({ url: '/api/plans' }),
        'requests',
        6,
        ' from one address',
      )
    })
  })
  describe('with Redis unreachable', () => {
    it('each instance enforces the limits itself, and warns once', async () => {
      const port = await closedPort()
      const logs = captureLogs('info')
      const started = performance.now()
      const test = await buildTestApp(
        database,
        {
          REDIS_URL: `redis://127.0.0.1:${port}`,
          ANALYSIS_RATE_LIMIT_PER_MINUTE: '1',
          GENERATION_RATE_LIMIT_PER_MINUTE: '1',
          RATE_LIMIT_PER_MINUTE: '1000',
        },
        { logger: logs.options },
      )
      try {
        // The app starts without waiting for Redis beyond its connect timeout.
        expect(performance.now() - started).toBeLessThan(5_000)
        const pro = await accountOnPlan(test.app, database, 'pro')
        const analyze = post('/analyze/keywords', { resume_content: RESUME, job_description: JOB })
        // A Pro bio has no monthly quota: its rate limit is all that bounds the model's spend.
        const bio = post('/generate/bio', BIO)
        for (const [send, noun] of [
          [analyze, 'analyses'],
          [bio, 'generations'],
        ] as const) {
          const requestStarted = performance.now()
          expect((await send(test, pro)).statusCode).toBe(200)
          for (let index = 0; index < 3; index += 1) expectRefusal(await send(test, pro), noun, 1)
          // No waiting on a reconnect: the limiter gives up on Redis at once.
          expect(performance.now() - requestStarted).toBeLessThan(4_000)
        }
        const warnings = logs.records().filter((line) => line.msg === REDIS_DOWN_WARNING)
        expect(warnings).toHaveLength(1)
      } finally {
        await test.close()
      }
    })
  })

  describeWithRedis('when Redis goes down and comes back (TEST_REDIS_URL)', () => {
    const prefix = `jobfit-test-${randomUUID()}:`
    let proxy: TcpProxy
    const apps: { test: TestApp; logs: LogCapture }[] = []

    beforeAll(async () => {
      const target = new URL(redisUrl ?? '')
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) })
      const env = {
        REDIS_URL: proxy.urlFor(redisUrl ?? ''),
        REDIS_KEY_PREFIX: prefix,
        GENERATION_RATE_LIMIT_PER_MINUTE: '2',
        RATE_LIMIT_PER_MINUTE: '1000',
      }
      for (let index = 0; index < 2; index += 1) {
        const logs = captureLogs('info')
        apps.push({ test: await buildTestApp(database, env, { logger: logs.options }), logs })
      }
    })
    afterAll(async () => {
      for (const { test } of apps) await test.close()
      await proxy?.close()
      const redis = new Redis(redisUrl ?? '')
      try {
        const keys = await redis.keys(`${prefix}*`)
        if (keys.length > 0) await redis.del(...keys)
      } finally {
        await redis.quit()
      }
    })

    it('counts per instance during the outage, and shares the counts again after it', async () => {
      const [first, second] = apps
      if (first === undefined || second === undefined) throw new Error('two apps')
      const bio = post('/generate/bio', BIO)

      await proxy.cut()
      const during = await accountOnPlan(first.test.app, database, 'pro')
      expect((await bio(first.test, during)).statusCode).toBe(200)
      expect((await bio(first.test, during)).statusCode).toBe(200)
      expectRefusal(await bio(first.test, during), 'generations', 2)
      expect(first.logs.records().filter((line) => line.msg === REDIS_DOWN_WARNING)).toHaveLength(1)

      await proxy.restore()
      const deadline = Date.now() + 10_000
      // Every instance that saw the outage says it is over (an idle one may never have seen it:
      // ioredis does not always report a dropped connection that it re-makes in the background).
      const logged = (logs: LogCapture, message: string) =>
        logs.records().some((line) => line.msg === message)
      const back = () =>
        logged(first.logs, REDIS_BACK_NOTICE) &&
        apps.every(
          ({ logs }) => !logged(logs, REDIS_DOWN_WARNING) || logged(logs, REDIS_BACK_NOTICE),
        )
      while (!back() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
      expect(back()).toBe(true)
      // Shared again: two on one instance and one on the other make three, past the limit of two,
      // though the second instance has counted only two of them itself.
      const after = await accountOnPlan(first.test.app, database, 'pro')
      expect((await bio(first.test, after)).statusCode).toBe(200)
      expect((await bio(second.test, after)).statusCode).toBe(200)
      expectRefusal(await bio(second.test, after), 'generations', 2)
    })
  })
})

/** A local port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}
