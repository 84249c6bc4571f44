import { and, count, eq, gte, lte } from 'drizzle-orm'
import type { Db } from './database.ts'
import { usageEvents } from './schema.ts'

/**
 * The kinds of AI call the usage summary always lists, 0 when unused, so the UI's keys are stable
 * (decisions.md: every AI call is a usage event). Kinds other features record show up beside them.
 */
export const SUMMARY_KINDS = ['optimize', 'bio', 'cover_letter', 'bulk_item'] as const

export interface UsageSummaryCounts {
  total_actions: number
  actions_by_type: Record<string, number>
}

/** The window of a summary: the `days` days up to `now` (a day is 24 hours). */
export function summaryWindowStart(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000)
}

/** Counts the user's usage events from `since` up to `until`, by kind. */
export async function countUsageEvents(
  db: Db,
  userId: string,
  since: Date,
  until: Date,
): Promise<UsageSummaryCounts> {
  const rows = await db
    .select({ kind: usageEvents.kind, n: count() })
    .from(usageEvents)
    .where(
      and(
        eq(usageEvents.userId, userId),
        gte(usageEvents.createdAt, since),
        lte(usageEvents.createdAt, until),
      ),
    )
    .groupBy(usageEvents.kind)
  const byType: Record<string, number> = Object.fromEntries(SUMMARY_KINDS.map((kind) => [kind, 0]))
  let total = 0
  for (const row of rows) {
    const n = Number(row.n)
    byType[row.kind] = n
    total += n
  }
  return { total_actions: total, actions_by_type: byType }
}
