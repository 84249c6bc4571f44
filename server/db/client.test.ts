import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { is, sql } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { afterAll, describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { createPostgresDatabase, testDatabases } from '../test/databases.ts'
import { openDatabase, openPostgres, pgliteDirOf } from './client.ts'
import * as schemaModule from './schema.ts'
import { users } from './schema.ts'

/** Every table the schema declares, by name: what the migrations must create. */
function schemaTableNames(): string[] {
  const values: unknown[] = Object.values(schemaModule)
  return values
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table).name)
    .sort()
}

describe('the embedded database', () => {
  const roots: string[] = []
  afterAll(async () => {
    await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })))
  })

  it('creates missing parent folders, migrates, and refuses a second opener of the same dir', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'jobfit-db-'))
    roots.push(root)
    const dataDir = path.join(root, 'nested', 'data')
    const first = await openDatabase({ databaseUrl: undefined, dataDir })
    try {
      await first.db.insert(users).values({ firebaseUid: 'lock-test' })
      await expect(openDatabase({ databaseUrl: undefined, dataDir })).rejects.toThrow(
        pgliteDirOf(dataDir),
      )
      await expect(openDatabase({ databaseUrl: undefined, dataDir })).rejects.toThrow(
        /in use by another JobFit server process/,
      )
    } finally {
      await first.close()
    }
    // Released on close: the next opener gets the data the first one wrote.
    const second = await openDatabase({ databaseUrl: undefined, dataDir })
    try {
      const rows = await second.db.select().from(users)
      expect(rows.map((row) => row.firebaseUid)).toEqual(['lock-test'])
    } finally {
      await second.close()
    }
  }, 60_000)
})

describe.each(testDatabases())('migrations on $name', (target) => {
  it('create every table of the schema', async () => {
    const { database, dispose } = await target.open()
    try {
      // Both drivers answer with `rows`; the shared drizzle type leaves the result opaque.
      const result = (await database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      )) as unknown as { rows: { table_name: string }[] }
      expect(result.rows.map((row) => row.table_name)).toEqual(schemaTableNames())
      expect(schemaTableNames()).toEqual(expect.arrayContaining(['resumes', 'users']))
      await database.ping()
      await database.close()
      await expect(database.ping()).rejects.toThrow()
    } finally {
      await dispose()
    }
  })
})

/** The migrations drizzle-kit has written (its journal), each of which must be applied once. */
function migrationCount(): number {
  const journal = JSON.parse(
    readFileSync(path.join(import.meta.dirname, 'migrations', 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] }
  return journal.entries.length
}

// Like the other PostgreSQL runs: TEST_DATABASE_URL is set by CI (.ci/run), maybe not on a laptop.
const adminUrl = process.env.TEST_DATABASE_URL || undefined
const describeOnPostgres = adminUrl === undefined ? describe.skip : describe
describeOnPostgres('migrations on PostgreSQL, several instances at once', () => {
  it('let instances that start together on a new database all open it', async () => {
    const { url, drop } = await createPostgresDatabase(adminUrl ?? '')
    try {
      const opened = await Promise.allSettled([
        openPostgres(url),
        openPostgres(url),
        openPostgres(url),
      ])
      const databases = opened.flatMap((result) =>
        result.status === 'fulfilled' ? [result.value] : [],
      )
      try {
        expect(opened.filter((result) => result.status === 'rejected')).toEqual([])
        const applied = (await databases[0]?.executeSql(
          'select count(*)::int as count from drizzle.__drizzle_migrations',
        )) ?? { rows: [] }
        expect(applied.rows).toEqual([{ count: migrationCount() }])
      } finally {
        await Promise.all(databases.map((database) => database.close()))
      }
    } finally {
      await drop()
    }
  }, 60_000)
})
