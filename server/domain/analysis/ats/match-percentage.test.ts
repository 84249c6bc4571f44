import { describe, expect, it } from 'vitest'
import type { KeywordMatch } from '../../../../src/contract/analysis.ts'
import { matchPercentage } from './match-percentage.ts'

function match(keyword: string, found: boolean, importance: number): KeywordMatch {
  return { keyword, category: 'technical', found_in_resume: found, importance_score: importance }
}

describe('matchPercentage', () => {
  it('weights keywords by importance', () => {
    // found 0.9 + 0.3 of 0.9 + 0.3 + 0.6 = 1.2 / 1.8 = 66.7 %
    expect(
      matchPercentage([
        match('react', true, 0.9),
        match('css', true, 0.3),
        match('go', false, 0.6),
      ]),
    ).toBe(66.7)
  })

  it('gives a zero-importance keyword the minimum weight 0.1', () => {
    // 0.1 / (0.1 + 0.9) = 10 %
    expect(matchPercentage([match('a', true, 0), match('b', false, 0.9)])).toBe(10)
  })

  it('is 0 without keywords and stays in 0..100', () => {
    expect(matchPercentage([])).toBe(0)
    expect(matchPercentage([match('a', true, 1)])).toBe(100)
    expect(matchPercentage([match('a', false, 1)])).toBe(0)
    expect(matchPercentage([match('a', true, Number.NaN), match('b', false, 5)])).toBe(9.1)
  })
})
