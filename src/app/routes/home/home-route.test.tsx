import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createBundledI18n } from '../../../i18n/create-i18n.ts'
import type { Language } from '../../../i18n/settings.ts'
import { plansHandlers } from '../../../mocks/handlers/plans.ts'
import { server } from '../../../mocks/node.ts'
import { ApiClientProvider } from '../../api/use-api-client.ts'
import { AuthContext, type AuthValue } from '../../auth/auth-context.ts'
import { fakeAuth } from '../../auth/fake-auth.ts'
import { Layout } from '../../layout.tsx'
import { HomeRoute } from './home-route.tsx'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

// Intl separates amount and sign with no-break spaces in Russian and Spanish.
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ')

/** Home inside the layout (navbar and footer), as the route table mounts it. */
function renderHome(language: Language = 'en', auth: AuthValue = fakeAuth()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <I18nextProvider i18n={createBundledI18n(language)}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider>
          <AuthContext.Provider value={auth}>
            <MemoryRouter>
              <Routes>
                <Route element={<Layout />}>
                  <Route path="/" element={<HomeRoute />} />
                </Route>
              </Routes>
            </MemoryRouter>
          </AuthContext.Provider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  )
}

function planHeading(name: string) {
  return screen.queryByRole('heading', { level: 3, name })
}

function planCard(name: string): HTMLElement {
  const card = screen.getByRole('heading', { level: 3, name }).closest('article')
  if (!card) throw new Error(`no card for ${name}`)
  return card
}

function priceOf(name: string): string {
  return plain(
    planCard(name).querySelector('[data-slot="plan-summary-price"]')?.textContent ?? null,
  )
}

describe('HomeRoute', () => {
  it('shows the navbar, the tagline, a loading state, then the three plans of the catalogue, and the footer', async () => {
    renderHome()
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Tailor your resume to every job, with the keywords recruiters look for.',
      }),
    ).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Language: English, EN' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 JobFit. All rights reserved.')
    // Signed out, the call to action leads to sign-up.
    expect(screen.getByRole('link', { name: 'Get started free' })).toHaveAttribute(
      'href',
      '/signup',
    )
    expect(screen.getByRole('status')).toHaveTextContent('Loading plans…')

    expect(await screen.findByRole('heading', { level: 3, name: 'Free' })).toBeInTheDocument()
    expect(screen.queryByText('Loading plans…')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Start for free' })).toHaveAttribute('href', '/signup')

    // The launch catalogue: $0, $9.99, $19.99 a month; 0, 1 and 20 generations.
    expect(priceOf('Free')).toBe('$0')
    expect(priceOf('Premium')).toBe('$9.99')
    expect(priceOf('Pro')).toBe('$19.99')
    expect(within(planCard('Free')).getByText('No AI generations')).toBeInTheDocument()
    expect(within(planCard('Premium')).getByText('1 AI generation a month')).toBeInTheDocument()
    expect(within(planCard('Pro')).getByText('20 AI generations a month')).toBeInTheDocument()

    expect(within(planCard('Premium')).getByText('Popular')).toBeInTheDocument()
    expect(within(planCard('Pro')).getByText('Beta')).toBeInTheDocument()
    expect(within(planCard('Free')).queryByText('Popular')).not.toBeInTheDocument()

    const proFeatures = within(planCard('Pro')).getByRole('list', {
      name: 'What the Pro plan includes',
    })
    expect(within(proFeatures).getAllByRole('listitem')).toHaveLength(11)
    expect(within(proFeatures).getByText('Executive bio generator')).toBeInTheDocument()
  })

  it('shows the v1 catalogue as the API sends it, unlimited generations included', async () => {
    server.use(...plansHandlers.v1)
    renderHome()
    await screen.findByRole('heading', { level: 3, name: 'Pro' })
    expect(priceOf('Pro')).toBe('$29.99')
    expect(within(planCard('Pro')).getByText('Unlimited AI generations')).toBeInTheDocument()
    expect(within(planCard('Premium')).getByText('200 AI generations a month')).toBeInTheDocument()
    expect(within(planCard('Free')).getByText('5 AI generations a month')).toBeInTheDocument()
  })

  it('writes prices, plurals and features in Russian', async () => {
    renderHome('ru')
    await screen.findByRole('heading', { level: 3, name: 'Премиум' })
    expect(priceOf('Премиум')).toBe('9,99 $')
    expect(within(planCard('Премиум')).getByText('1 ИИ-генерация в месяц')).toBeInTheDocument()
    expect(within(planCard('Про')).getByText('20 ИИ-генераций в месяц')).toBeInTheDocument()
    expect(within(planCard('Бесплатный')).getByText('Без ИИ-генераций')).toBeInTheDocument()
    expect(within(planCard('Бесплатный')).getByText('Анализ ключевых слов')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Язык: Русский, RU' })).toBeInTheDocument()
  })

  it('writes prices and plurals in Spanish', async () => {
    renderHome('es')
    await screen.findByRole('heading', { level: 3, name: 'Premium' })
    expect(priceOf('Pro')).toBe('19,99 US$')
    expect(within(planCard('Premium')).getByText('1 generación con IA al mes')).toBeInTheDocument()
    expect(within(planCard('Pro')).getByText('20 generaciones con IA al mes')).toBeInTheDocument()
  })

  it('shows an error with a retry button when the catalogue fails, and the plans after a retry', async () => {
    server.use(...plansHandlers.error)
    renderHome()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The plans could not be loaded.')
    expect(planHeading('Premium')).not.toBeInTheDocument()

    // The server recovers; trying again shows the plans.
    server.resetHandlers()
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 3, name: 'Premium' })).toBeInTheDocument()
    expect(priceOf('Premium')).toBe('$9.99')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('leads a signed-in user to the dashboard, with the avatar menu in the navbar', async () => {
    renderHome('en', fakeAuth({ status: 'signedIn' }))
    await screen.findByRole('heading', { level: 3, name: 'Premium' })
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    )
    expect(
      screen.getByRole('button', { name: 'Account menu for Ada Lovelace' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Go to your dashboard/ })).toHaveAttribute(
      'href',
      '/dashboard',
    )
  })
})
