import { describe, expect, it } from 'vitest'
import type { AtsCheck } from '../../../../src/contract/analysis.ts'
import { isQuantified, readabilityChecks } from './readability-checks.ts'
import { readResume } from './resume-facts.ts'
import { ENGLISH_RESUME, RUSSIAN_RESUME, SPANISH_RESUME, WEAK_RESUME } from './test-resumes.ts'

function checksOf(resume: string, language: 'en' | 'es' | 'ru' = 'en') {
  return Object.fromEntries(
    readabilityChecks(readResume(resume), language).map((check) => [check.id, check]),
  ) as Record<string, AtsCheck>
}

describe('readabilityChecks', () => {
  it('passes strong resumes in every language', () => {
    for (const [resume, language] of [
      [ENGLISH_RESUME, 'en'],
      [SPANISH_RESUME, 'es'],
      [RUSSIAN_RESUME, 'ru'],
    ] as const) {
      const checks = checksOf(resume, language)
      for (const id of ['reading_ease', 'bullet_length', 'action_verbs', 'quantified_results']) {
        expect(checks[id], `${language} ${id}`).toMatchObject({
          passed: true,
          aspect: 'readability',
        })
      }
    }
  })

  it('reports the reading-ease index as the value', () => {
    // One line: "The cat sat on the mat." → Flesch 116.145 → full points.
    const checks = checksOf('The cat sat on the mat.')
    expect(checks.reading_ease).toMatchObject({ value: 116.1, points: 30, weight: 30 })
    expect(checksOf('').reading_ease).toMatchObject({ value: null, points: 0, passed: false })
  })

  it('fails a reading ease below 30', () => {
    const hard =
      'Comprehensive organizational infrastructure modernization initiatives necessitating interdepartmental coordination and sophisticated architectural considerations.'
    expect(checksOf(hard).reading_ease?.passed).toBe(false)
  })

  it('measures bullets: length, action verbs and figures', () => {
    const resume = [
      '- Led a team of 6 engineers that rebuilt the settlement service in Go.',
      '- Built a fraud scoring API in Python that blocked chargebacks for merchants.',
      '- Responsible for the website.',
      '- Team player who enjoys working with others on many different projects in the company every day.',
    ].join('\n')
    const checks = checksOf(resume)
    // 8..30 words: lines 1, 2 and 4 → 75 %; full points at 80 % → 20 × 0.75 / 0.8 = 18.75
    expect(checks.bullet_length).toMatchObject({ value: 75, passed: true, points: 18.75 })
    // action verbs: Led, Built → 50 % → 25 × 0.5 / 0.8 = 15.63, below the 60 % pass mark
    expect(checks.action_verbs).toMatchObject({ value: 50, passed: false, points: 15.63 })
    // figures: "6" → 25 % → 25 × 0.25 / 0.5 = 12.5, below the 30 % pass mark
    expect(checks.quantified_results).toMatchObject({ value: 25, passed: false, points: 12.5 })
  })

  it('reads action verbs in Spanish and Russian bullets', () => {
    const es = checksOf('- Lideré un equipo\n- Diseñé la API\n- Responsable de ventas', 'es')
    expect(es.action_verbs?.value).toBe(66.7)
    const ru = checksOf('- Руководил командой\n- Внедрил CI/CD\n- Разработка API', 'ru')
    expect(ru.action_verbs?.value).toBe(66.7)
  })

  it('ignores skill lists and falls back to long lines without bullets', () => {
    const resume =
      'Skills\n- Go\n- SQL\nExperience\n- Led a team of 6 engineers across three countries.'
    expect(checksOf(resume).bullet_length?.value).toBe(100)
    expect(checksOf(WEAK_RESUME).action_verbs).toMatchObject({ value: 0, passed: false })
    expect(checksOf('Short\nlines').bullet_length).toMatchObject({ value: 0, points: 0 })
  })

  it('counts figures but not years as quantified results', () => {
    expect(isQuantified('Cut costs by 30%')).toBe(true)
    expect(isQuantified('Saved $2.4M')).toBe(true)
    expect(isQuantified('Сэкономил 500 000 ₽')).toBe(true)
    expect(isQuantified('Made builds 3x faster')).toBe(true)
    expect(isQuantified('Doubled conversion')).toBe(true)
    expect(isQuantified('Joined the team in 2019')).toBe(false)
    expect(isQuantified('Built APIs')).toBe(false)
  })

  it('counts a number on a wrapped line for its bullet, and the whole bullet for its length', () => {
    const resume = [
      'Experience',
      '• Reduced month-end close for the group by automating bank',
      'reconciliations in NetSuite, from 10 days to 6',
      '• Built a vendor scorecard that the procurement team uses',
      'to negotiate with 240 suppliers',
      '• Prepared the audit file for the external auditors',
    ].join('\n')
    const checks = checksOf(resume)
    expect(checks.quantified_results).toMatchObject({ value: 66.7, passed: true })
    // 18, 16 and 8 words: all within 8-30 once joined.
    expect(checks.bullet_length).toMatchObject({ value: 100, passed: true })
  })

  it('lets the second look overturn "no figures" when bullet blocks hold them', () => {
    // ☞ (U+261E) is no bullet marker for the first reading, so it sees three long lines without
    // figures; the second look reads three bullets, two of them with a figure.
    const resume = [
      '\u261e Reconciled the bank accounts of the whole group',
      'every month, for 3 entities',
      '\u261e Closed the books of the holding company',
      'in 5 days instead of eight',
      '\u261e Prepared the statutory accounts of the group',
    ].join('\n')
    const facts = readResume(resume)
    expect(facts.statements.some((line) => line.bullet)).toBe(false)
    expect(checksOf(resume).quantified_results).toMatchObject({ passed: true, points: 25 })
  })
})
