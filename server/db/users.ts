import { and, eq, sql } from 'drizzle-orm'
import type { Db } from './database.ts'
import { preparedPerDb } from './prepared.ts'
import { monthlyUsage, users } from './schema.ts'
import type { UserRow } from './schema.ts'

/**
 * The user row of a verified identity, created on the first authenticated call (plan free,
 * status inactive by the column defaults). Concurrent first calls converge on one row.
 */
export async function ensureUser(
  db: Db,
  identity: { uid: string; email: string | undefined; name: string | undefined },
): Promise<UserRow> {
  const existing = await findUserByUid(db, identity.uid)
  if (existing !== undefined) return existing
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

/**
 * Deletes a user's rows (every user-data table cascades from users) and runs `alsoDelete` inside
 * the same transaction, so a failure there (the identity provider) keeps the data.
 */
export async function deleteUserRows(
  db: Db,
  userId: string,
  alsoDelete: () => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, userId))
    await alsoDelete()
  })
}
