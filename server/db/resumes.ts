import { and, count, desc, eq, gte, inArray } from 'drizzle-orm'
import { idSchema } from '../../src/contract/common.ts'
import type { ResumeStatus, TemplateId } from '../../src/contract/common.ts'
import type { Db } from './database.ts'
import { recordVersion } from './resume-versions.ts'
import { resumes, users } from './schema.ts'
import type { ResumeRow } from './schema.ts'

/*
 * Every read and write here is scoped to the owner: a resume id alone never reaches a row, so
 * another user's id behaves exactly like an id that does not exist.
 */

/**
 * Whether an id can name a resume at all. PostgreSQL rejects a malformed uuid with an error, so
 * such ids are answered as "not found" before they reach the database.
 */
export function isResumeId(id: string): boolean {
  return idSchema.safeParse(id).success
}

export interface NewResume {
  userId: string
  title: string
  originalContent: string
  jobDescription: string | null
  matchScore: number | null
  template: TemplateId
  /** The ATS score of the original text, kept on version 1 (null without a job description). */
  atsScore?: number | null
}

/** Fields a partial update may set; undefined leaves a column as it is. */
export interface ResumeChanges {
  title?: string
  originalContent?: string
  optimizedContent?: string | null
  jobDescription?: string | null
  matchScore?: number | null
  status?: ResumeStatus
  template?: TemplateId
}

/** The user's resumes, newest first (ties, within one transaction's clock, by id for stability). */
export async function listResumesOf(db: Db, userId: string): Promise<ResumeRow[]> {
  return db
    .select()
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .orderBy(desc(resumes.createdAt), desc(resumes.id))
}

/** How many resumes the user created since `since` (the start of the month, for the subscription). */
export async function countResumesSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ created: count() })
    .from(resumes)
    .where(and(eq(resumes.userId, userId), gte(resumes.createdAt, since)))
  return row?.created ?? 0
}

export async function findResumeOf(
  db: Db,
  userId: string,
  id: string,
): Promise<ResumeRow | undefined> {
  if (!isResumeId(id)) return undefined
  const rows = await db
    .select()
    .from(resumes)
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
    .limit(1)
  return rows[0]
}

/** Stores a new resume and, in the same transaction, its version 1: the original as created. */
export async function insertResume(db: Db, resume: NewResume): Promise<ResumeRow> {
  const { atsScore = null, ...values } = resume
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(resumes)
      .values({ ...values, status: 'draft' })
      .returning()
    if (row === undefined) throw new Error('Inserting a resume returned no row')
    await recordVersion(tx, {
      resumeId: row.id,
      userId: row.userId,
      source: 'original',
      text: row.originalContent,
      atsScore,
      matchScore: row.matchScore,
    })
    return row
  })
}

/** How many resumes the user keeps now. */
export async function countResumesOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ kept: count() }).from(resumes).where(eq(resumes.userId, userId))
  return row?.kept ?? 0
}

/**
 * Stores a new resume unless the user already keeps `max` of them; resolves with the row, or null
 * at the cap (nothing stored). The user's row is locked first, so two concurrent creations at
 * max - 1 cannot both pass the count: the second waits, then counts the first.
 */
export async function insertResumeBelowCap(
  db: Db,
  resume: NewResume,
  max: number,
): Promise<ResumeRow | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, resume.userId)).for('update')
    if ((await countResumesOf(tx, resume.userId)) >= max) return null
    return insertResume(tx, resume)
  })
}

/**
 * Whether the user keeps a resume that was rewritten by the AI (status optimized, or exported
 * since) and holds exactly these three texts: the before/after comparison of that rewrite is part
 * of the rewrite the user already spent a generation on (decisions.md, ATS scans), not a new scan.
 * A draft never qualifies, so texts merely stored with PUT do not make comparisons free.
 */
export async function hasOptimizedResumeWith(
  db: Db,
  userId: string,
  texts: { original: string; optimized: string; jobDescription: string },
): Promise<boolean> {
  const rows = await db
    .select({ id: resumes.id })
    .from(resumes)
    .where(
      and(
        eq(resumes.userId, userId),
        inArray(resumes.status, ['optimized', 'exported']),
        eq(resumes.originalContent, texts.original),
        eq(resumes.optimizedContent, texts.optimized),
        eq(resumes.jobDescription, texts.jobDescription),
      ),
    )
    .limit(1)
  return rows.length > 0
}

/** Applies the changes to the user's resume; undefined when the user has no such resume. */
export async function updateResumeOf(
  db: Db,
  userId: string,
  id: string,
  changes: ResumeChanges,
): Promise<ResumeRow | undefined> {
  if (!isResumeId(id)) return undefined
  const rows = await db
    .update(resumes)
    // Undefined fields are left out of the SET; updated_at comes from the column's $onUpdate.
    .set(changes)
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
    .returning()
  return rows[0]
}

/**
 * Stores a rewrite: the optimized text, status optimized and the match score of the new text.
 * Owner-scoped like every write here; undefined when the user has no such resume (any more).
 */
export async function storeOptimizedResume(
  db: Db,
  userId: string,
  id: string,
  result: { optimizedContent: string; matchScore: number | null },
): Promise<ResumeRow | undefined> {
  return updateResumeOf(db, userId, id, {
    optimizedContent: result.optimizedContent,
    matchScore: result.matchScore,
    status: 'optimized',
  })
}

/** Whether the user had the resume (and now does not). */
export async function deleteResumeOf(db: Db, userId: string, id: string): Promise<boolean> {
  if (!isResumeId(id)) return false
  const rows = await db
    .delete(resumes)
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
    .returning({ id: resumes.id })
  return rows.length > 0
}

/** The template new resumes of this user start with (PUT /users/me/template). */
export async function setDefaultTemplateOf(
  db: Db,
  userId: string,
  template: TemplateId,
): Promise<void> {
  await db.update(users).set({ defaultTemplate: template }).where(eq(users.id, userId))
}
