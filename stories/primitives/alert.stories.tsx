import type { Meta, StoryObj } from '@storybook/react-vite'
import { Sparkles } from 'lucide-react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Alert } from '../../src/ui/primitives/alert.tsx'
import { Button } from '../../src/ui/primitives/button.tsx'

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  args: {
    title: 'Your resume was analyzed',
    children: 'We found 12 of the 18 keywords this job asks for.',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] },
  },
  decorators: [
    (Story, { parameters }) => (
      <div className={parameters.layout === 'fullscreen' ? 'w-full' : 'w-full max-w-xl'}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Alert>

export default meta
type Story = StoryObj<typeof meta>

export const Info: Story = {
  args: { variant: 'info' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('status')
    await expect(alert).toHaveTextContent('Your resume was analyzed')
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument()
  },
}

export const Success: Story = {
  args: {
    variant: 'success',
    title: 'Payment received',
    children: 'Welcome to Premium. Your new limits apply right away.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Payment received')
  },
}

export const Warning: Story = {
  args: {
    variant: 'warning',
    title: 'Only 2 generations left',
    children: 'Your monthly generations reset on November 1, 2025.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Only 2 generations left',
    )
  },
}

export const Danger: Story = {
  args: {
    variant: 'danger',
    title: 'Generation Limit Reached',
    children: 'You have used all of this month’s generations.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Generation Limit Reached',
    )
  },
}

export const DescriptionOnly: Story = {
  args: { variant: 'info', title: undefined, children: 'Drafts are saved automatically.' },
}

export const TitleOnly: Story = {
  args: { variant: 'success', title: 'Profile updated', children: undefined },
}

export const WithAction: Story = {
  args: {
    variant: 'warning',
    title: 'Generation Limit Reached',
    children: 'Upgrade to Pro for unlimited generations.',
    action: (
      <Button size="sm" onClick={fn()}>
        Upgrade to Pro
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert')
    await expect(within(alert).getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible()
  },
}

export const Dismissible: Story = {
  args: {
    variant: 'info',
    title: 'Demo mode',
    children: 'Sign-in uses a placeholder identity provider in this environment.',
    onDismiss: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const dismiss = within(canvasElement).getByRole('button', { name: 'Dismiss' })
    await userEvent.tab()
    await expect(dismiss).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onDismiss).toHaveBeenCalledTimes(1)
  },
}

export const DismissibleWithAction: Story = {
  args: {
    variant: 'danger',
    title: 'Failed to generate bio',
    children: 'Failed to generate bio. Please try again.',
    action: (
      <Button size="sm" variant="secondary">
        Try again
      </Button>
    ),
    onDismiss: fn(),
    dismissLabel: 'Dismiss error',
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss error' }))
    await expect(args.onDismiss).toHaveBeenCalledTimes(1)
  },
}

export const CustomIcon: Story = {
  args: {
    variant: 'info',
    icon: <Sparkles />,
    title: 'New: Executive bio generator',
    children: 'Available on the Pro plan, in beta.',
  },
}

export const Banner: Story = {
  args: {
    variant: 'warning',
    banner: true,
    title: undefined,
    children: 'Demo mode: sign-in uses a placeholder identity provider.',
    onDismiss: fn(),
  },
  parameters: { layout: 'fullscreen' },
}

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Alert {...args} variant="info" title="Info" />
      <Alert {...args} variant="success" title="Success" />
      <Alert {...args} variant="warning" title="Warning" />
      <Alert {...args} variant="danger" title="Danger" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(2)
    await expect(within(canvasElement).getAllByRole('alert')).toHaveLength(2)
  },
}

export const Mobile: Story = {
  ...WithAction,
  globals: { viewport: { value: 'mobile', isRotated: false } },
}
