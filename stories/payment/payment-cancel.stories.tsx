import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PaymentCancel } from '../../src/ui/payment/payment-cancel.tsx'

/** /payment/cancel (spec §2): 'Checkout canceled', the optional reason, not charged, two links. */
const meta = {
  title: 'Payment/Cancel',
  component: PaymentCancel,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  args: { reason: null },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout canceled' })).toBeVisible()
    await expect(page.getByText(/Your card was not charged\./)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    )
    await expect(page.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/')
  },
} satisfies Meta<typeof PaymentCancel>

export default meta
type Story = StoryObj<typeof meta>

/** With the `reason` of the address. */
export const WithReason: Story = {
  tags: ['state:payment.cancel.reason'],
  args: { reason: 'You closed the checkout page.' },
  play: async (context) => {
    await meta.play(context)
    await expect(
      within(context.canvasElement).getByText('Reason: You closed the checkout page.'),
    ).toBeVisible()
  },
}

/** Without one. */
export const WithoutReason: Story = {
  tags: ['state:payment.cancel.no-reason'],
  play: async (context) => {
    await meta.play(context)
    await expect(within(context.canvasElement).queryByText(/^Reason:/)).not.toBeInTheDocument()
  },
}

export const WithReasonMobile: Story = {
  ...WithReason,
  tags: [],
  globals: { viewport: { value: 'mobile', isRotated: false } },
}

export const WithReasonRussian: Story = {
  args: { reason: 'Карта отклонена' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { name: 'Оплата отменена' })).toBeVisible()
    await expect(page.getByText('Причина: Карта отклонена')).toBeVisible()
  },
}

export const WithoutReasonSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { name: 'Pago cancelado' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Volver a precios' })).toBeVisible()
  },
}
