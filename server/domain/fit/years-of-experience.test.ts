import { describe, expect, it } from 'vitest'
import { yearsAsked } from './years-of-experience.ts'

describe('yearsAsked', () => {
  it('reads the least number of years asked, in English, Spanish and Russian', () => {
    expect(yearsAsked('5+ years of accounting experience')?.min_years).toBe(5)
    expect(yearsAsked('3-5 years in a similar role')?.min_years).toBe(3)
    expect(yearsAsked('At least two years of ICU experience')?.min_years).toBe(2)
    expect(yearsAsked('6 months or more in a warehouse')?.min_years).toBe(0.5)
    expect(yearsAsked('Experiencia de al menos 2 años')?.min_years).toBe(2)
    expect(yearsAsked('Опыт работы не менее 3 лет')?.min_years).toBe(3)
    expect(yearsAsked('от 1 до 3 лет опыта')?.min_years).toBe(1)
  })

  it('says where the years end, so the caller reads whose years they are', () => {
    const line = '5+ years of Python'
    const found = yearsAsked(line)
    expect(found && line.slice(found.end)).toBe(' of Python')
  })

  it('asks nothing of a line without an amount of time', () => {
    expect(yearsAsked('Strong SQL skills')).toBeNull()
    expect(yearsAsked('Founded 120 years ago')).toBeNull()
  })
})
