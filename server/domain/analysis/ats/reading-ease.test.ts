import { describe, expect, it } from 'vitest'
import {
  countText,
  fernandezHuerta,
  fleschReadingEase,
  oborneva,
  readingEase,
  readingEaseFraction,
} from './reading-ease.ts'
import { parseLines } from './resume-text.ts'

describe('reading ease formulas', () => {
  it('computes Flesch at a hand-computed value', () => {
    // "The cat sat on the mat.": 6 words, 1 sentence, 6 syllables.
    const counts = countText(parseLines('The cat sat on the mat.'), 'en')
    expect(counts).toEqual({ words: 6, sentences: 1, syllables: 6 })
    // 206.835 - 1.015 * 6 - 84.6 * 1 = 116.145
    expect(fleschReadingEase(counts)).toBeCloseTo(116.145, 3)
    expect(readingEase(counts, 'en')).toBeCloseTo(116.145, 3)
  })

  it('computes Fernández-Huerta at known values', () => {
    // P = 200, F = 10: 206.84 - 120 - 10.2 = 76.64
    expect(fernandezHuerta({ words: 100, sentences: 10, syllables: 200 })).toBeCloseTo(76.64, 2)
    // Longer sentences read harder (the corrected F, words per sentence).
    expect(fernandezHuerta({ words: 100, sentences: 4, syllables: 200 })).toBeCloseTo(61.34, 2)
    // "Lideré un equipo.": li-de-ré un e-qui-po = 7 syllables, 3 words, 1 sentence.
    const counts = countText(parseLines('Lideré un equipo.'), 'es')
    expect(counts).toEqual({ words: 3, sentences: 1, syllables: 7 })
    // P = 700 / 3, F = 3 words per sentence
    expect(readingEase(counts, 'es')).toBeCloseTo(206.84 - 0.6 * (700 / 3) - 1.02 * 3, 3)
  })

  it('computes Oborneva at known values', () => {
    // 206.835 - 1.3 * 10 - 60.1 * 2 = 73.635
    expect(oborneva({ words: 100, sentences: 10, syllables: 200 })).toBeCloseTo(73.635, 3)
    // "Разработал сервис." = раз-ра-бо-тал сер-вис: 6 syllables, 2 words.
    const counts = countText(parseLines('Разработал сервис.'), 'ru')
    expect(counts).toEqual({ words: 2, sentences: 1, syllables: 6 })
    expect(readingEase(counts, 'ru')).toBeCloseTo(206.835 - 2.6 - 60.1 * 3, 3)
  })

  it('treats each line and each full stop as a sentence, not the dot in Node.js', () => {
    const counts = countText(
      parseLines('- Built Node.js APIs\n- Led a team. Hired five.\n\n2020'),
      'en',
    )
    expect(counts.sentences).toBe(3)
    expect(counts.words).toBe(8)
  })

  it('has no index without words and maps the index to points', () => {
    expect(readingEase({ words: 0, sentences: 0, syllables: 0 }, 'en')).toBeNull()
    expect(readingEaseFraction(null)).toBe(0)
    expect(readingEaseFraction(-5)).toBe(0)
    expect(readingEaseFraction(5)).toBe(0.1)
    expect(readingEaseFraction(30)).toBe(0.6)
    expect(readingEaseFraction(80)).toBe(1)
  })
})
