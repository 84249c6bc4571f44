import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { optimizeResponseSchema } from '../src/contract/generate.ts'
import { resumeSchema } from '../src/contract/resumes.ts'
import { openDatabase } from './db/client.ts'
import { resumes } from './db/schema.ts'
import {
  replyJson,
  SAMPLE_ANSWERS,
  startFakeOpenAiServer,
} from './integrations/llm/fake-openai-server.ts'
import type { FakeOpenAiServer } from './integrations/llm/fake-openai-server.ts'
import { EMULATOR_HOST, EMULATOR_PROJECT_ID } from './test/emulator.ts'
import { parseEventStream } from './test/generation.ts'
import { signUp } from './test/identity.ts'
import type { TestAccount } from './test/identity.ts'

/*
 * The real server process (server/main.ts, started the way `npm run dev` starts it: node with
 * tsx's loader) on its embedded database in a temporary DATA_DIR, stopped with SIGTERM while a
 * slow request is in flight: a streamed optimize whose model (the fake OpenAI server) writes for
 * a few seconds. Then a second server on the same DATA_DIR, stopped with two SIGTERMs.
 */

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url))
/** main.ts's SHUTDOWN_GRACE_MS: past it the server gives up on requests and exits 1. */
const SHUTDOWN_GRACE_MS = 10_000
/** What a new connection gets once the server is stopping. */
const TURNED_AWAY: (number | string)[] = ['ECONNREFUSED', 503]
/** tsx compiling the server and PGlite creating a new database (about 8 s) on 2 busy cores. */
const START_TIMEOUT_MS = 45_000
/** A start, a few seconds of writing and a stop, with room for a loaded machine. */
const TEST_TIMEOUT_MS = 90_000

const RESUME = `# Jane Doe
jane@example.com

## Experience
Backend Engineer, Acme Corp, 2019 - Present
- Built REST APIs in Python serving two million requests a day

## Skills
Python, PostgreSQL, Docker, REST`

const JOB = `Backend Engineer
Requirements: Python, PostgreSQL, Docker and Kubernetes.`

interface ServerProcess {
  child: ChildProcess
  port: number
  /** Resolves with how the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  output(): string
}

async function sparePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await sparePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  const deadline = Date.now() + START_TIMEOUT_MS
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the server was not up within ${START_TIMEOUT_MS / 1000} s:\n${output}`)
    }
    const health = await probe(port)
    if (health === 200) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { child, port, exited, output: () => output }
}

/** A request on a new connection: its status, or how the connection failed. */
function probe(port: number): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/health', agent: false })
    request.on('response', (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
  })
}

async function call(
  port: number,
  account: TestAccount,
  method: string,
  url: string,
  payload?: unknown,
) {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: { authorization: `Bearer ${account.idToken}`, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

/**
 * A streamed optimize on a keep-alive connection (as a browser holds one). `writing` resolves once
 * the model's text has begun to arrive; `finished` with the status and the whole body.
 */
function streamOptimize(port: number, account: TestAccount, resumeId: string) {
  const agent = new http.Agent({ keepAlive: true })
  let markWriting: () => void = () => undefined
  const writing = new Promise<void>((resolve) => (markWriting = resolve))
  let ended = false
  const finished = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      path: '/api/optimize/resume',
      method: 'POST',
      agent,
      headers: {
        authorization: `Bearer ${account.idToken}`,
        'content-type': 'application/json',
        accept: 'text/event-stream',
      },
    })
    request.on('response', (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8')
        // Writing progress past its start: the model's text is arriving (deltas wait for the
        // guard, so they may come only at the end).
        if (/"stage":"writing","percent":(1[6-9]|[2-9]\d)/.test(body)) markWriting()
      })
      response.on('end', () => {
        ended = true
        resolve({ status: response.statusCode ?? 0, body })
      })
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end(JSON.stringify({ resume_id: resumeId }))
  })
  return { writing, finished, hasEnded: () => ended, agent }
}

/** Polls new connections until they are refused (or answered 503); resolves with what was seen. */
async function untilRefused(port: number, timeoutMs: number): Promise<number | string> {
  const deadline = Date.now() + timeoutMs
  let last: number | string = 'nothing'
  while (Date.now() < deadline) {
    last = await probe(port)
    if (last === 'ECONNREFUSED' || last === 503) return last
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return last
}

describe('the server process on SIGTERM', () => {
  let dataDir: string
  let fake: FakeOpenAiServer
  let env: Record<string, string>
  const started: ServerProcess[] = []

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'jobfit-shutdown-'))
    fake = await startFakeOpenAiServer()
    // The model writes its answer 8 characters every 150 ms: about 4 s for the sample resume.
    fake.setBehaviour(replyJson(SAMPLE_ANSWERS.resume, { chunkDelayMs: 150 }))
    env = {
      DATA_DIR: dataDir,
      FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
      FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID,
      // Free users may optimize under this catalogue (5 rewrites a month): no plan change needed.
      PLAN_CATALOG: 'v1-2025-10-02',
      LLM_BASE_URL: fake.url,
      LLM_MODEL: 'fake-model',
      LLM_TIMEOUT_MS: '30000',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
      LOG_LEVEL: 'info',
    }
  })
  afterAll(async () => {
    for (const server of started) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL')
        await server.exited
      }
    }
    await fake?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it(
    'stops accepting, finishes the request in flight, closes the database and exits 0',
    async () => {
      const server = await startServer(env)
      started.push(server)
      const account = await signUp()
      const created = await call(server.port, account, 'POST', '/api/resumes', {
        title: 'Backend',
        original_content: RESUME,
        job_description: JOB,
      })
      expect(created.status).toBe(200)
      const resume = resumeSchema.parse(created.body)

      const inFlight = streamOptimize(server.port, account, resume.id)
      await inFlight.writing
      const stoppedAt = Date.now()
      server.child.kill('SIGTERM')

      // New connections are turned away (503 while closing begins, then refused) while the request
      // in flight is still being written.
      expect(TURNED_AWAY).toContain(await untilRefused(server.port, 3_000))
      expect(inFlight.hasEnded()).toBe(false)

      const { status, body } = await inFlight.finished
      expect(status).toBe(200)
      const events = parseEventStream(body)
      expect(events.at(-1)?.event).toBe('done')
      const done = optimizeResponseSchema.parse(events.at(-1)?.data)
      expect(done.resume?.status).toBe('optimized')

      // The client keeps its connection open after the answer (keep-alive, as a browser does): the
      // server must not wait for it to go idle and time out.
      const exit = await server.exited
      inFlight.agent.destroy()
      expect(exit, server.output()).toEqual({ code: 0, signal: null })
      expect(Date.now() - stoppedAt).toBeLessThan(SHUTDOWN_GRACE_MS)

      // The database was closed and its lock released: it opens at once, with the finished write.
      const reopened = await openDatabase({ databaseUrl: undefined, dataDir })
      try {
        const rows = await reopened.db.select().from(resumes)
        expect(rows.map((row) => row.status)).toEqual(['optimized'])
      } finally {
        await reopened.close()
      }
    },
    TEST_TIMEOUT_MS,
  )

  it(
    'a second SIGTERM stops at once, and the data dir lock is still released',
    async () => {
      // The same DATA_DIR: a second server opens it right after the first one stopped.
      const server = await startServer(env)
      started.push(server)
      const account = await signUp()
      const created = await call(server.port, account, 'POST', '/api/resumes', {
        title: 'Backend',
        original_content: RESUME,
        job_description: JOB,
      })
      const resume = resumeSchema.parse(created.body)
      const inFlight = streamOptimize(server.port, account, resume.id)
      inFlight.finished.catch(() => undefined)
      await inFlight.writing
      const stoppedAt = Date.now()
      server.child.kill('SIGTERM')
      expect(TURNED_AWAY).toContain(await untilRefused(server.port, 3_000))
      server.child.kill('SIGTERM')

      const exit = await server.exited
      inFlight.agent.destroy()
      // Forced: not the clean exit, and well before the request in flight could have finished.
      expect(exit.code, server.output()).toBe(1)
      expect(inFlight.hasEnded()).toBe(false)
      expect(Date.now() - stoppedAt).toBeLessThan(SHUTDOWN_GRACE_MS)
      // The lock went with the process, and the database opens with both servers' writes.
      const reopened = await openDatabase({ databaseUrl: undefined, dataDir })
      try {
        const rows = await reopened.db.select().from(resumes)
        expect(rows).toHaveLength(2)
      } finally {
        await reopened.close()
      }
    },
    TEST_TIMEOUT_MS,
  )
})
