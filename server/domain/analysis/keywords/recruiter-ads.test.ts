import { describe, expect, it } from 'vitest'
import { extractJobKeywords } from './extract-job-keywords.ts'
import { isEverydayWord } from './everyday-words.ts'
import { shapeProblem } from './keyword-shape.ts'
import { tokenize } from './tokenize.ts'

/**
 * Ads written by the team for five occupations, some pasted with lost line breaks, read as a
 * recruiter would: the real asks are there, and nothing is junk.
 */
const ADS = {
  accountant: `Staff Accountant
About UsWe are a family-owned distributor of building materials.
ResponsibilitiesPrepare monthly journal entries and account reconciliations
- Manage accounts payable and receivable for key accounts
- Support the external audit and maintain internal controls
- Track spending against the training budget
RequirementsBachelor's degree in accounting or finance
- 3+ years of experience with general ledger and payroll
- Proficiency in QuickBooks and Microsoft Excel
- CPA preferred`,
  nurse: `Registered Nurse - Medical/Surgical Unit
What You Will DoAssess, plan and evaluate patient care for up to five patients per shift.
- Administer medications and IV therapy
- Document care in the electronic health record (Epic)
Qualifications
- Current RN license in the state of Ohio
- BLS and ACLS certification required
- Strong communication skills and attention to detail`,
  sales: `Outside Sales Representative
The roleYou will grow a territory of small business customers.
- Generate leads through cold calling and networking events
- Manage the full sales cycle from prospecting to closing
- Keep the pipeline current in Salesforce
What we are looking for
- 2+ years of B2B sales experience
- Excellent negotiation skills
- Valid driver's license`,
  warehouse: `Warehouse Supervisor
Responsibilities
- Supervise a team of 15 warehouse associates across two shifts
- Enforce OSHA safety standards and run daily safety briefings
- Maintain inventory accuracy with cycle counts in the WMS
Requirements
- Experience with forklift operation
- Knowledge of inventory management and lean principles
- Ability to lift 50 lbs`,
  backend: `Backend Engineer
AboutThe team builds the payments platform.
What You Will DoBuild and maintain REST APIs using Node.js and TypeScript
- Design event-driven services with Kafka and RabbitMQ
- Write unit and integration tests
RequirementsExperience with PostgreSQL and Redis
- Familiarity with Docker and Kubernetes
Nice to haveExperience with GraphQL`,
}

const EXPECTED: Record<keyof typeof ADS, string[]> = {
  accountant: [
    'journal entries',
    'external audit',
    'internal controls',
    'general ledger',
    'payroll',
    'QuickBooks',
    'Microsoft Excel',
    'CPA',
  ],
  nurse: ['RN', 'BLS', 'ACLS', 'IV therapy', 'EHR', 'communication', 'attention to detail'],
  sales: ['cold calling', 'prospecting', 'Salesforce', 'negotiation', 'B2B sales'],
  warehouse: ['OSHA', 'WMS', 'forklift operation', 'inventory management', 'cycle counts'],
  backend: ['REST', 'Node.js', 'TypeScript', 'Apache Kafka', 'RabbitMQ', 'PostgreSQL', 'GraphQL'],
}

/** What a reader must never see: fragments, glued words, misread words, numbers. */
const JUNK = [
  'AboutThe',
  'experienceMust',
  'accounting and finance',
  'budgeting',
  'accounting',
  'Kafka and RabbitMQ',
  'using node.js',
  'one',
  'five',
  'YOU',
  'JOB',
]

describe('keywords of ads for five occupations', () => {
  for (const [name, ad] of Object.entries(ADS) as Array<[keyof typeof ADS, string]>) {
    const keywords = extractJobKeywords(ad, 'en')
    const names = keywords.map((k) => k.keyword)
    it(`${name}: the real asks are present`, () => {
      expect(names).toEqual(expect.arrayContaining(EXPECTED[name]))
    })
    it(`${name}: no junk, every candidate skill-shaped, offsets in the original text`, () => {
      for (const junk of JUNK)
        if (name !== 'accountant' || junk !== 'accounting') {
          expect(names).not.toContain(junk)
        }
      for (const k of keywords) {
        if (k.source === 'candidate')
          expect(shapeProblem(tokenize(k.keyword), isEverydayWord)).toBeNull()
        for (const [a, b] of k.offsets) expect(ad.slice(a, b).trim().length).toBe(b - a)
      }
    })
  }

  it('reads "key accounts" and a "training budget" as what they are', () => {
    const names = extractJobKeywords(ADS.accountant, 'en').map((k) => k.keyword)
    expect(names).not.toContain('budgeting')
    // "accounting" is asked for by the degree line, through the word itself only.
    const accounting = extractJobKeywords(ADS.accountant, 'en').find(
      (k) => k.keyword === 'accounting',
    )
    expect(accounting?.offsets.map(([a, b]) => ADS.accountant.slice(a, b))).toEqual(['accounting'])
  })

  it('gives highlight offsets in the text as pasted, glued headings included', () => {
    const kafka = extractJobKeywords(ADS.backend, 'en').find((k) => k.keyword === 'PostgreSQL')
    expect(kafka?.offsets.map(([a, b]) => ADS.backend.slice(a, b))).toEqual(['PostgreSQL'])
  })
})
