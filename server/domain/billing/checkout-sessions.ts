import { and, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { checkoutSessions, users } from '../../db/schema.ts'
import type { CheckoutSessionRow } from '../../db/schema.ts'

/*
 * The checkout_sessions rows: one per checkout started, on Stripe or on the built-in checkout.
 * GET /payments/checkout-status answers from them; a row never decides a plan (only verified
 * events do, through applyBillingEvent).
 */

/** Stripe's default: a Checkout Session can be paid for 24 hours. The built-in one does the same. */
export const CHECKOUT_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000

export type NewCheckoutSession = typeof checkoutSessions.$inferInsert

export async function insertCheckoutSession(
  db: Db,
  values: NewCheckoutSession,
): Promise<CheckoutSessionRow> {
  const rows = await db.insert(checkoutSessions).values(values).returning()
  const row = rows[0]
  if (row === undefined) throw new Error(`checkout session ${values.id} was not stored`)
  return row
}

export async function findCheckoutSession(
  db: Db,
  id: string,
): Promise<CheckoutSessionRow | undefined> {
  const rows = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1)
  return rows[0]
}

/** Whether an open built-in session has outlived its 24 hours (Stripe expires its own). */
export function isStale(row: CheckoutSessionRow, now: Date): boolean {
  return (
    row.provider === 'builtin' &&
    row.status === 'open' &&
    now.getTime() - row.createdAt.getTime() >= CHECKOUT_SESSION_LIFETIME_MS
  )
}

/** The row as of `now`: a stale built-in session is marked expired on the way (lazily). */
export async function currentCheckoutSession(
  db: Db,
  id: string,
  now: Date,
): Promise<CheckoutSessionRow | undefined> {
  const row = await findCheckoutSession(db, id)
  if (row === undefined || !isStale(row, now)) return row
  return (await updateCheckoutSession(db, id, { status: 'expired' })) ?? row
}

/**
 * Marks an open, unexpired built-in session paid, atomically: of two submissions racing on one
 * session only one gets the row back, so a session is paid at most once.
 */
export async function claimOpenSession(
  db: Db,
  id: string,
  now: Date,
): Promise<CheckoutSessionRow | undefined> {
  const rows = await db
    .update(checkoutSessions)
    .set({ status: 'complete', paymentStatus: 'paid', completedAt: now })
    .where(
      and(
        eq(checkoutSessions.id, id),
        eq(checkoutSessions.provider, 'builtin'),
        eq(checkoutSessions.status, 'open'),
        gt(checkoutSessions.createdAt, new Date(now.getTime() - CHECKOUT_SESSION_LIFETIME_MS)),
      ),
    )
    .returning()
  return rows[0]
}

export async function updateCheckoutSession(
  db: Db,
  id: string,
  changes: Partial<Pick<CheckoutSessionRow, 'status' | 'paymentStatus' | 'completedAt'>>,
): Promise<CheckoutSessionRow | undefined> {
  const rows = await db
    .update(checkoutSessions)
    .set(changes)
    .where(eq(checkoutSessions.id, id))
    .returning()
  return rows[0]
}

/** What the built-in checkout needs to know of its buyer to build Stripe's event. */
export async function findBuyer(
  db: Db,
  userId: string,
): Promise<{ id: string; email: string | null; stripeCustomerId: string | null } | undefined> {
  const rows = await db
    .select({ id: users.id, email: users.email, stripeCustomerId: users.stripeCustomerId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  return rows[0]
}
