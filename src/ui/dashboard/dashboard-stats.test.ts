import { describe, expect, it } from 'vitest'
import type { Resume } from '../../contract/resumes.ts'
import { dashboardStatsOf, RECENT_RESUMES } from './dashboard-stats.ts'

let next = 0
function resume(overrides: Partial<Resume> = {}): Resume {
  next += 1
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    title: `Resume ${next}`,
    original_content: 'text',
    status: 'draft',
    match_score: null,
    template: 'minimalist',
    created_at: `2025-10-${String(next).padStart(2, '0')}T10:00:00.000Z`,
    ...overrides,
  }
}

describe('dashboardStatsOf', () => {
  it('gives zeros, no average and no recent resumes for an empty list', () => {
    expect(dashboardStatsOf([])).toEqual({ total: 0, optimized: 0, averageMatch: null, recent: [] })
  })

  it('counts optimized resumes, also when exported after optimizing', () => {
    const stats = dashboardStatsOf([
      resume({ status: 'optimized', optimized_content: 'better' }),
      resume({ status: 'exported', optimized_content: 'better' }),
      resume({ status: 'exported' }),
      resume({ status: 'draft', optimized_content: '  ' }),
      resume({ status: 'optimized' }),
    ])
    expect(stats.total).toBe(5)
    expect(stats.optimized).toBe(3)
  })

  it('averages the match scores that exist and rounds', () => {
    const stats = dashboardStatsOf([
      resume({ match_score: 86 }),
      resume({ match_score: 64 }),
      resume({ match_score: null }),
      resume({ match_score: 79.5 }),
    ])
    expect(stats.averageMatch).toBe(77)
    expect(dashboardStatsOf([resume({ match_score: null })]).averageMatch).toBeNull()
    expect(dashboardStatsOf([resume({ match_score: 0 })]).averageMatch).toBe(0)
  })

  it('lists the five newest, newest first, whatever the order it is given', () => {
    const list = Array.from({ length: 7 }, () => resume())
    const shuffled = [list[3], list[0], list[6], list[1], list[5], list[2], list[4]] as Resume[]
    const recent = dashboardStatsOf(shuffled).recent
    expect(recent).toHaveLength(RECENT_RESUMES)
    expect(recent.map((item) => item.title)).toEqual(
      [...list]
        .reverse()
        .slice(0, 5)
        .map((item) => item.title),
    )
  })

  it('does not reorder the list it is given', () => {
    const list = [resume(), resume()]
    const copy = [...list]
    dashboardStatsOf(list)
    expect(list).toEqual(copy)
  })
})
