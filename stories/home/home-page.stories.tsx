import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { isLanguage } from '../../src/i18n/settings.ts'
import { launchCatalog } from '../../src/mocks/fixtures/plans.ts'
import { HomePage } from '../../src/ui/home/home-page.tsx'

const meta = {
  title: 'Home/Page',
  component: HomePage,
  tags: ['screen'],
  args: { signedIn: false, language: 'en', plans: launchCatalog.plans },
  parameters: { layout: 'fullscreen' },
  // Prices follow the toolbar's language, as they follow the interface language in the app.
  render: (args, { globals }) => (
    <HomePage {...args} language={isLanguage(globals.locale) ? globals.locale : 'en'} />
  ),
} satisfies Meta<typeof HomePage>

export default meta
type Story = StoryObj<typeof meta>

function planLinks(canvasElement: HTMLElement) {
  const list = canvasElement.querySelector<HTMLElement>('[data-slot="home-plans"]')
  if (!list) throw new Error('no plan list')
  return within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])
}

/** A visitor: every call to action leads to /signup; free to /signup, premium and pro to /pricing. */
export const SignedOut: Story = {
  tags: ['state:home.signed-out'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Tailor your resume to every job, with the keywords recruiters look for.',
      }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Get started free' })).toHaveAttribute(
      'href',
      '/signup',
    )
    await expect(page.getByRole('link', { name: 'See pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    )
    const features = page.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    for (const name of [
      'Keyword analysis',
      'AI optimization',
      'WYSIWYG editor',
      'Export to Word',
    ]) {
      await expect(features).toContain(name)
    }
    const steps = within(page.getByRole('region', { name: 'How it works' })).getAllByRole(
      'listitem',
    )
    await expect(steps).toHaveLength(3)
    await expect(planLinks(canvasElement)).toEqual([
      ['Start for free', '/signup'],
      ['Choose Premium', '/pricing'],
      ['Choose Pro', '/pricing'],
    ])
    await expect(page.getByRole('link', { name: 'Create your free account' })).toHaveAttribute(
      'href',
      '/signup',
    )
  },
}

/** Signed in: both calls to action go to /dashboard. */
export const SignedIn: Story = {
  tags: ['state:home.signed-in'],
  args: { signedIn: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    )
    await expect(page.getByRole('link', { name: 'Open your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    )
    await expect(page.queryByRole('link', { name: /free account/ })).not.toBeInTheDocument()
    await expect(planLinks(canvasElement)[0]).toEqual(['Start for free', '/signup'])
  },
}

export const SignedOutMobile: Story = {
  ...SignedOut,
  globals: { viewport: { value: 'mobile', isRotated: false } },
}

export const SignedInMobile: Story = {
  ...SignedIn,
  globals: { viewport: { value: 'mobile', isRotated: false } },
}

/** The plan catalogue is on its way: three card outlines. */
export const PlansLoading: Story = {
  args: { plans: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading plans…')
  },
}

const onRetryPlans = fn()

/** The plan catalogue failed to load: the error and a retry. */
export const PlansError: Story = {
  args: { plans: undefined, plansError: true, onRetryPlans },
  play: async ({ canvasElement }) => {
    onRetryPlans.mockClear()
    const alert = within(canvasElement).getByRole('alert')
    await expect(alert).toHaveTextContent('The plans could not be loaded.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(onRetryPlans).toHaveBeenCalledOnce()
  },
}

/** The page in Russian, prices in roubles' style of writing dollars. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('link', { name: 'Начать бесплатно' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Как это работает' })).toBeVisible()
  },
}
