import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { keywordAnalysis, lowMatchKeywordAnalysis } from '../../src/mocks/fixtures/analysis.ts'
import { MissingKeywordList } from '../../src/ui/analysis/missing-keyword-list.tsx'

const meta = {
  title: 'Resumes/Analysis/Missing keyword list',
  component: MissingKeywordList,
  args: { matches: keywordAnalysis.keyword_matches },
  decorators: [
    (Story) => (
      <div className="w-full max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MissingKeywordList>

export default meta
type Story = StoryObj<typeof meta>

function keywordsInOrder(canvasElement: HTMLElement) {
  return [...canvasElement.querySelectorAll('[data-slot="missing-keyword-item"] h4')].map(
    (heading) => heading.textContent,
  )
}

/** Every missing keyword of the Northwind analysis, most important first, in all three bands. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const section = page.getByRole('region', { name: 'Missing keywords' })
    await expect(within(section).getByText('10 missing keywords')).toBeVisible()
    await expect(within(section).getAllByRole('listitem')).toHaveLength(10)
    await expect(keywordsInOrder(canvasElement).slice(0, 3)).toEqual([
      'Core Web Vitals',
      'mentoring',
      'REST APIs',
    ])
    const bands = [...canvasElement.querySelectorAll('[data-importance]')].map((element) =>
      element.getAttribute('data-importance'),
    )
    await expect(new Set(bands)).toEqual(new Set(['high', 'medium', 'low']))
  },
}

/** A weak match: mostly high importance and no evidence. */
export const LowMatch: Story = {
  args: { matches: lowMatchKeywordAnalysis.keyword_matches },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12 missing keywords')).toBeVisible()
    await expect(keywordsInOrder(canvasElement)[0]).toBe('product roadmap')
  },
}

/** One missing keyword: the singular. */
export const One: Story = {
  args: {
    matches: keywordAnalysis.keyword_matches.filter(
      (match) => match.found_in_resume || match.keyword === 'Docker',
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 missing keyword')).toBeVisible()
  },
}

/** Nothing missing: a note instead of a list. */
export const NoneMissing: Story = {
  args: { matches: keywordAnalysis.keyword_matches.filter((match) => match.found_in_resume) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText('No missing keywords')).toBeVisible()
    await expect(page.queryByRole('list')).not.toBeInTheDocument()
  },
}

/** Russian plural: 10 → "many", 2 → "few". */
export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('10 недостающих ключевых слов')).toBeVisible()
  },
}

export const RussianFew: Story = {
  globals: { locale: 'ru' },
  args: {
    matches: keywordAnalysis.keyword_matches.filter(
      (match) => match.found_in_resume || ['Docker', 'GraphQL'].includes(match.keyword),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2 недостающих ключевых слова')).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Default.play,
}
