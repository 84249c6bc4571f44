import { describe, expect, it } from 'vitest'
import {
  importanceLevel,
  remainingTone,
  scoreTone,
  uniquenessBand,
  usageBarTone,
  usagePercent,
} from './bands.ts'

describe('usageBarTone (dashboard usage bar)', () => {
  it.each([
    [0, 'success'],
    [69.99, 'success'],
    [70, 'warning'],
    [89.99, 'warning'],
    [90, 'danger'],
    [100, 'danger'],
  ] as const)('%s%% used is %s', (percent, tone) => {
    expect(usageBarTone(percent)).toBe(tone)
  })
})

describe('usagePercent', () => {
  it('is the share used', () => {
    expect(usagePercent(7, 20)).toBe(35)
  })
  it('is capped at 100 and floored at 0', () => {
    expect(usagePercent(25, 20)).toBe(100)
    expect(usagePercent(-1, 20)).toBe(0)
  })
  it('treats a plan without generations as fully used', () => {
    expect(usagePercent(0, 0)).toBe(100)
  })
})

describe('scoreTone (ATS and category bars)', () => {
  it.each([
    [100, 'success'],
    [80, 'success'],
    [79.9, 'warning'],
    [60, 'warning'],
    [59.9, 'danger'],
    [0, 'danger'],
  ] as const)('score %s is %s', (score, tone) => {
    expect(scoreTone(score)).toBe(tone)
  })
})

describe('importanceLevel (missing keywords)', () => {
  it.each([
    [1, 'high'],
    [0.71, 'high'],
    [0.7, 'medium'],
    [0.41, 'medium'],
    [0.4, 'low'],
    [0, 'low'],
  ] as const)('importance %s is %s', (score, level) => {
    expect(importanceLevel(score)).toBe(level)
  })
})

describe('remainingTone (profile usage bar)', () => {
  it.each([
    [0, 'danger'],
    [1, 'warning'],
    [2, 'warning'],
    [3, 'success'],
    [20, 'success'],
  ] as const)('%s remaining is %s', (remaining, tone) => {
    expect(remainingTone(remaining)).toBe(tone)
  })
})

describe('uniquenessBand', () => {
  it.each([
    [100, 'excellent'],
    [90, 'excellent'],
    [89.9, 'good'],
    [75, 'good'],
    [74.9, 'low'],
    [0, 'low'],
  ] as const)('score %s is %s', (score, band) => {
    expect(uniquenessBand(score)).toBe(band)
  })
})
