import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { TestPaymentsRibbon } from '../../src/ui/shell/test-payments-ribbon.tsx'

const meta = {
  title: 'Shell/Test payments ribbon',
  component: TestPaymentsRibbon,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TestPaymentsRibbon>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The operator chose test payments (CHECKOUT_MODE=test): every page says that payments are not
 * real and which card pays. A polite status in the page's flow, not an alert over it.
 */
export const Default: Story = {
  tags: ['state:shell.test-payments-ribbon'],
  play: async ({ canvasElement }) => {
    const ribbon = within(canvasElement).getByRole('status')
    await expect(ribbon).toHaveTextContent(
      'Test mode: payments are not real. Use card 4242 4242 4242 4242.',
    )
    await expect(ribbon).toHaveStyle({ position: 'static' })
  },
}

/** At 360 px the text wraps, the card number stays on one line. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const ribbon = within(canvasElement).getByRole('status')
    await expect(ribbon.scrollWidth).toBeLessThanOrEqual(ribbon.clientWidth)
  },
}

/** The longest of the three languages, at 360 px. */
export const RussianMobile: Story = {
  globals: { locale: 'ru', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Тестовый режим: платежи не настоящие. Используйте карту 4242 4242 4242 4242.',
    )
  },
}
