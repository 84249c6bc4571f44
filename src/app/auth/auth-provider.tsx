import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { endpoints } from '../../contract/endpoints.ts'
import { fallbackProfile, type UserProfile } from '../../contract/users.ts'
import { useApiClient } from '../api/use-api-client.ts'
import { getProfile } from '../api/users.ts'
import { DEMO_MODE } from '../demo-mode.ts'
import { AuthContext, type AuthStatus, type AuthUser, type AuthValue } from './auth-context.ts'
import type { IdentityService } from './identity-service.ts'
import { planTiers } from './plan-tiers.ts'

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

/** The ID token of whoever is signed in, or null (the API client's token source). */
export async function currentIdToken(): Promise<string | null> {
  if (!service) return null
  return (await service).idToken()
}

/**
 * Auth state of spec §4 with Firebase: loading until Firebase reports, then signed in or out. On
 * sign-in the profile is fetched (GET /user/me); a failure is logged and the free/inactive fallback
 * applies. Sign-out clears the profile and every cached server answer.
 */
export function AuthProvider({ children }: { children?: ReactNode }) {
  const client = useApiClient()
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<AuthStatus>('loading')
  const [user, setUser] = useState<AuthUser | null>(null)
  const [profile, setProfile] = useState<UserProfile | null>(null)
  const [signedOutByUser, setSignedOutByUser] = useState(false)
  const currentUid = useRef<string | null>(null)

  const loadProfile = useCallback(
    async (authUser: AuthUser) => {
      try {
        const loaded = await getProfile(client)
        if (currentUid.current === authUser.uid) setProfile(loaded)
      } catch (error) {
        console.error('Could not load the user profile; using the free plan.', error)
        if (currentUid.current === authUser.uid) setProfile(fallbackProfile(authUser))
      }
    },
    [client],
  )

  useEffect(() => {
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
  }, [loadProfile, queryClient])

  /** Re-reads the Firebase user after a change Firebase does not announce (name, email). */
  const syncUser = useCallback(async () => {
    const current = (await firebase()).currentUser()
    if (current) setUser(current)
  }, [])

  /** Signs out on purpose: the guards then send the user home rather than to /signin. */
  const signOutOnPurpose = useCallback(async () => {
    setSignedOutByUser(true)
    try {
      await (await firebase()).signOutUser()
    } catch (error) {
      setSignedOutByUser(false)
      throw error
    }
  }, [])

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
      signIn: async (email, password) => (await firebase()).signInWithPassword(email, password),
      signUp: async ({ fullName, email, password }) => {
        await (await firebase()).signUp(fullName, email, password)
        await syncUser()
      },
      signInWithGoogle: async () => (await firebase()).signInWithGoogle(),
      signOut: signOutOnPurpose,
      sendPasswordReset: async (email) => (await firebase()).sendReset(email),
      verifyResetCode: async (code) => (await firebase()).verifyResetCode(code),
      confirmReset: async (code, newPassword) => (await firebase()).confirmReset(code, newPassword),
      changePassword: async (currentPassword, newPassword) =>
        (await firebase()).changePassword(currentPassword, newPassword),
      changeEmail: async (newEmail, currentPassword) => {
        await (await firebase()).changeEmail(newEmail, currentPassword)
        await syncUser()
      },
      deleteAccount: async () => {
        await client.request(endpoints.deleteAccount)
        await signOutOnPurpose()
      },
    }),
    [status, signedOutByUser, user, profile, loadProfile, syncUser, signOutOnPurpose, client],
  )

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}
