import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { UsageStats } from '../../src/contract/users.ts'
import { isLanguage } from '../../src/i18n/settings.ts'
import { DashboardOverview } from '../../src/ui/dashboard/dashboard-overview.tsx'

const maria = { displayName: 'Maria Lopez', email: 'maria.lopez@example.com' }

const usage = (plan: UsageStats['plan'], used: number, limit: number | null): UsageStats => ({
  plan,
  generations_used_this_month: used,
  generation_limit: limit,
  generations_remaining: limit === null ? null : Math.max(0, limit - used),
  reset_date: '2026-12-01',
})

const meta = {
  title: 'Dashboard/Overview',
  component: DashboardOverview,
  args: {
    user: maria,
    plan: 'premium',
    status: 'success',
    usage: usage('premium', 3, 10),
    language: 'en',
    onRetry: fn(),
  },
  // Dates follow the toolbar's language, as they follow the interface language in the app.
  render: (args, { globals }) => (
    <DashboardOverview {...args} language={isLanguage(globals.locale) ? globals.locale : 'en'} />
  ),
  decorators: [
    (Story) => (
      <div className="mx-auto w-full max-w-6xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DashboardOverview>

export default meta
type Story = StoryObj<typeof meta>

function bar(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole('progressbar', { name: 'Used this month' })
}

function toneOf(canvasElement: HTMLElement) {
  return canvasElement.querySelector('[data-slot="progress"]')?.getAttribute('data-tone')
}

/** Free: no AI generations, 'Upgrade' on the generations card, no quota warning. */
export const Free: Story = {
  tags: ['state:dashboard.free'],
  args: { plan: 'free', usage: usage('free', 0, 0) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome back, Maria Lopez!' }),
    ).toBeVisible()
    await expect(page.getByText('Free')).toBeVisible()
    const card = within(page.getByRole('region', { name: 'AI Generations' }))
    await expect(card.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing')
    await expect(card.getByText(/Your plan has no AI generations/)).toBeVisible()
    await expect(card.getByText('Resets on December 1, 2026')).toBeVisible()
    await expect(page.queryByRole('alert')).not.toBeInTheDocument()
    await expect(page.getByRole('link', { name: 'New Resume' })).toHaveAttribute('href', '/resumes')
  },
}

/** A free plan with a monthly allowance (the v1 catalogue): the bar, and still 'Upgrade'. */
export const FreeWithAllowance: Story = {
  args: { plan: 'free', usage: usage('free', 5, 5) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('link', { name: 'Upgrade' })).toBeVisible()
    await expect(page.queryByRole('alert')).not.toBeInTheDocument()
    await expect(page.getByText('0 remaining')).toBeVisible()
  },
}

/** Premium: the plan badge, used of the limit, what remains and the reset date. */
export const Premium: Story = {
  tags: ['state:dashboard.premium', 'state:dashboard.usage-bar.green'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText('Premium')).toBeVisible()
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuetext', '3 / 10')
    await expect(toneOf(canvasElement)).toBe('success')
    await expect(page.getByText('7 remaining')).toBeVisible()
    await expect(page.getByText('Resets on December 1, 2026')).toBeVisible()
    await expect(page.queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument()
    await expect(page.queryByRole('alert')).not.toBeInTheDocument()
  },
}

/** Pro: the pro badge. */
export const Pro: Story = {
  tags: ['state:dashboard.pro'],
  args: { plan: 'pro', usage: usage('pro', 4, 20) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText('Pro', { exact: true })).toBeVisible()
    await expect(page.getByText('16 remaining')).toBeVisible()
  },
}

/** The v1 catalogue's pro: no limit, 'Unlimited'. */
export const ProUnlimited: Story = {
  args: { plan: 'pro', usage: usage('pro', 12, null) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText('Unlimited')).toBeVisible()
    await expect(page.getByText('12 generations used this month')).toBeVisible()
    await expect(page.queryByRole('progressbar')).not.toBeInTheDocument()
    await expect(page.queryByRole('alert')).not.toBeInTheDocument()
  },
}

/** Two left on a paid plan: the low-quota warning (and the bar at 80%: yellow). */
export const QuotaLow: Story = {
  tags: ['state:dashboard.quota.low', 'state:dashboard.usage-bar.yellow'],
  args: { usage: usage('premium', 8, 10) },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert')
    await expect(alert).toHaveTextContent('Running low on AI generations')
    await expect(alert).toHaveTextContent('You have 2 AI generations left this month.')
    await expect(alert).toHaveTextContent('Your allowance resets on December 1, 2026.')
    await expect(toneOf(canvasElement)).toBe('warning')
  },
}

/** One left: singular, and the bar at 95%: red. */
export const QuotaOneLeft: Story = {
  tags: ['state:dashboard.usage-bar.red'],
  args: { plan: 'pro', usage: usage('pro', 19, 20) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'You have 1 AI generation left this month.',
    )
    await expect(toneOf(canvasElement)).toBe('danger')
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuetext', '19 / 20')
  },
}

/** Pro with none left: 'Generation Limit Reached', no upgrade link. */
export const QuotaReached: Story = {
  tags: ['state:dashboard.quota.reached'],
  args: { plan: 'pro', usage: usage('pro', 20, 20) },
  play: async ({ canvasElement }) => {
    const alert = within(within(canvasElement).getByRole('alert'))
    await expect(alert.getByText('Generation Limit Reached')).toBeVisible()
    await expect(
      alert.getByText(/You have used all 20 AI generations for this month\./),
    ).toBeVisible()
    await expect(alert.queryByRole('link')).not.toBeInTheDocument()
  },
}

/** Premium with none left: the upgrade-to-Pro link. */
export const QuotaPremiumUpgrade: Story = {
  tags: ['state:dashboard.quota.premium-upgrade'],
  args: { usage: usage('premium', 10, 10) },
  play: async ({ canvasElement }) => {
    const alert = within(within(canvasElement).getByRole('alert'))
    await expect(alert.getByText('Generation Limit Reached')).toBeVisible()
    await expect(alert.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/pricing',
    )
  },
}

/** Under 70% used: green. */
export const UsageGreen: Story = {
  tags: ['state:dashboard.usage-bar.green'],
  args: { usage: usage('premium', 6, 10) },
  play: async ({ canvasElement }) => {
    await expect(toneOf(canvasElement)).toBe('success')
  },
}

/** 70% to 89% used: yellow (no warning yet with 3 left). */
export const UsageYellow: Story = {
  tags: ['state:dashboard.usage-bar.yellow'],
  args: { usage: usage('premium', 7, 10) },
  play: async ({ canvasElement }) => {
    await expect(toneOf(canvasElement)).toBe('warning')
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument()
  },
}

/** 90% or more used: red. */
export const UsageRed: Story = {
  tags: ['state:dashboard.usage-bar.red'],
  args: { plan: 'pro', usage: usage('pro', 18, 20) },
  play: async ({ canvasElement }) => {
    await expect(toneOf(canvasElement)).toBe('danger')
  },
}

/** The usage stats are on their way: the header, and a card outline announced as loading. */
export const Loading: Story = {
  tags: ['state:dashboard.loading'],
  args: { status: 'loading', usage: undefined },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('status')).toHaveTextContent('Loading your dashboard…')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.queryByRole('progressbar')).not.toBeInTheDocument()
  },
}

/** Loading failed: the error and a retry. */
export const LoadError: Story = {
  name: 'Error',
  tags: ['state:dashboard.error'],
  args: { status: 'error', usage: undefined },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert')
    await expect(alert).toHaveTextContent('Your dashboard could not be loaded.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const PremiumMobile: Story = {
  ...QuotaPremiumUpgrade,
  tags: [],
  globals: { viewport: { value: 'mobile', isRotated: false } },
}
