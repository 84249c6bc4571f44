import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { BulkResult } from '../../src/contract/pro.ts'
import type { Db } from './database.ts'
import { bulkRuns, resumes, usageEvents, users } from './schema.ts'
import type { BulkRunRow } from './schema.ts'

/*
 * The stored bulk tailoring runs (bulk_runs): created queued by the request, worked by the job
 * runner item by item (each finished item appended to `results` at once, so a restart carries on
 * after the last stored one), then done or failed.
 */

/** The usage event kind of one successful bulk item (decisions.md: it feeds /usage/summary). */
export const BULK_ITEM_EVENT = 'bulk_item'

export async function createBulkRun(
  db: Db,
  run: { userId: string; baseResume: string; jobDescriptions: string[] },
): Promise<BulkRunRow> {
  const [row] = await db.insert(bulkRuns).values(run).returning()
  if (row === undefined) throw new Error('bulk_runs insert returned no row')
  return row
}

export async function findBulkRun(db: Db, id: string): Promise<BulkRunRow | undefined> {
  const [row] = await db.select().from(bulkRuns).where(eq(bulkRuns.id, id))
  return row
}

/**
 * Marks a queued (or interrupted, still running) run as running and returns it; undefined when it
 * is finished or gone, so a job delivered twice does nothing the second time.
 */
export async function claimBulkRun(db: Db, id: string, now: Date): Promise<BulkRunRow | undefined> {
  const [row] = await db
    .update(bulkRuns)
    .set({ status: 'running', startedAt: sql`coalesce(${bulkRuns.startedAt}, ${now})` })
    .where(and(eq(bulkRuns.id, id), inArray(bulkRuns.status, ['queued', 'running'])))
    .returning()
  return row
}

/** The runs a previous process left queued or running, oldest first (picked up at start). */
export async function unfinishedBulkRunIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: bulkRuns.id })
    .from(bulkRuns)
    .where(inArray(bulkRuns.status, ['queued', 'running']))
    .orderBy(bulkRuns.createdAt)
  return rows.map((row) => row.id)
}

/**
 * Appends one item's result, only when it is the next one (its index equals the number stored),
 * so a result is never stored twice. A success records its 'bulk_item' usage event in the same
 * transaction. Resolves with whether it was stored.
 */
export async function appendBulkResult(
  db: Db,
  run: { id: string; userId: string },
  result: BulkResult,
  metadata: Record<string, unknown>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const stored = await tx
      .update(bulkRuns)
      .set({ results: sql`${bulkRuns.results} || ${JSON.stringify([result])}::jsonb` })
      .where(
        and(
          eq(bulkRuns.id, run.id),
          eq(bulkRuns.status, 'running'),
          sql`jsonb_array_length(${bulkRuns.results}) = ${result.index}`,
        ),
      )
      .returning({ id: bulkRuns.id })
    if (stored.length === 0) return false
    if (result.status === 'success') {
      await tx.insert(usageEvents).values({ userId: run.userId, kind: BULK_ITEM_EVENT, metadata })
    }
    return true
  })
}

/** Ends a run: done, or failed with why (each item's own error lives in its result). */
export async function finishBulkRun(
  db: Db,
  id: string,
  outcome: { status: 'done' } | { status: 'failed'; error: string },
  now: Date,
): Promise<void> {
  await db
    .update(bulkRuns)
    .set({
      status: outcome.status,
      error: outcome.status === 'failed' ? outcome.error : null,
      finishedAt: now,
    })
    .where(eq(bulkRuns.id, id))
}

/** The plan the run's owner has now (it sets the generation limit of each item). */
export async function planOfUser(
  db: Db,
  userId: string,
): Promise<'free' | 'premium' | 'pro' | undefined> {
  const [row] = await db.select({ plan: users.plan }).from(users).where(eq(users.id, userId))
  return row?.plan
}

/**
 * The text of the user's most recently updated resume (decisions.md, bulk tailoring: the base
 * resume when none is given): the original, since it is the user's own words and the source of
 * every fact the writer may use.
 */
export async function latestResumeTextOf(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ text: resumes.originalContent })
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .orderBy(desc(resumes.updatedAt), desc(resumes.createdAt))
    .limit(1)
  return row?.text
}
