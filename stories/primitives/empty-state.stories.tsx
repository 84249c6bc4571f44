import type { Meta, StoryObj } from '@storybook/react-vite'
import { Plus } from 'lucide-react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from '../../src/ui/primitives/button.tsx'
import { DocumentSearchIllustration, EmptyState } from '../../src/ui/primitives/empty-state.tsx'

const onCreate = fn()

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: {
    title: 'No resumes yet',
    description: 'Upload a resume or start from a template, then tailor it to any job in minutes.',
    action: (
      <Button onClick={onCreate}>
        <Plus aria-hidden="true" />
        Create your first resume
      </Button>
    ),
  },
  beforeEach: () => {
    onCreate.mockClear()
  },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 2, name: 'No resumes yet' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Create your first resume' }))
    await expect(onCreate).toHaveBeenCalledTimes(1)
  },
}

export const Bordered: Story = { args: { bordered: true } }

export const WithoutAction: Story = {
  args: {
    action: undefined,
    title: 'No keywords missing',
    description: 'Your resume already covers every keyword this job asks for.',
  },
}

export const TitleOnly: Story = {
  args: { action: undefined, description: undefined, title: 'Nothing here yet' },
}

export const WithoutIllustration: Story = { args: { illustration: null, bordered: true } }

/** Compact, inside a card: the dashboard's recent resumes list. */
export const Small: Story = {
  args: {
    size: 'sm',
    bordered: true,
    titleAs: 'h3',
    title: 'No recent resumes',
    description: 'Resumes you work on show up here.',
    action: (
      <Button size="sm" variant="secondary">
        Go to resumes
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: 'No recent resumes' }),
    ).toBeVisible()
  },
}

export const Illustration: Story = {
  render: () => <DocumentSearchIllustration className="h-40" />,
}

export const Mobile: Story = {
  args: { bordered: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
}
