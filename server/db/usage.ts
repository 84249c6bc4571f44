import { and, eq, sql } from 'drizzle-orm'
import type { Db } from './database.ts'
import { monthlyUsage, usageEvents } from './schema.ts'

/** The counters of monthly_usage that quotas take from. */
type Counter = 'generationsUsed' | 'atsScansUsed' | 'coverLettersUsed'

/**
 * Counts one use on a monthly counter, in one atomic statement: the row is created at 1, or
 * raised by 1 only while it is below `limit` (null: no limit), so concurrent requests cannot
 * overshoot. Resolves with the new count, or null when the limit was already reached.
 */
async function take(
  db: Db,
  counter: Counter,
  userId: string,
  month: string,
  limit: number | null,
): Promise<number | null> {
  if (limit !== null && limit <= 0) return null
  const column = monthlyUsage[counter]
  const rows = await db
    .insert(monthlyUsage)
    .values({ userId, month, [counter]: 1 })
    .onConflictDoUpdate({
      target: [monthlyUsage.userId, monthlyUsage.month],
      set: { [counter]: sql`${column} + 1` },
      ...(limit === null ? {} : { setWhere: sql`${column} < ${limit}` }),
    })
    .returning({ used: column })
  return rows[0]?.used ?? null
}

/** Gives back one use taken by `take` in the same month (never below 0). */
async function refund(db: Db, counter: Counter, userId: string, month: string): Promise<void> {
  const column = monthlyUsage[counter]
  await db
    .update(monthlyUsage)
    .set({ [counter]: sql`greatest(${column} - 1, 0)` })
    .where(and(eq(monthlyUsage.userId, userId), eq(monthlyUsage.month, month)))
}

/**
 * Counts one ATS scan for the user in a UTC month when fewer than `limit` were used, in one
 * atomic statement (concurrent scans cannot overshoot the limit). Resolves with the new count, or
 * null when the limit was already reached.
 */
export async function takeAtsScan(
  db: Db,
  userId: string,
  month: string,
  limit: number,
): Promise<number | null> {
  return take(db, 'atsScansUsed', userId, month, limit)
}

/**
 * Reserves one AI generation (decisions.md: one resume rewrite) before the writer runs, so two
 * concurrent requests can never both take the last one. `limit` null is an unlimited plan, still
 * counted so the usage stats show it. Resolves with the month's new count, or null when none is
 * left. A generation that then fails is given back with `refundGeneration`.
 */
export async function takeGeneration(
  db: Db,
  userId: string,
  month: string,
  limit: number | null,
): Promise<number | null> {
  return take(db, 'generationsUsed', userId, month, limit)
}

/** Gives back a generation taken in `month` whose writing failed or was abandoned. */
export async function refundGeneration(db: Db, userId: string, month: string): Promise<void> {
  await refund(db, 'generationsUsed', userId, month)
}

/** Reserves one cover letter, as `takeGeneration` does for rewrites (their own limit, v1 catalogue). */
export async function takeCoverLetter(
  db: Db,
  userId: string,
  month: string,
  limit: number | null,
): Promise<number | null> {
  return take(db, 'coverLettersUsed', userId, month, limit)
}

/** Gives back a cover letter taken in `month` whose writing failed or was abandoned. */
export async function refundCoverLetter(db: Db, userId: string, month: string): Promise<void> {
  await refund(db, 'coverLettersUsed', userId, month)
}

/** The kinds of AI call recorded in usage_events (the keys of /usage/summary's actions_by_type). */
export type UsageEventKind =
  'optimize' | 'bio' | 'cover_letter' | 'bulk_item' | 'plagiarism_check' | 'linkedin_import'

/** Records one AI call for the pro usage summary; `metadata` names at least the writer. */
export async function recordUsageEvent(
  db: Db,
  event: { userId: string; kind: UsageEventKind; metadata: Record<string, unknown> },
): Promise<void> {
  await db.insert(usageEvents).values(event)
}
