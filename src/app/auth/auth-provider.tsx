import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { UserProfile } from '../../contract/users.ts'
import { useApiClient } from '../api/use-api-client.ts'
import { DEMO_MODE } from '../demo-mode.ts'
import {
  AuthContext,
  PreloadIdentityContext,
  type AuthStatus,
  type AuthUser,
  type AuthValue,
} from './auth-context.ts'
import type { IdentityService } from './identity-service.ts'
import { planTiers } from './plan-tiers.ts'
import { hasStoredSession, isSessionKey } from './stored-session.ts'

let service: Promise<IdentityService> | undefined

/**
 * The identity provider's calls, loaded (and Firebase initialised) on first use; in demo mode the
 * placeholder kept in this browser, and Firebase is never loaded.
 */
function firebase(): Promise<IdentityService> {
  service ??= DEMO_MODE
    ? import('./demo-identity.ts').then((module) => module.demoIdentity)
    : import('./firebase-service.ts')
  return service
}

/**
 * Whether someone may be signed in in this browser. With Firebase, only when it keeps a session
 * here (stored-session.ts); otherwise the answer is "signed out" without loading Firebase, which
 * then loads when someone signs in. Demo mode's identity is small and always asked.
 */
function maybeSignedIn(): boolean {
  return DEMO_MODE || hasStoredSession()
}

/** Starts loading the identity provider now: a sign-in page will need it whoever is there. */
function preloadIdentity(): void {
  void firebase().catch(() => undefined)
}

/**
 * Starts loading the identity provider and reading the session when someone may be signed in here
 * (main.tsx, at start), so a signed-in page knows its user by the time the translations are in,
 * rather than only after the first render. A visitor loads nothing.
 */
export function preloadSignedInIdentity(): void {
  if (!maybeSignedIn()) return
  void firebase().then(
    (identity) => identity.initialize(),
    () => undefined,
  )
}

/** The ID token of whoever is signed in, or null (the API client's token source). */
export async function currentIdToken(): Promise<string | null> {
  if (!service) return null
  return (await service).idToken()
}

/**
 * Auth state of spec §4 with Firebase: loading until Firebase reports, then signed in or out. On
 * sign-in the profile is fetched (GET /user/me); a failure is logged and the free/inactive fallback
 * applies. Sign-out clears the profile and every cached server answer.
 * A browser without a stored session is signed out from the start, and Firebase is listened to
 * (so loaded) only from the first auth action, or when another tab signs in.
 */
export function AuthProvider({ children }: { children?: ReactNode }) {
  const client = useApiClient()
  const queryClient = useQueryClient()
  const [listening, setListening] = useState(maybeSignedIn)
  const [status, setStatus] = useState<AuthStatus>(() => (listening ? 'loading' : 'signedOut'))
  const [user, setUser] = useState<AuthUser | null>(null)
  const [profile, setProfile] = useState<UserProfile | null>(null)
  const [signedOutByUser, setSignedOutByUser] = useState(false)
  const currentUid = useRef<string | null>(null)

  // The profile call and its schema load with the first signed-in user, not with the first page.
  const loadProfile = useCallback(
    async (authUser: AuthUser) => {
      let loaded: UserProfile
      try {
        const { getProfile } = await import('../api/users.ts')
        loaded = await getProfile(client)
      } catch (error) {
        console.error('Could not load the user profile; using the free plan.', error)
        try {
          loaded = (await import('../../contract/users.ts')).fallbackProfile(authUser)
        } catch {
          return // The schemas did not load either (offline): the profile stays unknown.
        }
      }
      if (currentUid.current === authUser.uid) setProfile(loaded)
    },
    [client],
  )

  useEffect(() => {
    if (!listening) return
    let unsubscribe: (() => void) | undefined
    let active = true
    void firebase().then((fb) => {
      if (!active) return
      unsubscribe = fb.watchUser((next) => {
        if (next) {
          const changed = currentUid.current !== next.uid
          currentUid.current = next.uid
          setUser(next)
          setStatus('signedIn')
          setSignedOutByUser(false)
          if (changed) {
            setProfile(null)
            void loadProfile(next)
          }
        } else {
          const wasSignedIn = currentUid.current !== null
          currentUid.current = null
          setUser(null)
          setProfile(null)
          setStatus('signedOut')
          // What the last user saw must not show for the next one.
          if (wasSignedIn) queryClient.clear()
        }
      })
    })
    return () => {
      active = false
      unsubscribe?.()
    }
  }, [listening, loadProfile, queryClient])

  // Another tab signing in writes the session to localStorage; Firebase, once listened to, follows
  // such changes itself.
  useEffect(() => {
    if (listening) return
    const onStorage = (event: StorageEvent) => {
      if (isSessionKey(event.key) && event.newValue !== null) setListening(true)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [listening])

  /** The identity provider for an auth action, listened to from now on. */
  const identity = useCallback(() => {
    setListening(true)
    return firebase()
  }, [])

  /** Re-reads the Firebase user after a change Firebase does not announce (name, email). */
  const syncUser = useCallback(async () => {
    const current = (await identity()).currentUser()
    if (current) setUser(current)
  }, [identity])

  /** Signs out on purpose: the guards then send the user home rather than to /signin. */
  const signOutOnPurpose = useCallback(async () => {
    setSignedOutByUser(true)
    try {
      await (await identity()).signOutUser()
    } catch (error) {
      setSignedOutByUser(false)
      throw error
    }
  }, [identity])

  const value = useMemo<AuthValue>(
    () => ({
      status,
      signedOutByUser,
      user,
      profile,
      ...planTiers(profile),
      refreshProfile: async () => {
        if (user) await loadProfile(user)
      },
      getIdToken: currentIdToken,
      signIn: async (email, password) => (await identity()).signInWithPassword(email, password),
      signUp: async ({ fullName, email, password }) => {
        await (await identity()).signUp(fullName, email, password)
        await syncUser()
      },
      signInWithGoogle: async () => (await identity()).signInWithGoogle(),
      signOut: signOutOnPurpose,
      sendPasswordReset: async (email) => (await identity()).sendReset(email),
      verifyResetCode: async (code) => (await identity()).verifyResetCode(code),
      confirmReset: async (code, newPassword) => (await identity()).confirmReset(code, newPassword),
      changePassword: async (currentPassword, newPassword) =>
        (await identity()).changePassword(currentPassword, newPassword),
      changeEmail: async (newEmail, currentPassword) => {
        await (await identity()).changeEmail(newEmail, currentPassword)
        await syncUser()
      },
      deleteAccount: async () => {
        const { endpoints } = await import('../../contract/endpoints.ts')
        await client.request(endpoints.deleteAccount)
        await signOutOnPurpose()
      },
    }),
    [
      status,
      signedOutByUser,
      user,
      profile,
      loadProfile,
      identity,
      syncUser,
      signOutOnPurpose,
      client,
    ],
  )

  return (
    <AuthContext.Provider value={value}>
      <PreloadIdentityContext.Provider value={preloadIdentity}>
        {children}
      </PreloadIdentityContext.Provider>
    </AuthContext.Provider>
  )
}
