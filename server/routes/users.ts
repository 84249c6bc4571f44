import type { FastifyInstance, FastifyRequest } from 'fastify'
import { endpoints } from '../../src/contract/endpoints.ts'
import type { PlanCatalog } from '../../src/contract/plans.ts'
import type { Db } from '../db/database.ts'
import type { UserRow } from '../db/schema.ts'
import { deleteUserRows, generationsUsedIn } from '../db/users.ts'
import { generationAllowanceOf, monthKeyOf, resetDateOf } from '../domain/plans/access.ts'
import type { IdentityProvider } from '../integrations/firebase.ts'
import { defineRoute } from './define-route.ts'

export interface UserRouteDeps {
  db: Db
  catalog: PlanCatalog
  identity: IdentityProvider
  /** Forgets the user's cached tokens once the account is gone. */
  evictTokens: (uid: string) => void
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
    // Rows and identity together: if Firebase refuses, the transaction rolls back and the user
    // can try again with everything intact.
    await deleteUserRows(deps.db, user.id, () => deps.identity.deleteUser(user.firebaseUid))
    deps.evictTokens(user.firebaseUid)
    request.log.info({ userId: user.id }, 'account deleted')
    return undefined
  })
}
