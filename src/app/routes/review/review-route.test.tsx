import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ResumeVersion } from '../../../contract/resume-versions.ts'
import { createBundledI18n } from '../../../i18n/create-i18n.ts'
import { keywordAnalysis } from '../../../mocks/fixtures/analysis.ts'
import { accountantEn } from '../../../mocks/fixtures/resume-review.ts'
import { optimizedResume } from '../../../mocks/fixtures/resumes.ts'
import { server } from '../../../mocks/node.ts'
import { resetMockState } from '../../../mocks/state.ts'
import { toast, Toaster } from '../../../ui/primitives/toaster.tsx'
import { ApiClientProvider } from '../../api/use-api-client.ts'
import { AuthContext } from '../../auth/auth-context.ts'
import { fakeAuth } from '../../auth/fake-auth.ts'
import { ReviewRoute } from './review-route.tsx'

const ID = optimizedResume.id
const RESUME = { ...optimizedResume, original_content: accountantEn.original }
const VERSION_ID = '6f0c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f'
const ORIGINAL_ID = '7a1b2c3d-4e5f-4a6b-9c8d-1e2f3a4b5c6d'

function version(overrides: Partial<ResumeVersion>): ResumeVersion {
  return {
    id: VERSION_ID,
    number: 2,
    created_at: '2026-11-27T16:12:00.000Z',
    source: 'offline',
    ats_score: 69,
    match_score: 60,
    restored_from: null,
    text: accountantEn.original,
    ...overrides,
  }
}

/** What reached the server: saves and restores, with their bodies. */
let calls: Array<{ path: string; body: unknown }> = []
/** Texts the scores were asked for. */
let analyzed: string[] = []

function answer(reviewStatus: 200 | 404 = 200) {
  server.use(
    http.get(`*/api/resumes/${ID}`, () => HttpResponse.json(RESUME)),
    http.get(`*/api/resumes/${ID}/review`, () =>
      reviewStatus === 404
        ? HttpResponse.json({ detail: 'This resume has not been optimized yet.' }, { status: 404 })
        : HttpResponse.json({
            version_id: VERSION_ID,
            original: accountantEn.original,
            changes: accountantEn.set.changes,
            rejected: accountantEn.set.rejected,
            model_failed: false,
          }),
    ),
    http.get(`*/api/resumes/${ID}/versions`, () =>
      HttpResponse.json({
        versions: [
          version({}),
          version({ id: ORIGINAL_ID, number: 1, source: 'original', ats_score: 66 }),
        ],
      }),
    ),
    http.post('*/api/analyze/keywords', async ({ request }) => {
      const body = (await request.json()) as { resume_content: string }
      analyzed.push(body.resume_content)
      return HttpResponse.json(keywordAnalysis)
    }),
    http.post(`*/api/resumes/${ID}/versions`, async ({ request }) => {
      const body = (await request.json()) as { text: string }
      calls.push({ path: 'save', body })
      return HttpResponse.json({
        resume: { ...RESUME, optimized_content: body.text },
        version: version({
          id: '8b2c3d4e-5f6a-4b7c-8d9e-2f3a4b5c6d7e',
          number: 3,
          source: 'review',
          text: body.text,
        }),
      })
    }),
    http.post(`*/api/resumes/${ID}/versions/:versionId/restore`, ({ params }) => {
      calls.push({ path: 'restore', body: params.versionId })
      return HttpResponse.json({
        resume: { ...RESUME, optimized_content: null },
        version: version({
          id: '9c3d4e5f-6a7b-4c8d-9e0f-3a4b5c6d7e8f',
          number: 3,
          source: 'restore',
          restored_from: ORIGINAL_ID,
        }),
      })
    }),
  )
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  resetMockState()
  toast.remove()
  calls = []
  analyzed = []
})
afterAll(() => server.close())

function renderRoute(language: 'en' | 'es' = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const auth = fakeAuth({
    status: 'signedIn',
    profile: { plan: 'premium', subscription_status: 'active' },
  })
  render(
    <I18nextProvider i18n={createBundledI18n(language)}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider getToken={async () => 'token'}>
          <AuthContext.Provider value={auth}>
            <MemoryRouter initialEntries={[`/resumes/${ID}/review`]}>
              <Routes>
                <Route path="/resumes/:id/review" element={<ReviewRoute />} />
              </Routes>
            </MemoryRouter>
          </AuthContext.Provider>
        </ApiClientProvider>
      </QueryClientProvider>
      <Toaster />
    </I18nextProvider>,
  )
}

const safe = accountantEn.set.changes.filter((change) => change.safe && !change.needs_user_input)

describe('ReviewRoute', { timeout: 20_000 }, () => {
  it('lists the stored proposal, recomputes the scores for the accepted set and saves it as a version', async () => {
    answer()
    const user = userEvent.setup()
    renderRoute()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review the suggested changes' }),
    ).toBeInTheDocument()
    // It starts where the optimization left the resume: the safe changes accepted.
    const total = accountantEn.set.changes.length
    expect(screen.getByText(`${safe.length} of ${total} decided`)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'No safe changes left to accept' })).toBeDisabled()
    // The original is scored (the figures shown as "was"), and so is the text the page starts from.
    await waitFor(() => expect(analyzed).toContain(accountantEn.original))
    await waitFor(() => expect(analyzed.some((text) => text !== accountantEn.original)).toBe(true))

    // One safe change undone: the count follows.
    await user.click(screen.getAllByRole('button', { name: 'Undo' })[0] as HTMLElement)
    expect(screen.getByText(`${safe.length - 1} of ${total} decided`)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Save this version' }))
    expect(await screen.findByText('Saved')).toBeInTheDocument()
    expect(calls).toHaveLength(1)
    const saved = calls[0]?.body as { text: string; source: string }
    expect(saved.source).toBe('review')
    expect(saved.text).not.toBe(accountantEn.original)
    const lineOf = (after = '') => after.split('\n').find((line) => line.trim() !== '') ?? ''
    // The undone change is left out; the other safe ones are in.
    expect(saved.text).not.toContain(lineOf(safe[0]?.after))
    expect(saved.text).toContain(lineOf(safe[1]?.after))
  })

  it('restores the original from the versions list', async () => {
    answer()
    const user = userEvent.setup()
    renderRoute()
    const versions = within(await screen.findByRole('region', { name: 'Versions' }))
    const original = versions
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText('Version 1'))
    expect(original).toBeDefined()
    await user.click(within(original as HTMLElement).getByRole('button', { name: /^Open/ }))
    await user.click(versions.getByRole('button', { name: 'Restore this version' }))
    expect(await screen.findByText('Version 1 restored.')).toBeInTheDocument()
    expect(calls).toEqual([{ path: 'restore', body: ORIGINAL_ID }])
  })

  it('says so when the resume has no suggestions on record', async () => {
    answer(404)
    renderRoute('es')
    expect(await screen.findByText('Todavía no hay nada que revisar')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Volver a mis currículums' })).toHaveAttribute(
      'href',
      '/resumes',
    )
  })
})
