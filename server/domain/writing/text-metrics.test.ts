import { describe, expect, it } from 'vitest'
import { characterCountOf, paragraphCountOf, wordCountOf } from './text-metrics.ts'

describe('text metrics', () => {
  it('counts words in any script, not punctuation on its own', () => {
    expect(wordCountOf('')).toBe(0)
    expect(wordCountOf('  Jane Doe — led 12 teams.\n\nHola, ¿qué tal?')).toBe(8)
    expect(wordCountOf('Руководила командой из 12 человек')).toBe(5)
  })

  it('counts paragraphs separated by blank lines, whitespace-only lines included', () => {
    expect(paragraphCountOf('')).toBe(0)
    expect(paragraphCountOf('One line\nsame paragraph')).toBe(1)
    expect(paragraphCountOf('First.\n\nSecond.\n \t\nThird.\n\n\n\nFourth.\n\n')).toBe(4)
  })

  it('counts characters as code points', () => {
    expect(characterCountOf('abc')).toBe(3)
    expect(characterCountOf('Привет')).toBe(6)
    expect(characterCountOf('ok 👍')).toBe(4)
  })
})
