import { describe, expect, it } from 'vitest'
import { normaliseTitle } from './job-titles.ts'
import { translateTitle } from './title-words-es-ru.ts'

const read = (title: string) => translateTitle(normaliseTitle(title))

describe('translateTitle', () => {
  it('puts the Spanish head noun last and its complements before it', () => {
    expect(read('Enfermera de quirófano')).toBe('operating room nurse')
    expect(read('Jefe de almacén')).toBe('warehouse manager')
    expect(read('Auxiliar administrativo')).toBe('administrative assistant')
    expect(read('Desarrollador/a Backend Java')).toBe('java backend developer')
  })

  it('reads the gender forms and the seniority words', () => {
    expect(read('Desarrollador/a Frontend Senior')).toBe('senior frontend developer')
    expect(read('Desarrolladora Frontend Júnior')).toBe('junior frontend developer')
    expect(read('Enfermero/enfermera de urgencias')).toBe('emergency nurse')
    expect(read('Contable sénior')).toBe('senior accountant')
  })

  it('reads Russian titles in their cases, adjectives and Latin words before the head', () => {
    expect(read('Ведущий frontend-разработчик')).toBe('lead frontend developer')
    expect(read('Главный бухгалтер')).toBe('chief accountant')
    expect(read('Старшая медицинская сестра')).toBe('senior nurse')
    expect(read('Менеджер по продажам')).toBe('sales manager')
    expect(read('Начальник склада')).toBe('warehouse manager')
    expect(read('Заведующий складом')).toBe('warehouse manager')
    expect(read('Кладовщица')).toBe('warehouse worker')
  })

  it('reads the phrases that name one job as that job', () => {
    expect(read('Jefe de cocina')).toBe('head chef')
    expect(read('Продавец-консультант')).toBe('salesperson')
    expect(read('Инженер-программист')).toBe('software engineer')
    expect(read('Программист 1С')).toBe('1c programmer')
    expect(read('Oficial de 1ª Electricista')).toBe('electrician')
  })

  it('gives no reading when a word is unknown or no occupation is named', () => {
    expect(read('Enfermera de quirófano cardiovascular')).toBeNull()
    expect(read('Бухгалтер по расчётам с контрагентами')).toBeNull()
    expect(read('Senior')).toBeNull()
    expect(read('Software Engineer')).toBeNull()
  })
})
