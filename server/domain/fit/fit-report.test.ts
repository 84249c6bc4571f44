import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { fitReport } from './fit-report.ts'

const FIT = new URL('../../test/fixtures/fit/', import.meta.url)
const read = (path: string) => readFileSync(new URL(path, FIT), 'utf8')

describe('fitReport on the issue’s worked example', () => {
  const report = fitReport({
    jobDescription: read('ads/en-accounting-senior-accountant.txt'),
    resume: read('resumes/en-accounting-worked-example.txt'),
    today: '2026-11',
  })
  const named = (name: string) => report.requirements.find((r) => r.name === name)

  it('meets the degree, the CPA and the years, with the lines that prove them', () => {
    expect(
      report.requirements.find((r) => r.kind === 'degree' && r.priority === 'must'),
    ).toMatchObject({
      status: 'met',
      evidence: [{ text: 'BBA, Accounting — Portland State University, 2019' }],
    })
    expect(named('CPA')).toMatchObject({ kind: 'licence', status: 'met' })
    expect(report.requirements.find((r) => r.kind === 'years')).toMatchObject({
      min_years: 5,
      status: 'met',
      months: 91,
    })
  })

  it('notes that the summary says three years where the roles add up to about seven and a half', () => {
    expect(report.requirements.find((r) => r.kind === 'years')?.stated).toEqual({
      years: 3,
      line: 4,
      text: 'Accountant with three years of experience in month-end close and reconciliations, licensed CPA.',
    })
  })

  it('reads "NetSuite or SAP" as one requirement, and caps the score for the missing must-haves', () => {
    expect(named('NetSuite or SAP')).toMatchObject({
      priority: 'must',
      status: 'missing',
      alternatives: ['NetSuite', 'SAP'],
    })
    for (const name of ['Microsoft Excel', 'GAAP', 'SOX'])
      expect(named(name)?.status).toBe('missing')
    expect(named('Power BI or Tableau')).toMatchObject({ priority: 'nice', status: 'missing' })
    expect(report.fit.missing_musts).toBe(4)
    expect(report.fit.score).toBeLessThan(80)
  })

  it('reads "Staff Accountant" as a step below the senior post, with no senior years to count', () => {
    expect(report.requirements.find((r) => r.kind === 'title')).toMatchObject({
      name: 'Senior Accountant',
      status: 'partly',
      basis: 'junior_title',
    })
    // docs/analysis-formulas.md works this score out by hand.
    expect(report.fit.score).toBe(38)
  })

  it('shows the conditions of the job and scores none of them', () => {
    expect(report.requirements.filter((r) => r.kind === 'other').map((r) => r.status)).toEqual([
      'unknown',
    ])
  })
})
