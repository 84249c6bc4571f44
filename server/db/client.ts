import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { lockDataDir } from './data-dir-lock.ts'
import type { Database, Db } from './database.ts'
import { schema } from './schema.ts'

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url))

/** Where the embedded database lives inside DATA_DIR (other kinds of data may sit beside it). */
export function pgliteDirOf(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'pglite')
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(options: {
  databaseUrl: string | undefined
  dataDir: string
}): Promise<Database> {
  return options.databaseUrl === undefined
    ? openPglite({ dir: pgliteDirOf(options.dataDir) })
    : openPostgres(options.databaseUrl)
}

/**
 * The embedded PGlite database. `dir` undefined opens one in memory (tests); `loadDataDir` starts
 * from a dump (tests clone a migrated template this way, in 1-2 s instead of an 8-s initdb).
 */
export async function openPglite(options: { dir?: string; loadDataDir?: Blob }): Promise<Database> {
  let release: (() => Promise<void>) | undefined
  if (options.dir !== undefined) {
    await mkdir(path.dirname(options.dir), { recursive: true })
    release = await lockDataDir(options.dir)
  }
  let client: PGlite
  try {
    client = await PGlite.create({
      ...(options.dir === undefined ? {} : { dataDir: options.dir }),
      ...(options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir }),
    })
    const db = drizzlePglite(client, { schema })
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR })
    let closed = false
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      ping: async () => {
        await db.execute(sql`select 1`)
      },
      executeSql: async (text, values = []) => ({ rows: (await client.query(text, values)).rows }),
      close: async () => {
        if (closed) return
        closed = true
        await client.close()
        await release?.()
      },
    }
  } catch (error) {
    await release?.()
    throw error
  }
}

/**
 * A client checked out for a transaction (the promise form of `connect`, which drizzle uses; plain
 * queries go through `pool.query`, which guards its own client) that gives itself back to the pool
 * the moment its connection is lost, and whose `release` may then be called again harmlessly.
 *
 * drizzle-orm 0.45 sends BEGIN before the try/finally that releases the client (drizzle-orm
 * issues #6023, #6241): a connection lost at that moment would keep the client checked out for
 * good, and a few outages later the pool would have no slot left and never serve again.
 */
function releasedWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client)
  let released = false
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return
    released = true
    client.off('error', onLost)
    // With an error (or a dead connection) pg-pool destroys the client instead of keeping it.
    release(error)
  }
  const onLost = (error: Error) => releaseOnce(error)
  client.on('error', onLost)
  client.release = releaseOnce
  return client
}

/** A pg pool whose transaction clients cannot leak (see `releasedWhenLost`). */
class OutageSafePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>
  override connect(
    callback: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void
  override connect(
    callback?: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    if (callback !== undefined) return super.connect(callback)
    return super.connect().then(releasedWhenLost)
  }
}

/** The advisory lock migrations run under: any number, the same for every instance of JobFit. */
const MIGRATION_LOCK = 4_201_726

/**
 * Applies the pending migrations while holding a session lock, so instances that start together
 * take turns: the first applies them and the others, once it is done, find nothing left to do.
 * Drizzle's migrator takes no lock of its own (two at once fail on "already exists").
 */
async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR })
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
    }
  } finally {
    client.release()
  }
}

/** PostgreSQL through a connection pool; the pool reconnects by itself when the server returns. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new OutageSafePool({
    connectionString: url,
    // Fail fast while the database is away, so callers get a 503 rather than a hung request.
    connectionTimeoutMillis: 5_000,
  })
  // An idle client losing its connection emits 'error' on the pool; unhandled it would crash us.
  pool.on('error', () => {})
  // A checked-out client losing its connection emits 'error' on itself, and pg-pool listens only
  // while the client is idle: a connection cut inside a transaction would crash the process.
  // The query in flight fails on its own (answered 503), so the event itself needs no handling.
  pool.on('connect', (client) => {
    client.on('error', () => {})
  })
  const db = drizzlePg(pool, { schema })
  try {
    await migrateLocked(pool)
  } catch (error) {
    await pool.end()
    throw error
  }
  let closed = false
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    executeSql: async (text, values = []) => ({ rows: (await pool.query(text, values)).rows }),
    close: async () => {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}
