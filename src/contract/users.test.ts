import { describe, expect, it } from 'vitest'
import { fallbackProfile, userProfileSchema } from './users.ts'

describe('userProfileSchema', () => {
  it('reads a missing plan as free and a missing status as inactive', () => {
    expect(userProfileSchema.parse({})).toEqual({ plan: 'free', subscription_status: 'inactive' })
  })
  it('reads an unknown plan as free and a non-string status as inactive', () => {
    const profile = userProfileSchema.parse({ plan: 'gold', subscription_status: 7 })
    expect(profile.plan).toBe('free')
    expect(profile.subscription_status).toBe('inactive')
  })
  it('keeps a full profile and unknown fields', () => {
    const profile = userProfileSchema.parse({
      uid: 'u1',
      email: 'ana@example.com',
      display_name: 'Ana',
      created_at: '2025-01-15T10:00:00.000Z',
      plan: 'pro',
      subscription_status: 'active',
      stripe_customer: 'cus_1',
    })
    expect(profile).toMatchObject({
      plan: 'pro',
      subscription_status: 'active',
      stripe_customer: 'cus_1',
    })
  })
  it('keeps a status it does not know', () => {
    expect(
      userProfileSchema.parse({ plan: 'premium', subscription_status: 'past_due' })
        .subscription_status,
    ).toBe('past_due')
  })
})

describe('fallbackProfile', () => {
  it('is free and inactive, with the uid and email of the signed-in user', () => {
    expect(fallbackProfile({ uid: 'u1', email: 'ana@example.com' })).toEqual({
      uid: 'u1',
      email: 'ana@example.com',
      plan: 'free',
      subscription_status: 'inactive',
    })
  })
  it('copes with a user without email', () => {
    expect(fallbackProfile({ uid: 'u1', email: null }).email).toBeUndefined()
  })
})
