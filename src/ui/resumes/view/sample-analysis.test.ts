import { describe, expect, it } from 'vitest'
import { keywordAnalysisSchema } from '../../../contract/analysis.ts'
import { KEYWORD_CATEGORIES } from '../../../contract/common.ts'
import { SAMPLE_ANALYSIS } from './sample-analysis.ts'

describe('SAMPLE_ANALYSIS', () => {
  it('is a valid keyword analysis', () => {
    expect(keywordAnalysisSchema.parse(SAMPLE_ANALYSIS)).toEqual(SAMPLE_ANALYSIS)
  })

  it('has totals that follow from its keyword list', () => {
    const matches = SAMPLE_ANALYSIS.keyword_matches
    const matched = matches.filter((m) => m.found_in_resume).length
    expect(SAMPLE_ANALYSIS.total_keywords).toBe(matches.length)
    expect(SAMPLE_ANALYSIS.matched_keywords).toBe(matched)
    expect(SAMPLE_ANALYSIS.missing_keywords).toBe(matches.length - matched)
    expect(SAMPLE_ANALYSIS.match_percentage).toBeCloseTo((matched / matches.length) * 100, 1)
  })

  it('has a breakdown and category scores that follow from its keyword list', () => {
    for (const category of KEYWORD_CATEGORIES) {
      const inCategory = SAMPLE_ANALYSIS.keyword_matches.filter((m) => m.category === category)
      const hits = inCategory.filter((m) => m.found_in_resume).length
      expect(SAMPLE_ANALYSIS.category_breakdown[category]).toEqual({
        total: inCategory.length,
        matched: hits,
        missing: inCategory.length - hits,
      })
      expect(SAMPLE_ANALYSIS.ats_score.category_scores[category]).toBe(
        Math.round((hits / inCategory.length) * 100),
      )
    }
  })

  it('names each keyword once', () => {
    const names = SAMPLE_ANALYSIS.keyword_matches.map((m) => m.keyword.toLowerCase())
    expect(new Set(names).size).toBe(names.length)
  })
})
