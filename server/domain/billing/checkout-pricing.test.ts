import { describe, expect, it } from 'vitest'
import { getPlanCatalog } from '../../../src/contract/plan-catalogs.ts'
import { checkoutPriceOf, toCents } from './checkout-pricing.ts'

const launch = getPlanCatalog('launch')
const v1 = getPlanCatalog('v1-2025-10-02')

describe('checkoutPriceOf', () => {
  it('sells monthly subscriptions at the catalogue price, in cents', () => {
    expect(checkoutPriceOf(launch, 'premium', 'monthly')).toEqual({
      ok: true,
      price: {
        plan: 'premium',
        billingPeriod: 'monthly',
        amountCents: 999,
        currency: 'usd',
        mode: 'subscription',
        interval: 'month',
        label: 'Premium',
      },
    })
    expect(checkoutPriceOf(launch, 'pro', 'monthly')).toMatchObject({
      price: { amountCents: 1999 },
    })
    expect(checkoutPriceOf(v1, 'pro', 'monthly')).toMatchObject({ price: { amountCents: 2999 } })
  })

  it('sells yearly terms only where the catalogue has a yearly price', () => {
    expect(checkoutPriceOf(v1, 'premium', 'yearly')).toMatchObject({
      ok: true,
      price: { amountCents: 9600, interval: 'year', mode: 'subscription' },
    })
    expect(checkoutPriceOf(launch, 'premium', 'yearly')).toEqual({
      ok: false,
      message: 'The Premium plan is sold monthly only.',
    })
  })

  it('sells the lifetime deal of v1 as a one-time payment of pro, and nothing else as lifetime', () => {
    expect(checkoutPriceOf(v1, 'pro', 'lifetime')).toMatchObject({
      ok: true,
      price: { plan: 'pro', amountCents: 12900, mode: 'payment', interval: null },
    })
    expect(checkoutPriceOf(v1, 'premium', 'lifetime')).toEqual({
      ok: false,
      message: 'The lifetime deal is for the Pro plan only.',
    })
    expect(checkoutPriceOf(launch, 'pro', 'lifetime')).toEqual({
      ok: false,
      message: 'There is no lifetime deal on offer.',
    })
  })

  it('rounds to whole cents', () => {
    expect(toCents(9.99)).toBe(999)
    expect(toCents(29.99)).toBe(2999)
    expect(toCents(0.1 + 0.2)).toBe(30)
  })
})
