import { describe, expect, it } from 'vitest'
import { EXAMPLE_VERBS, startsWithActionVerb } from './action-verbs.ts'

describe('startsWithActionVerb', () => {
  it('knows English action verbs in past and present form', () => {
    for (const text of [
      'Led a team of 8',
      'Built the billing service',
      'Designed APIs',
      'Spearheaded the migration',
      'Leads the platform team',
      'Optimizes queries',
      'Manage budgets',
    ]) {
      expect(startsWithActionVerb(text), text).toBe(true)
    }
    for (const text of [
      'Responsible for APIs',
      'Team player',
      'The billing service',
      '2020 award',
    ]) {
      expect(startsWithActionVerb(text), text).toBe(false)
    }
  })

  it('knows Spanish preterites, with or without accents', () => {
    for (const text of [
      'Lideré un equipo de 5',
      'Desarrollé una API',
      'Diseñé la arquitectura',
      'Optimicé consultas SQL',
      'Publiqué artículos',
      'Reduje costes un 20 %',
      'Lidere la migración',
      'Implementó CI/CD',
    ]) {
      expect(startsWithActionVerb(text), text).toBe(true)
    }
    expect(startsWithActionVerb('Responsable de la facturación')).toBe(false)
  })

  it('knows Russian verbs in every gender and number', () => {
    for (const text of [
      'Руководил командой из 5 человек',
      'Разработал сервис платежей',
      'Внедрила CI/CD',
      'Разработали API',
      'Вёл проекты',
      'Достигла роста на 20%',
      'Добилась снижения затрат',
    ]) {
      expect(startsWithActionVerb(text), text).toBe(true)
    }
    for (const text of ['Разработка сервисов', 'Ответственный за API', 'Опыт работы']) {
      expect(startsWithActionVerb(text), text).toBe(false)
    }
  })

  it('offers examples in every language', () => {
    for (const verbs of Object.values(EXAMPLE_VERBS)) {
      for (const verb of verbs) expect(startsWithActionVerb(`${verb} something`)).toBe(true)
    }
  })
})
