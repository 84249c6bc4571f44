import { lockUser, updateUserBilling } from '../../db/billing.ts'
import type { Db } from '../../db/database.ts'
import type { UserRow } from '../../db/schema.ts'
import { ENDED_PLAN } from './billing-terms.ts'

/** Tells the payment provider to end a subscription at its period's end (Stripe's cancel_at_period_end). */
export type CancelAtProvider = (stripeSubscriptionId: string) => Promise<void>

/** A cancel that the rules refuse; its message is for the user (the route answers 400). */
export class CancelRefusedError extends Error {
  override name = 'CancelRefusedError'
}

/** The subscription is Stripe's, but this server has no Stripe client to tell (503). */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError'
}

export const NOTHING_TO_CANCEL = 'You have no paid subscription to cancel.'
export const LIFETIME_NOT_CANCELLABLE = 'A lifetime plan has nothing to cancel.'

/**
 * Cancels at the period's end (spec §9: access until the end of the billing period): the status
 * becomes cancelled at once, the plan stays until `current_period_end`, and the lazy expiry check
 * then returns it to free. A Stripe subscription is told first, so a provider failure changes
 * nothing here. Cancelling twice is harmless; a paid plan without a period end (set by hand) ends
 * at once, as it has no paid period left to keep.
 */
export async function cancelSubscription(
  db: Db,
  user: UserRow,
  options: { now: Date; cancelAtProvider: CancelAtProvider | undefined },
): Promise<UserRow> {
  if (user.plan === 'free') throw new CancelRefusedError(NOTHING_TO_CANCEL)
  if (user.billingPeriod === 'lifetime') throw new CancelRefusedError(LIFETIME_NOT_CANCELLABLE)
  if (user.cancelAtPeriodEnd) return user
  if (user.stripeSubscriptionId !== null) {
    if (options.cancelAtProvider === undefined) {
      throw new ProviderUnavailableError(
        'Your subscription is managed by Stripe, which this server cannot reach. Please try again later.',
      )
    }
    try {
      await options.cancelAtProvider(user.stripeSubscriptionId)
    } catch (cause) {
      throw new ProviderUnavailableError(
        'Stripe could not be told to cancel your subscription. Nothing was changed; please try again.',
        { cause },
      )
    }
  }
  return db.transaction(async (tx) => {
    const transaction = tx as unknown as Db
    const locked = (await lockUser(transaction, user.id)) ?? user
    if (locked.plan === 'free') throw new CancelRefusedError(NOTHING_TO_CANCEL)
    const periodEnd = locked.currentPeriodEnd
    if (periodEnd === null || periodEnd <= options.now) {
      return updateUserBilling(transaction, locked.id, {
        ...ENDED_PLAN,
        subscriptionEventAt: options.now,
      })
    }
    return updateUserBilling(transaction, locked.id, {
      subscriptionStatus: 'cancelled',
      cancelAtPeriodEnd: true,
      // Stripe's events from before this cancel (still in flight) must not undo it.
      subscriptionEventAt: options.now,
    })
  })
}
