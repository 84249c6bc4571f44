import { SUBSCRIPTION_NOT_CANCELLED_CODE } from '../../../contract/errors.ts'
import { objectDetailOf } from '../../api/error-detail.ts'

/**
 * The profile message key for a failed account deletion: the subscription that could not be
 * ended at the payment provider has its own (the account was kept, try again later); anything
 * else gets the general failure.
 */
export function deleteAccountErrorKey(
  error: unknown,
): 'danger.failedSubscription' | 'danger.failed' {
  return objectDetailOf(error)?.error === SUBSCRIPTION_NOT_CANCELLED_CODE
    ? 'danger.failedSubscription'
    : 'danger.failed'
}
