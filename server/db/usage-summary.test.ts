import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '../test/databases.ts'
import type { Database } from './database.ts'
import { usageEvents, users } from './schema.ts'
import { countUsageEvents, summaryWindowStart } from './usage-summary.ts'

const NOW = new Date('2026-03-15T10:00:00Z')
const DAY = 24 * 60 * 60 * 1000

describe('summaryWindowStart', () => {
  it('goes back whole days from now', () => {
    expect(summaryWindowStart(NOW, 30)).toEqual(new Date('2026-02-13T10:00:00Z'))
    expect(summaryWindowStart(NOW, 1)).toEqual(new Date('2026-03-14T10:00:00Z'))
  })
})

describe.each(testDatabases())('countUsageEvents on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>

  beforeAll(async () => {
    ;({ database, dispose } = await target.open())
  })
  afterAll(async () => {
    await dispose?.()
  })

  it("counts one user's events in the window by kind, keeping the fixed keys", async () => {
    const ids = await database.db
      .insert(users)
      .values([{ firebaseUid: 'summary-me' }, { firebaseUid: 'summary-other' }])
      .returning({ id: users.id })
    const [me = '', someone = ''] = ids.map((row) => row.id)
    const at = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * DAY)
    await database.db.insert(usageEvents).values([
      { userId: me, kind: 'bulk_item', createdAt: at(1) },
      { userId: me, kind: 'bulk_item', createdAt: at(2) },
      { userId: me, kind: 'plagiarism_check', createdAt: at(2) },
      { userId: me, kind: 'optimize', createdAt: at(40) },
      { userId: someone, kind: 'optimize', createdAt: at(1) },
    ])
    expect(await countUsageEvents(database.db, me, summaryWindowStart(NOW, 30), NOW)).toEqual({
      total_actions: 3,
      actions_by_type: {
        optimize: 0,
        bio: 0,
        cover_letter: 0,
        bulk_item: 2,
        plagiarism_check: 1,
      },
    })
    expect(
      await countUsageEvents(database.db, someone, summaryWindowStart(NOW, 30), NOW),
    ).toMatchObject({ total_actions: 1, actions_by_type: { optimize: 1 } })
  })
})
