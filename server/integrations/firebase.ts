import { randomUUID } from 'node:crypto'
import { applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'

/** Who a verified ID token speaks for. */
export interface VerifiedIdentity {
  uid: string
  email: string | undefined
  name: string | undefined
  /** When the token itself expires (ms since the epoch): a cache must not outlive it. */
  expiresAt: number
}

/** The identity provider as the server needs it; tests may pass their own. */
export interface IdentityProvider {
  /** Resolves for a valid token of a live user; rejects with InvalidTokenError otherwise. */
  verifyIdToken(token: string): Promise<VerifiedIdentity>
  /** Deletes the user; a user who is already gone counts as deleted. */
  deleteUser(uid: string): Promise<void>
  close(): Promise<void>
}

/** The token is missing, malformed, expired, revoked, or its user was deleted or disabled. */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError'
}

// Codes that say "this token is no good", as opposed to "we could not check it" (network, keys).
const INVALID_TOKEN_CODES = new Set([
  'auth/argument-error',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/invalid-id-token',
  'auth/user-disabled',
  'auth/user-not-found',
])

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : undefined
}

/**
 * firebase-admin for one project. With FIREBASE_AUTH_EMULATOR_HOST set it talks to the emulator
 * (and needs no credentials); otherwise it uses the Application Default Credentials
 * (GOOGLE_APPLICATION_CREDENTIALS).
 */
export function createFirebaseIdentity(options: {
  projectId: string
  emulatorHost: string | undefined
}): IdentityProvider {
  // firebase-admin reads the emulator address from the environment only.
  if (options.emulatorHost !== undefined) {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost
  }
  const app = initializeApp(
    {
      projectId: options.projectId,
      ...(options.emulatorHost === undefined ? { credential: applicationDefault() } : {}),
    },
    // A name per instance: tests build several apps in one process.
    `jobfit-${randomUUID()}`,
  )
  const auth = getAuth(app)
  return {
    verifyIdToken: async (token) => {
      try {
        // checkRevoked: also refuses tokens of deleted or disabled users.
        const decoded = await auth.verifyIdToken(token, true)
        const name: unknown = decoded.name
        return {
          uid: decoded.uid,
          email: decoded.email,
          name: typeof name === 'string' ? name : undefined,
          expiresAt: decoded.exp * 1000,
        }
      } catch (error) {
        if (INVALID_TOKEN_CODES.has(codeOf(error) ?? '')) {
          throw new InvalidTokenError((error as Error).message, { cause: error })
        }
        throw error
      }
    },
    deleteUser: async (uid) => {
      try {
        await auth.deleteUser(uid)
      } catch (error) {
        if (codeOf(error) !== 'auth/user-not-found') throw error
      }
    },
    close: () => deleteApp(app),
  }
}
