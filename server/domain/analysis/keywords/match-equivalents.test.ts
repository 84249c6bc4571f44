import { describe, expect, it } from 'vitest'
import type { AnalysisLanguage, KeywordMatch } from '../../../../src/contract/analysis.ts'
import { extractJobKeywords, type JobKeyword } from './extract-job-keywords.ts'
import { matchKeywords } from './match-keywords.ts'

/** A job keyword as extraction gives it, for tests about matching alone. */
const kw = (keyword: string, category: JobKeyword['category'] = 'technical'): JobKeyword => ({
  keyword,
  category,
  importance_score: 0.8,
  offsets: [],
  source: 'lexicon',
})

/** Extracts the ad's keywords in its language and matches them against the resume in its own. */
function analyse(
  ad: string,
  adLanguage: AnalysisLanguage,
  resume: string,
  resumeLanguage: AnalysisLanguage,
): KeywordMatch[] {
  return matchKeywords(resume, extractJobKeywords(ad, adLanguage), resumeLanguage)
}

const find = (list: KeywordMatch[], name: string): KeywordMatch | undefined =>
  list.find((m) => m.keyword === name)

const ENGLISH_RESUME = `Ana Pérez
Product Engineer

- Drove collaboration between design, data and support teams
- Known as a team player who pairs with new hires
- Project management of three releases a year
- Shipped AI-powered features for search and recommendations`

describe('equivalents across languages', () => {
  it('meets a Spanish ad asking for colaboración and trabajo en equipo with an English resume', () => {
    const ad = `Desarrollador de producto

Requisitos:
- Colaboración con los equipos de diseño y datos
- Trabajo en equipo y comunicación`
    const matches = analyse(ad, 'es', ENGLISH_RESUME, 'en')
    // The keyword keeps the ad's language; the evidence is the resume's English line.
    expect(find(matches, 'colaboración')).toMatchObject({
      found_in_resume: true,
      support: 'proven',
      evidence: {
        text: '- Drove collaboration between design, data and support teams',
        line: 3,
        matched: 'collaboration',
      },
    })
    expect(find(matches, 'trabajo en equipo')).toMatchObject({
      found_in_resume: true,
      support: 'proven',
      evidence: { line: 4, matched: 'team player' },
    })
  })

  it('meets a Russian ad asking for управление проектами with an English resume', () => {
    const ad = `Руководитель разработки

Требования:
- Опыт управления проектами от 3 лет`
    const match = find(analyse(ad, 'ru', ENGLISH_RESUME, 'en'), 'управление проектами')
    expect(match).toMatchObject({
      found_in_resume: true,
      support: 'proven',
      evidence: { line: 5, matched: 'Project management' },
    })
  })

  it('meets an English ad with a Spanish or a Russian resume, the evidence in the resume language', () => {
    const ad = [kw('customer service', 'soft'), kw('negotiation', 'soft')]
    const spanish = matchKeywords(
      'Experiencia\n- Atención al cliente en tienda\n- Negociación con proveedores',
      ad,
      'es',
    )
    expect(find(spanish, 'customer service')?.evidence?.matched).toBe('Atención al cliente')
    expect(find(spanish, 'negotiation')?.evidence?.matched).toBe('Negociación')
    const russian = matchKeywords('Опыт\n- Обслуживание клиентов и ведение переговоров', ad, 'ru')
    expect(find(russian, 'customer service')?.evidence?.matched).toBe('Обслуживание клиентов')
    expect(find(russian, 'negotiation')?.evidence?.matched).toBe('ведение переговоров')
  })

  it('shows a Spanish ad keyword missing from the resume in Spanish', () => {
    const ad = 'Requisitos:\n- Gestión de proyectos y metodologías ágiles'
    const matches = analyse(ad, 'es', 'Skills: Python, SQL', 'en')
    expect(matches.map((m) => m.keyword)).toEqual(
      expect.arrayContaining(['gestión de proyectos', 'metodologías ágiles']),
    )
    expect(find(matches, 'gestión de proyectos')?.support).toBe('none')
  })
})

describe('abbreviations and forms of one skill', () => {
  it('proves artificial intelligence with "AI-powered features"', () => {
    const matches = matchKeywords(ENGLISH_RESUME, [kw('artificial intelligence')], 'en')
    expect(find(matches, 'artificial intelligence')).toMatchObject({
      support: 'proven',
      evidence: { line: 6, matched: 'AI-powered' },
    })
  })

  it('proves teamwork with "team player"', () => {
    const matches = matchKeywords(ENGLISH_RESUME, [kw('teamwork', 'soft')], 'en')
    expect(find(matches, 'teamwork')?.evidence?.matched).toBe('team player')
  })

  it('reads AP/AR as accounts payable and accounts receivable, and FP&A as its expansion', () => {
    const ad = [kw('accounts payable'), kw('accounts receivable'), kw('FP&A')]
    const matches = matchKeywords('Senior accountant: AP/AR, month-end close, FP&A', ad, 'en')
    expect(find(matches, 'accounts payable')?.evidence?.matched).toBe('AP/AR')
    expect(find(matches, 'accounts receivable')?.evidence?.matched).toBe('AP/AR')
    expect(find(matches, 'FP&A')?.evidence?.matched).toBe('FP&A')
  })

  it('proves a registered nurse licence with RN, and continuous integration with CI/CD', () => {
    const matches = matchKeywords(
      'Registered Nurse, BLS. Built CI/CD pipelines for the ward app.',
      [kw('RN', 'certifications'), kw('CI/CD')],
      'en',
    )
    expect(find(matches, 'RN')?.evidence?.matched).toBe('Registered Nurse')
    expect(find(matches, 'CI/CD')?.evidence?.matched).toBe('CI/CD')
  })
})

describe('what a reader would reject', () => {
  it('does not prove Java with JavaScript', () => {
    const matches = matchKeywords('Built apps in JavaScript.', [kw('Java')], 'en')
    expect(find(matches, 'Java')?.support).not.toBe('proven')
  })

  it('does not prove accounting with "key accounts", nor budgeting with a budget', () => {
    const matches = matchKeywords(
      'Managed key accounts in the region.\nCut the training budget by 10%.',
      [kw('accounting'), kw('budgeting')],
      'en',
    )
    expect(find(matches, 'accounting')?.found_in_resume).toBe(false)
    expect(find(matches, 'budgeting')?.found_in_resume).toBe(false)
  })

  it('does not read "key accounts" or a "training budget" in an ad as accounting or budgeting', () => {
    const keywords = extractJobKeywords(
      'Requirements:\n- Grow key accounts\n- Own the training budget',
      'en',
    ).map((k) => k.keyword)
    expect(keywords).not.toContain('accounting')
    expect(keywords).not.toContain('budgeting')
  })

  it('does not let an abbreviation inside a word count ("AI" is not "aim" or "Ai")', () => {
    const matches = matchKeywords(
      'Aim high. Ai Weiwei exhibit volunteer.',
      [kw('artificial intelligence')],
      'en',
    )
    expect(find(matches, 'artificial intelligence')?.found_in_resume).toBe(false)
  })
})
