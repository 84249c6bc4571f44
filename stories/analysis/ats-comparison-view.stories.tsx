import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { atsComparison } from '../../src/mocks/fixtures/analysis.ts'
import { AtsComparisonView } from '../../src/ui/analysis/ats-comparison-view.tsx'

const meta = {
  title: 'Resumes/Analysis/ATS comparison',
  component: AtsComparisonView,
  args: { comparison: atsComparison },
  decorators: [
    (Story) => (
      <div className="mx-auto w-full max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AtsComparisonView>

export default meta
type Story = StoryObj<typeof meta>

function delta(canvasElement: HTMLElement) {
  const element = canvasElement.querySelector<HTMLElement>('[data-slot="improvement-delta"]')
  if (!element) throw new Error('No improvement delta')
  return element
}

function categoryRow(canvasElement: HTMLElement, key: string) {
  const row = canvasElement.querySelector<HTMLElement>(`li[data-category="${key}"]`)
  if (!row) throw new Error(`No row for ${key}`)
  return row
}

/** The Northwind rewrite: 60 before, 79 after, +19 points, and the gain per category. */
export const Improved: Story = {
  tags: ['state:resumes.view.comparison'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('region', { name: 'Before and after optimization' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Original: 60 out of 100, fair' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Optimized: 79 out of 100, fair' })).toBeVisible()
    await expect(delta(canvasElement)).toHaveTextContent('+19 points')
    await expect(delta(canvasElement)).toHaveAttribute('data-tone', 'success')
    const soft = categoryRow(canvasElement, 'soft')
    await expect(soft).toHaveTextContent('Soft skills+67 points')
    await expect(soft).toHaveAttribute('data-delta-tone', 'success')
    await expect(categoryRow(canvasElement, 'certifications')).toHaveAttribute(
      'data-delta-tone',
      'neutral',
    )
  },
}

/** A rewrite that scored worse: the change in red with a minus sign, losses drawn to the left. */
export const Worse: Story = {
  args: {
    comparison: {
      original_score: 84,
      optimized_score: 71,
      improvement_delta: -13,
      category_improvements: { technical: -20, tools: 5, soft: -1, certifications: 0 },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(delta(canvasElement)).toHaveTextContent('-13 points')
    await expect(delta(canvasElement)).toHaveAttribute('data-tone', 'danger')
    await expect(categoryRow(canvasElement, 'soft')).toHaveTextContent('Soft skills-1 point')
    await expect(categoryRow(canvasElement, 'technical')).toHaveAttribute(
      'data-delta-tone',
      'danger',
    )
    await expect(categoryRow(canvasElement, 'tools')).toHaveAttribute('data-delta-tone', 'success')
  },
}

/** No change: neutral, no sign. An aspect the UI does not know is shown by its key. */
export const Unchanged: Story = {
  args: {
    comparison: {
      original_score: 72,
      optimized_score: 72,
      improvement_delta: 0,
      category_improvements: { technical: 0, readability: 0, keyword_density: 0 },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(delta(canvasElement)).toHaveTextContent('0 points')
    await expect(delta(canvasElement)).toHaveAttribute('data-tone', 'neutral')
    await expect(categoryRow(canvasElement, 'readability')).toHaveTextContent('Readability')
    await expect(categoryRow(canvasElement, 'keyword_density')).toHaveTextContent('keyword_density')
  },
}

/** No per-category figures. */
export const NoCategories: Story = {
  args: { comparison: { ...atsComparison, category_improvements: {} } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No category changes to show.')).toBeVisible()
  },
}

/** Russian plurals: +19 → "пунктов", +2 → "пункта", +1 → "пункт". */
export const Russian: Story = {
  globals: { locale: 'ru' },
  args: {
    comparison: {
      ...atsComparison,
      category_improvements: { technical: 2, tools: 1, soft: 21 },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(delta(canvasElement)).toHaveTextContent('+19 пунктов')
    await expect(categoryRow(canvasElement, 'technical')).toHaveTextContent('+2 пункта')
    await expect(categoryRow(canvasElement, 'tools')).toHaveTextContent('+1 пункт')
    await expect(categoryRow(canvasElement, 'soft')).toHaveTextContent('+21 пункт')
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Improved.play,
}
