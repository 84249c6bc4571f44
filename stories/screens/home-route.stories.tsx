import type { Meta, StoryObj } from '@storybook/react-vite'
import { Route, Routes } from 'react-router-dom'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { ApiClientProvider } from '../../src/app/api/use-api-client.ts'
import { AuthContext } from '../../src/app/auth/auth-context.ts'
import { authValueOf, VISITOR } from '../../src/app/auth/auth-value-of.ts'
import { Layout } from '../../src/app/layout.tsx'
import { HomeRoute } from '../../src/app/routes/home/home-route.tsx'
import { withDefaults } from '../../src/mocks/handlers/all.ts'
import { plansHandlers } from '../../src/mocks/handlers/plans.ts'

/** A visitor: the auth state the home page reads, with every action a spy. */
const visitor = authValueOf(VISITOR, (result) => fn(async () => result))

/**
 * The home route as the app mounts it, inside the layout (navbar and footer), against the MSW API:
 * it reads GET /api/plans through the app's API client and TanStack Query, and renders the pure
 * components. Each story picks the plans scenario.
 */
const meta = {
  title: 'Home/Screen',
  component: HomeRoute,
  tags: ['screen'],
  parameters: { layout: 'fullscreen', route: '/' },
  render: () => (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={<HomeRoute />} />
      </Route>
    </Routes>
  ),
  decorators: [
    (Story) => (
      <ApiClientProvider>
        <AuthContext.Provider value={visitor}>
          <Story />
        </AuthContext.Provider>
      </ApiClientProvider>
    ),
  ],
} satisfies Meta<typeof HomeRoute>

export default meta
type Story = StoryObj<typeof meta>

const price = (card: HTMLElement) =>
  card.querySelector('[data-slot="plan-summary-price"]')?.textContent

function cardOf(canvasElement: HTMLElement, name: string): HTMLElement {
  const heading = within(canvasElement).getByRole('heading', { level: 3, name })
  const card = heading.closest('article')
  if (!card) throw new Error(`no card for ${name}`)
  return card
}

/** The plans load when their section nears the viewport, as they do for a reader who scrolls. */
function scrollToPlans(canvasElement: HTMLElement) {
  within(canvasElement)
    .getByRole('heading', { level: 2, name: 'Plans and prices' })
    .scrollIntoView({ block: 'center' })
}

/** The launch catalogue: $0, $9.99 and $19.99 a month. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Tailor your resume to every job, with the keywords recruiters look for.',
      }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'JobFit' })).toHaveAttribute('href', '/')
    await expect(page.getByRole('link', { name: 'Get started free' })).toHaveAttribute(
      'href',
      '/signup',
    )
    await expect(page.getByRole('contentinfo')).toBeInTheDocument()
    scrollToPlans(canvasElement)
    await expect(await page.findByRole('heading', { level: 3, name: 'Premium' })).toBeVisible()
    await expect(price(cardOf(canvasElement, 'Free'))).toBe('$0')
    await expect(price(cardOf(canvasElement, 'Premium'))).toBe('$9.99')
    await expect(price(cardOf(canvasElement, 'Pro'))).toBe('$19.99')
    await expect(within(cardOf(canvasElement, 'Premium')).getByText('Popular')).toBeVisible()
    await expect(within(cardOf(canvasElement, 'Pro')).getByText('Beta')).toBeVisible()
  },
}

/** The catalogue is on its way: three card outlines under the heading. */
export const Loading: Story = {
  parameters: { msw: { handlers: withDefaults(plansHandlers.slow) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    scrollToPlans(canvasElement)
    await expect(page.getByRole('status')).toHaveTextContent('Loading plans…')
    await expect(page.getByRole('heading', { level: 2, name: 'Plans and prices' })).toBeVisible()
    await expect(page.queryByRole('heading', { level: 3, name: 'Premium' })).not.toBeInTheDocument()
  },
}

/** GET /api/plans answers 500: the error and a retry button. */
export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: withDefaults(plansHandlers.error) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    scrollToPlans(canvasElement)
    const alert = await page.findByRole('alert')
    await expect(alert).toHaveTextContent('The plans could not be loaded.')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled()
    await expect(page.queryByRole('heading', { level: 3, name: 'Premium' })).not.toBeInTheDocument()
  },
}

/** PLAN_CATALOG=v1-2025-10-02: pro at $29.99 with unlimited generations. */
export const V1Catalog: Story = {
  name: 'v1 catalogue',
  parameters: { msw: { handlers: withDefaults(plansHandlers.v1) } },
  play: async ({ canvasElement }) => {
    scrollToPlans(canvasElement)
    await within(canvasElement).findByRole('heading', { level: 3, name: 'Pro' })
    const pro = cardOf(canvasElement, 'Pro')
    await expect(price(pro)).toBe('$29.99')
    await expect(within(pro).getByText('Unlimited AI generations')).toBeVisible()
    await expect(
      within(cardOf(canvasElement, 'Premium')).getByText('200 AI generations a month'),
    ).toBeVisible()
  },
}

/** The language picker switches the page at once: Español, then back to English. */
export const SwitchLanguage: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    scrollToPlans(canvasElement)
    await page.findByRole('heading', { level: 3, name: 'Premium' })
    await userEvent.click(page.getByRole('button', { name: 'Language: English, EN' }))
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Español' }))
    await waitFor(() =>
      expect(page.getByRole('heading', { level: 2, name: 'Planes y precios' })).toBeVisible(),
    )
    await expect(price(cardOf(canvasElement, 'Premium'))?.replace(/\s/g, ' ')).toBe('9,99 US$')
    await expect(page.getByRole('button', { name: 'Idioma: Español, ES' })).toBeVisible()

    // Storybook shares one i18n instance between stories: leave it in English.
    await userEvent.click(page.getByRole('button', { name: 'Idioma: Español, ES' }))
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'English' }))
    await waitFor(() =>
      expect(page.getByRole('heading', { level: 2, name: 'Plans and prices' })).toBeVisible(),
    )
  },
}

export const Mobile: Story = {
  ...Success,
  globals: { viewport: { value: 'mobile', isRotated: false } },
}

export const Tablet: Story = {
  ...Success,
  globals: { viewport: { value: 'tablet', isRotated: false } },
}
