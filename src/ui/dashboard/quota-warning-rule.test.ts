import { describe, expect, it } from 'vitest'
import type { Plan } from '../../contract/common.ts'
import { quotaWarningOf } from './quota-warning-rule.ts'

const usage = (plan: Plan, limit: number | null, remaining: number | null) => ({
  plan,
  generation_limit: limit,
  generations_remaining: remaining,
})

describe('quotaWarningOf', () => {
  it('never warns on the free plan, even with nothing left', () => {
    expect(quotaWarningOf(usage('free', 0, 0))).toBeNull()
    expect(quotaWarningOf(usage('free', 5, 1))).toBeNull()
    expect(quotaWarningOf(usage('free', 5, 0))).toBeNull()
  })

  it('does not warn with 3 or more left', () => {
    expect(quotaWarningOf(usage('premium', 10, 3))).toBeNull()
    expect(quotaWarningOf(usage('pro', 20, 20))).toBeNull()
  })

  it('warns low with 2 left and with 1 left', () => {
    expect(quotaWarningOf(usage('premium', 10, 2))).toEqual({ kind: 'low', remaining: 2 })
    expect(quotaWarningOf(usage('pro', 20, 1))).toEqual({ kind: 'low', remaining: 1 })
  })

  it('says the limit is reached at 0, with the upgrade to Pro for premium only', () => {
    expect(quotaWarningOf(usage('premium', 1, 0))).toEqual({ kind: 'reached', upgradeToPro: true })
    expect(quotaWarningOf(usage('pro', 20, 0))).toEqual({ kind: 'reached', upgradeToPro: false })
  })

  it('never warns on an unlimited plan', () => {
    expect(quotaWarningOf(usage('pro', null, null))).toBeNull()
    expect(quotaWarningOf(usage('premium', null, null))).toBeNull()
  })
})
