import { describe, expect, it } from 'vitest'
import { PLAN_CATALOGS } from '../../contract/plan-catalogs.ts'
import { planAction, priceOf, sellsYearly, yearlySavingsPercent } from './pricing-rules.ts'

const launch = PLAN_CATALOGS.launch.plans
const v1 = PLAN_CATALOGS['v1-2025-10-02'].plans

describe('priceOf', () => {
  it('gives the monthly price by default and the yearly one where it is sold', () => {
    expect(priceOf(v1.premium, 'monthly')).toEqual({ amount: 9.99, period: 'monthly' })
    expect(priceOf(v1.premium, 'yearly')).toEqual({ amount: 96, period: 'yearly' })
    expect(priceOf(v1.pro, 'yearly')).toEqual({ amount: 288, period: 'yearly' })
  })

  it('falls back to the monthly price when the plan has no yearly one', () => {
    expect(priceOf(launch.pro, 'yearly')).toEqual({ amount: 19.99, period: 'monthly' })
  })
})

describe('sellsYearly and yearlySavingsPercent', () => {
  it('offers the yearly term only in a catalogue that sells it', () => {
    expect(sellsYearly(launch)).toBe(false)
    expect(sellsYearly(v1)).toBe(true)
    expect(yearlySavingsPercent(launch)).toBeNull()
  })

  it('computes the saving of the v1 catalogue: 96 vs 119.88 and 288 vs 359.88 are both 20%', () => {
    expect(yearlySavingsPercent(v1)).toBe(20)
  })

  it('states the smaller saving of the two plans, and none when yearly costs more', () => {
    const plans = {
      ...v1,
      premium: { ...v1.premium, monthlyPrice: 10, yearlyPrice: 90 },
      pro: { ...v1.pro, monthlyPrice: 10, yearlyPrice: 60 },
    }
    expect(yearlySavingsPercent(plans)).toBe(25)
    expect(
      yearlySavingsPercent({ ...plans, premium: { ...plans.premium, yearlyPrice: 130 } }),
    ).toBeNull()
  })
})

describe('planAction', () => {
  it('sends a visitor to sign in from free and to checkout (after sign-in) from paid plans', () => {
    expect(planAction('free', false, null)).toBe('signin')
    expect(planAction('premium', false, null)).toBe('choose')
    expect(planAction('pro', false, null)).toBe('choose')
  })

  it('sends a signed-in user from free to the dashboard, whatever the plan', () => {
    expect(planAction('free', true, 'free')).toBe('dashboard')
    expect(planAction('free', true, 'pro')).toBe('dashboard')
  })

  it('marks the current paid plan, offers upgrades above it and a plain choice below it', () => {
    expect(planAction('premium', true, 'free')).toBe('upgrade')
    expect(planAction('pro', true, 'free')).toBe('upgrade')
    expect(planAction('premium', true, 'premium')).toBe('current')
    expect(planAction('pro', true, 'premium')).toBe('upgrade')
    expect(planAction('pro', true, 'pro')).toBe('current')
    expect(planAction('premium', true, 'pro')).toBe('choose')
  })

  it('reads a missing profile plan as free (spec §3)', () => {
    expect(planAction('premium', true, null)).toBe('upgrade')
  })
})
