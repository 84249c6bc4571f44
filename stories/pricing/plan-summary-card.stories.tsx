import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { isLanguage } from '../../src/i18n/settings.ts'
import { launchCatalog, v1Catalog } from '../../src/mocks/fixtures/plans.ts'
import { PlanSummaryCard } from '../../src/ui/pricing/plan-summary-card.tsx'
import {
  PlanSummaryError,
  PlanSummaryList,
  PlanSummaryListSkeleton,
} from '../../src/ui/pricing/plan-summary-list.tsx'

// Prices follow the toolbar's language, as they follow the interface language in the app.
const meta = {
  title: 'Pricing/Plan summary',
  component: PlanSummaryCard,
  args: { plan: 'free', offer: launchCatalog.plans.free, language: 'en' },
  argTypes: { plan: { control: 'inline-radio', options: ['free', 'premium', 'pro'] } },
  render: (args, { globals }) => (
    <PlanSummaryCard {...args} language={isLanguage(globals.locale) ? globals.locale : 'en'} />
  ),
  // One card in a card's width; the list and its states (`parameters.wide`) in a page's width.
  decorators: [
    (Story, { parameters }) => (
      <div className={parameters.wide ? 'w-full max-w-6xl' : 'max-w-sm'}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlanSummaryCard>

export default meta
type Story = StoryObj<typeof meta>

/** Launch catalogue: free, no AI generations, keyword analysis only. */
export const Free: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
    await expect(card.getByRole('heading', { level: 3, name: 'Free' })).toBeVisible()
    await expect(card.getByText('$0')).toBeVisible()
    await expect(card.getByText('/month')).toBeVisible()
    await expect(card.getByText('No AI generations')).toBeVisible()
    const features = card.getByRole('list', { name: 'What the Free plan includes' })
    await expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Keyword analysis'])
    await expect(card.queryByText('Popular')).not.toBeInTheDocument()
  },
}

/** Marked popular and highlighted; one AI generation a month (singular). */
export const Premium: Story = {
  args: { plan: 'premium', offer: launchCatalog.plans.premium },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
    await expect(card.getByText('Popular')).toBeVisible()
    await expect(card.getByText('$9.99')).toBeVisible()
    await expect(card.getByText('1 AI generation a month')).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="plan-summary-card"]')).toHaveAttribute(
      'data-highlighted',
      'true',
    )
  },
}

/** Marked beta; twenty generations and every feature. */
export const Pro: Story = {
  args: { plan: 'pro', offer: launchCatalog.plans.pro },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
    await expect(card.getByText('Beta')).toBeVisible()
    await expect(card.getByText('$19.99')).toBeVisible()
    await expect(card.getByText('20 AI generations a month')).toBeVisible()
    await expect(card.getByText('Plagiarism check')).toBeVisible()
  },
}

/** The v1 catalogue's pro: no cap on generations. */
export const Unlimited: Story = {
  args: { plan: 'pro', offer: v1Catalog.plans.pro },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
    await expect(card.getByText('$29.99')).toBeVisible()
    await expect(card.getByText('Unlimited AI generations')).toBeVisible()
  },
}

/** All three plans side by side (one column on phones). */
export const List: Story = {
  parameters: { wide: true },
  render: (_args, { globals }) => (
    <PlanSummaryList
      plans={launchCatalog.plans}
      language={isLanguage(globals.locale) ? globals.locale : 'en'}
    />
  ),
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement).getAllByRole('heading', { level: 3 })
    await expect(headings.map((heading) => heading.textContent)).toEqual(['Free', 'Premium', 'Pro'])
  },
}

export const ListMobile: Story = {
  ...List,
  globals: { viewport: { value: 'mobile', isRotated: false } },
}

/** Three card outlines while the catalogue loads; screen readers hear "Loading plans…". */
export const Loading: Story = {
  parameters: { wide: true },
  render: () => <PlanSummaryListSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading plans…')
  },
}

const onRetry = fn()

/** The catalogue failed to load: an error and a button to try again. */
export const LoadError: Story = {
  parameters: { wide: true },
  render: () => <PlanSummaryError onRetry={onRetry} />,
  play: async ({ canvasElement }) => {
    onRetry.mockClear()
    const alert = within(canvasElement).getByRole('alert')
    await expect(alert).toHaveTextContent('The plans could not be loaded.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(onRetry).toHaveBeenCalledOnce()
  },
}

/** A retry under way: the button is busy and cannot be pressed twice. */
export const Retrying: Story = {
  parameters: { wide: true },
  render: () => <PlanSummaryError onRetry={onRetry} retrying />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Try again' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}
