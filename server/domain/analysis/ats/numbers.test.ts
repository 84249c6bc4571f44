import { describe, expect, it } from 'vitest'
import { clamp, percent, ramp, round1, round2 } from './numbers.ts'

describe('numbers', () => {
  it('clamps, including non-finite values', () => {
    expect(clamp(5, 0, 10)).toBe(5)
    expect(clamp(-1, 0, 10)).toBe(0)
    expect(clamp(11, 0, 10)).toBe(10)
    expect(clamp(Number.NaN, 0, 10)).toBe(0)
    expect(clamp(Infinity, 0, 10)).toBe(10)
    expect(clamp(-Infinity, 0, 10)).toBe(0)
  })

  it('rounds to one and two decimals', () => {
    expect(round1(12.345)).toBe(12.3)
    expect(round1(12.35)).toBe(12.4)
    expect(round2(18.754)).toBe(18.75)
  })

  it('computes percentages and ramps', () => {
    expect(percent(1, 3)).toBe(33.3)
    expect(percent(1, 0)).toBe(0)
    expect(percent(5, 3)).toBe(100)
    expect(ramp(5, 0, 10)).toBe(0.5)
    expect(ramp(-5, 0, 10)).toBe(0)
    expect(ramp(20, 10, 0)).toBe(0)
    expect(ramp(3, 3, 3)).toBe(1)
  })
})
