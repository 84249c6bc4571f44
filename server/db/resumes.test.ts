import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '../test/databases.ts'
import type { Database } from './database.ts'
import {
  deleteResumeOf,
  findResumeOf,
  insertResume,
  isResumeId,
  listResumesOf,
  setDefaultTemplateOf,
  storeOptimizedResume,
  updateResumeOf,
} from './resumes.ts'
import type { NewResume } from './resumes.ts'
import { users } from './schema.ts'

describe('isResumeId', () => {
  it('accepts UUIDs and refuses anything PostgreSQL would choke on', () => {
    expect(isResumeId('3f1c2a4e-7b9d-4e2f-8a6b-1c2d3e4f5a6b')).toBe(true)
    for (const id of ['', 'abc', '123', '3f1c2a4e-7b9d-4e2f-8a6b-1c2d3e4f5a6', "' or 1=1 --"]) {
      expect(isResumeId(id), id).toBe(false)
    }
  })
})

describe.each(testDatabases())('resume rows on $name', (target) => {
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

  const draft = (userId: string, title = 'Resume'): NewResume => ({
    userId,
    title,
    originalContent: 'text',
    jobDescription: null,
    matchScore: null,
    template: 'minimalist',
  })

  it('keeps every read and write to the owner', async () => {
    const owner = await newUser()
    const other = await newUser()
    const row = await insertResume(database.db, draft(owner))
    expect(row).toMatchObject({ status: 'draft', optimizedContent: null, matchScore: null })

    expect(await findResumeOf(database.db, other, row.id)).toBeUndefined()
    expect(await updateResumeOf(database.db, other, row.id, { title: 'x' })).toBeUndefined()
    expect(await deleteResumeOf(database.db, other, row.id)).toBe(false)
    expect((await findResumeOf(database.db, owner, row.id))?.title).toBe('Resume')

    const updated = await updateResumeOf(database.db, owner, row.id, {
      title: 'New',
      matchScore: 66.7,
      jobDescription: 'job',
    })
    expect(updated).toMatchObject({ title: 'New', jobDescription: 'job', originalContent: 'text' })
    expect(updated?.matchScore).toBeCloseTo(66.7, 4)
    expect(updated?.updatedAt.getTime()).toBeGreaterThanOrEqual(row.updatedAt.getTime())

    expect(await deleteResumeOf(database.db, owner, row.id)).toBe(true)
    expect(await findResumeOf(database.db, owner, row.id)).toBeUndefined()
  })

  it('stores a rewrite for the owner only: text, status optimized, score', async () => {
    const owner = await newUser()
    const other = await newUser()
    const row = await insertResume(database.db, draft(owner))
    const result = { optimizedContent: 'better text', matchScore: 72.5 }
    expect(await storeOptimizedResume(database.db, other, row.id, result)).toBeUndefined()
    expect((await findResumeOf(database.db, owner, row.id))?.status).toBe('draft')
    const stored = await storeOptimizedResume(database.db, owner, row.id, result)
    expect(stored).toMatchObject({
      status: 'optimized',
      optimizedContent: 'better text',
      originalContent: 'text',
    })
    expect(stored?.matchScore).toBeCloseTo(72.5, 4)
    expect(await storeOptimizedResume(database.db, owner, 'nope', result)).toBeUndefined()
  })

  it('answers malformed ids without asking the database', async () => {
    const owner = await newUser()
    expect(await findResumeOf(database.db, owner, 'not-a-uuid')).toBeUndefined()
    expect(await updateResumeOf(database.db, owner, 'nope', { title: 'x' })).toBeUndefined()
    expect(await deleteResumeOf(database.db, owner, '42')).toBe(false)
  })

  it('lists newest first', async () => {
    const owner = await newUser()
    const first = await insertResume(database.db, draft(owner, 'first'))
    const second = await insertResume(database.db, draft(owner, 'second'))
    const list = await listResumesOf(database.db, owner)
    expect(list.map((row) => row.id)).toEqual([second.id, first.id])
  })

  it("stores the user's default template", async () => {
    const owner = await newUser()
    await setDefaultTemplateOf(database.db, owner, 'modern')
    const [row] = await database.db.select().from(users).where(eq(users.id, owner))
    expect(row?.defaultTemplate).toBe('modern')
  })

  it("raises the user's resumes_version on every write to their resumes, and only theirs", async () => {
    const owner = await newUser()
    const other = await newUser()
    const versionOf = async (userId: string) => {
      const [row] = await database.db.select().from(users).where(eq(users.id, userId))
      return row?.resumesVersion
    }
    expect(await versionOf(owner)).toBe(0)
    const row = await insertResume(database.db, draft(owner))
    expect(await versionOf(owner)).toBe(1)
    await updateResumeOf(database.db, owner, row.id, { title: 'Renamed' })
    expect(await versionOf(owner)).toBe(2)
    await storeOptimizedResume(database.db, owner, row.id, {
      optimizedContent: 'better',
      matchScore: 80,
    })
    expect(await versionOf(owner)).toBe(3)
    await deleteResumeOf(database.db, owner, row.id)
    expect(await versionOf(owner)).toBe(4)
    expect(await versionOf(other)).toBe(0)
    // Deleting the user cascades to the resumes, whose trigger finds no user row left to raise.
    await insertResume(database.db, draft(owner))
    await database.db.delete(users).where(eq(users.id, owner))
    expect(await versionOf(owner)).toBeUndefined()
  })

  it('goes with its user (ON DELETE CASCADE)', async () => {
    const owner = await newUser()
    const row = await insertResume(database.db, draft(owner))
    await database.db.delete(users).where(eq(users.id, owner))
    expect(await findResumeOf(database.db, owner, row.id)).toBeUndefined()
    expect(await listResumesOf(database.db, owner)).toEqual([])
  })
})
