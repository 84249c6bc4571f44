import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiClient } from '../api/client.ts'
import { ApiClientProvider } from '../api/use-api-client.ts'
import type { AuthUser } from './auth-context.ts'
import { AuthProvider } from './auth-provider.tsx'
import type * as IdentityLoader from './identity-loader.ts'
import type { IdentityService } from './identity-service.ts'
import { useAuth } from './use-auth.ts'

/** The identity provider as the auth provider sees it: a watcher the test reports through. */
const identity = vi.hoisted(() => {
  const watchers: Array<(user: AuthUser | null) => void> = []
  return {
    watchers,
    report: (user: AuthUser | null) => watchers.forEach((watch) => watch(user)),
  }
})

vi.mock('./identity-loader.ts', async (importOriginal) => {
  const original = await importOriginal<typeof IdentityLoader>()
  const service = {
    watchUser: (callback: (user: AuthUser | null) => void) => {
      identity.watchers.push(callback)
      return () => identity.watchers.splice(identity.watchers.indexOf(callback), 1)
    },
    idToken: async () => 'token',
  } as unknown as IdentityService
  return { ...original, loadIdentity: () => Promise.resolve(service) }
})

const SESSION_KEY = 'firebase:authUser:demo-key:[DEFAULT]'
const stored = {
  uid: 'u-1',
  email: 'premium@demo.jobfit.test',
  displayName: 'Pat Premium',
  providerData: [{ providerId: 'password' }],
  createdAt: '1795672200000',
}
const firebaseUser: AuthUser = {
  uid: 'u-1',
  email: 'premium@demo.jobfit.test',
  displayName: 'Pat Premium',
  photoURL: null,
  providerId: 'password',
  createdAt: '2026-11-26T05:50:00.000Z',
}

function Probe() {
  const { status, user, profile } = useAuth()
  return (
    <p>
      {status} {user?.displayName ?? 'nobody'} {profile?.plan ?? 'no profile'}
    </p>
  )
}

function renderProvider(request: ApiClient['request']) {
  const client = { request } as unknown as ApiClient
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <ApiClientProvider client={client}>
        <AuthProvider>
          <Probe />
        </AuthProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  )
}

const premiumProfile = {
  uid: 'u-1',
  email: 'premium@demo.jobfit.test',
  full_name: 'Pat Premium',
  plan: 'premium',
  subscription_status: 'active',
}

beforeEach(() => {
  identity.watchers.length = 0
})
afterEach(() => localStorage.clear())

describe('AuthProvider with a session Firebase keeps in this browser', () => {
  it('is signed in as the stored user from the first render, and loads the profile', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(stored))
    const request = vi.fn(async () => premiumProfile) as unknown as ApiClient['request']
    renderProvider(request)
    expect(screen.getByText(/^signedIn Pat Premium/)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByText('signedIn Pat Premium premium')).toBeVisible())
  })

  it('does not load the profile again when Firebase confirms the same user', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(stored))
    const request = vi.fn(async () => premiumProfile)
    renderProvider(request as unknown as ApiClient['request'])
    await waitFor(() => expect(identity.watchers).toHaveLength(1))
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1))
    act(() => identity.report(firebaseUser))
    expect(screen.getByText('signedIn Pat Premium premium')).toBeVisible()
    expect(request).toHaveBeenCalledTimes(1)
  })

  it('turns signed out when Firebase reports nobody (the session expired or was revoked)', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(stored))
    renderProvider(vi.fn(async () => premiumProfile) as unknown as ApiClient['request'])
    await waitFor(() => expect(identity.watchers).toHaveLength(1))
    act(() => identity.report(null))
    expect(screen.getByText('signedOut nobody no profile')).toBeVisible()
  })

  it('waits for Firebase when the stored session cannot be read', async () => {
    localStorage.setItem(SESSION_KEY, 'not json')
    renderProvider(vi.fn(async () => premiumProfile) as unknown as ApiClient['request'])
    expect(screen.getByText('loading nobody no profile')).toBeVisible()
    await waitFor(() => expect(identity.watchers).toHaveLength(1))
    act(() => identity.report(firebaseUser))
    expect(screen.getByText(/^signedIn Pat Premium/)).toBeVisible()
  })
})

describe('AuthProvider without a session', () => {
  it('is signed out at once and does not listen to Firebase', async () => {
    renderProvider(vi.fn() as unknown as ApiClient['request'])
    expect(screen.getByText('signedOut nobody no profile')).toBeVisible()
    await new Promise((settle) => setTimeout(settle, 0))
    expect(identity.watchers).toHaveLength(0)
  })
})
