import { describe, expect, it } from 'vitest'
import { launchCatalog, v1Catalog } from '../../mocks/fixtures/plans.ts'
import {
  PAYMENT_STATUS_TONE,
  SUBSCRIPTION_STATUS_TONE,
  generationUsage,
  humanizeStatus,
  isLabelledPaymentStatus,
  isLabelledSubscriptionStatus,
  newestFirst,
  paymentStatusKind,
  planPrice,
  subscriptionStatusKind,
} from './subscription-rules.ts'

describe('subscriptionStatusKind', () => {
  it('keeps the three styled statuses and folds every other value into "other" (spec §4)', () => {
    expect(subscriptionStatusKind('active')).toBe('active')
    expect(subscriptionStatusKind('cancelled')).toBe('cancelled')
    expect(subscriptionStatusKind('pending')).toBe('pending')
    expect(subscriptionStatusKind('inactive')).toBe('other')
    expect(subscriptionStatusKind('past_due')).toBe('other')
  })

  it('gives each kind a colour of its own', () => {
    const tones = Object.values(SUBSCRIPTION_STATUS_TONE)
    expect(new Set(tones).size).toBe(tones.length)
  })
})

describe('paymentStatusKind', () => {
  it('styles paid and pending, and anything else as failed (spec §3)', () => {
    expect(paymentStatusKind('paid')).toBe('paid')
    expect(paymentStatusKind('pending')).toBe('pending')
    expect(paymentStatusKind('failed')).toBe('failed')
    expect(paymentStatusKind('refunded')).toBe('failed')
    expect(paymentStatusKind('disputed')).toBe('failed')
    expect(PAYMENT_STATUS_TONE).toEqual({ paid: 'success', pending: 'warning', failed: 'danger' })
  })
})

describe('status labels', () => {
  it('knows which statuses have a translated label', () => {
    expect(isLabelledSubscriptionStatus('inactive')).toBe(true)
    expect(isLabelledSubscriptionStatus('past_due')).toBe(false)
    expect(isLabelledPaymentStatus('refunded')).toBe(true)
    expect(isLabelledPaymentStatus('disputed')).toBe(false)
  })

  it('makes an unknown status readable', () => {
    expect(humanizeStatus('past_due')).toBe('Past due')
    expect(humanizeStatus('INCOMPLETE-EXPIRED')).toBe('Incomplete expired')
    expect(humanizeStatus('__')).toBe('__')
  })
})

describe('generationUsage (spec §9 profile bar)', () => {
  const usage = (used: number, limit: number | null, remaining: number | null) => ({
    generations_used_this_month: used,
    generation_limit: limit,
    generations_remaining: remaining,
  })

  it('asks for an upgrade when the plan has no generations', () => {
    expect(generationUsage(usage(0, 0, 0))).toEqual({ kind: 'upgrade-required' })
  })

  it('shows an unlimited plan without a bar', () => {
    expect(generationUsage(usage(42, null, null))).toEqual({ kind: 'unlimited', used: 42 })
  })

  it('is green above 2 remaining, yellow at 2 or 1, red at 0', () => {
    expect(generationUsage(usage(6, 20, 14))).toMatchObject({ tone: 'success', percent: 30 })
    expect(generationUsage(usage(17, 20, 3))).toMatchObject({ tone: 'success' })
    expect(generationUsage(usage(18, 20, 2))).toMatchObject({ tone: 'warning', remaining: 2 })
    expect(generationUsage(usage(19, 20, 1))).toMatchObject({ tone: 'warning', remaining: 1 })
    expect(generationUsage(usage(20, 20, 0))).toMatchObject({
      kind: 'metered',
      tone: 'danger',
      remaining: 0,
      used: 20,
      limit: 20,
      percent: 100,
    })
  })

  it('counts from the remaining figure, so used and remaining always add up to the limit', () => {
    // A plan changed mid-month: 3 used under the old plan, 1 left of the new limit of 1.
    expect(generationUsage(usage(3, 1, 1))).toMatchObject({
      used: 0,
      limit: 1,
      remaining: 1,
      tone: 'warning',
      percent: 0,
    })
  })
})

describe('planPrice', () => {
  it('reads the monthly price from the catalogue', () => {
    expect(planPrice(launchCatalog, 'pro', 'monthly')).toEqual({
      kind: 'recurring',
      amount: 19.99,
      per: 'month',
    })
    expect(planPrice(launchCatalog, 'premium', undefined)).toEqual({
      kind: 'recurring',
      amount: 9.99,
      per: 'month',
    })
    expect(planPrice(v1Catalog, 'pro', 'monthly')).toMatchObject({ amount: 29.99 })
  })

  it('reads the yearly price and the lifetime deal where the catalogue sells them', () => {
    expect(planPrice(v1Catalog, 'premium', 'yearly')).toEqual({
      kind: 'recurring',
      amount: 96,
      per: 'year',
    })
    expect(planPrice(v1Catalog, 'pro', 'lifetime')).toEqual({ kind: 'one-time', amount: 129 })
  })

  it('falls back to the monthly price when the catalogue has no such term', () => {
    expect(planPrice(launchCatalog, 'pro', 'yearly')).toMatchObject({ per: 'month', amount: 19.99 })
    expect(planPrice(launchCatalog, 'pro', 'lifetime')).toMatchObject({ per: 'month' })
  })
})

describe('newestFirst', () => {
  it('orders billing records by date, newest first, keeping ties in server order', () => {
    const rows = [
      { id: 'a', created_at: '2025-08-03T10:15:00.000Z' },
      { id: 'b', created_at: '2025-11-03T10:15:00.000Z' },
      { id: 'c', created_at: '2025-09-03' },
      { id: 'd', created_at: '2025-11-03T10:15:00.000Z' },
    ]
    expect(newestFirst(rows).map((row) => row.id)).toEqual(['b', 'd', 'c', 'a'])
    expect(rows[0]?.id).toBe('a')
  })
})
