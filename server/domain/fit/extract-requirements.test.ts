import { describe, expect, it } from 'vitest'
import { extractRequirements, jobTitleOf } from './extract-requirements.ts'

const AD = `Senior Accountant
Responsibilities
- Own the month-end close, including accruals
Requirements
- Bachelor's degree in accounting or finance
- 5+ years of accounting experience
- 3+ years of NetSuite
- Active CPA license
Nice to have
- Power BI or Tableau
What we offer
- Hybrid schedule: three days a week at our Portland office
- Free gym membership`

describe('extractRequirements', () => {
  const list = extractRequirements(AD, 'en')
  const named = (name: string) => list.find((r) => r.name === name)

  it('reads the title, the degree, the years, licences and tools with their priority and line', () => {
    expect(named('Senior Accountant')).toMatchObject({ kind: 'title', priority: 'nice' })
    expect(list.find((r) => r.kind === 'degree')).toMatchObject({
      priority: 'must',
      degree: { level: 'bachelor', fields: ['accounting', 'finance'] },
      line: "- Bachelor's degree in accounting or finance",
    })
    expect(list.find((r) => r.kind === 'years')).toMatchObject({
      name: 'accounting experience',
      min_years: 5,
      priority: 'must',
    })
    expect(named('NetSuite')).toMatchObject({ kind: 'tool', priority: 'must', min_years: 3 })
    expect(named('CPA')).toMatchObject({ kind: 'licence', priority: 'must' })
    expect(named('Power BI or Tableau')).toMatchObject({
      kind: 'tool',
      priority: 'nice',
      alternatives: ['Power BI', 'Tableau'],
    })
  })

  it('keeps a condition of the job, and no perk, as a requirement of kind other', () => {
    const other = list.filter((r) => r.kind === 'other')
    expect(other.map((r) => r.name)).toEqual([
      'Hybrid schedule: three days a week at our Portland office',
    ])
  })

  it('takes the job title from the title line without the employer and the place', () => {
    expect(jobTitleOf('Senior Frontend Engineer - Northwind Commerce (Remote, US)')).toBe(
      'Senior Frontend Engineer',
    )
    expect(jobTitleOf('Registered Nurse (Night Shift) at Mercy General')).toBe('Registered Nurse')
    expect(jobTitleOf('Product Manager, Patient Experience | Contoso Health')).toBe(
      'Product Manager, Patient Experience',
    )
    expect(jobTitleOf('Data Analyst')).toBe('Data Analyst')
  })
})
