import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { is, eq } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXPORTED_TABLES } from '../db/data-export.ts'
import { recordVersion } from '../db/resume-versions.ts'
import type { Database } from '../db/database.ts'
import * as schemaModule from '../db/schema.ts'
import {
  billingRecords,
  bulkRuns,
  checkoutSessions,
  monthlyUsage,
  resumes,
  usageEvents,
  users,
} from '../db/schema.ts'
import { buildTestApp } from '../test/app.ts'
import type { TestApp } from '../test/app.ts'
import { testDatabases } from '../test/databases.ts'
import { bearer, signUp } from '../test/identity.ts'
import type { TestAccount } from '../test/identity.ts'

const NOW = new Date('2026-03-15T10:00:00Z')
const URL = '/api/users/me/export'

describe('the export covers the schema', () => {
  it('reads every table that holds rows of a user', () => {
    const values: unknown[] = Object.values(schemaModule)
    const userTables = values
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableConfig(table))
      .filter((config) => config.columns.some((column) => column.name === 'user_id'))
      .map((config) => config.name)
    expect(userTables.length).toBeGreaterThan(0)
    for (const name of userTables) expect(EXPORTED_TABLES, name).toContain(name)
  })
})

describe.each(testDatabases())('GET /users/me/export on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let api: TestApp

  beforeAll(async () => {
    ;({ database, dispose } = await target.open())
    api = await buildTestApp(database, { ANALYSIS_RATE_LIMIT_PER_MINUTE: '3' }, { now: () => NOW })
  })
  afterAll(async () => {
    await api?.close()
    await dispose?.()
  })

  const download = (account: TestAccount) =>
    api.app.inject({ method: 'GET', url: URL, headers: bearer(account) })

  /** A signed-up user with one row in every table of theirs, each marked with `tag`. */
  async function memberWithData(tag: string) {
    const account = await signUp(`${tag} Person`)
    expect(
      (await api.app.inject({ url: '/api/user/me', headers: bearer(account) })).statusCode,
    ).toBe(200)
    const [user] = await database.db
      .update(users)
      .set({ plan: 'pro', subscriptionStatus: 'active' })
      .where(eq(users.firebaseUid, account.uid))
      .returning()
    if (user === undefined) throw new Error('no user row')
    const userId = user.id
    await database.db.insert(resumes).values([
      {
        userId,
        title: `${tag} Backend Engineer`,
        originalContent: `# ${tag} original\nPython`,
        optimizedContent: `# ${tag} optimized\nPython, PostgreSQL`,
        jobDescription: `${tag} job: Python and PostgreSQL`,
        status: 'optimized',
        matchScore: 64,
      },
      { userId, title: `${tag} draft`, originalContent: `${tag} draft text` },
    ])
    // A version as the editor makes one (the API's versions are covered in resume-versions.test.ts).
    const [first] = await database.db.select().from(resumes).where(eq(resumes.userId, userId))
    if (first === undefined) throw new Error('no resume row')
    await recordVersion(database.db, {
      resumeId: first.id,
      userId,
      source: 'editor',
      text: `${tag} edited text`,
      atsScore: 58,
      matchScore: 61,
    })
    await database.db
      .insert(usageEvents)
      .values({ userId, kind: 'cover_letter', metadata: { tag } })
    await database.db
      .insert(monthlyUsage)
      .values({ userId, month: '2026-03', generationsUsed: 2, coverLettersUsed: 1 })
    await database.db.insert(checkoutSessions).values({
      id: `checkout-${tag}-${userId}`,
      userId,
      provider: 'builtin',
      plan: 'pro',
      billingPeriod: 'monthly',
      amountCents: 1999,
      originUrl: 'http://localhost:5173',
    })
    await database.db.insert(billingRecords).values({
      userId,
      planType: 'pro',
      billingPeriod: 'monthly',
      amountCents: 1999,
      paymentStatus: 'paid',
      description: `${tag} payment`,
      provider: 'builtin',
      externalId: `invoice-${tag}-${userId}`,
    })
    await database.db.insert(bulkRuns).values({
      userId,
      status: 'done',
      baseResume: `${tag} base resume`,
      jobDescriptions: [`${tag} job one`],
      results: [{ tag, score: 80 }],
    })
    return { account, userId }
  }

  it('answers a ZIP named for the day, holding every kind of record of the caller only', async () => {
    const { account, userId } = await memberWithData('Alice')
    const other = await memberWithData('Mallory')
    const response = await download(account)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/zip')
    expect(response.headers['content-disposition']).toContain(
      'filename="jobfit-data-2026-03-15.zip"',
    )
    expect(response.headers['cache-control']).toBe('no-store')

    const files = unzipSync(new Uint8Array(response.rawPayload))
    const text = (name: string) => {
      const bytes = files[name]
      if (bytes === undefined) throw new Error(`${name} is not in the archive`)
      return strFromU8(bytes)
    }
    const json = (name: string): unknown => JSON.parse(text(name))

    expect(json('profile.json')).toMatchObject({
      id: userId,
      firebase_uid: account.uid,
      email: account.email,
      display_name: 'Alice Person',
      plan: 'pro',
    })
    const resumeList = json('resumes.json') as { title: string; markdown_file: string }[]
    // Both resumes may share a creation time, so their order in the file is not asserted.
    const byTitle = [...resumeList].sort((a, b) => a.title.localeCompare(b.title))
    expect(byTitle).toEqual([
      expect.objectContaining({
        title: 'Alice Backend Engineer',
        original_content: '# Alice original\nPython',
        optimized_content: '# Alice optimized\nPython, PostgreSQL',
        job_description: 'Alice job: Python and PostgreSQL',
        match_score: 64,
      }),
      expect.objectContaining({ title: 'Alice draft', optimized_content: null }),
    ])
    // The version recorded, after the original it started from.
    expect(json('resume-versions.json')).toEqual([
      expect.objectContaining({ number: 1, source: 'original' }),
      expect.objectContaining({
        number: 2,
        source: 'editor',
        text: 'Alice edited text',
        ats_score: 58,
        match_score: 61,
      }),
    ])
    expect(json('usage-events.json')).toEqual([
      expect.objectContaining({ kind: 'cover_letter', metadata: { tag: 'Alice' } }),
    ])
    expect(json('monthly-usage.json')).toEqual([
      { month: '2026-03', generations_used: 2, ats_scans_used: 0, cover_letters_used: 1 },
    ])
    expect(json('checkouts.json')).toEqual([
      expect.objectContaining({ id: `checkout-Alice-${userId}`, amount_cents: 1999 }),
    ])
    expect(json('billing-records.json')).toEqual([
      expect.objectContaining({
        description: 'Alice payment',
        external_id: `invoice-Alice-${userId}`,
      }),
    ])
    expect(json('bulk-runs.json')).toEqual([
      expect.objectContaining({
        base_resume: 'Alice base resume',
        job_descriptions: ['Alice job one'],
        results: [{ tag: 'Alice', score: 80 }],
      }),
    ])

    // One Markdown file per resume, named after its title.
    const markdown = Object.keys(files)
      .filter((name) => name.endsWith('.md'))
      .sort()
    expect(markdown).toEqual(['resumes/alice-backend-engineer.md', 'resumes/alice-draft.md'])
    expect(resumeList.map((resume) => resume.markdown_file).sort()).toEqual(markdown)
    const engineer = text('resumes/alice-backend-engineer.md')
    expect(engineer).toMatch(/^# Alice Backend Engineer\n/)
    expect(engineer).toContain('## Original resume\n\n# Alice original\nPython')
    expect(engineer).toContain('## Optimized resume\n\n# Alice optimized')
    expect(engineer).toContain('## Job description\n\nAlice job')

    // Every JSON file parses, and nothing of the other user is anywhere in the archive.
    for (const [name, bytes] of Object.entries(files)) {
      const content = strFromU8(bytes)
      if (name.endsWith('.json')) expect(() => JSON.parse(content), name).not.toThrow()
      expect(content, name).not.toContain('Mallory')
      expect(content, name).not.toContain(other.userId)
      expect(content, name).not.toContain(other.account.uid)
    }
  })

  it('exports a new account with empty lists', async () => {
    const account = await signUp()
    const response = await download(account)
    expect(response.statusCode).toBe(200)
    const files = unzipSync(new Uint8Array(response.rawPayload))
    for (const name of [
      'resumes.json',
      'resume-versions.json',
      'usage-events.json',
      'bulk-runs.json',
    ]) {
      expect(JSON.parse(strFromU8(files[name] ?? new Uint8Array())), name).toEqual([])
    }
    expect(Object.keys(files).filter((name) => name.endsWith('.md'))).toEqual([])
  })

  it('refuses a caller without a token', async () => {
    const response = await api.app.inject({ method: 'GET', url: URL })
    expect(response.statusCode).toBe(401)
  })

  it('counts against the per-user export limit', async () => {
    const account = await signUp()
    const statuses: number[] = []
    for (let i = 0; i < 4; i += 1) statuses.push((await download(account)).statusCode)
    expect(statuses).toEqual([200, 200, 200, 429])
    const refused = await download(account)
    expect(refused.json().detail).toMatch(/Too many exports: at most 3 a minute/)
    expect(refused.headers['retry-after']).toEqual(expect.any(String))
  })
})
