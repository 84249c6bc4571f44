import { ChevronDown } from 'lucide-react'
import {
  useId,
  useState,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  type Ref,
} from 'react'
import { useTranslation } from 'react-i18next'
import type { ResumeChange } from '../../contract/resume-changes.ts'
import { cn } from '../lib/cn.ts'
import { Badge } from '../primitives/badge.tsx'
import { Button } from '../primitives/button.tsx'
import { Field } from '../primitives/field.tsx'
import { Input } from '../primitives/input.tsx'
import { Textarea } from '../primitives/textarea.tsx'
import {
  fillPlaceholder,
  isSafe,
  placeholderOf,
  type ReviewAction,
  type ReviewDecision,
} from './review-decisions.ts'
import { WordDiff } from './word-diff.tsx'

export type ChangeCardProps = Omit<ComponentProps<'li'>, 'ref'> & {
  change: ResumeChange
  decision: ReviewDecision
  /** 1-based position and the list's length, for the card's spoken label. */
  index: number
  total: number
  /** The one card in the tab order (roving focus across the list). */
  active: boolean
  /** The edit box is open (the screen owns it so the E key can open it). */
  editing: boolean
  onEditingChange: (editing: boolean) => void
  onAction: (action: ReviewAction) => void
  ref?: Ref<HTMLLIElement>
}

const STATUS_TONE = { pending: 'neutral', accepted: 'success', rejected: 'neutral' } as const

/**
 * One proposed change: what kind it is and where, the word diff, why (with the resume's lines
 * behind it on request), and the controls to decide it. A change with a placeholder is accepted
 * only through its fill-in box; a question only through the user's own line.
 */
export function ChangeCard({
  change,
  decision,
  index,
  total,
  active,
  editing,
  onEditingChange,
  onAction,
  className,
  ref,
  ...props
}: ChangeCardProps) {
  const { t } = useTranslation('optimize')
  const baseId = useId()
  const [showEvidence, setShowEvidence] = useState(false)
  const kind = t(`review.kind.${change.kind}`)
  const section = change.section || t('review.noSection')
  const status = t(`review.status.${decision.status}`)
  const placeholder = placeholderOf(change.after)
  const question = change.kind === 'question'
  const evidenceId = `${baseId}-evidence`
  const headingId = `${baseId}-heading`

  return (
    <li
      ref={ref}
      data-slot="review-change"
      data-change-id={change.id}
      data-kind={change.kind}
      data-status={decision.status}
      aria-labelledby={headingId}
      // The cards are the stops of the list's roving focus (J/K, arrows): only the active one is
      // in the tab order, and its own buttons follow it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={active ? 0 : -1}
      className={cn(
        'flex flex-col gap-3 rounded-ui border bg-surface p-4 shadow-raised outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600',
        decision.status === 'accepted' && 'border-success-200',
        decision.status === 'rejected' && 'border-border-subtle bg-canvas',
        decision.status === 'pending' && 'border-border',
        active && 'ring-1 ring-accent-200',
        className,
      )}
      {...props}
    >
      <h3 id={headingId} className="sr-only">
        {t('review.changeLabel', { index, total, kind, section, status })}
      </h3>
      <div className="flex flex-wrap items-center gap-2" aria-hidden="true">
        <Badge tone={question ? 'accent' : 'info'}>{kind}</Badge>
        <span className="text-xs text-ink-muted">{section}</span>
        {isSafe(change) ? <Badge tone="neutral">{t('review.status.safe')}</Badge> : null}
        <Badge tone={STATUS_TONE[decision.status]} className="ml-auto" data-slot="change-status">
          {status}
        </Badge>
      </div>

      {question ? (
        <p data-slot="change-question" className="text-sm font-medium text-ink">
          {change.reason}
        </p>
      ) : (
        <ChangeText change={change} decision={decision} />
      )}

      {question ? null : (
        <p className="text-sm text-ink-muted">
          <span className="font-medium text-ink">{t('review.why')}: </span>
          {change.reason}
        </p>
      )}

      {change.evidence.length > 0 || change.keywords.length > 0 ? (
        <div className="flex flex-col gap-2">
          <button
            type="button"
            aria-expanded={showEvidence}
            aria-controls={evidenceId}
            onClick={() => setShowEvidence((shown) => !shown)}
            className="inline-flex w-fit items-center gap-1 rounded-ui text-sm font-medium text-accent-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
          >
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 transition-transform', showEvidence && 'rotate-180')}
            />
            {showEvidence
              ? t('review.evidence.hide')
              : t('review.evidence.show', { count: change.evidence.length })}
          </button>
          <div id={evidenceId} hidden={!showEvidence} data-slot="change-evidence">
            <ul className="flex flex-col gap-1 border-l-2 border-accent-200 pl-3">
              {change.evidence.map((line, n) => (
                <li key={n} className="text-sm text-ink-muted">
                  {line.replace(/^\s*[-*•]\s+/u, '')}
                </li>
              ))}
            </ul>
            {change.keywords.length > 0 ? (
              <p className="mt-2 text-xs text-ink-muted">
                {t('review.evidence.keywords', { keywords: change.keywords.join(', ') })}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}

      {decision.status === 'pending' ? (
        question ? (
          <QuestionForm change={change} onAction={onAction} />
        ) : editing ? (
          <EditForm change={change} onAction={onAction} onDone={() => onEditingChange(false)} />
        ) : placeholder !== null ? (
          <PlaceholderForm
            change={change}
            placeholder={placeholder}
            onAction={onAction}
            onEdit={() => onEditingChange(true)}
          />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => onAction({ type: 'accept', change })}>
              {t('review.actions.accept')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onAction({ type: 'reject', id: change.id })}
            >
              {t('review.actions.reject')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onEditingChange(true)}>
              {t('review.actions.edit')}
            </Button>
          </div>
        )
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          {decision.status === 'accepted' && decision.text !== undefined ? (
            <p className="text-sm text-success-800">
              {question ? t('review.question.added') : t('review.edited')}
            </p>
          ) : null}
          {decision.status === 'rejected' && question ? (
            <p className="text-sm text-ink-muted">{t('review.question.dismissed')}</p>
          ) : null}
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onAction({ type: 'undo', id: change.id })}
          >
            {t('review.actions.undo')}
          </Button>
        </div>
      )}
    </li>
  )
}

/** The diff of the proposal, or of the user's own wording once they accepted that instead. */
function ChangeText({ change, decision }: { change: ResumeChange; decision: ReviewDecision }) {
  const { t } = useTranslation('optimize')
  const after =
    decision.status === 'accepted' && decision.text !== undefined ? decision.text : change.after
  const spoken =
    change.before === ''
      ? t('review.addedLabel', { after })
      : after === ''
        ? t('review.removedLabel', { before: change.before })
        : t('review.diffLabel', { before: change.before, after })
  return (
    <div data-slot="change-text">
      <p className="sr-only">{spoken}</p>
      <WordDiff before={change.before} after={after} />
    </div>
  )
}

type FormProps = { change: ResumeChange; onAction: (action: ReviewAction) => void }

/**
 * A form whose text must pass `valid` before it is handed on: the three ways a change is decided
 * with the user's own words (a figure, an edit, an answer) share it.
 */
function useCheckedText(
  initial: string,
  valid: (text: string) => boolean,
  done: (text: string) => void,
) {
  const [text, setText] = useState(initial)
  const [error, setError] = useState(false)
  return {
    text,
    error,
    change: (next: string) => {
      setText(next)
      setError(false)
    },
    submit: (event: FormEvent) => {
      event.preventDefault()
      if (valid(text)) done(text)
      else setError(true)
    },
  }
}

/** The submit button and the way out beside it, with an optional third button. */
function FormButtons({
  submit,
  secondary,
  onSecondary,
  children,
}: {
  submit: string
  secondary: string
  onSecondary: () => void
  children?: ReactNode
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" type="submit">
        {submit}
      </Button>
      <Button size="sm" variant="secondary" onClick={onSecondary}>
        {secondary}
      </Button>
      {children}
    </div>
  )
}

/** Written by the user: not empty, and no bracketed placeholder left in it. */
function isOwnText(text: string): boolean {
  return text.trim() !== '' && placeholderOf(text) === null
}

/** The number the change asks for: accepted only once the bracketed placeholder is replaced. */
function PlaceholderForm({
  change,
  placeholder,
  onAction,
  onEdit,
}: FormProps & { placeholder: string; onEdit: () => void }) {
  const { t } = useTranslation('optimize')
  const form = useCheckedText(
    '',
    (value) => fillPlaceholder(change.after, value) !== null,
    (value) => onAction({ type: 'fill', change, value }),
  )
  return (
    <form
      onSubmit={form.submit}
      className="flex flex-col gap-3"
      data-slot="placeholder-form"
      noValidate
    >
      <p className="text-sm text-warning-800">{t('review.placeholder.blocked', { placeholder })}</p>
      <Field
        label={t('review.placeholder.label', { placeholder })}
        hint={t('review.placeholder.hint')}
        error={form.error ? t('review.placeholder.invalid', { placeholder }) : undefined}
      >
        <Input
          value={form.text}
          onChange={(event) => form.change(event.target.value)}
          className="max-w-xs"
          autoComplete="off"
        />
      </Field>
      <FormButtons
        submit={t('review.placeholder.accept')}
        secondary={t('review.actions.reject')}
        onSecondary={() => onAction({ type: 'reject', id: change.id })}
      >
        <Button size="sm" variant="ghost" onClick={onEdit}>
          {t('review.actions.edit')}
        </Button>
      </FormButtons>
    </form>
  )
}

/** The user's own wording of the line, accepted in place of the proposal. */
function EditForm({ change, onAction, onDone }: FormProps & { onDone: () => void }) {
  const { t } = useTranslation('optimize')
  const placeholder = placeholderOf(change.after)
  const form = useCheckedText(change.after, isOwnText, (text) => {
    onAction({ type: 'edit', change, text })
    onDone()
  })
  const error =
    placeholder !== null
      ? t('review.placeholder.invalid', { placeholder })
      : t('review.question.invalid')
  return (
    <form onSubmit={form.submit} className="flex flex-col gap-3" data-slot="edit-form" noValidate>
      <Field label={t('review.actions.editLabel')} error={form.error ? error : undefined}>
        <Textarea
          value={form.text}
          rows={3}
          // The box opens on the user's own request (Edit, or the E key): typing can start at once.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          onChange={(event) => form.change(event.target.value)}
        />
      </Field>
      <FormButtons
        submit={t('review.actions.saveEdit')}
        secondary={t('review.actions.cancelEdit')}
        onSecondary={onDone}
      />
    </form>
  )
}

/** A related skill asked about: the user adds it in their own words, or skips it. */
function QuestionForm({ change, onAction }: FormProps) {
  const { t } = useTranslation('optimize')
  const form = useCheckedText('', isOwnText, (text) => onAction({ type: 'answer', change, text }))
  return (
    <form
      onSubmit={form.submit}
      className="flex flex-col gap-3"
      data-slot="question-form"
      noValidate
    >
      <Field
        label={t('review.question.answerLabel')}
        hint={t('review.question.answerHint')}
        error={form.error ? t('review.question.invalid') : undefined}
      >
        <Textarea
          value={form.text}
          rows={2}
          onChange={(event) => form.change(event.target.value)}
        />
      </Field>
      <FormButtons
        submit={t('review.question.add')}
        secondary={t('review.question.dismiss')}
        onSecondary={() => onAction({ type: 'reject', id: change.id })}
      />
    </form>
  )
}
