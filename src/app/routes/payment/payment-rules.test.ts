import { describe, expect, it } from 'vitest'
import {
  MAX_CANCEL_REASON_LENGTH,
  cancelReasonOf,
  checkoutPaid,
  planActivated,
  sessionIdOf,
} from './payment-rules.ts'

describe('checkoutPaid', () => {
  it('accepts a complete session or a paid one', () => {
    expect(checkoutPaid({ status: 'complete', payment_status: 'paid' })).toBe(true)
    expect(checkoutPaid({ status: 'complete' })).toBe(true)
    expect(checkoutPaid({ status: 'processing', payment_status: 'paid' })).toBe(true)
    expect(checkoutPaid({ status: 'complete', payment_status: 'no_payment_required' })).toBe(true)
  })

  it('refuses an open, expired or unpaid session', () => {
    expect(checkoutPaid({ status: 'open', payment_status: 'unpaid' })).toBe(false)
    expect(checkoutPaid({ status: 'expired', payment_status: 'unpaid' })).toBe(false)
    expect(checkoutPaid({ status: 'open' })).toBe(false)
  })
})

describe('planActivated', () => {
  it('waits while the profile is free or has no plan (spec §4)', () => {
    expect(planActivated('free', 'premium')).toBe(false)
    expect(planActivated(null, 'premium')).toBe(false)
    expect(planActivated(undefined, null)).toBe(false)
  })

  it('is done once the profile holds the plan bought', () => {
    expect(planActivated('premium', 'premium')).toBe(true)
    expect(planActivated('pro', 'pro')).toBe(true)
  })

  it('waits for pro when a premium user bought pro', () => {
    expect(planActivated('premium', 'pro')).toBe(false)
  })

  it('falls back to "not free" when the session names no paid plan', () => {
    expect(planActivated('premium', null)).toBe(true)
    expect(planActivated('pro', 'free')).toBe(true)
  })
})

describe('sessionIdOf and cancelReasonOf', () => {
  it('reads session_id, treating a blank one as missing', () => {
    expect(sessionIdOf(new URLSearchParams('session_id=cs_1'))).toBe('cs_1')
    expect(sessionIdOf(new URLSearchParams('session_id=%20'))).toBeNull()
    expect(sessionIdOf(new URLSearchParams(''))).toBeNull()
  })

  it('reads the reason, trimmed, and bounds its length', () => {
    expect(cancelReasonOf(new URLSearchParams('reason=%20Card%20declined%20'))).toBe(
      'Card declined',
    )
    expect(cancelReasonOf(new URLSearchParams('reason='))).toBeNull()
    expect(cancelReasonOf(new URLSearchParams(''))).toBeNull()
    const long = cancelReasonOf(new URLSearchParams({ reason: 'x'.repeat(500) }))
    expect(long).toHaveLength(MAX_CANCEL_REASON_LENGTH)
    expect(long?.endsWith('…')).toBe(true)
  })
})
