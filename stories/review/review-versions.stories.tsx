import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { accountantEn } from '../../src/mocks/fixtures/resume-review.ts'
import { reviewedText } from '../../src/ui/review/review-decisions.ts'
import { ReviewVersions, type ResumeVersionItem } from '../../src/ui/review/review-versions.tsx'

/**
 * The resume's versions (issue 21, item 4): each save with its time, what made it and its ATS
 * score; one opened to its text with Restore. Pure: the app loads the list and restores.
 */
const safeText = reviewedText(
  accountantEn.original,
  accountantEn.set.changes,
  Object.fromEntries(
    accountantEn.set.changes
      .filter((change) => change.safe && !change.needs_user_input)
      .map((change) => [change.id, { status: 'accepted' } as const]),
  ),
)

const VERSIONS: ResumeVersionItem[] = [
  {
    id: 'v3',
    number: 3,
    created_at: '2026-11-27T16:40:00.000Z',
    source: 'editor',
    ats_score: 69.4,
    text: safeText.replace('Columbus, OH', 'Columbus, OH (open to hybrid)'),
  },
  {
    id: 'v2',
    number: 2,
    created_at: '2026-11-27T16:12:00.000Z',
    source: 'offline',
    ats_score: accountantEn.scores.safe.ats,
    text: safeText,
  },
  {
    id: 'v1',
    number: 1,
    created_at: '2026-11-20T09:05:00.000Z',
    source: 'original',
    ats_score: accountantEn.scores.before.ats,
    text: accountantEn.original,
  },
]

const meta = {
  title: 'Resumes/Optimization review/Versions',
  component: ReviewVersions,
  tags: ['screen'],
  args: {
    versions: VERSIONS,
    currentId: 'v3',
    openedId: 'v2',
    onOpen: fn(),
    onRestore: fn(),
  },
  decorators: [
    (Story) => (
      <div className="mx-auto w-full max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewVersions>

export default meta
type Story = StoryObj<typeof meta>

/** Three versions, the optimization of an hour ago opened for restoring. */
export const Versions: Story = {
  tags: ['state:review.versions'],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(page.getAllByRole('listitem')).toHaveLength(3)
    await expect(page.getByText('Optimization (built-in writer)')).toBeVisible()
    await expect(page.getByText('Current')).toBeVisible()
    await userEvent.click(page.getByRole('button', { name: 'Restore this version' }))
    await expect(args.onRestore).toHaveBeenCalledWith('v2')
  },
}

/** Opening and closing versions, as the app wires it. */
export const OpenAndClose: Story = {
  tags: ['no-visual'],
  args: { openedId: null },
  render: function Render(args) {
    const [opened, setOpened] = useState<string | null>(args.openedId)
    return (
      <ReviewVersions
        {...args}
        openedId={opened}
        onOpen={(id) => {
          setOpened(id)
          args.onOpen(id)
        }}
      />
    )
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.queryByRole('button', { name: 'Restore this version' })).toBeNull()
    const [, , original] = page.getAllByRole('button', { name: /^Open/ })
    await userEvent.click(original as HTMLElement)
    await expect(page.getByText(/three years of experience/)).toBeVisible()
    // An earlier version opens with its Restore button.
    await expect(page.getByRole('button', { name: 'Restore this version' })).toBeVisible()
    await userEvent.click(page.getByRole('button', { name: /^Close/ }))
    await expect(page.queryByRole('button', { name: 'Restore this version' })).toBeNull()
  },
}

/** Restoring: the button busy while the app restores. */
export const Restoring: Story = {
  tags: ['no-visual'],
  args: { restoringId: 'v2' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Restoring…/ })).toBeDisabled()
  },
}

export const VersionsRussian: Story = {
  ...Versions,
  tags: ['no-visual'],
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText('Оптимизация (встроенный редактор)')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Восстановить эту версию' })).toBeVisible()
  },
}

export const VersionsSpanish: Story = {
  ...Versions,
  tags: ['no-visual'],
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText('Optimización (redactor integrado)')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Restaurar esta versión' })).toBeVisible()
  },
}
