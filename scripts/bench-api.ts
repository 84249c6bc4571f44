/**
 * API throughput of the real server. Prints one JSON object on stdout (progress on stderr):
 * {database, rate_limits_raised, raised_variables, connections, seconds_per_route, resumes,
 * resume_words, job_description_words, list_response_kb, list_response_gzip_kb, routes, targets,
 * all_targets_met,
 * load_average_1m}, where `routes` holds, per route, {rps, p50_ms, p99_ms, errors, ratio_to_ping,
 * server_cpu_ms_per_request} (the last read from /proc: the server's own CPU time per answer, a
 * figure a busy machine moves less than the rates).
 *
 * The server is the one `npm start` runs: server/main.ts bundled with esbuild and run by plain
 * Node in its own process, on a spare port, with LOG_LEVEL=warn, on a fresh PGlite database in a
 * temporary DATA_DIR, or, when DATABASE_URL is set, on a throwaway database created for the run
 * on that PostgreSQL server (CREATE DATABASE jobfit_bench_<random>; dropped at the end, so the
 * database the URL names is never written to). Every rate-limit variable the server reads
 * (server/config.ts, CONFIG_VARIABLES) is raised out of reach for the run, and the run says so:
 * a benchmark from one address would otherwise measure 429s. Identity is the Firebase Auth
 * emulator on 127.0.0.1:9099 (reused when one runs, else started and stopped again).
 *
 * The routes, each driven by autocannon for BENCH_SECONDS (default 20) with 10 connections after a
 * short warm-up:
 * - `GET /api/ping`: no auth, no database; the baseline every ratio is taken against.
 * - `GET /api/resumes`: signed in (a real emulator ID token), 20 resumes of about 600 words, each
 *   with a job description of about 400 words, built from the JSON Resume samples and the job
 *   descriptions of ../shared/data.
 * - `POST /api/analyze/keywords`: a resume of about 600 words against a job of about 400.
 * Every request says `Accept-Encoding: gzip, deflate, br`, as browsers do.
 * `errors` counts non-2xx answers, socket errors and timeouts. Targets: no errors, p99 at most
 * 250 ms on every route, the signed-in list at least 10% of the ping's requests per second. A
 * missed target is reported in `targets`, not by the exit code: exit 1 means the measurement
 * itself failed. The server, the database and the emulator account are cleaned up either way.
 *
 * BENCH_CPU_PROF_DIR=<dir> runs the server with --cpu-prof and leaves its profile there.
 * Run: npm run bench:api (BENCH_SECONDS=3 for a quick look)
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import net from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import pg from 'pg'
import { CONFIG_VARIABLES } from '../server/config.ts'
import { round } from './bench-stats.ts'
import { bundleEntry } from './bundle-entry.mjs'
import {
  countWords,
  rotated,
  SAMPLE_JOBS,
  SAMPLE_RESUMES,
  sampleJobDescription,
  sampleResume,
} from './bench-samples.ts'

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..')
const EMULATOR_HOST = '127.0.0.1:9099'
const EMULATOR = `http://${EMULATOR_HOST}`
const PROJECT_ID = 'demo-jobfit'
const CONNECTIONS = 10
const RESUME_COUNT = 20
const RESUME_WORDS = 600
const JOB_WORDS = 400
/** Far beyond what one run can send in a minute, from one address and one user. */
const RAISED_LIMIT = '1000000000'
const TARGETS = { errors: 0, p99_ms: 250, list_ratio_to_ping: 0.1 }
const START_TIMEOUT_MS = 120_000
/** USER_HZ of /proc/<pid>/stat: 100 on every Linux build that matters. */
const CLOCK_TICKS_PER_SECOND = 100

const log = (message: string) => console.error(message)
const delay = (ms: number) => new Promise((done) => setTimeout(done, ms))

function secondsPerRoute(): number {
  const raw = process.env.BENCH_SECONDS
  if (raw === undefined || raw === '') return 20
  const seconds = Number(raw)
  if (!Number.isFinite(seconds) || seconds < 1) throw new Error('BENCH_SECONDS must be 1 or more')
  return Math.round(seconds)
}

// ---------------------------------------------------------------------------------------------
// Processes

function spareTcpPort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = net.createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address !== null ? address.port : 0
      server.close(() => done(port))
    })
  })
}

function isListening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      done(true)
    })
    socket.once('error', () => done(false))
  })
}

/** Started in its own process group, so stopping it stops whatever it spawned. */
function startChild(name: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: 'pipe' })
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (line.trim() !== '') process.stderr.write(`[${name}] ${line}\n`)
      }
    })
  }
  return child
}

async function stopChild(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return
  const exited = new Promise((done) => child.once('exit', done))
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    return
  }
  const timedOut = await Promise.race([exited.then(() => false), delay(graceMs).then(() => true)])
  if (timedOut) {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
}

async function waitUntil(what: string, check: () => Promise<boolean>, child?: ChildProcess) {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child !== undefined && child.exitCode !== null) {
      throw new Error(`${what} exited (code ${child.exitCode}) before it was ready`)
    }
    try {
      if (await check()) return
    } catch {
      // Not up yet.
    }
    await delay(300)
  }
  throw new Error(`${what} was not ready within ${START_TIMEOUT_MS / 1000} s`)
}

// ---------------------------------------------------------------------------------------------
// The database

interface BenchDatabase {
  kind: 'pglite' | 'postgresql'
  /** The server's DATABASE_URL and DATA_DIR. */
  env: Record<string, string | undefined>
  drop: () => Promise<void>
}

/** A throwaway database on DATABASE_URL's server, or a fresh PGlite data dir. */
async function createDatabase(): Promise<BenchDatabase> {
  const url = process.env.DATABASE_URL
  const dataDir = mkdtempSync(join(tmpdir(), 'jobfit-bench-api-'))
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true })
  if (url === undefined || url === '') {
    return { kind: 'pglite', env: { DATA_DIR: dataDir }, drop: async () => removeDataDir() }
  }
  const name = `jobfit_bench_${randomBytes(4).toString('hex')}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await admin(`CREATE DATABASE ${name}`)
  log(`Created the throwaway database ${name} on DATABASE_URL's server.`)
  const benchUrl = new URL(url)
  benchUrl.pathname = `/${name}`
  return {
    kind: 'postgresql',
    env: { DATABASE_URL: benchUrl.toString(), DATA_DIR: dataDir },
    drop: async () => {
      removeDataDir()
      // FORCE: the server's pool may still hold connections if it had to be killed.
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      log(`Dropped ${name}.`)
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Identity

async function emulatorCall(call: string, payload: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:${call}?key=demo-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    },
  )
  const body = (await response.json()) as Record<string, unknown>
  if (!response.ok) throw new Error(`emulator ${call} failed: ${JSON.stringify(body)}`)
  return body
}

/** A new emulator account, signed in: its ID token is one the server verifies for real. */
async function signUp(): Promise<{ idToken: string }> {
  const body = await emulatorCall('signUp', {
    email: `bench-${randomBytes(6).toString('hex')}@bench.jobfit.test`,
    password: 'bench-password',
    returnSecureToken: true,
  })
  if (typeof body.idToken !== 'string') throw new Error('the emulator gave no ID token')
  return { idToken: body.idToken }
}

// ---------------------------------------------------------------------------------------------
// Measuring

interface RouteFigures {
  rps: number
  p50_ms: number
  p99_ms: number
  errors: number
  ratio_to_ping?: number
  /** The server process's CPU time per answered request: less sensitive to a busy machine. */
  server_cpu_ms_per_request?: number
}

/** CPU time (user + system) the process has used so far, in ms; undefined off Linux. */
function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined
  try {
    // Fields 14 and 15 of /proc/<pid>/stat, after the parenthesised command name.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    const ticks = Number(fields[11]) + Number(fields[12])
    return Number.isFinite(ticks) ? (ticks * 1000) / CLOCK_TICKS_PER_SECOND : undefined
  } catch {
    return undefined
  }
}

interface Route {
  name: string
  method: 'GET' | 'POST'
  path: string
  headers: Record<string, string>
  body?: string
}

async function measure(
  base: string,
  route: Route,
  seconds: number,
  serverPid?: number,
): Promise<RouteFigures> {
  const cpuBefore = cpuMsOf(serverPid)
  const result = await autocannon({
    url: base + route.path,
    method: route.method,
    headers: route.headers,
    ...(route.body === undefined ? {} : { body: route.body }),
    connections: CONNECTIONS,
    duration: seconds,
  })
  const cpuAfter = cpuMsOf(serverPid)
  const answered = result.requests.total
  return {
    rps: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    // autocannon's `errors` already counts its timeouts.
    errors: result.non2xx + result.errors,
    ...(cpuBefore === undefined || cpuAfter === undefined || answered === 0
      ? {}
      : { server_cpu_ms_per_request: round((cpuAfter - cpuBefore) / answered, 3) }),
  }
}

/** One request before the run: a route that fails here would only measure its error path. */
async function checkRoute(base: string, route: Route): Promise<string> {
  const response = await fetch(base + route.path, {
    method: route.method,
    headers: route.headers,
    ...(route.body === undefined ? {} : { body: route.body }),
  })
  const text = await response.text()
  if (response.status !== 200) {
    throw new Error(`${route.name} answered ${response.status}: ${text.slice(0, 300)}`)
  }
  return text
}

// ---------------------------------------------------------------------------------------------

const cleanups: Array<{ what: string; run: () => Promise<void> }> = []

async function cleanUp(): Promise<void> {
  // Last in, first out: the server stops before its database is dropped.
  for (const { what, run } of cleanups.splice(0).reverse()) {
    try {
      await run()
    } catch (error) {
      log(`Cleaning up ${what} failed: ${(error as Error).message}`)
    }
  }
}

async function main(): Promise<void> {
  const seconds = secondsPerRoute()
  const loadAtStart = loadavg()[0] ?? 0

  if (await isListening(9099)) {
    log(`Using the Firebase Auth emulator on ${EMULATOR_HOST}.`)
  } else {
    log('Starting the Firebase Auth emulator (about 20 s)...')
    const emulator = startChild(
      'auth',
      'npx',
      ['firebase', 'emulators:start', '--only', 'auth', '--project', PROJECT_ID],
      { ...process.env, CI: 'true', XDG_CONFIG_HOME: join(ROOT, '.cache', 'firebase') },
    )
    cleanups.push({ what: 'the emulator', run: () => stopChild(emulator) })
    await waitUntil('The Auth emulator', async () => (await fetch(`${EMULATOR}/`)).ok, emulator)
  }

  const database = await createDatabase()
  cleanups.push({ what: 'the database', run: database.drop })

  const raised = CONFIG_VARIABLES.filter((name) => /RATE_LIMIT\w*_PER_MINUTE$/.test(name))
  const notRaised = CONFIG_VARIABLES.filter(
    (name) => name.includes('RATE_LIMIT') && !raised.includes(name),
  )
  log(`Rate limits raised to ${RAISED_LIMIT} per minute for this run: ${raised.join(', ')}.`)
  if (notRaised.length > 0) log(`Left as configured: ${notRaised.join(', ')}.`)

  log('Bundling server/main.ts...')
  const serverBundle = await bundleEntry('server/main.ts', { packages: 'external' })
  const port = await spareTcpPort()
  const base = `http://127.0.0.1:${port}`
  const {
    DATABASE_URL: _ignored,
    GOOGLE_APPLICATION_CREDENTIALS: _none,
    ...inherited
  } = process.env
  const serverEnv: NodeJS.ProcessEnv = {
    ...inherited,
    ...database.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
    // The default catalogue, whatever this shell has: under v1-2025-10-02 a free account's
    // analyses are metered and the run would measure 429s.
    PLAN_CATALOG: 'launch',
    LOG_LEVEL: 'warn',
    ...Object.fromEntries(raised.map((name) => [name, RAISED_LIMIT])),
  }
  const profileDir = process.env.BENCH_CPU_PROF_DIR
  const nodeArgs =
    profileDir === undefined || profileDir === ''
      ? [serverBundle]
      : ['--cpu-prof', `--cpu-prof-dir=${resolve(profileDir)}`, serverBundle]
  log(`Starting the API server on ${base} (${database.kind})...`)
  const server = startChild('api', process.execPath, nodeArgs, serverEnv)
  cleanups.push({ what: 'the server', run: () => stopChild(server) })
  await waitUntil('The API server', async () => (await fetch(`${base}/api/ping`)).ok, server)

  const { idToken } = await signUp()
  cleanups.push({
    what: 'the emulator account',
    run: async () => void (await emulatorCall('delete', { idToken })),
  })
  // Every request asks for gzip as a browser does (only the resume list is sent compressed).
  const browser = { 'accept-encoding': 'gzip, deflate, br' }
  const auth = { ...browser, authorization: `Bearer ${idToken}` }
  const json = { 'content-type': 'application/json' }

  log(`Creating ${RESUME_COUNT} resumes of about ${RESUME_WORDS} words...`)
  let resumeWords = 0
  let jobWords = 0
  for (let index = 0; index < RESUME_COUNT; index += 1) {
    const original = sampleResume(RESUME_WORDS, rotated(SAMPLE_RESUMES, index))
    const job = sampleJobDescription(JOB_WORDS, rotated(SAMPLE_JOBS, index))
    resumeWords += countWords(original)
    jobWords += countWords(job)
    await checkRoute(base, {
      name: 'POST /api/resumes',
      method: 'POST',
      path: '/api/resumes',
      headers: { ...auth, ...json },
      body: JSON.stringify({
        title: `Bench resume ${index + 1}`,
        original_content: original,
        job_description: job,
      }),
    })
  }

  const routes: Route[] = [
    { name: 'GET /api/ping', method: 'GET', path: '/api/ping', headers: browser },
    { name: 'GET /api/resumes', method: 'GET', path: '/api/resumes', headers: auth },
    {
      name: 'POST /api/analyze/keywords',
      method: 'POST',
      path: '/api/analyze/keywords',
      headers: { ...auth, ...json },
      body: JSON.stringify({
        resume_content: sampleResume(RESUME_WORDS),
        job_description: sampleJobDescription(JOB_WORDS),
      }),
    },
  ]
  const list = JSON.parse(await checkRoute(base, routes[1] as Route)) as unknown[]
  if (list.length !== RESUME_COUNT) throw new Error(`The list has ${list.length} resumes`)
  const listJson = JSON.stringify(list)

  const figures: Record<string, RouteFigures> = {}
  for (const route of routes) {
    await checkRoute(base, route)
    log(`${route.name}: warming up, then ${seconds} s with ${CONNECTIONS} connections...`)
    await measure(base, route, Math.min(3, seconds))
    figures[route.name] = await measure(base, route, seconds, server.pid)
    log(`  ${JSON.stringify(figures[route.name])}`)
  }
  const ping = figures['GET /api/ping']?.rps ?? 0
  for (const entry of Object.values(figures)) {
    entry.ratio_to_ping = ping === 0 ? 0 : round(entry.rps / ping, 3)
  }

  const all = Object.values(figures)
  const errors = all.reduce((sum, entry) => sum + entry.errors, 0)
  const worstP99 = Math.max(...all.map((entry) => entry.p99_ms))
  const listRatio = figures['GET /api/resumes']?.ratio_to_ping ?? 0
  const targets = {
    errors: { target: TARGETS.errors, actual: errors, met: errors <= TARGETS.errors },
    p99_ms: { target: TARGETS.p99_ms, actual: worstP99, met: worstP99 <= TARGETS.p99_ms },
    list_ratio_to_ping: {
      target: TARGETS.list_ratio_to_ping,
      actual: listRatio,
      met: listRatio >= TARGETS.list_ratio_to_ping,
    },
  }
  const result = {
    database: database.kind,
    rate_limits_raised: true,
    raised_variables: raised,
    connections: CONNECTIONS,
    seconds_per_route: seconds,
    resumes: RESUME_COUNT,
    resume_words: Math.round(resumeWords / RESUME_COUNT),
    job_description_words: Math.round(jobWords / RESUME_COUNT),
    list_response_kb: round(Buffer.byteLength(listJson) / 1000, 1),
    list_response_gzip_kb: round(gzipSync(listJson).length / 1000, 1),
    routes: figures,
    targets,
    all_targets_met: Object.values(targets).every((target) => target.met),
    load_average_1m: { start: round(loadAtStart, 2), end: round(loadavg()[0] ?? 0, 2) },
  }
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`)
}

let exitCode = 0
const interrupted = () => {
  log('Interrupted: cleaning up.')
  void cleanUp().then(() => process.exit(130))
}
process.once('SIGINT', interrupted)
process.once('SIGTERM', interrupted)
try {
  await main()
} catch (error) {
  log(`bench:api failed: ${error instanceof Error ? error.message : String(error)}`)
  exitCode = 1
} finally {
  await cleanUp()
}
process.exit(exitCode)
