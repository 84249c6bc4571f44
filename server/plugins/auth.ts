import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/database.ts'
import type { UserRow } from '../db/schema.ts'
import { AccountDeletedError, ensureUser } from '../db/users.ts'
import { HttpError } from '../http-error.ts'
import { InvalidTokenError } from '../integrations/firebase.ts'
import type { IdentityProvider, VerifiedIdentity } from '../integrations/firebase.ts'
import type { TokenCache } from './token-cache.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** From the endpoint table: 'bearer' routes require a verified Firebase ID token. */
    auth?: 'bearer' | 'none'
  }
  interface FastifyRequest {
    /** The signed-in user's row; set on 'bearer' routes before the handler runs. */
    user: UserRow | null
  }
}

/** A deleted account's token, still valid at Firebase or in a cache: the person must sign up again. */
export const ACCOUNT_DELETED_MESSAGE =
  'This account has been deleted. To use JobFit again, sign out and create a new account.'

const BEARER = /^Bearer\s+([\w-]+\.[\w-]+\.[\w-]*)\s*$/i

/**
 * Authentication in `onRequest`, that is before the body is even read, let alone validated: a
 * caller who is not signed in gets 401 whatever it sent (decisions.md). Creates the user's row on
 * the first authenticated call.
 */
export function registerAuth(
  app: FastifyInstance,
  deps: {
    db: Db
    identity: IdentityProvider
    tokens: TokenCache<VerifiedIdentity>
    /**
     * Brings the loaded row up to date before any handler reads it: the lazy plan expiry of
     * decisions.md (payments), so every call sees the plan as it is at the app's clock.
     */
    settleUser?: (user: UserRow) => Promise<UserRow>
  },
): void {
  app.decorateRequest('user', null)
  // Verifications under way, by token: the calls a page fires at once with a token not yet cached
  // (after sign-in, a token refresh or the cache's minute) share one verification, which with the
  // revocation check is a request to Firebase, instead of each making its own.
  const verifying = new Map<string, Promise<VerifiedIdentity>>()
  const verify = (token: string): Promise<VerifiedIdentity> => {
    let pending = verifying.get(token)
    if (pending === undefined) {
      pending = deps.identity.verifyIdToken(token).finally(() => verifying.delete(token))
      verifying.set(token, pending)
    }
    return pending
  }
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.auth !== 'bearer') return
    const header = request.headers.authorization
    if (header === undefined || header.trim() === '') {
      throw new HttpError(
        401,
        'Sign in first: this call needs an Authorization: Bearer <ID token> header.',
      )
    }
    const token = BEARER.exec(header)?.[1]
    if (token === undefined) {
      throw new HttpError(401, 'The Authorization header must be "Bearer <Firebase ID token>".')
    }
    let identity = deps.tokens.get(token)
    if (identity === undefined) {
      try {
        identity = await verify(token)
      } catch (error) {
        if (error instanceof InvalidTokenError) {
          throw new HttpError(401, 'Your sign-in is invalid or has expired. Please sign in again.')
        }
        request.log.error({ err: error }, 'ID token verification failed')
        throw new HttpError(503, 'Sign-in cannot be verified right now. Please try again shortly.')
      }
      deps.tokens.set(token, identity.uid, identity, identity.expiresAt)
    }
    let user: UserRow
    try {
      user = await ensureUser(deps.db, identity)
    } catch (error) {
      if (!(error instanceof AccountDeletedError)) throw error
      // Deleted on another instance while this one still trusted the token: forget it here too.
      deps.tokens.evictUser(identity.uid)
      throw new HttpError(401, ACCOUNT_DELETED_MESSAGE)
    }
    request.user = deps.settleUser === undefined ? user : await deps.settleUser(user)
  })
}
