import type { FastifyInstance, FastifyRequest } from 'fastify'
import { endpoints } from '../../src/contract/endpoints.ts'
import { listBillingRecords } from '../db/billing.ts'
import type { Db } from '../db/database.ts'
import { countResumesSince } from '../db/resumes.ts'
import type { UserRow } from '../db/schema.ts'
import {
  CancelRefusedError,
  ProviderUnavailableError,
  cancelSubscription,
} from '../domain/billing/cancel-subscription.ts'
import type { CancelAtProvider } from '../domain/billing/cancel-subscription.ts'
import { monthStartOf } from '../domain/plans/access.ts'
import { HttpError } from '../http-error.ts'
import { defineRoute } from './define-route.ts'

export interface BillingRouteDeps {
  db: Db
  now: () => Date
  /** Stripe's cancel-at-period-end, when Stripe is configured; see cancelSubscription. */
  cancelAtProvider?: CancelAtProvider | undefined
}

function userOf(request: FastifyRequest): UserRow {
  // The auth hook sets it on every 'bearer' route; reaching here without one is a wiring bug.
  if (request.user === null) throw new Error('Authenticated route reached without a user')
  return request.user
}

/** The paid period a cancelled plan keeps (decisions.md, payments); null otherwise. */
function accessUntilOf(user: UserRow): string | null {
  return user.plan !== 'free' && user.cancelAtPeriodEnd && user.currentPeriodEnd !== null
    ? user.currentPeriodEnd.toISOString()
    : null
}

/** The subscription calls of spec §7: details, billing history, cancel. */
export function registerBillingRoutes(app: FastifyInstance, deps: BillingRouteDeps): void {
  defineRoute(app, endpoints.getSubscription, async ({ request }) => {
    // The auth hook has already settled an expired period (lazy expiry), so the row is current.
    const user = userOf(request)
    const accessUntil = accessUntilOf(user)
    // A next billing date exists only for a paid plan that renews: active, not cancelled, not
    // a lifetime deal, with a period end.
    const renews =
      user.plan !== 'free' &&
      user.subscriptionStatus === 'active' &&
      !user.cancelAtPeriodEnd &&
      user.billingPeriod !== 'lifetime' &&
      user.currentPeriodEnd !== null
    return {
      plan: user.plan,
      created_at: user.createdAt.toISOString(),
      subscription_status: user.subscriptionStatus,
      resumes_used_this_month: await countResumesSince(deps.db, user.id, monthStartOf(deps.now())),
      next_billing_date: renews ? (user.currentPeriodEnd?.toISOString() ?? null) : null,
      ...(user.plan === 'free' || user.billingPeriod === null
        ? {}
        : { billing_period: user.billingPeriod }),
      // Only after a cancel, while the paid period lasts.
      ...(accessUntil === null ? {} : { access_until: accessUntil }),
    }
  })

  defineRoute(app, endpoints.getBillingHistory, async ({ request }) => {
    const records = await listBillingRecords(deps.db, userOf(request).id)
    return records.map((record) => ({
      id: record.id,
      created_at: record.createdAt.toISOString(),
      plan_type: record.planType,
      ...(record.billingPeriod === null ? {} : { billing_period: record.billingPeriod }),
      amount: record.amountCents / 100,
      currency: record.currency,
      payment_status: record.paymentStatus,
      description: record.description ?? undefined,
    }))
  })

  defineRoute(app, endpoints.cancelSubscription, async ({ request, body }) => {
    const user = userOf(request)
    let cancelled: UserRow
    try {
      cancelled = await cancelSubscription(deps.db, user, {
        now: deps.now(),
        cancelAtProvider: deps.cancelAtProvider,
      })
    } catch (error) {
      if (error instanceof CancelRefusedError) throw new HttpError(400, error.message)
      if (error instanceof ProviderUnavailableError) throw new HttpError(503, error.message)
      throw error
    }
    // No column holds the reason: it goes to the log, where an operator reads why people leave.
    request.log.info({ userId: user.id, reason: body.reason ?? null }, 'subscription cancelled')
    const accessUntil = accessUntilOf(cancelled)
    return {
      message:
        accessUntil === null
          ? 'Your subscription is cancelled and your plan is now free.'
          : `Your subscription is cancelled. You keep your plan until ${accessUntil}.`,
      subscription_status: cancelled.subscriptionStatus,
      access_until: accessUntil,
    }
  })
}
