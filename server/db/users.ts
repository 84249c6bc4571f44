import { and, eq, sql } from 'drizzle-orm'
import type { Db } from './database.ts'
import { preparedPerDb } from './prepared.ts'
import { deletedAccounts, monthlyUsage, users } from './schema.ts'
import type { UserRow } from './schema.ts'

/** The identity's account was deleted (a tombstone holds its uid): no row is made for it again. */
export class AccountDeletedError extends Error {
  override name = 'AccountDeletedError'
  constructor(readonly uid: string) {
    super(`The account of ${uid} was deleted`)
  }
}

/**
 * The user row of a verified identity, created on the first authenticated call (plan free,
 * status inactive by the column defaults). Concurrent first calls converge on one row. A deleted
 * account's uid is refused with AccountDeletedError: another instance may still trust its token
 * for up to a minute. No race: a deletion commits the tombstone with the row's removal, so once
 * the row is seen missing the tombstone is visible to the next statement.
 */
export async function ensureUser(
  db: Db,
  identity: { uid: string; email: string | undefined; name: string | undefined },
): Promise<UserRow> {
  const existing = await findUserByUid(db, identity.uid)
  if (existing !== undefined) return existing
  if (await isDeletedAccount(db, identity.uid)) throw new AccountDeletedError(identity.uid)
  const inserted = await db
    .insert(users)
    .values({
      firebaseUid: identity.uid,
      email: identity.email ?? null,
      displayName: identity.name ?? null,
    })
    .onConflictDoNothing({ target: users.firebaseUid })
    .returning()
  const row = inserted[0] ?? (await findUserByUid(db, identity.uid))
  if (row === undefined) throw new Error(`The user row of ${identity.uid} vanished while created`)
  return row
}

// Every authenticated request runs it (plugins/auth.ts).
const userByUid = preparedPerDb((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.firebaseUid, sql.placeholder('uid')))
    .limit(1)
    .prepare('find_user_by_uid'),
)

export async function findUserByUid(db: Db, uid: string): Promise<UserRow | undefined> {
  const rows = await userByUid(db).execute({ uid })
  return rows[0]
}

/** AI generations counted for a user in one UTC month ('YYYY-MM'); 0 when none. */
export async function generationsUsedIn(db: Db, userId: string, month: string): Promise<number> {
  const rows = await db
    .select({ used: monthlyUsage.generationsUsed })
    .from(monthlyUsage)
    .where(and(eq(monthlyUsage.userId, userId), eq(monthlyUsage.month, month)))
  return rows[0]?.used ?? 0
}

/** Whether a tombstone holds this uid (the account was deleted). */
export async function isDeletedAccount(db: Db, uid: string): Promise<boolean> {
  const rows = await db
    .select({ uid: deletedAccounts.firebaseUid })
    .from(deletedAccounts)
    .where(eq(deletedAccounts.firebaseUid, uid))
    .limit(1)
  return rows.length > 0
}

/**
 * Deletes a user's rows (every user-data table cascades from users), leaves the uid's tombstone
 * (only the uid and the time), and runs `alsoDelete` inside the same transaction, so a failure
 * there (the identity provider) keeps the data and writes no tombstone.
 */
export async function deleteUserRows(
  db: Db,
  user: { id: string; firebaseUid: string },
  alsoDelete: () => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(deletedAccounts)
      .values({ firebaseUid: user.firebaseUid })
      .onConflictDoNothing({ target: deletedAccounts.firebaseUid })
    await tx.delete(users).where(eq(users.id, user.id))
    await alsoDelete()
  })
}
