import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { keywordAnalysis, lowMatchKeywordAnalysis } from '../../src/mocks/fixtures/analysis.ts'
import { CategoryBreakdownChart } from '../../src/ui/analysis/category-breakdown-chart.tsx'

const meta = {
  title: 'Resumes/Analysis/Category breakdown chart',
  component: CategoryBreakdownChart,
  args: { breakdown: keywordAnalysis.category_breakdown },
  decorators: [
    (Story) => (
      <div className="w-full max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryBreakdownChart>

export default meta
type Story = StoryObj<typeof meta>

function row(canvasElement: HTMLElement, category: string) {
  const element = canvasElement.querySelector<HTMLElement>(`li[data-category="${category}"]`)
  if (!element) throw new Error(`No row for ${category}`)
  return element
}

/** The Northwind posting: counts per category, bars scaled to the largest category. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('figure', { name: 'Keywords by category' })).toBeVisible()
    await expect(within(row(canvasElement, 'technical')).getByText('5 of 8 matched')).toBeVisible()
    await expect(within(row(canvasElement, 'tools')).getByText('2 of 6 matched')).toBeVisible()
    // The widest category fills the bar: 5 matched + 3 missing of 8.
    const matched = row(canvasElement, 'technical').querySelector<HTMLElement>(
      '[data-slot="bar-matched"]',
    )
    await expect(matched?.style.width).toBe('62.5%')
    // The same numbers for screen readers.
    const table = page.getByRole('table', { name: 'Matched and missing keywords per category' })
    const technical = within(table).getByRole('row', { name: /Technical skills/ })
    await expect(technical).toHaveTextContent('Technical skills538')
  },
}

/** A category the job description does not name is muted and says so. */
export const EmptyCategory: Story = {
  args: {
    breakdown: {
      ...keywordAnalysis.category_breakdown,
      certifications: { total: 0, matched: 0, missing: 0 },
    },
  },
  play: async ({ canvasElement }) => {
    const certifications = row(canvasElement, 'certifications')
    await expect(certifications).toHaveAttribute('data-empty', 'true')
    await expect(within(certifications).getByText('None in this job description')).toHaveClass(
      'text-ink-subtle',
    )
    await expect(certifications.querySelector('[data-slot="bar-matched"]')).toBeNull()
    const table = within(canvasElement).getByRole('table')
    await expect(within(table).getByRole('row', { name: /Certifications/ })).toHaveTextContent(
      'None in this job description',
    )
  },
}

/** A weak match: mostly missing. */
export const LowMatch: Story = {
  args: { breakdown: lowMatchKeywordAnalysis.category_breakdown },
  play: async ({ canvasElement }) => {
    await expect(within(row(canvasElement, 'technical')).getByText('0 of 6 matched')).toBeVisible()
    await expect(
      row(canvasElement, 'technical').querySelector('[data-slot="bar-matched"]'),
    ).toBeNull()
  },
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('figure', { name: 'Palabras clave por categoría' })).toBeVisible()
    await expect(page.getByText('5 de 8 encontradas')).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: EmptyCategory.args,
}
