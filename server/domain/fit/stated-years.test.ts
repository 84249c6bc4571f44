import { describe, expect, it } from 'vitest'
import { disagrees, statedYears } from './stated-years.ts'

describe('statedYears', () => {
  it('reads the years a summary states, in words or digits, in three languages', () => {
    const english = `# Dana Wu\nSenior accountant with three years of experience in audit.\n## Experience`
    expect(statedYears(english, 2)).toEqual({
      years: 3,
      line: 1,
      text: 'Senior accountant with three years of experience in audit.',
    })
    expect(statedYears('Resumen\nMás de 8 años de experiencia en logística.', 9)?.years).toBe(8)
    expect(statedYears('О себе\nОпыт работы более 5 лет в бухгалтерии.', 9)?.years).toBe(5)
  })

  it('ignores years that are not experience, and anything below the first role', () => {
    expect(statedYears('Treasurer of the chess club for 3 years.', 9)).toBeNull()
    const below = `# Dana Wu\n## Experience\nAccountant, Acme — 2019 – Present\n- 5 years of experience in audit`
    expect(statedYears(below, 2)).toBeNull()
  })
})

describe('disagrees', () => {
  it('flags a summary that says fewer years than the roles show, or a year more', () => {
    expect(disagrees(3, 90)).toBe(true)
    expect(disagrees(8, 72)).toBe(true)
    expect(disagrees(5, 72)).toBe(false)
    expect(disagrees(6, 70)).toBe(false)
  })
})
