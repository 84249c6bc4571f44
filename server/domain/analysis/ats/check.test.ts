import { describe, expect, it } from 'vitest'
import { aspectScore, weighChecks } from './check.ts'

describe('weighChecks', () => {
  it('rescales base weights of the present checks to 100', () => {
    const checks = weighChecks(
      'formatting',
      [
        { id: 'sections', fraction: 1, passed: true, value: 5 },
        { id: 'contact', fraction: 0.5, passed: false, value: 1 },
      ],
      { sections: 30, contact: 10, no_tables: 60 },
    )
    expect(checks).toEqual([
      { id: 'sections', aspect: 'formatting', passed: true, points: 75, weight: 75, value: 5 },
      { id: 'contact', aspect: 'formatting', passed: false, points: 12.5, weight: 25, value: 1 },
    ])
    expect(aspectScore(checks)).toBe(87.5)
  })

  it('clamps fractions and values, and survives no weights', () => {
    const [check] = weighChecks(
      'readability',
      [{ id: 'reading_ease', fraction: 7, passed: true, value: -1e9 }],
      {},
    )
    expect(check).toMatchObject({ points: 0, weight: 0, value: -1000 })
    expect(aspectScore([])).toBe(0)
  })
})
