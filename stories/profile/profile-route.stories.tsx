import type { Meta, StoryObj } from '@storybook/react-vite'
import { Route, Routes } from 'react-router-dom'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { ApiClientProvider } from '../../src/app/api/use-api-client.ts'
import { AuthContext, type AuthValue } from '../../src/app/auth/auth-context.ts'
import { planTiers } from '../../src/app/auth/plan-tiers.ts'
import { ProfileRoute } from '../../src/app/routes/profile/profile-route.tsx'
import { profiles } from '../../src/mocks/fixtures/users.ts'
import { billingHandlers } from '../../src/mocks/handlers/billing.ts'
import { withDefaults } from '../../src/mocks/handlers/all.ts'
import { usersHandlers } from '../../src/mocks/handlers/users.ts'
import { toast } from '../../src/ui/primitives/toaster.tsx'

/** A signed-in pro user, as the auth provider reports one, with every action a spy. */
function signedIn(profile = profiles.pro): AuthValue {
  return {
    status: 'signedIn',
    signedOutByUser: false,
    user: {
      uid: profile.uid ?? 'uid-1',
      email: profile.email ?? null,
      displayName: profile.display_name ?? null,
      photoURL: null,
      providerId: 'password',
      createdAt: profile.created_at ?? null,
    },
    profile,
    ...planTiers(profile),
    refreshProfile: fn(async () => undefined),
    getIdToken: fn(async () => 'token'),
    signIn: fn(async () => undefined),
    signUp: fn(async () => undefined),
    signInWithGoogle: fn(async () => undefined),
    signOut: fn(async () => undefined),
    sendPasswordReset: fn(async () => undefined),
    verifyResetCode: fn(async () => ''),
    confirmReset: fn(async () => undefined),
    changePassword: fn(async () => undefined),
    changeEmail: fn(async () => undefined),
    deleteAccount: fn(async () => undefined),
  }
}

/**
 * /profile as the app mounts it, against the MSW API: the Subscription and Billing History tabs
 * read GET /users/me/subscription, /users/me/usage-stats, /plans and /users/me/billing-history
 * through the app's client and TanStack Query, and cancelling posts to the cancel endpoint. Each
 * story picks the scenario; `?tab=` opens the tab.
 */
const meta = {
  title: 'Profile/ProfileRoute',
  component: ProfileRoute,
  tags: ['screen'],
  parameters: { layout: 'fullscreen', route: '/profile?tab=subscription' },
  render: () => (
    <Routes>
      <Route path="/profile" element={<ProfileRoute />} />
    </Routes>
  ),
  decorators: [
    (Story, { parameters }) => (
      <ApiClientProvider getToken={async () => 'token'}>
        <AuthContext.Provider value={signedIn(parameters.profile as typeof profiles.pro)}>
          <Story />
        </AuthContext.Provider>
      </ApiClientProvider>
    ),
  ],
  beforeEach: () => {
    toast.remove()
    return () => toast.remove()
  },
} satisfies Meta<typeof ProfileRoute>

export default meta
type Story = StoryObj<typeof meta>

const status = () =>
  within(screen.getByRole('region', { name: 'Status and usage' })).getByText('Status', {
    selector: 'dt',
  }).nextElementSibling

/** The stateful mock: an active pro subscription (14 of 20 generations left). */
export const Subscription: Story = {
  tags: ['state:profile.tab.subscription.pro', 'state:profile.tab.subscription.status.active'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const plan = within(await page.findByRole('region', { name: 'Your plan' }))
    await expect(await plan.findByText('$19.99/month')).toBeVisible()
    await expect(status()).toHaveTextContent('Active')
    await expect(page.getByText('14 generations remaining')).toBeVisible()
  },
}

export const CancelThroughApi: Story = {
  tags: ['state:profile.tab.subscription.cancelled', 'no-visual'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const plan = within(await page.findByRole('region', { name: 'Your plan' }))
    await userEvent.click(plan.getByRole('button', { name: 'Cancel Subscription' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }))
    await expect(await screen.findByText('Subscription cancelled successfully')).toBeVisible()
    await waitFor(() => expect(status()).toHaveTextContent('Cancelled'))
    await expect(page.getByText('Access until December 3, 2025')).toBeVisible()
  },
}

export const CancelErrorFromApi: Story = {
  tags: ['state:profile.tab.subscription.cancel-error', 'no-visual'],
  parameters: { msw: { handlers: withDefaults(billingHandlers.cancelError) } },
  play: async ({ canvasElement }) => {
    const plan = within(await within(canvasElement).findByRole('region', { name: 'Your plan' }))
    await userEvent.click(plan.getByRole('button', { name: 'Cancel Subscription' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to cancel subscription',
    )
  },
}

export const SubscriptionErrorFromApi: Story = {
  tags: ['state:profile.tab.subscription.error', 'no-visual'],
  parameters: { msw: { handlers: withDefaults(billingHandlers.error) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Failed to load subscription details',
    )
  },
}

export const FreeFromApi: Story = {
  tags: [
    'state:profile.tab.subscription.free',
    'state:profile.tab.subscription.upgrade-required',
    'no-visual',
  ],
  parameters: {
    profile: profiles.free,
    msw: { handlers: withDefaults(usersHandlers.free, billingHandlers.free) },
  },
  play: async ({ canvasElement }) => {
    const plan = within(await within(canvasElement).findByRole('region', { name: 'Your plan' }))
    await expect(plan.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute(
      'href',
      '/pricing',
    )
    await expect(within(canvasElement).getByText('Upgrade Required')).toBeVisible()
  },
}

/** History with a refund: paid, refunded and failed rows, newest first. */
export const Billing: Story = {
  tags: ['state:profile.tab.billing.rows'],
  parameters: {
    route: '/profile?tab=billing',
    msw: { handlers: withDefaults(billingHandlers.refunded) },
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Payments' })
    await expect(within(table).getAllByRole('row')).toHaveLength(5)
    await expect(within(table).getByText('Refunded')).toBeVisible()
  },
}

export const BillingEmptyFromApi: Story = {
  tags: ['state:profile.tab.billing.empty', 'no-visual'],
  parameters: {
    route: '/profile?tab=billing',
    msw: { handlers: withDefaults(billingHandlers.empty) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'No billing history available. Billing information will appear here after your first payment.',
      ),
    ).toBeVisible()
  },
}

export const BillingErrorFromApi: Story = {
  tags: ['state:profile.tab.billing.error', 'no-visual'],
  parameters: {
    route: '/profile?tab=billing',
    msw: { handlers: withDefaults(billingHandlers.error) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Failed to load billing history',
    )
  },
}

/** "Download my data" through the app's client: the MSW ZIP is saved, a toast confirms it. */
export const DataExportThroughApi: Story = {
  tags: ['state:profile.tab.danger.export', 'no-visual'],
  parameters: { route: '/profile?tab=danger' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(await page.findByRole('button', { name: 'Download my data' }))
    await expect(await screen.findByText('Your data was downloaded')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Download my data' })).toBeEnabled()
  },
}

/** The archive is slow to come: the button stays busy and disabled meanwhile. */
export const DataExportingFromApi: Story = {
  tags: ['state:profile.tab.danger.exporting', 'no-visual'],
  parameters: {
    route: '/profile?tab=danger',
    msw: { handlers: withDefaults(usersHandlers.exportSlow) },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(await page.findByRole('button', { name: 'Download my data' }))
    const busy = await page.findByRole('button', { name: 'Preparing your data…' })
    await expect(busy).toBeDisabled()
    await expect(busy).toHaveAttribute('aria-busy', 'true')
  },
}

/** The server fails the export: the Danger Zone says what to do, and trying again is offered. */
export const DataExportErrorFromApi: Story = {
  tags: ['state:profile.tab.danger.export-error', 'no-visual'],
  parameters: {
    route: '/profile?tab=danger',
    msw: { handlers: withDefaults(usersHandlers.exportError) },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(await page.findByRole('button', { name: 'Download my data' }))
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'Your data could not be downloaded.',
    )
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}
