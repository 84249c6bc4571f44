import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createBundledI18n } from '../../../i18n/create-i18n.ts'
import { paymentsHandlers } from '../../../mocks/handlers/payments.ts'
import { plansHandlers } from '../../../mocks/handlers/plans.ts'
import { server } from '../../../mocks/node.ts'
import { resetMockState } from '../../../mocks/state.ts'
import { toast, Toaster } from '../../../ui/primitives/toaster.tsx'
import { ApiClientProvider } from '../../api/use-api-client.ts'
import { AuthContext, type AuthValue } from '../../auth/auth-context.ts'
import { fakeAuth } from '../../auth/fake-auth.ts'
import { PricingRoute } from './pricing-route.tsx'

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
})
afterEach(() => {
  server.resetHandlers()
  resetMockState()
  toast.remove()
})
afterAll(() => server.close())

function SignInProbe() {
  const location = useLocation()
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname
  return <p>signin, from {from}</p>
}

function renderPricing(auth: AuthValue, getToken: () => Promise<string | null> = auth.getIdToken) {
  const assignLocation = vi.fn()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <I18nextProvider i18n={createBundledI18n('en')}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider getToken={getToken}>
          <AuthContext.Provider value={auth}>
            <MemoryRouter initialEntries={['/pricing']}>
              <Routes>
                <Route path="/pricing" element={<PricingRoute assignLocation={assignLocation} />} />
                <Route path="/signin" element={<SignInProbe />} />
              </Routes>
            </MemoryRouter>
          </AuthContext.Provider>
        </ApiClientProvider>
      </QueryClientProvider>
      <Toaster />
    </I18nextProvider>,
  )
  return { assignLocation }
}

/** Records the body of every POST /payments/checkout-session, then lets the default handler answer. */
function recordCheckoutBodies(): unknown[] {
  const bodies: unknown[] = []
  server.use(
    http.post('*/api/payments/checkout-session', async ({ request }) => {
      bodies.push(await request.clone().json())
      return undefined
    }),
  )
  return bodies
}

describe('PricingRoute', () => {
  it('starts checkout for a signed-in user with this origin and goes to the returned address', async () => {
    const user = userEvent.setup()
    const bodies = recordCheckoutBodies()
    const { assignLocation } = renderPricing(fakeAuth({ status: 'signedIn' }))
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }))
    await waitFor(() => expect(assignLocation).toHaveBeenCalledOnce())
    expect(bodies).toEqual([
      {
        plan_type: 'pro',
        origin_url: window.location.origin,
        billing_period: 'monthly',
        language: 'en',
      },
    ])
    expect(assignLocation.mock.calls[0]?.[0]).toMatch(
      new RegExp(`^${window.location.origin}/payment/success\\?session_id=cs_test_mock_`),
    )
  })

  it('sends the yearly term of the v1 catalogue', async () => {
    const user = userEvent.setup()
    server.use(...plansHandlers.v1)
    const bodies = recordCheckoutBodies()
    const { assignLocation } = renderPricing(fakeAuth({ status: 'signedIn' }))
    await user.click(await screen.findByRole('radio', { name: /Yearly/ }))
    await user.click(screen.getByRole('button', { name: 'Upgrade to Premium' }))
    await waitFor(() => expect(assignLocation).toHaveBeenCalledOnce())
    expect(bodies[0]).toMatchObject({ plan_type: 'premium', billing_period: 'yearly' })
  })

  it('sends a visitor who chooses a paid plan to /signin, to come back to /pricing', async () => {
    const user = userEvent.setup()
    const { assignLocation } = renderPricing(fakeAuth({ status: 'signedOut' }))
    await user.click(await screen.findByRole('button', { name: 'Choose Premium' }))
    expect(await screen.findByText('signin, from /pricing')).toBeInTheDocument()
    expect(assignLocation).not.toHaveBeenCalled()
  })

  it('toasts the §8 message when every checkout variant fails, and lets the user try again', async () => {
    const user = userEvent.setup()
    server.use(...paymentsHandlers.error)
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { assignLocation } = renderPricing(fakeAuth({ status: 'signedIn' }))
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Premium' }))
    await waitFor(() =>
      expect(screen.getAllByText('Failed to initiate payment. Please try again.')).toHaveLength(2),
    )
    expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeEnabled()
    expect(assignLocation).not.toHaveBeenCalled()
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })

  it('sends the user to sign in again when the session ran out before the click', async () => {
    const user = userEvent.setup()
    renderPricing(fakeAuth({ status: 'signedIn' }), async () => null)
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }))
    expect(await screen.findByText('signin, from /pricing')).toBeInTheDocument()
  })

  it('marks the current plan from the profile', async () => {
    renderPricing(
      fakeAuth({ status: 'signedIn', profile: { plan: 'pro', subscription_status: 'active' } }),
    )
    expect(await screen.findByRole('link', { name: 'Manage subscription' })).toHaveAttribute(
      'href',
      '/profile',
    )
    expect(screen.getByRole('button', { name: 'Choose Premium' })).toBeEnabled()
  })
})
