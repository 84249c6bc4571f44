import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

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

/** A resume: its text as typed or uploaded, and the AI's rewrite once optimized (spec §3). */
export const resumes = pgTable(
  'resumes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    originalContent: text('original_content').notNull(),
    optimizedContent: text('optimized_content'),
    jobDescription: text('job_description'),
    status: text('status', { enum: ['draft', 'optimized', 'exported'] })
      .notNull()
      .default('draft'),
    /** Percent of the job description's keywords found; null without a job description. */
    matchScore: real('match_score'),
    template: text('template', { enum: ['minimalist', 'modern', 'classic'] })
      .notNull()
      .default('minimalist'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  // The list is always one user's, newest first.
  (table) => [index('resumes_user_created_idx').on(table.userId, table.createdAt)],
)

export const schema = { users, usageEvents, monthlyUsage, resumes }

export type UserRow = typeof users.$inferSelect
export type ResumeRow = typeof resumes.$inferSelect
