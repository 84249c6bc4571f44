import { describe, expect, it } from 'vitest'
import { resumeFacts, skillMonths } from './resume-facts.ts'

const RESUME = `Rachel Okoye, CPA

Experience
Harbor Financial, Portland, OR, Staff Accountant
Oct. 2021 – Current
- Month-end close and balance sheet reconciliations

Columbia Tax & Advisory, Portland, OR, Tax Associate
May 2019 – Sep. 2021
- Prepared individual tax returns

Education
BBA, Accounting — Portland State University, 2019`

describe('resumeFacts', () => {
  const facts = resumeFacts(RESUME, '2026-11')

  it('counts the months of the roles, present as today, both ends included', () => {
    expect(facts.total_months).toBe(91)
    expect(facts.roles.map((r) => r.until)).toEqual(['2026-11', '2021-09'])
    expect(facts.recent_title).toBe('Staff Accountant')
  })

  it('reads the highest degree under the education heading, with its line', () => {
    expect(facts.highest_degree).toEqual({ level: 'bachelor', line: 12 })
  })

  it('gives a skill the months of the roles whose lines show it', () => {
    const months = skillMonths(RESUME, facts, ['reconciliations', 'tax returns', 'payroll'], 'en')
    expect(months.get('reconciliations')).toEqual({ months: 62, roles: [0] })
    expect(months.get('tax returns')).toEqual({ months: 29, roles: [1] })
    expect(months.get('payroll')).toEqual({ months: 0, roles: [] })
  })
})
