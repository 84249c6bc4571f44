import { Writable } from 'node:stream'
import { APICallError } from 'ai'
import { DrizzleQueryError } from 'drizzle-orm'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import {
  MAX_MESSAGE_LENGTH,
  REDACTED,
  safeLoggerOptions,
  safeUrlOf,
  serializeError,
  serializeRequest,
} from './safe-logging.ts'
import type { SerializedError } from './safe-logging.ts'

const MARKER = 'MARKER-resume-text-7f3a'
const EMAIL = 'jane.marker@example.com'

/** A PostgreSQL unique violation as pg raises it: the values in `detail`. */
function uniqueViolation(): Error {
  return Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
    code: '23505',
    severity: 'ERROR',
    constraint: 'users_email',
    table: 'users',
    detail: `Key (email)=(${EMAIL}) already exists.`,
  })
}

function drizzleError(): DrizzleQueryError {
  return new DrizzleQueryError(
    'insert into "resumes" ("title", "original_content") values ($1, $2)',
    ['CV', `Jane Example ${MARKER} ${EMAIL}`],
    uniqueViolation(),
  )
}

function serialized(error: unknown): SerializedError {
  return serializeError(error) as SerializedError
}

function lines(): { stream: Writable; text: () => string } {
  const chunks: string[] = []
  return {
    stream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk.toString())
        done()
      },
    }),
    text: () => chunks.join(''),
  }
}

describe('serializeError', () => {
  it("keeps a failed query's SQL, code and constraint but none of its values", () => {
    const result = serialized(drizzleError())
    const text = JSON.stringify(result)
    expect(text).not.toContain(MARKER)
    expect(text).not.toContain(EMAIL)
    expect(result.type).toBe('DrizzleQueryError')
    expect(result.message).toBe(
      `Failed query: insert into "resumes" ("title", "original_content") values ($1, $2)\nparams: ${REDACTED}`,
    )
    expect(result.stack.split('\n')[0]).toBe(`DrizzleQueryError: ${result.message.split('\n')[0]}`)
    expect(result.stack).toMatch(/\n\s+at /)
    expect(result.cause).toMatchObject({
      code: '23505',
      constraint: 'users_email',
      table: 'users',
      message: 'duplicate key value violates unique constraint "users_email"',
    })
    expect(result.cause).not.toHaveProperty('detail')
  })

  it("drops an AI SDK error's prompt and the provider's answer", () => {
    const error = new APICallError({
      message: 'Bad Request',
      url: 'https://models.example/v1/chat/completions',
      requestBodyValues: { messages: [{ role: 'user', content: `Tailor: ${MARKER}` }] },
      statusCode: 400,
      responseBody: `{"error": "cannot process ${MARKER}"}`,
      responseHeaders: { 'set-cookie': 'session=secret' },
    })
    const result = serialized(error)
    expect(JSON.stringify(result)).not.toContain(MARKER)
    expect(JSON.stringify(result)).not.toContain('session=secret')
    expect(result).toMatchObject({ type: 'APICallError', statusCode: 400, isRetryable: false })
  })

  it('follows causes and aggregates, and stops at a cycle', () => {
    const inner = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
      params: [MARKER],
    })
    const aggregate = new AggregateError([inner], 'all attempts failed')
    const outer = new Error('wrapped', { cause: aggregate })
    ;(inner as { cause?: unknown }).cause = outer
    const result = serialized(outer)
    expect(result.cause?.aggregateErrors?.[0]).toMatchObject({ code: 'ECONNREFUSED' })
    expect(JSON.stringify(result)).not.toContain(MARKER)
  })

  it('cuts a message long enough to quote a text', () => {
    const result = serialized(new SyntaxError(`Unexpected token in ${'x'.repeat(5_000)}`))
    expect(result.message.length).toBeLessThan(MAX_MESSAGE_LENGTH + 50)
  })

  it('passes a non-error through', () => {
    expect(serializeError('plain')).toBe('plain')
  })
})

describe('safeUrlOf and serializeRequest', () => {
  it("keeps the path and the query's names, not its values", () => {
    expect(safeUrlOf('/api/payments/checkout-status?session_id=cs_secret&lang=de')).toBe(
      `/api/payments/checkout-status?session_id=${REDACTED}&lang=${REDACTED}`,
    )
    expect(safeUrlOf('/api/resumes')).toBe('/api/resumes')
  })

  it('never has headers', () => {
    const request = {
      method: 'GET',
      url: '/api/x?token=abc',
      host: 'localhost',
      ip: '127.0.0.1',
      headers: { authorization: 'Bearer abc' },
    }
    expect(JSON.stringify(serializeRequest(request))).not.toContain('abc')
  })
})

describe('a logger with safeLoggerOptions', () => {
  it('redacts secrets, bodies and emails by name and serializes errors safely', () => {
    const out = lines()
    const options = safeLoggerOptions({ level: 'info' })
    if (options === false) throw new Error('logger off')
    const log = pino(options, out.stream)
    log.info(
      {
        headers: { authorization: 'Bearer eyJ-token', cookie: 'sid=cookie-secret' },
        body: { original_content: MARKER },
        user: { email: EMAIL, token: 'refresh-secret' },
      },
      'something happened',
    )
    log.error({ err: drizzleError() }, 'unhandled error')
    log.error(drizzleError())
    log.error({ err: drizzleError() })
    const text = out.text()
    for (const secret of ['eyJ-token', 'cookie-secret', MARKER, EMAIL, 'refresh-secret']) {
      expect(text).not.toContain(secret)
    }
    const [first, second, third, fourth] = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(first).toMatchObject({ headers: { authorization: REDACTED }, body: REDACTED })
    expect(second).toMatchObject({ msg: 'unhandled error', err: { type: 'DrizzleQueryError' } })
    // Without a message of its own, a line takes the error's, made safe too.
    expect(third).toMatchObject({
      msg: expect.stringMatching(/^Failed query: /),
      err: { cause: { code: '23505' } },
    })
    expect(fourth?.msg).toBe(third?.msg)
  })

  it('stays off when off', () => {
    expect(safeLoggerOptions(false)).toBe(false)
  })
})
