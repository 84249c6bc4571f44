import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { DemoNotice } from '../../src/ui/shell/demo-notice.tsx'

const meta = {
  title: 'Shell/Demo notice',
  component: DemoNotice,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DemoNotice>

export default meta
type Story = StoryObj<typeof meta>

/** Demo mode on (spec §1): the placeholder identity provider is named at the top of the page. */
export const Default: Story = {
  tags: ['state:shell.demo-notice'],
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('alert')
    await expect(notice).toHaveTextContent('Demo mode')
    await expect(notice).toHaveTextContent('placeholder identity provider')
  },
}

/** Boxed, inside a page (the sign-up form's demo banner). */
export const Boxed: Story = {
  args: { banner: false },
  parameters: { layout: 'padded' },
}
