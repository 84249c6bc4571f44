import { describe, expect, it } from 'vitest'
import { askForNumber } from './ask-number.ts'

describe('askForNumber', () => {
  it('asks how many before a plural object it can see', () => {
    expect(askForNumber('Reconciled bank accounts monthly', 'en')).toBe(
      'Reconciled [how many?] bank accounts monthly',
    )
  })

  it('asks by how much for work that moved a figure', () => {
    expect(askForNumber('Reduced month-end close time', 'en')).toBe(
      'Reduced month-end close time by [how much?]',
    )
    expect(askForNumber('Reduje el tiempo de cierre', 'es')).toBe(
      'Reduje el tiempo de cierre en [¿cuánto?]',
    )
    expect(askForNumber('Сократил сроки закрытия месяца', 'ru')).toBe(
      'Сократил сроки закрытия месяца на [сколько?]',
    )
  })

  it('asks "how many" only where there is something to count', () => {
    expect(askForNumber('Managed the accounts payable ledger', 'en')).toBeNull()
    expect(askForNumber('Atendí clientes de toda la región', 'es')).toBe(
      'Atendí [¿cuántos?] clientes de toda la región',
    )
    expect(askForNumber('Обучил новых сотрудников', 'ru')).toBeNull()
  })

  it('never asks where a number is written, nor on work that is not measured', () => {
    expect(askForNumber('Reconciled 14 bank accounts', 'en')).toBeNull()
    expect(askForNumber('Reduced close time by three days', 'en')).toBeNull()
    expect(askForNumber('Designed the onboarding checklist', 'en')).toBeNull()
  })
})
