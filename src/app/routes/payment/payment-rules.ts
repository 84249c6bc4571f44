import type { CheckoutStatus } from '../../../contract/billing.ts'
import type { Plan } from '../../../contract/common.ts'

/**
 * Whether a checkout session was paid: Stripe's `complete` (the built-in checkout answers the same),
 * or a `paid` / `no_payment_required` payment status. Anything else (open, expired, unpaid) is a
 * failed verification: the buyer did not finish paying.
 */
export function checkoutPaid(status: Pick<CheckoutStatus, 'status' | 'payment_status'>): boolean {
  if (status.status === 'complete') return true
  return status.payment_status === 'paid' || status.payment_status === 'no_payment_required'
}

/**
 * Whether the profile shows the purchase (spec §4: "until the plan is no longer free"). When the
 * verified session names a paid plan, the profile must hold that plan, so a premium user buying pro
 * is not told "successful" while the profile still says premium.
 */
export function planActivated(
  profilePlan: Plan | null | undefined,
  purchased: Plan | null,
): boolean {
  const plan = profilePlan ?? 'free'
  if (plan === 'free') return false
  return purchased === null || purchased === 'free' || plan === purchased
}

/** The `reason` of /payment/cancel, trimmed and bounded: it is text from the address bar. */
export const MAX_CANCEL_REASON_LENGTH = 200

export function cancelReasonOf(search: URLSearchParams): string | null {
  const reason = search.get('reason')?.trim()
  if (!reason) return null
  return reason.length > MAX_CANCEL_REASON_LENGTH
    ? `${reason.slice(0, MAX_CANCEL_REASON_LENGTH - 1)}…`
    : reason
}

/** The session id of /payment/success, or null when the URL has none (spec §8: 'Missing session_id in URL.'). */
export function sessionIdOf(search: URLSearchParams): string | null {
  return search.get('session_id')?.trim() || null
}
