import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Spinner } from '../../src/ui/primitives/spinner.tsx'

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

/** The default label comes from i18n ("Loading…" in English). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…')
  },
}

export const Small: Story = { args: { size: 'sm' } }
export const Medium: Story = { args: { size: 'md' } }
export const Large: Story = { args: { size: 'lg' } }

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-6">
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(3)
  },
}

export const CustomLabel: Story = {
  args: { label: 'Analyzing your resume…' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status')
    await expect(status).toHaveTextContent('Analyzing your resume…')
    // Screen readers only by default.
    await expect(within(status).getByText('Analyzing your resume…')).toHaveClass('sr-only')
  },
}

export const VisibleLabel: Story = {
  args: { label: 'Analyzing your resume…', showLabel: true, size: 'sm' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Analyzing your resume…')).toBeVisible()
  },
}

/** Centered on a loading page, as the guarded routes show while auth state loads. */
export const PageLoading: Story = {
  args: { size: 'lg' },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div className="flex min-h-64 items-center justify-center">
      <Spinner {...args} />
    </div>
  ),
}

export const OnDarkSurface: Story = {
  args: { className: 'text-white', label: 'Saving…', showLabel: false },
  render: (args) => (
    <div className="inline-flex rounded-ui bg-accent-600 p-4">
      <Spinner {...args} />
    </div>
  ),
}
