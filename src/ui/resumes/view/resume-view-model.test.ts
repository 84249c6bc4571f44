import { describe, expect, it } from 'vitest'
import type { AtsComparison, KeywordAnalysis } from '../../../contract/analysis.ts'
import {
  analysisToShow,
  comparisonToShow,
  hasOptimizedVersion,
  headerMatchScore,
  viewTabsOf,
} from './resume-view-model.ts'
import { SAMPLE_ANALYSIS } from './sample-analysis.ts'

const comparison: AtsComparison = {
  original_score: 60,
  optimized_score: 79,
  improvement_delta: 19,
  category_improvements: { technical: 25 },
}
const analysis: KeywordAnalysis = { ...SAMPLE_ANALYSIS, match_percentage: 72 }
const withComparison: KeywordAnalysis = { ...analysis, ats_comparison: comparison }

describe('viewTabsOf', () => {
  it('has the three tabs of spec §2, and the comparison only with an optimized version', () => {
    expect(viewTabsOf({ optimized_content: undefined })).toEqual([
      'overview',
      'keywords',
      'content',
    ])
    expect(viewTabsOf({ optimized_content: '   ' })).toEqual(['overview', 'keywords', 'content'])
    expect(viewTabsOf({ optimized_content: '# Maya' })).toEqual([
      'overview',
      'keywords',
      'content',
      'comparison',
    ])
  })

  it('treats a missing optimized text as none', () => {
    expect(hasOptimizedVersion({})).toBe(false)
  })
})

describe('analysisToShow', () => {
  it('shows nothing while loading, the analysis when ready', () => {
    expect(analysisToShow('loading', analysis)).toBeNull()
    expect(analysisToShow('ready', analysis)).toBe(analysis)
    expect(analysisToShow('ready', null)).toBeNull()
  })

  it('shows the built-in sample when the analysis failed', () => {
    expect(analysisToShow('sample', null)).toBe(SAMPLE_ANALYSIS)
    expect(analysisToShow('sample', analysis)).toBe(analysis)
  })
})

describe('comparisonToShow', () => {
  const optimized = { optimized_content: 'text' }
  it('prefers the fetched comparison, then the one in the analysis', () => {
    const fetched = { ...comparison, optimized_score: 90 }
    expect(comparisonToShow(optimized, fetched, withComparison)).toBe(fetched)
    expect(comparisonToShow(optimized, undefined, withComparison)).toBe(comparison)
    expect(comparisonToShow(optimized, null, analysis)).toBeNull()
  })

  it('has none without an optimized version', () => {
    expect(
      comparisonToShow({ optimized_content: undefined }, comparison, withComparison),
    ).toBeNull()
  })
})

describe('headerMatchScore', () => {
  it('uses a fresh analysis first, so the header agrees with the Overview tab', () => {
    expect(headerMatchScore({ match_score: 86 }, 'ready', analysis)).toBe(72)
    expect(headerMatchScore({ match_score: null }, 'ready', analysis)).toBe(72)
  })

  it("falls back to the resume's stored score, never to the sample's figure", () => {
    expect(headerMatchScore({ match_score: 86 }, 'loading', null)).toBe(86)
    expect(headerMatchScore({ match_score: 86 }, 'sample', SAMPLE_ANALYSIS)).toBe(86)
    expect(headerMatchScore({ match_score: null }, 'sample', SAMPLE_ANALYSIS)).toBeNull()
    expect(headerMatchScore({ match_score: 86 }, 'ready', null)).toBe(86)
  })
})
