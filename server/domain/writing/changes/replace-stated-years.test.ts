import { describe, expect, it } from 'vitest'
import { replaceStatedYears } from './replace-stated-years.ts'

describe('replaceStatedYears', () => {
  it('replaces the number and keeps the sentence', () => {
    expect(
      replaceStatedYears('Staff accountant with three years of experience in audit', 7, 'en'),
    ).toEqual({
      text: 'Staff accountant with 7 years of experience in audit',
      phrase: 'three years',
    })
  })

  it('keeps a "+" and agrees the word in Spanish and Russian', () => {
    expect(replaceStatedYears('Contadora con 3+ años de experiencia', 1, 'es')?.text).toBe(
      'Contadora con 1+ año de experiencia',
    )
    expect(replaceStatedYears('Бухгалтер, опыт работы более 3 лет', 2, 'ru')?.text).toBe(
      'Бухгалтер, опыт работы 2 года',
    )
  })

  it('finds nothing in a line without stated years', () => {
    expect(replaceStatedYears('Detail-oriented accountant', 5, 'en')).toBeNull()
  })
})
