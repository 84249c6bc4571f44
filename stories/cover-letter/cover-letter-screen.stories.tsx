import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { CoverLetterRoute } from '../../src/app/routes/cover-letter/cover-letter-route.tsx'
import { coverLetterRequest } from '../../src/mocks/fixtures/generate.ts'
import { garbledResumeText } from '../../src/mocks/fixtures/resumes.ts'
import { withDefaults } from '../../src/mocks/handlers/all.ts'
import { generateHandlers } from '../../src/mocks/handlers/generate.ts'
import { resumesHandlers } from '../../src/mocks/handlers/resumes.ts'
import { toast } from '../../src/ui/primitives/toaster.tsx'
import { withStoryAuth } from '../bio/story-auth.tsx'

/**
 * /cover-letter as the app mounts it, against the MSW API: the catalogue, files read into the form
 * (a Word file through POST /api/upload/resume), the streamed generation, exports and toasts.
 */
const meta = {
  title: 'Cover letter/Screen',
  component: CoverLetterRoute,
  tags: ['screen'],
  parameters: { layout: 'fullscreen', route: '/cover-letter', plan: 'premium' },
  decorators: [withStoryAuth],
  // Toasts live in a store shared by every story: start each one without the last one's.
  beforeEach: () => {
    toast.remove()
  },
} satisfies Meta<typeof CoverLetterRoute>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>

async function fill(page: Canvas) {
  const fields = [
    ['Full name', coverLetterRequest.full_name],
    ['Target job title', coverLetterRequest.target_job_title],
    ['Company', coverLetterRequest.company_name],
    ['Resume content', 'Frontend engineer: React, TypeScript, Storybook.'],
    ['Job description', coverLetterRequest.job_description],
  ] as const
  for (const [label, value] of fields) {
    await userEvent.click(page.getByLabelText(label))
    await userEvent.paste(value)
  }
}

async function fillAndGenerate(page: Canvas) {
  await fill(page)
  await userEvent.click(page.getByRole('button', { name: 'Generate Cover Letter' }))
}

const resultOf = (page: Canvas) => within(page.getByRole('region', { name: 'Your cover letter' }))

/** A free user: the upgrade screen, with premium's allowance from GET /api/plans. */
export const FreeUpgrade: Story = {
  tags: ['state:cover.upgrade'],
  parameters: { plan: 'free' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText('Premium includes unlimited cover letters.')).toBeVisible()
    await expect(
      page.getByRole('heading', { name: 'Cover Letter Generator is a Premium Feature' }),
    ).toBeVisible()
  },
}

/** A Word resume goes through the upload call (covered here, in a real browser: jsdom's File and FormData do not reach Node's fetch); its text fills the field. */
export const WordUpload: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const file = new File(['PK'], 'maya-chen.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    })
    await userEvent.upload(page.getByLabelText('Upload resume file'), file)
    await expect(await page.findByText('Text taken from maya-chen.docx')).toBeVisible()
    await expect(page.getByLabelText('Resume content')).not.toHaveValue('')
  },
}

/** The upload answers with text_warnings (garbled_text): the route hands them to the form, which warns. */
export const GarbledWordUpload: Story = {
  tags: ['no-visual'],
  parameters: { msw: { handlers: withDefaults(resumesHandlers.uploadGarbled) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const file = new File(['PK'], 'maya-chen.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    })
    await userEvent.upload(page.getByLabelText('Upload resume file'), file)
    const warning = await page.findByRole('alert')
    await expect(warning).toHaveTextContent('The text of maya-chen.docx looks garbled')
    await expect(warning).toHaveTextContent(/check it before you generate/)
    await expect(page.getByLabelText('Resume content')).toHaveValue(garbledResumeText)
  },
}

/** An old .doc file the upload call cannot read: its message, so the user knows to paste. */
export const UnreadableDoc: Story = {
  tags: ['state:cover.file-read-error', 'no-visual'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const file = new File(['\u00d0\u00cf'], 'resume.doc', { type: 'application/msword' })
    await userEvent.upload(page.getByLabelText('Upload resume file'), file)
    await expect(
      await page.findByText('Unsupported file type. Upload a PDF, DOCX or TXT file.'),
    ).toBeVisible()
  },
}

/** Generate, copy and export: each success is a 3-second toast. */
export const Toasts: Story = {
  tags: ['state:cover.toasts', 'no-visual'],
  beforeEach: () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard')
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: fn(async () => undefined) },
    })
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original)
      else delete (navigator as { clipboard?: unknown }).clipboard
    }
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await fillAndGenerate(page)
    await expect(await screen.findByText('Cover letter generated successfully!')).toBeVisible()
    const result = resultOf(page)
    await userEvent.click(result.getByRole('button', { name: 'Copy' }))
    await expect(await screen.findByText('Cover letter copied to clipboard!')).toBeVisible()
    await userEvent.click(result.getByRole('button', { name: 'Export PDF' }))
    await expect(await screen.findByText('Cover letter exported to PDF!')).toBeVisible()
  },
}

/** The stream has written half the letter. */
export const Streaming: Story = {
  tags: ['state:cover.generating', 'no-visual'],
  parameters: { msw: { handlers: withDefaults(generateHandlers.coverLetterStreamHeld) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await fillAndGenerate(page)
    const result = resultOf(page)
    await result.findByRole('progressbar', { name: 'Writing your letter' })
    await waitFor(() =>
      expect(result.getByRole('region', { name: 'Generated cover letter' })).toHaveTextContent(
        /Dear Hiring Manager,/,
      ),
    )
    await expect(page.getByRole('button', { name: 'Generating…' })).toBeDisabled()
  },
}

/** The server answers 403 on generate. */
export const ServerForbidden: Story = {
  tags: ['state:cover.forbidden', 'no-visual'],
  parameters: { msw: { handlers: withDefaults(generateHandlers.coverLetterForbidden) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await fillAndGenerate(page)
    const upgrade = await page.findByRole('region', {
      name: 'Cover Letter Generator is a Premium Feature',
    })
    await expect(within(upgrade).getByRole('alert')).toHaveTextContent(
      'Premium subscription required for Cover Letter Generator',
    )
  },
}

/** A 403 on export turns the page into the upgrade screen with the export message. */
export const ExportForbidden: Story = {
  tags: ['state:cover.export.forbidden', 'no-visual'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await fillAndGenerate(page)
    await screen.findByText('Cover letter generated successfully!')
    // The plan lapses on the server between the generation and the export.
    const { worker } = await import('../../src/mocks/browser.ts')
    worker.use(...generateHandlers.coverLetterForbidden)
    await userEvent.click(resultOf(page).getByRole('button', { name: 'Export DOCX' }))
    const upgrade = await page.findByRole('region', {
      name: 'Cover Letter Generator is a Premium Feature',
    })
    await expect(within(upgrade).getByRole('alert')).toHaveTextContent(
      'Premium subscription required for Cover Letter export',
    )
  },
}

/** The writer fails after the stream began; exports failing say so in the Word/PDF wording. */
export const Failures: Story = {
  tags: ['state:cover.error', 'state:cover.export.error', 'no-visual'],
  parameters: { msw: { handlers: withDefaults(generateHandlers.exportError) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await fillAndGenerate(page)
    await screen.findByText('Cover letter generated successfully!')
    await userEvent.click(resultOf(page).getByRole('button', { name: 'Export DOCX' }))
    await expect(
      await resultOf(page).findByText('Failed to export to Word. Please try again.'),
    ).toBeVisible()
    const { worker } = await import('../../src/mocks/browser.ts')
    worker.use(...generateHandlers.coverLetterStreamError)
    await userEvent.click(page.getByRole('button', { name: 'Generate Cover Letter' }))
    await expect(
      await resultOf(page).findByText('Failed to generate cover letter. Please try again.'),
    ).toBeVisible()
  },
}
