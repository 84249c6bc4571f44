import { describe, expect, it } from 'vitest'
import type { AssessedRequirement } from './assess-requirements.ts'
import { fitCap, fitScore } from './fit-score.ts'

const req = (
  status: AssessedRequirement['status'],
  priority: AssessedRequirement['priority'] = 'must',
  kind: AssessedRequirement['kind'] = 'skill',
  soft?: true,
): AssessedRequirement => ({
  name: 'x',
  kind,
  priority,
  line: '',
  status,
  evidence: [],
  ...(soft ? { soft } : {}),
})

describe('fitScore', () => {
  it('weighs a must-have three times a nice-to-have, partly as half', () => {
    // (3·1 + 3·0.5 + 1·0) / 7 = 0.643
    expect(fitScore([req('met'), req('partly'), req('missing', 'nice')], null).score).toBe(64)
  })

  it('adds the other keywords as a tenth of the score', () => {
    // 0.9 · 1 + 0.1 · 0.5 = 0.95
    expect(fitScore([req('met')], 0.5).score).toBe(95)
  })

  it('leaves conditions out and weighs a soft skill as a nice-to-have', () => {
    expect(fitScore([req('met'), req('unknown', 'must', 'other')], null).score).toBe(100)
    // (3·1 + 1·0) / 4: "friendly" missing takes a quarter, and caps nothing
    const soft = fitScore([req('met'), req('missing', 'must', 'skill', true)], null)
    expect(soft).toEqual({ score: 75, capped_at: null, missing_musts: 0 })
  })

  it('caps a resume missing a must-have: a licence hard, a skill below 80', () => {
    const metMany = Array.from({ length: 20 }, () => req('met'))
    expect(fitScore([...metMany, req('missing', 'must', 'licence')], null)).toEqual({
      score: 60,
      capped_at: 60,
      missing_musts: 1,
    })
    expect(fitScore([...metMany, req('missing')], null)).toEqual({
      score: 79,
      capped_at: 79,
      missing_musts: 1,
    })
    expect(fitCap(2, 0)).toBe(45)
    expect(fitCap(9, 0)).toBe(15)
    expect(fitCap(0, 0)).toBeNull()
  })

  it('scores the keywords alone when the ad states no requirement the resume can settle', () => {
    expect(fitScore([req('unknown', 'must', 'other')], 0.4).score).toBe(40)
    expect(fitScore([], null).score).toBe(0)
  })
})
