import { describe, expect, it } from 'vitest'
import { comparisonRows } from './comparison-rows.ts'

describe('comparisonRows', () => {
  it('orders categories first, scales to the largest change either way', () => {
    const rows = comparisonRows({ zeta: 5, soft: -20, technical: 10 })
    expect(rows).toEqual([
      { key: 'technical', delta: 10, width: 50 },
      { key: 'soft', delta: -20, width: 100 },
      { key: 'zeta', delta: 5, width: 25 },
    ])
  })

  it('handles no change at all', () => {
    expect(comparisonRows({ tools: 0 })).toEqual([{ key: 'tools', delta: 0, width: 0 }])
  })
})
