import { FileSearch, Lightbulb } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { PLAGIARISM_MIN_CHARS, type PlagiarismResponse } from '../../contract/pro.ts'
import { UNIQUENESS_TONE, uniquenessBand } from '../lib/bands.ts'
import { cn } from '../lib/cn.ts'
import { Alert } from '../primitives/alert.tsx'
import { UniquenessBadge } from '../primitives/band-badge.tsx'
import { Button } from '../primitives/button.tsx'
import { Field } from '../primitives/field.tsx'
import { Progress } from '../primitives/progress.tsx'
import { Spinner } from '../primitives/spinner.tsx'
import { Textarea } from '../primitives/textarea.tsx'
import { Tooltip } from '../primitives/tooltip.tsx'
import { canCheckOriginality, flaggedSegments } from './pro-rules.ts'

/** Where an originality check stands; `text` is the text that was checked (the result's offsets point into it). */
export type OriginalityCheck =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; text: string; result: PlagiarismResponse }
  | { status: 'error'; message: string }

export type PlagiarismCheckerProps = {
  check: OriginalityCheck
  initialText?: string
  onCheck: (text: string) => void
}

const panelClass =
  'flex min-w-0 flex-col gap-5 rounded-ui border border-border-subtle bg-surface p-4 shadow-raised sm:p-6'

const SCORE_TEXT = {
  excellent: 'text-success-700',
  good: 'text-warning-800',
  low: 'text-danger-700',
} as const

/**
 * The Plagiarism tab (spec §2, §5, §9): a text area with a character counter, the submit button
 * disabled under 50 characters, then the uniqueness score in its band colour with its label, the
 * analysis, word count and provider, the flagged passages highlighted in the text (reason on hover
 * and focus) and listed, and the recommendations.
 */
export function PlagiarismChecker({ check, initialText = '', onCheck }: PlagiarismCheckerProps) {
  const { t } = useTranslation('pro')
  const baseId = useId()
  const [text, setText] = useState(initialText)
  const busy = check.status === 'checking'
  const ready = canCheckOriginality(text)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy || !ready) return
    onCheck(text.trim())
  }

  return (
    <div
      data-slot="plagiarism-checker"
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]"
    >
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby={`${baseId}-heading`}
        className={panelClass}
      >
        <div className="grid gap-1">
          <h2 id={`${baseId}-heading`} className="text-lg font-semibold text-ink">
            {t('plagiarism.heading')}
          </h2>
          <p className="text-sm text-ink-muted">{t('plagiarism.intro')}</p>
        </div>
        <Field
          label={t('plagiarism.textLabel')}
          controlId={`${baseId}-text`}
          hint={ready ? undefined : t('plagiarism.tooShort', { min: PLAGIARISM_MIN_CHARS })}
        >
          <Textarea
            name="text"
            rows={10}
            value={text}
            disabled={busy}
            minChars={PLAGIARISM_MIN_CHARS}
            placeholder={t('plagiarism.placeholder')}
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
        <Button type="submit" loading={busy} disabled={!ready} className="sm:self-end">
          {busy ? t('plagiarism.checking') : t('plagiarism.submit')}
        </Button>
      </form>
      <OriginalityResult check={check} />
    </div>
  )
}

function OriginalityResult({ check }: { check: OriginalityCheck }) {
  const { t, i18n } = useTranslation('pro')
  const headingId = useId()
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value)
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={check.status === 'checking' || undefined}
      data-slot="plagiarism-result"
      data-status={check.status}
      className={panelClass}
    >
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {t('plagiarism.resultHeading')}
      </h2>
      {check.status === 'idle' ? (
        <div className="flex flex-col items-center gap-3 rounded-ui border border-dashed border-border px-4 py-12 text-center">
          <FileSearch aria-hidden="true" className="size-8 text-accent-600" />
          <p className="max-w-xs text-sm text-ink-muted">{t('plagiarism.empty')}</p>
        </div>
      ) : null}
      {check.status === 'checking' ? (
        <div className="flex justify-center py-12">
          <Spinner size="lg" showLabel label={t('plagiarism.checkingStatus')} />
        </div>
      ) : null}
      {check.status === 'error' ? <Alert variant="danger">{check.message}</Alert> : null}
      {check.status === 'done' ? (
        <ResultBody text={check.text} result={check.result} number={number} />
      ) : null}
    </section>
  )
}

function ResultBody({
  text,
  result,
  number,
}: {
  text: string
  result: PlagiarismResponse
  number: (value: number) => string
}) {
  const { t } = useTranslation('pro')
  const band = uniquenessBand(result.uniqueness_score)
  const score = Math.round(result.uniqueness_score)
  const flagged = result.flagged_sections
  const segments = flaggedSegments(text, flagged)
  return (
    <>
      <div className="grid gap-3" data-slot="uniqueness" data-band={band}>
        <div className="flex flex-wrap items-center gap-3">
          <span className={cn('text-4xl font-bold tabular-nums', SCORE_TEXT[band])}>{score}%</span>
          <span className="grid gap-1">
            <span className="text-sm text-ink-muted">{t('plagiarism.score')}</span>
            <UniquenessBadge score={result.uniqueness_score} className="justify-self-start" />
          </span>
        </div>
        <Progress
          label={t('plagiarism.score')}
          hideLabel
          value={score}
          tone={UNIQUENESS_TONE[band]}
          // The score is already written large above; the bar only announces it.
          getValueLabel={() => `${score}%`}
        />
        <p className="text-sm text-ink">{t(`plagiarism.bandMessage.${band}`)}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div className="grid gap-0.5 rounded-ui bg-canvas px-3 py-2">
          <dt className="text-xs text-ink-muted">{t('plagiarism.wordCount')}</dt>
          <dd className="text-sm font-semibold text-ink">{number(result.word_count)}</dd>
        </div>
        <div className="grid gap-0.5 rounded-ui bg-canvas px-3 py-2">
          <dt className="text-xs text-ink-muted">{t('plagiarism.provider')}</dt>
          <dd className="text-sm font-semibold break-words text-ink">{result.provider}</dd>
        </div>
      </dl>
      <div className="grid gap-1">
        <h3 className="text-sm font-semibold text-ink">{t('plagiarism.analysis')}</h3>
        <p className="text-sm text-ink">{result.analysis}</p>
      </div>
      {flagged.length > 0 ? (
        <>
          <div className="grid gap-2">
            <h3 className="text-sm font-semibold text-ink">{t('plagiarism.yourText')}</h3>
            <p
              data-slot="checked-text"
              className="rounded-ui bg-canvas p-3 text-sm leading-relaxed whitespace-pre-wrap text-ink"
            >
              {segments.map((segment, i) =>
                segment.flag === null ? (
                  <span key={i}>{segment.text}</span>
                ) : (
                  <Tooltip key={i} content={flagged[segment.flag]?.reason}>
                    <mark
                      // Focusable, so the reason shows on keyboard focus as well as on hover.
                      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                      tabIndex={0}
                      data-flag={segment.flag}
                      className="rounded-sm bg-danger-50 px-0.5 text-ink underline decoration-danger-500 decoration-2 underline-offset-2 focus-visible:outline-2 focus-visible:outline-accent-600"
                    >
                      {segment.text}
                    </mark>
                  </Tooltip>
                ),
              )}
            </p>
          </div>
          <div className="grid gap-2">
            <h3 className="text-sm font-semibold text-ink">
              {t('plagiarism.flaggedHeading', { count: flagged.length })}
            </h3>
            <ol className="grid gap-2" data-slot="flagged-sections">
              {flagged.map((section, i) => (
                <li
                  key={`${section.start}-${i}`}
                  className="grid gap-1 rounded-ui border border-danger-200 bg-danger-50 p-3 text-sm"
                >
                  <span className="font-medium text-ink">
                    {i + 1}. “{section.text}”
                  </span>
                  <span className="text-danger-800">{section.reason}</span>
                  {section.source ? (
                    <span className="text-ink-muted">
                      {t('plagiarism.source', { source: section.source })}
                    </span>
                  ) : null}
                </li>
              ))}
            </ol>
          </div>
        </>
      ) : (
        <Alert variant="success">{t('plagiarism.noFlags')}</Alert>
      )}
      {result.recommendations.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold text-ink">{t('plagiarism.recommendations')}</h3>
          <ul className="grid gap-2" data-slot="recommendations">
            {result.recommendations.map((item) => (
              <li key={item} className="flex gap-2 text-sm text-ink">
                <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning-800" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  )
}
