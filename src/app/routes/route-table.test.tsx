import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect } from 'react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createBundledI18n } from '../../i18n/create-i18n.ts'
import { server } from '../../mocks/node.ts'
import { toast, Toaster } from '../../ui/primitives/toaster.tsx'
import { ApiClientProvider } from '../api/use-api-client.ts'
import { AuthContext, type AuthValue } from '../auth/auth-context.ts'
import { fakeAuth } from '../auth/fake-auth.ts'
import { AppRoutes } from './route-table.tsx'

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  // jsdom has no matchMedia; the toaster asks it for prefers-reduced-motion.
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: vi.fn((query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: vi.fn(),
        removeListener: vi.fn(),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        dispatchEvent: vi.fn(),
      })),
    })
  }
})
afterEach(() => {
  server.resetHandlers()
  toast.remove()
})
afterAll(() => server.close())

let seen: { pathname: string; search: string; state: unknown } | undefined

function LocationProbe() {
  const location = useLocation()
  useEffect(() => {
    seen = { pathname: location.pathname, search: location.search, state: location.state }
  }, [location])
  return null
}

function renderAt(path: string, auth: AuthValue) {
  const i18n = createBundledI18n('en')
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider>
          <AuthContext.Provider value={auth}>
            <MemoryRouter initialEntries={[path]}>
              <AppRoutes />
              <LocationProbe />
            </MemoryRouter>
          </AuthContext.Provider>
        </ApiClientProvider>
      </QueryClientProvider>
      <Toaster />
    </I18nextProvider>,
  )
  const rerenderWith = (next: AuthValue) =>
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider>
            <AuthContext.Provider value={next}>
              <MemoryRouter initialEntries={[path]}>
                <AppRoutes />
                <LocationProbe />
              </MemoryRouter>
            </AuthContext.Provider>
          </ApiClientProvider>
        </QueryClientProvider>
        <Toaster />
      </I18nextProvider>,
    )
  return { rerenderWith }
}

describe('route guards', () => {
  it('sends a signed-out user from /dashboard to /signin, remembering where they were going', async () => {
    renderAt('/dashboard?tab=1', fakeAuth({ status: 'signedOut' }))
    expect(await screen.findByRole('heading', { name: 'Sign in to JobFit' })).toBeInTheDocument()
    expect(seen?.pathname).toBe('/signin')
    expect(seen?.state).toEqual({ from: { pathname: '/dashboard', search: '?tab=1', hash: '' } })
  })

  it('returns to the remembered page after sign-in', async () => {
    const { rerenderWith } = renderAt('/resumes', fakeAuth({ status: 'signedOut' }))
    await screen.findByRole('heading', { name: 'Sign in to JobFit' })
    rerenderWith(fakeAuth({ status: 'signedIn' }))
    expect(await screen.findByRole('heading', { name: 'Resumes' })).toBeInTheDocument()
    expect(seen?.pathname).toBe('/resumes')
  })

  it('sends a signed-in user from /signin to /dashboard', async () => {
    renderAt('/signin', fakeAuth({ status: 'signedIn' }))
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(seen?.pathname).toBe('/dashboard')
  })

  it.each(['/signup', '/reset-request', '/reset-password'])(
    'keeps a signed-in user off %s',
    async (path) => {
      renderAt(path, fakeAuth({ status: 'signedIn' }))
      await screen.findByRole('heading', { name: 'Dashboard' })
      expect(seen?.pathname).toBe('/dashboard')
    },
  )

  it('sends a user who signed out on purpose home, not to /signin', async () => {
    const { rerenderWith } = renderAt('/profile', fakeAuth({ status: 'signedIn' }))
    await screen.findByRole('heading', { name: 'Account settings' })
    rerenderWith(fakeAuth({ status: 'signedOut', signedOutByUser: true }))
    await waitFor(() => expect(seen?.pathname).toBe('/'))
  })

  it('shows a spinner while the auth state loads', () => {
    renderAt('/profile', fakeAuth({ status: 'loading' }))
    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in…')
    expect(seen?.pathname).toBe('/profile')
  })

  it.each([
    ['/pricing', 'Pricing'],
    ['/executive-bio', 'Executive Bio'],
    ['/cover-letter', 'Cover Letter'],
    ['/payment/success', 'Payment successful'],
    ['/payment/cancel', 'Payment cancelled'],
  ])('opens %s to everyone', async (path, heading) => {
    renderAt(path, fakeAuth({ status: 'signedOut' }))
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument()
  })
})

describe('sign-in page', () => {
  it('signs in with the typed credentials and shows a failure as the §8 message', async () => {
    const user = userEvent.setup()
    const signIn = vi.fn(async () => {
      throw Object.assign(new Error('Firebase: Error (auth/wrong-password).'), {
        code: 'auth/wrong-password',
      })
    })
    const auth = fakeAuth({ signIn })
    renderAt('/signin', auth)
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com')
    await user.type(screen.getByLabelText('Password'), 'nope12')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(auth.signIn).toHaveBeenCalledWith('ada@example.com', 'nope12')
    await waitFor(() =>
      expect(screen.getAllByText('Incorrect password.').length).toBeGreaterThan(0),
    )
  })
})

describe('reset-password page', () => {
  it('without a code: the §5 message and back to /signin', async () => {
    renderAt('/reset-password', fakeAuth({ status: 'signedOut' }))
    await waitFor(() => expect(seen?.pathname).toBe('/signin'))
    expect(await screen.findByText('Invalid or missing reset code.')).toBeInTheDocument()
  })

  it('with a valid code: shows the account email', async () => {
    renderAt('/reset-password?oobCode=abc', fakeAuth({ status: 'signedOut' }))
    expect(await screen.findByDisplayValue('ada@example.com')).toBeInTheDocument()
  })
})

describe('profile page', () => {
  it('shows the account and says the profile was saved', async () => {
    const user = userEvent.setup()
    renderAt('/profile', fakeAuth({ status: 'signedIn' }))
    expect(await screen.findByRole('heading', { name: 'Account settings' })).toBeInTheDocument()
    expect(screen.getByLabelText('Display name')).toHaveValue('Ada Lovelace')
    expect(screen.getByText('Email/Password')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument()
  })
})
