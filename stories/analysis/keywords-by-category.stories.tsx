import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import {
  crossLanguageKeywordAnalysis,
  keywordAnalysis,
  optimizedKeywordAnalysis,
} from '../../src/mocks/fixtures/analysis.ts'
import { KeywordsByCategory } from '../../src/ui/analysis/keywords-by-category.tsx'

const meta = {
  title: 'Resumes/Analysis/Keywords by category',
  component: KeywordsByCategory,
  args: { matches: keywordAnalysis.keyword_matches },
  decorators: [
    (Story) => (
      <div className="mx-auto w-full max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof KeywordsByCategory>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Matched and missing per category. From the keyboard: Tab reaches the first matched keyword,
 * Enter shows the resume line that proves it, Space hides it again.
 */
export const Default: Story = {
  tags: ['state:resumes.view.keywords'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const technical = within(page.getByRole('region', { name: 'Technical skills' }))
    await expect(technical.getByText('5 of 8 matched')).toBeVisible()
    await expect(technical.getByText('Core Web Vitals')).toBeVisible()
    await expect(technical.getByText(', high importance')).toHaveClass('sr-only')

    const react = technical.getByRole('button', { name: 'React' })
    await expect(react).toHaveAttribute('aria-expanded', 'false')
    await userEvent.tab()
    await expect(react).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(react).toHaveAttribute('aria-expanded', 'true')
    const evidence = canvasElement.querySelector<HTMLElement>('[data-slot="keyword-evidence"]')
    await expect(evidence).toBeVisible()
    await expect(react).toHaveAttribute('aria-controls', evidence?.id)
    await expect(evidence).toHaveTextContent(
      'Found in your resume: Built the customer analytics dashboard in React, TypeScript and Redux, used by 12,000 accounts',
    )
    await expect(evidence?.querySelector('mark')).toHaveTextContent('React')

    // Opening another keyword shows its own line instead.
    await userEvent.tab()
    await expect(technical.getByRole('button', { name: 'TypeScript' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(react).toHaveAttribute('aria-expanded', 'false')
    await expect(
      canvasElement.querySelector('[data-slot="keyword-evidence"] mark'),
    ).toHaveTextContent('TypeScript')
    await userEvent.keyboard(' ')
    await expect(canvasElement.querySelector('[data-slot="keyword-evidence"]')).toBeNull()
  },
}

/** Clicking works the same as the keyboard. */
export const EvidenceOpen: Story = {
  play: async ({ canvasElement }) => {
    const soft = within(within(canvasElement).getByRole('region', { name: 'Soft skills' }))
    await userEvent.click(soft.getByRole('button', { name: 'written communication' }))
    await expect(soft.getByText(/Found in your resume/)).toHaveTextContent(
      'Created the component library in Storybook and wrote its accessibility guidelines',
    )
  },
}

/** A category the job description does not name: muted, "None in this job description". */
export const EmptyCategory: Story = {
  args: {
    matches: keywordAnalysis.keyword_matches.filter((match) => match.category !== 'certifications'),
  },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Certifications' })
    await expect(section).toHaveAttribute('data-empty', 'true')
    await expect(within(section).getByText('None in this job description')).toBeVisible()
  },
}

/** An analysis without evidence lines: matched keywords are plain chips, nothing to open. */
export const WithoutEvidence: Story = {
  args: { matches: optimizedKeywordAnalysis.keyword_matches },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.queryByRole('button')).not.toBeInTheDocument()
    await expect(page.queryByText(/Select a matched keyword/)).not.toBeInTheDocument()
    await expect(page.getByText('mentoring')).toBeVisible()
  },
}

/**
 * A Spanish job ad against an English resume: a note says so; keywords read as the ad wrote them,
 * the evidence line is the resume's English.
 */
export const CrossLanguage: Story = {
  tags: ['state:resumes.view.keywords'],
  args: {
    matches: crossLanguageKeywordAnalysis.keyword_matches,
    languages: {
      job: crossLanguageKeywordAnalysis.job_language,
      resume: crossLanguageKeywordAnalysis.language,
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      page.getByText(/The job ad is in Spanish and your resume in English/),
    ).toBeVisible()
    const technical = within(page.getByRole('region', { name: 'Technical skills' }))
    await userEvent.click(technical.getByRole('button', { name: 'accesibilidad' }))
    await expect(
      canvasElement.querySelector('[data-slot="keyword-evidence"] mark'),
    ).toHaveTextContent('accessibility')
  },
}

export const CrossLanguageRussian: Story = {
  ...CrossLanguage,
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/Вакансия написана на испанском, а резюме — на английском/),
    ).toBeVisible()
  },
}

export const CrossLanguageSpanish: Story = {
  ...CrossLanguage,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/La oferta está en español y tu currículum en inglés/),
    ).toBeVisible()
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const tools = within(page.getByRole('region', { name: 'Инструменты' }))
    await expect(tools.getByText('найдено 2 из 6')).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: EvidenceOpen.play,
}
