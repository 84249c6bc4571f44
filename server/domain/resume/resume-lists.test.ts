import { describe, expect, it } from 'vitest'
import {
  certification,
  skillList,
  splitList,
  spokenLanguage,
  spokenLanguages,
} from './resume-lists.ts'

describe('splitList', () => {
  it('splits at commas, semicolons and dots outside brackets, and drops a joining "and"', () => {
    expect(splitList('SQL (MySQL, MongoDB), Git; Docker · AWS, and Terraform.')).toEqual([
      'SQL (MySQL, MongoDB)',
      'Git',
      'Docker',
      'AWS',
      'Terraform',
    ])
    expect(splitList('1С: Бухгалтерия 8.3, «Excel, Word», и Диадок')).toEqual([
      '1С: Бухгалтерия 8.3',
      '«Excel, Word»',
      'Диадок',
    ])
  })
})

describe('skillList', () => {
  it('takes a label of words, never a product name with its own colon', () => {
    expect(skillList('Cloud: AWS, GCP')).toEqual({ label: 'Cloud', skills: ['AWS', 'GCP'] })
    expect(skillList('1С: Бухгалтерия 8.3, Excel')).toEqual({
      label: null,
      skills: ['1С: Бухгалтерия 8.3', 'Excel'],
    })
  })
})

describe('spokenLanguage', () => {
  it('reads the name and the level as written, with the rank the analysis gives it', () => {
    expect(spokenLanguage('Spanish (native)')).toEqual({
      language: 'Spanish',
      code: 'es',
      level: 'native',
      rank: 6,
    })
    expect(spokenLanguage('English — C1')).toMatchObject({ language: 'English', level: 'C1' })
    expect(spokenLanguage('Inglés: avanzado')).toMatchObject({ code: 'en', level: 'avanzado' })
    expect(spokenLanguage('Английский — B2')).toMatchObject({ code: 'en', level: 'B2', rank: 4 })
    expect(spokenLanguage('fluent French')).toMatchObject({ language: 'French', level: 'fluent' })
    expect(spokenLanguage('English')).toMatchObject({ language: 'English', level: null })
  })

  it('takes an unknown language only with a level beside it', () => {
    expect(spokenLanguage('Yoruba (conversational)')).toEqual({
      language: 'Yoruba',
      code: null,
      level: 'conversational',
      rank: null,
    })
    expect(spokenLanguage('Kubernetes')).toBeNull()
  })

  it('asks as many known names as the place requires', () => {
    expect(spokenLanguages('React (hooks), Redux (toolkit)', 'all')).toBeNull()
    expect(spokenLanguages('TypeScript, Go', 'any')).toBeNull()
    expect(spokenLanguages('English, Spanish', 'all')?.map((l) => l.code)).toEqual(['en', 'es'])
    expect(spokenLanguages('Malayalam (native)', 'none')?.[0]?.language).toBe('Malayalam')
  })
})

describe('certification', () => {
  it('parts name, issuer and date', () => {
    expect(
      certification('Registered Nurse, State of Illinois, License #041-555123 (exp. 05/2028)'),
    ).toEqual({
      name: 'Registered Nurse, License #041-555123',
      issuer: 'State of Illinois',
      date: '05/2028',
    })
    expect(certification('Tableau Desktop Specialist — Tableau, 01/2025')).toEqual({
      name: 'Tableau Desktop Specialist',
      issuer: 'Tableau',
      date: '01/2025',
    })
    expect(certification('Certified Angular Developer')).toEqual({
      name: 'Certified Angular Developer',
      issuer: null,
      date: null,
    })
  })
})
