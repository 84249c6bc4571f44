import { describe, expect, it } from 'vitest'
import { planTiers } from './plan-tiers.ts'

describe('planTiers (spec §4)', () => {
  it('treats no profile as free', () => {
    expect(planTiers(null)).toEqual({ isFree: true, isPremium: false, isPro: false })
    expect(planTiers(undefined)).toEqual({ isFree: true, isPremium: false, isPro: false })
    expect(planTiers({})).toEqual({ isFree: true, isPremium: false, isPro: false })
  })
  it('free', () => {
    expect(planTiers({ plan: 'free' })).toEqual({ isFree: true, isPremium: false, isPro: false })
  })
  it('premium is premium only', () => {
    expect(planTiers({ plan: 'premium' })).toEqual({ isFree: false, isPremium: true, isPro: false })
  })
  it('pro is premium and pro', () => {
    expect(planTiers({ plan: 'pro' })).toEqual({ isFree: false, isPremium: true, isPro: true })
  })
})
