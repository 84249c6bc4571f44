import { and, desc, eq, gte, sql } from 'drizzle-orm'
import type { Db } from './database.ts'
import { billingRecords, checkoutSessions, processedEvents, users } from './schema.ts'
import type { BillingRecordRow, CheckoutSessionRow, UserRow } from './schema.ts'

/*
 * The billing queries: provider events processed once, billing records, and the user rows that
 * billing changes. Each takes a `Db`, which may be a transaction (drizzle's transaction object is
 * a database too), so the event handling composes them into one atomic change.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export type NewBillingRecord = typeof billingRecords.$inferInsert
export type UserBillingChange = Partial<
  Pick<
    UserRow,
    | 'plan'
    | 'subscriptionStatus'
    | 'currentPeriodEnd'
    | 'billingPeriod'
    | 'cancelAtPeriodEnd'
    | 'lastPaymentAt'
    | 'stripeCustomerId'
    | 'stripeSubscriptionId'
    | 'subscriptionEventAt'
  >
>

/**
 * Records an event id as processed; false when it already was (a replay). Run in the transaction
 * of the event's effect, so the id is recorded exactly when the effect is.
 */
export async function markEventProcessed(db: Db, id: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(processedEvents)
    .values({ id, type })
    .onConflictDoNothing({ target: processedEvents.id })
    .returning({ id: processedEvents.id })
  return rows.length > 0
}

/**
 * The user a provider event is about, locked for the rest of the transaction (two events about
 * one user are applied one after the other). Tried in order: our own user id (the checkout's
 * client reference or metadata), the Stripe subscription id, the Stripe customer id.
 */
export async function findBillingUserForUpdate(
  db: Db,
  keys: {
    userId?: string | undefined
    subscriptionId?: string | undefined
    customerId?: string | undefined
  },
): Promise<UserRow | undefined> {
  const conditions = [
    keys.userId !== undefined && UUID.test(keys.userId) ? eq(users.id, keys.userId) : undefined,
    keys.subscriptionId === undefined
      ? undefined
      : eq(users.stripeSubscriptionId, keys.subscriptionId),
    keys.customerId === undefined ? undefined : eq(users.stripeCustomerId, keys.customerId),
  ]
  for (const condition of conditions) {
    if (condition === undefined) continue
    const rows = await db.select().from(users).where(condition).limit(1).for('update')
    if (rows[0] !== undefined) return rows[0]
  }
  return undefined
}

/** Locks and re-reads one user row (the lazy expiry check re-decides on the locked row). */
export async function lockUser(db: Db, userId: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, userId)).for('update')
  return rows[0]
}

export async function updateUserBilling(
  db: Db,
  userId: string,
  change: UserBillingChange,
): Promise<UserRow> {
  const [row] = await db.update(users).set(change).where(eq(users.id, userId)).returning()
  if (row === undefined) throw new Error(`No user ${userId} to update`)
  return row
}

/** Adds a billing record unless one with its external id exists; true when added. */
export async function insertBillingRecord(db: Db, record: NewBillingRecord): Promise<boolean> {
  const rows = await db
    .insert(billingRecords)
    .values(record)
    .onConflictDoNothing({ target: billingRecords.externalId })
    .returning({ id: billingRecords.id })
  return rows.length > 0
}

/**
 * Adds a refund record, or raises the amount of the one with its external id (the charge): a
 * charge refunded in parts, or refunded by our command and then reported by Stripe, is one line.
 */
export async function upsertRefundRecord(db: Db, record: NewBillingRecord): Promise<void> {
  await db
    .insert(billingRecords)
    .values(record)
    .onConflictDoUpdate({
      target: billingRecords.externalId,
      set: { amountCents: sql`greatest(${billingRecords.amountCents}, ${record.amountCents})` },
      setWhere: eq(billingRecords.paymentStatus, 'refunded'),
    })
}

/** A user's billing history, newest first. */
export async function listBillingRecords(db: Db, userId: string): Promise<BillingRecordRow[]> {
  return db
    .select()
    .from(billingRecords)
    .where(eq(billingRecords.userId, userId))
    .orderBy(desc(billingRecords.createdAt), desc(billingRecords.id))
}

/** The user's most recent paid record, if any. */
export async function lastPaidRecord(
  db: Db,
  userId: string,
): Promise<BillingRecordRow | undefined> {
  const rows = await db
    .select()
    .from(billingRecords)
    .where(and(eq(billingRecords.userId, userId), eq(billingRecords.paymentStatus, 'paid')))
    .orderBy(desc(billingRecords.createdAt), desc(billingRecords.id))
    .limit(1)
  return rows[0]
}

/** Whether the user has a refund recorded at or after `since`. */
export async function hasRefundSince(db: Db, userId: string, since: Date): Promise<boolean> {
  const rows = await db
    .select({ id: billingRecords.id })
    .from(billingRecords)
    .where(
      and(
        eq(billingRecords.userId, userId),
        eq(billingRecords.paymentStatus, 'refunded'),
        gte(billingRecords.createdAt, since),
      ),
    )
    .limit(1)
  return rows.length > 0
}

export async function findCheckoutSession(
  db: Db,
  id: string,
): Promise<CheckoutSessionRow | undefined> {
  const rows = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1)
  return rows[0]
}

/** Marks a checkout session complete and paid (GET /payments/checkout-status reads it). */
export async function completeCheckoutSession(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(checkoutSessions)
    .set({ status: 'complete', paymentStatus: 'paid', completedAt: now })
    .where(eq(checkoutSessions.id, id))
}

/**
 * Every user with this email (case-insensitive), oldest first. Emails are not unique (a deleted
 * and re-created account, a changed address not yet seen), so a caller must not pick one blindly.
 */
export async function findUsersByEmail(db: Db, email: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .orderBy(users.createdAt, users.id)
}

/** The user with this Firebase uid, or with this internal id. */
export async function findUserByUidOrId(db: Db, key: string): Promise<UserRow | undefined> {
  const trimmed = key.trim()
  const byUid = await db.select().from(users).where(eq(users.firebaseUid, trimmed)).limit(1)
  if (byUid[0] !== undefined || !UUID.test(trimmed)) return byUid[0]
  const byId = await db.select().from(users).where(eq(users.id, trimmed)).limit(1)
  return byId[0]
}

/** A billing record by our id (as the billing history shows it) or by the provider's id. */
export async function findBillingRecord(
  db: Db,
  key: string,
): Promise<BillingRecordRow | undefined> {
  const trimmed = key.trim()
  const byExternal = await db
    .select()
    .from(billingRecords)
    .where(eq(billingRecords.externalId, trimmed))
    .limit(1)
  if (byExternal[0] !== undefined || !UUID.test(trimmed)) return byExternal[0]
  const byId = await db.select().from(billingRecords).where(eq(billingRecords.id, trimmed)).limit(1)
  return byId[0]
}
