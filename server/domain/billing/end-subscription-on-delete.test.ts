import { describe, expect, it, vi } from 'vitest'
import {
  SUBSCRIPTION_NOT_ENDED_MESSAGE,
  SubscriptionNotEndedError,
  endSubscriptionBeforeDeletion,
  subscriptionToEndOf,
} from './end-subscription-on-delete.ts'
import type { EndAtProvider } from './end-subscription-on-delete.ts'

describe('subscriptionToEndOf', () => {
  it('is the stored Stripe subscription, whatever the plan; none for the built-in checkout', () => {
    expect(subscriptionToEndOf({ stripeSubscriptionId: 'sub_1' })).toBe('sub_1')
    expect(subscriptionToEndOf({ stripeSubscriptionId: null })).toBeUndefined()
  })
})

describe('endSubscriptionBeforeDeletion', () => {
  it('ends a Stripe subscription at the provider', async () => {
    const end = vi.fn<EndAtProvider>(async () => {})
    expect(await endSubscriptionBeforeDeletion({ stripeSubscriptionId: 'sub_1' }, end)).toBe(
      'sub_1',
    )
    expect(end).toHaveBeenCalledWith('sub_1')
  })

  it('asks nothing of the provider without a subscription, even without a provider', async () => {
    const end = vi.fn<EndAtProvider>(async () => {})
    expect(await endSubscriptionBeforeDeletion({ stripeSubscriptionId: null }, end)).toBeUndefined()
    expect(end).not.toHaveBeenCalled()
    await expect(
      endSubscriptionBeforeDeletion({ stripeSubscriptionId: null }, undefined),
    ).resolves.toBeUndefined()
  })

  it('refuses with the user-facing message when the provider fails or is not configured', async () => {
    const failing = vi.fn<EndAtProvider>(async () => {
      throw new Error('connection reset')
    })
    const failure = endSubscriptionBeforeDeletion({ stripeSubscriptionId: 'sub_1' }, failing)
    await expect(failure).rejects.toBeInstanceOf(SubscriptionNotEndedError)
    await expect(failure).rejects.toThrow(SUBSCRIPTION_NOT_ENDED_MESSAGE)
    await expect(
      endSubscriptionBeforeDeletion({ stripeSubscriptionId: 'sub_1' }, undefined),
    ).rejects.toThrow(SUBSCRIPTION_NOT_ENDED_MESSAGE)
  })
})
