import type { Meta, StoryObj } from '@storybook/react-vite'
import { Route, Routes } from 'react-router-dom'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { ApiClientProvider } from '../../src/app/api/use-api-client.ts'
import { AuthContext, type AuthValue } from '../../src/app/auth/auth-context.ts'
import { planTiers } from '../../src/app/auth/plan-tiers.ts'
import { documentMessage } from '../../server/domain/documents/document-messages.ts'
import { languageFromAcceptLanguage } from '../../server/domain/language-of-request.ts'
import { ResumesRoute } from '../../src/app/routes/resumes/resumes-route.tsx'
import { ReviewRoute } from '../../src/app/routes/review/review-route.tsx'
import { endpoints } from '../../src/contract/endpoints.ts'
import { garbledResumeText } from '../../src/mocks/fixtures/resumes.ts'
import { handle, replyErrorBody } from '../../src/mocks/mock-http.ts'
import { resumesHandlers } from '../../src/mocks/handlers/resumes.ts'
import { profiles } from '../../src/mocks/fixtures/users.ts'
import { withDefaults } from '../../src/mocks/handlers/all.ts'
import { generateHandlers } from '../../src/mocks/handlers/generate.ts'
import { optimizeScenarios } from '../../src/mocks/handlers/optimize-scenarios.ts'
import { usersHandlers } from '../../src/mocks/handlers/users.ts'

/** A signed-in Pro user (14 of 20 generations left in the mock state), every action a spy. */
const proUser: AuthValue = {
  status: 'signedIn',
  signedOutByUser: false,
  user: {
    uid: 'story-user',
    email: 'maya.chen@example.com',
    displayName: 'Maya Chen',
    photoURL: null,
    providerId: 'password',
    createdAt: '2025-10-01T10:00:00.000Z',
  },
  profile: profiles.pro,
  ...planTiers(profiles.pro),
  refreshProfile: fn(async () => undefined),
  getIdToken: fn(async () => 'story-token'),
  signIn: fn(async () => undefined),
  signUp: fn(async () => undefined),
  signInWithGoogle: fn(async () => undefined),
  signOut: fn(async () => undefined),
  sendPasswordReset: fn(async () => undefined),
  verifyResetCode: fn(async () => ''),
  confirmReset: fn(async () => undefined),
  changePassword: fn(async () => undefined),
  changeEmail: fn(async () => undefined),
  deleteAccount: fn(async () => undefined),
}

/**
 * /resumes as the app mounts it, against the MSW API: the optimize flow end to end (quota check,
 * POST /optimize/resume, the toasts, and the review it opens). The toasts time out
 * by design (2 s and 3 s), so these stories assert them and stay out of the visual suite; the
 * card and dialog stories hold the screenshots of each state.
 */
const meta = {
  title: 'Resumes/Route',
  component: ResumesRoute,
  tags: ['screen', 'no-visual'],
  parameters: { layout: 'fullscreen', route: '/resumes' },
  render: () => (
    <Routes>
      <Route path="/resumes" element={<ResumesRoute />} />
      <Route path="/resumes/:id/review" element={<ReviewRoute />} />
    </Routes>
  ),
  decorators: [
    (Story) => (
      <ApiClientProvider getToken={async () => 'story-token'}>
        <AuthContext.Provider value={proUser}>
          <Story />
        </AuthContext.Provider>
      </ApiClientProvider>
    ),
  ],
} satisfies Meta<typeof ResumesRoute>

export default meta
type Story = StoryObj<typeof meta>

const TAILSPIN = 'Full-Stack Developer - Tailspin Travel'

async function optimizeTailspin(canvasElement: HTMLElement) {
  const card = within(await within(canvasElement).findByRole('article', { name: TAILSPIN }))
  await userEvent.click(card.getByRole('button', { name: 'Optimize' }))
  return card
}

/**
 * Success: 'Resume optimized successfully!', the remaining generations for 3 s, and the review of
 * the suggested changes (issue 21; its own states are in Resumes/Optimization review).
 */
export const OptimizeSuccess: Story = {
  tags: ['state:resumes.optimize.success', 'state:resumes.optimize.remaining'],
  parameters: { msw: { handlers: withDefaults(optimizeScenarios.withAddedKeywords) } },
  play: async ({ canvasElement }) => {
    await optimizeTailspin(canvasElement)
    await expect(await screen.findByText('Resume optimized successfully!')).toBeVisible()
    await expect(await screen.findByText('13 AI generations left this month')).toBeVisible()
    await expect(await screen.findByRole('link', { name: 'Back to my resumes' })).toBeVisible()
    await expect(screen.queryByRole('article', { name: TAILSPIN })).not.toBeInTheDocument()
  },
}

/** Busy: the call is held, the card's button spins and says 'Optimizing…'. */
export const OptimizeBusy: Story = {
  tags: ['state:resumes.optimize.busy'],
  parameters: { msw: { handlers: withDefaults(generateHandlers.slow) } },
  play: async ({ canvasElement }) => {
    const card = await optimizeTailspin(canvasElement)
    const busy = await card.findByRole('button', { name: 'Optimizing…' })
    await expect(busy).toHaveAttribute('aria-busy', 'true')
    await expect(busy).toBeDisabled()
  },
}

/** The month's generations are spent: the quota check stops the call with §8's message. */
export const OptimizeLimit: Story = {
  tags: ['state:resumes.optimize.limit'],
  parameters: { msw: { handlers: withDefaults(usersHandlers.proLimitReached) } },
  play: async ({ canvasElement }) => {
    const card = await optimizeTailspin(canvasElement)
    await expect(await card.findByRole('alert')).toHaveTextContent(
      /^Monthly generation limit reached \(20 generations\)\. Resets on \w+ \d+, 2025$/,
    )
  },
}

export const OptimizeUpgradeRequired: Story = {
  tags: ['state:resumes.optimize.upgrade-required'],
  parameters: { msw: { handlers: withDefaults(generateHandlers.upgradeRequired) } },
  play: async ({ canvasElement }) => {
    const card = await optimizeTailspin(canvasElement)
    const alert = await card.findByRole('alert')
    await expect(alert).toHaveTextContent('Premium or Pro plan required for AI resume optimization')
    await expect(within(alert).getByRole('link', { name: 'See plans and upgrade' })).toBeVisible()
  },
}

export const OptimizeLimitExceeded: Story = {
  tags: ['state:resumes.optimize.limit-exceeded'],
  parameters: { msw: { handlers: withDefaults(generateHandlers.limitExceeded) } },
  play: async ({ canvasElement }) => {
    const card = await optimizeTailspin(canvasElement)
    await expect(await card.findByRole('alert')).toHaveTextContent(
      /^Monthly generation limit reached \(20 generations\)\. Resets on \w+ \d+, 2025$/,
    )
  },
}

/** A plain-text detail, shown as it is. */
export const OptimizeError: Story = {
  tags: ['state:resumes.optimize.error'],
  parameters: { msw: { handlers: withDefaults(generateHandlers.optimizeTextError) } },
  play: async ({ canvasElement }) => {
    const card = await optimizeTailspin(canvasElement)
    await expect(await card.findByRole('alert')).toHaveTextContent(
      'The writer is unavailable. Please try again in a minute.',
    )
  },
}

/** In Russian: the success toast and the remaining count in its plural form. */
export const OptimizeSuccessRussian: Story = {
  globals: { locale: 'ru' },
  parameters: { msw: { handlers: withDefaults(optimizeScenarios.withAddedKeywords) } },
  play: async ({ canvasElement }) => {
    const card = within(await within(canvasElement).findByRole('article', { name: TAILSPIN }))
    await userEvent.click(card.getByRole('button', { name: 'Оптимизировать' }))
    await expect(await screen.findByText('Резюме успешно оптимизировано!')).toBeVisible()
    await expect(await screen.findByText('В этом месяце осталось 13 ИИ-генераций')).toBeVisible()
    await expect(await screen.findByRole('link', { name: 'Назад к моим резюме' })).toBeVisible()
  },
}

/*
 * Uploads end to end: the API client sends the interface language as Accept-Language, and the
 * handler answers as the server does, with the server's own refusal text in that language.
 */
const refuseAsServer = (id: Parameters<typeof documentMessage>[0]) => [
  handle(endpoints.uploadResume, ({ request }) =>
    replyErrorBody(422, {
      detail: documentMessage(
        id,
        languageFromAcceptLanguage(request.headers.get('accept-language') ?? undefined),
      ),
    }),
  ),
]

async function uploadThroughDialog(
  canvasElement: HTMLElement,
  labels: { newResume: string; title: string; file: string; create: string },
) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: labels.newResume }),
  )
  const modal = within(await screen.findByRole('dialog'))
  await userEvent.type(modal.getByRole('textbox', { name: new RegExp(labels.title) }), 'CV')
  const file = new File(['%PDF-1.7'], 'maya-chen-resume.pdf', { type: 'application/pdf' })
  await userEvent.upload(modal.getByLabelText(labels.file, { selector: 'input' }), file)
  await userEvent.click(modal.getByRole('button', { name: labels.create }))
  return modal
}

const RUSSIAN_LABELS = {
  newResume: 'Новое резюме',
  title: 'Название',
  file: 'Загрузите файл',
  create: 'Создать резюме',
}

/** A PDF whose font has no Unicode map, in Russian: the server's words, not "a scanned image". */
export const UploadRefusedFontWithoutUnicodeMapRussian: Story = {
  tags: ['state:resumes.create.error'],
  globals: { locale: 'ru' },
  parameters: { msw: { handlers: withDefaults(refuseAsServer('pdf_no_unicode_map')) } },
  play: async ({ canvasElement }) => {
    const modal = await uploadThroughDialog(canvasElement, RUSSIAN_LABELS)
    const alert = await modal.findByRole('alert')
    await expect(alert).toHaveTextContent(documentMessage('pdf_no_unicode_map', 'ru'))
    await expect(alert).toHaveTextContent('Это не скан')
  },
}

/** A scan, in Spanish: run text recognition (OCR) or paste the text. */
export const UploadRefusedScanSpanish: Story = {
  tags: ['state:resumes.create.error'],
  globals: { locale: 'es' },
  parameters: { msw: { handlers: withDefaults(refuseAsServer('no_text_layer')) } },
  play: async ({ canvasElement }) => {
    const modal = await uploadThroughDialog(canvasElement, {
      newResume: 'Nuevo currículum',
      title: 'Título',
      file: 'Sube un archivo',
      create: 'Crear currículum',
    })
    await expect(await modal.findByRole('alert')).toHaveTextContent(
      documentMessage('no_text_layer', 'es'),
    )
  },
}

/** Symbol soup: the text comes back with a warning and waits in the text box; nothing is created. */
export const UploadGarbledText: Story = {
  parameters: { msw: { handlers: withDefaults(resumesHandlers.uploadGarbled) } },
  play: async ({ canvasElement }) => {
    const modal = await uploadThroughDialog(canvasElement, {
      newResume: 'New Resume',
      title: 'Title',
      file: 'Upload a file',
      create: 'Create resume',
    })
    await expect(await modal.findByRole('alert')).toHaveTextContent(
      'The text of maya-chen-resume.pdf looks garbled',
    )
    await expect(modal.getByRole('textbox', { name: 'Paste your resume' })).toHaveValue(
      garbledResumeText,
    )
    await expect(screen.getByRole('dialog')).toBeVisible()
  },
}

/** Chooses a JSON Resume file on the page, as the route mounts it. */
async function importJsonResume(canvasElement: HTMLElement, document: unknown) {
  const page = within(canvasElement)
  await page.findByRole('article', { name: TAILSPIN })
  const file = new File([JSON.stringify(document)], 'jane-doe.json', { type: 'application/json' })
  await userEvent.upload(page.getByLabelText('Import JSON Resume'), file)
  return page
}

/** POST /resumes/import/json-resume answers with the new resume: it is listed, and the page says so. */
export const ImportJsonResume: Story = {
  parameters: { msw: { handlers: withDefaults() } },
  play: async ({ canvasElement }) => {
    const page = await importJsonResume(canvasElement, {
      basics: { name: 'Jane Doe', label: 'Backend Engineer' },
    })
    await expect(await page.findByText('JSON Resume imported')).toBeVisible()
    await expect(
      await page.findByRole('article', { name: 'Jane Doe – Backend Engineer' }),
    ).toBeVisible()
    await userEvent.click(page.getByRole('button', { name: 'Dismiss' }))
    await expect(page.queryByText('JSON Resume imported')).not.toBeInTheDocument()
  },
}

/** The import is held: 'Importing…' until the server answers. */
export const ImportJsonResumeBusy: Story = {
  parameters: { msw: { handlers: withDefaults(resumesHandlers.importJsonResumeSlow) } },
  play: async ({ canvasElement }) => {
    const page = await importJsonResume(canvasElement, { basics: { name: 'Jane Doe' } })
    await expect(await page.findByLabelText('Importing…')).toHaveAttribute('aria-busy', 'true')
  },
}

/** The server refuses the document (422): its message, with the place and the fix. */
export const ImportJsonResumeRefused: Story = {
  parameters: { msw: { handlers: withDefaults(resumesHandlers.importJsonResumeInvalid) } },
  play: async ({ canvasElement }) => {
    const page = await importJsonResume(canvasElement, {
      work: [{ name: 'Acme' }, { name: 'Globex', startDate: 'March 2021' }],
    })
    const alert = await page.findByRole('alert')
    await expect(alert).toHaveTextContent('Failed to import the JSON Resume')
    await expect(alert).toHaveTextContent(
      'work[1].startDate: expected a date like 2021, 2021-03 or 2021-03-15 (ISO 8601), got "March 2021".',
    )
  },
}

/** A file that is not JSON is named at once, without a call. */
export const ImportJsonResumeNotJson: Story = {
  parameters: { msw: { handlers: withDefaults() } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await page.findByRole('article', { name: TAILSPIN })
    const file = new File(['name: Jane Doe'], 'resume.yaml', { type: 'application/x-yaml' })
    // The picker offers .json files only; a file dropped in anyway is still checked.
    await userEvent.upload(page.getByLabelText('Import JSON Resume'), file, { applyAccept: false })
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'resume.yaml is not a JSON file.',
    )
  },
}
