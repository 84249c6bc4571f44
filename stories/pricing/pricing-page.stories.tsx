import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { isLanguage } from '../../src/i18n/settings.ts'
import { launchCatalog, v1Catalog } from '../../src/mocks/fixtures/plans.ts'
import { PricingPage } from '../../src/ui/pricing/pricing-page.tsx'

type Canvas = ReturnType<typeof within>

const cardOf = (page: Canvas, name: string) =>
  within(page.getByRole('heading', { level: 3, name }).closest('article') as HTMLElement)

/**
 * /pricing as a pure screen: the catalogue, the auth state and the checkout state come in as props.
 * Prices follow the toolbar's language, as they follow the interface language in the app.
 */
const meta = {
  title: 'Pricing/Page',
  component: PricingPage,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  args: {
    catalog: launchCatalog,
    language: 'en',
    signedIn: false,
    currentPlan: null,
    busy: null,
    checkoutError: null,
    onChoose: fn(),
    onRetry: fn(),
  },
  render: (args, { globals }) => (
    <PricingPage {...args} language={isLanguage(globals.locale) ? globals.locale : 'en'} />
  ),
} satisfies Meta<typeof PricingPage>

export default meta
type Story = StoryObj<typeof meta>

/** A visitor: three cards, premium popular, pro beta; free leads to /signin, paid plans to checkout. */
export const SignedOut: Story = {
  tags: ['state:pricing.signed-out'],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible()
    const headings = page.getAllByRole('heading', { level: 3 })
    await expect(headings.map((heading) => heading.textContent)).toEqual(['Free', 'Premium', 'Pro'])
    await expect(cardOf(page, 'Premium').getByText('Popular')).toBeVisible()
    await expect(cardOf(page, 'Pro').getByText('Beta')).toBeVisible()
    await expect(cardOf(page, 'Premium').getByText('$9.99')).toBeVisible()
    await expect(cardOf(page, 'Pro').getByText('$19.99')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/signin')
    await expect(page.queryByText('Current plan')).not.toBeInTheDocument()
    await expect(page.getByText('7-day money-back guarantee on every paid plan.')).toBeVisible()
    await expect(
      page.getByText('Cancel any time: you keep your plan until the end of the billing period.'),
    ).toBeVisible()
    // The monthly/yearly choice exists only where the catalogue sells yearly prices.
    await expect(page.queryByRole('group', { name: 'Billing period' })).not.toBeInTheDocument()
    await userEvent.click(page.getByRole('button', { name: 'Choose Premium' }))
    await expect(args.onChoose).toHaveBeenCalledWith({ plan: 'premium', period: 'monthly' })
  },
}

/** A signed-in free user: free is the current plan and its button goes to /dashboard. */
export const SignedInFree: Story = {
  tags: ['state:pricing.signed-in.free'],
  args: { signedIn: true, currentPlan: 'free' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const free = cardOf(page, 'Free')
    await expect(free.getByText('Current plan')).toBeVisible()
    await expect(free.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    )
    await expect(page.getByRole('button', { name: 'Upgrade to Premium' })).toBeEnabled()
    await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toBeEnabled()
    await expect(page.queryByRole('link', { name: 'Get started' })).not.toBeInTheDocument()
  },
}

/** Premium is the user's plan: marked, and managed from the profile; pro is an upgrade. */
export const CurrentPremium: Story = {
  tags: ['state:pricing.current.premium'],
  args: { signedIn: true, currentPlan: 'premium' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const premium = cardOf(page, 'Premium')
    await expect(premium.getByText('Current plan')).toBeVisible()
    await expect(premium.getByRole('link', { name: 'Manage subscription' })).toHaveAttribute(
      'href',
      '/profile',
    )
    await expect(premium.queryByRole('button')).not.toBeInTheDocument()
    await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toBeEnabled()
    await expect(page.getAllByText('Current plan')).toHaveLength(1)
  },
}

/** Pro is the user's plan. */
export const CurrentPro: Story = {
  tags: ['state:pricing.current.pro'],
  args: { signedIn: true, currentPlan: 'pro' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const pro = cardOf(page, 'Pro')
    await expect(pro.getByText('Current plan')).toBeVisible()
    await expect(pro.getByRole('link', { name: 'Manage subscription' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Choose Premium' })).toBeEnabled()
    await expect(cardOf(page, 'Premium').queryByText('Current plan')).not.toBeInTheDocument()
  },
}

/** Checkout requested for premium: its button is busy, the other paid choice waits. */
export const CheckoutBusy: Story = {
  tags: ['state:pricing.checkout.busy'],
  args: { signedIn: true, currentPlan: 'free', busy: { plan: 'premium', period: 'monthly' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const busy = cardOf(page, 'Premium').getByRole('button', { name: 'Redirecting to checkout…' })
    await expect(busy).toBeDisabled()
    await expect(busy).toHaveAttribute('aria-busy', 'true')
    await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toBeDisabled()
  },
}

/** Every checkout variant failed: the §8 message on the page (the app also toasts it). */
export const CheckoutError: Story = {
  tags: ['state:pricing.checkout.error'],
  args: {
    signedIn: true,
    currentPlan: 'free',
    checkoutError: 'Failed to initiate payment. Please try again.',
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('alert')).toHaveTextContent(
      'Failed to initiate payment. Please try again.',
    )
    await expect(page.getByRole('button', { name: 'Upgrade to Premium' })).toBeEnabled()
  },
}

/** The v1 catalogue: a monthly/yearly choice (yearly saves 20%) and the lifetime deal. */
export const YearlyAndLifetime: Story = {
  args: { catalog: v1Catalog, signedIn: true, currentPlan: 'free' },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(cardOf(page, 'Pro').getByText('$29.99')).toBeVisible()
    await userEvent.click(page.getByRole('radio', { name: /Yearly/ }))
    await expect(page.getByRole('radio', { name: /Yearly/ })).toBeChecked()
    await expect(page.getByText('save 20%')).toBeVisible()
    await expect(cardOf(page, 'Premium').getByText('$96')).toBeVisible()
    await expect(cardOf(page, 'Pro').getByText('$288')).toBeVisible()
    await expect(cardOf(page, 'Pro').getByText('/year')).toBeVisible()
    await expect(cardOf(page, 'Pro').getByText('Unlimited AI generations')).toBeVisible()
    await userEvent.click(page.getByRole('button', { name: 'Upgrade to Pro' }))
    await expect(args.onChoose).toHaveBeenLastCalledWith({ plan: 'pro', period: 'yearly' })
    const lifetime = within(page.getByRole('region', { name: 'Lifetime deal' }))
    await expect(lifetime.getByText('$129')).toBeVisible()
    await expect(lifetime.getByText('25 resume templates')).toBeVisible()
    await userEvent.click(lifetime.getByRole('button', { name: 'Get lifetime access' }))
    await expect(args.onChoose).toHaveBeenLastCalledWith({ plan: 'pro', period: 'lifetime' })
    // Back to monthly from the keyboard: arrow keys move within the group.
    page.getByRole('radio', { name: /Yearly/ }).focus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked()
    await expect(cardOf(page, 'Premium').getByText('$9.99')).toBeVisible()
  },
}

/** The catalogue is loading. */
export const Loading: Story = {
  args: { catalog: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading plans…')
  },
}

/** The catalogue failed to load. */
export const LoadError: Story = {
  args: { catalog: undefined, loadError: true },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert')
    await expect(alert).toHaveTextContent('The plans could not be loaded.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const SignedOutMobile: Story = {
  ...SignedOut,
  tags: [],
  globals: { viewport: { value: 'mobile', isRotated: false } },
}

export const YearlyAndLifetimeTablet: Story = {
  args: { catalog: v1Catalog, signedIn: true, currentPlan: 'premium' },
  globals: { viewport: { value: 'tablet', isRotated: false } },
}

/** Russian: prices written the Russian way (9,99 $), every label translated. */
export const CurrentPremiumRussian: Story = {
  args: { signedIn: true, currentPlan: 'premium', catalog: v1Catalog },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { level: 1, name: 'Тарифы' })).toBeVisible()
    await expect(page.getByText('Текущий тариф')).toBeVisible()
    await expect(page.getByText('9,99 $')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Перейти на Про' })).toBeVisible()
    await expect(page.getByText('25 шаблонов резюме')).toBeVisible()
  },
}

/** Spanish, signed out. */
export const SignedOutSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { level: 1, name: 'Precios' })).toBeVisible()
    await expect(page.getByText('9,99 US$')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Empezar' })).toHaveAttribute('href', '/signin')
  },
}
