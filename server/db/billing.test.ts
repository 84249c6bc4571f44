import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '../test/databases.ts'
import {
  findBillingUserForUpdate,
  findBillingRecord,
  findUserByUidOrId,
  findUsersByEmail,
  hasRefundSince,
  insertBillingRecord,
  lastPaidRecord,
  listBillingRecords,
  markEventProcessed,
  upsertRefundRecord,
} from './billing.ts'
import type { NewBillingRecord } from './billing.ts'
import type { Database } from './database.ts'
import { users } from './schema.ts'

describe.each(testDatabases())('billing queries on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>

  beforeAll(async () => {
    ;({ database, dispose } = await target.open())
  })
  afterAll(async () => {
    await dispose?.()
  })

  async function newUser(values: Partial<typeof users.$inferInsert> = {}) {
    const [row] = await database.db
      .insert(users)
      .values({ firebaseUid: `uid-${randomUUID()}`, ...values })
      .returning()
    if (row === undefined) throw new Error('no user row')
    return row
  }

  const record = (userId: string, values: Partial<NewBillingRecord> = {}): NewBillingRecord => ({
    userId,
    planType: 'premium',
    amountCents: 999,
    paymentStatus: 'paid',
    provider: 'builtin',
    externalId: `x-${randomUUID()}`,
    ...values,
  })

  it('marks an event processed once', async () => {
    const id = `evt_${randomUUID()}`
    expect(await markEventProcessed(database.db, id, 'invoice.paid')).toBe(true)
    expect(await markEventProcessed(database.db, id, 'invoice.paid')).toBe(false)
  })

  it('finds the user of an event by our id, then the subscription, then the customer', async () => {
    const user = await newUser({ stripeSubscriptionId: 'sub_q1', stripeCustomerId: 'cus_q1' })
    const find = (keys: Parameters<typeof findBillingUserForUpdate>[1]) =>
      database.db.transaction(async (tx) => (await findBillingUserForUpdate(tx, keys))?.id)
    expect(await find({ userId: user.id })).toBe(user.id)
    // A user id that is no uuid is no user of ours, and does not break the query.
    expect(await find({ userId: 'nope', subscriptionId: 'sub_q1' })).toBe(user.id)
    expect(await find({ userId: randomUUID(), customerId: 'cus_q1' })).toBe(user.id)
    expect(await find({ subscriptionId: 'sub_none', customerId: 'cus_none' })).toBeUndefined()
  })

  it('keeps one record per external id; a refund raises its amount but never touches a payment', async () => {
    const user = await newUser()
    const paid = record(user.id, { externalId: `ch_${randomUUID()}` })
    expect(await insertBillingRecord(database.db, paid)).toBe(true)
    expect(await insertBillingRecord(database.db, { ...paid, amountCents: 1 })).toBe(false)
    // A refund keyed like the payment cannot overwrite it.
    await upsertRefundRecord(database.db, {
      ...paid,
      paymentStatus: 'refunded',
      amountCents: 5000,
    })
    expect((await listBillingRecords(database.db, user.id)).map((r) => r.amountCents)).toEqual([
      999,
    ])

    const refund = record(user.id, {
      paymentStatus: 'refunded',
      amountCents: 300,
      externalId: 'ch_r',
    })
    await upsertRefundRecord(database.db, refund)
    await upsertRefundRecord(database.db, { ...refund, amountCents: 999 })
    await upsertRefundRecord(database.db, { ...refund, amountCents: 500 })
    const refunds = (await listBillingRecords(database.db, user.id)).filter(
      (r) => r.paymentStatus === 'refunded',
    )
    expect(refunds.map((r) => r.amountCents)).toEqual([999])
  })

  it('lists newest first and finds the last payment and later refunds', async () => {
    const user = await newUser()
    const at = (iso: string) => new Date(iso)
    await insertBillingRecord(
      database.db,
      record(user.id, { createdAt: at('2026-01-01T00:00:00Z') }),
    )
    await insertBillingRecord(
      database.db,
      record(user.id, { createdAt: at('2026-02-01T00:00:00Z'), amountCents: 1999 }),
    )
    await insertBillingRecord(
      database.db,
      record(user.id, { createdAt: at('2026-02-10T00:00:00Z'), paymentStatus: 'failed' }),
    )
    const listed = await listBillingRecords(database.db, user.id)
    expect(listed.map((r) => r.createdAt.toISOString().slice(0, 10))).toEqual([
      '2026-02-10',
      '2026-02-01',
      '2026-01-01',
    ])
    expect((await lastPaidRecord(database.db, user.id))?.amountCents).toBe(1999)
    const since = at('2026-02-01T00:00:00Z')
    expect(await hasRefundSince(database.db, user.id, since)).toBe(false)
    await insertBillingRecord(
      database.db,
      record(user.id, { createdAt: at('2026-01-15T00:00:00Z'), paymentStatus: 'refunded' }),
    )
    expect(await hasRefundSince(database.db, user.id, since)).toBe(false)
    await insertBillingRecord(
      database.db,
      record(user.id, { createdAt: at('2026-02-03T00:00:00Z'), paymentStatus: 'refunded' }),
    )
    expect(await hasRefundSince(database.db, user.id, since)).toBe(true)
  })

  it('finds the users of an email whatever its case and spacing, every one of them', async () => {
    const email = `Mixed.${randomUUID()}@Example.com`
    const user = await newUser({ email })
    const found = await findUsersByEmail(database.db, `  ${email.toLowerCase()} `)
    expect(found.map((row) => row.id)).toEqual([user.id])
    expect(await findUsersByEmail(database.db, 'missing@example.com')).toEqual([])
    // Emails are not unique: a second account with it is found too, not hidden behind the first.
    const second = await newUser({ email: email.toUpperCase() })
    expect((await findUsersByEmail(database.db, email)).map((row) => row.id)).toEqual([
      user.id,
      second.id,
    ])
  })

  it('finds a user by Firebase uid or internal id, and a payment by our id or the provider id', async () => {
    const user = await newUser({})
    expect((await findUserByUidOrId(database.db, user.firebaseUid))?.id).toBe(user.id)
    expect((await findUserByUidOrId(database.db, ` ${user.id} `))?.id).toBe(user.id)
    expect(await findUserByUidOrId(database.db, randomUUID())).toBeUndefined()
    expect(await findUserByUidOrId(database.db, 'no-such-uid')).toBeUndefined()
    const externalId = `cs_${randomUUID()}`
    await insertBillingRecord(database.db, { ...record(user.id, {}), externalId })
    const byExternal = await findBillingRecord(database.db, externalId)
    expect(byExternal?.externalId).toBe(externalId)
    expect((await findBillingRecord(database.db, byExternal?.id ?? ''))?.externalId).toBe(
      externalId,
    )
    expect(await findBillingRecord(database.db, randomUUID())).toBeUndefined()
  })
})
