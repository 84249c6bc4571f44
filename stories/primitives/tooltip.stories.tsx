import type { Meta, StoryObj } from '@storybook/react-vite'
import { Info } from 'lucide-react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../../src/ui/primitives/button.tsx'
import { Tooltip } from '../../src/ui/primitives/tooltip.tsx'

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'ATS score: how well an applicant tracking system can read your resume.',
    children: (
      <Button variant="ghost" size="icon" aria-label="About the ATS score">
        <Info aria-hidden="true" />
      </Button>
    ),
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
  },
  decorators: [
    (Story) => (
      <div className="flex min-h-40 items-center justify-center">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>

export default meta
type Story = StoryObj<typeof meta>

export const OnFocus: Story = {
  name: 'Opens on keyboard focus',
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'About the ATS score' })
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    const tooltip = await within(document.body).findByRole('tooltip')
    await expect(tooltip).toHaveTextContent(String(args.content))
    await expect(trigger).toHaveAccessibleDescription(String(args.content))
    await userEvent.keyboard('{Escape}')
    await waitFor(() =>
      expect(within(document.body).queryByRole('tooltip')).not.toBeInTheDocument(),
    )
  },
}

export const OnHover: Story = {
  name: 'Opens on hover',
  args: { delayDuration: 0 },
  play: async ({ canvasElement }) => {
    await userEvent.hover(
      within(canvasElement).getByRole('button', { name: 'About the ATS score' }),
    )
    await expect(await within(document.body).findByRole('tooltip')).toBeInTheDocument()
  },
}

export const Open: Story = {
  args: { defaultOpen: true, side: 'bottom' },
}

export const OnTextButton: Story = {
  args: {
    content: 'Available on the Pro plan',
    side: 'right',
    children: <Button variant="secondary">Bulk generate</Button>,
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    await expect(within(canvasElement).getByRole('button', { name: 'Bulk generate' })).toHaveFocus()
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      'Available on the Pro plan',
    )
  },
}
