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
 * A throwaway database per test file on the server of TEST_DATABASE_URL. A database rather than a
 * schema on search_path, because drizzle-kit's migrations name "public" in their foreign keys.
 */
function postgresTarget(adminUrl: string): TestDatabase {
  return {
    name: 'postgres',
    open: async () => {
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
      const database = await openPostgres(url.toString())
      return {
        database,
        dispose: async () => {
          await database.close()
          const cleanup = new pg.Client({ connectionString: adminUrl })
          await cleanup.connect()
          try {
            await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
          } finally {
            await cleanup.end()
          }
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
