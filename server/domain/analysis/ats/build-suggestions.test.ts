import { describe, expect, it } from 'vitest'
import type { AnalysisLanguage, KeywordMatch } from '../../../../src/contract/analysis.ts'
import type { LayoutSignals } from '../../../../src/contract/documents.ts'
import { buildSuggestions, MAX_SUGGESTIONS } from './build-suggestions.ts'
import { scoreAts, type AtsInput } from './score-ats.ts'
import { SUGGESTION_TEXT } from './suggestion-text.ts'
import {
  ENGLISH_RESUME,
  RUSSIAN_RESUME,
  SPANISH_RESUME,
  WEAK_RESUME,
  WORKED_EXAMPLE,
} from './test-resumes.ts'

// Nomad is in none of the test resumes, so the second look leaves its suggestion alone.
const NOMAD: KeywordMatch = {
  keyword: 'Nomad',
  category: 'tools',
  found_in_resume: false,
  importance_score: 0.9,
  support: 'related',
  evidence: { text: 'Deployed services with Docker Swarm', line: 9, matched: 'Docker Swarm' },
}
const RUST: KeywordMatch = {
  keyword: 'Rust',
  category: 'technical',
  found_in_resume: false,
  importance_score: 0.5,
  support: 'none',
  evidence: null,
}
const CKA: KeywordMatch = {
  keyword: 'CKA',
  category: 'certifications',
  found_in_resume: false,
  importance_score: 0.3,
  support: 'none',
}
const GO: KeywordMatch = {
  keyword: 'Go',
  category: 'technical',
  found_in_resume: true,
  importance_score: 0.9,
  support: 'proven',
}

function suggest(input: AtsInput): string[] {
  return buildSuggestions({ ...input, ats: scoreAts(input) })
}

describe('buildSuggestions', () => {
  it('names a related keyword, why it matters and the line to add it to', () => {
    const [first] = suggest({ resume: ENGLISH_RESUME, language: 'en', matches: [GO, NOMAD] })
    expect(first).toBe(
      '"Nomad" is a required tool for this job. Your line "Deployed services with Docker Swarm" shows related work; mention Nomad there if you used it.',
    )
  })

  it('tells to add an unsupported keyword only if true, or to learn it', () => {
    const suggestions = suggest({
      resume: ENGLISH_RESUME,
      language: 'en',
      matches: [GO, RUST, CKA],
    })
    expect(suggestions[0]).toContain('"Rust" is a high-priority technical skill')
    expect(suggestions[0]).toContain('only if it is true')
    expect(suggestions[0]).toContain('a project or a course')
    expect(suggestions.find((text) => text.includes('CKA'))).toContain('Certifications section')
  })

  it('writes Spanish and Russian suggestions naming the keyword', () => {
    const es = suggest({ resume: SPANISH_RESUME, language: 'es', matches: [GO, NOMAD, RUST] })
    expect(es[0]).toBe(
      '«Nomad» (herramienta) es un requisito del puesto. Tu línea «Deployed services with Docker Swarm» muestra experiencia relacionada; menciona Nomad ahí si realmente tienes esa experiencia.',
    )
    expect(es.some((text) => text.includes('«Rust»') && text.includes('solo si es cierto'))).toBe(
      true,
    )
    const ru = suggest({ resume: RUSSIAN_RESUME, language: 'ru', matches: [GO, NOMAD, CKA] })
    expect(ru[0]).toContain('«Nomad» (инструмент) — обязательное требование вакансии')
    expect(ru.some((text) => text.includes('«CKA»') && text.includes('«Сертификаты»'))).toBe(true)
  })

  it('orders by impact and keeps at most eight', () => {
    const matches = Array.from({ length: 12 }, (_, i): KeywordMatch => ({
      keyword: `Skill${i}`,
      category: 'technical',
      found_in_resume: false,
      importance_score: i / 12,
      support: 'related',
    }))
    const suggestions = suggest({ resume: WEAK_RESUME, language: 'en', matches })
    expect(suggestions).toHaveLength(MAX_SUGGESTIONS)
    expect(suggestions[0]).toContain('Skill11')
    // Keywords are capped at five, so formatting fixes still appear.
    expect(suggestions.filter((text) => /Skill\d/.test(text))).toHaveLength(5)
    expect(suggestions.some((text) => text.includes('section headings'))).toBe(true)
  })

  it('gives a concrete fix for each failed check', () => {
    const suggestions = suggest({ resume: WEAK_RESUME, language: 'en', matches: [] })
    expect(suggestions).toContain(
      'Add clear section headings for Experience, Education and Skills; ATS parsers use headings to sort your resume into fields.',
    )
    expect(
      suggestions.some((text) => text.startsWith('Add an email address and a phone number')),
    ).toBe(true)
    expect(
      suggestions.some((text) => text.includes('action verb such as Led, Built or Designed')),
    ).toBe(true)
    expect(suggestions.some((text) => text.startsWith('Quantify results'))).toBe(true)
  })

  it('orders the worked example as docs/analysis-formulas.md says', () => {
    const suggestions = suggest({
      resume: WORKED_EXAMPLE,
      language: 'en',
      matches: [GO, { ...RUST, keyword: 'Kubernetes', category: 'tools', importance_score: 0.8 }],
    })
    expect(suggestions).toEqual([
      '"Kubernetes" is a required tool for this job, and your resume does not show it yet. Add it only if it is true; otherwise consider building it through a project or a course.',
      SUGGESTION_TEXT.en.lengthShort(42),
      SUGGESTION_TEXT.en.sections(['summary', 'extras']),
      SUGGESTION_TEXT.en.moreBullets,
      SUGGESTION_TEXT.en.bulletLength('50%'),
      SUGGESTION_TEXT.en.linkedin,
    ])
  })

  it('suggests layout fixes only for an uploaded file', () => {
    const layout: LayoutSignals = {
      kind: 'pdf',
      page_count: 1,
      word_count: 400,
      columns: 2,
      tables: 0,
      text_boxes: 0,
      images_without_text: 0,
      contact_only_in_header_footer: true,
    }
    const input: AtsInput = { resume: ENGLISH_RESUME, language: 'en', matches: [GO], layout }
    const suggestions = suggest(input)
    expect(suggestions).toContain(SUGGESTION_TEXT.en.singleColumn)
    expect(suggestions).toContain(SUGGESTION_TEXT.en.contactInBody)
    const pasted = suggest({ ...input, layout: undefined })
    expect(pasted).not.toContain(SUGGESTION_TEXT.en.singleColumn)
  })

  it('congratulates when nothing is left to improve, in each language', () => {
    for (const language of ['en', 'es', 'ru'] as AnalysisLanguage[]) {
      expect(suggest({ resume: ENGLISH_RESUME, language: 'en', matches: [GO] })).toEqual([
        SUGGESTION_TEXT.en.allGood,
      ])
      const input: AtsInput = { resume: ENGLISH_RESUME, language, matches: [GO] }
      const ats = { ...scoreAts(input), checks: [] }
      expect(buildSuggestions({ ...input, ats })).toEqual([SUGGESTION_TEXT[language].allGood])
    }
  })

  it('suggests the missing pieces in Spanish and Russian resumes', () => {
    const es = suggest({ resume: SPANISH_RESUME, language: 'es', matches: [GO] })
    expect(es).toContain(
      'Tu currículum tiene 160 palabras; amplíalo hasta 400–1200 palabras con logros concretos de cada puesto.',
    )
    const ru = suggest({ resume: 'Иван\nРазработка сервисов', language: 'ru', matches: [] })
    expect(
      ru.some((text) => text.startsWith('Укажите адрес электронной почты и номер телефона')),
    ).toBe(true)
    expect(ru.some((text) => text.startsWith('Добавьте понятные заголовки разделов'))).toBe(true)
  })

  it('warns about keyword stuffing', () => {
    const stuffed = `${'Go Kafka '.repeat(30)}\nExperience`
    const matches: KeywordMatch[] = [
      GO,
      { ...GO, keyword: 'Kafka', category: 'tools', importance_score: 0.5 },
    ]
    const suggestions = suggest({ resume: stuffed, language: 'en', matches })
    expect(suggestions.some((text) => text.startsWith('Keywords make up'))).toBe(true)
  })

  it('quotes weak openers and says what to do instead, in every language', () => {
    const resume = [
      'Experience',
      '- Monitoring and recording activity for accounts payable and accounts receivable',
      '- Helped the internal audit team complete annual audits',
      '- Maintained accounts receivable and accounts payable',
      '- Prepare monthly financial statements for the CFO',
      '- Reviewed journal entries',
    ].join('\n')
    const en = suggest({ resume, language: 'en', matches: [] })
    expect(en).toContain(
      SUGGESTION_TEXT.en.weakOpeners([
        'Monitoring and recording activity for accounts payable and…',
        'Helped the internal audit team complete annual audits',
      ]),
    )
    // Every other bullet opens with an action verb: no generic action-verb advice.
    expect(en.some((text) => text.startsWith('Start each bullet'))).toBe(false)
    const es = suggest({
      resume: 'Experiencia\n- Ayudé al equipo de auditoría\n- Concilié 40 cuentas cada mes',
      language: 'es',
      matches: [],
    })
    expect(es).toContain(SUGGESTION_TEXT.es.weakOpeners(['Ayudé al equipo de auditoría']))
    const ru = suggest({
      resume: 'Опыт работы\n- Участвовал в аудите\n- Подготовил отчётность по МСФО',
      language: 'ru',
      matches: [],
    })
    expect(ru).toContain(SUGGESTION_TEXT.ru.weakOpeners(['Участвовал в аудите']))
  })

  it('counts the bullets that open with an action verb and quotes one that does not', () => {
    const resume = [
      'Experience',
      '- Accounts payable for three entities',
      '- General ledger upkeep',
      '- Reconciled 40 accounts every month',
    ].join('\n')
    const suggestions = suggest({ resume, language: 'en', matches: [] })
    expect(suggestions).toContain(
      SUGGESTION_TEXT.en.actionVerbs(1, 3, 'Accounts payable for three entities'),
    )
    expect(SUGGESTION_TEXT.en.actionVerbs(1, 3, 'X')).toContain('now 1 of 3 bullets does;')
  })

  it('does not call a keyword missing when one resume line holds all its words', () => {
    const resume = `${WORKED_EXAMPLE}\n- Helped the internal audit team complete annual audits`
    const missing = (keyword: string): KeywordMatch => ({ ...RUST, keyword })
    const suggestions = suggest({
      resume,
      language: 'en',
      matches: [GO, missing('internal audit'), missing('SOX')],
    })
    expect(suggestions.some((text) => text.includes('"internal audit"'))).toBe(false)
    expect(suggestions.some((text) => text.includes('"SOX"'))).toBe(true)
  })

  it('never asks for what the resume has, in the forms the first reading misses', () => {
    const resume = [
      'Ana Ruiz',
      'ana@mail.com',
      // Seven digits without a label: too short for findContact, seen by the second look.
      '555 12 34',
      'Experience',
      'Accountant, Acme 2019 2021',
      '\u261e Reconciled accounts for',
      '  three entities and 240 vendors',
      '\u261e Closed the books',
      '\u261e Prepared statements',
      '\u261e Filed taxes',
      'Education',
      'Skills',
    ].join('\n')
    const suggestions = suggest({ resume, language: 'en', matches: [] })
    const text = SUGGESTION_TEXT.en
    expect(suggestions.some((line) => line.startsWith('Add a phone number'))).toBe(false)
    expect(suggestions).not.toContain(text.datesMissing)
    expect(suggestions).not.toContain(text.bullets)
    expect(suggestions).not.toContain(text.moreBullets)
    const checks = scoreAts({ resume, language: 'en', matches: [] }).checks ?? []
    for (const id of ['contact', 'dates', 'bullets']) {
      expect(checks.find((check) => check.id === id)?.passed, id).toBe(true)
    }
  })
})
