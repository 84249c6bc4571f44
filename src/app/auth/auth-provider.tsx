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
import { loadIdentity, mayHaveToken, maybeSignedIn } from './identity-loader.ts'
import { planTiers } from './plan-tiers.ts'
import { isSessionKey, storedUser } from './stored-session.ts'

/** Starts loading the identity provider now: a sign-in page will need it whoever is there. */
function preloadIdentity(): void {
  void loadIdentity().catch(() => undefined)
}

/**
 * The ID token of whoever is signed in, or null (the API client's token source). With a stored
 * session the first call loads Firebase, which then says whether that session still holds.
 */
export async function currentIdToken(): Promise<string | null> {
  if (!mayHaveToken()) return null
  return (await loadIdentity()).idToken()
}

/**
 * Auth state of spec §4 with Firebase: loading until Firebase reports, then signed in or out. On
 * sign-in the profile is fetched (GET /user/me); a failure is logged and the free/inactive fallback
 * applies. Sign-out clears the profile and every cached server answer.
 * A browser without a stored session is signed out from the start, and Firebase is listened to
 * (so loaded) only from the first auth action, or when another tab signs in. A browser with one is
 * signed in from the start as the user Firebase stored (stored-session.ts), so a signed-in page
 * draws while the SDK loads; when Firebase then reports nobody (the session expired or was revoked)
 * the state turns signed out, the cached answers are cleared and the guards send the user to
 * /signin. The API is only ever called with Firebase's own token, which waits for it.
 */
export function AuthProvider({ children }: { children?: ReactNode }) {
  const client = useApiClient()
  const queryClient = useQueryClient()
  const [initialUser] = useState(() => (DEMO_MODE ? null : storedUser()))
  const [listening, setListening] = useState(maybeSignedIn)
  const [status, setStatus] = useState<AuthStatus>(() =>
    initialUser ? 'signedIn' : listening ? 'loading' : 'signedOut',
  )
  const [user, setUser] = useState<AuthUser | null>(initialUser)
  const [profile, setProfile] = useState<UserProfile | null>(null)
  const [signedOutByUser, setSignedOutByUser] = useState(false)
  const currentUid = useRef<string | null>(initialUser?.uid ?? null)

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
    void loadIdentity().then((fb) => {
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

  // The stored user's profile loads at once, alongside Firebase; Firebase reporting the same user
  // later does not load it again.
  useEffect(() => {
    if (initialUser) void loadProfile(initialUser)
  }, [initialUser, loadProfile])

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
    return loadIdentity()
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
