import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Plan } from '../../../contract/common.ts'
import { createBundledI18n } from '../../../i18n/create-i18n.ts'
import { endpoints } from '../../../contract/endpoints.ts'
import esResumes from '../../../i18n/locales/es/resumes.json'
import ruResumes from '../../../i18n/locales/ru/resumes.json'
import { optimizeResponse } from '../../../mocks/fixtures/generate.ts'
import { accountantEn } from '../../../mocks/fixtures/resume-review.ts'
import { RESUME_IDS } from '../../../mocks/fixtures/resumes.ts'
import { generateHandlers } from '../../../mocks/handlers/generate.ts'
import { handle, replyErrorBody } from '../../../mocks/mock-http.ts'
import { optimizeScenarios } from '../../../mocks/handlers/optimize-scenarios.ts'
import { resumesHandlers } from '../../../mocks/handlers/resumes.ts'
import { templatesHandlers } from '../../../mocks/handlers/templates.ts'
import { usersHandlers } from '../../../mocks/handlers/users.ts'
import { server } from '../../../mocks/node.ts'
import { mockState, resetMockState } from '../../../mocks/state.ts'
import { toast, Toaster } from '../../../ui/primitives/toaster.tsx'
import { ApiClientProvider } from '../../api/use-api-client.ts'
import { AuthContext } from '../../auth/auth-context.ts'
import { fakeAuth, testUser } from '../../auth/fake-auth.ts'
import { usageStatsQueryKey } from '../dashboard/usage-stats-query.ts'
import { ReviewRoute } from '../review/review-route.tsx'
import { ResumesRoute } from './resumes-route.tsx'

const TAILSPIN = 'Full-Stack Developer - Tailspin Travel'

/** Every optimize call that reached the mock server. */
let optimizeCalls = 0

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/optimize/resume')) {
      optimizeCalls += 1
    }
  })
})
afterEach(() => {
  server.resetHandlers()
  resetMockState()
  toast.remove()
  optimizeCalls = 0
})
afterAll(() => server.close())

function renderRoute({
  plan = 'pro',
  path = '/resumes',
  language = 'en',
  withReview = false,
}: { plan?: Plan; path?: string; language?: 'en' | 'ru' | 'es'; withReview?: boolean } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  // What the dashboard has read before the user came here: its quota warning comes from it.
  queryClient.setQueryData(usageStatsQueryKey(testUser.uid), structuredClone(mockState.usage))
  const auth = fakeAuth({
    status: 'signedIn',
    profile: { plan, subscription_status: 'active', default_template: 'modern' },
  })
  render(
    <I18nextProvider i18n={createBundledI18n(language)}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider getToken={async () => 'token'}>
          <AuthContext.Provider value={auth}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/resumes" element={<ResumesRoute />} />
                <Route
                  path="/resumes/:id/review"
                  element={withReview ? <ReviewRoute /> : <ReviewStandIn />}
                />
              </Routes>
            </MemoryRouter>
          </AuthContext.Provider>
        </ApiClientProvider>
      </QueryClientProvider>
      <Toaster />
    </I18nextProvider>,
  )
  return { queryClient }
}

/** Where an optimization leads: the review page (its own test is review-route.test.tsx). */
function ReviewStandIn() {
  const { id } = useParams()
  return <h1>Review of {id}</h1>
}

async function cardOf(title: string) {
  return within(await screen.findByRole('article', { name: title }))
}

// Each test renders the whole route and waits on several calls: roomy on a busy 2-core machine.
describe('ResumesRoute, optimize', { timeout: 20_000 }, () => {
  it('optimizes from a card: busy, both toasts, usage refreshed, the review opened', async () => {
    const user = userEvent.setup()
    // The call waits for the test to look at the busy state, then the scenario answers.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.post('*/api/optimize/resume', async () => {
        await held
        return undefined
      }),
      ...optimizeScenarios.withAddedKeywords,
    )
    const success = vi.spyOn(toast, 'success')
    const { queryClient } = renderRoute()
    const card = await cardOf(TAILSPIN)
    await user.click(card.getByRole('button', { name: 'Optimize' }))

    const busy = await card.findByRole('button', { name: 'Optimizing…' })
    expect(busy).toBeDisabled()
    expect(busy).toHaveAttribute('aria-busy', 'true')
    // A second click while busy spends nothing more (a disabled button takes no pointer events,
    // so the check that would refuse the click is off for this one).
    await userEvent.setup({ pointerEventsCheck: 0 }).click(busy)
    release()

    expect(await screen.findByText('Resume optimized successfully!')).toBeInTheDocument()
    // Pro starts at 14 of 20; this call spent one.
    expect(await screen.findByText('13 AI generations left this month')).toBeInTheDocument()
    // Spec §4, §9: the remaining-generations toast lasts 3 seconds; the plain success keeps its 2.
    expect(success).toHaveBeenCalledWith('Resume optimized successfully!')
    expect(success).toHaveBeenCalledWith('13 AI generations left this month', { duration: 3000 })
    success.mockRestore()
    expect(optimizeCalls).toBe(1)

    // The suggested changes open for review (issue 21).
    expect(
      await screen.findByRole('heading', { name: `Review of ${RESUME_IDS.tailspin}` }),
    ).toBeInTheDocument()
    expect(queryClient.getQueryState(usageStatsQueryKey(testUser.uid))?.isInvalidated).toBe(true)
  })

  it('checks the monthly limit first and does not call optimize when none is left', async () => {
    const user = userEvent.setup()
    server.use(...usersHandlers.proLimitReached)
    renderRoute()
    const card = await cardOf(TAILSPIN)
    await user.click(card.getByRole('button', { name: 'Optimize' }))
    expect(await card.findByRole('alert')).toHaveTextContent(
      'Monthly generation limit reached (20 generations). Resets on December 1, 2025',
    )
    expect(optimizeCalls).toBe(0)
    expect(screen.queryByText('Resume optimized successfully!')).not.toBeInTheDocument()
  })

  it('shows the message of upgrade_required with a link to the plans', async () => {
    const user = userEvent.setup()
    server.use(...generateHandlers.upgradeRequired)
    renderRoute()
    const card = await cardOf(TAILSPIN)
    await user.click(card.getByRole('button', { name: 'Optimize' }))
    const alert = await card.findByRole('alert')
    expect(alert).toHaveTextContent('Premium or Pro plan required for AI resume optimization')
    expect(within(alert).getByRole('link', { name: 'See plans and upgrade' })).toHaveAttribute(
      'href',
      '/pricing',
    )
  })

  it('adds the reset date to the message of limit_exceeded', async () => {
    const user = userEvent.setup()
    server.use(...generateHandlers.limitExceeded)
    renderRoute()
    const card = await cardOf(TAILSPIN)
    await user.click(card.getByRole('button', { name: 'Optimize' }))
    expect(await card.findByRole('alert')).toHaveTextContent(
      'Monthly generation limit reached (20 generations). Resets on December 1, 2025',
    )
    expect(optimizeCalls).toBe(1)
  })

  it("shows a plain-text detail as it is, and 'Failed to optimize resume' without one; a retry clears it", async () => {
    const user = userEvent.setup()
    server.use(...generateHandlers.optimizeTextError)
    renderRoute()
    const card = await cardOf(TAILSPIN)
    await user.click(card.getByRole('button', { name: 'Optimize' }))
    expect(await card.findByRole('alert')).toHaveTextContent(
      'The writer is unavailable. Please try again in a minute.',
    )

    // A network failure: nothing from the server to show.
    server.use(http.post('*/api/optimize/resume', () => HttpResponse.error()))
    await user.click(card.getByRole('button', { name: 'Optimize' }))
    await waitFor(() =>
      expect(card.getByRole('alert')).toHaveTextContent('Failed to optimize resume'),
    )

    server.resetHandlers()
    await user.click(card.getByRole('button', { name: 'Optimize' }))
    expect(await screen.findByText('Resume optimized successfully!')).toBeInTheDocument()
    await waitFor(() => expect(card.queryByRole('alert')).not.toBeInTheDocument())
  })

  it('optimizes from the view dialog, which then leads to the review', async () => {
    const user = userEvent.setup()
    renderRoute({ path: `/resumes?view=${RESUME_IDS.tailspin}` })
    const dialog = await screen.findByRole('dialog', { name: TAILSPIN })
    expect(within(dialog).queryByRole('tab', { name: 'ATS Comparison' })).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Optimize' }))
    expect(await screen.findByText('Resume optimized successfully!')).toBeInTheDocument()
    expect(
      await screen.findByRole('heading', { name: `Review of ${RESUME_IDS.tailspin}` }),
    ).toBeInTheDocument()
  })

  it('opens the review at once and fills it as the changes pass the guard', async () => {
    const user = userEvent.setup()
    const [opener, asked] = accountantEn.set.changes.filter((change) => change.kind !== 'summary')
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const sse = (event: string, data: unknown) =>
      new TextEncoder().encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
    server.use(
      http.post('*/api/optimize/resume', () => {
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(sse('progress', { stage: 'analyzing', percent: 5 }))
            controller.enqueue(sse('change', opener))
            await held
            controller.enqueue(sse('change', asked))
            controller.enqueue(
              sse('done', { ...optimizeResponse, changes: [opener, asked], rejected: [] }),
            )
            controller.close()
          },
        })
        return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } })
      }),
      http.get(`*/api/resumes/${RESUME_IDS.tailspin}/review`, () =>
        HttpResponse.json({
          version_id: '6f0c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f',
          original: accountantEn.original,
          changes: [opener, asked],
          rejected: [],
          model_failed: false,
        }),
      ),
      http.get(`*/api/resumes/${RESUME_IDS.tailspin}/versions`, () =>
        HttpResponse.json({ versions: [] }),
      ),
    )
    renderRoute({ withReview: true })
    const card = await cardOf(TAILSPIN)
    await user.click(card.getByRole('button', { name: 'Optimize' }))

    // Open before the optimization has finished: the first change shown, more on the way.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review the suggested changes' }),
    ).toBeInTheDocument()
    expect(await screen.findByText('Checking more suggestions… 1 so far')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save this version' })).toBeDisabled()

    release()
    expect(await screen.findByText('Resume optimized successfully!')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.queryByText(/Checking more suggestions/)).not.toBeInTheDocument(),
    )
    expect(screen.getAllByRole('listitem', { name: /^Change \d of 2/ })).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Save this version' })).toBeEnabled()
  })

  it('leads from the comparison tab of an optimized resume to its review', async () => {
    const user = userEvent.setup()
    renderRoute({ path: `/resumes?view=${RESUME_IDS.northwind}` })
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('tab', { name: 'ATS Comparison' }))
    await user.click(within(dialog).getByRole('button', { name: 'Review the suggested changes' }))
    expect(
      await screen.findByRole('heading', { name: `Review of ${RESUME_IDS.northwind}` }),
    ).toBeInTheDocument()
  })

  it('shows a refusal in the view dialog too', async () => {
    const user = userEvent.setup()
    server.use(...generateHandlers.upgradeRequired)
    renderRoute({ path: `/resumes?view=${RESUME_IDS.tailspin}` })
    const dialog = await screen.findByRole('dialog', { name: TAILSPIN })
    await user.click(within(dialog).getByRole('button', { name: 'Optimize' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Premium or Pro plan required for AI resume optimization',
    )
  })

  it('keeps Optimize disabled on the free plan', async () => {
    const user = userEvent.setup()
    renderRoute({ plan: 'free' })
    const card = await cardOf(TAILSPIN)
    const optimize = card.getByRole('button', { name: 'Optimize' })
    expect(optimize).toHaveAttribute('aria-disabled', 'true')
    await user.click(optimize)
    expect(optimizeCalls).toBe(0)
  })
})

describe('ResumesRoute, one resume’s template', { timeout: 20_000 }, () => {
  it('saves the chosen template and shows it on the card', async () => {
    const user = userEvent.setup()
    renderRoute()
    const card = await cardOf(TAILSPIN)
    expect(card.getByText('Template: Minimalist')).toBeInTheDocument()
    await user.click(card.getByRole('button', { name: `Change the template of ${TAILSPIN}` }))
    const dialog = await screen.findByRole('dialog', { name: `Template for “${TAILSPIN}”` })
    await user.click(within(dialog).getByRole('radio', { name: 'Classic' }))
    await waitFor(() => expect(card.getByText('Template: Classic')).toBeInTheDocument())
    expect(mockState.resumes.find((resume) => resume.id === RESUME_IDS.tailspin)?.template).toBe(
      'classic',
    )
    expect(within(dialog).getByRole('radio', { name: 'Classic' })).toBeChecked()
  })

  it("says 'Failed to update template' and keeps the saved one when saving fails", async () => {
    const user = userEvent.setup()
    server.use(...templatesHandlers.updateError)
    renderRoute()
    const card = await cardOf(TAILSPIN)
    await user.click(card.getByRole('button', { name: `Change the template of ${TAILSPIN}` }))
    const dialog = await screen.findByRole('dialog', { name: `Template for “${TAILSPIN}”` })
    await user.click(within(dialog).getByRole('radio', { name: 'Classic' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update template')
    expect(within(dialog).getByRole('radio', { name: 'Minimalist' })).toBeChecked()
    expect(card.getByText('Template: Minimalist')).toBeInTheDocument()
  })
})

describe('ResumesRoute, export', { timeout: 20_000 }, () => {
  it('exports a PDF from the card and says so', async () => {
    const user = userEvent.setup()
    const createObjectURL = vi.fn(() => 'blob:resume')
    const revokeObjectURL = vi.fn()
    Object.assign(URL, { createObjectURL, revokeObjectURL })
    const clicked: string[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download)
    })
    try {
      renderRoute()
      const card = await cardOf(TAILSPIN)
      await user.click(card.getByRole('button', { name: 'Export PDF' }))
      expect(await card.findByRole('status')).toHaveTextContent('Resume exported successfully')
      expect(clicked).toEqual(['full-stack-developer-tailspin-travel.pdf'])
      await waitFor(() => expect(card.getByText('Exported')).toBeInTheDocument())
    } finally {
      click.mockRestore()
    }
  })
})

describe('ResumesRoute, create', { timeout: 20_000 }, () => {
  // The dialog scrolls its message into view; jsdom lays nothing out and has no scrollIntoView.
  beforeAll(() => {
    Element.prototype.scrollIntoView ??= () => undefined
  })

  const AT_CAP = {
    detail: {
      error: 'resume_limit_reached',
      message:
        'You already keep 200 resumes, the most one account can hold. Delete the ones you no longer need, then create this one again.',
      limit: 200,
    },
  }

  it.each([
    ['ru', ruResumes],
    ['es', esResumes],
  ] as const)(
    'says the account is at its resume cap in the reader’s language (%s)',
    async (language, texts) => {
      server.use(handle(endpoints.createResume, () => replyErrorBody(409, AT_CAP)))
      const user = userEvent.setup()
      renderRoute({ language })
      await user.click(await screen.findByRole('button', { name: texts.page.newResume }))
      const dialog = within(await screen.findByRole('dialog'))
      await user.type(dialog.getByLabelText(texts.create.titleLabel), 'Backend')
      await user.type(
        dialog.getByLabelText(texts.create.contentLabel),
        'Jane Doe, backend engineer',
      )
      await user.click(dialog.getByRole('button', { name: texts.create.submit }))
      expect(
        await dialog.findByText(texts.create.limitReached.replace('{{limit}}', '200')),
      ).toBeInTheDocument()
      expect(dialog.queryByText(AT_CAP.detail.message)).toBeNull()
    },
  )
})

describe('ResumesRoute, JSON Resume', { timeout: 20_000 }, () => {
  const jsonFile = (text: string, name = 'jane-doe.json') =>
    new File([text], name, { type: 'application/json' })

  it('downloads a card as JSON Resume under the name the server gives it', async () => {
    const user = userEvent.setup()
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:resume'), revokeObjectURL: vi.fn() })
    const clicked: string[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download)
    })
    try {
      renderRoute({ plan: 'free' })
      const card = await cardOf(TAILSPIN)
      await user.click(card.getByRole('button', { name: 'Download JSON Resume' }))
      expect(await card.findByRole('status')).toHaveTextContent('JSON Resume downloaded')
      expect(clicked).toEqual(['full-stack-developer-tailspin-travel.json'])
    } finally {
      click.mockRestore()
    }
  })

  it('imports a file: the new resume is listed and the page says so', async () => {
    const user = userEvent.setup()
    renderRoute()
    await cardOf(TAILSPIN)
    const document = { basics: { name: 'Jane Doe', label: 'Backend Engineer' } }
    await user.upload(
      screen.getByLabelText('Import JSON Resume'),
      jsonFile(JSON.stringify(document)),
    )
    const notice = (await screen.findByText('JSON Resume imported')).closest('[role="status"]')
    expect(notice).toHaveTextContent('“Jane Doe – Backend Engineer” is now in your list.')
    expect(
      await screen.findByRole('article', { name: 'Jane Doe – Backend Engineer' }),
    ).toBeVisible()
  })

  it("names a file that is not JSON in the reader's language, and the server's refusal in its words", async () => {
    const user = userEvent.setup()
    renderRoute({ language: 'ru' })
    await user.upload(
      await screen.findByLabelText(ruResumes.page.importJsonResume),
      jsonFile('name: Jane', 'resume.yaml'),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      ruResumes.import.notJson.replace('{{name}}', 'resume.yaml'),
    )

    server.use(...resumesHandlers.importJsonResumeInvalid)
    await user.upload(
      screen.getByLabelText(ruResumes.page.importJsonResume),
      jsonFile('{"work": [{"startDate": "March 2021"}]}'),
    )
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        /work\[1\]\.startDate: expected a date like 2021/,
      ),
    )
    expect(screen.getByRole('alert')).toHaveTextContent(ruResumes.import.errorTitle)
  })
})
