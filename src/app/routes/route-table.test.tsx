import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect } from 'react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createBundledI18n } from '../../i18n/create-i18n.ts'
import { usersHandlers } from '../../mocks/handlers/users.ts'
import { server } from '../../mocks/node.ts'
import { resetMockState } from '../../mocks/state.ts'
import { toast, Toaster } from '../../ui/primitives/toaster.tsx'
import { ApiClientProvider } from '../api/use-api-client.ts'
import { AuthContext, type AuthValue } from '../auth/auth-context.ts'
import { fakeAuth } from '../auth/fake-auth.ts'
import { AppRoutes, preloadPage } from './route-table.tsx'

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
})
afterEach(() => {
  server.resetHandlers()
  resetMockState()
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
        <ApiClientProvider getToken={async () => 'token'}>
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
          <ApiClientProvider getToken={async () => 'token'}>
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

const WELCOME = 'Welcome back, Ada Lovelace!'

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
    expect(await screen.findByRole('heading', { name: WELCOME })).toBeInTheDocument()
    expect(seen?.pathname).toBe('/dashboard')
  })

  it.each(['/signup', '/reset-request', '/reset-password'])(
    'keeps a signed-in user off %s',
    async (path) => {
      renderAt(path, fakeAuth({ status: 'signedIn' }))
      await screen.findByRole('heading', { name: WELCOME })
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
    ['/payment/success', 'Verification failed'],
    ['/payment/cancel', 'Checkout canceled'],
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

describe('dashboard page', () => {
  it('shows the welcome, the plan and the generations card from the usage stats', async () => {
    renderAt('/dashboard', fakeAuth({ status: 'signedIn' }))
    expect(await screen.findByRole('heading', { level: 1, name: WELCOME })).toBeInTheDocument()
    const card = (await screen.findByRole('heading', { name: 'AI Generations' })).closest('section')
    if (!card) throw new Error('no generations card')
    // The stateful default: pro, 6 of 20 used.
    expect(within(card).getByRole('progressbar', { name: 'Used this month' })).toBeInTheDocument()
    expect(within(card).getByText('14 remaining')).toBeInTheDocument()
    expect(within(card).getByText('Resets on December 1, 2025')).toBeInTheDocument()
    expect(within(card).queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  it("shows 'Upgrade' on the free plan", async () => {
    server.use(...usersHandlers.free)
    renderAt('/dashboard', fakeAuth({ status: 'signedIn' }))
    const card = (await screen.findByRole('heading', { name: 'AI Generations' })).closest('section')
    if (!card) throw new Error('no generations card')
    expect(
      within(card).getByText(
        'Your plan has no AI generations. Upgrade to rewrite your resume with AI.',
      ),
    ).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing')
  })

  it('shows an error with a retry, and the card once the stats load', async () => {
    const user = userEvent.setup()
    server.use(...usersHandlers.error)
    renderAt('/dashboard', fakeAuth({ status: 'signedIn' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Your dashboard could not be loaded.')
    server.resetHandlers()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'AI Generations' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})

describe('navbar', () => {
  it('signs out from the avatar menu: the toast and back home', async () => {
    const user = userEvent.setup()
    const auth = fakeAuth({ status: 'signedIn' })
    renderAt('/profile', auth)
    await screen.findByRole('heading', { name: 'Account settings' })
    await user.click(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByText('ada@example.com')).toBeInTheDocument()
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }))
    expect(auth.signOut).toHaveBeenCalledTimes(1)
    expect(await screen.findByText('Signed out successfully')).toBeInTheDocument()
    await waitFor(() => expect(seen?.pathname).toBe('/'))
  })

  it("says 'Error signing out' when signing out fails", async () => {
    const user = userEvent.setup()
    const auth = fakeAuth({
      status: 'signedIn',
      signOut: vi.fn(async () => {
        throw new Error('network')
      }),
    })
    renderAt('/profile', auth)
    await screen.findByRole('heading', { name: 'Account settings' })
    await user.click(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }))
    expect(await screen.findByText('Error signing out')).toBeInTheDocument()
    expect(seen?.pathname).toBe('/profile')
  })

  it('signs in with Google and goes to the dashboard', async () => {
    const user = userEvent.setup()
    const auth = fakeAuth({ status: 'signedOut' })
    renderAt('/pricing', auth)
    await screen.findByRole('heading', { name: 'Pricing' })
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }))
    expect(auth.signInWithGoogle).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(seen?.pathname).toBe('/dashboard'))
  })

  it.each([
    ['auth/popup-closed-by-user', 'Sign-in was cancelled'],
    ['auth/popup-blocked', 'Pop-up blocked. Please allow pop-ups and try again.'],
    ['auth/network-request-failed', 'Failed to sign in with Google'],
  ])('words a Google failure (%s) the navbar way', async (code, message) => {
    const user = userEvent.setup()
    const signInWithGoogle = vi.fn(async () => {
      throw Object.assign(new Error(`Firebase: Error (${code}).`), { code })
    })
    renderAt('/pricing', fakeAuth({ status: 'signedOut', signInWithGoogle }))
    await screen.findByRole('heading', { name: 'Pricing' })
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }))
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(seen?.pathname).toBe('/pricing')
  })
})

describe('preloadPage', () => {
  it('loads the page at a path, so its first render draws the page rather than a spinner', async () => {
    await preloadPage('/payment/cancel')
    renderAt('/payment/cancel', fakeAuth({ status: 'signedOut' }))
    expect(screen.getByRole('heading', { name: 'Checkout canceled' })).toBeInTheDocument()
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument()
  })

  it('resolves for a path with no page of its own, and for an unknown one', async () => {
    await expect(preloadPage('/')).resolves.toBeUndefined()
    await expect(preloadPage('/no-such-page')).resolves.toBeUndefined()
  })
})
