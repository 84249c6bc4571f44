import { describe, expect, it } from 'vitest'
import { openingWords, opensWithWeakPhrase } from './weak-openers.ts'

describe('weak openers', () => {
  it('reads weak phrases in English, Spanish and Russian, in any case and accent', () => {
    for (const text of [
      'Helped the team',
      'HELPED the team',
      'Responsible for billing',
      'Was responsible for billing',
      'Worked on month-end close',
      'Participated in audits',
      'Duties included: filing',
      'Involved in budgeting',
      'Tasked with reporting',
      'In charge of payroll',
      'Ayude al equipo',
      'A cargo de la tesorería',
      'Formé parte del equipo',
      'Участие в аудите',
      'Занималась отчётностью',
      'Был вовлечён в проект',
    ]) {
      expect(opensWithWeakPhrase(text), text).toBe(true)
    }
  })

  it('needs the whole phrase at the start', () => {
    for (const text of [
      'Led the team that helped 40 clients',
      'Responsibly sourced materials',
      'Worked',
      'In 2020 launched the product',
      'Charge of the light brigade',
      '',
    ]) {
      expect(opensWithWeakPhrase(text), text).toBe(false)
    }
  })

  it('reads the first words only when the text starts with them', () => {
    expect(openingWords('Responsible for the whole thing')).toEqual(['responsible', 'for', 'the'])
    expect(openingWords('2019: helped')).toEqual([])
  })
})
