import { describe, expect, it } from 'vitest'
import { englishBases, EXAMPLE_VERBS, openerOf, startsWithActionVerb } from './action-verbs.ts'

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

  it('reads English verbs in the base form, past tense and third person', () => {
    for (const text of [
      'Meet deadlines for the month-end close',
      'Compute accruals each month',
      'Prepare monthly financial statements',
      'Create budget reports in Excel',
      'Prepared 1099 filings',
      'Updated the chart of accounts',
      'Maintained accounts receivable',
      'Reviewed journal entries',
      'Reconciles 40 accounts',
      'Identified $2M of savings',
      'Planned the audit',
      'Controlled inventory',
      'Met every deadline',
      'Sold $1.2M in new business',
      'Organised events for 300 guests',
      'Analysed variances',
      'Cared for 6 patients per shift',
      'Co-led the ERP rollout',
      'Successfully negotiated 12 contracts',
      'Answered 60 calls a day',
    ]) {
      expect(openerOf(text), text).toBe('action')
    }
  })

  it('reads English inflections back to their base', () => {
    expect(englishBases('prepared')).toContain('prepare')
    expect(englishBases('identified')).toContain('identify')
    expect(englishBases('planned')).toContain('plan')
    expect(englishBases('processes')).toContain('process')
    expect(englishBases('organised')).toContain('organize')
    expect(englishBases('led')).toContain('lead')
  })

  it('calls weak openers and -ing duties weak, not action verbs', () => {
    for (const text of [
      'Helped the internal audit team complete annual audits',
      'Assisted the controller',
      'Monitoring and recording activity for accounts payable',
      'Managing a team of 5',
      'Responsible for payroll',
      'Worked on the ERP migration',
      'Participated in the annual audit',
      'Duties included filing and billing',
      'Involved in budgeting',
      'Ayudé al equipo de auditoría',
      'Participé en el cierre contable',
      'Responsable de la facturación',
      'Encargada de las conciliaciones',
      'Помогал команде аудита',
      'Участвовал в закрытии месяца',
      'Отвечала за расчёт зарплаты',
      'Принимал участие в аудите',
    ]) {
      expect(openerOf(text), text).toBe('weak')
      expect(startsWithActionVerb(text), text).toBe(false)
    }
  })

  it('calls nouns and numbers neither', () => {
    for (const text of [
      'Accounts payable for 3 entities',
      'Engineering team of 12',
      'Marketing campaigns for retail',
      'Team player',
      '2020 award',
      'Разработка сервисов',
    ]) {
      expect(openerOf(text), text).toBe('other')
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

  it('knows Spanish presents and imperfects', () => {
    for (const text of [
      'Gestioné la tesorería',
      'Desarrollé un modelo',
      'Gestiono la tesorería',
      'Gestiona el cierre mensual',
      'Gestionaba proveedores',
      'Dirijo un equipo de 4',
      'Concilié 40 cuentas',
    ]) {
      expect(startsWithActionVerb(text), text).toBe(true)
    }
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
      'Подготовила отчётность по МСФО',
      'Составлял бюджет',
      'Руковожу отделом',
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
