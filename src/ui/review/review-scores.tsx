import { useId, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { scoreTone } from '../lib/bands.ts'
import { cn } from '../lib/cn.ts'
import { spinnerVariants } from '../primitives/spinner.tsx'
import { useAnalysisFormat } from '../analysis/use-analysis-format.ts'

/** The scores of the text the decisions make, as the app last computed them. */
export interface ReviewScores {
  ats: number | null
  fit: number | null
  /** A recomputation for the latest decisions is under way: the figures shown are the last ones. */
  pending: boolean
}

export type ReviewScoresPanelProps = ComponentProps<'section'> & {
  scores: ReviewScores
  /** The original resume's scores, to show what the accepted changes moved. */
  baseline?: { ats: number | null; fit: number | null }
}

const TONE_TEXT = {
  success: 'text-success-800',
  warning: 'text-warning-800',
  danger: 'text-danger-800',
} as const

/**
 * The ATS and fit scores of the accepted set. The app recomputes them (debounced API calls) as
 * decisions change; this only shows them, says "Recomputing…" meanwhile, and announces the new
 * figures politely once they settle.
 */
export function ReviewScoresPanel({
  scores,
  baseline,
  className,
  ...props
}: ReviewScoresPanelProps) {
  const { t } = useTranslation('optimize')
  const format = useAnalysisFormat()
  const titleId = useId()
  const shown = (value: number | null) => (value === null ? '—' : format.number(value))
  const rows = [
    { key: 'ats', label: t('review.scores.ats'), value: scores.ats, was: baseline?.ats },
    { key: 'fit', label: t('review.scores.fit'), value: scores.fit, was: baseline?.fit },
  ] as const
  return (
    <section
      data-slot="review-scores"
      aria-labelledby={titleId}
      aria-busy={scores.pending}
      className={cn('rounded-ui border border-border bg-surface p-4 shadow-raised', className)}
      {...props}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-sm font-semibold text-ink">
          {t('review.scores.title')}
        </h2>
        {scores.pending ? (
          <span className="inline-flex items-center gap-1.5 text-xs text-ink-muted">
            <span
              aria-hidden="true"
              className={cn(spinnerVariants({ size: 'sm' }), 'text-accent-600')}
            />
            {t('review.scores.recomputing')}
          </span>
        ) : null}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        {rows.map((row) => (
          <div key={row.key} data-slot={`review-score-${row.key}`} className="flex flex-col">
            <dt className="text-xs text-ink-muted">{row.label}</dt>
            <dd
              className={cn(
                'text-2xl font-semibold tabular-nums',
                // While recomputing, the last figures stay in grey: shown, but not the answer yet.
                row.value === null || scores.pending
                  ? 'text-ink-muted'
                  : TONE_TEXT[scoreTone(row.value)],
              )}
            >
              {shown(row.value)}
            </dd>
            {row.was !== undefined && row.was !== null ? (
              <dd className="text-xs text-ink-muted">
                {t('review.scores.was', { value: format.number(row.was) })}
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
      <p className="sr-only" role="status">
        {scores.pending
          ? t('review.scores.recomputing')
          : t('review.scores.announce', { ats: shown(scores.ats), fit: shown(scores.fit) })}
      </p>
    </section>
  )
}
