import { describe, expect, it } from 'vitest'
import { cardDigits, chargeTestCard, parseExpiry, passesLuhn } from './builtin-checkout-card.ts'

const now = new Date('2026-11-22T12:00:00Z')
const good = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Jane Doe' }

describe('chargeTestCard', () => {
  it('pays with 4242 4242 4242 4242, however it is spaced', () => {
    expect(chargeTestCard(good, now)).toEqual({ kind: 'succeeded', last4: '4242' })
    expect(chargeTestCard({ ...good, number: '4242-4242-4242-4242' }, now).kind).toBe('succeeded')
    expect(chargeTestCard({ ...good, number: '4242424242424242' }, now).kind).toBe('succeeded')
  })

  it('declines 4000 0000 0000 0002', () => {
    expect(chargeTestCard({ ...good, number: '4000 0000 0000 0002' }, now)).toEqual({
      kind: 'declined',
    })
  })

  it('refuses numbers that fail the format or the Luhn check, and real-looking cards', () => {
    const problem = (number: string) => chargeTestCard({ ...good, number }, now)
    expect(problem('4242 4242 4242 4241')).toEqual({
      kind: 'invalid',
      problems: { number: 'number_invalid' },
    })
    expect(problem('4242 abcd')).toMatchObject({ problems: { number: 'number_invalid' } })
    expect(problem('42')).toMatchObject({ problems: { number: 'number_invalid' } })
    expect(problem('   ')).toMatchObject({ problems: { number: 'number_empty' } })
    // Luhn-valid, but not one of the test cards this page knows.
    expect(problem('5555 5555 5555 4444')).toMatchObject({
      problems: { number: 'number_unsupported' },
    })
  })

  it('checks expiry, CVC and name, reporting every problem at once', () => {
    expect(chargeTestCard({ number: '', expiry: '10/26', cvc: '12', name: ' ' }, now)).toEqual({
      kind: 'invalid',
      problems: {
        number: 'number_empty',
        expiry: 'expiry_past',
        cvc: 'cvc_invalid',
        name: 'name_empty',
      },
    })
    expect(chargeTestCard({ ...good, expiry: '13/30' }, now)).toMatchObject({
      problems: { expiry: 'expiry_invalid' },
    })
    expect(chargeTestCard({ ...good, expiry: '' }, now)).toMatchObject({
      problems: { expiry: 'expiry_empty' },
    })
    expect(chargeTestCard({ ...good, cvc: '' }, now)).toMatchObject({
      problems: { cvc: 'cvc_empty' },
    })
    // The expiry month itself is still good; four-digit CVCs (American Express) pass.
    expect(chargeTestCard({ ...good, expiry: '11/26', cvc: '1234' }, now).kind).toBe('succeeded')
  })
})

describe('card helpers', () => {
  it('computes the Luhn checksum', () => {
    expect(passesLuhn('4242424242424242')).toBe(true)
    expect(passesLuhn('4000000000000002')).toBe(true)
    expect(passesLuhn('4242424242424241')).toBe(false)
    expect(passesLuhn('')).toBe(false)
  })

  it('reads digits and expiry dates', () => {
    expect(cardDigits('4242 4242-4242')).toBe('424242424242')
    expect(cardDigits('4242x')).toBeNull()
    expect(parseExpiry('1 / 2031')).toEqual({ year: 2031, month: 1 })
    expect(parseExpiry('07/29')).toEqual({ year: 2029, month: 7 })
    expect(parseExpiry('0/29')).toBeNull()
    expect(parseExpiry('0729')).toBeNull()
  })
})
