import { and, desc, eq, inArray, type SQL } from 'drizzle-orm'
import { idSchema } from '../../src/contract/common.ts'
import type { ResumeVersionProposal } from '../../src/contract/resume-versions.ts'
import { MAX_VERSIONS_PER_RESUME, versionsToPrune } from '../domain/versions/version-cap.ts'
import type { Db } from './database.ts'
import { resumes, resumeVersions } from './schema.ts'
import type { ResumeVersionRow } from './schema.ts'

/*
 * A resume's versions (issue 21, item 4). Reads are scoped to the owner like every resume read
 * (db/resumes.ts): another user's resume or version id behaves as one that does not exist.
 */

/** Whether an id can name a row at all (PostgreSQL rejects a malformed uuid with an error). */
function isId(id: string): boolean {
  return idSchema.safeParse(id).success
}

export type VersionSource = ResumeVersionRow['source']

export interface NewVersion {
  resumeId: string
  userId: string
  source: VersionSource
  text: string
  atsScore: number | null
  matchScore: number | null
  restoredFrom?: string | null
  proposal?: ResumeVersionProposal | null
}

/**
 * Stores the next version of a resume (its number one above the highest), then prunes the oldest
 * past the cap (never number 1). The resume row is locked first, so two saves of one resume at
 * once number their versions one after the other instead of colliding. A resume that has no
 * version yet (stored by other means than the API) gets its original as version 1 first, without
 * scores, as the migration's backfill does, so number 1 is always the original.
 */
export async function recordVersion(
  db: Db,
  version: NewVersion,
  max: number = MAX_VERSIONS_PER_RESUME,
): Promise<ResumeVersionRow> {
  return db.transaction(async (tx) => {
    const [resume] = await tx
      .select({ originalContent: resumes.originalContent })
      .from(resumes)
      .where(and(eq(resumes.id, version.resumeId), eq(resumes.userId, version.userId)))
      .for('update')
    if (resume === undefined) throw new Error('Recording a version of a resume that is not there')
    const numbers = (
      await tx
        .select({ number: resumeVersions.number })
        .from(resumeVersions)
        .where(eq(resumeVersions.resumeId, version.resumeId))
    ).map((row) => row.number)
    if (numbers.length === 0 && version.source !== 'original') {
      await tx.insert(resumeVersions).values({
        resumeId: version.resumeId,
        userId: version.userId,
        number: 1,
        source: 'original',
        text: resume.originalContent,
      })
      numbers.push(1)
    }
    const number = numbers.length === 0 ? 1 : Math.max(...numbers) + 1
    const [row] = await tx
      .insert(resumeVersions)
      .values({
        resumeId: version.resumeId,
        userId: version.userId,
        number,
        source: version.source,
        text: version.text,
        atsScore: version.atsScore,
        matchScore: version.matchScore,
        restoredFrom: version.restoredFrom ?? null,
        proposal: version.proposal ?? null,
      })
      .returning()
    if (row === undefined) throw new Error('Inserting a resume version returned no row')
    const pruned = versionsToPrune([...numbers, number], max)
    if (pruned.length > 0) {
      await tx
        .delete(resumeVersions)
        .where(
          and(
            eq(resumeVersions.resumeId, version.resumeId),
            inArray(resumeVersions.number, pruned),
          ),
        )
    }
    return row
  })
}

/** The user's versions of one resume, newest first; empty when the resume is not theirs. */
export async function listVersionsOf(
  db: Db,
  userId: string,
  resumeId: string,
): Promise<ResumeVersionRow[]> {
  if (!isId(resumeId)) return []
  return db
    .select()
    .from(resumeVersions)
    .where(and(eq(resumeVersions.resumeId, resumeId), eq(resumeVersions.userId, userId)))
    .orderBy(desc(resumeVersions.number))
}

/** One version of the user's resume; undefined for another resume's or another user's. */
export async function findVersionOf(
  db: Db,
  userId: string,
  resumeId: string,
  versionId: string,
): Promise<ResumeVersionRow | undefined> {
  if (!isId(resumeId) || !isId(versionId)) return undefined
  const [row] = await db
    .select()
    .from(resumeVersions)
    .where(
      and(
        eq(resumeVersions.id, versionId),
        eq(resumeVersions.resumeId, resumeId),
        eq(resumeVersions.userId, userId),
      ),
    )
    .limit(1)
  return row
}

/** The newest of the user's versions of a resume that meet `condition` (all without one). */
async function newestVersionWhere(
  db: Db,
  userId: string,
  resumeId: string,
  condition?: SQL,
): Promise<ResumeVersionRow | undefined> {
  if (!isId(resumeId)) return undefined
  const [row] = await db
    .select()
    .from(resumeVersions)
    .where(and(eq(resumeVersions.resumeId, resumeId), eq(resumeVersions.userId, userId), condition))
    .orderBy(desc(resumeVersions.number))
    .limit(1)
  return row
}

/** The newest version of the user's resume: the text it holds now. */
export function latestVersionOf(
  db: Db,
  userId: string,
  resumeId: string,
): Promise<ResumeVersionRow | undefined> {
  return newestVersionWhere(db, userId, resumeId)
}

/** The version the user's latest optimization of the resume made (offline or model). */
export function latestOptimizationOf(
  db: Db,
  userId: string,
  resumeId: string,
): Promise<ResumeVersionRow | undefined> {
  return newestVersionWhere(
    db,
    userId,
    resumeId,
    inArray(resumeVersions.source, ['offline', 'model']),
  )
}

/** The newest version of the user's resume that holds exactly this text (what an export names). */
export function newestVersionWithText(
  db: Db,
  userId: string,
  resumeId: string,
  text: string,
): Promise<ResumeVersionRow | undefined> {
  return newestVersionWhere(db, userId, resumeId, eq(resumeVersions.text, text))
}
