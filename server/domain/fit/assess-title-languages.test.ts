import { describe, expect, it } from 'vitest'
import { assessRequirements } from './assess-requirements.ts'
import { resumeFacts } from './resume-facts.ts'

/** One current role under this title, and the ad's title requirement against it. */
function titleStatus(asked: string, held: string) {
  const text = ['Alex Doe', '', 'Experience', `${held} — Northwind`, 'Mar 2021 – Present', '* Work']
    .concat('')
    .join('\n')
  const [result] = assessRequirements(
    [{ name: asked, kind: 'title', priority: 'nice', line: asked }],
    text,
    resumeFacts(text, '2026-11'),
    'en',
  )
  return { status: result?.status, basis: result?.basis }
}

describe('the job-title requirement across English, Spanish and Russian', () => {
  it('is met by the same job under a title in another language', () => {
    expect(titleStatus('Enfermera de quirófano', 'Registered Nurse').status).toBe('met')
    expect(titleStatus('Главный бухгалтер', 'Senior Accountant').status).toBe('met')
    expect(titleStatus('Software Engineer', 'Desarrolladora de software').status).toBe('met')
  })

  it('weighs a Spanish or Russian level as the English one: a junior title for a senior post', () => {
    expect(titleStatus('Contable sénior', 'Junior Accountant')).toEqual({
      status: 'partly',
      basis: 'junior_title',
    })
    expect(titleStatus('Senior Frontend Developer', 'Desarrolladora frontend júnior')).toEqual({
      status: 'partly',
      basis: 'junior_title',
    })
    expect(titleStatus('Главный бухгалтер', 'Junior Accountant').basis).toBe('junior_title')
    expect(titleStatus('Contable', 'Junior Accountant').status).toBe('met')
  })

  it('is missing for another job, whatever the language', () => {
    expect(titleStatus('Кладовщик', 'Registered Nurse').status).toBe('missing')
    expect(titleStatus('Jefe de almacén', 'Software Engineer').status).toBe('missing')
  })
})
