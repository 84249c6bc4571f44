import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { BandBadge, ImportanceBadge, UniquenessBadge } from '../../src/ui/primitives/band-badge.tsx'

const meta = {
  title: 'Primitives/BandBadge',
  component: BandBadge,
  args: { children: 'Optimized' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'warning', 'danger', 'neutral'] },
  },
} satisfies Meta<typeof BandBadge>

export default meta
type Story = StoryObj<typeof meta>

async function expectBadge(canvasElement: HTMLElement, text: string, tone: string) {
  const badge = within(canvasElement).getByText(text)
  await expect(badge).toBeVisible()
  await expect(badge).toHaveAttribute('data-tone', tone)
}

export const Success: Story = { args: { tone: 'success' } }
export const Warning: Story = { args: { tone: 'warning', children: 'Needs work' } }
export const Danger: Story = { args: { tone: 'danger', children: 'Missing' } }
export const Neutral: Story = { args: { tone: 'neutral', children: 'Draft' } }

// Missing-keyword importance (spec §9): above 0.7 high (red), above 0.4 medium (yellow), else low.

export const ImportanceHigh: Story = {
  render: () => <ImportanceBadge score={0.85} />,
  play: async ({ canvasElement }) => expectBadge(canvasElement, 'High importance', 'danger'),
}

export const ImportanceMedium: Story = {
  render: () => <ImportanceBadge score={0.55} />,
  play: async ({ canvasElement }) => expectBadge(canvasElement, 'Medium importance', 'warning'),
}

export const ImportanceLow: Story = {
  render: () => <ImportanceBadge score={0.2} />,
  play: async ({ canvasElement }) => expectBadge(canvasElement, 'Low importance', 'neutral'),
}

/** At the edges: 0.7 is still medium and 0.4 still low (the rule is "above"). */
export const ImportanceEdges: Story = {
  render: () => (
    <ul className="flex flex-col gap-2 text-sm text-ink">
      {[0.71, 0.7, 0.41, 0.4].map((score) => (
        <li key={score} className="flex items-center gap-3">
          <span className="w-10 tabular-nums">{score}</span>
          <ImportanceBadge score={score} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('listitem')
    await expect(rows.map((row) => row.textContent)).toEqual([
      '0.71High importance',
      '0.7Medium importance',
      '0.41Medium importance',
      '0.4Low importance',
    ])
  },
}

// Uniqueness (spec §9): 90 or more excellent (green), 75 to 89 good (yellow), below 75 low (red).

export const UniquenessExcellent: Story = {
  render: () => <UniquenessBadge score={94} />,
  play: async ({ canvasElement }) => expectBadge(canvasElement, 'Excellent', 'success'),
}

export const UniquenessGood: Story = {
  render: () => <UniquenessBadge score={82} />,
  play: async ({ canvasElement }) => expectBadge(canvasElement, 'Good', 'warning'),
}

export const UniquenessLow: Story = {
  render: () => <UniquenessBadge score={61} />,
  play: async ({ canvasElement }) => expectBadge(canvasElement, 'Low', 'danger'),
}

export const UniquenessEdges: Story = {
  render: () => (
    <ul className="flex flex-col gap-2 text-sm text-ink">
      {[90, 89, 75, 74].map((score) => (
        <li key={score} className="flex items-center gap-3">
          <span className="w-10 tabular-nums">{score}</span>
          <UniquenessBadge score={score} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('listitem')
    await expect(rows.map((row) => row.textContent)).toEqual([
      '90Excellent',
      '89Good',
      '75Good',
      '74Low',
    ])
  },
}

/** How the missing-keywords list uses it. */
export const InKeywordList: Story = {
  render: () => (
    <ul className="flex w-full max-w-sm flex-col divide-y divide-border-subtle rounded-ui border border-border-subtle bg-surface">
      {[
        { keyword: 'Kubernetes', score: 0.92 },
        { keyword: 'Stakeholder management', score: 0.63 },
        { keyword: 'Figma', score: 0.31 },
      ].map(({ keyword, score }) => (
        <li key={keyword} className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
          <span className="min-w-0 truncate font-medium text-ink">{keyword}</span>
          <ImportanceBadge score={score} />
        </li>
      ))}
    </ul>
  ),
}
