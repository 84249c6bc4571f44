import { sql } from 'drizzle-orm'
import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/*
 * The one database schema (PGlite and PostgreSQL alike). Every table that holds a user's data
 * references users ON DELETE CASCADE, so deleting the user row deletes everything of theirs
 * (decisions.md, accounts); server/routes/users.test.ts checks each table listed here.
 */

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  firebaseUid: text('firebase_uid').notNull().unique(),
  email: text('email'),
  displayName: text('display_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  plan: text('plan', { enum: ['free', 'premium', 'pro'] })
    .notNull()
    .default('free'),
  subscriptionStatus: text('subscription_status').notNull().default('inactive'),
  defaultTemplate: text('default_template', { enum: ['minimalist', 'modern', 'classic'] }),
  /** End of the paid period; null on free, on a lifetime deal and before any payment. */
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`),
})

/** Every AI call, counted or not (they feed /usage/summary). */
export const usageEvents = pgTable('usage_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  metadata: jsonb('metadata').$type<Record<string, unknown>>(),
})

/** The monthly counter that quotas take from atomically (one row per user and UTC month). */
export const monthlyUsage = pgTable(
  'monthly_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM' in UTC. */
    month: text('month').notNull(),
    generationsUsed: integer('generations_used').notNull().default(0),
    /** Keyword analyses, counted only where the active catalogue meters them (v1-2025-10-02). */
    atsScansUsed: integer('ats_scans_used').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.month] })],
)

export const schema = { users, usageEvents, monthlyUsage }

export type UserRow = typeof users.$inferSelect
