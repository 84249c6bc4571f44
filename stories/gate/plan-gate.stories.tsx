import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Card, CardDescription, CardHeader, CardTitle } from '../../src/ui/primitives/card.tsx'
import { PlanGate } from '../../src/ui/gate/plan-gate.tsx'

/** What the gated page would show: here, a stand-in for the cover letter generator. */
function GatedFeature() {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Cover letter generator</h2>
        </CardTitle>
        <CardDescription>Write a cover letter for the job in your chosen tone.</CardDescription>
      </CardHeader>
    </Card>
  )
}

const meta = {
  title: 'Shell/Plan gate',
  component: PlanGate,
  args: { plan: 'premium', requires: 'premium', children: <GatedFeature /> },
  argTypes: {
    plan: { control: 'inline-radio', options: ['free', 'premium', 'pro'] },
    requires: { control: 'inline-radio', options: ['premium', 'pro'] },
    children: { control: false },
    fallback: { control: false },
  },
} satisfies Meta<typeof PlanGate>

export default meta
type Story = StoryObj<typeof meta>

/** The plan suffices: the feature itself. */
export const Allowed: Story = {
  tags: ['state:gate.allowed'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { name: 'Cover letter generator' })).toBeVisible()
    await expect(page.queryByRole('link', { name: 'Upgrade plan' })).not.toBeInTheDocument()
  },
}

/** Pro covers the premium features as well. */
export const AllowedPro: Story = {
  tags: ['no-visual'],
  args: { plan: 'pro', requires: 'premium' },
  play: Allowed.play,
}

/** Demo mode passes everything through, even a free user into a pro feature. */
export const DemoMode: Story = {
  tags: ['no-visual'],
  args: { plan: 'free', requires: 'pro', demoMode: true },
  play: Allowed.play,
}

/** A fallback supplied by the page is shown instead of the upgrade box. */
export const Fallback: Story = {
  tags: ['state:gate.fallback'],
  args: {
    plan: 'free',
    requires: 'premium',
    fallback: (
      <p className="rounded-ui border border-dashed border-border p-6 text-sm text-ink-muted">
        Sample cover letter preview. Upgrade to write your own.
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      page.getByText('Sample cover letter preview. Upgrade to write your own.'),
    ).toBeVisible()
    await expect(
      page.queryByRole('heading', { name: 'Cover letter generator' }),
    ).not.toBeInTheDocument()
    await expect(page.queryByRole('heading', { name: 'Premium Feature' })).not.toBeInTheDocument()
  },
}

/** A free user at a premium feature: the current plan and the upgrade button to /pricing. */
export const UpgradeBox: Story = {
  tags: ['state:gate.upgrade-box', 'state:gate.upgrade-box.premium'],
  args: { plan: 'free', requires: 'premium' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const box = within(page.getByRole('region', { name: 'Premium Feature' }))
    await expect(box.getByRole('heading', { name: 'Premium Feature' })).toBeVisible()
    await expect(box.getByText('Upgrade to Premium or Pro to access this feature')).toBeVisible()
    await expect(box.getByText('Your current plan:')).toBeVisible()
    await expect(box.getByText('Free')).toBeVisible()
    await expect(box.getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute(
      'href',
      '/pricing',
    )
    await expect(
      page.queryByRole('heading', { name: 'Cover letter generator' }),
    ).not.toBeInTheDocument()
  },
}

/** No plan known yet reads as free. */
export const UpgradeBoxNoPlan: Story = {
  tags: ['no-visual'],
  args: { plan: undefined, requires: 'premium' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Free')).toBeVisible()
  },
}

/** A premium user at a pro (beta) feature. */
export const UpgradeBoxPro: Story = {
  tags: ['state:gate.upgrade-box.pro'],
  args: { plan: 'premium', requires: 'pro' },
  play: async ({ canvasElement }) => {
    const box = within(within(canvasElement).getByRole('region', { name: 'Pro Plan Required' }))
    await expect(box.getByRole('heading', { name: 'Pro Plan Required' })).toBeVisible()
    await expect(box.getByText('Upgrade to Pro to unlock this beta feature')).toBeVisible()
    await expect(box.getByText('Premium')).toBeVisible()
    await expect(box.getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute(
      'href',
      '/pricing',
    )
  },
}

export const UpgradeBoxMobile: Story = {
  args: { plan: 'free', requires: 'pro' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
}
