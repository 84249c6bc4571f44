import { describe, expect, it } from 'vitest'
import { FIT_SET_TODAY, loadFitResumes } from '../../test/fixtures/fit/load-fit-set.ts'
import { resumeFacts, skillMonths } from './resume-facts.ts'
import { namesCredential } from './stated-credentials.ts'
import { fold } from '../analysis/fold.ts'
import { parseSpokenLanguageKeyword } from '../analysis/keywords/spoken-languages.ts'

const RESUME = `Rachel Okoye, CPA

Experience
Harbor Financial, Portland, OR, Staff Accountant
Oct. 2021 – Current
- Month-end close and balance sheet reconciliations

Columbia Tax & Advisory, Portland, OR, Tax Associate
May 2019 – Sep. 2021
- Prepared individual tax returns

Education
BBA, Accounting — Portland State University, 2019`

describe('resumeFacts', () => {
  const facts = resumeFacts(RESUME, '2026-11')

  it('counts the months of the roles, present as today, both ends included', () => {
    expect(facts.total_months).toBe(91)
    expect(facts.roles.map((r) => r.until)).toEqual(['2026-11', '2021-09'])
    expect(facts.recent_title).toBe('Staff Accountant')
  })

  it('reads the highest degree under the education heading, with its line', () => {
    expect(facts.highest_degree).toEqual({ level: 'bachelor', line: 12 })
  })

  it('gives a skill the months of the roles whose lines show it', () => {
    const months = skillMonths(RESUME, facts, ['reconciliations', 'tax returns', 'payroll'], 'en')
    expect(months.get('reconciliations')).toEqual({ months: 62, roles: [0] })
    expect(months.get('tax returns')).toEqual({ months: 29, roles: [1] })
    expect(months.get('payroll')).toEqual({ months: 0, roles: [] })
  })
})

describe('certifications and languages', () => {
  const text = [
    'Lucía Martín',
    'lucia@example.com',
    'NC Journeyman Electrician License #J-55821 · OSHA 30',
    '',
    'Summary',
    'Licensed nurse with six years in emergency care.',
    '',
    'Certifications',
    'Certified Public Accountant (CPA), Oregon, 2021',
    '',
    'Skills',
    '- Excel, SQL',
    '- Idiomas: español (nativo), inglés (C1)',
  ].join('\n')
  const facts = resumeFacts(text, '2026-11')

  it('lists the certifications of the lists and of the lines under the name, each with its line', () => {
    expect(facts.certifications).toEqual([
      { name: 'NC Journeyman Electrician License #J-55821', issuer: null, date: null, line: 2 },
      { name: 'OSHA 30', issuer: null, date: null, line: 2 },
      { name: 'Certified Public Accountant (CPA)', issuer: 'Oregon', date: '2021', line: 8 },
    ])
  })

  it('lists spoken languages with the level as written and its rank', () => {
    expect(facts.languages).toEqual([
      { language: 'español', code: 'es', level: 'nativo', rank: 6, line: 12 },
      { language: 'inglés', code: 'en', level: 'C1', rank: 5, line: 12 },
    ])
  })

  it('finds the certifications and the stated languages of the fit set', () => {
    const missed: string[] = []
    let gold = 0
    for (const resume of loadFitResumes()) {
      const found = resumeFacts(resume.text, FIT_SET_TODAY)
      for (const name of resume.facts.certifications) {
        gold += 1
        const hit = found.certifications.some((c) =>
          namesCredential(name, `${c.name} ${c.issuer ?? ''}`),
        )
        if (!hit) missed.push(`${resume.id}: ${name}`)
      }
      // The gold also lists languages the text never names (English of an English resume);
      // where the resume has a language list, it must give exactly the gold's languages.
      const same = (gold: string, l: { language: string; code: string | null }): boolean =>
        l.code !== null
          ? parseSpokenLanguageKeyword(gold)?.language === l.code
          : fold(l.language).startsWith(fold(gold).slice(0, 5))
      for (const l of found.languages) {
        expect(
          resume.facts.languages.some((g) => same(g.language, l)),
          `${resume.id}: ${l.language}`,
        ).toBe(true)
      }
      if (/^(?:languages|idiomas|языки)\b/imu.test(resume.text)) {
        expect(found.languages.length, resume.id).toBe(resume.facts.languages.length)
      }
    }
    // Two of the 22: a course under Formación ("Soporte Vital Avanzado") and "Colegiación",
    // which the resume writes "Colegiada n.º 03-12345" (found, but under another word).
    expect(gold).toBe(22)
    expect(missed.length / gold, missed.join('\n')).toBeLessThanOrEqual(2 / 22)
  })
})
