import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '../test/databases.ts'
import type { Database } from './database.ts'
import { monthlyUsage, usageEvents, users } from './schema.ts'
import {
  recordUsageEvent,
  refundCoverLetter,
  refundGeneration,
  takeAtsScan,
  takeCoverLetter,
  takeGeneration,
} from './usage.ts'

describe.each(testDatabases())('monthly usage on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>

  beforeAll(async () => {
    ;({ database, dispose } = await target.open())
  })
  afterAll(async () => {
    await dispose?.()
  })

  async function newUser(): Promise<string> {
    const [row] = await database.db
      .insert(users)
      .values({ firebaseUid: `uid-${randomUUID()}` })
      .returning()
    if (row === undefined) throw new Error('no user row')
    return row.id
  }

  async function usageOf(userId: string, month: string) {
    const [row] = await database.db
      .select()
      .from(monthlyUsage)
      .where(and(eq(monthlyUsage.userId, userId), eq(monthlyUsage.month, month)))
    return row
  }

  it('takes generations up to the limit, per month, and gives them back', async () => {
    const user = await newUser()
    expect(await takeGeneration(database.db, user, '2026-03', 2)).toBe(1)
    expect(await takeGeneration(database.db, user, '2026-03', 2)).toBe(2)
    expect(await takeGeneration(database.db, user, '2026-03', 2)).toBeNull()
    // Another month has its own count.
    expect(await takeGeneration(database.db, user, '2026-04', 2)).toBe(1)
    await refundGeneration(database.db, user, '2026-03')
    expect((await usageOf(user, '2026-03'))?.generationsUsed).toBe(1)
    expect(await takeGeneration(database.db, user, '2026-03', 2)).toBe(2)
    expect(await takeGeneration(database.db, user, '2026-03', 0)).toBeNull()
  })

  it('counts without a limit when the plan is unlimited; a refund never goes below 0', async () => {
    const user = await newUser()
    for (let i = 1; i <= 3; i += 1) {
      expect(await takeGeneration(database.db, user, '2026-03', null)).toBe(i)
    }
    for (let i = 0; i < 5; i += 1) await refundGeneration(database.db, user, '2026-03')
    expect((await usageOf(user, '2026-03'))?.generationsUsed).toBe(0)
    // A refund for a month without a row changes nothing.
    await refundGeneration(database.db, user, '2025-01')
    expect(await usageOf(user, '2025-01')).toBeUndefined()
  })

  it('keeps cover letters, generations and ATS scans apart', async () => {
    const user = await newUser()
    expect(await takeCoverLetter(database.db, user, '2026-03', 1)).toBe(1)
    expect(await takeCoverLetter(database.db, user, '2026-03', 1)).toBeNull()
    expect(await takeGeneration(database.db, user, '2026-03', 1)).toBe(1)
    expect(await takeAtsScan(database.db, user, '2026-03', 1)).toBe(1)
    expect(await usageOf(user, '2026-03')).toMatchObject({
      coverLettersUsed: 1,
      generationsUsed: 1,
      atsScansUsed: 1,
    })
    await refundCoverLetter(database.db, user, '2026-03')
    expect(await usageOf(user, '2026-03')).toMatchObject({
      coverLettersUsed: 0,
      generationsUsed: 1,
      atsScansUsed: 1,
    })
  })

  it('never overshoots under concurrency: 20 takes of the last 3', async () => {
    const user = await newUser()
    const taken = await Promise.all(
      Array.from({ length: 20 }, () => takeGeneration(database.db, user, '2026-03', 3)),
    )
    expect(taken.filter((count) => count !== null).sort()).toEqual([1, 2, 3])
    expect((await usageOf(user, '2026-03'))?.generationsUsed).toBe(3)
  })

  it('records usage events with their kind and metadata', async () => {
    const user = await newUser()
    await recordUsageEvent(database.db, {
      userId: user,
      kind: 'bio',
      metadata: { writer: 'jobfit-offline', tone: 'formal' },
    })
    const rows = await database.db.select().from(usageEvents).where(eq(usageEvents.userId, user))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      kind: 'bio',
      metadata: { writer: 'jobfit-offline', tone: 'formal' },
    })
    expect(rows[0]?.createdAt).toBeInstanceOf(Date)
  })
})
