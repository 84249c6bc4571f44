import { describe, expect, it } from 'vitest'
import { deltaTone, formatNumber, formatPercent, formatSigned } from './analysis-format.ts'

const NBSP = '\u00a0'

describe('formatNumber', () => {
  it('writes decimals the way each language does, to one place', () => {
    expect(formatNumber(3.45, 'en')).toBe('3.5')
    expect(formatNumber(3.4, 'ru')).toBe('3,4')
    expect(formatNumber(3.4, 'es')).toBe('3,4')
    expect(formatNumber(12, 'en')).toBe('12')
  })
})

describe('formatPercent', () => {
  it('takes a 0-100 value and adds the percent sign per language', () => {
    expect(formatPercent(61.1, 'en')).toBe('61.1%')
    expect(formatPercent(80, 'ru')).toBe(`80${NBSP}%`)
    expect(formatPercent(42, 'es')).toBe(`42${NBSP}%`)
  })
})

describe('formatSigned', () => {
  it('signs gains and losses but not zero', () => {
    expect(formatSigned(12, 'en')).toBe('+12')
    expect(formatSigned(-3, 'en')).toBe('-3')
    expect(formatSigned(0, 'en')).toBe('0')
    expect(formatSigned(2.5, 'ru')).toBe('+2,5')
  })
})

describe('deltaTone', () => {
  it('is green for a gain, red for a loss, neutral for none', () => {
    expect(deltaTone(0.5)).toBe('success')
    expect(deltaTone(-1)).toBe('danger')
    expect(deltaTone(0)).toBe('neutral')
  })
})
