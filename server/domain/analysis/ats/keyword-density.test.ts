import { describe, expect, it } from 'vitest'
import type { KeywordMatch } from '../../../../src/contract/analysis.ts'
import { densityScore, keywordDensity } from './keyword-density.ts'
import { wordsOf } from './resume-text.ts'

function found(keyword: string, matched?: string): KeywordMatch {
  return {
    keyword,
    category: 'technical',
    found_in_resume: true,
    importance_score: 0.5,
    support: 'proven',
    evidence: matched === undefined ? null : { text: '', line: 0, matched },
  }
}

describe('keywordDensity', () => {
  it('counts every word of multi-word keywords, case and accents aside', () => {
    const resume = wordsOf('Machine learning engineer. Built machine learning models in Python.')
    // 9 words; "machine learning" twice (4) + python (1) = 5 → 55.6 %
    expect(keywordDensity(resume, [found('machine learning'), found('Python')])).toBe(55.6)
  })

  it("counts the resume's own wording from the evidence", () => {
    const resume = wordsOf('Managed Postgres databases')
    expect(keywordDensity(resume, [found('PostgreSQL', 'Postgres')])).toBe(33.3)
  })

  it('counts overlapping keywords once and ignores missing ones', () => {
    const resume = wordsOf('React Native apps')
    const missing: KeywordMatch = { ...found('apps'), found_in_resume: false }
    expect(keywordDensity(resume, [found('React'), found('React Native'), missing])).toBe(66.7)
  })

  it('is 0 for an empty resume or no matches', () => {
    expect(keywordDensity([], [found('React')])).toBe(0)
    expect(keywordDensity(wordsOf('React'), [])).toBe(0)
  })

  it('maps density to a score', () => {
    expect(densityScore(0)).toBe(0)
    expect(densityScore(2)).toBe(50)
    expect(densityScore(8)).toBe(100)
    expect(densityScore(21)).toBe(50)
    expect(densityScore(40)).toBe(0)
  })
})
