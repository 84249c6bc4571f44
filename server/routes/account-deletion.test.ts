import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { endpoints } from '../../src/contract/endpoints.ts'
import type { Database } from '../db/database.ts'
import { insertResume } from '../db/resumes.ts'
import { billingRecords, deletedAccounts, resumes, resumeVersions, users } from '../db/schema.ts'
import { SUBSCRIPTION_NOT_ENDED_MESSAGE } from '../domain/billing/end-subscription-on-delete.ts'
import { startFakeStripe } from '../integrations/stripe/fake-stripe-server.ts'
import type { FakeStripeServer } from '../integrations/stripe/fake-stripe-server.ts'
import { ACCOUNT_DELETED_MESSAGE } from '../plugins/auth.ts'
import { buildTestApp } from '../test/app.ts'
import type { TestApp } from '../test/app.ts'
import { testDatabases } from '../test/databases.ts'
import { bearer, emulatorHasUser, signUp } from '../test/identity.ts'
import type { TestAccount } from '../test/identity.ts'

/*
 * Deleting an account, with what lies outside this process: the payment provider (the fake
 * Stripe, through the real SDK) and other server instances on the same database.
 */

const NOW = new Date('2026-03-15T10:00:00Z')
const DAY = 24 * 60 * 60 * 1000

describe.each(testDatabases())('account deletion on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let fakeStripe: FakeStripeServer
  /** Two instances of the server over one database, both with Stripe (the fake). */
  let instanceA: TestApp
  let instanceB: TestApp
  /** A server without Stripe configured. */
  let noStripe: TestApp

  beforeAll(async () => {
    ;({ database, dispose } = await target.open())
    fakeStripe = await startFakeStripe()
    const stripeEnv = {
      STRIPE_SECRET_KEY: 'sk_test_jobfit',
      STRIPE_WEBHOOK_SECRET: 'whsec_jobfit',
      STRIPE_API_URL: fakeStripe.url,
    }
    instanceA = await buildTestApp(database, stripeEnv, { now: () => NOW })
    instanceB = await buildTestApp(database, stripeEnv, { now: () => NOW })
    noStripe = await buildTestApp(database, {}, { now: () => NOW })
  })
  afterAll(async () => {
    await instanceA?.close()
    await instanceB?.close()
    await noStripe?.close()
    await fakeStripe?.close()
    await dispose?.()
  })
  beforeEach(() => {
    fakeStripe.failWith = undefined
    fakeStripe.requests.length = 0
  })

  const profile = (on: TestApp, account: TestAccount) =>
    on.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(account) })
  const remove = (on: TestApp, account: TestAccount) =>
    on.app.inject({
      method: endpoints.deleteAccount.method,
      url: `/api${endpoints.deleteAccount.path}`,
      headers: bearer(account),
    })

  const versionsOf = (userId: string) =>
    database.db.select().from(resumeVersions).where(eq(resumeVersions.userId, userId))

  async function rowsOf(uid: string) {
    return database.db.select().from(users).where(eq(users.firebaseUid, uid))
  }

  /** A signed-up user whose row exists, with the billing fields given, and one resume. */
  async function member(values: Partial<typeof users.$inferInsert> = {}) {
    const account = await signUp()
    expect((await profile(instanceA, account)).statusCode).toBe(200)
    const [row] = await database.db
      .update(users)
      .set({ plan: 'free', ...values })
      .where(eq(users.firebaseUid, account.uid))
      .returning()
    if (row === undefined) throw new Error('no user row')
    // Through the one insert the API uses, so the resume comes with its version 1.
    await insertResume(database.db, {
      userId: row.id,
      title: 'CV',
      originalContent: 'x',
      jobDescription: null,
      matchScore: null,
      template: 'minimalist',
    })
    return { account, row }
  }

  const stripePremium = (subscriptionId: string) => ({
    plan: 'premium' as const,
    subscriptionStatus: 'active',
    billingPeriod: 'monthly' as const,
    currentPeriodEnd: new Date(NOW.getTime() + 20 * DAY),
    stripeCustomerId: `cus_${subscriptionId}`,
    stripeSubscriptionId: subscriptionId,
  })

  const subscriptionCalls = () =>
    fakeStripe.requests.filter((request) => request.path.startsWith('/v1/subscriptions/'))

  describe('a Stripe subscription', () => {
    it('is cancelled at Stripe at once, then the account is deleted', async () => {
      const subscriptionId = `sub_delete_${target.name}`
      const { account, row } = await member(stripePremium(subscriptionId))
      expect(await versionsOf(row.id)).toHaveLength(1)

      const response = await remove(instanceA, account)
      expect(response.statusCode).toBe(204)
      // The resume's versions go with it: nothing of the text is left anywhere.
      expect(await versionsOf(row.id)).toEqual([])
      // Cancelled now, not at the period's end: Stripe will not charge the card again.
      expect(subscriptionCalls()).toEqual([
        expect.objectContaining({ method: 'DELETE', path: `/v1/subscriptions/${subscriptionId}` }),
      ])
      expect(fakeStripe.subscriptions.get(subscriptionId)?.status).toBe('canceled')
      expect(await rowsOf(account.uid)).toEqual([])
      expect(await emulatorHasUser(account.uid)).toBe(false)
    })

    it('keeps the account, its rows and its Firebase user when Stripe fails, and says so', async () => {
      const subscriptionId = `sub_outage_${target.name}`
      const { account, row } = await member(stripePremium(subscriptionId))
      fakeStripe.failWith = 500

      const response = await remove(instanceA, account)
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        detail: { error: 'subscription_not_cancelled', message: SUBSCRIPTION_NOT_ENDED_MESSAGE },
      })
      expect(await rowsOf(account.uid)).toEqual([expect.objectContaining({ id: row.id })])
      expect(
        await database.db.select().from(resumes).where(eq(resumes.userId, row.id)),
      ).toHaveLength(1)
      expect(await versionsOf(row.id)).toHaveLength(1)
      expect(await emulatorHasUser(account.uid)).toBe(true)
      expect(
        await database.db
          .select()
          .from(deletedAccounts)
          .where(eq(deletedAccounts.firebaseUid, account.uid)),
      ).toEqual([])
      // Still signed in and usable.
      expect((await profile(instanceA, account)).statusCode).toBe(200)

      // Once Stripe is back, trying again deletes it.
      fakeStripe.failWith = undefined
      expect((await remove(instanceA, account)).statusCode).toBe(204)
      expect(fakeStripe.subscriptions.get(subscriptionId)?.status).toBe('canceled')
      expect(await rowsOf(account.uid)).toEqual([])
    })

    it('is not left charging on a server without Stripe: the deletion is refused', async () => {
      const { account } = await member(stripePremium(`sub_nostripe_${target.name}`))
      const response = await remove(noStripe, account)
      expect(response.statusCode).toBe(503)
      expect(response.json().detail.message).toBe(SUBSCRIPTION_NOT_ENDED_MESSAGE)
      expect(await rowsOf(account.uid)).toHaveLength(1)
    })

    it('already ended at Stripe (after a refund, or a retried deletion) does not block it', async () => {
      const subscriptionId = `sub_ended_${target.name}`
      const { account } = await member({ ...stripePremium(subscriptionId), plan: 'free' })
      fakeStripe.subscriptions.set(subscriptionId, {
        id: subscriptionId,
        status: 'canceled',
        cancel_at_period_end: false,
      })
      expect((await remove(instanceA, account)).statusCode).toBe(204)
      expect(await rowsOf(account.uid)).toEqual([])
    })
  })

  describe('without a Stripe subscription', () => {
    it('deletes a free account as before, without asking Stripe (even when Stripe is down)', async () => {
      const { account } = await member()
      fakeStripe.failWith = 500
      expect((await remove(instanceA, account)).statusCode).toBe(204)
      expect(subscriptionCalls()).toEqual([])
      expect(await rowsOf(account.uid)).toEqual([])
    })

    it('ends a built-in checkout subscription with the account: it never renews again', async () => {
      // What the built-in checkout leaves on the row: a renewing plan and no provider id.
      const { account, row } = await member({
        plan: 'pro',
        subscriptionStatus: 'active',
        billingPeriod: 'monthly',
        currentPeriodEnd: new Date(NOW.getTime() - DAY),
        lastPaymentAt: new Date(NOW.getTime() - 31 * DAY),
        stripeCustomerId: 'cus_local_deleted',
        stripeSubscriptionId: null,
      })
      const renewalsOf = async () =>
        (
          await database.db
            .select()
            .from(billingRecords)
            .where(eq(billingRecords.description, 'renewal'))
        ).filter((record) => record.externalId.startsWith(`builtin-renewal:${row.id}:`))
      // Another instance signed in too, before the deletion (and renewed the lapsed period).
      expect((await profile(instanceB, account)).statusCode).toBe(200)
      const renewalsBefore = (await renewalsOf()).length
      // Stripe is configured but down: a built-in subscription is not Stripe's to end.
      fakeStripe.failWith = 500
      expect((await remove(instanceA, account)).statusCode).toBe(204)
      expect(subscriptionCalls()).toEqual([])

      // No instance brings the plan back to renew it.
      expect((await profile(instanceB, account)).statusCode).toBe(401)
      expect(await rowsOf(account.uid)).toEqual([])
      expect(await renewalsOf()).toHaveLength(renewalsBefore)
    })
  })

  describe('across instances', () => {
    it("does not come back through another instance's cached token", async () => {
      const { account } = await member()
      // Instance B verifies and caches the token (for up to a minute).
      expect((await profile(instanceB, account)).statusCode).toBe(200)

      expect((await remove(instanceA, account)).statusCode).toBe(204)
      expect(await rowsOf(account.uid)).toEqual([])

      // B still trusts the token, but the tombstone refuses to recreate the row.
      const afterDeletion = await profile(instanceB, account)
      expect(afterDeletion.statusCode).toBe(401)
      expect(afterDeletion.json()).toEqual({ detail: ACCOUNT_DELETED_MESSAGE })
      expect(await rowsOf(account.uid)).toEqual([])

      // B dropped the cached token: the next call verifies it with Firebase, which refuses it.
      const next = await profile(instanceB, account)
      expect(next.statusCode).toBe(401)
      expect(next.json().detail).toMatch(/sign in again/i)
      expect(await rowsOf(account.uid)).toEqual([])

      // The tombstone keeps the uid and the time of the deletion, nothing else.
      const [tombstone, ...others] = await database.db
        .select()
        .from(deletedAccounts)
        .where(eq(deletedAccounts.firebaseUid, account.uid))
      expect(others).toEqual([])
      expect(Object.keys(tombstone ?? {}).sort()).toEqual(['deletedAt', 'firebaseUid'])
    })

    it('lets a new Firebase account in (Firebase never reuses a uid)', async () => {
      const { account } = await member()
      expect((await remove(instanceA, account)).statusCode).toBe(204)
      const fresh = await signUp()
      expect(fresh.uid).not.toBe(account.uid)
      expect((await profile(instanceB, fresh)).statusCode).toBe(200)
      expect(await rowsOf(fresh.uid)).toHaveLength(1)
    })
  })
})
