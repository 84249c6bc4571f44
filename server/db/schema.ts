import { sql } from 'drizzle-orm'
import type { ResumeVersionProposal } from '../../src/contract/resume-versions.ts'
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
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
  /** The term bought: monthly, yearly or lifetime; null on free. */
  billingPeriod: text('billing_period', { enum: ['monthly', 'yearly', 'lifetime'] }),
  /** The plan was cancelled: paid access lasts until `currentPeriodEnd`, then the plan is free. */
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** When the current paid plan was last paid for (the 7-day refund window counts from it). */
  lastPaymentAt: timestamp('last_payment_at', { withTimezone: true }),
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id'),
  /**
   * The creation time of the newest provider event applied to this subscription: an older event
   * arriving late (webhooks are not ordered) must not undo a newer one.
   */
  subscriptionEventAt: timestamp('subscription_event_at', { withTimezone: true }),
  /**
   * Goes up with every insert, update and delete of the user's resumes (a trigger, migration
   * 0006, whoever writes), so the serialised resume list kept for the user is known to be current
   * from this row alone, which every signed-in request reads anyway (routes/resumes.ts).
   */
  resumesVersion: integer('resumes_version').notNull().default(0),
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
    /** Cover letters written; the limit applies where the active catalogue has one (v1-2025-10-02). */
    coverLettersUsed: integer('cover_letters_used').notNull().default(0),
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

/**
 * One saved state of a resume's text (issue 21, item 4): numbered 1, 2, 3… per resume, 1 being the
 * original. Every optimization, editor save, review save and restore adds one; the newest is the
 * text the resume holds now. Scores are the ones the text had when it was saved (null without a
 * job description). At most 50 are kept per resume (domain/versions/version-cap.ts).
 */
export const resumeVersions = pgTable(
  'resume_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resumeId: uuid('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    // Kept beside resume_id so a user's versions are found (export, deletion) without a join.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    source: text('source', {
      enum: ['original', 'offline', 'model', 'editor', 'review', 'restore'],
    }).notNull(),
    text: text('text').notNull(),
    atsScore: integer('ats_score'),
    matchScore: real('match_score'),
    /** The version a restore copied; null once that version was pruned by the cap. */
    restoredFrom: uuid('restored_from').references((): AnyPgColumn => resumeVersions.id, {
      onDelete: 'set null',
    }),
    /** What an optimization proposed (changes, rejected), so the review can be opened later. */
    proposal: jsonb('proposal').$type<ResumeVersionProposal>(),
  },
  (table) => [uniqueIndex('resume_versions_resume_number_idx').on(table.resumeId, table.number)],
)

/**
 * A checkout started by a user: on Stripe (its session id) or on the built-in test-mode checkout
 * (an id of ours). GET /payments/checkout-status answers from here.
 */
export const checkoutSessions = pgTable('checkout_sessions', {
  id: text('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['stripe', 'builtin'] }).notNull(),
  plan: text('plan', { enum: ['premium', 'pro'] }).notNull(),
  billingPeriod: text('billing_period', { enum: ['monthly', 'yearly', 'lifetime'] }).notNull(),
  /** In cents, from the active catalogue when the session was created. */
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull().default('usd'),
  status: text('status', { enum: ['open', 'complete', 'expired'] })
    .notNull()
    .default('open'),
  /** 'paid' once the payment went through; 'unpaid' before, and after a declined card. */
  paymentStatus: text('payment_status', { enum: ['unpaid', 'paid'] })
    .notNull()
    .default('unpaid'),
  /** The app origin the browser returns to (one of the configured origins). */
  originUrl: text('origin_url').notNull(),
  /** The language the built-in checkout page speaks (the buyer's interface language). */
  language: text('language', { enum: ['en', 'ru', 'es'] })
    .notNull()
    .default('en'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
})

/**
 * One line of a user's billing history (spec §3): a payment, a failed payment or a refund. Kept
 * when the account is deleted, detached from the person (decisions.md, accounts).
 */
export const billingRecords = pgTable(
  'billing_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    planType: text('plan_type', { enum: ['free', 'premium', 'pro'] }).notNull(),
    billingPeriod: text('billing_period', { enum: ['monthly', 'yearly', 'lifetime'] }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    paymentStatus: text('payment_status', {
      enum: ['paid', 'pending', 'failed', 'refunded'],
    }).notNull(),
    description: text('description'),
    provider: text('provider', { enum: ['stripe', 'builtin'] }).notNull(),
    /** The provider's id of what was paid (invoice, checkout session, charge): one record each. */
    externalId: text('external_id').notNull().unique(),
  },
  (table) => [index('billing_records_user_created_idx').on(table.userId, table.createdAt)],
)

/**
 * The Firebase uids of deleted accounts (a tombstone each), written in the deletion's own
 * transaction: another server instance still trusting the deleted user's token (its 60-second
 * cache) must not recreate the row on the next call (users.ts, ensureUser). Only the uid and the
 * time are kept, nothing else of the person; Firebase never reuses a uid, so a new sign-up with
 * the same email gets a new uid and a fresh account.
 */
export const deletedAccounts = pgTable('deleted_accounts', {
  firebaseUid: text('firebase_uid').primaryKey(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Provider events already applied: each webhook event changes state at most once. */
export const processedEvents = pgTable('processed_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A bulk tailoring run (pro): one base resume against 1-5 job descriptions, worked through as a
 * job so a restart does not lose it. `results` holds one entry per job description as it finishes.
 */
export const bulkRuns = pgTable(
  'bulk_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    baseResume: text('base_resume').notNull(),
    jobDescriptions: jsonb('job_descriptions').$type<string[]>().notNull(),
    results: jsonb('results').$type<unknown[]>().notNull().default([]),
    /** Why the whole run failed (each item's own error lives in `results`). */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('bulk_runs_status_idx').on(table.status, table.createdAt)],
)

export const schema = {
  users,
  usageEvents,
  monthlyUsage,
  resumes,
  resumeVersions,
  checkoutSessions,
  billingRecords,
  processedEvents,
  bulkRuns,
  deletedAccounts,
}

export type UserRow = typeof users.$inferSelect
export type ResumeRow = typeof resumes.$inferSelect
export type ResumeVersionRow = typeof resumeVersions.$inferSelect
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect
export type BillingRecordRow = typeof billingRecords.$inferSelect
export type BulkRunRow = typeof bulkRuns.$inferSelect
