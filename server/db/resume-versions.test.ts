import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '../test/databases.ts'
import type { Database } from './database.ts'
import {
  findVersionOf,
  latestOptimizationOf,
  latestVersionOf,
  listVersionsOf,
  recordVersion,
} from './resume-versions.ts'
import { deleteResumeOf, insertResume } from './resumes.ts'
import { resumes, resumeVersions, users } from './schema.ts'

const MISSING_ID = '00000000-0000-4000-8000-000000000000'

/**
 * The backfill statements of migration 0008 (its INSERTs), to run again on rows written as they
 * were before versions existed.
 */
function backfillStatements(): string[] {
  const file = readFileSync(
    path.join(import.meta.dirname, 'migrations', '0008_resume_versions.sql'),
    'utf8',
  )
  return file
    .split('--> statement-breakpoint')
    .map((statement) =>
      statement
        .split('\n')
        .filter((line) => !line.trimStart().startsWith('--'))
        .join('\n')
        .trim(),
    )
    .filter((statement) => statement.startsWith('INSERT'))
}

describe.each(testDatabases())('resume versions on $name', (target) => {
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

  async function newResume(userId: string, original = 'Original text') {
    return insertResume(database.db, {
      userId,
      title: 'Resume',
      originalContent: original,
      jobDescription: 'Python developer',
      matchScore: 40,
      atsScore: 55,
      template: 'minimalist',
    })
  }

  const next = (resume: { id: string; userId: string }, text: string, source = 'editor') =>
    recordVersion(database.db, {
      resumeId: resume.id,
      userId: resume.userId,
      source: source as 'editor',
      text,
      atsScore: 60,
      matchScore: 50,
    })

  it('makes version 1 of a new resume: the original, with its scores', async () => {
    const resume = await newResume(await newUser())
    const versions = await listVersionsOf(database.db, resume.userId, resume.id)
    expect(versions).toHaveLength(1)
    expect(versions[0]).toMatchObject({
      number: 1,
      source: 'original',
      text: 'Original text',
      atsScore: 55,
      matchScore: 40,
      restoredFrom: null,
      proposal: null,
    })
  })

  it('numbers versions 1, 2, 3 per resume and lists them newest first', async () => {
    const userId = await newUser()
    const first = await newResume(userId)
    const second = await newResume(userId)
    await next(first, 'a')
    await next(first, 'b')
    await next(second, 'c')
    const numbers = (await listVersionsOf(database.db, userId, first.id)).map((v) => v.number)
    expect(numbers).toEqual([3, 2, 1])
    expect((await latestVersionOf(database.db, userId, first.id))?.text).toBe('b')
    expect((await listVersionsOf(database.db, userId, second.id)).map((v) => v.number)).toEqual([
      2, 1,
    ])
  })

  it('numbers concurrent saves of one resume one after the other', async () => {
    const resume = await newResume(await newUser())
    await Promise.all(Array.from({ length: 6 }, (_, i) => next(resume, `save ${i}`)))
    const numbers = (await listVersionsOf(database.db, resume.userId, resume.id)).map(
      (v) => v.number,
    )
    expect(numbers).toEqual([7, 6, 5, 4, 3, 2, 1])
  })

  it('keeps at most the cap, pruning the oldest but never the original', async () => {
    const resume = await newResume(await newUser())
    for (let i = 0; i < 5; i++) {
      await recordVersion(
        database.db,
        {
          resumeId: resume.id,
          userId: resume.userId,
          source: 'editor',
          text: `save ${i}`,
          atsScore: null,
          matchScore: null,
        },
        3,
      )
    }
    const versions = await listVersionsOf(database.db, resume.userId, resume.id)
    expect(versions.map((v) => [v.number, v.text])).toEqual([
      [6, 'save 4'],
      [5, 'save 3'],
      [1, 'Original text'],
    ])
  })

  it('clears restored_from when the version it names is pruned', async () => {
    const resume = await newResume(await newUser())
    const [original] = await listVersionsOf(database.db, resume.userId, resume.id)
    const edited = await next(resume, 'edited')
    const restored = await recordVersion(database.db, {
      resumeId: resume.id,
      userId: resume.userId,
      source: 'restore',
      text: edited.text,
      atsScore: null,
      matchScore: null,
      restoredFrom: edited.id,
    })
    expect(restored.restoredFrom).toBe(edited.id)
    expect(original?.number).toBe(1)
    // A cap of 2 keeps the original and the newest: version 2, which the restore named, goes.
    await recordVersion(
      database.db,
      { ...restored, source: 'editor', text: 'later', restoredFrom: null, proposal: null },
      2,
    )
    const kept = await listVersionsOf(database.db, resume.userId, resume.id)
    expect(kept.map((v) => v.number)).toEqual([4, 1])
    const [again] = await database.db
      .select()
      .from(resumeVersions)
      .where(eq(resumeVersions.id, restored.id))
    expect(again).toBeUndefined()
  })

  it('starts with the original when a resume stored without versions gets its first', async () => {
    const userId = await newUser()
    const [row] = await database.db
      .insert(resumes)
      .values({ userId, title: 'Stored by SQL', originalContent: 'As typed' })
      .returning()
    if (row === undefined) throw new Error('no resume row')
    const made = await next(row, 'Optimized', 'offline')
    expect(made.number).toBe(2)
    const versions = await listVersionsOf(database.db, userId, row.id)
    expect(versions.map((v) => [v.number, v.source, v.text])).toEqual([
      [2, 'offline', 'Optimized'],
      [1, 'original', 'As typed'],
    ])
  })

  it('answers only the owner, and only for versions of that resume', async () => {
    const owner = await newUser()
    const stranger = await newUser()
    const resume = await newResume(owner)
    const other = await newResume(owner)
    const [version] = await listVersionsOf(database.db, owner, resume.id)
    if (version === undefined) throw new Error('no version')
    expect(await findVersionOf(database.db, owner, resume.id, version.id)).toMatchObject({
      id: version.id,
    })
    expect(await findVersionOf(database.db, stranger, resume.id, version.id)).toBeUndefined()
    expect(await findVersionOf(database.db, owner, other.id, version.id)).toBeUndefined()
    expect(await findVersionOf(database.db, owner, resume.id, 'not-a-uuid')).toBeUndefined()
    expect(await listVersionsOf(database.db, stranger, resume.id)).toEqual([])
    expect(await listVersionsOf(database.db, owner, 'not-a-uuid')).toEqual([])
    expect(await latestVersionOf(database.db, stranger, resume.id)).toBeUndefined()
    await expect(next({ id: resume.id, userId: stranger }, 'x')).rejects.toThrow(/not there/)
  })

  it('finds the latest optimization, whichever writer made it', async () => {
    const resume = await newResume(await newUser())
    expect(await latestOptimizationOf(database.db, resume.userId, resume.id)).toBeUndefined()
    await next(resume, 'offline rewrite', 'offline')
    const model = await next(resume, 'model rewrite', 'model')
    await next(resume, 'edited afterwards')
    expect((await latestOptimizationOf(database.db, resume.userId, resume.id))?.id).toBe(model.id)
    expect(await latestOptimizationOf(database.db, resume.userId, MISSING_ID)).toBeUndefined()
  })

  it('goes with its resume and with its user', async () => {
    const userId = await newUser()
    const resume = await newResume(userId)
    await next(resume, 'edited')
    expect(await deleteResumeOf(database.db, userId, resume.id)).toBe(true)
    const count = async () =>
      (await database.db.select().from(resumeVersions).where(eq(resumeVersions.userId, userId)))
        .length
    expect(await count()).toBe(0)
    await newResume(userId)
    expect(await count()).toBe(1)
    await database.db.delete(users).where(eq(users.id, userId))
    expect(await count()).toBe(0)
  })

  it('backfills resumes stored before versions: the original, then the optimized text', async () => {
    const userId = await newUser()
    const created = new Date('2026-01-05T09:00:00Z')
    const updated = new Date('2026-02-10T12:00:00Z')
    const rows = await database.db
      .insert(resumes)
      .values([
        { userId, title: 'Draft', originalContent: 'Draft text', createdAt: created },
        {
          userId,
          title: 'Optimized',
          originalContent: 'Before',
          optimizedContent: 'After',
          matchScore: 72,
          status: 'optimized',
          createdAt: created,
        },
      ])
      .returning()
    // updated_at follows every update ($onUpdate): set the time the rewrite was stored by SQL.
    await database.db.execute(
      sql`update resumes set updated_at = ${updated.toISOString()} where user_id = ${userId}`,
    )
    await database.db.delete(resumeVersions)
    for (const statement of backfillStatements()) await database.db.execute(sql.raw(statement))
    const [draft, optimized] = rows
    if (draft === undefined || optimized === undefined) throw new Error('no rows')
    const versionsOf = (resumeId: string) =>
      database.db
        .select()
        .from(resumeVersions)
        .where(eq(resumeVersions.resumeId, resumeId))
        .orderBy(asc(resumeVersions.number))
    expect((await versionsOf(draft.id)).map((v) => [v.number, v.source, v.text, v.userId])).toEqual(
      [[1, 'original', 'Draft text', userId]],
    )
    const history = await versionsOf(optimized.id)
    expect(
      history.map((v) => [v.number, v.source, v.text, v.matchScore, v.createdAt.toISOString()]),
    ).toEqual([
      [1, 'original', 'Before', null, created.toISOString()],
      [2, 'offline', 'After', 72, updated.toISOString()],
    ])
    // The history goes on from there.
    expect((await next(optimized, 'Edited')).number).toBe(3)
  })
})
