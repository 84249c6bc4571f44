import { Lock } from 'lucide-react'
import { useId, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { FitRequirement } from '../../contract/analysis.ts'
import { scoreTone } from '../lib/bands.ts'
import { cn } from '../lib/cn.ts'
import { ScoreProgress } from '../primitives/progress.tsx'
import { capCauses, statusCounts } from './fit-checklist.ts'
import { useAnalysisFormat } from './use-analysis-format.ts'

export type FitScorePanelProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** 0-100. */
  score: number
  /** The cap a missing must-have put on it, or null. */
  cappedAt: number | null
  requirements: FitRequirement[]
  /** The keyword match percentage, named beside the score so neither is read for the other. */
  matchPercentage: number
  titleAs?: 'h2' | 'h3' | 'h4'
}

/**
 * The fit score (0-100): what it weighs, the cap a missing must-have put on it and which must-haves
 * those are, and a line telling it from the keyword match, so no one reads one for the other.
 */
export function FitScorePanel({
  score,
  cappedAt,
  requirements,
  matchPercentage,
  titleAs: Title = 'h3',
  className,
  ...props
}: FitScorePanelProps) {
  const { t } = useTranslation('analysis')
  const format = useAnalysisFormat()
  const titleId = useId()
  const scored = requirements.filter((r) => r.status !== 'unknown')
  const counts = statusCounts(scored)
  const causes = capCauses(requirements, cappedAt)
  const band = t(`scoreBand.${scoreTone(score)}`)
  return (
    <section
      data-slot="fit-score-panel"
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-3 rounded-ui border border-border-subtle bg-surface p-4',
        className,
      )}
      {...props}
    >
      <Title id={titleId} className="text-sm font-semibold text-ink-muted">
        {t('fit.title')}
      </Title>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p data-slot="fit-score" className="text-4xl font-semibold text-ink tabular-nums">
          {format.number(score)}
          <span className="text-lg font-normal text-ink-muted">/100</span>
        </p>
        <p data-slot="fit-summary" className="text-sm text-ink-muted">
          {t('fit.summary', {
            met: format.number(counts.met),
            total: format.number(scored.length),
            partly: format.number(counts.partly),
          })}
        </p>
      </div>
      <ScoreProgress
        className="[&_[data-slot=progress-value]]:hidden"
        score={score}
        label={t('fit.title')}
        hideLabel
        valueText={t('gauge.label', { label: t('fit.title'), score, band })}
      />
      {causes.length > 0 && cappedAt !== null ? (
        <p
          data-slot="fit-cap"
          className="flex gap-2 rounded-ui bg-danger-50 p-2 text-sm text-danger-800"
        >
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">
            {t('fit.capped', {
              cap: format.number(cappedAt),
              count: causes.length,
              names: causes.join(', '),
            })}
          </span>
        </p>
      ) : null}
      <p className="text-sm text-ink">{t('fit.what')}</p>
      <p data-slot="fit-which-number" className="text-xs text-ink-muted">
        {t('fit.whichNumber', { match: format.percent(matchPercentage) })}
      </p>
    </section>
  )
}
