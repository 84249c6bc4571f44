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

const KUBERNETES: KeywordMatch = {
  keyword: 'Kubernetes',
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
    const [first] = suggest({ resume: ENGLISH_RESUME, language: 'en', matches: [GO, KUBERNETES] })
    expect(first).toBe(
      '"Kubernetes" is a required tool for this job. Your line "Deployed services with Docker Swarm" shows related work; mention Kubernetes there if you used it.',
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
    const es = suggest({ resume: SPANISH_RESUME, language: 'es', matches: [GO, KUBERNETES, RUST] })
    expect(es[0]).toBe(
      '«Kubernetes» (herramienta) es un requisito del puesto. Tu línea «Deployed services with Docker Swarm» muestra experiencia relacionada; menciona Kubernetes ahí si realmente tienes esa experiencia.',
    )
    expect(es.some((text) => text.includes('«Rust»') && text.includes('solo si es cierto'))).toBe(
      true,
    )
    const ru = suggest({ resume: RUSSIAN_RESUME, language: 'ru', matches: [GO, KUBERNETES, CKA] })
    expect(ru[0]).toContain('«Kubernetes» (инструмент) — обязательное требование вакансии')
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
})
