import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBundledI18n } from '../../../i18n/create-i18n.ts'
import type { Language } from '../../../i18n/settings.ts'
import { bioRequest } from '../../../mocks/fixtures/generate.ts'
import { generateHandlers } from '../../../mocks/handlers/generate.ts'
import { plansHandlers } from '../../../mocks/handlers/plans.ts'
import { server } from '../../../mocks/node.ts'
import { resetMockState } from '../../../mocks/state.ts'
import { Toaster, toast } from '../../../ui/primitives/toaster.tsx'
import { ApiClientProvider } from '../../api/use-api-client.ts'
import { AuthContext, type AuthValue } from '../../auth/auth-context.ts'
import { fakeAuth } from '../../auth/fake-auth.ts'
import { BioRoute } from './bio-route.tsx'

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

function renderBio(auth: AuthValue = pro(), language: Language = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <I18nextProvider i18n={createBundledI18n(language)}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider getToken={async () => 'token'}>
          <AuthContext.Provider value={auth}>
            <MemoryRouter>
              <BioRoute />
              <Toaster />
            </MemoryRouter>
          </AuthContext.Provider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  )
}

/** Pasted rather than typed key by key: the same events for the form, in a fraction of the time. */
async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  const fields = [
    ['Full name', bioRequest.full_name],
    ['Current title', bioRequest.current_title],
    ['Industry', bioRequest.industry],
    ['Education', bioRequest.education],
    ['Key accomplishments', bioRequest.accomplishments],
  ] as const
  for (const [label, value] of fields) {
    await user.click(screen.getByLabelText(label))
    await user.paste(value)
  }
}

const result = () => screen.getByRole('region', { name: 'Your executive bio' })

async function generate(user: ReturnType<typeof userEvent.setup>) {
  await fillForm(user)
  await user.click(screen.getByRole('button', { name: 'Generate Bio' }))
}

describe('BioRoute', { timeout: 15_000 }, () => {
  it("shows a visitor the upgrade screen with pro's monthly generations from the catalogue", async () => {
    renderBio(fakeAuth({ status: 'signedOut' }))
    expect(
      screen.getByRole('heading', { name: 'Executive BIOs are a Pro Feature' }),
    ).toBeInTheDocument()
    expect(await screen.findByText('Pro includes 20 AI generations a month.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing')
    expect(screen.queryByRole('button', { name: 'Generate Bio' })).not.toBeInTheDocument()
    // No start-over on the plan's own upgrade screen: there is nothing to go back to.
    expect(screen.queryByRole('button', { name: 'Start over' })).not.toBeInTheDocument()
  })

  it('reads unlimited generations from the v1 catalogue, and gates premium users too', async () => {
    server.use(...plansHandlers.v1)
    renderBio(
      fakeAuth({ status: 'signedIn', profile: { plan: 'premium', subscription_status: 'active' } }),
    )
    expect(await screen.findByText('Pro includes Unlimited AI generations.')).toBeInTheDocument()
  })

  it('asks for the required fields, then streams the bio and shows its facts', async () => {
    const user = userEvent.setup()
    renderBio()
    expect(screen.getByRole('combobox', { name: 'Tone' })).toHaveTextContent('Neutral')
    await user.click(screen.getByRole('button', { name: 'Generate Bio' }))
    expect(screen.getByText('Please enter your full name')).toBeInTheDocument()
    expect(screen.getByText('Please describe your key accomplishments')).toBeInTheDocument()
    expect(screen.getByLabelText('Full name')).toHaveFocus()
    expect(screen.queryByText('Please enter your education')).toBeInTheDocument()

    await fillForm(user)
    expect(screen.queryByText('Please enter your full name')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Generate Bio' }))

    // While the stream runs: the busy button, the progress bar and the text so far.
    expect(await screen.findByRole('button', { name: 'Generating…' })).toBeDisabled()
    const bar = await within(result()).findByRole('progressbar', { name: 'Writing your bio' })
    expect(bar).toBeInTheDocument()
    await waitFor(() =>
      expect(within(result()).getByRole('region', { name: 'Generated bio' })).toHaveTextContent(
        /Daniel Okafor/,
      ),
    )

    expect(await screen.findByText('Executive bio generated successfully!')).toBeInTheDocument()
    expect(within(result()).getByRole('heading', { name: 'About this bio' })).toBeInTheDocument()
    const fact = (term: string) => within(result()).getByText(term, { selector: 'dt' }).nextSibling
    expect(fact('Tone')).toHaveTextContent('Neutral')
    expect(fact('Industry')).toHaveTextContent('Healthcare technology')
    // The mock writer's two paragraphs, and its word count as the server reported it.
    expect(fact('Paragraphs')).toHaveTextContent('2')
    expect(fact('Word count')).toHaveTextContent(/^\d+$/)
    expect(screen.getByRole('button', { name: 'Generate Bio' })).toBeEnabled()
    expect(within(result()).getByRole('button', { name: 'Export to Word' })).toBeEnabled()
  })

  it('copies the text and exports it, with 3-second success toasts', async () => {
    const user = userEvent.setup()
    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const createObjectURL = vi.fn(() => 'blob:bio')
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const success = vi.spyOn(toast, 'success')
    renderBio()
    await generate(user)
    await screen.findByText('Executive bio generated successfully!')

    await user.click(within(result()).getByRole('button', { name: 'Copy' }))
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('Daniel Okafor'))
    expect(await screen.findByText('Bio copied to clipboard!')).toBeInTheDocument()

    await user.click(within(result()).getByRole('button', { name: 'Export to PDF' }))
    expect(await screen.findByText('Bio exported to PDF!')).toBeInTheDocument()
    expect(click).toHaveBeenCalledTimes(1)
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('daniel-okafor-bio.pdf')
    // Spec §9: success toasts on this page last 3 seconds.
    expect(success.mock.calls).toEqual([
      ['Executive bio generated successfully!', { duration: 3000 }],
      ['Bio copied to clipboard!', { duration: 3000 }],
      ['Bio exported to PDF!', { duration: 3000 }],
    ])
  })

  it('says so when an export fails, and keeps the bio', async () => {
    const user = userEvent.setup()
    server.use(...generateHandlers.exportError)
    renderBio()
    await generate(user)
    await screen.findByText('Executive bio generated successfully!')
    await user.click(within(result()).getByRole('button', { name: 'Export to Word' }))
    expect(
      await within(result()).findByText('Failed to export to Word. Please try again.'),
    ).toBeInTheDocument()
    expect(within(result()).getByRole('region', { name: 'Generated bio' })).toBeInTheDocument()
  })

  it('turns into the upgrade screen on a 403, and Start over brings back an empty form', async () => {
    const user = userEvent.setup()
    server.use(...generateHandlers.bioForbidden)
    renderBio()
    await generate(user)
    expect(
      await screen.findByRole('heading', { name: 'Executive BIOs are a Pro Feature' }),
    ).toBeInTheDocument()
    expect(
      screen.getAllByText('Pro subscription required for Executive BIO Generator').length,
    ).toBeGreaterThanOrEqual(2) // the toast and the notice on the upgrade screen
    await user.click(screen.getByRole('button', { name: 'Start over' }))
    expect(screen.getByLabelText('Full name')).toHaveValue('')
    expect(screen.getByRole('button', { name: 'Generate Bio' })).toBeEnabled()
  })

  it('turns into the upgrade screen when an export is refused', async () => {
    const user = userEvent.setup()
    renderBio()
    await generate(user)
    await screen.findByText('Executive bio generated successfully!')
    server.use(...generateHandlers.bioForbidden)
    await user.click(within(result()).getByRole('button', { name: 'Export to PDF' }))
    expect(
      await screen.findByRole('heading', { name: 'Executive BIOs are a Pro Feature' }),
    ).toBeInTheDocument()
    expect(screen.getAllByText('Pro subscription required for BIO export').length).toBeGreaterThan(
      0,
    )
  })

  it('shows the failure message when the stream ends in an error', async () => {
    const user = userEvent.setup()
    server.use(...generateHandlers.bioStreamError)
    renderBio()
    await generate(user)
    expect(
      await within(result()).findByText('Failed to generate bio. Please try again.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Generate Bio' })).toBeEnabled()
  })

  it('reset stops a running generation and clears the form and the result', async () => {
    const user = userEvent.setup()
    server.use(...generateHandlers.bioStreamHeld)
    renderBio()
    await generate(user)
    await within(result()).findByRole('progressbar')
    await user.click(screen.getByRole('button', { name: 'Reset' }))
    expect(screen.getByLabelText('Full name')).toHaveValue('')
    expect(within(result()).queryByRole('progressbar')).not.toBeInTheDocument()
    expect(
      within(result()).getByText('Fill in your details and generate: your bio will appear here.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Generate Bio' })).toBeEnabled()
  })

  it("waits for a signed-in user's plan instead of flashing the upgrade screen", () => {
    renderBio(fakeAuth({ status: 'signedIn', profile: null }))
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    expect(
      screen.queryByRole('heading', { name: 'Executive BIOs are a Pro Feature' }),
    ).not.toBeInTheDocument()
  })

  it('speaks Russian', async () => {
    renderBio(fakeAuth({ status: 'signedOut' }), 'ru')
    expect(
      screen.getByRole('heading', { name: 'Биографии руководителя доступны в тарифе Pro' }),
    ).toBeInTheDocument()
    expect(
      await screen.findByText('В тариф Pro входит: 20 ИИ-генераций в месяц.'),
    ).toBeInTheDocument()
  })
})
