import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { BioRoute } from '../../src/app/routes/bio/bio-route.tsx'
import { bioRequest } from '../../src/mocks/fixtures/generate.ts'
import { withDefaults } from '../../src/mocks/handlers/all.ts'
import { generateHandlers } from '../../src/mocks/handlers/generate.ts'
import { toast } from '../../src/ui/primitives/toaster.tsx'
import { withStoryAuth } from './story-auth.tsx'

/**
 * /executive-bio as the app mounts it, against the MSW API: the plan catalogue, the streamed
 * generation (progress, then the text as it is written), the exports and the toasts.
 * `parameters.plan` picks the user ('visitor' is signed out).
 */
const meta = {
  title: 'Bio/Screen',
  component: BioRoute,
  tags: ['screen'],
  parameters: { layout: 'fullscreen', route: '/executive-bio', plan: 'pro' },
  decorators: [withStoryAuth],
  // Toasts live in a store shared by every story: start each one without the last one's.
  beforeEach: () => {
    toast.remove()
  },
} satisfies Meta<typeof BioRoute>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>

async function fillAndGenerate(page: Canvas) {
  const fields = [
    ['Full name', bioRequest.full_name],
    ['Current title', bioRequest.current_title],
    ['Industry', bioRequest.industry],
    ['Education', bioRequest.education],
    ['Key accomplishments', bioRequest.accomplishments],
  ] as const
  for (const [label, value] of fields) {
    await userEvent.click(page.getByLabelText(label))
    await userEvent.paste(value)
  }
  await userEvent.click(page.getByRole('button', { name: 'Generate Bio' }))
}

const resultOf = (page: Canvas) => within(page.getByRole('region', { name: 'Your executive bio' }))

/** A visitor opens the page (no sign-in needed) and sees pro's offer from GET /api/plans. */
export const VisitorUpgrade: Story = {
  tags: ['state:bio.upgrade'],
  parameters: { plan: 'visitor' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText('Pro includes 20 AI generations a month.')).toBeVisible()
    await expect(
      page.getByRole('heading', { name: 'Executive BIOs are a Pro Feature' }),
    ).toBeVisible()
  },
}

/** Generate, watch it stream, then copy and export: each success is a 3-second toast. */
export const Toasts: Story = {
  tags: ['state:bio.toasts', 'no-visual'],
  beforeEach: () => {
    // The test browser has no clipboard permission; the page only needs writeText to resolve.
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
    await expect(await page.findByRole('button', { name: 'Generating…' })).toBeDisabled()
    await expect(await screen.findByText('Executive bio generated successfully!')).toBeVisible()
    const result = resultOf(page)
    await expect(result.getByRole('region', { name: 'Generated bio' })).toHaveTextContent(
      /^Daniel Okafor is a Chief Operating Officer/,
    )
    await userEvent.click(result.getByRole('button', { name: 'Copy' }))
    await expect(await screen.findByText('Bio copied to clipboard!')).toBeVisible()
    await userEvent.click(result.getByRole('button', { name: 'Export to Word' }))
    await expect(await screen.findByText('Bio exported to Word!')).toBeVisible()
  },
}

/** The stream has written half the bio and the writer is still at work. */
export const Streaming: Story = {
  tags: ['state:bio.generating', 'no-visual'],
  parameters: { msw: { handlers: withDefaults(generateHandlers.bioStreamHeld) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await fillAndGenerate(page)
    const result = resultOf(page)
    const bar = await result.findByRole('progressbar', { name: 'Writing your bio' })
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(10))
    await waitFor(() =>
      expect(result.getByRole('region', { name: 'Generated bio' })).toHaveTextContent(
        /Daniel Okafor/,
      ),
    )
    await expect(page.getByRole('button', { name: 'Generating…' })).toBeDisabled()
    // Reset stops it and empties the form.
    await userEvent.click(page.getByRole('button', { name: 'Reset' }))
    await expect(page.getByLabelText('Full name')).toHaveValue('')
    await expect(result.queryByRole('progressbar')).not.toBeInTheDocument()
  },
}

/** The server answers 403: a toast, then the upgrade screen with the message. */
export const ServerForbidden: Story = {
  tags: ['state:bio.forbidden', 'no-visual'],
  parameters: { msw: { handlers: withDefaults(generateHandlers.bioForbidden) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await fillAndGenerate(page)
    await expect(
      await page.findByRole('heading', { name: 'Executive BIOs are a Pro Feature' }),
    ).toBeVisible()
    const upgrade = page.getByRole('region', { name: 'Executive BIOs are a Pro Feature' })
    await expect(within(upgrade).getByRole('alert')).toHaveTextContent(
      'Pro subscription required for Executive BIO Generator',
    )
    // The toast says it too.
    await waitFor(() =>
      expect(
        screen.getAllByText('Pro subscription required for Executive BIO Generator'),
      ).toHaveLength(2),
    )
  },
}

/** The writer fails after the stream began: the failure message in the result panel. */
export const StreamError: Story = {
  tags: ['state:bio.error', 'no-visual'],
  parameters: { msw: { handlers: withDefaults(generateHandlers.bioStreamError) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await fillAndGenerate(page)
    await expect(
      await resultOf(page).findByText('Failed to generate bio. Please try again.'),
    ).toBeVisible()
  },
}

/** Exports fail (500): the Word message, as a toast and under the buttons. */
export const ExportFails: Story = {
  tags: ['state:bio.export.error', 'no-visual'],
  parameters: { msw: { handlers: withDefaults(generateHandlers.exportError) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await fillAndGenerate(page)
    await screen.findByText('Executive bio generated successfully!')
    await userEvent.click(resultOf(page).getByRole('button', { name: 'Export to PDF' }))
    await expect(
      await resultOf(page).findByText('Failed to export to PDF. Please try again.'),
    ).toBeVisible()
  },
}
