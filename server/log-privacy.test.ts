import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Database } from './db/database.ts'
import { buildTestApp } from './test/app.ts'
import type { TestApp } from './test/app.ts'
import { testDatabases } from './test/databases.ts'
import { accountOnPlan } from './test/generation.ts'
import { bearer, signUp } from './test/identity.ts'
import type { TestAccount } from './test/identity.ts'
import { captureLogs } from './test/log-capture.ts'
import type { LogCapture } from './test/log-capture.ts'

/*
 * Issue 18, item 5: a database error while a resume is being written must not put the resume,
 * the job description, the email or the ID token in the log, on the request path or in the bulk
 * worker, while the error itself is still logged with its message, code and request id. The
 * database refuses through a trigger (PGlite and PostgreSQL alike) that quotes the row in its
 * DETAIL, as PostgreSQL's own unique violations quote the key.
 */

const MARKER = 'ZQXMARKER'
const TEXT_EMAIL = 'jane.zqx@example.com'
const RESUME = `# Jane ${MARKER}
${TEXT_EMAIL}

## Experience
Backend Engineer, Acme Corp, 2019 - Present
- Built REST APIs in Python serving two million requests a day ${MARKER}
- Ran PostgreSQL clusters and cut query latency by forty percent

## Skills
Python, PostgreSQL, Docker, REST`
const JOB = `Senior Backend Engineer ${MARKER}
Requirements: Python, PostgreSQL, Kubernetes and Docker.`

/** A trigger that refuses rows of `table` for which `condition` holds, quoting `detail`. */
async function refuse(database: Database, table: string, condition: string, detail: string) {
  await database.db.execute(
    sql.raw(`
      CREATE OR REPLACE FUNCTION test_refuse_${table}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF ${condition} THEN
          RAISE EXCEPTION 'refused by the test' USING ERRCODE = '23514', DETAIL = ${detail};
        END IF;
        RETURN NEW;
      END $$
    `),
  )
  await database.db.execute(
    sql.raw(`
      CREATE TRIGGER test_refuse_${table} BEFORE INSERT OR UPDATE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION test_refuse_${table}();
    `),
  )
  return async () => {
    await database.db.execute(sql.raw(`DROP TRIGGER test_refuse_${table} ON ${table}`))
    await database.db.execute(sql.raw(`DROP FUNCTION test_refuse_${table}()`))
  }
}

describe.each(testDatabases())('what an error puts in the log, on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let test: TestApp
  let logs: LogCapture
  let undo: (() => Promise<void>) | undefined
  /** Where this test's lines start in the capture. */
  let start = 0
  // Signed up before any test: no request has made their user rows yet.
  let writer: TestAccount
  let newcomer: TestAccount

  beforeAll(async () => {
    ;({ database, dispose } = await target.open())
    logs = captureLogs('info')
    test = await buildTestApp(database, {}, { logger: logs.options })
    writer = await signUp()
    newcomer = await signUp()
  })
  beforeEach(() => {
    start = logs.text().length
  })
  afterEach(async () => {
    await undo?.()
    undo = undefined
  })
  afterAll(async () => {
    await test?.close()
    await dispose?.()
  })

  function expectNothingOf(account: TestAccount) {
    const text = logs.text().slice(start)
    expect(text).not.toContain(MARKER)
    expect(text).not.toContain(TEXT_EMAIL)
    expect(text).not.toContain(account.email)
    expect(text).not.toContain(account.idToken)
  }

  function errorLine(message: string) {
    return logs.records().find((line) => line.msg === message) as
      | { reqId?: string; err: { type: string; message: string; cause?: { code?: string } } }
      | undefined
  }

  it('a failed resume insert: logged with its query, code and request id, not the texts', async () => {
    const account = writer
    undo = await refuse(
      database,
      'resumes',
      `NEW.original_content LIKE '%${MARKER}%'`,
      'NEW.original_content',
    )
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/resumes',
      headers: bearer(account),
      payload: { title: `CV ${MARKER}`, original_content: RESUME, job_description: JOB },
    })
    expect(response.statusCode).toBe(500)
    expectNothingOf(account)
    const line = errorLine('unhandled error')
    expect(line?.reqId).toBe(response.headers['x-request-id'])
    expect(line?.err.type).toBe('DrizzleQueryError')
    expect(line?.err.message).toMatch(/^Failed query: insert into "resumes"/)
    expect(line?.err.cause?.code).toBe('23514')
  })

  it("a failed sign-up row: not the account's email", async () => {
    const account = newcomer
    undo = await refuse(database, 'users', `NEW.firebase_uid = '${account.uid}'`, 'NEW.email')
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(account),
    })
    expect(response.statusCode).toBe(500)
    expectNothingOf(account)
    const line = logs
      .records()
      .find((record) => record.reqId === response.headers['x-request-id'] && record.err)
    expect(line).toMatchObject({ err: { type: 'DrizzleQueryError', cause: { code: '23514' } } })
  })

  it('a failed bulk result in the background worker: not the tailored resume', async () => {
    const pro = await accountOnPlan(test.app, database, 'pro')
    undo = await refuse(
      database,
      'bulk_runs',
      `NEW.results::text LIKE '%${MARKER}%'`,
      'NEW.results::text',
    )
    await test.app.inject({
      method: 'POST',
      url: '/api/pro/bulk-generate',
      headers: { ...bearer(pro), 'content-type': 'application/json' },
      payload: JSON.stringify({ base_resume: RESUME, job_descriptions: [JOB] }),
    })
    // The worker logs on its own time (pg-boss on PostgreSQL).
    const deadline = Date.now() + 10_000
    while (errorLine('bulk run failed') === undefined && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expectNothingOf(pro)
    const line = errorLine('bulk run failed')
    expect(line?.err.type).toBe('DrizzleQueryError')
    expect(line?.err.message).toMatch(/^Failed query: update "bulk_runs"/)
    expect(line?.err.cause?.code).toBe('23514')
  })
})
