import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { KeywordMatch } from '../../src/contract/analysis.ts'
import { keywordAnalysis } from '../../src/mocks/fixtures/analysis.ts'
import { MissingKeywordItem } from '../../src/ui/analysis/missing-keyword-item.tsx'

function pick(keyword: string): KeywordMatch {
  const match = keywordAnalysis.keyword_matches.find((item) => item.keyword === keyword)
  if (!match) throw new Error(`No keyword ${keyword} in the fixture`)
  return match
}

const meta = {
  title: 'Resumes/Analysis/Missing keyword item',
  component: MissingKeywordItem,
  args: { match: pick('Core Web Vitals') },
  decorators: [
    (Story) => (
      <div className="w-full max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MissingKeywordItem>

export default meta
type Story = StoryObj<typeof meta>

function item(canvasElement: HTMLElement) {
  const element = canvasElement.querySelector<HTMLElement>('[data-slot="missing-keyword-item"]')
  if (!element) throw new Error('No missing keyword item')
  return element
}

/** Importance 0.74 (above 0.7): red, with a related resume line that can take the keyword. */
export const High: Story = {
  tags: ['state:resumes.missing-keyword.high'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { name: 'Core Web Vitals' })).toBeVisible()
    await expect(item(canvasElement)).toHaveAttribute('data-importance', 'high')
    await expect(item(canvasElement)).toHaveClass('border-l-danger-500')
    await expect(page.getByText('High importance')).toHaveAttribute('data-tone', 'danger')
    await expect(page.getByText('Technical skills')).toBeVisible()
    await expect(page.getByText('Related in your resume:', { exact: false })).toBeVisible()
    const quote = canvasElement.querySelector('q')
    await expect(quote).toHaveTextContent(/cut dashboard load time by 38%/)
    await expect(quote?.querySelector('mark')).toHaveTextContent('load time')
    await expect(page.getByText('You can work this keyword into that line.')).toBeVisible()
  },
}

/** Importance 0.66 (above 0.4): yellow; nothing in the resume supports it. */
export const Medium: Story = {
  tags: ['state:resumes.missing-keyword.medium'],
  args: { match: pick('mentoring') },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(item(canvasElement)).toHaveAttribute('data-importance', 'medium')
    await expect(item(canvasElement)).toHaveClass('border-l-warning-400')
    await expect(page.getByText('Medium importance')).toHaveAttribute('data-tone', 'warning')
    await expect(page.getByText('Soft skills')).toBeVisible()
    await expect(
      page.getByText('No evidence in your resume. Add it only if it is true.'),
    ).toBeVisible()
    await expect(canvasElement.querySelector('q')).toBeNull()
  },
}

/** Importance 0.38 (0.4 or less): neutral; Jest in the resume relates to Vitest. */
export const Low: Story = {
  tags: ['state:resumes.missing-keyword.low'],
  args: { match: pick('Vitest') },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(item(canvasElement)).toHaveAttribute('data-importance', 'low')
    await expect(page.getByText('Low importance')).toHaveAttribute('data-tone', 'neutral')
    await expect(canvasElement.querySelector('mark')).toHaveTextContent('Jest')
    // The list marker of the resume line is not part of the quote.
    await expect(canvasElement.querySelector('q')).toHaveTextContent(
      'Set up Jest and Cypress tests in the CI pipeline (GitHub Actions)',
    )
  },
}

/** Exactly 0.7 is not above 0.7: medium, not high. */
export const BoundarySeventy: Story = {
  args: {
    match: {
      keyword: 'success metrics',
      category: 'technical',
      found_in_resume: false,
      importance_score: 0.7,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(item(canvasElement)).toHaveAttribute('data-importance', 'medium')
  },
}

/** An analysis from before `support` existed: no claim either way. */
export const WithoutSupport: Story = {
  args: {
    match: { keyword: 'Docker', category: 'tools', found_in_resume: false, importance_score: 0.44 },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { name: 'Docker' })).toBeVisible()
    await expect(page.queryByText(/No evidence/)).not.toBeInTheDocument()
    await expect(page.queryByText(/Related in your resume/)).not.toBeInTheDocument()
  },
}

export const Russian: Story = {
  ...High,
  tags: [],
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText('Похожее в вашем резюме:', { exact: false })).toBeVisible()
    await expect(page.getByText('Технические навыки')).toBeVisible()
  },
}
