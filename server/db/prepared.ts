import type { Db } from './database.ts'

/**
 * A query built and prepared once per database handle instead of on every call, for the queries
 * that run on nearly every request (the signed-in user's row, the resume list's version): drizzle
 * skips building the SQL, and PostgreSQL skips parsing and planning it (a named statement on each
 * pooled connection; behind PgBouncer in transaction mode that needs max_prepared_statements).
 */
export function preparedPerDb<Query>(prepare: (db: Db) => Query): (db: Db) => Query {
  const prepared = new WeakMap<Db, Query>()
  return (db) => {
    let query = prepared.get(db)
    if (query === undefined) {
      query = prepare(db)
      prepared.set(db, query)
    }
    return query
  }
}
