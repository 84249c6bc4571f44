import type { Meta, StoryObj } from '@storybook/react-vite'
import { Route, Routes, useLocation } from 'react-router-dom'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { PricingRoute } from '../../src/app/routes/pricing/pricing-route.tsx'
import { withDefaults } from '../../src/mocks/handlers/all.ts'
import { paymentsHandlers } from '../../src/mocks/handlers/payments.ts'
import { plansHandlers } from '../../src/mocks/handlers/plans.ts'
import { toast } from '../../src/ui/primitives/toaster.tsx'
import { withStoryAuth } from '../bio/story-auth.tsx'

/** Stands in for /signin: shows where the visitor was sent and what it will come back to. */
function SignInStandIn() {
  const location = useLocation()
  const from = (location.state as { from?: { pathname?: string } } | null)?.from?.pathname
  return <p>Sign-in page, back to {from ?? 'nowhere'}</p>
}

/**
 * /pricing as the app mounts it, against the MSW API: the catalogue from GET /api/plans, the
 * checkout call with its fallbacks, and the toast. `parameters.plan` picks the user ('visitor' is
 * signed out); `assignLocation` is a spy, so the story never leaves for the checkout.
 */
const meta = {
  title: 'Pricing/Screen',
  component: PricingRoute,
  tags: ['screen'],
  args: { assignLocation: fn() },
  parameters: { layout: 'fullscreen', route: '/pricing', plan: 'free' },
  decorators: [withStoryAuth],
  render: (args) => (
    <Routes>
      <Route path="/pricing" element={<PricingRoute {...args} />} />
      <Route path="/signin" element={<SignInStandIn />} />
    </Routes>
  ),
  // Toasts live in a store shared by every story: start each one without the last one's.
  beforeEach: () => {
    toast.remove()
  },
} satisfies Meta<typeof PricingRoute>

export default meta
type Story = StoryObj<typeof meta>

/** A visitor chooses a paid plan: off to /signin, to come back to /pricing. */
export const VisitorChoosesPaidPlan: Story = {
  tags: ['state:pricing.signed-out', 'no-visual'],
  parameters: { plan: 'visitor' },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/signin',
    )
    await userEvent.click(page.getByRole('button', { name: 'Choose Pro' }))
    await expect(await page.findByText('Sign-in page, back to /pricing')).toBeVisible()
    await expect(args.assignLocation).not.toHaveBeenCalled()
  },
}

/** A free user upgrades: POST checkout-session with this origin, then the browser goes to its address. */
export const CheckoutRedirects: Story = {
  tags: ['state:pricing.signed-in.free', 'no-visual'],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.click(await page.findByRole('button', { name: 'Upgrade to Premium' }))
    await waitFor(() => expect(args.assignLocation).toHaveBeenCalledOnce())
    await expect(args.assignLocation).toHaveBeenCalledWith(
      expect.stringMatching(
        new RegExp(`^${window.location.origin}/payment/success\\?session_id=cs_test_mock_`),
      ),
    )
    // Leaving for the checkout: the button stays busy until the page goes.
    await expect(page.getByRole('button', { name: 'Redirecting to checkout…' })).toBeDisabled()
  },
}

/** The checkout call is slow: the chosen button is busy, the other waits. */
export const CheckoutBusy: Story = {
  tags: ['state:pricing.checkout.busy', 'no-visual'],
  parameters: { msw: { handlers: withDefaults(paymentsHandlers.slow) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(await page.findByRole('button', { name: 'Upgrade to Pro' }))
    const busy = await page.findByRole('button', { name: 'Redirecting to checkout…' })
    await expect(busy).toHaveAttribute('aria-busy', 'true')
    await expect(page.getByRole('button', { name: 'Upgrade to Premium' })).toBeDisabled()
  },
}

/** Every checkout variant fails: the §8 toast, and the message stays on the page. */
export const CheckoutFails: Story = {
  tags: ['state:pricing.checkout.error', 'no-visual'],
  parameters: { msw: { handlers: withDefaults(paymentsHandlers.error) } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.click(await page.findByRole('button', { name: 'Upgrade to Premium' }))
    await waitFor(() =>
      expect(screen.getAllByText('Failed to initiate payment. Please try again.')).toHaveLength(2),
    )
    await expect(page.getByRole('button', { name: 'Upgrade to Premium' })).toBeEnabled()
    await expect(args.assignLocation).not.toHaveBeenCalled()
  },
}

/** A premium user on the v1 catalogue: yearly prices and the lifetime deal from GET /api/plans. */
export const V1CataloguePremiumUser: Story = {
  tags: ['state:pricing.current.premium'],
  parameters: { plan: 'premium', msw: { handlers: withDefaults(plansHandlers.v1) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('region', { name: 'Lifetime deal' })).toBeVisible()
    await expect(page.getByText('Current plan')).toBeVisible()
    await expect(page.getByRole('group', { name: 'Billing period' })).toBeVisible()
  },
}

/** The catalogue does not load: an error with a retry. */
export const CatalogueError: Story = {
  parameters: { msw: { handlers: withDefaults(plansHandlers.error) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The plans could not be loaded.'),
    ).toBeVisible()
  },
}
