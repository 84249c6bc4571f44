import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { PaymentCancelRoute } from '../../src/app/routes/payment/payment-cancel-route.tsx'
import { PaymentSuccessRoute } from '../../src/app/routes/payment/payment-success-route.tsx'
import { MOCK_CHECKOUT_SESSION_ID } from '../../src/mocks/fixtures/billing.ts'
import { withDefaults } from '../../src/mocks/handlers/all.ts'
import { activationAfter, paymentsHandlers } from '../../src/mocks/handlers/payments.ts'
import { storyAuth, withStoryAuth } from '../bio/story-auth.tsx'

const SUCCESS_URL = `/payment/success?session_id=${MOCK_CHECKOUT_SESSION_ID}`
// A shorter beat and deadline than spec §9's 2 s and 30 s, so a story sees the whole wait quickly.
const FAST_POLL = { intervalMs: 250, timeoutMs: 1_500 }

/**
 * /payment/success and /payment/cancel as the app mounts them, against the MSW API: the session
 * verified with GET /api/payments/checkout-status, then GET /api/user/me polled until the plan
 * changes. `parameters.plan` is the signed-in user's plan.
 */
const meta = {
  title: 'Payment/Screen',
  component: PaymentSuccessRoute,
  tags: ['screen'],
  args: { poll: FAST_POLL },
  parameters: { layout: 'fullscreen', route: SUCCESS_URL, plan: 'free' },
  decorators: [withStoryAuth],
} satisfies Meta<typeof PaymentSuccessRoute>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Paid; the plan changes a moment after the redirect (the webhook lags): 'Activating your plan',
 * then 'Payment successful' with the plan and the email.
 */
export const PlanActivates: Story = {
  tags: ['state:payment.success.activating', 'state:payment.success.done', 'no-visual'],
  parameters: { msw: { handlers: withDefaults(activationAfter(600, 'premium')) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('heading', { name: 'Activating your plan' })).toBeVisible()
    await expect(
      await page.findByRole('heading', { name: 'Payment successful' }, { timeout: 3_000 }),
    ).toBeVisible()
    await expect(page.getByText('Premium', { selector: '[data-slot="badge"]' })).toBeVisible()
    await expect(page.getByText(storyAuth('free').user?.email ?? '')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    )
  },
}

/** The verification is slow: 'Processing'. */
export const Verifying: Story = {
  tags: ['state:payment.success.processing', 'no-visual'],
  parameters: { msw: { handlers: withDefaults(paymentsHandlers.slow) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('heading', { name: 'Processing' })).toBeVisible()
  },
}

/** The session was left open (not paid): 'Verification failed'. */
export const NotPaid: Story = {
  tags: ['state:payment.success.failed'],
  parameters: { msw: { handlers: withDefaults(paymentsHandlers.statusOpen) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('heading', { name: 'Verification failed' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    )
  },
}

/** The status call fails. */
export const StatusCallFails: Story = {
  tags: ['state:payment.success.unverified'],
  parameters: { msw: { handlers: withDefaults(paymentsHandlers.verifyError) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Unable to verify payment. Please contact support if this persists.',
      ),
    ).toBeVisible()
  },
}

/** Paid, but the plan never leaves free before the deadline. */
export const PollingRunsOut: Story = {
  tags: ['state:payment.success.unverified', 'no-visual'],
  parameters: { msw: { handlers: withDefaults(paymentsHandlers.neverActivates) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('heading', { name: 'Activating your plan' })).toBeVisible()
    await waitFor(
      () =>
        expect(
          page.getByText('Unable to verify payment. Please contact support if this persists.'),
        ).toBeVisible(),
      { timeout: 4_000 },
    )
  },
}

/** No session_id in the address: nothing is called. */
export const NoSessionId: Story = {
  tags: ['state:payment.success.missing-session'],
  parameters: { route: '/payment/success' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Missing session_id in URL.',
    )
  },
}

/** /payment/cancel with `?reason=`. */
export const CancelWithReason: Story = {
  tags: ['state:payment.cancel.reason'],
  parameters: { route: '/payment/cancel?reason=Card%20declined%20by%20the%20bank' },
  render: () => <PaymentCancelRoute />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { name: 'Checkout canceled' })).toBeVisible()
    await expect(page.getByText('Reason: Card declined by the bank')).toBeVisible()
  },
}

/** /payment/cancel without a reason. */
export const CancelWithoutReason: Story = {
  tags: ['state:payment.cancel.no-reason', 'no-visual'],
  parameters: { route: '/payment/cancel' },
  render: () => <PaymentCancelRoute />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { name: 'Checkout canceled' })).toBeVisible()
    await expect(page.queryByText(/^Reason:/)).not.toBeInTheDocument()
  },
}
