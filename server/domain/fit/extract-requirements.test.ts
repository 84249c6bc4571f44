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

  it('reads no requirement from the employer introducing itself, until it turns to the candidate', () => {
    const ad = `Senior Frontend Engineer - Northwind Commerce
Northwind builds the checkout and merchant dashboard. The Payments team owns the Stripe integration. We are looking for an engineer who knows Kubernetes.
Requirements
- React`
    const names = extractRequirements(ad, 'en').map((r) => r.name)
    expect(names).not.toContain('Stripe')
    expect(names.some((n) => /checkout/i.test(n))).toBe(false)
    expect(names).toEqual(expect.arrayContaining(['React', 'Kubernetes']))
  })

  it('joins alternatives whose first name runs on, and a noun both share', () => {
    const ad = `Frontend Engineer
Requirements
- State management (TanStack Query or Redux) and REST or GraphQL APIs`
    const list = extractRequirements(ad, 'en')
    expect(list.find((r) => r.alternatives?.includes('Redux'))).toMatchObject({
      name: 'TanStack Query or Redux',
      alternatives: ['TanStack Query', 'Redux'],
    })
    expect(list.find((r) => r.alternatives?.includes('GraphQL'))).toMatchObject({
      name: 'REST or GraphQL APIs',
      kind: 'skill',
      alternatives: ['REST', 'GraphQL'],
    })
    expect(list.map((r) => r.name)).not.toContain('APIs')
  })

  it('names a standard by its whole name, not by its level', () => {
    const ad = `Frontend Engineer
Requirements
- A track record of accessibility work (WCAG 2.1 AA)`
    const names = extractRequirements(ad, 'en').map((r) => r.name)
    expect(names).not.toContain('AA')
    expect(names).toContain('WCAG 2.1 AA')
  })

  it('names years by the field asked, and reads no market segment as a requirement', () => {
    const ad = `Product Manager
Requirements
- 3+ years of product management on a consumer or B2B2C product
- 2+ years of experience in a data or business analyst role
- 5+ years building production web applications
- 2 years minimum line cook experience in a high-volume kitchen
- No moving violations in the past 3 years
- BSN completed within 3 years of hire
- one (1) year of help desk experience`
    const list = extractRequirements(ad, 'en')
    expect(list.filter((r) => r.kind === 'years').map((r) => [r.name, r.min_years])).toEqual([
      ['product management', 3],
      ['data or business analyst role', 2],
      ['building production web applications', 5],
      ['line cook experience', 2],
      ['help desk experience', 1],
    ])
    expect(list.map((r) => r.name)).not.toContain('B2B2C')
  })
})
