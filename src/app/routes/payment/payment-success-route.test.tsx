import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { http } from 'msw'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createBundledI18n } from '../../../i18n/create-i18n.ts'
import { activationAfter, paymentsHandlers } from '../../../mocks/handlers/payments.ts'
import { server } from '../../../mocks/node.ts'
import { resetMockState } from '../../../mocks/state.ts'
import { ApiClientProvider } from '../../api/use-api-client.ts'
import { AuthContext, type AuthValue } from '../../auth/auth-context.ts'
import { fakeAuth } from '../../auth/fake-auth.ts'
import { PaymentSuccessRoute } from './payment-success-route.tsx'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  resetMockState()
  vi.useRealTimers()
})
afterAll(() => server.close())

interface Seen {
  statusCalls: { authorization: string | null }[]
  /** When each GET /user/me arrived, in ms since the page opened. */
  profileReads: number[]
}

/** Records the status calls and the profile reads, then lets the scenario's handlers answer. */
function watchCalls(): Seen {
  const seen: Seen = { statusCalls: [], profileReads: [] }
  const start = Date.now()
  server.use(
    http.get('*/api/payments/checkout-status', ({ request }) => {
      seen.statusCalls.push({ authorization: request.headers.get('Authorization') })
      return undefined
    }),
    http.get('*/api/user/me', () => {
      seen.profileReads.push(Date.now() - start)
      return undefined
    }),
  )
  return seen
}

function renderAt(path: string, auth: AuthValue) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <I18nextProvider i18n={createBundledI18n('en')}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider getToken={async () => 'token'}>
          <AuthContext.Provider value={auth}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/payment/success" element={<PaymentSuccessRoute />} />
              </Routes>
            </MemoryRouter>
          </AuthContext.Provider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  )
}

const PATH = '/payment/success?session_id=cs_test_1'
const signedInFree = () => fakeAuth({ status: 'signedIn' })

/** Real turns of the event loop (not faked), so the mocked network and React catch up. */
async function settle() {
  for (let turn = 0; turn < 20; turn += 1) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)))
  }
}

/** Lets the fake clock run, with React and the mocked network keeping up. */
async function advance(ms: number) {
  await settle()
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
  await settle()
}

describe('PaymentSuccessRoute (spec §4: verify, then poll every 2 s for up to 30 s)', () => {
  it('verifies without authorization, polls the profile every 2 s, then shows the plan and email', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    // The plan changes 3 s after the status check: reads at 0 and 2 s see free, the one at 4 s premium.
    server.use(...activationAfter(3_000, 'premium'))
    const seen = watchCalls()
    const auth = signedInFree()
    renderAt(PATH, auth)
    await advance(0)
    expect(screen.getByRole('heading', { name: 'Activating your plan' })).toBeInTheDocument()
    expect(seen.statusCalls).toEqual([{ authorization: null }])
    await advance(3_999)
    expect(screen.getByRole('heading', { name: 'Activating your plan' })).toBeInTheDocument()
    await advance(1)
    expect(screen.getByRole('heading', { name: 'Payment successful' })).toBeInTheDocument()
    expect(seen.profileReads.map((at) => Math.round(at / 1000) * 1000)).toEqual([0, 2000, 4000])
    expect(screen.getByText('ada@example.com')).toBeInTheDocument()
    expect(screen.getByText('Premium')).toBeInTheDocument()
    expect(auth.refreshProfile).toHaveBeenCalledOnce()
  })

  it('gives up after 30 s of a free profile: 16 reads, then the §8 message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    server.use(...paymentsHandlers.neverActivates)
    const seen = watchCalls()
    renderAt(PATH, signedInFree())
    await advance(29_999)
    expect(screen.getByRole('heading', { name: 'Activating your plan' })).toBeInTheDocument()
    await advance(1)
    expect(
      screen.getByText('Unable to verify payment. Please contact support if this persists.'),
    ).toBeInTheDocument()
    expect(seen.profileReads).toHaveLength(16)
    await advance(10_000)
    expect(seen.profileReads).toHaveLength(16)
  })

  it('shows "Verification failed" for a session that was not paid, without polling', async () => {
    server.use(...paymentsHandlers.statusExpired)
    const seen = watchCalls()
    renderAt(PATH, signedInFree())
    expect(await screen.findByRole('heading', { name: 'Verification failed' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    )
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/')
    expect(seen.profileReads).toEqual([])
  })

  it('shows the §8 message when the status call fails', async () => {
    server.use(...paymentsHandlers.verifyError)
    renderAt(PATH, signedInFree())
    expect(
      await screen.findByText('Unable to verify payment. Please contact support if this persists.'),
    ).toBeInTheDocument()
  })

  it('says the session id is missing and calls nothing', async () => {
    const seen = watchCalls()
    renderAt('/payment/success', signedInFree())
    expect(screen.getByRole('alert')).toHaveTextContent('Missing session_id in URL.')
    expect(seen.statusCalls).toEqual([])
  })

  it('shows the verified plan to a browser where nobody is signed in, with no profile to watch', async () => {
    server.use(...paymentsHandlers.statusComplete)
    const seen = watchCalls()
    renderAt(PATH, fakeAuth({ status: 'signedOut' }))
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument()
    expect(screen.getByText('Pro')).toBeInTheDocument()
    expect(seen.profileReads).toEqual([])
  })
})
