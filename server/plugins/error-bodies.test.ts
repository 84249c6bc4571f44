import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_LONG_TEXT } from '../../src/contract/common.ts'
import type { Database } from '../db/database.ts'
import type { Writer } from '../domain/writing/writer.ts'
import { buildTestApp } from '../test/app.ts'
import type { TestApp } from '../test/app.ts'
import { testDatabases } from '../test/databases.ts'
import { accountOnPlan, switchableWriter } from '../test/generation.ts'
import { bearer } from '../test/identity.ts'
import type { TestAccount } from '../test/identity.ts'
import { RESUME_TEXT, JOB_TEXT } from '../test/route-access-table.ts'

/*
 * Error bodies of the real app are `{"detail": ...}` and nothing else: no stack trace, no file
 * path, no SQL, no configured secret or internal address, whatever failed (decisions.md).
 */

const SECRETS = {
  STRIPE_SECRET_KEY: 'sk_test_errorBodiesStripeKey0123456789',
  STRIPE_WEBHOOK_SECRET: 'whsec_errorBodiesWebhook0123456789',
  CHECKOUT_SIGNING_SECRET: 'error-bodies-checkout-signing-secret-0123',
  LLM_API_KEY: 'sk-errorBodiesModelKey0123456789',
  LINKEDIN_PROVIDER_KEY: 'linkedin-error-bodies-key-0123456789',
  ORIGINALITY_PROVIDER_KEY: 'originality-error-bodies-key-0123456789',
}

/** What a handler's own failure might carry: a query, a file position, a secret. */
const INTERNALS = `Failed query: select "id", "plan" from "users" where "firebase_uid" = $1 (at /work/main/server/db/users.ts:42:7, key ${SECRETS.LLM_API_KEY})`

/** A port nothing listens on: the configured providers and Stripe are unreachable. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** A writer whose calls throw what a bug or an escaped library error would. */
function throwingWriter(error: () => Error): Writer {
  const fail = async (): Promise<string> => {
    throw error()
  }
  return { name: 'model:broken', optimizeResume: fail, writeBio: fail, writeCoverLetter: fail }
}

const LEAKS: { name: string; pattern: RegExp }[] = [
  { name: 'a stack frame', pattern: /\bat [\w.<>]+ \(|\n\s+at / },
  { name: 'a file path', pattern: /\/work\/|node_modules|[\w-]+\.(ts|js|mjs):\d/ },
  {
    name: 'SQL',
    pattern: /\bselect\b[^"]*\bfrom\b|\binsert into\b|\bwhere\b.*\$\d|syntax error at|relation "/i,
  },
  { name: 'an error class', pattern: /\b(TypeError|SyntaxError|ReferenceError|Error):/ },
]

describe.each(testDatabases())('error bodies on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let test: TestApp
  let pro: TestAccount
  let unreachable: string
  const writer = switchableWriter()

  beforeAll(async () => {
    ;({ database, dispose } = await target.open())
    unreachable = `http://127.0.0.1:${await closedPort()}`
    test = await buildTestApp(
      database,
      {
        ...SECRETS,
        STRIPE_API_URL: unreachable,
        LLM_BASE_URL: `${unreachable}/v1`,
        LINKEDIN_PROVIDER_URL: unreachable,
        ORIGINALITY_PROVIDER_URL: unreachable,
      },
      { writer },
    )
    pro = await accountOnPlan(test.app, database, 'pro')
  })
  afterAll(async () => {
    await test?.close()
    await dispose?.()
  })

  /** Checks one error answer; returns its detail. */
  function expectCleanError(
    what: string,
    response: { statusCode: number; body: string },
    status: number,
  ): unknown {
    expect({ what, status: response.statusCode }).toEqual({ what, status })
    const body = JSON.parse(response.body) as Record<string, unknown>
    expect(Object.keys(body), what).toEqual(['detail'])
    for (const { name, pattern } of LEAKS) {
      expect(pattern.test(response.body), `${what} shows ${name}: ${response.body}`).toBe(false)
    }
    for (const value of [...Object.values(SECRETS), unreachable, unreachable.slice(7)]) {
      expect(response.body, `${what} shows a configured value`).not.toContain(value)
    }
    return body.detail
  }

  const json = (account: TestAccount | null, method: 'POST' | 'PUT', url: string, body: string) =>
    ({
      method,
      url,
      headers: {
        ...(account === null ? {} : bearer(account)),
        'content-type': 'application/json',
      },
      payload: body,
    }) satisfies InjectOptions

  async function resumeOf(account: TestAccount): Promise<string> {
    const response = await test.app.inject(
      json(
        account,
        'POST',
        '/api/resumes',
        JSON.stringify({ title: 'CV', original_content: RESUME_TEXT, job_description: JOB_TEXT }),
      ),
    )
    return (response.json() as { id: string }).id
  }

  it('answers a handler that throws with a generic 500, plain and streamed', async () => {
    const resumeId = await resumeOf(pro)
    const optimize = json(
      pro,
      'POST',
      '/api/optimize/resume',
      JSON.stringify({ resume_id: resumeId }),
    )
    const failures: { name: string; error: () => Error }[] = [
      { name: 'an Error', error: () => new Error(INTERNALS) },
      {
        name: 'a TypeError',
        error: () => new TypeError(`Cannot read properties of undefined ${INTERNALS}`),
      },
      // A parse failure inside a handler is a server fault, not a bad request body.
      {
        name: 'a SyntaxError',
        error: () => new SyntaxError(`Unexpected token < in JSON ${INTERNALS}`),
      },
      // A library's HTTP error (a model provider refusing our key) is ours to fix, not the
      // caller's: its status must not reach the client (a 401 would sign the user out).
      {
        name: 'an upstream 401',
        error: () =>
          Object.assign(new Error(`Incorrect API key provided: ${SECRETS.LLM_API_KEY}`), {
            statusCode: 401,
          }),
      },
    ]
    try {
      for (const failure of failures) {
        writer.use(throwingWriter(failure.error))
        expectCleanError(`optimize with ${failure.name}`, await test.app.inject(optimize), 500)
        const streamed = await test.app.inject({
          ...optimize,
          headers: { ...optimize.headers, accept: 'text/event-stream' },
        })
        expect(streamed.statusCode).toBe(200)
        const errorEvent = /event: error\ndata: (.*)\n/.exec(streamed.body)?.[1] ?? ''
        const event = JSON.parse(errorEvent) as { status: number; body: unknown }
        expect(event.status).toBe(500)
        expectCleanError(
          `streamed optimize with ${failure.name}`,
          { statusCode: event.status, body: JSON.stringify(event.body) },
          500,
        )
        expectCleanError(
          `bio with ${failure.name}`,
          await test.app.inject(
            json(
              pro,
              'POST',
              '/api/generate/bio',
              JSON.stringify({
                full_name: 'Jane Doe',
                current_title: 'Engineer',
                industry: 'Software',
                education: 'BSc',
                accomplishments: 'Built things.',
              }),
            ),
          ),
          500,
        )
      }
    } finally {
      writer.reset()
    }
  })

  it('answers bad requests with a message and nothing else', async () => {
    const create = (payload: string, type = 'application/json') =>
      test.app.inject({
        method: 'POST',
        url: '/api/resumes',
        headers: { ...bearer(pro), 'content-type': type },
        payload,
      })
    expect(expectCleanError('malformed JSON', await create('{"title": "CV",'), 400)).toMatch(
      /not valid JSON/,
    )
    expectCleanError('an empty JSON body', await create(''), 400)
    expectCleanError(
      'a prototype-poisoning body',
      await create('{"title":"CV","original_content":"x","__proto__":{"admin":true}}'),
      400,
    )
    expect(
      expectCleanError(
        'a wrong type',
        await create(JSON.stringify({ title: 5, original_content: 'x' })),
        422,
      ),
    ).toMatch(/body\.title/)
    expectCleanError('an unsupported type', await create('<cv/>', 'application/xml'), 415)
    expectCleanError(
      'a body over the limit',
      await create(JSON.stringify({ title: 'CV', original_content: 'x'.repeat(3 * 1024 * 1024) })),
      413,
    )
    expectCleanError(
      'a text over its limit',
      await create(
        JSON.stringify({ title: 'CV', original_content: 'x'.repeat(MAX_LONG_TEXT + 1) }),
      ),
      413,
    )
    expectCleanError('an unknown call', await test.app.inject({ url: '/api/admin/users' }), 404)
    expectCleanError(
      'a resume that is not there',
      await test.app.inject({ url: '/api/resumes/not-a-uuid', headers: bearer(pro) }),
      404,
    )
    expectCleanError(
      'a forged token',
      await test.app.inject({ url: '/api/user/me', headers: { authorization: 'Bearer a.b.c' } }),
      401,
    )
    expectCleanError(
      'a webhook with a bad signature',
      await test.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        payload: '{"id":"evt_1"}',
      }),
      400,
    )
    const upload = await test.app.inject({
      method: 'POST',
      url: '/api/upload/resume',
      headers: {
        ...bearer(pro),
        'content-type': 'multipart/form-data; boundary=xyz',
      },
      payload:
        '--xyz\r\nContent-Disposition: form-data; name="file"; filename="cv.exe"\r\n' +
        'Content-Type: application/octet-stream\r\n\r\nMZ\u0000\u0001binary\r\n--xyz--\r\n',
    })
    expect(upload.statusCode).toBeGreaterThanOrEqual(400)
    expectCleanError('an unreadable upload', upload, upload.statusCode)
  })

  it('says an outside service failed without naming its address or key', async () => {
    const checkout = await test.app.inject(
      json(
        pro,
        'POST',
        '/api/payments/checkout-session',
        JSON.stringify({ plan_type: 'premium', origin_url: 'http://localhost:5173' }),
      ),
    )
    expectCleanError('Stripe unreachable', checkout, 502)
    const linkedin = await test.app.inject(
      json(
        pro,
        'POST',
        '/api/pro/linkedin-import',
        JSON.stringify({ profile_url: 'https://www.linkedin.com/in/jane-doe' }),
      ),
    )
    expectCleanError('the profile provider unreachable', linkedin, 502)
    const originality = await test.app.inject(
      json(pro, 'POST', '/api/pro/plagiarism-check', JSON.stringify({ text: RESUME_TEXT })),
    )
    expectCleanError('the originality provider unreachable', originality, 502)
  }, 60_000)
})
