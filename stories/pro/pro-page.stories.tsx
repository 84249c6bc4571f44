import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import {
  proFeatures,
  usageLimits,
  usageSummary,
  usageSummaryEmpty,
} from '../../src/mocks/fixtures/pro.ts'
import { ProPageStory } from './pro-page-story.tsx'

const ready = <T,>(data: T) => ({ status: 'ready', data }) as const

const meta = {
  title: 'Pro/Page',
  component: ProPageStory,
  tags: ['screen'],
  args: {
    summary: ready(usageSummary),
    limits: ready(usageLimits.pro),
    features: ready(proFeatures.features),
  },
} satisfies Meta<typeof ProPageStory>

export default meta
type Story = StoryObj<typeof meta>

/** Not on pro: the plan gate's upgrade box under the page heading. */
export const Gated: Story = {
  tags: ['state:pro.gated'],
  args: { plan: 'premium' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { name: 'Pro Dashboard' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Pro Plan Required' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute(
      'href',
      '/pricing',
    )
    await expect(page.queryByRole('tablist')).not.toBeInTheDocument()
  },
}

/** The overview: 30-day usage with its chart, remaining of limit, 6 of the 7 features, the tiles. */
export const Overview: Story = {
  tags: ['state:pro.overview', 'state:pro.overview.remaining'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const usage = page.getByRole('region', { name: 'Usage in the last 30 days' })
    await expect(within(usage).getByText('37')).toBeVisible()
    await expect(within(usage).getByText('Bulk generation')).toBeVisible()
    await expect(page.getByText('14 of 20 generations remaining this month')).toBeVisible()
    await expect(page.getByRole('progressbar', { name: 'Generations used' })).toHaveAttribute(
      'aria-valuetext',
      '6 / 20',
    )
    const features = page.getByRole('region', { name: 'Pro features' })
    await expect(within(features).getAllByRole('listitem')).toHaveLength(6)
  },
}

/** Unlimited plan: the notice instead of a bar. */
export const Unlimited: Story = {
  tags: ['state:pro.overview.unlimited'],
  args: { limits: ready(usageLimits.proUnlimited) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText('Unlimited generations')).toBeVisible()
    await expect(page.queryByRole('progressbar')).not.toBeInTheDocument()
  },
}

/** Nothing used yet this month. */
export const NoUsage: Story = {
  args: { summary: ready(usageSummaryEmpty) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No actions yet/)).toBeVisible()
  },
}

/** Everything still loading: skeletons with a status name. */
export const Loading: Story = {
  tags: ['state:pro.overview.loading'],
  args: {
    summary: { status: 'loading' },
    limits: { status: 'loading' },
    features: { status: 'loading' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status', { name: 'Loading…' })).toHaveLength(3)
  },
}

/** A quick-action tile opens its tab; the arrow keys move between tabs. */
export const QuickAction: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByRole('button', { name: /^LinkedIn import/ }))
    await expect(page.getByRole('tab', { name: 'LinkedIn' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(page.getByLabelText('LinkedIn profile URL')).toBeVisible()
    page.getByRole('tab', { name: 'LinkedIn' }).focus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(page.getByRole('tab', { name: /Plagiarism/ })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  },
}

/** A phone: the tabs scroll sideways, the panels stack. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
}
