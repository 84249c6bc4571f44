import { describe, expect, it } from 'vitest'
import { russianGenderOf, russianOpener } from './russian-openers.ts'

describe('russianOpener', () => {
  it('turns a noun of action into the past tense in the writer’s gender', () => {
    expect(russianOpener('Подготовка контент-планов и отчётов для клиентов', 'feminine')).toBe(
      'Готовила контент-планы и отчёты для клиентов',
    )
    expect(russianOpener('Поддержка сайтов на WordPress', 'masculine')).toBe(
      'Поддерживал сайты на WordPress',
    )
    expect(russianOpener('Ведение рекламных кампаний в Яндекс.Директ', 'feminine')).toBe(
      'Вела рекламные кампании в Яндекс.Директ',
    )
  })

  it('changes the case of the object’s head only, not of what depends on it', () => {
    expect(russianOpener('Разработка библиотеки UI-компонентов со Storybook', 'masculine')).toBe(
      'Разработал библиотеку UI-компонентов со Storybook',
    )
  })

  it('keeps an object the verb takes as it is', () => {
    expect(russianOpener('Участие в разработке личного кабинета', 'feminine')).toBe(
      'Участвовала в разработке личного кабинета',
    )
  })

  it('leaves a line whose object’s case it cannot read, and people', () => {
    expect(russianOpener('Ведение сделок в amoCRM', 'masculine')).toBeNull()
    expect(russianOpener('Обработка клиентов и заявок', 'masculine')).toBeNull()
    expect(russianOpener('Холодные звонки и выезды к клиентам', 'masculine')).toBeNull()
  })
})

describe('russianGenderOf', () => {
  it('reads the gender from the past-tense openings, and none when they disagree', () => {
    expect(russianGenderOf(['Снизила стоимость заявки', 'Ведение кампаний'])).toBe('feminine')
    expect(russianGenderOf(['Участвовал в тендерах', 'Вёл сделки'])).toBe('masculine')
    expect(russianGenderOf(['Снизила расходы', 'Участвовал в запуске'])).toBeNull()
    expect(russianGenderOf(['Ведение кампаний'])).toBeNull()
  })
})
