import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBundledI18n } from '../../../i18n/create-i18n.ts'
import type { Language } from '../../../i18n/settings.ts'
import { coverLetterRequest } from '../../../mocks/fixtures/generate.ts'
import { generateHandlers } from '../../../mocks/handlers/generate.ts'
import { plansHandlers } from '../../../mocks/handlers/plans.ts'
import { server } from '../../../mocks/node.ts'
import { resetMockState } from '../../../mocks/state.ts'
import { Toaster, toast } from '../../../ui/primitives/toaster.tsx'
import { ApiClientProvider } from '../../api/use-api-client.ts'
import { AuthContext, type AuthValue } from '../../auth/auth-context.ts'
import { fakeAuth } from '../../auth/fake-auth.ts'
import { CoverLetterRoute } from './cover-letter-route.tsx'

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

const premium = () =>
  fakeAuth({ status: 'signedIn', profile: { plan: 'premium', subscription_status: 'active' } })

function renderCoverLetter(auth: AuthValue = premium(), language: Language = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <I18nextProvider i18n={createBundledI18n(language)}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider getToken={async () => 'token'}>
          <AuthContext.Provider value={auth}>
            <MemoryRouter>
              <CoverLetterRoute />
              <Toaster />
            </MemoryRouter>
          </AuthContext.Provider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  )
}

type User = ReturnType<typeof userEvent.setup>

async function paste(user: User, label: string, value: string) {
  await user.click(screen.getByLabelText(label))
  await user.paste(value)
}

/** Pasted rather than typed key by key: the same events for the form, in a fraction of the time. */
async function fillForm(user: User) {
  await paste(user, 'Full name', coverLetterRequest.full_name)
  await paste(user, 'Target job title', coverLetterRequest.target_job_title)
  await paste(user, 'Company', coverLetterRequest.company_name)
  await paste(user, 'Resume content', 'Frontend engineer: React, TypeScript, Storybook.')
  await paste(user, 'Job description', coverLetterRequest.job_description)
}

const result = () => screen.getByRole('region', { name: 'Your cover letter' })

describe('CoverLetterRoute', { timeout: 15_000 }, () => {
  it("shows a free user the upgrade screen with premium's cover letters from the catalogue", async () => {
    renderCoverLetter(fakeAuth({ status: 'signedIn' }))
    expect(
      screen.getByRole('heading', { name: 'Cover Letter Generator is a Premium Feature' }),
    ).toBeInTheDocument()
    expect(await screen.findByText('Premium includes unlimited cover letters.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing')
  })

  it('reads the v1 catalogue: 10 cover letters a month on premium', async () => {
    server.use(...plansHandlers.v1)
    renderCoverLetter(fakeAuth({ status: 'signedOut' }))
    expect(
      await screen.findByText('Premium includes 10 cover letters a month.'),
    ).toBeInTheDocument()
  })

  it("waits for a signed-in user's plan instead of flashing the upgrade screen", () => {
    renderCoverLetter(fakeAuth({ status: 'signedIn', profile: null }))
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    expect(screen.queryByRole('button', { name: 'View plans' })).not.toBeInTheDocument()
  })

  it('asks for the required fields (not the email), then streams the letter', async () => {
    const user = userEvent.setup()
    renderCoverLetter()
    expect(screen.getByRole('combobox', { name: 'Tone' })).toHaveTextContent('Formal')
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }))
    for (const message of [
      'Please enter your full name',
      'Please enter the job title',
      'Please enter the company',
      'Please add your resume content',
      'Please add the job description',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument()
    }
    expect(screen.getByLabelText('Email')).not.toBeRequired()
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid')

    await fillForm(user)
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }))
    expect(await screen.findByRole('button', { name: 'Generating…' })).toBeDisabled()
    expect(
      await within(result()).findByRole('progressbar', { name: 'Writing your letter' }),
    ).toBeInTheDocument()

    expect(await screen.findByText('Cover letter generated successfully!')).toBeInTheDocument()
    const fact = (term: string) => within(result()).getByText(term, { selector: 'dt' }).nextSibling
    expect(fact('Tone')).toHaveTextContent('Formal')
    expect(fact('Position')).toHaveTextContent('Senior Frontend Engineer')
    expect(fact('Company')).toHaveTextContent('Northwind Commerce')
    const text = within(result()).getByRole('region', { name: 'Generated cover letter' })
    expect(text).toHaveTextContent(/^Dear Hiring Manager,/)
    expect(fact('Characters')).toHaveTextContent(
      new Intl.NumberFormat('en').format(text.textContent?.length ?? 0),
    )
  })

  it('fills a field from a .txt file read in the browser', async () => {
    const user = userEvent.setup()
    renderCoverLetter()
    const file = new File(['Maya Chen\nReact, TypeScript'], 'resume.txt', { type: 'text/plain' })
    await user.upload(screen.getByLabelText('Upload resume file'), file)
    await waitFor(() =>
      expect(screen.getByLabelText('Resume content')).toHaveValue('Maya Chen\nReact, TypeScript'),
    )
    expect(screen.getByText('Text taken from resume.txt')).toBeInTheDocument()
  })

  it('says so when a text file cannot be read', async () => {
    const user = userEvent.setup()
    renderCoverLetter()
    const file = new File(['x'], 'posting.txt', { type: 'text/plain' })
    Object.defineProperty(file, 'text', {
      value: () => Promise.reject(new Error('NotReadableError')),
    })
    await user.upload(screen.getByLabelText('Upload job description file'), file)
    expect(
      await screen.findByText('Error reading file. Please copy and paste the text instead.'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Job description')).toHaveValue('')
  })

  it('refuses a file that is neither text nor Word without calling the server', async () => {
    const user = userEvent.setup({ applyAccept: false })
    renderCoverLetter()
    const file = new File(['%PDF'], 'resume.pdf', { type: 'application/pdf' })
    await user.upload(screen.getByLabelText('Upload resume file'), file)
    expect(
      await screen.findByText('resume.pdf is not a .txt, .doc or .docx file.'),
    ).toBeInTheDocument()
  })

  it('turns into the upgrade screen on a 403 with the premium message', async () => {
    const user = userEvent.setup()
    server.use(...generateHandlers.coverLetterForbidden)
    renderCoverLetter()
    await fillForm(user)
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }))
    expect(
      await screen.findByRole('heading', { name: 'Cover Letter Generator is a Premium Feature' }),
    ).toBeInTheDocument()
    expect(
      screen.getAllByText('Premium subscription required for Cover Letter Generator').length,
    ).toBeGreaterThanOrEqual(2)
    await user.click(screen.getByRole('button', { name: 'Start over' }))
    expect(screen.getByLabelText('Full name')).toHaveValue('')
    expect(screen.getByRole('combobox', { name: 'Tone' })).toHaveTextContent('Formal')
  })

  it('shows the export failure and the generate failure in the cover letter wording', async () => {
    const user = userEvent.setup()
    server.use(...generateHandlers.exportError)
    renderCoverLetter()
    await fillForm(user)
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }))
    await screen.findByText('Cover letter generated successfully!')
    await user.click(within(result()).getByRole('button', { name: 'Export PDF' }))
    expect(
      await within(result()).findByText('Failed to export to PDF. Please try again.'),
    ).toBeInTheDocument()

    server.use(...generateHandlers.coverLetterStreamError)
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }))
    expect(
      await within(result()).findByText('Failed to generate cover letter. Please try again.'),
    ).toBeInTheDocument()
  })
})
