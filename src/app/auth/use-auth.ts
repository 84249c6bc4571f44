import { useContext } from 'react'
import { AuthContext, type AuthValue } from './auth-context.ts'

/** The auth state and actions of the nearest AuthProvider. */
export function useAuth(): AuthValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth needs an <AuthProvider> above it')
  return value
}
