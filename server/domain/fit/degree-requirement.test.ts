import { describe, expect, it } from 'vitest'
import { degreeAsked } from './degree-requirement.ts'

describe('degreeAsked', () => {
  it('reads the level, the fields and the "or equivalent" alternative', () => {
    expect(degreeAsked("Bachelor's degree in accounting or finance")).toEqual({
      level: 'bachelor',
      fields: ['accounting', 'finance'],
    })
    expect(degreeAsked('BS in Computer Science or equivalent experience')).toEqual({
      level: 'bachelor',
      fields: ['Computer Science'],
      or_equivalent: true,
    })
    expect(degreeAsked("Bachelor's or Master's degree")?.level).toBe('bachelor')
    expect(degreeAsked('High school diploma or GED')?.level).toBe('secondary')
    expect(degreeAsked('Высшее образование')?.level).toBe('bachelor')
    expect(degreeAsked('Grado en Enfermería')).toEqual({
      level: 'bachelor',
      fields: ['Enfermería'],
    })
  })

  it('finds no degree in a line that names none', () => {
    expect(degreeAsked('Master Data Management experience')).toBeNull()
    expect(degreeAsked('Strong mastery of Excel')).toBeNull()
  })
})
