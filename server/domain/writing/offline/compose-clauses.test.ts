import { describe, expect, it } from 'vitest'
import { toClause } from './compose-clauses.ts'

describe('toClause', () => {
  it('keeps an English past-tense line as a predicate for either person', () => {
    const line = 'Led the turnaround of a $400M unit.'
    expect(toClause(line, 'en', 'third')).toEqual({
      kind: 'predicate',
      text: 'led the turnaround of a $400M unit',
    })
    expect(toClause('Grew revenue 3x', 'en', 'first')).toEqual({
      kind: 'predicate',
      text: 'grew revenue 3x',
    })
  })

  it('drops the English "I" and gives base verbs the third person', () => {
    expect(toClause('I built a team of 40.', 'en', 'third')).toEqual({
      kind: 'predicate',
      text: 'built a team of 40',
    })
    expect(toClause('I have led two IPOs', 'en', 'third').text).toBe('has led two IPOs')
    expect(toClause('Manage a budget of $2M', 'en', 'third').text).toBe('manages a budget of $2M')
    expect(toClause('Teach a graduate course', 'en', 'third').text).toBe(
      'teaches a graduate course',
    )
  })

  it('reads "Named to..." as a passive and a noun phrase as a phrase', () => {
    expect(toClause('Named to the Forbes list', 'en', 'third').text).toBe(
      'was named to the Forbes list',
    )
    expect(toClause('Top 40 under 40 list', 'en', 'third').kind).toBe('phrase')
    expect(toClause('AWS costs cut by half', 'en', 'third')).toEqual({
      kind: 'phrase',
      text: 'AWS costs cut by half',
    })
  })

  it('turns an English profile line into what the person has', () => {
    expect(
      toClause('Backend engineer with 6 years of experience building APIs', 'en', 'third'),
    ).toEqual({
      kind: 'predicate',
      text: 'has 6 years of experience as a backend engineer, building APIs',
    })
    expect(toClause('Data analyst with 4 years', 'en', 'first').text).toBe(
      'have 4 years of experience as a data analyst',
    )
  })

  it('states roles and remits as what the person has been, in each language', () => {
    expect(toClause('Board member of the Fund', 'en', 'third').text).toBe(
      'has served as a board member of the Fund',
    )
    expect(toClause('Mentor to women in tech', 'en', 'first').text).toBe(
      'have served as a mentor to women in tech',
    )
    expect(toClause('Responsible for a $30M budget', 'en', 'third').text).toBe(
      'has been responsible for a $30M budget',
    )
    expect(toClause('Responsable de un presupuesto', 'es', 'third').text).toBe(
      'ha sido responsable de un presupuesto',
    )
    expect(toClause('Член совета директоров', 'ru', 'third')).toEqual({
      kind: 'role',
      text: 'член совета директоров',
    })
  })

  it('retells first-person possessives in the third person, and quotes only what it cannot', () => {
    expect(toClause('Grew my team to 12', 'en', 'third')).toEqual({
      kind: 'predicate',
      text: 'grew the team to 12',
    })
    expect(toClause('Lideré mi primer equipo', 'es', 'third')).toEqual({
      kind: 'predicate',
      text: 'lideró su primer equipo',
    })
    expect(toClause('Запустил наш первый продукт', 'ru', 'third')).toEqual({
      kind: 'predicate',
      text: 'запустил свой первый продукт',
    })
    expect(toClause('Grew the team I inherited', 'en', 'third').kind).toBe('quote')
    expect(toClause('Руковожу отделом продаж', 'ru', 'third').kind).toBe('quote')
  })

  it('moves Spanish preterites between the first and the third person', () => {
    expect(toClause('Lideré la expansión.', 'es', 'third').text).toBe('lideró la expansión')
    expect(toClause('Dirigí un equipo', 'es', 'third').text).toBe('dirigió un equipo')
    expect(toClause('Construí la plataforma', 'es', 'third').text).toBe('construyó la plataforma')
    expect(toClause('Reduje costes', 'es', 'third').text).toBe('redujo costes')
    expect(toClause('Lideró la expansión', 'es', 'first').text).toBe('lideré la expansión')
    expect(toClause('Comité de dirección', 'es', 'third').kind).toBe('phrase')
  })

  it('keeps the gender of Russian past tenses and drops "я"', () => {
    expect(toClause('Спроектировала шлюз', 'ru', 'third').text).toBe('спроектировала шлюз')
    expect(toClause('Я сократил расходы', 'ru', 'third').text).toBe('сократил расходы')
    expect(toClause('Запуск продукта в 5 странах', 'ru', 'third')).toEqual({
      kind: 'phrase',
      text: 'запуск продукта в 5 странах',
    })
    expect(toClause('Материал для курса', 'ru', 'third').kind).toBe('phrase')
  })

  it('keeps the capital of a proper noun that opens a phrase', () => {
    const proper = new Set(['Яндекс'])
    expect(toClause('Яндекс: сервис рекомендаций', 'ru', 'third', proper).text).toBe(
      'Яндекс: сервис рекомендаций',
    )
  })
})

describe('toClause on a bio form’s present tense', () => {
  it('says a Spanish or Russian present third person after the name, not as a noun phrase', () => {
    expect(toClause('Lleva la contabilidad general de tres sociedades.', 'es', 'third')).toEqual({
      kind: 'predicate',
      text: 'lleva la contabilidad general de tres sociedades',
    })
    expect(toClause('Planifica 35 rutas diarias de reparto', 'es', 'third').kind).toBe('predicate')
    expect(toClause('Ведёт портфель из 35 ключевых клиентов', 'ru', 'third')).toEqual({
      kind: 'predicate',
      text: 'ведёт портфель из 35 ключевых клиентов',
    })
  })

  it('leaves nouns that look like verbs as phrases', () => {
    expect(toClause('Venta de 40 equipos al mes', 'es', 'third').kind).toBe('phrase')
    expect(toClause('Отчёт по продажам для 12 филиалов', 'ru', 'third').kind).toBe('phrase')
  })

  it('reads "Sat on the committee" as a past tense', () => {
    expect(toClause('Sat on the falls committee', 'en', 'third').kind).toBe('predicate')
  })
})
