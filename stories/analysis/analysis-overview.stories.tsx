import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import {
  keywordAnalysis,
  lowMatchKeywordAnalysis,
  optimizedKeywordAnalysis,
} from '../../src/mocks/fixtures/analysis.ts'
import { AnalysisOverview } from '../../src/ui/analysis/analysis-overview.tsx'

const meta = {
  title: 'Resumes/Analysis/Overview',
  component: AnalysisOverview,
  args: { analysis: keywordAnalysis },
  decorators: [
    (Story) => (
      <div className="mx-auto w-full max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AnalysisOverview>

export default meta
type Story = StoryObj<typeof meta>

function matchFigure(canvasElement: HTMLElement) {
  return canvasElement.querySelector('[data-slot="match-percentage"]')
}

function tone(element: Element) {
  return element.closest('[data-slot="progress"]')?.getAttribute('data-tone')
}

/** The Northwind analysis: 44.4% match, ATS 60 (yellow), bars, totals and suggestions. */
export const Default: Story = {
  tags: ['state:resumes.view.overview'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const match = within(page.getByRole('region', { name: 'Keyword match' }))
    await expect(matchFigure(canvasElement)).toHaveTextContent('44.4%')
    await expect(match.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '44.4%')
    await expect(tone(match.getByRole('progressbar', { name: 'Keyword match' }))).toBe('danger')
    await expect(page.getByRole('img', { name: 'ATS score: 60 out of 100, fair' })).toBeVisible()
    const formatting = page.getByRole('progressbar', { name: 'Formatting' })
    await expect(formatting).toHaveAttribute('aria-valuetext', '88%, strong')
    await expect(tone(formatting)).toBe('success')
    await expect(tone(page.getByRole('progressbar', { name: 'Readability' }))).toBe('success')
    await expect(page.getByRole('progressbar', { name: 'Keyword density' })).toHaveAttribute(
      'aria-valuetext',
      '3.4%',
    )
    const totals = within(page.getByRole('region', { name: 'Keywords' }))
    await expect(totals.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Total',
      'Matched',
      'Missing',
    ])
    await expect(canvasElement.querySelector('[data-total="total"] dd')).toHaveTextContent('18')
    await expect(canvasElement.querySelector('[data-total="matched"] dd')).toHaveTextContent('8')
    await expect(canvasElement.querySelector('[data-total="missing"] dd')).toHaveTextContent('10')
    const suggestions = within(page.getByRole('region', { name: 'Suggestions' }))
    await expect(suggestions.getAllByRole('listitem')).toHaveLength(4)
  },
}

/** A weak match: red match bar, red gauge. */
export const LowMatch: Story = {
  args: { analysis: lowMatchKeywordAnalysis },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(matchFigure(canvasElement)).toHaveTextContent('14.3%')
    const gauge = page.getByRole('img', { name: /^ATS score: \d+ out of 100, weak$/ })
    await expect(gauge).toHaveAttribute('data-tone', 'danger')
  },
}

/** After optimization: a green gauge. */
export const Optimized: Story = {
  args: { analysis: optimizedKeywordAnalysis },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'ATS score: 79 out of 100, fair' }),
    ).toBeVisible()
  },
}

/** Nothing left to suggest. */
export const NoSuggestions: Story = {
  args: { analysis: { ...keywordAnalysis, suggestions: [] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No suggestions: your resume already covers this job well.'),
    ).toBeVisible()
  },
}

/** 360 px: panels stack in one column. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(matchFigure(canvasElement)).toBeVisible()
    const overview = canvasElement.querySelector<HTMLElement>('[data-slot="analysis-overview"]')
    // Nothing wider than the screen: no sideways scrolling.
    await expect(overview?.scrollWidth).toBeLessThanOrEqual(overview?.clientWidth ?? 0)
  },
}

/** Russian: numbers with a decimal comma and a spaced percent sign. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(matchFigure(canvasElement)?.textContent).toBe('44,4\u00a0%')
    await expect(page.getByRole('img', { name: 'Оценка ATS: 60 из 100, средний' })).toBeVisible()
    await expect(
      page.getByRole('progressbar', { name: 'Плотность ключевых слов' }),
    ).toHaveAttribute('aria-valuetext', '3,4\u00a0%')
  },
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(matchFigure(canvasElement)?.textContent).toBe('44,4\u00a0%')
    await expect(page.getByRole('region', { name: 'Sugerencias' })).toBeVisible()
  },
}
