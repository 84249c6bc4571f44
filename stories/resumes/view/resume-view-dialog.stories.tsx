import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import {
  atsComparison,
  keywordAnalysis,
  optimizedKeywordAnalysis,
} from '../../../src/mocks/fixtures/analysis.ts'
import {
  draftResume,
  optimizedResume,
  resumeWithoutJobDescription,
} from '../../../src/mocks/fixtures/resumes.ts'
import { ResumeViewDialog } from '../../../src/ui/resumes/view/resume-view-dialog.tsx'

const meta = {
  title: 'Resumes/View dialog',
  component: ResumeViewDialog,
  // An open dialog or menu covers the page it is on: on the docs page each story gets a frame.
  parameters: { docs: { story: { inline: false, height: '800px' } } },
  args: {
    resume: draftResume,
    analysis: keywordAnalysis,
    status: 'ready',
    onClose: fn(),
    onEdit: fn(),
    onExport: fn(),
    onOptimize: fn(),
  },
} satisfies Meta<typeof ResumeViewDialog>

export default meta
type Story = StoryObj<typeof meta>

async function dialogNamed(name: string) {
  return screen.findByRole('dialog', { name })
}

function slot(root: HTMLElement, name: string) {
  const element = root.querySelector<HTMLElement>(`[data-slot="${name}"]`)
  if (!element) throw new Error(`No ${name}`)
  return element
}

/** Overview: title, status and match score; the tabs move with the arrow keys; Escape closes. */
export const Overview: Story = {
  tags: ['state:resumes.view.overview'],
  play: async ({ args }) => {
    const dialog = await dialogNamed('Full-Stack Developer - Tailspin Travel')
    const view = within(dialog)
    await expect(dialog).toHaveAccessibleDescription('Created on October 28, 2025')
    await expect(view.getByText('Draft')).toBeVisible()
    // The header agrees with the fresh analysis below it.
    await expect(slot(dialog, 'match-score')).toHaveTextContent('Fit score 66')
    await expect(slot(dialog, 'match-score')).toHaveAttribute('data-tone', 'warning')
    await expect(view.queryByText('Sample analysis')).not.toBeInTheDocument()

    const tabs = view.getAllByRole('tab').map((tab) => tab.textContent)
    await expect(tabs).toEqual(['Overview', 'Keywords by Category', 'Resume Content'])
    const overview = view.getByRole('tab', { name: 'Overview' })
    await expect(overview).toHaveAttribute('aria-selected', 'true')
    await expect(slot(dialog, 'match-percentage')).toHaveTextContent('44.4%')
    await expect(view.getByRole('img', { name: 'ATS score: 60 out of 100, fair' })).toBeVisible()

    // Focus starts on the selected tab; the arrow keys move along the tabs and wrap round.
    await waitFor(() => expect(overview).toHaveFocus())
    await userEvent.keyboard('{ArrowRight}')
    await expect(view.getByRole('tab', { name: 'Keywords by Category' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(view.getByRole('figure', { name: 'Keywords by category' })).toBeVisible()
    await userEvent.keyboard('{ArrowRight}')
    await expect(view.getByRole('tab', { name: 'Resume Content' })).toHaveFocus()
    await expect(view.getByText('Maya Chen')).toBeVisible()
    await userEvent.keyboard('{ArrowRight}')
    await expect(overview).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(view.getByRole('tab', { name: 'Resume Content' })).toHaveAttribute(
      'aria-selected',
      'true',
    )

    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

/** Keywords by Category: the breakdown chart, the keywords per category and the missing ones. */
export const Keywords: Story = {
  tags: ['state:resumes.view.keywords'],
  args: { defaultTab: 'keywords' },
  play: async () => {
    const dialog = await dialogNamed('Full-Stack Developer - Tailspin Travel')
    const view = within(dialog)
    await expect(view.getByRole('tab', { name: 'Keywords by Category' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(view.getByRole('figure', { name: 'Keywords by category' })).toBeVisible()
    const technical = within(view.getByRole('region', { name: 'Technical skills' }))
    await expect(technical.getByText('5 of 8 matched')).toBeVisible()
    const missing = within(view.getByRole('region', { name: 'Missing keywords' }))
    await expect(missing.getByText('10 missing keywords')).toBeVisible()
    // The matched chips open the line that proves them, from the keyboard too.
    const react = technical.getByRole('button', { name: 'React' })
    react.focus()
    await userEvent.keyboard('{Enter}')
    await expect(react).toHaveAttribute('aria-expanded', 'true')
  },
}

/** Resume Content: the text, readable headings and bullets, as plain text. */
export const Content: Story = {
  tags: ['state:resumes.view.content'],
  args: { defaultTab: 'content' },
  play: async () => {
    const dialog = await dialogNamed('Full-Stack Developer - Tailspin Travel')
    const text = slot(dialog, 'resume-text')
    await expect(within(text).getByText('Maya Chen')).toHaveAttribute('data-level', '1')
    await expect(within(text).getByText('Experience')).toHaveAttribute('data-level', '2')
    const bullets = within(text).getAllByRole('listitem')
    await expect(bullets[0]).toHaveTextContent(
      'Built the customer analytics dashboard in React, TypeScript and Redux',
    )
    await expect(bullets).toHaveLength(6)
  },
}

const hostile = `# Alex <b>Bold</b>
<img src="x" onerror="document.body.dataset.pwned='yes'">
<script>document.body.dataset.pwned = 'yes'</script>
- Shipped <a href="javascript:alert(1)">the app</a>`

/** Markup in a resume is shown as the characters it is: nothing is injected or run. */
export const ContentWithMarkup: Story = {
  args: {
    defaultTab: 'content',
    resume: { ...draftResume, title: 'Pasted from a web page', original_content: hostile },
  },
  play: async () => {
    const dialog = await dialogNamed('Pasted from a web page')
    const text = slot(dialog, 'resume-text')
    await expect(within(text).getByText('Alex <b>Bold</b>')).toBeVisible()
    await expect(
      within(text).getByText(`<img src="x" onerror="document.body.dataset.pwned='yes'">`, {
        exact: false,
      }),
    ).toBeVisible()
    await expect(text.querySelector('img, script, b, a')).toBeNull()
    await expect(document.body.dataset.pwned).toBeUndefined()
  },
}

/** An optimized resume: the ATS comparison tab, with original and optimized side by side. */
export const Comparison: Story = {
  tags: ['state:resumes.view.comparison'],
  args: {
    resume: optimizedResume,
    analysis: optimizedKeywordAnalysis,
    comparison: atsComparison,
    defaultTab: 'comparison',
    onReview: fn(),
  },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Senior Frontend Engineer - Northwind')
    const view = within(dialog)
    await expect(view.getAllByRole('tab')).toHaveLength(4)
    // The way into the review of the suggested changes (issue 21).
    await userEvent.click(view.getByRole('button', { name: 'Review the suggested changes' }))
    await expect(args.onReview).toHaveBeenCalledOnce()
    await expect(
      view.getByText('Optimized', { selector: '[data-slot=badge] *, [data-slot=badge]' }),
    ).toBeVisible()
    await expect(slot(dialog, 'match-score')).toHaveTextContent(/^Fit score \d+$/)
    await expect(slot(dialog, 'match-score')).toHaveAttribute('data-tone', 'warning')
    await expect(view.getByRole('img', { name: 'Original: 60 out of 100, fair' })).toBeVisible()
    await expect(view.getByRole('img', { name: 'Optimized: 79 out of 100, fair' })).toBeVisible()
    const original = view.getByRole('region', { name: 'Original' })
    const optimized = view.getByRole('region', { name: 'Optimized' })
    await expect(within(original).getByText(/cut dashboard load time by 38%/)).toBeVisible()
    await expect(within(optimized).getByText(/Mentored two junior engineers/)).toBeVisible()
    // Side by side on a wide screen: the two versions start on the same line.
    await expect(original.getBoundingClientRect().top).toBe(optimized.getBoundingClientRect().top)
  },
}

/** The Resume Content tab of an optimized resume shows the optimized text and says so. */
export const ContentOptimized: Story = {
  args: { ...Comparison.args, defaultTab: 'content' },
  play: async () => {
    const dialog = await dialogNamed('Senior Frontend Engineer - Northwind')
    await expect(within(dialog).getByText(/This is the optimized version/)).toBeVisible()
    await expect(
      within(slot(dialog, 'resume-text')).getByText(
        'Senior Frontend Engineer · Portland, OR · maya.chen@example.com · linkedin.com/in/maya-chen-dev',
      ),
    ).toBeVisible()
  },
}

/**
 * The analysis failed: the built-in sample analysis is shown instead, with no error message (spec
 * §4, §8). A neutral "Sample analysis" label keeps the sample from passing for the resume's own.
 */
export const SampleAnalysis: Story = {
  tags: ['state:resumes.view.sample-analysis'],
  args: { status: 'sample', analysis: null },
  play: async () => {
    const dialog = await dialogNamed('Full-Stack Developer - Tailspin Travel')
    const view = within(dialog)
    await expect(dialog).toHaveAttribute('data-status', 'sample')
    await expect(view.getByText('Sample analysis')).toBeVisible()
    // The header keeps the resume's own stored score, not the sample's.
    await expect(slot(dialog, 'match-score')).toHaveTextContent('Fit score 64')
    await expect(view.queryByRole('alert')).not.toBeInTheDocument()
    await expect(view.queryByText(/error|failed|could not/i)).not.toBeInTheDocument()
    await expect(slot(dialog, 'match-percentage')).toHaveTextContent('56.3%')
    await expect(view.getByRole('img', { name: 'ATS score: 66 out of 100, fair' })).toBeVisible()
    await userEvent.click(view.getByRole('tab', { name: 'Keywords by Category' }))
    await expect(view.getAllByText('Node.js')[0]).toBeVisible()
  },
}

/** The analysis is running: skeletons in the analysis tabs; the text is there already. */
export const Loading: Story = {
  tags: ['state:resumes.view.loading'],
  args: { status: 'loading', analysis: null },
  play: async () => {
    const dialog = await dialogNamed('Full-Stack Developer - Tailspin Travel')
    const view = within(dialog)
    await expect(view.getByRole('status')).toHaveTextContent('Analyzing your resume…')
    await expect(slot(dialog, 'match-score')).toHaveTextContent('Fit score 64')
    await expect(slot(dialog, 'analysis-skeleton')).toHaveAttribute('aria-busy', 'true')
    await expect(view.queryByRole('progressbar')).not.toBeInTheDocument()
    await userEvent.click(view.getByRole('tab', { name: 'Keywords by Category' }))
    await expect(slot(dialog, 'analysis-skeleton')).toHaveAttribute('data-layout', 'keywords')
    await userEvent.click(view.getByRole('tab', { name: 'Resume Content' }))
    await expect(view.getByText('Maya Chen')).toBeVisible()
  },
}

/** An optimized resume while the analysis and the comparison run. */
export const LoadingComparison: Story = {
  args: {
    resume: optimizedResume,
    status: 'loading',
    analysis: null,
    comparison: null,
    defaultTab: 'comparison',
  },
  play: async () => {
    const dialog = await dialogNamed('Senior Frontend Engineer - Northwind')
    await expect(slot(dialog, 'analysis-skeleton')).toHaveAttribute('data-layout', 'comparison')
    await expect(within(dialog).getByRole('region', { name: 'Original' })).toBeVisible()
  },
}

/** A resume without a job description: nothing to match against, and no score. */
export const NoJobDescription: Story = {
  args: { resume: resumeWithoutJobDescription, analysis: null },
  play: async () => {
    const dialog = await dialogNamed('Frontend Engineer (general)')
    await expect(slot(dialog, 'match-score')).toHaveTextContent('No fit score yet')
    await expect(within(dialog).getByText('No analysis yet')).toBeVisible()
  },
}

/** The footer actions call back; Optimize is disabled for a plan that cannot optimize. */
export const Actions: Story = {
  args: { optimizeDisabled: true },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Full-Stack Developer - Tailspin Travel')
    const view = within(dialog)
    await userEvent.click(view.getByRole('button', { name: 'Edit' }))
    await expect(args.onEdit).toHaveBeenCalledOnce()
    await userEvent.click(view.getByRole('button', { name: 'Export DOCX' }))
    await expect(args.onExport).toHaveBeenLastCalledWith('docx')
    await userEvent.click(view.getByRole('button', { name: 'Export PDF' }))
    await expect(args.onExport).toHaveBeenLastCalledWith('pdf')
    await expect(view.getByRole('button', { name: 'Optimize' })).toBeDisabled()
    await userEvent.click(view.getByRole('button', { name: 'Close' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

/** A DOCX export under way: its button is busy, the PDF one waits. */
export const Exporting: Story = {
  args: { exporting: 'docx' },
  play: async () => {
    const dialog = await dialogNamed('Full-Stack Developer - Tailspin Travel')
    await expect(within(dialog).getByRole('button', { name: 'Export DOCX' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await expect(within(dialog).getByRole('button', { name: 'Export PDF' })).toBeDisabled()
  },
}

/** A PDF export under way (beyond the spec's DOCX): the PDF button is busy. */
export const ExportingPdf: Story = {
  args: { exporting: 'pdf' },
  play: async () => {
    const dialog = await dialogNamed('Full-Stack Developer - Tailspin Travel')
    const pdf = within(dialog).getByRole('button', { name: 'Export PDF' })
    await expect(pdf).toHaveAttribute('aria-busy', 'true')
    await expect(pdf).toBeDisabled()
    await expect(within(dialog).getByRole('button', { name: 'Export DOCX' })).toBeDisabled()
  },
}

/** Optimizing from the dialog: the button spins, is disabled and busy, and says so. */
export const Optimizing: Story = {
  tags: ['state:resumes.optimize.busy'],
  args: { optimizing: true },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Full-Stack Developer - Tailspin Travel')
    const button = within(dialog).getByRole('button', { name: 'Optimizing…' })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(button).toBeDisabled()
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onOptimize).not.toHaveBeenCalled()
  },
}

/**
 * Right after an optimization: the comparison, with the keywords the writer worked in listed and
 * marked in the optimized text (the response's `added_keywords`).
 */
export const OptimizedWithAddedKeywords: Story = {
  tags: ['state:resumes.view.comparison', 'state:resumes.optimize.success'],
  args: {
    ...Comparison.args,
    addedKeywords: ['Redux', 'CI/CD', 'Core Web Vitals'],
  },
  play: async () => {
    const dialog = await dialogNamed('Senior Frontend Engineer - Northwind')
    const view = within(dialog)
    await expect(view.getByRole('tab', { name: 'ATS Comparison' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const added = view.getByRole('region', { name: 'Keywords worked into the optimized version' })
    await expect(
      within(added)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Redux', 'CI/CD', 'Core Web Vitals'])
    const optimized = view.getByRole('region', { name: 'Optimized' })
    const marks = [...optimized.querySelectorAll('mark')].map((mark) => mark.textContent)
    await expect(marks).toContain('Redux')
    await expect(marks).toContain('CI/CD')
    await expect(marks).toContain('Core Web Vitals')
    // The original keeps its plain text: nothing was added there.
    await expect(view.getByRole('region', { name: 'Original' }).querySelector('mark')).toBeNull()
  },
}

/** The plan lacks optimization (403, upgrade_required): its message, with a way to the plans. */
export const OptimizeUpgradeRequired: Story = {
  tags: ['state:resumes.optimize.upgrade-required'],
  args: {
    optimizeProblem: {
      kind: 'upgrade_required',
      message: 'Premium or Pro plan required for AI resume optimization',
    },
  },
  play: async () => {
    const dialog = await dialogNamed('Full-Stack Developer - Tailspin Travel')
    const alert = within(dialog).getByRole('alert')
    await expect(alert).toHaveTextContent('Premium or Pro plan required for AI resume optimization')
    await expect(
      within(alert).getByRole('link', { name: 'See plans and upgrade' }),
    ).toHaveAttribute('href', '/pricing')
  },
}

/** No actions given: no footer. */
export const ReadOnly: Story = {
  args: { onEdit: undefined, onExport: undefined, onOptimize: undefined },
  play: async () => {
    const dialog = await dialogNamed('Full-Stack Developer - Tailspin Travel')
    await expect(dialog.querySelector('[data-slot="dialog-footer"]')).toBeNull()
  },
}

/** 360 px: the tabs scroll sideways, nothing else is wider than the screen. */
export const Mobile: Story = {
  args: Comparison.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await dialogNamed('Senior Frontend Engineer - Northwind')
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth)
    const original = within(dialog).getByRole('region', { name: 'Original' })
    const optimized = within(dialog).getByRole('region', { name: 'Optimized' })
    // Stacked on a narrow screen.
    await expect(optimized.getBoundingClientRect().top).toBeGreaterThan(
      original.getBoundingClientRect().bottom,
    )
  },
}

export const MobileSample: Story = {
  args: { status: 'sample', analysis: null },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await dialogNamed('Full-Stack Developer - Tailspin Travel')
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth)
    await expect(within(dialog).getByText('Sample analysis')).toBeVisible()
  },
}

export const Russian: Story = {
  args: Comparison.args,
  globals: { locale: 'ru' },
  play: async () => {
    const dialog = await dialogNamed('Senior Frontend Engineer - Northwind')
    const view = within(dialog)
    await expect(dialog).toHaveAccessibleDescription('Создано 3 ноября 2025 г.')
    await expect(slot(dialog, 'match-score')).toHaveTextContent(/^Соответствие вакансии: \d+$/)
    await expect(view.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Обзор',
      'Ключевые слова по категориям',
      'Текст резюме',
      'Сравнение ATS',
    ])
    await expect(view.getByRole('button', { name: 'Оптимизировать' })).toBeVisible()
  },
}

export const Spanish: Story = {
  args: { status: 'sample', analysis: null },
  globals: { locale: 'es' },
  play: async () => {
    const dialog = await dialogNamed('Full-Stack Developer - Tailspin Travel')
    const view = within(dialog)
    await expect(dialog).toHaveAccessibleDescription('Creado el 28 de octubre de 2025')
    await expect(view.getByText('Análisis de ejemplo')).toBeVisible()
    await expect(view.getByRole('tab', { name: 'Resumen' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(view.getByRole('button', { name: 'Exportar DOCX' })).toBeVisible()
  },
}
