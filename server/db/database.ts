import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { schema } from './schema.ts'

/** The drizzle database, whichever driver is underneath (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

/** An open database: the query builder, a liveness check and a way to let it go. */
export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>
  /**
   * Raw SQL with $1-style parameters, for libraries that bring their own queries (pg-boss takes
   * exactly this shape as its `db`).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>
  /** Closes connections and releases the data-dir lock. Safe to call twice. */
  close(): Promise<void>
}
