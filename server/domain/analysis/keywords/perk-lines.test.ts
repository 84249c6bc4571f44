import { describe, expect, it } from 'vitest'
import { isPerkLine } from './perk-lines.ts'

describe('isPerkLine', () => {
  it('reads a benefits line no heading announced', () => {
    for (const line of [
      'Gym Membership or Free Public Transportation Pass',
      '30 Vacation Days',
      'German Language Classes',
      '- Professional Certification Reimbursement',
      'Medical, Vision and Dental Insurance',
      'Seguro médico privado',
      'ДМС и компенсация спортзала',
    ])
      expect(isPerkLine(line), line).toBe(true)
  })

  it('keeps lines that ask for something, and sentences, to the section rules', () => {
    for (const line of [
      'Experience with insurance claims processing',
      'Bonus points for Cypress',
      'Knowledge of pension regulations',
      'Опыт работы со страховками',
      'We offer a competitive salary, a yearly bonus and a great team to grow with every day',
      'Python and SQL',
    ])
      expect(isPerkLine(line), line).toBe(false)
  })
})
