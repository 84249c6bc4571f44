import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { billingHistory, refundedPayment } from '../../src/mocks/fixtures/billing.ts'
import { BillingTabStory } from './subscription-tab-story.tsx'

/** Account settings, Billing History tab (spec §2): every payment, newest first. */
const meta = {
  title: 'Profile/BillingTab',
  component: BillingTabStory,
  parameters: { route: '/profile?tab=billing' },
  args: { status: 'success', records: billingHistory, onRetry: fn() },
} satisfies Meta<typeof BillingTabStory>

export default meta
type Story = StoryObj<typeof meta>

/** The body rows of the table, each as its cells' text. */
function rowsOf(canvasElement: HTMLElement): string[][] {
  const table = within(canvasElement).getByRole('table')
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    )
}

/** The refund comes in before the rest, but the history is shown newest first. */
const withRefund = [...billingHistory.slice(2), ...refundedPayment, ...billingHistory.slice(0, 2)]

export const Rows: Story = {
  tags: ['state:profile.tab.billing.rows'],
  args: { records: withRefund },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Payments' })
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Description', 'Amount', 'Status'])
    await expect(rowsOf(canvasElement)).toEqual([
      ['November 3, 2025', 'Pro plan, monthly', '$19.99', 'Pending'],
      ['October 3, 2025', 'Pro plan, monthly', '$19.99', 'Paid'],
      ['September 6, 2025', 'Pro plan, monthly', '-$19.99', 'Refunded'],
      ['September 3, 2025', 'Pro plan, monthly', '$19.99', 'Paid'],
      ['August 5, 2025', 'Premium plan, monthly', '$9.99', 'Paid'],
      ['August 3, 2025', 'Premium plan, monthly', '$9.99', 'Failed'],
    ])
    const tones = [...table.querySelectorAll('[data-slot="band-badge"]')].map((badge) =>
      badge.getAttribute('data-tone'),
    )
    // Paid green, pending yellow, failed and refunded in the failed style (spec §3).
    await expect(tones).toEqual(['warning', 'success', 'danger', 'success', 'success', 'danger'])
  },
}

export const Empty: Story = {
  tags: ['state:profile.tab.billing.empty'],
  args: { records: [] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      page.getByText(
        'No billing history available. Billing information will appear here after your first payment.',
      ),
    ).toBeVisible()
    await expect(page.queryByRole('table')).toBeNull()
  },
}

export const LoadError: Story = {
  name: 'Error',
  tags: ['state:profile.tab.billing.error'],
  args: { status: 'error', records: undefined },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert')
    await expect(alert).toHaveTextContent('Failed to load billing history')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Loading: Story = {
  args: { status: 'loading', records: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading your billing history…',
    )
  },
}

/** On a phone the table keeps its columns and scrolls sideways in a focusable region. */
export const Mobile: Story = {
  args: { records: withRefund },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Payments' })
    await expect(region).toHaveAttribute('tabindex', '0')
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth)
  },
}

export const Russian: Story = {
  args: { records: withRefund },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const [first] = rowsOf(canvasElement)
    await expect(first?.[0]).toBe('3 ноября 2025 г.')
    await expect(first?.[2]?.replace(/\s/g, ' ')).toBe('19,99 $')
    await expect(within(canvasElement).getByText('Возврат')).toBeVisible()
  },
}

export const Spanish: Story = {
  args: { records: withRefund },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const [first] = rowsOf(canvasElement)
    await expect(first?.[0]).toBe('3 de noviembre de 2025')
    await expect(first?.[2]?.replace(/\s/g, ' ')).toBe('19,99 US$')
    await expect(within(canvasElement).getByText('Reembolsado')).toBeVisible()
  },
}
