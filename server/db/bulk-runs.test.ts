import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BulkResult } from '../../src/contract/pro.ts'
import { testDatabases } from '../test/databases.ts'
import {
  appendBulkResult,
  BULK_ITEM_EVENT,
  claimBulkRun,
  createBulkRun,
  findBulkRun,
  finishBulkRun,
  latestResumeTextOf,
  unfinishedBulkRunIds,
} from './bulk-runs.ts'
import type { Database } from './database.ts'
import { insertResume, updateResumeOf } from './resumes.ts'
import { usageEvents, users } from './schema.ts'

const NOW = new Date('2026-03-15T10:00:00Z')

function result(index: number, status: 'success' | 'error'): BulkResult {
  return status === 'success'
    ? { index, status, job_description_preview: `job ${index}`, resume_text: `text ${index}` }
    : { index, status, job_description_preview: `job ${index}`, error: 'failed' }
}

async function newUser(database: Database, firebaseUid: string): Promise<string> {
  const [row] = await database.db.insert(users).values({ firebaseUid }).returning()
  if (row === undefined) throw new Error('no user row')
  return row.id
}

describe.each(testDatabases())('bulk runs on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let userId: string

  beforeAll(async () => {
    ;({ database, dispose } = await target.open())
    userId = await newUser(database, 'bulk-runs-test')
  })
  afterAll(async () => {
    await dispose?.()
  })

  it('claims a queued run once it is unfinished, and never a finished one', async () => {
    const run = await createBulkRun(database.db, {
      userId,
      baseResume: 'resume',
      jobDescriptions: ['a', 'b'],
    })
    expect(run).toMatchObject({ status: 'queued', results: [], startedAt: null })
    expect(await unfinishedBulkRunIds(database.db)).toContain(run.id)

    const claimed = await claimBulkRun(database.db, run.id, NOW)
    expect(claimed).toMatchObject({ status: 'running', startedAt: NOW })
    // Claimed again after a restart: still running, the first start time kept.
    const again = await claimBulkRun(database.db, run.id, new Date('2026-03-16T00:00:00Z'))
    expect(again?.startedAt).toEqual(NOW)

    await finishBulkRun(database.db, run.id, { status: 'done' }, NOW)
    expect(await claimBulkRun(database.db, run.id, NOW)).toBeUndefined()
    expect(await unfinishedBulkRunIds(database.db)).not.toContain(run.id)
  })

  it('appends results in order, once each, with a usage event per success', async () => {
    const run = await createBulkRun(database.db, {
      userId,
      baseResume: 'resume',
      jobDescriptions: ['a', 'b', 'c'],
    })
    // Not claimed yet: nothing is stored.
    expect(await appendBulkResult(database.db, run, result(0, 'success'), {})).toBe(false)
    await claimBulkRun(database.db, run.id, NOW)
    expect(await appendBulkResult(database.db, run, result(0, 'success'), { n: 0 })).toBe(true)
    // Out of order, or the same index twice (a duplicate delivery): refused.
    expect(await appendBulkResult(database.db, run, result(2, 'success'), {})).toBe(false)
    expect(await appendBulkResult(database.db, run, result(0, 'success'), {})).toBe(false)
    expect(await appendBulkResult(database.db, run, result(1, 'error'), {})).toBe(true)

    const stored = await findBulkRun(database.db, run.id)
    expect(stored?.results).toEqual([result(0, 'success'), result(1, 'error')])
    const events = await database.db
      .select()
      .from(usageEvents)
      .where(eq(usageEvents.userId, userId))
    expect(events.map((event) => [event.kind, event.metadata])).toEqual([
      [BULK_ITEM_EVENT, { n: 0 }],
    ])

    await finishBulkRun(database.db, run.id, { status: 'failed', error: 'why' }, NOW)
    expect(await findBulkRun(database.db, run.id)).toMatchObject({
      status: 'failed',
      error: 'why',
      finishedAt: NOW,
    })
  })

  it("finds the text of the user's most recently updated resume", async () => {
    const owner = await newUser(database, 'bulk-runs-resumes')
    expect(await latestResumeTextOf(database.db, owner)).toBeUndefined()
    const first = await insertResume(database.db, {
      userId: owner,
      title: 'First',
      originalContent: 'first text',
      jobDescription: null,
      matchScore: null,
      template: 'minimalist',
    })
    await insertResume(database.db, {
      userId: owner,
      title: 'Second',
      originalContent: 'second text',
      jobDescription: null,
      matchScore: null,
      template: 'minimalist',
    })
    expect(await latestResumeTextOf(database.db, owner)).toBe('second text')
    await updateResumeOf(database.db, owner, first.id, { title: 'First, edited' })
    expect(await latestResumeTextOf(database.db, owner)).toBe('first text')
    // Someone else's resumes are never used.
    expect(await latestResumeTextOf(database.db, userId)).toBeUndefined()
  })
})
