import { sql } from 'drizzle-orm'
import type { Db } from './database.ts'
import { monthlyUsage } from './schema.ts'

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
  if (limit <= 0) return null
  const rows = await db
    .insert(monthlyUsage)
    .values({ userId, month, atsScansUsed: 1 })
    .onConflictDoUpdate({
      target: [monthlyUsage.userId, monthlyUsage.month],
      set: { atsScansUsed: sql`${monthlyUsage.atsScansUsed} + 1` },
      setWhere: sql`${monthlyUsage.atsScansUsed} < ${limit}`,
    })
    .returning({ used: monthlyUsage.atsScansUsed })
  return rows[0]?.used ?? null
}
