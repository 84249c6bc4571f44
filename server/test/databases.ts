import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'
import { openPglite, openPostgres } from '../db/client.ts'
import type { Database } from '../db/database.ts'

export interface TestDatabase {
  name: 'pglite' | 'postgres'
  /** A fresh, migrated database for one test file; `dispose` removes it. */
  open(): Promise<{ database: Database; dispose: () => Promise<void> }>
}

const pgliteTarget: TestDatabase = {
  name: 'pglite',
  open: async () => {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))])
    const database = await openPglite({ loadDataDir: template })
    return { database, dispose: () => database.close() }
  },
}

/**
 * A new, empty database on the server of `adminUrl` (CREATE DATABASE), and how to drop it again.
 * A database rather than a schema on search_path, because drizzle-kit's migrations name "public"
 * in their foreign keys.
 */
export async function createPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `jobfit_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl })
      await cleanup.connect()
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      } finally {
        await cleanup.end()
      }
    },
  }
}

/** A throwaway database per test file on the server of TEST_DATABASE_URL. */
function postgresTarget(adminUrl: string): TestDatabase {
  return {
    name: 'postgres',
    open: async () => {
      const { url, drop } = await createPostgresDatabase(adminUrl)
      const database = await openPostgres(url)
      return {
        database,
        dispose: async () => {
          await database.close()
          await drop()
        },
      }
    },
  }
}

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL is set (CI sets it). */
export function testDatabases(): TestDatabase[] {
  const url = process.env.TEST_DATABASE_URL
  return url ? [pgliteTarget, postgresTarget(url)] : [pgliteTarget]
}
