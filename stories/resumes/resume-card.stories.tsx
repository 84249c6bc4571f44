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
    await expect(card.getByText('86% match')).toBeVisible()
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
    await expect(within(canvasElement).getByText('64% match')).toBeVisible()
    await expect(within(canvasElement).getByText('Draft')).toBeVisible()
    await expect(band(canvasElement)).toBe('warning')
  },
}

/** Under 60: red band. */
export const LowScoreRedBand: Story = {
  args: { resume: { ...exportedResume, match_score: 42 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('42% match')).toBeVisible()
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
      card.getByText('No match score yet: add a job description to get one.'),
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
    await expect(args.onExport).toHaveBeenCalledWith(args.resume)
    await expect(await card.findByRole('status')).toHaveTextContent('Resume exported successfully')
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
    await expect(card.getByText('86 % de coincidencia')).toBeVisible()
    await expect(card.getByText('Creado el 3 de noviembre de 2025')).toBeVisible()
    await expect(card.getByRole('button', { name: 'Optimizar' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
}
