import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PaymentSuccess } from '../../src/ui/payment/payment-success.tsx'

type Canvas = ReturnType<typeof within>

async function expectFailureLinks(page: Canvas) {
  await expect(page.getByRole('heading', { level: 1, name: 'Verification failed' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to pricing' })).toHaveAttribute(
    'href',
    '/pricing',
  )
  await expect(page.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/')
}

/** /payment/success, one story per phase (spec §2, §4, §8). */
const meta = {
  title: 'Payment/Success',
  component: PaymentSuccess,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  args: { phase: 'processing', plan: 'premium', email: 'daniel@example.com' },
  argTypes: {
    phase: {
      control: 'select',
      options: ['processing', 'activating', 'done', 'failed', 'unverified', 'missing-session'],
    },
  },
} satisfies Meta<typeof PaymentSuccess>

export default meta
type Story = StoryObj<typeof meta>

/** Verifying the checkout session. */
export const Processing: Story = {
  tags: ['state:payment.success.processing'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { level: 1, name: 'Processing' })).toBeVisible()
    await expect(page.getByRole('status')).toHaveTextContent(
      'We are verifying your payment with the payment provider.',
    )
    await expect(page.queryByRole('link')).not.toBeInTheDocument()
  },
}

/** Paid; waiting for the plan to change from free. */
export const Activating: Story = {
  tags: ['state:payment.success.activating'],
  args: { phase: 'activating' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Activating your plan' }),
    ).toBeVisible()
    await expect(page.getByRole('status')).toHaveTextContent(
      'We are switching your account to Premium',
    )
  },
}

/** The plan is active: plan and email, links to /dashboard and /profile. */
export const Done: Story = {
  tags: ['state:payment.success.done'],
  args: { phase: 'done' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible()
    await expect(page.getByText('Premium', { selector: '[data-slot="badge"]' })).toBeVisible()
    await expect(page.getByText('daniel@example.com')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    )
    await expect(page.getByRole('link', { name: 'View subscription' })).toHaveAttribute(
      'href',
      '/profile',
    )
  },
}

/** The session was not paid (left open or expired). */
export const Failed: Story = {
  tags: ['state:payment.success.failed'],
  args: { phase: 'failed' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expectFailureLinks(page)
    await expect(page.getByRole('alert')).toHaveTextContent(
      'This checkout was not completed, so your plan has not changed.',
    )
  },
}

/** The status call failed, or the plan did not change within 30 seconds. */
export const Unverified: Story = {
  tags: ['state:payment.success.unverified'],
  args: { phase: 'unverified' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expectFailureLinks(page)
    await expect(page.getByRole('alert')).toHaveTextContent(
      'Unable to verify payment. Please contact support if this persists.',
    )
  },
}

/** The address has no session_id. */
export const MissingSession: Story = {
  tags: ['state:payment.success.missing-session'],
  args: { phase: 'missing-session' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expectFailureLinks(page)
    await expect(page.getByRole('alert')).toHaveTextContent('Missing session_id in URL.')
  },
}

export const DoneMobile: Story = {
  ...Done,
  tags: [],
  globals: { viewport: { value: 'mobile', isRotated: false } },
}

export const DoneRussian: Story = {
  args: { phase: 'done', plan: 'pro' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { name: 'Оплата прошла успешно' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Посмотреть подписку' })).toBeVisible()
  },
}

export const UnverifiedSpanish: Story = {
  args: { phase: 'unverified' },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { name: 'La verificación ha fallado' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Volver a precios' })).toBeVisible()
  },
}
