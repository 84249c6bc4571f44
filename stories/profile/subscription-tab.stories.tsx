import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { subscriptions } from '../../src/mocks/fixtures/billing.ts'
import { v1Catalog } from '../../src/mocks/fixtures/plans.ts'
import { usageStats } from '../../src/mocks/fixtures/users.ts'
import { toast } from '../../src/ui/primitives/toaster.tsx'
import { SubscriptionTabStory } from './subscription-tab-story.tsx'

/**
 * Account settings, Subscription tab (spec §2): the plan card, the status and usage block and the
 * AI generation block, from the fixtures the mocks serve. Cancelling runs through the confirm dialog.
 */
const meta = {
  title: 'Profile/SubscriptionTab',
  component: SubscriptionTabStory,
  parameters: { route: '/profile?tab=subscription' },
  args: { status: 'success', onRetry: fn() },
  beforeEach: () => {
    toast.remove()
    return () => toast.remove()
  },
} satisfies Meta<typeof SubscriptionTabStory>

export default meta
type Story = StoryObj<typeof meta>

const section = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }))

/** The definition of a term in the status and usage block. */
function fact(canvasElement: HTMLElement, term: string): HTMLElement {
  const dt = section(canvasElement, 'Status and usage').getByText(term, { selector: 'dt' })
  const dd = dt.nextElementSibling
  if (!(dd instanceof HTMLElement)) throw new Error(`no value for ${term}`)
  return dd
}

const bar = (canvasElement: HTMLElement) =>
  section(canvasElement, 'AI generations').getByRole('progressbar', {
    name: 'AI generations used this month',
  })

/** The band colour of the generation bar (data-tone on the Progress wrapper). */
const barTone = (canvasElement: HTMLElement) =>
  bar(canvasElement).closest('[data-slot="progress"]')?.getAttribute('data-tone')

export const Free: Story = {
  tags: ['state:profile.tab.subscription.free'],
  args: { subscription: subscriptions.free, usage: usageStats.free },
  play: async ({ canvasElement }) => {
    const plan = section(canvasElement, 'Your plan')
    await expect(plan.getByText('Free', { selector: '[data-slot="plan-name"]' })).toBeVisible()
    await expect(plan.getByText('$0/month')).toBeVisible()
    await expect(plan.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute(
      'href',
      '/pricing',
    )
    await expect(plan.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull()
    await expect(plan.getByText('Keyword analysis')).toBeVisible()
  },
}

export const Premium: Story = {
  tags: ['state:profile.tab.subscription.premium'],
  args: { subscription: subscriptions.premium, usage: usageStats.premium },
  play: async ({ canvasElement }) => {
    const plan = section(canvasElement, 'Your plan')
    await expect(plan.getByText('Premium', { selector: '[data-slot="plan-name"]' })).toBeVisible()
    await expect(plan.getByText('$9.99/month')).toBeVisible()
    await expect(plan.getByText('Cover letter generator')).toBeVisible()
    await expect(plan.queryByText('Executive bio generator')).toBeNull()
    await expect(plan.getByRole('button', { name: 'Cancel Subscription' })).toBeEnabled()
    await expect(plan.queryByRole('link', { name: 'Upgrade Plan' })).toBeNull()
  },
}

export const Pro: Story = {
  tags: ['state:profile.tab.subscription.pro', 'state:profile.tab.subscription.usage.green'],
  play: async ({ canvasElement }) => {
    const plan = section(canvasElement, 'Your plan')
    await expect(plan.getByText('Pro', { selector: '[data-slot="plan-name"]' })).toBeVisible()
    await expect(plan.getByText('$19.99/month')).toBeVisible()
    await expect(plan.getByText('Executive bio generator')).toBeVisible()
    await expect(plan.getByRole('button', { name: 'Cancel Subscription' })).toBeEnabled()
    await expect(fact(canvasElement, 'Resumes this month')).toHaveTextContent('5 resumes')
    await expect(fact(canvasElement, 'Next billing date')).toHaveTextContent('December 3, 2025')
  },
}

export const StatusActive: Story = {
  tags: ['state:profile.tab.subscription.status.active'],
  play: async ({ canvasElement }) => {
    const badge = within(fact(canvasElement, 'Status')).getByText('Active')
    await expect(badge).toHaveAttribute('data-tone', 'success')
  },
}

export const StatusCancelled: Story = {
  tags: ['state:profile.tab.subscription.status.cancelled'],
  args: { subscription: subscriptions.proCancelled },
  play: async ({ canvasElement }) => {
    const badge = within(fact(canvasElement, 'Status')).getByText('Cancelled')
    await expect(badge).toHaveAttribute('data-tone', 'danger')
    await expect(fact(canvasElement, 'Next billing date')).toHaveTextContent('N/A')
    const plan = section(canvasElement, 'Your plan')
    // Cancelling keeps access until the end of the paid period (decisions.md).
    await expect(plan.getByText('Access until December 3, 2025')).toBeVisible()
    await expect(plan.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull()
  },
}

export const StatusPending: Story = {
  tags: ['state:profile.tab.subscription.status.pending'],
  args: { subscription: subscriptions.premiumPending, usage: usageStats.premium },
  play: async ({ canvasElement }) => {
    const badge = within(fact(canvasElement, 'Status')).getByText('Pending')
    await expect(badge).toHaveAttribute('data-tone', 'warning')
  },
}

/** A provider status the UI does not know ('past_due'): its own words, in the neutral style. */
export const StatusOther: Story = {
  tags: ['state:profile.tab.subscription.status.other'],
  args: { subscription: subscriptions.proPastDue },
  play: async ({ canvasElement }) => {
    const badge = within(fact(canvasElement, 'Status')).getByText('Past due')
    await expect(badge).toHaveAttribute('data-tone', 'neutral')
    await expect(badge).toHaveAttribute('data-status', 'other')
  },
}

/** The v1 lifetime deal: paid once, so there is no next billing date. */
export const NoBillingDate: Story = {
  tags: ['state:profile.tab.subscription.no-billing-date'],
  args: {
    subscription: subscriptions.proLifetime,
    usage: usageStats.proUnlimited,
    catalog: v1Catalog,
  },
  play: async ({ canvasElement }) => {
    await expect(fact(canvasElement, 'Next billing date')).toHaveTextContent('N/A')
    await expect(section(canvasElement, 'Your plan').getByText('$129 one-time')).toBeVisible()
    const generations = section(canvasElement, 'AI generations')
    await expect(generations.getByText('Unlimited')).toBeVisible()
    await expect(generations.getByText('42 generations used this month')).toBeVisible()
  },
}

export const UsageGreen: Story = {
  tags: ['state:profile.tab.subscription.usage.green'],
  play: async ({ canvasElement }) => {
    await expect(barTone(canvasElement)).toBe('success')
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuetext', '6 / 20')
    const generations = section(canvasElement, 'AI generations')
    await expect(generations.getByText('14 generations remaining')).toBeVisible()
    await expect(generations.getByText('Resets on December 1, 2025')).toBeVisible()
  },
}

export const UsageYellow: Story = {
  tags: ['state:profile.tab.subscription.usage.yellow'],
  args: { usage: usageStats.proLowQuota },
  play: async ({ canvasElement }) => {
    await expect(barTone(canvasElement)).toBe('warning')
    await expect(
      section(canvasElement, 'AI generations').getByText('2 generations remaining'),
    ).toBeVisible()
  },
}

/** Premium with its one generation left: one remaining is still the yellow band. */
export const UsageYellowOneLeft: Story = {
  tags: ['state:profile.tab.subscription.usage.yellow'],
  args: { subscription: subscriptions.premium, usage: usageStats.premium },
  play: async ({ canvasElement }) => {
    await expect(barTone(canvasElement)).toBe('warning')
    await expect(
      section(canvasElement, 'AI generations').getByText('1 generation remaining'),
    ).toBeVisible()
  },
}

export const UsageRed: Story = {
  tags: ['state:profile.tab.subscription.usage.red'],
  args: { usage: usageStats.proLimitReached },
  play: async ({ canvasElement }) => {
    await expect(barTone(canvasElement)).toBe('danger')
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuetext', '20 / 20')
    await expect(
      section(canvasElement, 'AI generations').getByText('0 generations remaining'),
    ).toBeVisible()
  },
}

export const UpgradeRequired: Story = {
  tags: ['state:profile.tab.subscription.upgrade-required'],
  args: { subscription: subscriptions.free, usage: usageStats.free },
  play: async ({ canvasElement }) => {
    const generations = section(canvasElement, 'AI generations')
    const alert = generations.getByRole('alert')
    await expect(alert).toHaveTextContent('Upgrade Required')
    await expect(within(alert).getByRole('link', { name: 'View plans' })).toHaveAttribute(
      'href',
      '/pricing',
    )
    await expect(generations.queryByRole('progressbar')).toBeNull()
  },
}

/**
 * The confirm dialog (spec §5): focus starts on the safe choice, stays inside while tabbing, and
 * goes back to Cancel Subscription when the dialog closes. Left open for the screenshot.
 */
export const CancelConfirm: Story = {
  tags: ['state:profile.tab.subscription.cancel-confirm'],
  play: async ({ canvasElement }) => {
    const trigger = section(canvasElement, 'Your plan').getByRole('button', {
      name: 'Cancel Subscription',
    })
    await userEvent.click(trigger)
    let dialog = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' })
    await expect(dialog).toHaveAccessibleDescription(
      'You keep your plan until December 3, 2025. After that your account returns to the Free plan.',
    )
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab()
      await expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(trigger).toHaveFocus())

    await userEvent.click(trigger)
    dialog = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' })
    await expect(within(dialog).getByLabelText(/Why are you cancelling\?/)).toHaveValue('')
    await expect(within(dialog).getByRole('button', { name: 'Keep Subscription' })).toBeEnabled()
    await expect(within(dialog).getByRole('button', { name: 'Cancel Subscription' })).toBeEnabled()
  },
}

export const Cancelled: Story = {
  tags: ['state:profile.tab.subscription.cancelled'],
  play: async ({ canvasElement }) => {
    await userEvent.click(
      section(canvasElement, 'Your plan').getByRole('button', { name: 'Cancel Subscription' }),
    )
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' })
    await userEvent.type(within(dialog).getByLabelText(/Why are you cancelling\?/), 'Found a job')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }))
    await expect(await screen.findByText('Subscription cancelled successfully')).toBeVisible()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(within(fact(canvasElement, 'Status')).getByText('Cancelled')).toBeVisible()
    await expect(
      section(canvasElement, 'Your plan').getByText('Access until December 3, 2025'),
    ).toBeVisible()
  },
}

export const CancelError: Story = {
  tags: ['state:profile.tab.subscription.cancel-error'],
  args: { cancelOutcome: 'error' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      section(canvasElement, 'Your plan').getByRole('button', { name: 'Cancel Subscription' }),
    )
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to cancel subscription',
    )
    // The dialog stays open so the user can try again; the subscription is unchanged (the page
    // behind the modal is hidden from the accessibility tree, so it is read by text).
    await expect(within(canvasElement).getByText('Active')).toHaveAttribute('data-status', 'active')
  },
}

export const LoadError: Story = {
  name: 'Error',
  tags: ['state:profile.tab.subscription.error'],
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert')
    await expect(alert).toHaveTextContent('Failed to load subscription details')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading your subscription…',
    )
  },
}

export const Russian: Story = {
  args: { usage: usageStats.proLowQuota },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { name: 'Ваш тариф' })).toBeVisible()
    await expect(page.getByText('Осталось 2 генерации')).toBeVisible()
  },
}

export const Spanish: Story = {
  args: { subscription: subscriptions.proCancelled },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { name: 'Tu plan' })).toBeVisible()
    await expect(page.getByText('Acceso hasta el 3 de diciembre de 2025')).toBeVisible()
  },
}

export const Mobile: Story = {
  args: { subscription: subscriptions.premium, usage: usageStats.premium },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      section(canvasElement, 'Your plan').getByRole('button', { name: 'Cancel Subscription' }),
    ).toBeVisible()
  },
}
