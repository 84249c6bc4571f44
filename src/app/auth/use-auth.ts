import { useContext, useEffect } from 'react'
import { AuthContext, PreloadIdentityContext, type AuthValue } from './auth-context.ts'

/** The auth state and actions of the nearest AuthProvider. */
export function useAuth(): AuthValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth needs an <AuthProvider> above it')
  return value
}

/**
 * Starts loading the identity provider when the calling page mounts: a page whose form signs in
 * or resets a password needs it, and a visitor's browser has not loaded it yet.
 */
export function usePreloadIdentity(): void {
  const preload = useContext(PreloadIdentityContext)
  useEffect(() => preload(), [preload])
}
