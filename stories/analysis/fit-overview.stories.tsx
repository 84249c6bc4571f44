import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { fitStateAnalyses } from '../../src/mocks/fixtures/analysis.ts'
import { FitOverview } from '../../src/ui/analysis/fit-overview.tsx'
import { AnalysisSkeleton } from '../../src/ui/resumes/view/analysis-skeleton.tsx'

/**
 * The fit report at the head of the analysis (issue 20): the fit score, the requirements checklist
 * (must-haves first, each row opening to its evidence) and the gap plan. Each state in English at
 * 1280 and 360 px (tag 'screen'), in Russian and in Spanish.
 */
const meta = {
  title: 'Resumes/Analysis/Fit report',
  component: FitOverview,
  tags: ['screen'],
  args: { analysis: fitStateAnalyses.gapPlan },
  decorators: [
    (Story) => (
      <div className="mx-auto w-full max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FitOverview>

export default meta
type Story = StoryObj<typeof meta>

function rowOf(canvasElement: HTMLElement, name: string): HTMLElement {
  const row = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="requirement"]')].find(
    (item) => item.querySelector('[data-slot="requirement-name"]')?.textContent === name,
  )
  if (!row) throw new Error(`No requirement row "${name}"`)
  return row
}

/** Every requirement met: 98, nothing in the gap plan; each row opens to its proving line. */
export const AllMet: Story = {
  tags: ['state:fit.all-met'],
  args: { analysis: fitStateAnalyses.allMet },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(canvasElement.querySelector('[data-slot="fit-score"]')).toHaveTextContent('98/100')
    await expect(page.getByText('9 of 9 requirements met, 0 partly')).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="fit-cap"]')).toBeNull()
    const statuses = [...canvasElement.querySelectorAll('[data-slot="requirement"]')].map((row) =>
      row.getAttribute('data-status'),
    )
    await expect(new Set(statuses)).toEqual(new Set(['met']))
    const storybook = within(rowOf(canvasElement, 'Storybook'))
    await userEvent.click(storybook.getByRole('button'))
    await expect(
      storybook.getByText(/Created the component library in/, { selector: 'span' }),
    ).toBeVisible()
    await expect(
      page.getByText('Nothing to fix: your resume plainly meets every requirement it can.'),
    ).toBeVisible()
  },
}

/**
 * Every requirement met, but the summary says 3 years where the roles add up to about 7 years 11
 * months: the years row says "Check your summary" and opens to both figures and the summary's line.
 */
export const SummaryDisagrees: Story = {
  args: { analysis: fitStateAnalyses.summaryDisagrees },
  play: async ({ canvasElement }) => {
    const years = within(rowOf(canvasElement, 'frontend development'))
    await expect(years.getByText('Check your summary')).toBeVisible()
    await userEvent.click(years.getByRole('button'))
    await expect(
      years.getByText(
        'Your summary says 3 years; your roles add up to about 7 years 11 months. Update the summary: it undersells you.',
      ),
    ).toBeVisible()
    await expect(years.getByText(/^Frontend engineer with 3 years of experience/)).toBeVisible()
  },
}

/** A missing must-have certificate caps the score at 60, and the panel says which one. */
export const MustMissing: Story = {
  tags: ['state:fit.must-missing'],
  args: { analysis: fitStateAnalyses.mustMissing },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(canvasElement.querySelector('[data-slot="fit-score"]')).toHaveTextContent('60/100')
    await expect(canvasElement.querySelector('[data-slot="fit-cap"]')).toHaveTextContent(
      'Capped at 60: a must-have is not shown in your resume (AWS Certified Developer – Associate).',
    )
    await expect(page.getByRole('progressbar', { name: 'Fit score' })).toHaveAttribute(
      'aria-valuetext',
      'Fit score: 60 out of 100, fair',
    )
    // The fit score says which number it is, beside the keyword match.
    await expect(
      page.getByText("Keyword match (61.5%) counts only the ad's keywords."),
    ).toBeVisible()
    const must = canvasElement.querySelector('[data-group="must"]')
    await expect(must?.querySelector('[data-slot="requirement-name"]')).toHaveTextContent(
      'AWS Certified Developer – Associate',
    )
    // A condition the resume cannot settle is shown apart and never scored.
    const condition = within(rowOf(canvasElement, 'US citizenship'))
    await expect(condition.getByText('Check yourself')).toBeVisible()
  },
}

/** Ten years asked, about seven years eleven months shown, with the roles that add up to it. */
export const YearsShort: Story = {
  tags: ['state:fit.years-short'],
  args: { analysis: fitStateAnalyses.yearsShort },
  play: async ({ canvasElement }) => {
    const years = within(rowOf(canvasElement, 'frontend development'))
    await expect(years.getByText('Partly met')).toBeVisible()
    await userEvent.click(years.getByRole('button'))
    await expect(
      years.getByText('Asked: 10 years. Your resume shows about 7 years 11 months.'),
    ).toBeVisible()
    await expect(years.getByText('From these roles:')).toBeVisible()
    await expect(years.getAllByRole('listitem')).toHaveLength(2)
    const plan = within(within(canvasElement).getByRole('region', { name: 'Gap plan' }))
    await expect(plan.getByText(/You show 7 years 11 months of the 10 years asked\./)).toBeVisible()
  },
}

/** A master's asked "or equivalent experience": the bachelor's plus years of work stand in. */
export const DegreeAlternative: Story = {
  tags: ['state:fit.degree-alternative'],
  args: { analysis: fitStateAnalyses.degreeAlternative },
  play: async ({ canvasElement }) => {
    const degree = within(rowOf(canvasElement, "Master's degree in Human-Computer Interaction"))
    await userEvent.click(degree.getByRole('button'))
    await expect(degree.getByText(/your years of work can stand in for it/)).toBeVisible()
    await expect(degree.getByText('The ad accepts equivalent experience instead.')).toBeVisible()
    const plan = within(within(canvasElement).getByRole('region', { name: 'Gap plan' }))
    await expect(
      plan.getByText(
        'The ad accepts equivalent experience: lead with your 7 years 11 months of work in the field.',
      ),
    ).toBeVisible()
  },
}

/** A Spanish ad, an English resume: requirements as the ad words them, evidence in English. */
export const CrossLanguage: Story = {
  tags: ['state:fit.cross-language'],
  args: { analysis: fitStateAnalyses.crossLanguage },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="fit-cross-language"]')).toHaveTextContent(
      'The job ad is in Spanish and your resume in English',
    )
    const tests = within(rowOf(canvasElement, 'pruebas automatizadas'))
    await userEvent.click(tests.getByRole('button'))
    await expect(tests.getByText('tests', { selector: 'mark' })).toBeVisible()
  },
}

/** No requirement could be read: what to paste instead, and the keyword match still stands. */
export const NoneExtracted: Story = {
  tags: ['state:fit.none-extracted'],
  args: { analysis: fitStateAnalyses.noneExtracted },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      page.getByRole('heading', {
        name: 'No requirements could be read from this job description',
      }),
    ).toBeVisible()
    await expect(page.getByText(/Paste the whole ad, with its requirements/)).toBeVisible()
  },
}

/** The gap plan: missing, bridge and reword, must-haves first, each with what to do. */
export const GapPlan: Story = {
  tags: ['state:fit.gap-plan'],
  play: async ({ canvasElement }) => {
    const items = [...canvasElement.querySelectorAll('[data-slot="gap-item"]')]
    await expect(items.map((item) => item.getAttribute('data-action'))).toEqual([
      'missing',
      'missing',
      'missing',
      'bridge',
      'reword',
      'missing',
      'bridge',
    ])
    await expect(items.map((item) => item.getAttribute('data-priority'))).toEqual([
      'must',
      'must',
      'must',
      'must',
      'must',
      'nice',
      'nice',
    ])
    const reword = within(items[4] as HTMLElement)
    await expect(reword.getByText('CI/CD')).toBeVisible()
    await expect(reword.getByText('CI pipeline', { selector: 'mark' })).toBeVisible()
    const missing = within(items[0] as HTMLElement)
    await expect(
      missing.getByText(/Learn it, or apply knowing it is missing; do not claim it\./),
    ).toBeVisible()
  },
}

/** The fit report loading: the analysis outline, announced once. */
export const Loading: Story = {
  tags: ['state:fit.loading'],
  render: () => <AnalysisSkeleton layout="overview" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Analyzing your resume…',
    )
    await expect(canvasElement.querySelector('[data-slot="fit-skeleton"]')).not.toBeNull()
  },
}

/** The server could not compute the fit report: said plainly; the keyword figures stand. */
export const Unavailable: Story = {
  tags: ['state:fit.error'],
  args: { analysis: fitStateAnalyses.unavailable },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The fit report could not be computed',
    )
  },
}

/* ---- Russian ---- */

export const MustMissingRussian: Story = {
  ...MustMissing,
  tags: ['no-visual'],
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { name: 'Соответствие вакансии' })).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="fit-cap"]')).toHaveTextContent(
      'Не выше 60: в резюме не видно 1 обязательного требования (AWS Certified Developer – Associate).',
    )
  },
}

export const YearsShortRussian: Story = {
  ...YearsShort,
  tags: ['no-visual'],
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const years = within(rowOf(canvasElement, 'frontend development'))
    await userEvent.click(years.getByRole('button'))
    await expect(
      years.getByText('Требуется: 10 лет. В резюме — около 7 лет 11 месяцев.'),
    ).toBeVisible()
  },
}

export const SummaryDisagreesRussian: Story = {
  ...SummaryDisagrees,
  tags: ['no-visual'],
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const years = within(rowOf(canvasElement, 'frontend development'))
    await expect(years.getByText('Проверьте раздел «О себе»')).toBeVisible()
    await userEvent.click(years.getByRole('button'))
    await expect(
      years.getByText(
        'В разделе «О себе» указано 3 года, а по датам должностей выходит около 7 лет 11 месяцев. Обновите раздел: вы себя недооцениваете.',
      ),
    ).toBeVisible()
  },
}

export const AllMetRussian: Story = {
  ...AllMet,
  tags: ['no-visual'],
  globals: { locale: 'ru' },
  play: undefined,
}
export const DegreeAlternativeRussian: Story = {
  ...DegreeAlternative,
  tags: ['no-visual'],
  globals: { locale: 'ru' },
  play: undefined,
}
export const CrossLanguageRussian: Story = {
  ...CrossLanguage,
  tags: ['no-visual'],
  globals: { locale: 'ru' },
  play: undefined,
}
export const NoneExtractedRussian: Story = {
  ...NoneExtracted,
  tags: ['no-visual'],
  globals: { locale: 'ru' },
  play: undefined,
}
export const GapPlanRussian: Story = {
  ...GapPlan,
  tags: ['no-visual'],
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'План по пробелам' }),
    ).toBeVisible()
  },
}
export const LoadingRussian: Story = {
  ...Loading,
  tags: ['no-visual'],
  globals: { locale: 'ru' },
  play: undefined,
}
export const UnavailableRussian: Story = {
  ...Unavailable,
  tags: ['no-visual'],
  globals: { locale: 'ru' },
  play: undefined,
}

/* ---- Spanish ---- */

export const MustMissingSpanish: Story = {
  ...MustMissing,
  tags: ['no-visual'],
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Encaje con el puesto' }),
    ).toBeVisible()
  },
}
export const YearsShortSpanish: Story = {
  ...YearsShort,
  tags: ['no-visual'],
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const years = within(rowOf(canvasElement, 'frontend development'))
    await userEvent.click(years.getByRole('button'))
    await expect(
      years.getByText('Se piden: 10 años. Tu currículum muestra unos 7 años 11 meses.'),
    ).toBeVisible()
  },
}
export const SummaryDisagreesSpanish: Story = {
  ...SummaryDisagrees,
  tags: ['no-visual'],
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const years = within(rowOf(canvasElement, 'frontend development'))
    await expect(years.getByText('Revisa tu resumen')).toBeVisible()
    await userEvent.click(years.getByRole('button'))
    await expect(
      years.getByText(
        'Tu resumen dice 3 años; tus puestos suman unos 7 años 11 meses. Actualiza el resumen: te quedas corto.',
      ),
    ).toBeVisible()
  },
}
export const AllMetSpanish: Story = {
  ...AllMet,
  tags: ['no-visual'],
  globals: { locale: 'es' },
  play: undefined,
}
export const DegreeAlternativeSpanish: Story = {
  ...DegreeAlternative,
  tags: ['no-visual'],
  globals: { locale: 'es' },
  play: undefined,
}
export const CrossLanguageSpanish: Story = {
  ...CrossLanguage,
  tags: ['no-visual'],
  globals: { locale: 'es' },
  play: undefined,
}
export const NoneExtractedSpanish: Story = {
  ...NoneExtracted,
  tags: ['no-visual'],
  globals: { locale: 'es' },
  play: undefined,
}
export const GapPlanSpanish: Story = {
  ...GapPlan,
  tags: ['no-visual'],
  globals: { locale: 'es' },
  play: undefined,
}
export const LoadingSpanish: Story = {
  ...Loading,
  tags: ['no-visual'],
  globals: { locale: 'es' },
  play: undefined,
}
export const UnavailableSpanish: Story = {
  ...Unavailable,
  tags: ['no-visual'],
  globals: { locale: 'es' },
  play: undefined,
}
