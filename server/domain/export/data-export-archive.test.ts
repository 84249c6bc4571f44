import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import type { UserDataRows } from '../../db/data-export.ts'
import type { ResumeRow } from '../../db/schema.ts'
import {
  buildDataExportZip,
  dataExportEntries,
  dataExportFileName,
  resumeFileNames,
  resumeMarkdownOf,
  safeFileStem,
} from './data-export-archive.ts'

const NOW = new Date('2026-03-15T23:30:00Z')
const CREATED = new Date('2026-03-01T09:00:00Z')

function resume(overrides: Partial<ResumeRow> = {}): ResumeRow {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    userId: 'u-1',
    title: 'Backend Engineer',
    originalContent: '# Jane Doe\n\n## Skills\nPython',
    optimizedContent: '# Jane Doe\n\n## Skills\nPython, PostgreSQL',
    jobDescription: 'Senior Backend Engineer: Python and PostgreSQL',
    status: 'optimized',
    matchScore: 72.4,
    template: 'modern',
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  }
}

function rows(): UserDataRows {
  return {
    user: {
      id: 'u-1',
      firebaseUid: 'firebase-1',
      email: 'jane@example.com',
      displayName: 'Jane Doe',
      createdAt: CREATED,
      plan: 'pro',
      subscriptionStatus: 'active',
      defaultTemplate: null,
      currentPeriodEnd: null,
      billingPeriod: 'monthly',
      cancelAtPeriodEnd: false,
      lastPaymentAt: CREATED,
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      subscriptionEventAt: null,
      resumesVersion: 3,
      updatedAt: CREATED,
    },
    resumes: [resume(), resume({ id: 'r-2', title: 'Backend Engineer', optimizedContent: null })],
    resumeVersions: [
      {
        id: 'v-1',
        resumeId: resume().id,
        userId: 'u-1',
        number: 1,
        createdAt: CREATED,
        source: 'original',
        text: 'Original text',
        atsScore: 61,
        matchScore: 55.5,
        restoredFrom: null,
        proposal: null,
      },
      {
        id: 'v-2',
        resumeId: resume().id,
        userId: 'u-1',
        number: 2,
        createdAt: CREATED,
        source: 'offline',
        text: 'Optimized text',
        atsScore: 70,
        matchScore: 72.4,
        restoredFrom: null,
        proposal: { original: 'Original text', changes: [], rejected: [] },
      },
    ],
    usageEvents: [
      { id: 'e-1', userId: 'u-1', kind: 'cover_letter', createdAt: CREATED, metadata: { w: 1 } },
    ],
    monthlyUsage: [
      {
        userId: 'u-1',
        month: '2026-03',
        generationsUsed: 2,
        atsScansUsed: 0,
        coverLettersUsed: 1,
      },
    ],
    checkoutSessions: [],
    billingRecords: [
      {
        id: 'b-1',
        userId: 'u-1',
        createdAt: CREATED,
        planType: 'pro',
        billingPeriod: 'monthly',
        amountCents: 1999,
        currency: 'usd',
        paymentStatus: 'paid',
        description: 'Pro monthly',
        provider: 'builtin',
        externalId: 'cs_1',
      },
    ],
    bulkRuns: [],
  }
}

describe('dataExportFileName', () => {
  it('names the UTC day of the export', () => {
    expect(dataExportFileName(NOW)).toBe('jobfit-data-2026-03-15.zip')
    expect(dataExportFileName(new Date('2026-01-01T00:00:00+03:00'))).toBe(
      'jobfit-data-2025-12-31.zip',
    )
  })
})

describe('safeFileStem', () => {
  it.each([
    ['Backend Engineer', 'backend-engineer'],
    ['../../etc/passwd', 'etc-passwd'],
    ['C:\\Windows\\system32', 'c-windows-system32'],
    ['Резюме: инженер', 'резюме-инженер'],
    ['Ingeniera de señales', 'ingeniera-de-señales'],
    ['line\nbreak\u0000nul', 'line-break-nul'],
    ['...', 'resume'],
    ['', 'resume'],
    ['CON', 'con-resume'],
    ['lpt1', 'lpt1-resume'],
  ])('%j -> %j', (title, stem) => {
    expect(safeFileStem(title)).toBe(stem)
  })

  it('cuts long titles at 60 characters without a trailing dash or a split surrogate', () => {
    expect(safeFileStem('a'.repeat(59) + ' b')).toBe('a'.repeat(59))
    // Deseret letters lie outside the BMP (two UTF-16 units each) and survive NFKC.
    const stem = safeFileStem('𐐨'.repeat(70))
    expect([...stem]).toHaveLength(60)
    // encodeURIComponent throws on a lone surrogate.
    expect(() => encodeURIComponent(stem)).not.toThrow()
  })
})

describe('resumeFileNames', () => {
  it('numbers repeated titles', () => {
    expect(
      resumeFileNames([{ title: 'My resume' }, { title: 'my  RESUME' }, { title: 'My resume' }]),
    ).toEqual(['resumes/my-resume.md', 'resumes/my-resume-2.md', 'resumes/my-resume-3.md'])
  })

  it('does not let a title that looks numbered take a later name twice', () => {
    expect(resumeFileNames([{ title: 'cv-2' }, { title: 'cv' }, { title: 'cv' }])).toEqual([
      'resumes/cv-2.md',
      'resumes/cv.md',
      'resumes/cv-3.md',
    ])
  })
})

describe('resumeMarkdownOf', () => {
  it('has the facts, the original, the optimized text and the job description', () => {
    const markdown = resumeMarkdownOf(resume({ title: 'Backend\n# Engineer' }))
    expect(markdown.split('\n')[0]).toBe('# Backend # Engineer')
    expect(markdown).toContain('- Match score: 72%')
    expect(markdown).toContain('## Original resume\n\n# Jane Doe\n\n## Skills\nPython\n')
    expect(markdown).toContain('## Optimized resume\n\n# Jane Doe\n\n## Skills\nPython, PostgreSQL')
    expect(markdown).toContain('## Job description\n\nSenior Backend Engineer')
  })

  it('leaves out what the resume does not have', () => {
    const markdown = resumeMarkdownOf(
      resume({ optimizedContent: null, jobDescription: null, matchScore: null }),
    )
    expect(markdown).not.toContain('## Optimized resume')
    expect(markdown).not.toContain('## Job description')
    expect(markdown).toContain('- Match score: not analysed')
  })
})

describe('buildDataExportZip', () => {
  it('holds every kind of record as JSON that parses, and a Markdown file per resume', () => {
    const files = unzipSync(buildDataExportZip(rows(), NOW))
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'billing-records.json',
      'bulk-runs.json',
      'checkouts.json',
      'monthly-usage.json',
      'profile.json',
      'resume-versions.json',
      'resumes.json',
      'resumes/backend-engineer-2.md',
      'resumes/backend-engineer.md',
      'usage-events.json',
    ])
    const json = (name: string): unknown => JSON.parse(strFromU8(files[name] ?? new Uint8Array()))
    expect(json('profile.json')).toMatchObject({
      exported_at: NOW.toISOString(),
      email: 'jane@example.com',
      plan: 'pro',
    })
    // Internal bookkeeping is not the user's data.
    expect(json('profile.json')).not.toHaveProperty('resumes_version')
    expect(json('resumes.json')).toEqual([
      expect.objectContaining({
        id: resume().id,
        match_score: 72.4,
        markdown_file: 'resumes/backend-engineer.md',
      }),
      expect.objectContaining({
        id: 'r-2',
        optimized_content: null,
        markdown_file: 'resumes/backend-engineer-2.md',
      }),
    ])
    expect(json('resume-versions.json')).toEqual([
      {
        id: 'v-1',
        resume_id: resume().id,
        number: 1,
        created_at: CREATED.toISOString(),
        source: 'original',
        ats_score: 61,
        match_score: 55.5,
        restored_from: null,
        text: 'Original text',
        proposal: null,
      },
      expect.objectContaining({
        number: 2,
        source: 'offline',
        proposal: { original: 'Original text', changes: [], rejected: [] },
      }),
    ])
    expect(json('usage-events.json')).toEqual([
      { id: 'e-1', kind: 'cover_letter', created_at: CREATED.toISOString(), metadata: { w: 1 } },
    ])
    expect(json('billing-records.json')).toEqual([expect.objectContaining({ amount_cents: 1999 })])
    expect(json('monthly-usage.json')).toEqual([expect.objectContaining({ cover_letters_used: 1 })])
    expect(json('checkouts.json')).toEqual([])
    expect(strFromU8(files['resumes/backend-engineer.md'] ?? new Uint8Array())).toBe(
      resumeMarkdownOf(resume()),
    )
  })

  it('keeps non-ASCII names intact', () => {
    const data = { ...rows(), resumes: [resume({ title: 'Резюме' })] }
    expect(Object.keys(dataExportEntries(data, NOW))).toContain('resumes/резюме.md')
    expect(Object.keys(unzipSync(buildDataExportZip(data, NOW)))).toContain('resumes/резюме.md')
  })
})
