import { describe, expect, it } from 'vitest'
import { infinitiveRu, paraphrase, quotes, runIndex } from './compose-paraphrase.ts'
import { longestSharedRun } from './compose-test-fixtures.ts'

describe('paraphrase', () => {
  it('retells an English line: another verb, "our", the result as a verb of its own', () => {
    const told = paraphrase(
      'led the migration of the billing service to event sourcing, cutting reconciliation errors by 92%',
      'en',
      'first',
    )
    expect(told.predicate).toBe(
      'headed the migration of our billing service to event sourcing and cut reconciliation errors by 92%',
    )
    expect(told.action).toBe('headed the migration of our billing service to event sourcing')
    expect(told.outcome).toBe('reconciliation errors fell by 92%')
  })

  it('says figures the way a person does and keeps every number', () => {
    expect(paraphrase('reduced month-end close from 10 to 6 days', 'en', 'first').predicate).toBe(
      'cut month-end close from 10 days to 6',
    )
    expect(paraphrase('designed an API handling 4M requests/day', 'en', 'first').predicate).toBe(
      'designed an API that handled 4M requests a day',
    )
    expect(paraphrase('built a team of 40 people', 'en', 'third').predicate).toBe(
      'built a team of 40',
    )
  })

  it('leaves "the" alone in the third person and before a word "our" would make odd', () => {
    expect(paraphrase('grew the number of clients', 'en', 'first').predicate).toBe(
      'grew the number of clients',
    )
    expect(paraphrase('led the migration of the billing service', 'en', 'third').predicate).toBe(
      'headed the migration of the billing service',
    )
  })

  it('retells a Spanish line in either person', () => {
    const first = paraphrase(
      'rediseñé el proceso de pago, aumentando la conversión un 18 %',
      'es',
      'first',
    )
    expect(first.predicate).toBe(
      'rediseñé nuestro proceso de pago, lo que aumentó la conversión un 18 %',
    )
    expect(first.outcome).toBe('la conversión subió un 18 %')
    expect(paraphrase('redujo los costes logísticos un 22 %', 'es', 'third').predicate).toBe(
      'recortó los costes logísticos un 22 %',
    )
    expect(
      paraphrase('dirigí 40 entrevistas con conductores y pasajeros', 'es', 'first').predicate,
    ).toBe('dirigí 40 entrevistas con conductores y con pasajeros')
  })

  it('gives Russian lines a gender-free infinitive and participles as clauses', () => {
    const told = paraphrase(
      'спроектировал платёжный шлюз, обрабатывающий 3 млн транзакций в сутки',
      'ru',
      'first',
    )
    expect(told.predicate).toBe(
      'спроектировал платёжный шлюз, который обрабатывает 3 млн транзакций в сутки',
    )
    expect(told.infinitive).toBe(
      'спроектировать платёжный шлюз, который обрабатывает 3 млн транзакций в сутки',
    )
    expect(paraphrase('сократила время сборки с 40 до 12 минут', 'ru', 'first').infinitive).toBe(
      'снизить время сборки с 40 минут до 12',
    )
    const duty = paraphrase('руководил отделом из 12 человек', 'ru', 'first')
    expect(duty.infinitive).toBe('руководить отделом из 12 человек')
    expect(duty.ongoing).toBe(true)
    expect(paraphrase('внедрил CRM, сократив время ответа на 30 %', 'ru', 'first').predicate).toBe(
      'внедрил CRM, что позволило сократить время ответа на 30 %',
    )
  })

  it('forms Russian infinitives from past tenses of either gender', () => {
    expect(infinitiveRu('Сократил')).toBe('сократить')
    expect(infinitiveRu('запустила')).toBe('запустить')
    expect(infinitiveRu('разработали')).toBe('разработать')
    expect(infinitiveRu('добился')).toBe('добиться')
    expect(infinitiveRu('провела')).toBe('провести')
    expect(infinitiveRu('шлюз')).toBeNull()
  })
})

describe('quotes', () => {
  it('finds a run of eight words of the sources, case and punctuation aside', () => {
    const index = runIndex(['- Led the migration of the billing service to event sourcing.'])
    expect(quotes('I led the migration of the billing service to it', index)).toBe(true)
    expect(quotes('I headed the migration of our billing service', index)).toBe(false)
    // The test fixtures' own measure agrees.
    expect(
      longestSharedRun('I headed the migration of our billing service to event sourcing', [
        'Led the migration of the billing service to event sourcing.',
      ]),
    ).toBe(5)
  })
})

describe('paraphrase keeps phrases whole', () => {
  it('moves only a unit in "from … to …", never a preposition', () => {
    expect(
      paraphrase('raised proficiency from 48% to 61% in two years', 'en', 'third').predicate,
    ).toBe('raised proficiency from 48% to 61% in two years')
    expect(paraphrase('cut time-to-fill from 38 to 24 days', 'en', 'third').predicate).toBe(
      'brought down time-to-fill from 38 days to 24',
    )
  })

  it('does not move a Russian figure across a second verb', () => {
    const line = 'перевёл сборку с Webpack на Vite и сократил её с 90 до 12 секунд'
    const told = paraphrase(line, 'ru', 'third', runIndex([line]), line, false)
    expect(told.predicate).toMatch(/сократил её с 90 секунд до 12$/)
  })

  it('drops a clause in -ing, not an adjective in -ing', () => {
    const line = 'automated recurring reports, cutting manual effort by 12 hours a week'
    const told = paraphrase(line, 'en', 'third', runIndex([line]), line, false)
    expect(told.predicate).toContain('recurring reports')
  })
})
