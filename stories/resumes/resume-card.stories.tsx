import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { isLanguage } from '../../src/i18n/settings.ts'
import {
  draftResume,
  exportedResume,
  optimizedResume,
  resumeWithoutJobDescription,
} from '../../src/mocks/fixtures/resumes.ts'
import { ResumeCard } from '../../src/ui/resumes/resume-card.tsx'
import { TEMPLATE_THUMBNAILS, waitForThumbnails } from './template-thumbnails.ts'

const meta = {
  title: 'Resumes/Card',
  component: ResumeCard,
  args: {
    resume: optimizedResume,
    plan: 'premium',
    language: 'en',
    onView: fn(),
    onOptimize: fn(),
    onExport: fn(async () => {}),
    onDownloadJsonResume: fn(async () => {}),
    onTemplateChange: fn(async () => {}),
    thumbnails: TEMPLATE_THUMBNAILS,
    onEdit: fn(),
    onDelete: fn(async () => {}),
  },
  render: (args, { globals }) => (
    <ResumeCard {...args} language={isLanguage(globals.locale) ? globals.locale : 'en'} />
  ),
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResumeCard>

export default meta
type Story = StoryObj<typeof meta>

const band = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="band-badge"]')?.getAttribute('data-tone')

/** Premium: every action; 86% is in the green band. */
export const Optimized: Story = {
  tags: ['state:resumes.list'],
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement)
    await expect(
      card.getByRole('heading', { name: 'Senior Frontend Engineer - Northwind' }),
    ).toBeVisible()
    await expect(card.getByText('Fit score 86')).toBeVisible()
    await expect(band(canvasElement)).toBe('success')
    await userEvent.click(
      card.getByRole('button', { name: 'Edit Senior Frontend Engineer - Northwind' }),
    )
    await expect(args.onEdit).toHaveBeenCalledWith(args.resume)
  },
}

/** 64%: yellow band, draft status. */
export const DraftYellowBand: Story = {
  args: { resume: draftResume },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Fit score 64')).toBeVisible()
    await expect(within(canvasElement).getByText('Draft')).toBeVisible()
    await expect(band(canvasElement)).toBe('warning')
  },
}

/** Under 60: red band. */
export const LowScoreRedBand: Story = {
  args: { resume: { ...exportedResume, match_score: 42 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Fit score 42')).toBeVisible()
    await expect(band(canvasElement)).toBe('danger')
  },
}

/** No job description, no score: a dash, explained to screen readers. */
export const NoMatchScore: Story = {
  args: { resume: resumeWithoutJobDescription },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
    await expect(card.getByText('—')).toBeVisible()
    await expect(
      card.getByText('No fit score yet: add a job description to get one.'),
    ).toBeInTheDocument()
    await expect(band(canvasElement)).toBe('neutral')
  },
}

/** Free: Optimize disabled with a tooltip saying why (keyboard focus shows it). */
export const OptimizeDisabledFree: Story = {
  tags: ['state:resumes.optimize-disabled'],
  args: { plan: 'free' },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement)
    const optimize = card.getByRole('button', { name: 'Optimize' })
    card.getByRole('button', { name: 'View' }).focus()
    await userEvent.tab()
    await expect(optimize).toHaveFocus()
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Premium or Pro plan required for AI resume optimization',
    )
    await userEvent.keyboard('{Enter}')
    await expect(args.onOptimize).not.toHaveBeenCalled()
    await expect(card.getByRole('link', { name: 'Upgrade to export' })).toBeVisible()
  },
}

/** No profile: Optimize disabled too, with its own reason (not an upgrade pitch). */
export const OptimizeDisabledNoProfile: Story = {
  tags: ['state:resumes.optimize-disabled'],
  args: { plan: null },
  play: async ({ canvasElement }) => {
    const optimize = within(canvasElement).getByRole('button', { name: 'Optimize' })
    await expect(optimize).toHaveAttribute('aria-disabled', 'true')
    await expect(optimize).toHaveAccessibleDescription(/account details could not be loaded/)
  },
}

/** Export resolves: 'Resume exported successfully'. */
export const ExportSuccess: Story = {
  tags: ['state:resumes.export.success'],
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement)
    await userEvent.click(card.getByRole('button', { name: 'Export DOCX' }))
    await expect(args.onExport).toHaveBeenCalledWith(args.resume, 'docx')
    await expect(await card.findByRole('status')).toHaveTextContent('Resume exported successfully')
  },
}

/** Export PDF (beyond the spec's DOCX): busy while the file downloads, then the same success. */
export const ExportPdfSuccess: Story = {
  tags: ['state:resumes.export.success'],
  args: {
    onExport: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
  },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement)
    const pdf = card.getByRole('button', { name: 'Export PDF' })
    await userEvent.click(pdf)
    await expect(args.onExport).toHaveBeenCalledWith(args.resume, 'pdf')
    // While the file downloads: the PDF button is busy and the DOCX one waits its turn.
    await expect(pdf).toHaveAttribute('aria-busy', 'true')
    await expect(card.getByRole('button', { name: 'Export DOCX' })).toBeDisabled()
    await expect(await card.findByRole('status')).toHaveTextContent('Resume exported successfully')
    await expect(pdf).toBeEnabled()
  },
}

/** Export PDF rejects: 'Failed to export resume'. */
export const ExportPdfError: Story = {
  tags: ['state:resumes.export.error'],
  args: { onExport: fn(async () => Promise.reject(new Error('HTTP 500'))) },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
    await userEvent.click(card.getByRole('button', { name: 'Export PDF' }))
    await expect(await card.findByRole('alert')).toHaveTextContent('Failed to export resume')
  },
}

/** JSON Resume, on every plan (the free one here): busy while the file downloads, then said. */
export const JsonResumeDownloaded: Story = {
  args: {
    plan: 'free',
    onDownloadJsonResume: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
  },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement)
    const json = card.getByRole('button', { name: 'Download JSON Resume' })
    await expect(json).toHaveTextContent('JSON Resume')
    await userEvent.click(json)
    await expect(args.onDownloadJsonResume).toHaveBeenCalledWith(args.resume)
    await expect(json).toHaveAttribute('aria-busy', 'true')
    await expect(await card.findByRole('status')).toHaveTextContent('JSON Resume downloaded')
    await expect(json).toBeEnabled()
  },
}

/** The JSON Resume download failed: said on the card. */
export const JsonResumeDownloadError: Story = {
  args: { onDownloadJsonResume: fn(async () => Promise.reject(new Error('HTTP 500'))) },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
    await userEvent.click(card.getByRole('button', { name: 'Download JSON Resume' }))
    await expect(await card.findByRole('alert')).toHaveTextContent(
      'Failed to download the JSON Resume',
    )
  },
}

/** Optimizing: the button spins, is disabled and busy, and says 'Optimizing…'. */
export const OptimizeBusy: Story = {
  tags: ['state:resumes.optimize.busy'],
  args: { optimizeState: { status: 'busy' } },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Optimizing…' })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(button).toBeDisabled()
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onOptimize).not.toHaveBeenCalled()
  },
}

/** The month's generations are spent (checked before the call): spec §8's monthly-limit message. */
export const OptimizeLimit: Story = {
  tags: ['state:resumes.optimize.limit'],
  args: {
    optimizeState: {
      status: 'failed',
      problem: { kind: 'limit', limit: 20, resetDate: '2026-03-01' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Monthly generation limit reached (20 generations). Resets on March 1, 2026',
    )
    // Optimize stays available: the next try checks the quota again.
    await expect(within(canvasElement).getByRole('button', { name: 'Optimize' })).toBeEnabled()
  },
}

/** 403 with the detail upgrade_required: its message, and a link to the plans. */
export const OptimizeUpgradeRequired: Story = {
  tags: ['state:resumes.optimize.upgrade-required'],
  args: {
    optimizeState: {
      status: 'failed',
      problem: {
        kind: 'upgrade_required',
        message: 'Premium or Pro plan required for AI resume optimization',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert')
    await expect(alert).toHaveTextContent('Premium or Pro plan required for AI resume optimization')
    await expect(
      within(alert).getByRole('link', { name: 'See plans and upgrade' }),
    ).toHaveAttribute('href', '/pricing')
  },
}

/** 429 with the detail limit_exceeded: its message plus the reset date. */
export const OptimizeLimitExceeded: Story = {
  tags: ['state:resumes.optimize.limit-exceeded'],
  args: {
    optimizeState: {
      status: 'failed',
      problem: {
        kind: 'limit_exceeded',
        message: 'Monthly generation limit reached (20 generations).',
        resetDate: '2026-03-01',
        limit: 20,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert')
    await expect(alert).toHaveTextContent(
      'Monthly generation limit reached (20 generations). Resets on March 1, 2026',
    )
    await expect(within(alert).queryByRole('link')).not.toBeInTheDocument()
  },
}

/** Any other failure without a message of its own: 'Failed to optimize resume'. */
export const OptimizeError: Story = {
  tags: ['state:resumes.optimize.error'],
  args: { optimizeState: { status: 'failed', problem: { kind: 'unknown' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to optimize resume',
    )
  },
}

/** A plain-text detail from the server is shown as it is. */
export const OptimizeErrorPlainText: Story = {
  tags: ['state:resumes.optimize.error'],
  args: {
    optimizeState: {
      status: 'failed',
      problem: {
        kind: 'message',
        message: 'The writer is unavailable. Please try again in a minute.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The writer is unavailable. Please try again in a minute.',
    )
  },
}

/** 'Change' next to the template opens this resume's picker; a choice is saved at once. */
export const ChangeTemplate: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: 'Change the template of Senior Frontend Engineer - Northwind',
      }),
    )
    const dialog = await screen.findByRole('dialog', {
      name: 'Template for “Senior Frontend Engineer - Northwind”',
    })
    await waitForThumbnails(dialog)
    const group = within(within(dialog).getByRole('radiogroup', { name: 'Template' }))
    await expect(group.getByRole('radio', { name: 'Modern' })).toBeChecked()
    await userEvent.click(group.getByRole('radio', { name: 'Classic' }))
    await expect(args.onTemplateChange).toHaveBeenCalledWith(args.resume, 'classic')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  },
}

/** Saving the resume's template fails: 'Failed to update template', the saved one back. */
export const ChangeTemplateError: Story = {
  // The picker's revert leaves an anti-aliased pixel unsettled now and then (see the picker's
  // UpdateError story); the play function asserts the state.
  tags: ['state:resumes.template.error', 'no-visual'],
  args: { onTemplateChange: fn(async () => Promise.reject(new Error('HTTP 500'))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: 'Change the template of Senior Frontend Engineer - Northwind',
      }),
    )
    const dialog = await screen.findByRole('dialog')
    await waitForThumbnails(dialog)
    const group = within(within(dialog).getByRole('radiogroup', { name: 'Template' }))
    await userEvent.click(group.getByRole('radio', { name: 'Classic' }))
    await expect(await group.findByRole('alert')).toHaveTextContent('Failed to update template')
    await expect(group.getByRole('radio', { name: 'Modern' })).toBeChecked()
  },
}

/** Export rejects: 'Failed to export resume'. */
export const ExportError: Story = {
  tags: ['state:resumes.export.error'],
  args: { onExport: fn(async () => Promise.reject(new Error('HTTP 500'))) },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
    await userEvent.click(card.getByRole('button', { name: 'Export DOCX' }))
    await expect(await card.findByRole('alert')).toHaveTextContent('Failed to export resume')
  },
}

/** Delete asks first; confirming calls onDelete. */
export const DeleteConfirm: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: 'Delete Senior Frontend Engineer - Northwind',
    })
    await userEvent.click(trigger)
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this resume?' })
    await expect(dialog).toHaveAccessibleDescription(
      '“Senior Frontend Engineer - Northwind” will be deleted for good. This cannot be undone.',
    )
    await expect(args.onDelete).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await expect(args.onDelete).toHaveBeenCalledWith(args.resume)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  },
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { plan: 'free' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
    await expect(card.getByText('Encaje con el puesto: 86')).toBeVisible()
    await expect(card.getByText('Creado el 3 de noviembre de 2025')).toBeVisible()
    await expect(card.getByRole('button', { name: 'Optimizar' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
}
