import {
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react'
import { useTranslation } from 'react-i18next'
import type { GuardRejection, ResumeChange } from '../../contract/resume-changes.ts'
import { cn } from '../lib/cn.ts'
import { Alert } from '../primitives/alert.tsx'
import { Button } from '../primitives/button.tsx'
import { spinnerVariants } from '../primitives/spinner.tsx'
import { ChangeCard } from './change-card.tsx'
import { GuardRejections } from './guard-rejections.tsx'
import {
  acceptsAsProposed,
  countDecisions,
  decisionOf,
  NO_DECISIONS,
  reviewDecisionsReducer,
  reviewedLayout,
  type ReviewAction,
  type ReviewDecisions,
} from './review-decisions.ts'
import { ReviewPreview } from './review-preview.tsx'
import { ReviewScoresPanel, type ReviewScores } from './review-scores.tsx'

/** What Save hands on: the text to store as the optimized content, and how it was decided. */
export interface ReviewResult {
  text: string
  decisions: ReviewDecisions
}

export type ResumeReviewProps = Omit<ComponentProps<'div'>, 'onChange'> & {
  /** The resume as stored; it is never changed here. */
  original: string
  /** The changes that passed the guard so far (the list grows while `streaming`). */
  changes: readonly ResumeChange[]
  /** What the guard kept out, with the reasons. */
  rejected: readonly GuardRejection[]
  scores: ReviewScores
  /** The original's scores, shown beside the recomputed ones. */
  baseline?: { ats: number | null; fit: number | null }
  /** Changes are still arriving. */
  streaming?: boolean
  /** The configured model failed: these are the offline writer's suggestions. */
  modelFailed?: boolean
  /**
   * The review starts from the safe changes accepted, as the optimization stored them; the intro
   * says so (a review that starts undecided says nothing goes in before Save).
   */
  safeApplied?: boolean
  /** Decisions to start from (a review reopened, or a story's state). */
  initialDecisions?: ReviewDecisions
  /** Every decision, with the text it makes: the app recomputes the scores from it (debounced). */
  onDecisionsChange?: (result: ReviewResult) => void
  onSave: (result: ReviewResult) => void
  saving?: boolean
  /** The last save went through (the app clears it when a decision changes again). */
  saved?: boolean
}

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT'])

function isTyping(target: EventTarget): boolean {
  return target instanceof HTMLElement && (TYPING.has(target.tagName) || target.isContentEditable)
}

/**
 * The optimization review (issue 21, item 3): every proposed change with its word diff, reason
 * and evidence, decided one by one or all safe ones at once; the resume as the decisions leave it
 * beside the list, with the scores the app recomputes; what the guard kept out; Save. Keyboard:
 * J/K or the arrows move between changes, A accepts, R rejects, E edits (not while typing).
 */
export function ResumeReview({
  original,
  changes,
  rejected,
  scores,
  baseline,
  streaming = false,
  modelFailed = false,
  safeApplied = false,
  initialDecisions = NO_DECISIONS,
  onDecisionsChange,
  onSave,
  saving = false,
  saved = false,
  className,
  ...props
}: ResumeReviewProps) {
  const { t } = useTranslation('optimize')
  const [decisions, dispatch] = useReducer(reviewDecisionsReducer, initialDecisions)
  const [active, setActive] = useState(0)
  const [editing, setEditing] = useState<string | null>(null)
  const cards = useRef<Array<HTMLLIElement | null>>([])
  const listTitleId = useId()
  const layout = useMemo(
    () => reviewedLayout(original, changes, decisions),
    [original, changes, decisions],
  )
  const counts = countDecisions(changes, decisions)
  const decided = counts.accepted + counts.rejected

  // The app hears of each decision (not of the first render, which it already knows).
  const reported = useRef(decisions)
  useEffect(() => {
    if (reported.current === decisions) return
    reported.current = decisions
    onDecisionsChange?.({ text: layout.text, decisions })
  }, [decisions, layout.text, onDecisionsChange])

  // Safe changes that stream in after the first render start accepted too, as the optimization
  // applied them; each change is seen once, so an Undo is never overridden.
  const seen = useRef(new Set(changes.map((change) => change.id)))
  useEffect(() => {
    const fresh = changes.filter((change) => !seen.current.has(change.id))
    if (fresh.length === 0) return
    for (const change of fresh) seen.current.add(change.id)
    if (safeApplied) dispatch({ type: 'accept-all-safe', changes: fresh })
  }, [changes, safeApplied])

  const act = (action: ReviewAction) => {
    dispatch(action)
    if (action.type !== 'edit') setEditing(null)
  }

  const focusCard = (index: number) => {
    const next = Math.max(0, Math.min(changes.length - 1, index))
    setActive(next)
    cards.current[next]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return
    const change = changes[active]
    const card = cards.current[active]
    switch (event.key) {
      case 'j':
      case 'ArrowDown':
        focusCard(active + 1)
        break
      case 'k':
      case 'ArrowUp':
        focusCard(active - 1)
        break
      case 'a':
        if (!change) return
        if (acceptsAsProposed(change)) act({ type: 'accept', change })
        // A change that asks something is accepted through its box: take the user there.
        else card?.querySelector<HTMLElement>('input, textarea')?.focus()
        break
      case 'r':
        if (!change) return
        act({ type: 'reject', id: change.id })
        break
      case 'e':
        if (!change) return
        if (change.kind === 'question') card?.querySelector<HTMLElement>('textarea')?.focus()
        else if (decisionOf(decisions, change.id).status === 'pending') setEditing(change.id)
        break
      default:
        return
    }
    event.preventDefault()
  }

  const save = () => onSave({ text: layout.text, decisions })
  const nothingAccepted = changes.length > 0 && counts.accepted === 0 && counts.pending === 0

  return (
    <div
      data-slot="resume-review"
      className={cn('flex w-full min-w-0 flex-col gap-6', className)}
      {...props}
    >
      <header className="flex flex-col gap-2">
        <h1 className="text-xl font-semibold text-ink">{t('review.title')}</h1>
        <p className="text-sm text-ink-muted">
          {t(safeApplied ? 'review.introSafeApplied' : 'review.intro')}
        </p>
        <p className="text-xs text-ink-muted" data-slot="review-keyboard">
          {t('review.keyboard')}
        </p>
      </header>

      {modelFailed ? (
        <Alert variant="warning" title={t('review.modelFailed.title')}>
          {t('review.modelFailed.body')}
        </Alert>
      ) : null}

      {saved ? (
        <Alert variant="success" title={t('review.saved.title')}>
          {t('review.saved.body')}
        </Alert>
      ) : null}

      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm font-medium text-ink" data-slot="review-progress">
              {t('review.progress', { decided, total: changes.length })}
            </p>
            <Button
              size="sm"
              variant="secondary"
              className="ml-auto"
              disabled={counts.safePending === 0}
              onClick={() => act({ type: 'accept-all-safe', changes })}
            >
              {counts.safePending === 0
                ? t('review.actions.acceptAllSafeNone')
                : t('review.actions.acceptAllSafe', { count: counts.safePending })}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={decided === 0}
              onClick={() => act({ type: 'reset' })}
            >
              {t('review.actions.reset')}
            </Button>
          </div>

          {changes.length === 0 && !streaming ? (
            <p className="text-sm text-ink-muted">{t('review.empty')}</p>
          ) : null}

          <h2 id={listTitleId} className="sr-only">
            {t('review.listLabel')}
          </h2>
          {/* The list's own keys (J/K, arrows, A/R/E) act on the card that holds focus. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
          <ol aria-labelledby={listTitleId} className="flex flex-col gap-3" onKeyDown={onKeyDown}>
            {changes.map((change, index) => (
              <ChangeCard
                key={change.id}
                ref={(element) => {
                  cards.current[index] = element
                }}
                change={change}
                decision={decisionOf(decisions, change.id)}
                index={index + 1}
                total={changes.length}
                active={index === active}
                editing={editing === change.id}
                onEditingChange={(open) => setEditing(open ? change.id : null)}
                onAction={(action) => {
                  act(action)
                  // The button pressed goes away with the decision (Accept becomes Undo):
                  // focus stays on its card rather than falling to the page.
                  setActive(index)
                  cards.current[index]?.focus()
                }}
                onFocus={() => setActive(index)}
              />
            ))}
          </ol>

          {streaming ? (
            <p
              role="status"
              data-slot="review-streaming"
              className="flex items-center gap-2 rounded-ui border border-dashed border-border p-3 text-sm text-ink-muted"
            >
              <span
                aria-hidden="true"
                className={cn(spinnerVariants({ size: 'sm' }), 'text-accent-600')}
              />
              {t('review.streaming', { count: changes.length })}
            </p>
          ) : null}

          <GuardRejections rejected={rejected} />
        </div>

        <div className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-4 lg:self-start">
          <ReviewScoresPanel scores={scores} {...(baseline ? { baseline } : {})} />
          <div className="flex flex-col gap-2">
            <Button onClick={save} loading={saving} disabled={streaming}>
              {saving ? t('review.actions.saving') : t('review.actions.save')}
            </Button>
            {nothingAccepted ? (
              <p className="text-sm text-ink-muted" data-slot="review-all-rejected">
                {t('review.allRejected')}
              </p>
            ) : counts.pending > 0 && !streaming ? (
              <p className="text-xs text-ink-muted">
                {t('review.pendingOnSave', { count: counts.pending })}
              </p>
            ) : null}
          </div>
          <ReviewPreview layout={layout} accepted={counts.accepted} />
        </div>
      </div>
    </div>
  )
}
