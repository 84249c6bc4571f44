import { afterEach, describe, expect, it } from 'vitest'
import { formatDate, formatMoney } from './format.ts'

// Intl puts no-break spaces (U+00A0, U+202F) where Russian and Spanish separate number and sign.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formatMoney', () => {
  it('writes US dollars the way each language writes money', () => {
    expect(formatMoney(9.99, 'en')).toBe('$9.99')
    expect(plain(formatMoney(9.99, 'ru'))).toBe('9,99 $')
    expect(plain(formatMoney(9.99, 'es'))).toBe('9,99 US$')
  })

  it('drops the cents of whole amounts, as the spec writes $0/month', () => {
    expect(formatMoney(0, 'en')).toBe('$0')
    expect(formatMoney(96, 'en')).toBe('$96')
    expect(plain(formatMoney(0, 'ru'))).toBe('0 $')
    expect(plain(formatMoney(288, 'es'))).toBe('288 US$')
  })

  it('keeps two decimals when there are cents', () => {
    expect(formatMoney(19.9, 'en')).toBe('$19.90')
    expect(formatMoney(29.99, 'en')).toBe('$29.99')
  })

  it('groups thousands per language', () => {
    expect(formatMoney(1234.5, 'en')).toBe('$1,234.50')
    expect(plain(formatMoney(1234.5, 'ru'))).toBe('1 234,50 $')
    // Spanish groups only from five digits.
    expect(plain(formatMoney(1234.5, 'es'))).toBe('1234,50 US$')
    expect(plain(formatMoney(12345, 'es'))).toBe('12.345 US$')
  })
})

describe('formatDate', () => {
  const originalZone = process.env.TZ
  afterEach(() => {
    // Node reads TZ again whenever it changes.
    if (originalZone === undefined) delete process.env.TZ
    else process.env.TZ = originalZone
  })

  it('writes the long form of each language', () => {
    expect(formatDate('2026-03-01', 'en')).toBe('March 1, 2026')
    expect(plain(formatDate('2026-03-01', 'ru'))).toBe('1 марта 2026 г.')
    expect(formatDate('2026-03-01', 'es')).toBe('1 de marzo de 2026')
  })

  for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati']) {
    it(`never moves a date-only string to another day (${zone})`, () => {
      process.env.TZ = zone
      // The trap it avoids: the same string read as an instant lands on another local day.
      const naive = new Date('2026-03-01T00:00:00Z')
      expect(naive.getTimezoneOffset()).not.toBe(0)
      expect(formatDate('2026-03-01', 'en')).toBe('March 1, 2026')
      expect(formatDate('2025-12-31', 'en')).toBe('December 31, 2025')
      expect(formatDate('2026-01-01', 'es')).toBe('1 de enero de 2026')
    })
  }

  it('shows a full timestamp on the local calendar', () => {
    const instant = '2026-03-01T12:00:00Z'
    const local = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(instant))
    expect(formatDate(instant, 'en')).toBe(local)
  })

  it('returns text that is not a date unchanged', () => {
    expect(formatDate('soon', 'en')).toBe('soon')
    expect(formatDate('', 'ru')).toBe('')
  })
})
