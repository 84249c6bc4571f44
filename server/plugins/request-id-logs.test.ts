import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { buildTestApp } from '../test/app.ts'
import type { TestApp } from '../test/app.ts'
import { testDatabases } from '../test/databases.ts'
import { captureLogs } from '../test/log-capture.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe.each(testDatabases().slice(0, 1))('the request id on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let served: TestApp
  const logs = captureLogs()

  beforeAll(async () => {
    ;({ database, dispose } = await target.open())
    served = await buildTestApp(database, {}, { logger: logs.options })
  })
  afterAll(async () => {
    await served?.close()
    await dispose?.()
  })

  /** The id sent back, and the ids of the log lines written for that request. */
  async function idsOf(header: string) {
    const before = logs.records().length
    const response = await served.app.inject({
      url: '/api/ping',
      headers: { 'x-request-id': header },
    })
    expect(response.statusCode).toBe(200)
    // Only the lines written for this request: the capture keeps every line of the app.
    const records = logs.records().slice(before)
    const logged = records.map((record) => record.reqId)
    return { echoed: response.headers['x-request-id'], logged, raw: JSON.stringify(records) }
  }

  it('carries a proxy’s safe id into the response and every log line', async () => {
    const { echoed, logged } = await idsOf('lb-7f3a.2_B')
    expect(echoed).toBe('lb-7f3a.2_B')
    expect(logged.length).toBeGreaterThan(0)
    expect(new Set(logged)).toEqual(new Set(['lb-7f3a.2_B']))
  })

  it.each([
    ['a forged log line', 'x\n{"level":60,"msg":"forged","reqId":"admin"}'],
    ['an escape code', '\u001b[2Jcleared'],
    ['a long string', 'a'.repeat(10_000)],
    ['spaces and markup', 'id <script>alert(1)</script>'],
  ])('makes its own id for %s', async (_name, header) => {
    const { echoed, logged, raw } = await idsOf(header)
    expect(echoed).toMatch(UUID)
    expect(logged.length).toBeGreaterThan(0)
    expect(new Set(logged)).toEqual(new Set([echoed]))
    expect(raw).not.toContain('forged')
    expect(raw).not.toContain('aaaaaaaaaa')
    expect(raw).not.toContain('<script>')
  })
})
