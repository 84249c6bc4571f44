import type { FastifyInstance, FastifyRequest } from 'fastify'
import { endpoints } from '../../src/contract/endpoints.ts'
import { SUBSCRIPTION_NOT_CANCELLED_CODE } from '../../src/contract/errors.ts'
import type { PlanCatalog } from '../../src/contract/plans.ts'
import type { Db } from '../db/database.ts'
import type { UserRow } from '../db/schema.ts'
import { deleteUserRows, generationsUsedIn } from '../db/users.ts'
import {
  SubscriptionNotEndedError,
  endSubscriptionBeforeDeletion,
} from '../domain/billing/end-subscription-on-delete.ts'
import type { EndAtProvider } from '../domain/billing/end-subscription-on-delete.ts'
import { generationAllowanceOf, monthKeyOf, resetDateOf } from '../domain/plans/access.ts'
import { HttpError } from '../http-error.ts'
import type { IdentityProvider } from '../integrations/firebase.ts'
import { defineRoute } from './define-route.ts'

export interface UserRouteDeps {
  db: Db
  catalog: PlanCatalog
  identity: IdentityProvider
  /** Forgets the user's cached tokens once the account is gone. */
  evictTokens: (uid: string) => void
  /** Stripe's immediate cancel, when Stripe is configured; see endSubscriptionBeforeDeletion. */
  endSubscriptionAtProvider?: EndAtProvider | undefined
  now: () => Date
}

function userOf(request: FastifyRequest): UserRow {
  // The auth hook sets it on every 'bearer' route; reaching here without one is a wiring bug.
  if (request.user === null) throw new Error('Authenticated route reached without a user')
  return request.user
}

/** The account calls of spec §7: profile, usage, can-generate, delete (subscription: billing.ts). */
export function registerUserRoutes(app: FastifyInstance, deps: UserRouteDeps): void {
  defineRoute(app, endpoints.getProfile, async ({ request }) => {
    const user = userOf(request)
    return {
      uid: user.firebaseUid,
      email: user.email ?? undefined,
      display_name: user.displayName ?? undefined,
      created_at: user.createdAt.toISOString(),
      plan: user.plan,
      subscription_status: user.subscriptionStatus,
      ...(user.defaultTemplate === null ? {} : { default_template: user.defaultTemplate }),
    }
  })

  async function generationsOf(user: UserRow) {
    const now = deps.now()
    const used = await generationsUsedIn(deps.db, user.id, monthKeyOf(now))
    return {
      allowance: generationAllowanceOf(deps.catalog, user.plan, used),
      resetDate: resetDateOf(now).toISOString(),
    }
  }

  defineRoute(app, endpoints.getUsageStats, async ({ request }) => {
    const user = userOf(request)
    const { allowance, resetDate } = await generationsOf(user)
    return {
      plan: user.plan,
      generations_used_this_month: allowance.used,
      generation_limit: allowance.limit,
      generations_remaining: allowance.remaining,
      reset_date: resetDate,
    }
  })

  defineRoute(app, endpoints.getCanGenerate, async ({ request }) => {
    const user = userOf(request)
    const { allowance, resetDate } = await generationsOf(user)
    return {
      can_generate: allowance.allowed,
      plan: user.plan,
      generation_limit: allowance.limit,
      generations_remaining: allowance.remaining,
      reset_date: resetDate,
      ...(allowance.allowed
        ? {}
        : {
            reason:
              allowance.limit === 0
                ? 'Your plan does not include AI generations. Upgrade to get them.'
                : `You have used all ${allowance.limit} AI generations of this month.`,
          }),
    }
  })

  defineRoute(app, endpoints.deleteAccount, async ({ request }) => {
    const user = userOf(request)
    // The provider first: a deleted account must not go on being charged, so if its
    // subscription cannot be ended nothing is deleted and the person can try again.
    let endedSubscription: string | undefined
    try {
      endedSubscription = await endSubscriptionBeforeDeletion(user, deps.endSubscriptionAtProvider)
    } catch (error) {
      if (!(error instanceof SubscriptionNotEndedError)) throw error
      request.log.error({ err: error, userId: user.id }, 'subscription not ended; account kept')
      throw new HttpError(503, { error: SUBSCRIPTION_NOT_CANCELLED_CODE, message: error.message })
    }
    // Rows, tombstone and identity together: if Firebase refuses, the transaction rolls back and
    // the user can try again with everything intact (the subscription, already ended, stays so).
    await deleteUserRows(deps.db, user, () => deps.identity.deleteUser(user.firebaseUid))
    deps.evictTokens(user.firebaseUid)
    request.log.info({ userId: user.id, endedSubscription }, 'account deleted')
    return undefined
  })
}
