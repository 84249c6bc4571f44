import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBundledI18n } from '../../../i18n/create-i18n.ts'
import type { Language } from '../../../i18n/settings.ts'
import { billingHandlers } from '../../../mocks/handlers/billing.ts'
import { usersHandlers } from '../../../mocks/handlers/users.ts'
import { server } from '../../../mocks/node.ts'
import { resetMockState } from '../../../mocks/state.ts'
import { Toaster, toast } from '../../../ui/primitives/toaster.tsx'
import { ApiClientProvider } from '../../api/use-api-client.ts'
import { AuthContext } from '../../auth/auth-context.ts'
import { fakeAuth } from '../../auth/fake-auth.ts'
import { ProfileRoute } from './profile-route.tsx'

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
})
beforeEach(() => resetMockState())
afterEach(() => {
  server.resetHandlers()
  toast.remove()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

const pro = () =>
  fakeAuth({ status: 'signedIn', profile: { plan: 'pro', subscription_status: 'active' } })

/** The paths the route asked the API for, in order. */
function recordRequests(): string[] {
  const paths: string[] = []
  server.events.on('request:start', ({ request }) => {
    paths.push(`${request.method} ${new URL(request.url).pathname}`)
  })
  return paths
}

function renderProfile({
  auth = pro(),
  path = '/profile?tab=subscription',
  language = 'en' as Language,
} = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <I18nextProvider i18n={createBundledI18n(language)}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider getToken={async () => 'token'}>
          <AuthContext.Provider value={auth}>
            <MemoryRouter initialEntries={[path]}>
              <ProfileRoute />
              <Toaster />
            </MemoryRouter>
          </AuthContext.Provider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  )
  return auth
}

const region = (name: string) => within(screen.getByRole('region', { name }))

function fact(term: string): HTMLElement | null {
  return region('Status and usage').getByText(term, { selector: 'dt' })
    .nextElementSibling as HTMLElement | null
}

describe('ProfileRoute, Subscription and Billing History', { timeout: 15_000 }, () => {
  it('opens the tab named in ?tab= and shows the plan, its price from the catalogue and usage', async () => {
    renderProfile()
    expect(screen.getByRole('tab', { name: 'Subscription' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(screen.getByRole('status')).toHaveTextContent('Loading your subscription…')
    const plan = within(await screen.findByRole('region', { name: 'Your plan' }))
    expect(await plan.findByText('$19.99/month')).toBeInTheDocument()
    expect(plan.getByText('Executive bio generator')).toBeInTheDocument()
    expect(fact('Status')).toHaveTextContent('Active')
    expect(fact('Next billing date')).toHaveTextContent('December 3, 2025')
    const bar = region('AI generations').getByRole('progressbar')
    expect(bar).toHaveAttribute('aria-valuetext', '6 / 20')
    expect(region('AI generations').getByText('14 generations remaining')).toBeInTheDocument()
  })

  it('asks for nothing billing-related until a billing tab is opened', async () => {
    const paths = recordRequests()
    renderProfile({ path: '/profile' })
    expect(screen.getByLabelText('Display name')).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(paths.filter((path) => /subscription|billing/.test(path))).toEqual([])

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Billing History' }))
    expect(await screen.findByRole('table', { name: 'Payments' })).toBeInTheDocument()
    expect(paths).toContain('GET /api/users/me/billing-history')
    expect(paths).not.toContain('GET /api/users/me/subscription')
  })

  it('cancels after the confirm dialog, with the reason, then reloads the details', async () => {
    const user = userEvent.setup()
    const bodies: unknown[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/subscription/cancel'))
        void request
          .clone()
          .json()
          .then((body) => bodies.push(body))
    })
    const auth = renderProfile()
    const trigger = await within(
      await screen.findByRole('region', { name: 'Your plan' }),
    ).findByRole('button', { name: 'Cancel Subscription' })
    await user.click(trigger)
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' })
    await user.type(within(dialog).getByLabelText(/Why are you cancelling\?/), '  Found a job ')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }))

    expect(await screen.findByText('Subscription cancelled successfully')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(bodies).toEqual([{ reason: 'Found a job' }])
    // Reloaded from the server: cancelled, no next billing, access kept until the period's end.
    await waitFor(() => expect(fact('Status')).toHaveTextContent('Cancelled'))
    expect(fact('Next billing date')).toHaveTextContent('N/A')
    expect(region('Your plan').getByText('Access until December 3, 2025')).toBeInTheDocument()
    expect(
      region('Your plan').queryByRole('button', { name: 'Cancel Subscription' }),
    ).not.toBeInTheDocument()
    expect(auth.refreshProfile).toHaveBeenCalled()
  })

  it('keeps the dialog open with the error when the cancel fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    server.use(...billingHandlers.cancelError)
    const user = userEvent.setup()
    renderProfile()
    await user.click(
      within(await screen.findByRole('region', { name: 'Your plan' })).getByRole('button', {
        name: 'Cancel Subscription',
      }),
    )
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to cancel subscription',
    )
    // The toast says it too.
    expect(screen.getAllByText('Failed to cancel subscription')).toHaveLength(2)
    await user.click(within(dialog).getByRole('button', { name: 'Keep Subscription' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    // Closed, the error stays under the plan, and nothing changed.
    await waitFor(() =>
      expect(region('Your plan').getByRole('alert')).toHaveTextContent(
        'Failed to cancel subscription',
      ),
    )
    expect(fact('Status')).toHaveTextContent('Active')
  })

  it('says the details could not be loaded, and loads them on retry', async () => {
    server.use(...billingHandlers.error)
    const user = userEvent.setup()
    renderProfile()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to load subscription details')
    server.resetHandlers()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('region', { name: 'Your plan' })).toBeInTheDocument()
  })

  it('shows a free account the upgrade link and Upgrade Required', async () => {
    server.use(...usersHandlers.free, ...billingHandlers.free)
    renderProfile({
      auth: fakeAuth({
        status: 'signedIn',
        profile: { plan: 'free', subscription_status: 'inactive' },
      }),
    })
    const plan = within(await screen.findByRole('region', { name: 'Your plan' }))
    expect(plan.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing')
    expect(fact('Status')).toHaveTextContent('Inactive')
    expect(fact('Next billing date')).toHaveTextContent('N/A')
    expect(region('AI generations').getByRole('alert')).toHaveTextContent('Upgrade Required')
    expect(region('AI generations').getByRole('link', { name: 'View plans' })).toHaveAttribute(
      'href',
      '/pricing',
    )
  })

  it('lists the billing history newest first, refunds labelled Refunded', async () => {
    server.use(...billingHandlers.refunded)
    renderProfile({ path: '/profile?tab=billing' })
    const table = await screen.findByRole('table', { name: 'Payments' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'September 6, 2025',
      'September 3, 2025',
      'August 5, 2025',
      'August 3, 2025',
    ])
    expect(within(rows[0] as HTMLElement).getByText('Refunded')).toHaveAttribute(
      'data-tone',
      'danger',
    )
  })

  it('shows the empty billing history', async () => {
    server.use(...billingHandlers.empty)
    renderProfile({ path: '/profile?tab=billing' })
    expect(
      await screen.findByText(
        'No billing history available. Billing information will appear here after your first payment.',
      ),
    ).toBeInTheDocument()
  })

  it('says the billing history could not be loaded, in the chosen language', async () => {
    server.use(...billingHandlers.error)
    renderProfile({ path: '/profile?tab=billing', language: 'es' })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo cargar el historial de facturación',
    )
  })
})
