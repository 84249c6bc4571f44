import { inArray, notInArray, and } from 'drizzle-orm'
import { parseConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { users } from './db/schema.ts'

/*
 * Puts the demo accounts of `npm start` on the plans their names say. Run by scripts/start.mjs
 * before the server starts (the embedded database admits one process at a time), with the
 * accounts' emulator uids as JSON in DEMO_ACCOUNTS: [{"uid","email","plan"}].
 */

interface DemoAccount {
  uid: string
  email: string
  plan: 'free' | 'premium' | 'pro'
}

const accounts = JSON.parse(process.env.DEMO_ACCOUNTS ?? '[]') as DemoAccount[]
const config = parseConfig(process.env)
const database = await openDatabase(config)
try {
  const emails = accounts.map((account) => account.email)
  const uids = accounts.map((account) => account.uid)
  await database.db.transaction(async (tx) => {
    // The emulator forgets its users on restart, so yesterday's demo rows have stale uids.
    if (emails.length > 0) {
      await tx
        .delete(users)
        .where(and(inArray(users.email, emails), notInArray(users.firebaseUid, uids)))
    }
    for (const account of accounts) {
      // Paid demo plans are active with a renewal a month away, as if just bought.
      const paid = account.plan !== 'free'
      const values = {
        email: account.email,
        displayName: account.email.split('@')[0] ?? null,
        plan: account.plan,
        subscriptionStatus: paid ? 'active' : 'inactive',
        currentPeriodEnd: paid ? new Date(Date.now() + 30 * 24 * 3600 * 1000) : null,
      }
      await tx
        .insert(users)
        .values({ firebaseUid: account.uid, ...values })
        .onConflictDoUpdate({ target: users.firebaseUid, set: values })
    }
  })
} finally {
  await database.close()
}
