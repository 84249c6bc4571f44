import { describe, expect, it } from 'vitest'
import {
  countSyllables,
  englishSyllables,
  russianSyllables,
  spanishSyllables,
} from './syllables.ts'

describe('syllables', () => {
  it('counts English with the syllable package', () => {
    expect(englishSyllables('led')).toBe(1)
    expect(englishSyllables('designed')).toBe(2)
    expect(englishSyllables('engineering')).toBe(4)
    expect(englishSyllables('Kubernetes')).toBeGreaterThanOrEqual(3)
    expect(englishSyllables('x'.repeat(5000))).toBe(1)
  })

  it('counts Spanish vowel groups with diphthongs and hiatus', () => {
    expect(spanishSyllables('desarrollé')).toBe(4)
    expect(spanishSyllables('ciudad')).toBe(2)
    expect(spanishSyllables('aire')).toBe(2)
    expect(spanishSyllables('leer')).toBe(2)
    expect(spanishSyllables('idea')).toBe(3)
    expect(spanishSyllables('día')).toBe(2)
    expect(spanishSyllables('muy')).toBe(1)
    expect(spanishSyllables('y')).toBe(1)
    expect(spanishSyllables('ayuda')).toBe(3)
    expect(spanishSyllables('SQL')).toBe(1)
  })

  it('counts Russian vowels', () => {
    expect(russianSyllables('разработал')).toBe(4)
    expect(russianSyllables('Опыт')).toBe(2)
    expect(russianSyllables('в')).toBe(0)
  })

  it('picks the counter by script and language', () => {
    expect(countSyllables('Kubernetes', 'ru')).toBe(englishSyllables('Kubernetes'))
    expect(countSyllables('навыки', 'en')).toBe(3)
    expect(countSyllables('equipo', 'es')).toBe(3)
    expect(countSyllables('2020', 'en')).toBe(0)
  })
})
