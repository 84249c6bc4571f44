import { buildApp } from './app.ts'
import { getLexicon } from './domain/analysis/lexicon/load-lexicon.ts'
import { getTitleIndex } from './domain/fit/job-titles.ts'
import { ConfigError, parseConfig } from './config.ts'
import type { Config } from './config.ts'
import { openDatabase, pgliteDirOf } from './db/client.ts'
import { DataDirLockedError } from './db/data-dir-lock.ts'
import type { Database } from './db/database.ts'
import { createFirebaseIdentity } from './integrations/firebase.ts'
import { startupWarnings } from './startup-warnings.ts'

/*
 * The server process: configuration, database, app, listen; and a graceful stop on SIGTERM or
 * SIGINT (stop accepting, let requests in flight finish, close the database and its lock).
 */

const SHUTDOWN_GRACE_MS = 10_000

function fail(message: string): never {
  console.error(`\n${message}\n`)
  process.exit(1)
}

function loadConfig(): Config {
  try {
    return parseConfig(process.env)
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message)
    throw error
  }
}

async function open(config: Config): Promise<Database> {
  try {
    return await openDatabase(config)
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message)
    const where =
      config.databaseUrl === undefined
        ? `the embedded database in ${pgliteDirOf(config.dataDir)}`
        : 'the PostgreSQL database of DATABASE_URL'
    fail(`Could not open ${where}: ${(error as Error).message}`)
  }
}

const config = loadConfig()
const database = await open(config)
const identity = createFirebaseIdentity({
  projectId: config.firebaseProjectId,
  emulatorHost: config.firebaseAuthEmulatorHost,
})
const app = await buildApp({
  config,
  database,
  identity,
  logger: {
    level: config.logLevel,
    // Readable lines for a person at a terminal; JSON lines for log collectors.
    ...(process.stdout.isTTY
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  },
})

for (const warning of startupWarnings(config)) app.log.warn(warning)

/** How often, while stopping, connections that have gone idle are closed. */
const IDLE_SWEEP_MS = 100

let stopping = false
async function shutdown(signal: string) {
  stopping = true
  app.log.info(`${signal}: stopping`)
  const force = setTimeout(() => {
    app.log.error('requests did not finish in time; exiting')
    process.exit(1)
  }, SHUTDOWN_GRACE_MS)
  force.unref()
  // app.close() stops accepting and waits for every open connection to close. Node closes the
  // idle ones once, when closing begins; a keep-alive connection (a browser's) whose request
  // finishes later would stay open until its keep-alive timeout, past the grace period. So the
  // connections that go idle meanwhile are closed as they do.
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS)
  sweep.unref()
  try {
    // In order: no new requests, the ones in flight finished (the bulk runner interrupted
    // resumably, in app.ts's preClose), then the database and its lock, then Firebase.
    await app.close()
    await database.close()
    await identity.close()
  } finally {
    clearInterval(sweep)
    clearTimeout(force)
  }
  process.exit(0)
}
function onSignal(signal: NodeJS.Signals) {
  if (stopping) {
    // Asked twice: the operator does not want to wait. The exit handlers still release the
    // data-dir lock (proper-lockfile); PGlite recovers from its log at the next start.
    app.log.warn(`${signal} again: exiting without waiting for requests`)
    process.exit(1)
  }
  void shutdown(signal)
}
process.on('SIGTERM', onSignal)
process.on('SIGINT', onSignal)

// The skills lexicon loads once per process (about a second): before the first request, not in it.
getLexicon()
// So does the fit report's job-title index (about 70,000 O*NET and ESCO titles, 50-90 ms).
getTitleIndex()

try {
  await app.listen({ port: config.port, host: config.host })
} catch (error) {
  await database.close()
  fail(`Could not listen on ${config.host}:${config.port}: ${(error as Error).message}`)
}
app.log.info(
  `JobFit API on http://${config.host}:${config.port}/api (${database.kind}, catalogue ${config.planCatalog})`,
)
