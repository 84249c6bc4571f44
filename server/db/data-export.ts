import { asc, eq } from 'drizzle-orm'
import type { Db } from './database.ts'
import {
  billingRecords,
  bulkRuns,
  checkoutSessions,
  monthlyUsage,
  resumes,
  resumeVersions,
  usageEvents,
  users,
} from './schema.ts'
import type {
  BillingRecordRow,
  BulkRunRow,
  CheckoutSessionRow,
  ResumeRow,
  ResumeVersionRow,
  UserRow,
} from './schema.ts'

/** Everything stored for one user, row by row, oldest first (GET /users/me/export). */
export interface UserDataRows {
  user: UserRow
  resumes: ResumeRow[]
  /** Every saved version of every resume, by resume and then number. */
  resumeVersions: ResumeVersionRow[]
  usageEvents: (typeof usageEvents.$inferSelect)[]
  monthlyUsage: (typeof monthlyUsage.$inferSelect)[]
  checkoutSessions: CheckoutSessionRow[]
  billingRecords: BillingRecordRow[]
  bulkRuns: BulkRunRow[]
}

/**
 * The tables read here, by their SQL name: server/routes/data-export.test.ts checks that every
 * table with a user_id column is among them, so a table added later cannot be left out silently.
 */
export const EXPORTED_TABLES = [
  'users',
  'resumes',
  'resume_versions',
  'usage_events',
  'monthly_usage',
  'checkout_sessions',
  'billing_records',
  'bulk_runs',
] as const

/**
 * Reads the user's rows of every table in one repeatable-read transaction, so the archive is one
 * consistent picture even while a bulk run or a webhook writes. Undefined when the user is gone.
 */
export async function readUserData(db: Db, userId: string): Promise<UserDataRows | undefined> {
  return db.transaction(
    async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1)
      if (user === undefined) return undefined
      return {
        user,
        resumes: await tx
          .select()
          .from(resumes)
          .where(eq(resumes.userId, userId))
          .orderBy(asc(resumes.createdAt), asc(resumes.id)),
        resumeVersions: await tx
          .select()
          .from(resumeVersions)
          .where(eq(resumeVersions.userId, userId))
          .orderBy(asc(resumeVersions.resumeId), asc(resumeVersions.number)),
        usageEvents: await tx
          .select()
          .from(usageEvents)
          .where(eq(usageEvents.userId, userId))
          .orderBy(asc(usageEvents.createdAt), asc(usageEvents.id)),
        monthlyUsage: await tx
          .select()
          .from(monthlyUsage)
          .where(eq(monthlyUsage.userId, userId))
          .orderBy(asc(monthlyUsage.month)),
        checkoutSessions: await tx
          .select()
          .from(checkoutSessions)
          .where(eq(checkoutSessions.userId, userId))
          .orderBy(asc(checkoutSessions.createdAt), asc(checkoutSessions.id)),
        billingRecords: await tx
          .select()
          .from(billingRecords)
          .where(eq(billingRecords.userId, userId))
          .orderBy(asc(billingRecords.createdAt), asc(billingRecords.id)),
        bulkRuns: await tx
          .select()
          .from(bulkRuns)
          .where(eq(bulkRuns.userId, userId))
          .orderBy(asc(bulkRuns.createdAt), asc(bulkRuns.id)),
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}
