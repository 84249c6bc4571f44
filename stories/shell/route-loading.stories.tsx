import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { RouteLoading } from '../../src/ui/shell/route-loading.tsx'

const meta = {
  title: 'Shell/Route loading',
  component: RouteLoading,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RouteLoading>

export default meta
type Story = StoryObj<typeof meta>

/** A guarded route while the auth state loads (spec §2): a spinner, announced as a status. */
export const Default: Story = {
  tags: ['state:shell.route-loading'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('status')).toHaveTextContent('Checking your sign-in…')
    await expect(canvasElement.querySelector('[data-slot="route-loading"]')).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
}
