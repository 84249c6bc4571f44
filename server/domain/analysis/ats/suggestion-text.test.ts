import { describe, expect, it } from 'vitest'
import { ANALYSIS_LANGUAGES } from '../../../../src/contract/analysis.ts'
import { KEYWORD_CATEGORIES } from '../../../../src/contract/common.ts'
import {
  formatNumber,
  formatPercent,
  russianPlural,
  SUGGESTION_TEXT,
  type KeywordNote,
} from './suggestion-text.ts'

describe('suggestion text', () => {
  it('names the keyword in every template, language and category', () => {
    for (const language of ANALYSIS_LANGUAGES) {
      const text = SUGGESTION_TEXT[language]
      for (const category of KEYWORD_CATEGORIES) {
        for (const priority of ['required', 'high', 'normal'] as const) {
          for (const line of [null, 'Ran Docker Swarm']) {
            const note: KeywordNote = { keyword: 'Kubernetes', category, priority, line }
            for (const sentence of [
              text.keywordRelated(note),
              text.keywordMissing(note),
              text.keywordUnknown(note),
            ]) {
              expect(sentence).toContain('Kubernetes')
              expect(sentence).toMatch(/[.!]$/)
            }
            if (line) expect(text.keywordRelated(note)).toContain(line)
          }
        }
      }
    }
  })

  it('sends a degree to Education, never to a Certifications section, in every language', () => {
    const sections = { en: 'Education', es: 'Educación', ru: 'Образование' }
    const certificates = { en: 'Certifications', es: 'Certificaciones', ru: 'Сертификаты' }
    for (const language of ANALYSIS_LANGUAGES) {
      const text = SUGGESTION_TEXT[language]
      for (const line of [null, 'B.S. Computer Science, MIT']) {
        const note: KeywordNote = {
          keyword: "Bachelor's degree",
          category: 'certifications',
          priority: 'required',
          line,
        }
        for (const sentence of [
          text.keywordRelated(note),
          text.keywordMissing(note),
          text.keywordUnknown(note),
        ]) {
          expect(sentence).toContain(sections[language])
          expect(sentence).not.toContain(certificates[language])
          expect(sentence).not.toMatch(/consider earning|plantéate obtenerla|подумайте о том/)
        }
      }
    }
  })

  it('does not leave English in Spanish and Russian sentences', () => {
    for (const language of ['es', 'ru'] as const) {
      const text = SUGGESTION_TEXT[language]
      const sentences = [
        text.sections(['experience', 'skills']),
        text.contact(['email', 'phone']),
        text.bullets,
        text.lengthShort(120),
        text.actionVerbs(2, 10, 'Equipo de ventas'),
        text.weakOpeners(['Ayudé al equipo', 'Participé en la auditoría']),
        text.weakOpeners(['Ayudé al equipo']),
        text.allGood,
      ]
      for (const sentence of sentences) {
        expect(sentence).not.toMatch(/\b(?:the|and|your|with)\b/i)
      }
    }
  })

  it('formats numbers and Russian plurals', () => {
    expect(formatPercent(12.5, 'en')).toBe('12.5%')
    expect(formatPercent(12.5, 'es')).toBe('12,5 %')
    expect(formatNumber(44.35, 'ru')).toBe('44,4')
    expect(russianPlural(1, ['слово', 'слова', 'слов'])).toBe('слово')
    expect(russianPlural(3, ['слово', 'слова', 'слов'])).toBe('слова')
    expect(russianPlural(12, ['слово', 'слова', 'слов'])).toBe('слов')
    expect(russianPlural(121, ['слово', 'слова', 'слов'])).toBe('слово')
  })
})
