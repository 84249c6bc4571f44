import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBundledI18n } from '../../../i18n/create-i18n.ts'
import type { Language } from '../../../i18n/settings.ts'
import { plagiarismSampleText } from '../../../mocks/fixtures/pro.ts'
import { proHandlers } from '../../../mocks/handlers/pro.ts'
import { server } from '../../../mocks/node.ts'
import { mockState, resetMockState } from '../../../mocks/state.ts'
import { Toaster, toast } from '../../../ui/primitives/toaster.tsx'
import { ApiClientProvider } from '../../api/use-api-client.ts'
import { AuthContext } from '../../auth/auth-context.ts'
import { fakeAuth } from '../../auth/fake-auth.ts'
import { ProRoute } from './pro-route.tsx'

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
})
beforeEach(() => resetMockState())
afterEach(() => {
  server.resetHandlers()
  server.events.removeAllListeners()
  toast.remove()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

const pro = () =>
  fakeAuth({ status: 'signedIn', profile: { plan: 'pro', subscription_status: 'active' } })

function renderPro({
  auth = pro(),
  route = '/pro',
  language = 'en' as Language,
  token = 'token' as string | null,
} = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <I18nextProvider i18n={createBundledI18n(language)}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider getToken={async () => token}>
          <AuthContext.Provider value={auth}>
            <MemoryRouter initialEntries={[route]}>
              <ProRoute />
              <Toaster />
            </MemoryRouter>
          </AuthContext.Provider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  )
}

/** The paths the page asked for, in order. */
function recordRequests(): string[] {
  const seen: string[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    seen.push(`${request.method} ${url.pathname}${url.search}`)
  })
  return seen
}

describe('ProRoute', { timeout: 20_000 }, () => {
  it('gates other plans with the upgrade box and never asks for the usage summary', async () => {
    const seen = recordRequests()
    renderPro({
      auth: fakeAuth({
        status: 'signedIn',
        profile: { plan: 'premium', subscription_status: 'active' },
      }),
    })
    expect(screen.getByRole('heading', { name: 'Pro Dashboard' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Pro Plan Required' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute('href', '/pricing')
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(seen.filter((path) => path.includes('/usage/summary'))).toEqual([])
  })

  it('shows the overview: 30-day usage, remaining of limit, the first 6 features', async () => {
    const seen = recordRequests()
    renderPro()
    const usage = await screen.findByRole('region', { name: 'Usage in the last 30 days' })
    expect(await within(usage).findByText('37')).toBeInTheDocument()
    expect(within(usage).getByText('Resume optimization')).toBeInTheDocument()
    expect(await screen.findByText('14 of 20 generations remaining this month')).toBeInTheDocument()
    const features = screen.getByRole('region', { name: 'Pro features' })
    await waitFor(() => expect(within(features).getAllByRole('listitem')).toHaveLength(6))
    expect(within(features).queryByText('Usage analytics')).not.toBeInTheDocument()
    expect(seen).toContain('GET /api/usage/summary?days=30')
  })

  it('says unlimited when the plan has no limit', async () => {
    server.use(...proHandlers.unlimited)
    renderPro()
    expect(await screen.findByText('Unlimited generations')).toBeInTheDocument()
  })

  it('opens a tool from a quick-action tile', async () => {
    const user = userEvent.setup()
    renderPro()
    await user.click(screen.getByRole('button', { name: /^Originality check/ }))
    expect(screen.getByRole('tab', { name: /Plagiarism/ })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByLabelText('Text to check')).toBeVisible()
  })

  it('runs a bulk generation: validation, add and remove, results, generations spent', async () => {
    const user = userEvent.setup()
    renderPro({ route: '/pro?tab=bulk' })
    await user.click(screen.getByRole('button', { name: 'Generate Resumes' }))
    expect(screen.getByText('Please provide at least one job description')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument()

    for (let i = 0; i < 4; i++)
      await user.click(screen.getByRole('button', { name: 'Add job description' }))
    expect(screen.queryByRole('button', { name: 'Add job description' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Remove job description 5' }))
    await user.click(screen.getByRole('button', { name: 'Remove job description 4' }))
    expect(screen.getAllByLabelText(/^Job description \d$/)).toHaveLength(3)

    await user.click(screen.getByLabelText('Base resume'))
    await user.paste('Maya Chen, frontend engineer.')
    await user.click(screen.getByLabelText('Job description 1'))
    await user.paste('Senior Frontend Engineer\nReact')
    await user.click(screen.getByLabelText('Job description 2'))
    await user.paste('Data Analyst\nSQL')
    const before = mockState.usage.generations_remaining ?? 0
    await user.click(screen.getByRole('button', { name: 'Generate Resumes' }))

    const results = screen.getByRole('region', { name: 'Results' })
    expect(await within(results).findByText('2 of 2 resumes generated')).toBeInTheDocument()
    expect(within(results).getByRole('region', { name: 'Tailored resume 1' })).toHaveTextContent(
      'Tailored for: Senior Frontend Engineer',
    )
    expect(mockState.usage.generations_remaining).toBe(before - 2)
  })

  it('shows failed items next to successful ones', async () => {
    server.use(...proHandlers.bulkPartialFailure)
    const user = userEvent.setup()
    renderPro({ route: '/pro?tab=bulk' })
    await user.click(screen.getByLabelText('Job description 1'))
    await user.paste('Anything')
    await user.click(screen.getByRole('button', { name: 'Generate Resumes' }))
    expect(
      await screen.findByText('2 of 3 resumes generated', { selector: 'p' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText('The writer timed out. This item was not counted; try it again.'),
    ).toBeInTheDocument()
    expect(screen.getAllByText('Failed')).toHaveLength(1)
  })

  it("says 'Not authenticated' without a token and 'An error occurred' when the network fails", async () => {
    const user = userEvent.setup()
    const signedOutToken = fakeAuth({
      status: 'signedIn',
      profile: { plan: 'pro', subscription_status: 'active' },
      getIdToken: vi.fn(async () => null),
    })
    const { unmount } = renderPro({ auth: signedOutToken, route: '/pro?tab=bulk', token: null })
    await user.click(screen.getByLabelText('Job description 1'))
    await user.paste('Anything')
    await user.click(screen.getByRole('button', { name: 'Generate Resumes' }))
    const results = screen.getByRole('region', { name: 'Results' })
    expect(await within(results).findByText('Not authenticated')).toBeInTheDocument()
    unmount()

    server.use(...proHandlers.offline)
    renderPro({ route: '/pro?tab=plagiarism' })
    await user.click(screen.getByLabelText('Text to check'))
    await user.paste(plagiarismSampleText)
    await user.click(screen.getByRole('button', { name: 'Check Originality' }))
    const report = screen.getByRole('region', { name: 'Originality report' })
    expect(await within(report).findByText('An error occurred')).toBeInTheDocument()
  })

  it('checks originality from 50 characters and highlights the flagged passages', async () => {
    const user = userEvent.setup()
    renderPro({ route: '/pro?tab=plagiarism' })
    const submit = screen.getByRole('button', { name: 'Check Originality' })
    await user.click(screen.getByLabelText('Text to check'))
    await user.paste('x'.repeat(49))
    expect(submit).toBeDisabled()
    await user.paste('x')
    expect(submit).toBeEnabled()
    await user.clear(screen.getByLabelText('Text to check'))
    await user.paste(plagiarismSampleText)
    await user.click(submit)

    const report = screen.getByRole('region', { name: 'Originality report' })
    expect(await within(report).findByText('Low')).toBeInTheDocument()
    const marks = report.querySelectorAll('mark')
    expect([...marks].map((mark) => mark.textContent)).toContain('Results-driven')
    expect(within(report).getByText('Recommendations')).toBeInTheDocument()
  })

  it('imports a LinkedIn profile, shows the notice and creates a draft resume', async () => {
    const user = userEvent.setup()
    const created: unknown[] = []
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/resumes') {
        created.push(await request.clone().json())
      }
    })
    renderPro({ route: '/pro?tab=linkedin' })
    await user.click(screen.getByLabelText('LinkedIn profile URL'))
    await user.paste('https://example.com/jordan')
    await user.click(screen.getByRole('button', { name: 'Import Profile' }))
    expect(screen.getByText('Please provide a valid LinkedIn profile URL')).toBeInTheDocument()

    await user.clear(screen.getByLabelText('LinkedIn profile URL'))
    await user.paste('linkedin.com/in/jordan-rivera')
    await user.click(screen.getByRole('button', { name: 'Import Profile' }))
    const imported = screen.getByRole('region', { name: 'Imported data' })
    expect(await within(imported).findByText('Jordan Rivera')).toBeInTheDocument()

    await user.click(within(imported).getByRole('button', { name: 'Use in Resume' }))
    expect(within(imported).getByText(/Your LinkedIn data is ready to use/)).toBeInTheDocument()

    await user.click(within(imported).getByRole('button', { name: 'Create Draft Resume' }))
    expect(await within(imported).findByText('Draft resume created.')).toBeInTheDocument()
    expect(created).toHaveLength(1)
    const [body] = created as { title: string; original_content: string }[]
    expect(body?.title).toBe('Jordan Rivera (LinkedIn import)')
    expect(body?.original_content).toMatch(/^# Jordan Rivera\n/)
    expect(body?.original_content).toContain('## Experience\n- Product Manager, Contoso Health')
  })

  it('shows the server message of a refused import', async () => {
    server.use(...proHandlers.linkedinPrivate)
    const user = userEvent.setup()
    renderPro({ route: '/pro?tab=linkedin' })
    await user.click(screen.getByLabelText('LinkedIn profile URL'))
    await user.paste('linkedin.com/in/private-person')
    await user.click(screen.getByRole('button', { name: 'Import Profile' }))
    const imported = screen.getByRole('region', { name: 'Imported data' })
    expect(
      await within(imported).findByText(/This LinkedIn profile is not public/),
    ).toBeInTheDocument()
  })

  it('speaks Russian', async () => {
    renderPro({ language: 'ru' })
    expect(await screen.findByRole('tab', { name: /Пакетная генерация/ })).toBeInTheDocument()
  })
})
