import type { UserRow } from '../../db/schema.ts'

/**
 * Ends a subscription at the payment provider now: no renewal, no refund (Stripe's
 * subscriptions.cancel). Resolves once the provider no longer charges it.
 */
export type EndAtProvider = (stripeSubscriptionId: string) => Promise<void>

/** The subscription could not be ended at the provider, so the account must stay (the route: 503). */
export class SubscriptionNotEndedError extends Error {
  override name = 'SubscriptionNotEndedError'
}

/** Shown to the person whose deletion was refused; the client words it in their language too. */
export const SUBSCRIPTION_NOT_ENDED_MESSAGE =
  'We could not cancel your subscription with the payment provider, so your account was not ' +
  'deleted. Try again in a few minutes; your data is unchanged.'

/**
 * The provider subscription a deletion must end first, if any. Any stored Stripe subscription id
 * counts, whatever the plan says: a cancelled-at-period-end or a since-replaced subscription may
 * still be live at Stripe, and ending an ended one is harmless. The built-in checkout keeps no id
 * (its plan renews itself on the user's row, settle-plan.ts), so it ends with the row.
 */
export function subscriptionToEndOf(
  user: Pick<UserRow, 'stripeSubscriptionId'>,
): string | undefined {
  return user.stripeSubscriptionId ?? undefined
}

/**
 * Deletion's first step: ends the user's provider subscription, so a deleted account is never
 * charged again (invoice.paid would then match no one). Throws SubscriptionNotEndedError when it
 * cannot, and the caller then deletes nothing. Resolves with the ended subscription's id, if any.
 */
export async function endSubscriptionBeforeDeletion(
  user: Pick<UserRow, 'stripeSubscriptionId'>,
  endAtProvider: EndAtProvider | undefined,
): Promise<string | undefined> {
  const subscriptionId = subscriptionToEndOf(user)
  if (subscriptionId === undefined) return undefined
  // A Stripe subscription on a server without Stripe: nobody here can stop the charges.
  if (endAtProvider === undefined)
    throw new SubscriptionNotEndedError(SUBSCRIPTION_NOT_ENDED_MESSAGE)
  try {
    await endAtProvider(subscriptionId)
  } catch (cause) {
    throw new SubscriptionNotEndedError(SUBSCRIPTION_NOT_ENDED_MESSAGE, { cause })
  }
  return subscriptionId
}
