import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import {
  accountantEn,
  accountantEnGuarded,
  contableEs,
  contableEsGuarded,
  dataAnalystEn,
  salesRu,
  salesRuGuarded,
  warehouseEn,
  type ReviewFixture,
} from '../../src/mocks/fixtures/resume-review.ts'
import type { ReviewDecisions } from '../../src/ui/review/review-decisions.ts'
import { ResumeReview } from '../../src/ui/review/resume-review.tsx'

/**
 * The optimization review (issue 21, item 3): the writer's changes decided one by one beside the
 * live preview and the recomputed scores, with what the guard kept out. The change sets are the
 * offline writer's real output on the writing fixtures (src/mocks/fixtures/resume-review.ts).
 * Each state in English at 1280 and 360 px (tag 'screen'), and in Russian and Spanish.
 */
function argsOf(fixture: ReviewFixture) {
  return {
    original: fixture.original,
    changes: fixture.set.changes,
    rejected: fixture.set.rejected,
    scores: { ...fixture.scores.before, pending: false },
    baseline: fixture.scores.before,
  }
}

const meta = {
  title: 'Resumes/Optimization review',
  component: ResumeReview,
  tags: ['screen'],
  args: { ...argsOf(accountantEn), onSave: fn(), onDecisionsChange: fn() },
  decorators: [
    (Story) => (
      <div className="mx-auto w-full max-w-6xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResumeReview>

export default meta
type Story = StoryObj<typeof meta>

function cardOf(canvasElement: HTMLElement, id: string): HTMLElement {
  const card = canvasElement.querySelector<HTMLElement>(`[data-change-id="${id}"]`)
  if (!card) throw new Error(`No change card ${id}`)
  return card
}

function previewOf(canvasElement: HTMLElement): HTMLElement {
  const preview = canvasElement.querySelector<HTMLElement>('[data-slot="review-preview-text"]')
  if (!preview) throw new Error('No preview')
  return preview
}

/** Some accepted, some rejected, the rest still open: the scores as the app recomputed them. */
const PARTLY: ReviewDecisions = {
  c2: { status: 'accepted' },
  c3: { status: 'accepted' },
  c4: { status: 'rejected' },
  c5: { status: 'accepted' },
  c6: { status: 'rejected' },
  c7: { status: 'accepted' },
  c10: { status: 'accepted' },
}

/** Changes arriving as they pass the guard: four so far, a progress row under them. */
export const Streaming: Story = {
  tags: ['state:review.streaming'],
  args: { changes: accountantEn.set.changes.slice(0, 4), streaming: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText('Checking more suggestions… 4 so far')).toBeVisible()
    await expect(canvasElement.querySelectorAll('[data-slot="review-change"]')).toHaveLength(4)
    await expect(page.getByRole('button', { name: 'Save this version' })).toBeDisabled()
  },
}

/** The list growing as changes pass the guard, one every 150 ms, until the writer is done. */
export const StreamingGrows: Story = {
  tags: ['no-visual'],
  render: function Render(args) {
    const [count, setCount] = useState(1)
    const all = accountantEn.set.changes
    useEffect(() => {
      if (count >= all.length) return
      const timer = setTimeout(() => setCount((n) => n + 1), 150)
      return () => clearTimeout(timer)
    }, [count, all.length])
    return <ResumeReview {...args} changes={all.slice(0, count)} streaming={count < all.length} />
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText(/^Checking more suggestions…/)).toBeVisible()
    // A decision taken while the list grows stays taken.
    await userEvent.click(
      within(cardOf(canvasElement, 'c1')).getByRole('button', { name: 'Reject' }),
    )
    await expect(cardOf(canvasElement, 'c1')).toHaveFocus()
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-slot="review-change"]')).toHaveLength(10),
    )
    await expect(page.queryByText(/^Checking more suggestions…/)).toBeNull()
    await expect(cardOf(canvasElement, 'c1')).toHaveAttribute('data-status', 'rejected')
    await expect(page.getByText('1 of 10 decided')).toBeVisible()
  },
}

/**
 * Every change listed, none decided. The keyboard walks the list: J moves down, A accepts and the
 * preview shows the new line; K moves back up, R rejects.
 */
export const Pending: Story = {
  tags: ['state:review.pending'],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(page.getByText('0 of 10 decided')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Accept all 9 safe changes' })).toBeEnabled()
    const first = cardOf(canvasElement, 'c1')
    first.focus()
    await userEvent.keyboard('j')
    await expect(cardOf(canvasElement, 'c2')).toHaveFocus()
    await userEvent.keyboard('a')
    await expect(cardOf(canvasElement, 'c2')).toHaveAttribute('data-status', 'accepted')
    await expect(previewOf(canvasElement)).toHaveTextContent(
      '- Monitor and record activity for 14 cost centers in NetSuite',
    )
    await userEvent.keyboard('{ArrowDown}r')
    await expect(cardOf(canvasElement, 'c3')).toHaveAttribute('data-status', 'rejected')
    await userEvent.keyboard('k')
    await expect(cardOf(canvasElement, 'c2')).toHaveFocus()
    await expect(args.onDecisionsChange).toHaveBeenCalledTimes(2)
    await expect(page.getByText('Preview updated: 1 change accepted.')).toBeInTheDocument()
    // The word diff is spelled out for screen readers.
    await expect(
      within(cardOf(canvasElement, 'c3')).getByText(
        /^Before: Responsible for month-end close of the general ledger/,
      ),
    ).toBeInTheDocument()
    await userEvent.click(page.getByRole('button', { name: 'Start over' }))
    await expect(page.getByText('0 of 10 decided')).toBeVisible()
  },
}

/** Five accepted, two rejected: the preview highlights the new lines; the scores moved. */
export const PartlyAccepted: Story = {
  tags: ['state:review.partly-accepted'],
  args: {
    initialDecisions: PARTLY,
    // analyzeWithFit on the text these decisions make (en-accountant against its ad, 2026-11).
    scores: { ats: 68.2, fit: 60, pending: false },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText('7 of 10 decided')).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="review-score-ats"]')).toHaveTextContent(
      '68.2',
    )
    await expect(page.getByText('was 66.4')).toBeVisible()
    await expect(canvasElement.querySelectorAll('[data-slot="preview-changed"]')).toHaveLength(5)
    await expect(previewOf(canvasElement)).toHaveTextContent(
      '- Helped the internal audit team with SOX walkthroughs',
    )
    await expect(page.getByText('3 changes not decided are left out when you save.')).toBeVisible()
  },
}

/** The same, while the app recomputes the scores for the latest decision. */
export const ScoresRecomputing: Story = {
  args: { initialDecisions: PARTLY, scores: { ats: 66.4, fit: 60, pending: true } },
  play: async ({ canvasElement }) => {
    const scores = canvasElement.querySelector('[data-slot="review-scores"]')
    await expect(scores).toHaveAttribute('aria-busy', 'true')
    await expect(within(scores as HTMLElement).getAllByText('Recomputing…')[0]).toBeVisible()
  },
}

/**
 * A change that asks for a number: it cannot be accepted with "[how many?]" in it. Trying says
 * what is missing, and the A key takes the user to the box rather than accepting.
 */
export const PlaceholderUnfilled: Story = {
  tags: ['state:review.placeholder-unfilled'],
  args: argsOf(warehouseEn),
  play: async ({ canvasElement }) => {
    const card = within(cardOf(canvasElement, 'c7'))
    await expect(card.queryByRole('button', { name: 'Accept' })).toBeNull()
    await expect(
      card.getByText(
        'Fill in the number first: this change cannot be accepted with [how many?] in it.',
      ),
    ).toBeVisible()
    await userEvent.click(card.getByRole('button', { name: 'Fill in and accept' }))
    await expect(card.getByText('Write the figure in place of [how many?].')).toBeVisible()
    await expect(cardOf(canvasElement, 'c7')).toHaveAttribute('data-status', 'pending')
    cardOf(canvasElement, 'c7').focus()
    await userEvent.keyboard('a')
    await expect(card.getByRole('textbox', { name: 'Fill in [how many?]' })).toHaveFocus()
    await expect(cardOf(canvasElement, 'c7')).toHaveAttribute('data-status', 'pending')
  },
}

/** The figure filled in goes into the line and takes it over from the plain rewording. */
export const PlaceholderFilled: Story = {
  tags: ['no-visual'],
  args: argsOf(warehouseEn),
  play: async ({ canvasElement }) => {
    const card = within(cardOf(canvasElement, 'c7'))
    await userEvent.type(card.getByRole('textbox', { name: 'Fill in [how many?]' }), '12')
    await userEvent.click(card.getByRole('button', { name: 'Fill in and accept' }))
    await expect(cardOf(canvasElement, 'c7')).toHaveAttribute('data-status', 'accepted')
    await userEvent.click(
      within(cardOf(canvasElement, 'c6')).getByRole('button', { name: 'Accept' }),
    )
    await expect(previewOf(canvasElement)).toHaveTextContent(
      '- Trained 12 new hires on RF scanners',
    )
  },
}

/** A related skill asked about, never added by itself: the user writes the line, or skips it. */
export const Question: Story = {
  tags: ['state:review.question'],
  args: argsOf(dataAnalystEn),
  play: async ({ canvasElement }) => {
    const card = within(cardOf(canvasElement, 'c4'))
    await expect(card.getByText(/^Do you have experience with Power BI\?/)).toBeVisible()
    await expect(card.queryByRole('button', { name: 'Accept' })).toBeNull()
    await expect(previewOf(canvasElement)).not.toHaveTextContent('Power BI')
    await expect(
      card.getByRole('textbox', { name: 'Where and how you used it, in your own words' }),
    ).toBeVisible()
  },
}

/** Answered in the user's words, the line goes in after the one asked about; skipped, nothing. */
export const QuestionAnswered: Story = {
  tags: ['no-visual'],
  args: argsOf(dataAnalystEn),
  play: async ({ canvasElement }) => {
    const card = within(cardOf(canvasElement, 'c4'))
    await userEvent.click(card.getByRole('button', { name: 'Yes, add it' }))
    await expect(
      card.getByText('Write the line you want added, or skip the question.'),
    ).toBeVisible()
    await userEvent.type(
      card.getByRole('textbox', { name: 'Where and how you used it, in your own words' }),
      'Rebuilt two store dashboards in Power BI',
    )
    await userEvent.click(card.getByRole('button', { name: 'Yes, add it' }))
    await expect(previewOf(canvasElement)).toHaveTextContent(
      '- Rebuilt two store dashboards in Power BI',
    )
    await expect(card.getByText('Your line was added')).toBeVisible()
    const other = within(cardOf(canvasElement, 'c2'))
    await userEvent.click(other.getByRole('button', { name: 'No, skip it' }))
    await expect(other.getByText('Skipped')).toBeVisible()
  },
}

/** What the fabrication guard kept out of a model writer's answer, each with its reason. */
export const GuardRejected: Story = {
  tags: ['state:review.guard-rejected'],
  args: argsOf(accountantEnGuarded),
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: 'What we kept out' }))
    await expect(panel.getAllByRole('listitem')).toHaveLength(3)
    await expect(
      panel.getByText('Not added: Power BI. Nothing in your resume supports it.'),
    ).toBeVisible()
    await expect(panel.getByText('Job title')).toBeVisible()
  },
}

/** Every change rejected: saving keeps the resume exactly as it was, and the screen says so. */
export const AllRejected: Story = {
  tags: ['state:review.all-rejected'],
  args: {
    initialDecisions: Object.fromEntries(
      accountantEn.set.changes.map((change) => [change.id, { status: 'rejected' } as const]),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(
      page.getByText('Nothing accepted: saving keeps your resume as it was.'),
    ).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="preview-changed"]')).toBeNull()
    await userEvent.click(page.getByRole('button', { name: 'Save this version' }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ text: accountantEn.original }),
    )
  },
}

/** The accepted version saved as the optimized content; the original kept. */
export const Saved: Story = {
  tags: ['state:review.saved'],
  args: { initialDecisions: PARTLY, scores: { ats: 68.2, fit: 60, pending: false }, saved: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Saved')).toBeVisible()
    await expect(
      within(canvasElement).getByText(
        "This version is now the resume's optimized content. Your original is kept.",
      ),
    ).toBeVisible()
  },
}

/** Saving: the button busy while the app stores the version. */
export const Saving: Story = {
  args: { initialDecisions: PARTLY, saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Saving…/ })).toBeDisabled()
  },
}

/** The configured model failed: the offline writer's suggestions are offered, and it says so. */
export const ModelFailed: Story = {
  tags: ['state:review.model-failed'],
  args: { modelFailed: true },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert')
    await expect(alert).toHaveTextContent('The AI writer did not answer')
    await expect(alert).toHaveTextContent("These are the built-in writer's suggestions instead.")
  },
}

/** Accept all safe changes: every safe one at once; the summary's corrected years stay open. */
export const AcceptAllSafe: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByRole('button', { name: 'Accept all 9 safe changes' }))
    await expect(page.getByText('9 of 10 decided')).toBeVisible()
    await expect(cardOf(canvasElement, 'c1')).toHaveAttribute('data-status', 'pending')
    await expect(
      page.getByRole('button', { name: 'No safe changes left to accept' }),
    ).toBeDisabled()
    await waitFor(() => expect(args.onDecisionsChange).toHaveBeenCalledTimes(1))
  },
}

/** Edit, then accept: the user's own wording replaces the proposal. */
export const EditThenAccept: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const card = cardOf(canvasElement, 'c3')
    card.focus()
    await userEvent.keyboard('e')
    const box = within(card).getByRole('textbox', { name: 'Your wording for this line' })
    await expect(box).toHaveFocus()
    // Letters typed in the box are text, not shortcuts.
    await userEvent.clear(box)
    await userEvent.type(box, 'Closed the general ledger each month in 5 business days')
    await expect(card).toHaveAttribute('data-status', 'pending')
    await userEvent.click(within(card).getByRole('button', { name: 'Accept my wording' }))
    await expect(card).toHaveAttribute('data-status', 'accepted')
    await expect(within(card).getByText('Accepted with your wording')).toBeVisible()
    await expect(previewOf(canvasElement)).toHaveTextContent(
      '- Closed the general ledger each month in 5 business days',
    )
  },
}

/* ---- Russian ---- */

export const PendingRussian: Story = {
  args: argsOf(salesRu),
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      page.getByRole('heading', { name: 'Проверьте предложенные изменения' }),
    ).toBeVisible()
    await expect(page.getByText('Решено 0 из 3')).toBeVisible()
    await expect(
      page.getByRole('button', { name: 'Принять все 2 безопасных изменения' }),
    ).toBeVisible()
  },
}

export const QuestionRussian: Story = {
  tags: ['no-visual'],
  args: argsOf(salesRu),
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const card = within(cardOf(canvasElement, 'c1'))
    await userEvent.type(
      card.getByRole('textbox', { name: 'Где и как вы это применяли — своими словами' }),
      'Выполнял план продаж на 110% три года подряд',
    )
    await userEvent.click(card.getByRole('button', { name: 'Да, добавить' }))
    await expect(previewOf(canvasElement)).toHaveTextContent(
      'Выполнял план продаж на 110% три года подряд',
    )
  },
}

export const GuardRejectedRussian: Story = {
  tags: ['no-visual'],
  args: argsOf(salesRuGuarded),
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: 'Что мы не добавили' }))
    await expect(
      panel.getByText('Не добавлено: Bitrix24. В резюме нет ничего, что это подтверждает.'),
    ).toBeVisible()
  },
}

export const ModelFailedRussian: Story = {
  ...ModelFailed,
  tags: ['no-visual'],
  args: { ...argsOf(salesRu), modelFailed: true },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'ИИ-редактор не ответил',
    )
  },
}

/* ---- Spanish ---- */

export const PendingSpanish: Story = {
  args: argsOf(contableEs),
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { name: 'Revisa los cambios sugeridos' })).toBeVisible()
    await expect(page.getByText('0 de 3 decididos')).toBeVisible()
  },
}

export const PlaceholderUnfilledSpanish: Story = {
  tags: ['no-visual'],
  args: argsOf(contableEs),
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const card = within(cardOf(canvasElement, 'c3'))
    await userEvent.type(card.getByRole('textbox', { name: 'Completa [¿cuánto?]' }), 'un 30 %')
    await userEvent.click(card.getByRole('button', { name: 'Completar y aceptar' }))
    await expect(previewOf(canvasElement)).toHaveTextContent(
      '- Reduje los errores de conciliación con plantillas de Excel en un 30 %',
    )
  },
}

export const AllRejectedSpanish: Story = {
  tags: ['no-visual'],
  args: {
    ...argsOf(contableEsGuarded),
    initialDecisions: Object.fromEntries(
      contableEs.set.changes.map((change) => [change.id, { status: 'rejected' } as const]),
    ),
  },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      page.getByText('No has aceptado nada: al guardar, tu currículum queda como estaba.'),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: 'Lo que dejamos fuera' })).toBeVisible()
  },
}
