import { describe, expect, it } from 'vitest'
import { getPlanCatalog } from '../../../src/contract/plan-catalogs.ts'
import {
  expiryActionOf,
  isWithinRefundWindow,
  periodEndFrom,
  priceCentsOf,
  statusOfProviderSubscription,
} from './billing-terms.ts'
import type { PlanState } from './billing-terms.ts'

const launch = getPlanCatalog('launch')
const v1 = getPlanCatalog('v1-2025-10-02')

describe('periodEndFrom', () => {
  const from = new Date('2026-01-31T12:00:00Z')

  it('counts 30 days (365 for a yearly term) on the built-in checkout', () => {
    expect(periodEndFrom(from, 'monthly', 'builtin')?.toISOString()).toBe(
      '2026-03-02T12:00:00.000Z',
    )
    expect(periodEndFrom(from, 'yearly', 'builtin')?.toISOString()).toBe('2027-01-31T12:00:00.000Z')
  })

  it("stands in for Stripe's period with a calendar month or year", () => {
    // Clamped to the month's last day, not rolled over into March.
    expect(periodEndFrom(from, 'monthly', 'stripe')?.toISOString()).toBe('2026-02-28T12:00:00.000Z')
    expect(periodEndFrom(new Date('2028-02-29T00:00:00Z'), 'yearly', 'stripe')?.toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    )
    expect(
      periodEndFrom(new Date('2026-12-15T00:00:00Z'), 'monthly', 'stripe')?.toISOString(),
    ).toBe('2027-01-15T00:00:00.000Z')
    expect(periodEndFrom(from, 'yearly', 'stripe')?.toISOString()).toBe('2027-01-31T12:00:00.000Z')
  })

  it('gives a lifetime deal no end', () => {
    expect(periodEndFrom(from, 'lifetime', 'builtin')).toBeNull()
    expect(periodEndFrom(from, 'lifetime', 'stripe')).toBeNull()
  })
})

describe('priceCentsOf', () => {
  it('reads the active catalogue, in cents without floating-point drift', () => {
    expect(priceCentsOf(launch, 'premium', 'monthly')).toBe(999)
    expect(priceCentsOf(launch, 'pro', 'monthly')).toBe(1999)
    expect(priceCentsOf(v1, 'pro', 'monthly')).toBe(2999)
    expect(priceCentsOf(v1, 'premium', 'yearly')).toBe(9600)
    expect(priceCentsOf(v1, 'pro', 'lifetime')).toBe(12900)
  })

  it('refuses a term the catalogue does not sell', () => {
    expect(() => priceCentsOf(launch, 'pro', 'yearly')).toThrow(/no yearly pro/)
    expect(() => priceCentsOf(launch, 'pro', 'lifetime')).toThrow(/no lifetime/)
  })
})

describe('isWithinRefundWindow', () => {
  const paid = new Date('2026-03-01T10:00:00Z')

  it('holds for 7 days from the payment, to the millisecond', () => {
    expect(isWithinRefundWindow(paid, new Date('2026-03-01T10:00:00Z'))).toBe(true)
    expect(isWithinRefundWindow(paid, new Date('2026-03-08T10:00:00Z'))).toBe(true)
    expect(isWithinRefundWindow(paid, new Date('2026-03-08T10:00:00.001Z'))).toBe(false)
  })

  it('is false without a payment, or for a payment in the future', () => {
    expect(isWithinRefundWindow(null, paid)).toBe(false)
    expect(isWithinRefundWindow(paid, new Date('2026-02-28T10:00:00Z'))).toBe(false)
  })
})

describe('statusOfProviderSubscription', () => {
  it.each([
    ['active', false, 'active'],
    ['trialing', false, 'active'],
    ['active', true, 'cancelled'],
    ['past_due', false, 'pending'],
    ['unpaid', false, 'pending'],
    ['incomplete', false, 'pending'],
    ['canceled', false, 'cancelled'],
    ['incomplete_expired', false, 'cancelled'],
    ['paused', false, 'paused'],
  ] as const)('%s (cancel at period end: %s) is %s', (status, cancel, expected) => {
    expect(statusOfProviderSubscription(status, cancel)).toBe(expected)
  })
})

describe('expiryActionOf', () => {
  const now = new Date('2026-04-01T00:00:00Z')
  const past = new Date('2026-03-31T23:59:59Z')
  const future = new Date('2026-04-01T00:00:01Z')
  const paid: PlanState = {
    plan: 'premium',
    subscriptionStatus: 'active',
    currentPeriodEnd: past,
    billingPeriod: 'monthly',
    cancelAtPeriodEnd: false,
    stripeSubscriptionId: null,
  }

  it('does nothing while the period runs, on free, on a lifetime deal or without a period end', () => {
    expect(expiryActionOf({ ...paid, currentPeriodEnd: future }, now)).toBe('none')
    expect(expiryActionOf({ ...paid, plan: 'free' }, now)).toBe('none')
    expect(expiryActionOf({ ...paid, billingPeriod: 'lifetime' }, now)).toBe('none')
    expect(expiryActionOf({ ...paid, currentPeriodEnd: null }, now)).toBe('none')
  })

  it('ends a cancelled plan whose period is over, the very moment it is over', () => {
    expect(expiryActionOf({ ...paid, cancelAtPeriodEnd: true }, now)).toBe('end')
    expect(expiryActionOf({ ...paid, subscriptionStatus: 'cancelled' }, now)).toBe('end')
    expect(expiryActionOf({ ...paid, cancelAtPeriodEnd: true, currentPeriodEnd: now }, now)).toBe(
      'end',
    )
  })

  it('renews a built-in plan and leaves a Stripe plan to Stripe', () => {
    expect(expiryActionOf(paid, now)).toBe('renew')
    expect(expiryActionOf({ ...paid, subscriptionStatus: 'pending' }, now)).toBe('renew')
    expect(expiryActionOf({ ...paid, stripeSubscriptionId: 'sub_1' }, now)).toBe('wait')
  })
})
