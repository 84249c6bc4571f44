import { describe, expect, it } from 'vitest'
import { fold } from '../fold.ts'
import { parseLine, parseLines, wordsOf } from './resume-text.ts'

describe('resume text', () => {
  it('keeps technical words whole', () => {
    expect(wordsOf('Built C++ and C# tools in Node.js; set up CI/CD.')).toEqual([
      'Built',
      'C++',
      'and',
      'C#',
      'tools',
      'in',
      'Node.js',
      'set',
      'up',
      'CI/CD',
    ])
    expect(wordsOf('Разработал API — 40% быстрее')).toEqual(['Разработал', 'API', '40', 'быстрее'])
    expect(wordsOf('')).toEqual([])
  })

  it('folds case and accents', () => {
    expect(fold('Educación')).toBe('educacion')
    expect(fold('Опыт Работы')).toBe('опыт работы')
    expect(fold('Вёл')).toBe(fold('вел'))
  })

  it('recognises bullet markers', () => {
    expect(parseLine('- Led a team of 5', 0)).toMatchObject({
      bullet: true,
      text: 'Led a team of 5',
    })
    expect(parseLine('  • Built APIs', 1)).toMatchObject({ bullet: true, text: 'Built APIs' })
    expect(parseLine('\uf0b7Built APIs', 1).bullet).toBe(true)
    expect(parseLine('1. Shipped v2', 2).bullet).toBe(true)
    expect(parseLine('-', 3).bullet).toBe(false)
    expect(parseLine('2019-2021 Engineer', 4).bullet).toBe(false)
    expect(parseLine('Plain line', 5)).toMatchObject({ bullet: false, words: ['Plain', 'line'] })
  })

  it('recognises the glyphs and numbering of Word and PDF lists', () => {
    for (const raw of [
      '- Led',
      '* Led',
      '• Led',
      '▪ Led',
      '◦ Led',
      '● Led',
      '■ Led',
      '– Led',
      '— Led',
      '–Led',
      '✓ Led',
      '✔ Led',
      '➢ Led',
      '► Led',
      '➤ Led',
      '→ Led',
      '◆ Led',
      '\uf0a7 Led',
      '\uf0d8Led',
      'o Led',
      '1. Led',
      '12) Led',
      '(3) Led',
      'a) Led',
    ]) {
      expect(parseLine(raw, 0), raw).toMatchObject({ bullet: true, text: 'Led' })
    }
    for (const raw of ['-2019', '- 2019', '2019. Moved', 'Operations', 'o', '—2021']) {
      expect(parseLine(raw, 0).bullet, raw).toBe(false)
    }
  })

  it('splits every kind of line break', () => {
    expect(parseLines('a\r\nb\rc\nd\u2028e').map((line) => line.text)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ])
  })
})
