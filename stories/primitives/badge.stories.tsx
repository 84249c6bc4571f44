import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import {
  Badge,
  BetaBadge,
  PlanBadge,
  PopularBadge,
  ResumeStatusBadge,
} from '../../src/ui/primitives/badge.tsx'

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'New' },
  argTypes: {
    tone: {
      control: 'select',
      options: ['neutral', 'accent', 'info', 'success', 'warning', 'danger'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Neutral: Story = { args: { tone: 'neutral', children: 'Inactive' } }
export const Accent: Story = { args: { tone: 'accent', children: 'Recommended' } }
export const Info: Story = { args: { tone: 'info', children: 'Pending' } }
export const Success: Story = { args: { tone: 'success', children: 'Paid' } }
export const Warning: Story = { args: { tone: 'warning', children: '2 generations left' } }
export const Danger: Story = { args: { tone: 'danger', children: 'Failed' } }

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-2">
      <Badge {...args} size="sm">
        Small
      </Badge>
      <Badge {...args} size="md">
        Medium
      </Badge>
    </div>
  ),
}

export const PlanFree: Story = {
  name: 'Plan: free',
  render: () => <PlanBadge plan="free" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Free')).toHaveAttribute('data-plan', 'free')
  },
}
export const PlanPremium: Story = {
  name: 'Plan: premium',
  render: () => <PlanBadge plan="premium" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Premium')).toHaveAttribute('data-plan', 'premium')
  },
}
export const PlanPro: Story = {
  name: 'Plan: pro',
  render: () => <PlanBadge plan="pro" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pro')).toHaveAttribute('data-plan', 'pro')
  },
}
export const PlanMissing: Story = {
  name: 'Plan: missing (shown as free)',
  render: () => <PlanBadge plan={undefined} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Free')).toBeVisible()
  },
}

export const StatusDraft: Story = {
  name: 'Resume status: draft',
  render: () => <ResumeStatusBadge status="draft" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Draft')).toBeVisible()
  },
}
export const StatusOptimized: Story = {
  name: 'Resume status: optimized',
  render: () => <ResumeStatusBadge status="optimized" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Optimized')).toBeVisible()
  },
}
export const StatusExported: Story = {
  name: 'Resume status: exported',
  render: () => <ResumeStatusBadge status="exported" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Exported')).toBeVisible()
  },
}

export const Popular: Story = {
  render: () => <PopularBadge />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Popular')).toBeVisible()
  },
}
export const Beta: Story = {
  render: () => <BetaBadge />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Beta')).toBeVisible()
  },
}

export const All: Story = {
  render: () => (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <PlanBadge plan="free" />
        <PlanBadge plan="premium" />
        <PlanBadge plan="pro" />
      </div>
      <div className="flex flex-wrap gap-2">
        <ResumeStatusBadge status="draft" />
        <ResumeStatusBadge status="optimized" />
        <ResumeStatusBadge status="exported" />
      </div>
      <div className="flex flex-wrap gap-2">
        <PopularBadge />
        <BetaBadge />
      </div>
    </div>
  ),
}
