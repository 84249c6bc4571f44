import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Skeleton, SkeletonText } from '../../src/ui/primitives/skeleton.tsx'

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  decorators: [
    (Story) => (
      <div className="w-full max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

export const Block: Story = {
  args: { shape: 'block' },
  play: async ({ canvasElement }) => {
    const shape = canvasElement.querySelector('[data-slot="skeleton"]')
    await expect(shape).toHaveAttribute('aria-hidden', 'true')
    await expect(shape).toHaveClass('motion-reduce:animate-none')
  },
}

export const Text: Story = { args: { shape: 'text' } }
export const Circle: Story = { args: { shape: 'circle' } }
export const CustomSize: Story = { args: { shape: 'block', className: 'h-40 w-2/3' } }

export const TextLines: Story = {
  render: () => <SkeletonText lines={4} />,
}

/** A resume card while it loads: screen readers hear one status, not a list of empty shapes. */
export const CardLoading: Story = {
  render: () => (
    <div
      aria-busy="true"
      className="flex flex-col gap-4 rounded-ui border border-border-subtle bg-surface p-5 shadow-raised"
    >
      <span role="status" className="sr-only">
        Loading resume…
      </span>
      <div className="flex items-center gap-3">
        <Skeleton shape="circle" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton shape="text" className="w-1/2" />
          <Skeleton shape="text" className="h-3 w-1/3" />
        </div>
      </div>
      <SkeletonText lines={3} />
      <div className="flex gap-2">
        <Skeleton className="h-8 w-24" />
        <Skeleton className="h-8 w-20" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading resume…')
    for (const shape of canvasElement.querySelectorAll('[data-slot="skeleton"]')) {
      await expect(shape.closest('[aria-hidden="true"]')).not.toBeNull()
    }
  },
}

/** The dashboard's recent resumes list while it loads. */
export const ListLoading: Story = {
  render: () => (
    <ul aria-busy="true" aria-label="Recent resumes" className="flex flex-col gap-3">
      {[0, 1, 2].map((row) => (
        <li
          key={row}
          className="flex items-center gap-3 rounded-ui border border-border-subtle bg-surface p-3"
        >
          <Skeleton className="h-12 w-10" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton shape="text" className="w-2/3" />
            <Skeleton shape="text" className="h-3 w-1/4" />
          </div>
          <Skeleton className="h-6 w-16 rounded-full" />
        </li>
      ))}
    </ul>
  ),
}

export const Mobile: Story = {
  ...CardLoading,
  globals: { viewport: { value: 'mobile', isRotated: false } },
}
