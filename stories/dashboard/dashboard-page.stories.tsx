import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { Resume } from '../../src/contract/resumes.ts'
import type { UsageStats } from '../../src/contract/users.ts'
import { isLanguage } from '../../src/i18n/settings.ts'
import { resumes } from '../../src/mocks/fixtures/resumes.ts'
import { DashboardPage } from '../../src/ui/dashboard/dashboard-page.tsx'

const maria = { displayName: 'Maria Lopez', email: 'maria.lopez@example.com' }

const usage = (plan: UsageStats['plan'], used: number, limit: number | null): UsageStats => ({
  plan,
  generations_used_this_month: used,
  generation_limit: limit,
  generations_remaining: limit === null ? null : Math.max(0, limit - used),
  reset_date: '2026-12-01',
})

function resumeAt(index: number): Resume {
  const resume = resumes[index]
  if (!resume) throw new Error(`No resume fixture at ${index}`)
  return resume
}

// Seven resumes, given oldest first, so the page must pick and order the five newest itself.
const older: Resume[] = [
  {
    ...resumeAt(1),
    id: '6d0e2f11-3a4b-4c5d-8e6f-7a8b9c0d1e06',
    title: 'Frontend Developer - Litware',
    created_at: '2025-07-14T10:00:00.000Z',
  },
  {
    ...resumeAt(2),
    id: '7e1f3a22-4b5c-4d6e-9f70-8b9c0d1e2f07',
    title: 'Web Engineer - Adventure Works',
    created_at: '2025-06-02T10:00:00.000Z',
  },
]
const sevenResumes = [...older, ...resumes].reverse()

const meta = {
  title: 'Dashboard/Page',
  component: DashboardPage,
  tags: ['screen'],
  args: {
    user: maria,
    plan: 'premium',
    status: 'success',
    usage: usage('premium', 3, 10),
    resumes,
    language: 'en',
    onRetry: fn(),
    onViewResume: fn(),
  },
  // Dates follow the toolbar's language, as they follow the interface language in the app.
  render: (args, { globals }) => (
    <DashboardPage {...args} language={isLanguage(globals.locale) ? globals.locale : 'en'} />
  ),
  decorators: [
    (Story) => (
      <div className="mx-auto w-full max-w-6xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DashboardPage>

export default meta
type Story = StoryObj<typeof meta>

function stat(canvasElement: HTMLElement, key: string) {
  const card = canvasElement.querySelector<HTMLElement>(`[data-stat="${key}"]`)
  if (!card) throw new Error(`No stat card ${key}`)
  return card
}

function value(canvasElement: HTMLElement, key: string) {
  return stat(canvasElement, key).querySelector('[data-slot="stat-value"]')
}

function toneOf(canvasElement: HTMLElement) {
  return canvasElement
    .querySelector('[data-slot="generations-card"] [data-slot="progress"]')
    ?.getAttribute('data-tone')
}

/**
 * Premium: the header with 'New Resume', the four stat cards, the five newest resumes with
 * 'View all', and the quick cards (the 'Free Analysis' one without a link).
 */
export const Premium: Story = {
  tags: [
    'state:dashboard.premium',
    'state:dashboard.usage-bar.green',
    'state:dashboard.recent.list',
  ],
  args: { resumes: sevenResumes },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Welcome back, Maria Lopez!',
    )
    await expect(page.getByText('Premium')).toBeVisible()
    await expect(page.getByRole('link', { name: 'New Resume' })).toHaveAttribute('href', '/resumes')

    await expect(page.getByRole('region', { name: 'Total Resumes' })).toBeVisible()
    await expect(value(canvasElement, 'total')).toHaveTextContent('7')
    await expect(value(canvasElement, 'optimized')).toHaveTextContent('3')
    await expect(stat(canvasElement, 'optimized')).toHaveTextContent('of 7 resumes')
    // (64 + 86 + 64 + 79 + 91) / 5 scored resumes = 76.8, shown as 77% in the yellow band.
    await expect(value(canvasElement, 'average-match')).toHaveTextContent('77')
    await expect(stat(canvasElement, 'average-match')).toHaveAttribute('data-tone', 'warning')
    await expect(within(stat(canvasElement, 'average-match')).getByText('Fair match')).toBeVisible()

    const generations = within(page.getByRole('region', { name: 'AI Generations' }))
    await expect(generations.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 / 10')
    await expect(toneOf(canvasElement)).toBe('success')
    await expect(generations.getByText('Resets on December 1, 2026')).toBeVisible()
    await expect(page.queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument()
    await expect(page.queryByRole('alert')).not.toBeInTheDocument()

    const recent = within(page.getByRole('region', { name: 'Recent Resumes' }))
    const items = recent.getAllByRole('listitem')
    await expect(items).toHaveLength(5)
    await expect(items[0]).toHaveTextContent('Senior Frontend Engineer - Northwind')
    await expect(items[0]).toHaveTextContent('Created November 3, 2025')
    await expect(items[0]).toHaveTextContent('Fit score 86')
    await expect(items[4]).toHaveTextContent('Product Engineer - Fabrikam Logistics')
    await expect(recent.queryByText('Frontend Developer - Litware')).not.toBeInTheDocument()
    await expect(recent.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/resumes')

    // A recent resume opens from the keyboard.
    const first = recent.getByRole('button', { name: 'Senior Frontend Engineer - Northwind' })
    first.focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onViewResume).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Senior Frontend Engineer - Northwind' }),
    )

    const quick = within(page.getByRole('region', { name: 'Quick actions' }))
    await expect(quick.getByRole('link', { name: 'My Resumes' })).toHaveAttribute(
      'href',
      '/resumes',
    )
    await expect(quick.getByRole('link', { name: 'Plans & Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    )
    await expect(quick.getByText('Free Analysis')).toBeVisible()
    await expect(quick.queryByRole('link', { name: 'Free Analysis' })).not.toBeInTheDocument()
    await expect(quick.getAllByRole('link')).toHaveLength(2)
  },
}

/** Free: 'Upgrade' on the generations card, no quota warning. */
export const Free: Story = {
  tags: ['state:dashboard.free'],
  args: { plan: 'free', usage: usage('free', 0, 0) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText('Free', { exact: true })).toBeVisible()
    const card = within(page.getByRole('region', { name: 'AI Generations' }))
    await expect(card.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing')
    await expect(page.queryByRole('alert')).not.toBeInTheDocument()
  },
}

/** Pro: the pro badge; a high average match is green. */
export const Pro: Story = {
  tags: ['state:dashboard.pro'],
  args: {
    plan: 'pro',
    usage: usage('pro', 4, 20),
    resumes: resumes.filter((resume) => (resume.match_score ?? 0) >= 79),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText('Pro', { exact: true })).toBeVisible()
    await expect(value(canvasElement, 'average-match')).toHaveTextContent('85')
    await expect(stat(canvasElement, 'average-match')).toHaveAttribute('data-tone', 'success')
    await expect(page.getByText('16 remaining')).toBeVisible()
  },
}

/** Two left: the low-quota warning above the cards; the bar at 80% is yellow. */
export const QuotaLow: Story = {
  tags: ['state:dashboard.quota.low', 'state:dashboard.usage-bar.yellow'],
  args: { usage: usage('premium', 8, 10) },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert')
    await expect(alert).toHaveTextContent('Running low on AI generations')
    await expect(alert).toHaveTextContent('You have 2 AI generations left this month.')
    await expect(toneOf(canvasElement)).toBe('warning')
  },
}

/** Pro with none left: 'Generation Limit Reached'; the bar is red. */
export const QuotaReached: Story = {
  tags: ['state:dashboard.quota.reached', 'state:dashboard.usage-bar.red'],
  args: { plan: 'pro', usage: usage('pro', 20, 20) },
  play: async ({ canvasElement }) => {
    const alert = within(within(canvasElement).getByRole('alert'))
    await expect(alert.getByText('Generation Limit Reached')).toBeVisible()
    await expect(alert.queryByRole('link')).not.toBeInTheDocument()
    await expect(toneOf(canvasElement)).toBe('danger')
  },
}

/** Premium with none left: the upgrade-to-Pro link. */
export const QuotaPremiumUpgrade: Story = {
  tags: ['state:dashboard.quota.premium-upgrade'],
  args: { usage: usage('premium', 10, 10) },
  play: async ({ canvasElement }) => {
    const alert = within(within(canvasElement).getByRole('alert'))
    await expect(alert.getByText('Generation Limit Reached')).toBeVisible()
    await expect(alert.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/pricing',
    )
  },
}

/** 70% to 89% used: yellow, and no warning yet with 3 left. */
export const UsageYellow: Story = {
  tags: ['state:dashboard.usage-bar.yellow'],
  args: { usage: usage('premium', 7, 10) },
  play: async ({ canvasElement }) => {
    await expect(toneOf(canvasElement)).toBe('warning')
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument()
  },
}

/** 90% or more used: red. */
export const UsageRed: Story = {
  tags: ['state:dashboard.usage-bar.red'],
  args: { plan: 'pro', usage: usage('pro', 18, 20) },
  play: async ({ canvasElement }) => {
    await expect(toneOf(canvasElement)).toBe('danger')
  },
}

/** No resumes yet: zeros, no average, and a way to create the first one. */
export const Empty: Story = {
  tags: ['state:dashboard.recent.empty'],
  args: { plan: 'free', usage: usage('free', 0, 0), resumes: [] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(value(canvasElement, 'total')).toHaveTextContent('0')
    await expect(value(canvasElement, 'optimized')).toHaveTextContent('0')
    await expect(value(canvasElement, 'average-match')).toHaveTextContent('—')
    await expect(stat(canvasElement, 'average-match')).not.toHaveAttribute('data-tone')
    const recent = within(page.getByRole('region', { name: 'Recent Resumes' }))
    await expect(recent.getByRole('heading', { name: 'No resumes yet' })).toBeVisible()
    await expect(recent.getByRole('link', { name: 'Create your first resume' })).toHaveAttribute(
      'href',
      '/resumes',
    )
    await expect(recent.queryByRole('link', { name: 'View all' })).not.toBeInTheDocument()
  },
}

/** A low average match is red. */
export const LowAverage: Story = {
  args: {
    resumes: resumes.map((resume) => ({ ...resume, match_score: resume.match_score && 42 })),
  },
  play: async ({ canvasElement }) => {
    await expect(value(canvasElement, 'average-match')).toHaveTextContent('42')
    await expect(stat(canvasElement, 'average-match')).toHaveAttribute('data-tone', 'danger')
    await expect(within(canvasElement).getByText('Weak match')).toBeVisible()
  },
}

/**
 * Stats, the recent list and the plan are on their way: outlines, announced once; the quick cards
 * stay. The plan badge waits for the profile rather than showing a plan that may be wrong.
 */
export const Loading: Story = {
  tags: ['state:dashboard.loading'],
  args: { status: 'loading', plan: undefined, usage: undefined, resumes: undefined },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('status')).toHaveTextContent('Loading your dashboard…')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.queryByText('Your plan')).not.toBeInTheDocument()
    await expect(
      canvasElement.querySelector('[data-slot="plan-badge-placeholder"]'),
    ).toBeInTheDocument()
    await expect(page.queryByRole('progressbar')).not.toBeInTheDocument()
    await expect(page.queryByRole('region', { name: 'Recent Resumes' })).not.toBeInTheDocument()
    await expect(page.getByRole('link', { name: 'My Resumes' })).toBeVisible()
  },
}

/** Loading failed: the error and a retry (the quick cards still lead on). */
export const LoadError: Story = {
  name: 'Error',
  tags: ['state:dashboard.error'],
  args: { status: 'error', usage: undefined, resumes: undefined },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert')
    await expect(alert).toHaveTextContent('Your dashboard could not be loaded.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** 360 px: one column, nothing wider than the screen. */
export const Mobile: Story = {
  args: { resumes: sevenResumes, usage: usage('premium', 8, 10) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="dashboard-page"]')
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0)
    const total = stat(canvasElement, 'total').getBoundingClientRect()
    const optimized = stat(canvasElement, 'optimized').getBoundingClientRect()
    await expect(optimized.top).toBeGreaterThan(total.bottom)
  },
}

export const MobileEmpty: Story = {
  ...Empty,
  tags: [],
  globals: { viewport: { value: 'mobile', isRotated: false } },
}

export const Russian: Story = {
  args: { resumes: sevenResumes },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('region', { name: 'Всего резюме' })).toBeVisible()
    await expect(value(canvasElement, 'average-match')).toHaveTextContent(/^77$/)
    await expect(page.getByRole('link', { name: 'Показать все' })).toBeVisible()
    await expect(page.getByText('Создано 3 ноября 2025 г.')).toBeVisible()
    await expect(page.getByText('Бесплатный анализ')).toBeVisible()
  },
}

export const Spanish: Story = {
  args: { plan: 'free', usage: usage('free', 0, 0), resumes: [] },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('region', { name: 'Currículums recientes' })).toBeVisible()
    await expect(page.getByText('Aún no tienes currículums')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Planes y precios' })).toHaveAttribute(
      'href',
      '/pricing',
    )
  },
}
