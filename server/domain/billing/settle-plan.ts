import type { PaidPlan } from '../../../src/contract/common.ts'
import type { PlanCatalog } from '../../../src/contract/plans.ts'
import {
  insertBillingRecord,
  lastPaidRecord,
  lockUser,
  updateUserBilling,
} from '../../db/billing.ts'
import type { Db } from '../../db/database.ts'
import type { UserRow } from '../../db/schema.ts'
import { ENDED_PLAN, expiryActionOf, periodEndFrom, priceCentsOf } from './billing-terms.ts'

/** A clock that jumps years ahead renews at most this many missed periods, then starts afresh. */
const MAX_MISSED_PERIODS = 60

/**
 * The lazy expiry check of decisions.md, run on each authenticated request with the user's row:
 * a cancelled plan whose period is over returns to free; a built-in-checkout plan that was not
 * cancelled renews itself (see `expiryActionOf`); a Stripe plan waits for Stripe's events.
 * Resolves with the row as it is now. Cheap when nothing is due: the decision is made on the row
 * already loaded, and only a due change takes a lock (and re-decides under it, so two concurrent
 * requests change the plan once).
 */
export async function settleExpiredPlan(
  db: Db,
  user: UserRow,
  options: { now: Date; catalog: PlanCatalog },
): Promise<UserRow> {
  const { now } = options
  const action = expiryActionOf(user, now)
  if (action === 'none' || action === 'wait') return user
  return db.transaction(async (tx) => {
    const transaction = tx as unknown as Db
    const locked = await lockUser(transaction, user.id)
    if (locked === undefined) return user
    const due = expiryActionOf(locked, now)
    if (due === 'end') return updateUserBilling(transaction, locked.id, ENDED_PLAN)
    if (due !== 'renew' || locked.currentPeriodEnd === null) return locked
    return renewBuiltinPlan(transaction, locked, locked.currentPeriodEnd, options)
  })
}

/**
 * A synthetic renewal on the built-in (test-mode) checkout: one paid record per period that ran
 * out, each dated when its period began, and periods that follow on without a gap.
 */
async function renewBuiltinPlan(
  db: Db,
  user: UserRow,
  periodEnd: Date,
  options: { now: Date; catalog: PlanCatalog },
): Promise<UserRow> {
  const plan = user.plan as PaidPlan
  const billingPeriod = user.billingPeriod === 'yearly' ? 'yearly' : 'monthly'
  const amountCents = await renewalPriceOf(db, user, plan, billingPeriod, options.catalog)
  let start = periodEnd
  let end: Date = periodEnd
  for (let missed = 0; end <= options.now; missed += 1) {
    // Back from a long absence: the next period starts now rather than years of records.
    if (missed === MAX_MISSED_PERIODS) start = options.now
    else start = end
    await insertBillingRecord(db, {
      userId: user.id,
      createdAt: start,
      planType: plan,
      billingPeriod,
      amountCents,
      currency: 'usd',
      paymentStatus: 'paid',
      description: 'renewal',
      provider: 'builtin',
      // One renewal per user and period, however many requests race to make it.
      externalId: `builtin-renewal:${user.id}:${start.toISOString()}`,
    })
    end = periodEndFrom(start, billingPeriod, 'builtin') ?? options.now
    if (missed === MAX_MISSED_PERIODS) break
  }
  return updateUserBilling(db, user.id, {
    subscriptionStatus: 'active',
    currentPeriodEnd: end,
    lastPaymentAt: start,
  })
}

/** The catalogue's price for the term, or what was paid last when the catalogue sells no such term. */
async function renewalPriceOf(
  db: Db,
  user: UserRow,
  plan: PaidPlan,
  billingPeriod: 'monthly' | 'yearly',
  catalog: PlanCatalog,
): Promise<number> {
  try {
    return priceCentsOf(catalog, plan, billingPeriod)
  } catch {
    return (await lastPaidRecord(db, user.id))?.amountCents ?? 0
  }
}
