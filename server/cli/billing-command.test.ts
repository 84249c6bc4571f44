import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { getPlanCatalog } from '../../src/contract/plan-catalogs.ts'
import type { Database } from '../db/database.ts'
import { billingRecords, users } from '../db/schema.ts'
import type { UserRow } from '../db/schema.ts'
import { applyBillingEvent } from '../domain/billing/apply-event.ts'
import type { RefundAtProvider } from '../domain/billing/refund-payment.ts'
import { testDatabases } from '../test/databases.ts'
import { main } from './jobfit.ts'
import { captureOutput } from './capture-output.ts'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const NOW = new Date('2026-03-15T10:00:00Z')
const DAY = 24 * 60 * 60 * 1000
const days = (n: number) => new Date(NOW.getTime() + n * DAY)

let out: string[]
let err: string[]

function capture() {
  ;({ out, err } = captureOutput())
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe.each(testDatabases())('jobfit billing refund on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>

  beforeAll(async () => {
    ;({ database, dispose } = await target.open())
  })
  afterAll(async () => {
    await dispose?.()
  })

  /** The command closes what it opens; the test's database outlives each run. */
  const deps = (refundAtProvider?: RefundAtProvider) => ({
    openDatabase: async () => ({ ...database, close: async () => {} }),
    now: () => NOW,
    ...(refundAtProvider === undefined ? {} : { refundAtProvider }),
  })

  async function buyer(
    paidAt: Date,
    provider: 'builtin' | 'stripe' = 'builtin',
    email = `buyer-${randomUUID()}@example.com`,
  ): Promise<{ user: UserRow; email: string }> {
    const [user] = await database.db
      .insert(users)
      .values({
        firebaseUid: `uid-${randomUUID()}`,
        email,
        plan: 'premium',
        subscriptionStatus: 'active',
        billingPeriod: 'monthly',
        currentPeriodEnd: new Date(paidAt.getTime() + 30 * DAY),
        lastPaymentAt: paidAt,
        stripeCustomerId: provider === 'stripe' ? `cus_${randomUUID()}` : null,
        stripeSubscriptionId: provider === 'stripe' ? `sub_${randomUUID()}` : null,
      })
      .returning()
    if (user === undefined) throw new Error('no user row')
    await database.db.insert(billingRecords).values({
      userId: user.id,
      createdAt: paidAt,
      planType: 'premium',
      billingPeriod: 'monthly',
      amountCents: 999,
      paymentStatus: 'paid',
      description: 'purchase',
      provider,
      externalId: `cs_${randomUUID()}`,
    })
    return { user, email }
  }

  async function stateOf(userId: string) {
    const [user] = await database.db.select().from(users).where(eq(users.id, userId))
    const records = await database.db
      .select()
      .from(billingRecords)
      .where(eq(billingRecords.userId, userId))
    return { user, records }
  }

  it('refunds a payment within 7 days and ends the plan at once', async () => {
    const { user, email } = await buyer(days(-6))
    capture()
    expect(await main(['billing', 'refund', email.toUpperCase()], deps())).toBe(0)
    expect(out.join('')).toMatch(
      /Refunded \$9\.99 to .*: the premium, monthly payment of 2026-03-09/,
    )
    expect(out.join('')).toMatch(/plan ended now/)
    const { user: after, records } = await stateOf(user.id)
    expect(after).toMatchObject({
      plan: 'free',
      subscriptionStatus: 'cancelled',
      currentPeriodEnd: null,
    })
    const refund = records.find((record) => record.paymentStatus === 'refunded')
    expect(refund).toMatchObject({
      amountCents: 999,
      planType: 'premium',
      description: 'refund',
      provider: 'builtin',
      createdAt: NOW,
    })

    // The same payment cannot be refunded twice.
    capture()
    expect(await main(['billing', 'refund', email], deps())).toBe(1)
    expect(err.join('')).toMatch(/already refunded/)
  })

  it('refunds a payment after 7 days and leaves the plan to its period end', async () => {
    const { user, email } = await buyer(days(-8))
    capture()
    expect(await main(['billing', 'refund', email], deps())).toBe(0)
    expect(out.join('')).toMatch(/More than 7 days .* premium plan stays until 2026-04-06/)
    const { user: after, records } = await stateOf(user.id)
    expect(after).toMatchObject({ plan: 'premium', subscriptionStatus: 'active' })
    expect(records.map((record) => record.paymentStatus).sort()).toEqual(['paid', 'refunded'])
  })

  it("refunds a Stripe payment through Stripe, one line with Stripe's own report of it", async () => {
    const { user, email } = await buyer(days(-2), 'stripe')
    const refundAtProvider = vi.fn<RefundAtProvider>(async () => ({ chargeId: 'ch_refunded_1' }))
    capture()
    expect(await main(['billing', 'refund', email], deps(refundAtProvider))).toBe(0)
    expect(refundAtProvider).toHaveBeenCalledWith({
      externalId: expect.stringMatching(/^cs_/),
      amountCents: 999,
      currency: 'usd',
      stripeCustomerId: user.stripeCustomerId,
      stripeSubscriptionId: user.stripeSubscriptionId,
      endPlan: true,
    })
    expect(out.join('')).toMatch(/through Stripe/)
    // Stripe then reports the refund; it is the same line.
    const event = {
      id: `evt_${randomUUID()}`,
      object: 'event',
      created: Math.floor(NOW.getTime() / 1000) + 1,
      type: 'charge.refunded',
      data: {
        object: {
          id: 'ch_refunded_1',
          customer: user.stripeCustomerId,
          amount_refunded: 999,
          refunded: true,
          currency: 'usd',
        },
      },
    } as unknown as Stripe.Event
    expect(
      await applyBillingEvent(database.db, event, { now: NOW, catalog: getPlanCatalog('launch') }),
    ).toBe('applied')
    const { user: after, records } = await stateOf(user.id)
    expect(after?.plan).toBe('free')
    expect(records.filter((record) => record.paymentStatus === 'refunded')).toEqual([
      expect.objectContaining({ externalId: 'ch_refunded_1', amountCents: 999 }),
    ])
  })

  it('explains what it cannot do, with exit code 1, and changes nothing', async () => {
    const { user, email } = await buyer(days(-1), 'stripe')
    capture()
    expect(await main(['billing', 'refund', email], deps())).toBe(1)
    expect(err.join('')).toMatch(/went through Stripe, and Stripe is not configured/)
    expect((await stateOf(user.id)).user?.plan).toBe('premium')

    const failing = vi.fn<RefundAtProvider>(async () => {
      const error = new Error('Charge ch_1 has already been refunded.')
      error.name = 'StripeInvalidRequestError'
      throw error
    })
    capture()
    expect(await main(['billing', 'refund', email], deps(failing))).toBe(1)
    expect(err.join('')).toMatch(/Stripe refused the refund: Charge ch_1 has already been refunded/)
    expect((await stateOf(user.id)).records).toHaveLength(1)

    capture()
    expect(await main(['billing', 'refund', 'nobody@example.com'], deps())).toBe(1)
    expect(err.join('')).toMatch(/No account has the email nobody@example.com/)

    const [free] = await database.db
      .insert(users)
      .values({ firebaseUid: `uid-${randomUUID()}`, email: `free-${randomUUID()}@example.com` })
      .returning()
    capture()
    expect(await main(['billing', 'refund', free?.email ?? ''], deps())).toBe(1)
    expect(err.join('')).toMatch(/has no payment to refund/)
  })

  describe('an email that several accounts share', () => {
    async function twoAccountsOneEmail() {
      const email = `shared-${randomUUID()}@example.com`
      const older = await buyer(days(-3), 'builtin', email)
      const newer = await buyer(days(-2), 'builtin', email.toUpperCase())
      return { email, older: older.user, newer: newer.user }
    }

    it('is refused with the candidate uids and how to pick one, and nothing is refunded', async () => {
      const { email, older, newer } = await twoAccountsOneEmail()
      capture()
      expect(await main(['billing', 'refund', email], deps())).toBe(1)
      const message = err.join('')
      expect(message).toMatch(/2 accounts have the email .*, so it does not say whose payment/)
      expect(message).toContain(older.firebaseUid)
      expect(message).toContain(newer.firebaseUid)
      expect(message).toContain(older.id)
      expect(message).toMatch(/jobfit billing refund --user <uid>/)
      expect(out.join('')).toBe('')
      for (const user of [older, newer]) {
        const { user: after, records } = await stateOf(user.id)
        expect(after?.plan).toBe('premium')
        expect(records.map((record) => record.paymentStatus)).toEqual(['paid'])
      }
    })

    it('refunds the account picked by Firebase uid or by internal id, and only that one', async () => {
      const { older, newer } = await twoAccountsOneEmail()
      capture()
      expect(await main(['billing', 'refund', '--user', newer.firebaseUid], deps())).toBe(0)
      expect(out.join('')).toContain(`uid ${newer.firebaseUid}`)
      expect((await stateOf(newer.id)).user?.plan).toBe('free')
      expect((await stateOf(older.id)).user?.plan).toBe('premium')

      capture()
      expect(await main(['billing', 'refund', `--user=${older.id}`], deps())).toBe(0)
      expect((await stateOf(older.id)).user?.plan).toBe('free')

      capture()
      expect(await main(['billing', 'refund', '--user', 'uid-nobody'], deps())).toBe(1)
      expect(err.join('')).toMatch(/No account has the uid or id uid-nobody/)
    })
  })

  describe('by payment id', () => {
    it('refunds that payment, by our id or the provider id, once', async () => {
      const { user } = await buyer(days(-40))
      // A later renewal is the last payment: refunding the older one leaves the plan alone.
      await database.db.insert(billingRecords).values({
        userId: user.id,
        createdAt: days(-2),
        planType: 'premium',
        billingPeriod: 'monthly',
        amountCents: 999,
        paymentStatus: 'paid',
        description: 'renewal',
        provider: 'builtin',
        externalId: `builtin-renewal:${randomUUID()}`,
      })
      const { records } = await stateOf(user.id)
      const older = records.find((record) => record.description === 'purchase')
      const last = records.find((record) => record.description === 'renewal')
      if (older === undefined || last === undefined) throw new Error('missing records')

      capture()
      expect(await main(['billing', 'refund', '--payment', older.id], deps())).toBe(0)
      expect(out.join('')).toMatch(/payment of 2026-02-03/)
      expect((await stateOf(user.id)).user?.plan).toBe('premium')

      capture()
      expect(await main(['billing', 'refund', '--payment', older.externalId], deps())).toBe(1)
      expect(err.join('')).toMatch(/already refunded/)

      // The last payment, within 7 days: the money-back guarantee ends the plan.
      capture()
      expect(await main(['billing', 'refund', '--payment', last.externalId], deps())).toBe(0)
      expect(out.join('')).toMatch(/plan ended now/)
      expect((await stateOf(user.id)).user?.plan).toBe('free')
      const refunds = (await stateOf(user.id)).records.filter(
        (record) => record.paymentStatus === 'refunded',
      )
      expect(refunds).toHaveLength(2)
    })

    it('explains a payment it cannot refund', async () => {
      capture()
      expect(await main(['billing', 'refund', '--payment', randomUUID()], deps())).toBe(1)
      expect(err.join('')).toMatch(/No payment has the id/)

      const { user } = await buyer(days(-1))
      const [payment] = (await stateOf(user.id)).records
      await database.db.delete(users).where(eq(users.id, user.id))
      capture()
      expect(await main(['billing', 'refund', '--payment', payment?.id ?? ''], deps())).toBe(1)
      expect(err.join('')).toMatch(/belongs to a deleted account/)
    })
  })

  it('answers bad usage with exit code 2 and the usage', async () => {
    for (const argv of [
      ['billing'],
      ['billing', 'refund'],
      ['billing', 'refund', 'a@example.com', 'b@example.com'],
      ['billing', 'refund', 'a@example.com', '--user', 'uid-1'],
      ['billing', 'refund', '--user', 'uid-1', '--payment', 'cs_1'],
      ['billing', 'refund', '--user', ' '],
      ['billing', 'refund', '--payment'],
      ['billing', 'chargeback', 'a@example.com'],
    ]) {
      capture()
      expect(await main(argv, deps()), argv.join(' ')).toBe(2)
      expect(err.join('')).toMatch(/jobfit billing refund --user <firebase uid or user id>/)
    }
  })
})

describe('the jobfit bin', () => {
  it('runs billing refund against the configured database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'jobfit-billing-'))
    const run = promisify(execFile)(
      join(ROOT, 'bin/jobfit.mjs'),
      ['billing', 'refund', 'nobody@example.com'],
      { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
    )
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/No account has the email nobody@example.com/),
    })
  }, 60_000)
})
