import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { parseConfig } from '../config.ts'
import type { Database } from '../db/database.ts'
import { createFirebaseIdentity } from '../integrations/firebase.ts'
import { testDatabases } from '../test/databases.ts'
import { EMULATOR_HOST, EMULATOR_PROJECT_ID } from '../test/emulator.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** The pino lines of one app, parsed. */
async function appWithLog(database: Database) {
  const lines: string[] = []
  const config = parseConfig({
    FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
    FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID,
    WEB_DIST_DIR: '/nonexistent/jobfit-dist',
  })
  const identity = createFirebaseIdentity({
    projectId: config.firebaseProjectId,
    emulatorHost: config.firebaseAuthEmulatorHost,
  })
  const app = await buildApp({
    config,
    database,
    identity,
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(...chunk.toString().split('\n').filter(Boolean))
          done()
        },
      }),
    },
  })
  await app.ready()
  return {
    app,
    lines,
    close: async () => {
      await app.close()
      await identity.close()
    },
  }
}

describe.each(testDatabases().slice(0, 1))('the request id on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let served: Awaited<ReturnType<typeof appWithLog>>

  beforeAll(async () => {
    ;({ database, dispose } = await target.open())
    served = await appWithLog(database)
  })
  afterAll(async () => {
    await served?.close()
    await dispose?.()
  })

  /** The id sent back, and the ids of the log lines written for that request. */
  async function idsOf(header: string) {
    served.lines.length = 0
    const response = await served.app.inject({
      url: '/api/ping',
      headers: { 'x-request-id': header },
    })
    expect(response.statusCode).toBe(200)
    const logged = served.lines.map((line) => (JSON.parse(line) as { reqId?: unknown }).reqId)
    return { echoed: response.headers['x-request-id'], logged, raw: served.lines.join('\n') }
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
