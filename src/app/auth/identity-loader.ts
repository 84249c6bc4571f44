import { DEMO_MODE } from '../demo-mode.ts'
import type { IdentityService } from './identity-service.ts'
import { hasStoredSession } from './stored-session.ts'

/*
 * Loading the identity provider, apart from the auth provider's React code: the auth provider
 * loads it to listen, the API client's token source to ask for a token.
 */

let service: Promise<IdentityService> | undefined

/**
 * The identity provider's calls, loaded (and Firebase initialised) on first use; in demo mode the
 * placeholder kept in this browser, and Firebase is never loaded.
 */
export function loadIdentity(): Promise<IdentityService> {
  service ??= DEMO_MODE
    ? import('./demo-identity.ts').then((module) => module.demoIdentity)
    : import('./firebase-service.ts')
  return service
}

/**
 * Whether a token can exist: the identity provider has been asked for, or Firebase keeps a session
 * here (then the first API call loads it: the app may show the stored user before Firebase loads).
 */
export function mayHaveToken(): boolean {
  return service !== undefined || hasStoredSession()
}

/**
 * Whether someone may be signed in in this browser. With Firebase, only when it keeps a session
 * here (stored-session.ts); otherwise the answer is "signed out" without loading Firebase, which
 * then loads when someone signs in. Demo mode's identity is small and always asked.
 */
export function maybeSignedIn(): boolean {
  return DEMO_MODE || hasStoredSession()
}
