import { describe, expect, it } from 'vitest'
import type { KeywordMatch } from '../../contract/analysis.ts'
import {
  breakdownRows,
  groupByCategory,
  isKnownScoreKey,
  missingByImportance,
  supportOf,
} from './keyword-groups.ts'

const kw = (
  keyword: string,
  category: KeywordMatch['category'],
  found: boolean,
  importance: number,
  extra: Partial<KeywordMatch> = {},
): KeywordMatch => ({
  keyword,
  category,
  found_in_resume: found,
  importance_score: importance,
  ...extra,
})

const evidence = { text: '- Set up Jest', line: 3, matched: 'Jest' }

describe('supportOf', () => {
  it('uses the support the analysis gives', () => {
    expect(supportOf(kw('Vitest', 'tools', false, 0.4, { support: 'none' }))).toBe('none')
  })

  it('infers it for an analysis without it', () => {
    expect(supportOf(kw('React', 'technical', true, 0.9))).toBe('proven')
    expect(supportOf(kw('Vitest', 'tools', false, 0.4, { evidence }))).toBe('related')
    expect(supportOf(kw('Docker', 'tools', false, 0.4))).toBeNull()
  })
})

describe('missingByImportance', () => {
  it('keeps the missing keywords, most important first, ties by name', () => {
    const list = [
      kw('B', 'tools', false, 0.5),
      kw('A', 'tools', false, 0.5),
      kw('C', 'soft', true, 0.9),
      kw('D', 'soft', false, 0.8),
    ]
    expect(missingByImportance(list).map((m) => m.keyword)).toEqual(['D', 'A', 'B'])
  })
})

describe('groupByCategory', () => {
  it('gives every category in order, split into matched and missing', () => {
    const groups = groupByCategory([
      kw('Docker', 'tools', false, 0.4),
      kw('React', 'technical', true, 0.9),
      kw('Git', 'tools', true, 0.6),
    ])
    expect(groups.map((g) => g.category)).toEqual(['technical', 'tools', 'soft', 'certifications'])
    expect(groups[1]?.matched.map((m) => m.keyword)).toEqual(['Git'])
    expect(groups[1]?.missing.map((m) => m.keyword)).toEqual(['Docker'])
    expect(groups[3]).toEqual({ category: 'certifications', matched: [], missing: [] })
  })
})

describe('breakdownRows', () => {
  it('scales bars to the widest category', () => {
    const rows = breakdownRows({
      technical: { total: 8, matched: 6, missing: 2 },
      tools: { total: 4, matched: 1, missing: 3 },
      soft: { total: 2, matched: 2, missing: 0 },
      certifications: { total: 0, matched: 0, missing: 0 },
    })
    expect(rows[0]).toMatchObject({ category: 'technical', matchedWidth: 75, missingWidth: 25 })
    expect(rows[1]).toMatchObject({ matchedWidth: 12.5, missingWidth: 37.5 })
    expect(rows[3]).toMatchObject({ total: 0, matchedWidth: 0, missingWidth: 0 })
  })

  it('does not divide by zero when the job names no keyword', () => {
    const zero = { total: 0, matched: 0, missing: 0 }
    const rows = breakdownRows({ technical: zero, tools: zero, soft: zero, certifications: zero })
    expect(rows.every((row) => row.matchedWidth === 0 && row.missingWidth === 0)).toBe(true)
  })
})

describe('isKnownScoreKey', () => {
  it('knows categories and aspects only', () => {
    expect(isKnownScoreKey('tools')).toBe(true)
    expect(isKnownScoreKey('readability')).toBe(true)
    expect(isKnownScoreKey('keyword_density')).toBe(false)
  })
})
