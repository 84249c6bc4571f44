import { describe, expect, it } from 'vitest'
import { SUBSCRIPTION_NOT_CANCELLED_CODE } from '../../../contract/errors.ts'
import { ApiError } from '../../api/api-error.ts'
import { deleteAccountErrorKey } from './delete-account-error.ts'

describe('deleteAccountErrorKey', () => {
  it("words the payment provider's refusal on its own", () => {
    const error = new ApiError(503, {
      detail: { error: SUBSCRIPTION_NOT_CANCELLED_CODE, message: 'We could not cancel...' },
    })
    expect(deleteAccountErrorKey(error)).toBe('danger.failedSubscription')
  })

  it('gives any other failure the general message', () => {
    expect(deleteAccountErrorKey(new ApiError(503, { detail: 'Database unavailable' }))).toBe(
      'danger.failed',
    )
    expect(deleteAccountErrorKey(new ApiError(500, {}))).toBe('danger.failed')
    expect(deleteAccountErrorKey(new TypeError('Failed to fetch'))).toBe('danger.failed')
  })
})
