import { describe, expect, it } from 'vitest'
import type { AtsScore } from '../../../../src/contract/analysis.ts'
import { atsComparisonSchema } from '../../../../src/contract/analysis.ts'
import { compareAts } from './compare-ats.ts'

function ats(overall: number, categories: Record<string, number>): AtsScore {
  return {
    overall_score: overall,
    category_scores: categories,
    keyword_density: 0,
    formatting_score: 0,
    readability_score: 0,
  }
}

describe('compareAts', () => {
  it('reports the delta and per-category improvements', () => {
    const comparison = compareAts(
      ats(55.2, { technical: 40, tools: 50 }),
      ats(71.6, { technical: 80, tools: 45.5 }),
    )
    expect(comparison).toEqual({
      original_score: 55.2,
      optimized_score: 71.6,
      improvement_delta: 16.4,
      category_improvements: { technical: 40, tools: -4.5 },
    })
    expect(atsComparisonSchema.parse(comparison)).toEqual(comparison)
  })

  it('counts a category missing on one side as 0', () => {
    expect(
      compareAts(ats(50, { soft: 60 }), ats(40, { certifications: 100 })).category_improvements,
    ).toEqual({ certifications: 100, soft: -60 })
  })

  it('is negative when the rewrite scored worse, and stays within -100..100', () => {
    expect(compareAts(ats(90, {}), ats(30, {})).improvement_delta).toBe(-60)
    const wild = compareAts(ats(Number.NaN, { a: -50 }), ats(500, { a: 1000 }))
    expect(wild.improvement_delta).toBe(100)
    expect(wild.category_improvements).toEqual({ a: 100 })
    expect(wild.original_score).toBe(0)
  })
})
