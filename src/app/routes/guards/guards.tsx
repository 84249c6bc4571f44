import { Navigate, Outlet, useLocation, type Location } from 'react-router-dom'
import { RouteLoading } from '../../../ui/shell/route-loading.tsx'
import { useAuth, usePreloadIdentity } from '../../auth/use-auth.ts'

/** What a signed-in-only route leaves in the history state when it sends someone to /signin. */
export interface FromState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>
}

export const DEFAULT_SIGNED_IN_PATH = '/dashboard'

/** Where to go once signed in: the page the user came from, else the dashboard (spec §2). */
export function returnPath(state: unknown): string {
  const from = (state as FromState | null)?.from
  if (!from || typeof from.pathname !== 'string') return DEFAULT_SIGNED_IN_PATH
  const path = `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
  // Never back into a signed-out-only page, which would bounce straight on.
  return SIGNED_OUT_ONLY.some((p) => from.pathname === p) ? DEFAULT_SIGNED_IN_PATH : path
}

export const SIGNED_OUT_ONLY = ['/signin', '/signup', '/reset-request', '/reset-password']

/**
 * Signed-in-only routes: a visitor goes to /signin (replacing the entry), remembering the page. A
 * user who just signed out (or deleted the account) goes home instead (spec §4, Sign-out).
 */
export function RequireAuth() {
  const { status, signedOutByUser } = useAuth()
  const location = useLocation()
  if (status === 'loading') return <RouteLoading />
  if (status === 'signedOut' && signedOutByUser) return <Navigate to="/" replace />
  if (status === 'signedOut') {
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    }
    return <Navigate to="/signin" replace state={state} />
  }
  return <Outlet />
}

/**
 * Signed-out-only routes: a signed-in user goes on to where they were heading, else /dashboard.
 * These pages' forms need the identity provider, so it starts loading as they open.
 */
export function RequireSignedOut() {
  const { status } = useAuth()
  usePreloadIdentity()
  const location = useLocation()
  if (status === 'loading') return <RouteLoading />
  if (status === 'signedIn') return <Navigate to={returnPath(location.state)} replace />
  return <Outlet />
}
