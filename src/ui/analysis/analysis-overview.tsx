import { Lightbulb } from 'lucide-react'
import { useId, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { KeywordAnalysis } from '../../contract/analysis.ts'
import { cn } from '../lib/cn.ts'
import { Progress, ScoreProgress } from '../primitives/progress.tsx'
import { AtsScoreGauge } from './ats-score-gauge.tsx'
import { FitOverview } from './fit-overview.tsx'
import { ScoreBar } from './score-bar.tsx'
import { useAnalysisFormat } from './use-analysis-format.ts'

/**
 * Keyword density is a few percent in a good resume; on a 0-100 scale its bar would hardly show, so
 * it is drawn against 10% (a denser resume fills the bar).
 */
const DENSITY_SCALE = 10

export type AnalysisOverviewProps = Omit<ComponentProps<'div'>, 'children'> & {
  analysis: KeywordAnalysis
  /** Heading element for each part, to fit the page outline. */
  titleAs?: 'h2' | 'h3' | 'h4'
  /**
   * Lead with the fit report (default). The built-in sample analysis has none, and shows no
   * message about it either (spec §4, §8: the sample is shown with no error message).
   */
  withFit?: boolean
}

const PANEL = 'flex flex-col gap-3 rounded-ui border border-border-subtle bg-surface p-4'

/**
 * The compact summary of a keyword analysis (the view modal's Overview tab): the fit report first
 * (fit score, requirements checklist, gap plan), then the match percentage, the ATS gauge,
 * formatting, readability and keyword density, keyword totals, and the suggestions.
 */
export function AnalysisOverview({
  analysis,
  titleAs: Title = 'h3',
  withFit = true,
  className,
  ...props
}: AnalysisOverviewProps) {
  const { t } = useTranslation('analysis')
  const format = useAnalysisFormat()
  const matchId = useId()
  const scoresId = useId()
  const totalsId = useId()
  const suggestionsId = useId()
  const ats = analysis.ats_score
  const totals = [
    { key: 'total', label: t('overview.total'), value: analysis.total_keywords },
    { key: 'matched', label: t('overview.matched'), value: analysis.matched_keywords },
    { key: 'missing', label: t('overview.missing'), value: analysis.missing_keywords },
  ] as const
  return (
    <div
      data-slot="analysis-overview"
      className={cn('grid gap-4 md:grid-cols-2', className)}
      {...props}
    >
      {withFit ? (
        <FitOverview
          analysis={analysis}
          titleAs={Title === 'h4' ? 'h3' : Title}
          className="md:col-span-2"
        />
      ) : null}
      <section aria-labelledby={matchId} className={cn(PANEL, 'justify-between')}>
        <Title id={matchId} className="text-sm font-semibold text-ink-muted">
          {t('overview.match')}
        </Title>
        <p data-slot="match-percentage" className="text-4xl font-semibold text-ink tabular-nums">
          {format.percent(analysis.match_percentage)}
        </p>
        <ScoreProgress
          // The big figure above already shows the value; the bar keeps it for screen readers.
          className="[&_[data-slot=progress-value]]:hidden"
          score={analysis.match_percentage}
          label={t('overview.match')}
          hideLabel
          valueText={format.percent(analysis.match_percentage)}
        />
      </section>
      <div className={cn(PANEL, 'items-center justify-center')}>
        <AtsScoreGauge score={ats.overall_score} label={t('overview.ats')} />
      </div>
      <section aria-labelledby={scoresId} className={PANEL}>
        <Title id={scoresId} className="text-sm font-semibold text-ink">
          {t('overview.scores')}
        </Title>
        <ScoreBar score={ats.formatting_score} label={t('overview.formatting')} size="sm" />
        <ScoreBar score={ats.readability_score} label={t('overview.readability')} size="sm" />
        <div data-slot="keyword-density" className="flex flex-col gap-1">
          <Progress
            size="sm"
            label={t('overview.density')}
            value={Math.min(ats.keyword_density, DENSITY_SCALE)}
            max={DENSITY_SCALE}
            valueText={format.percent(ats.keyword_density)}
          />
          <p className="text-xs text-ink-muted">{t('overview.densityHint')}</p>
        </div>
      </section>
      <section aria-labelledby={totalsId} className={PANEL}>
        <Title id={totalsId} className="text-sm font-semibold text-ink">
          {t('overview.totals')}
        </Title>
        <dl className="grid grid-cols-3 gap-2 text-center">
          {totals.map((item) => (
            <div
              key={item.key}
              data-total={item.key}
              className="flex flex-col-reverse gap-0.5 rounded-ui bg-canvas px-2 py-3"
            >
              <dt className="text-xs text-ink-muted">{item.label}</dt>
              <dd
                className={cn(
                  'text-2xl font-semibold tabular-nums',
                  item.key === 'matched'
                    ? 'text-success-700'
                    : item.key === 'missing'
                      ? 'text-danger-700'
                      : 'text-ink',
                )}
              >
                {format.number(item.value)}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby={suggestionsId} className={cn(PANEL, 'md:col-span-2')}>
        <Title id={suggestionsId} className="text-sm font-semibold text-ink">
          {t('overview.suggestions')}
        </Title>
        {analysis.suggestions.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('overview.noSuggestions')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {analysis.suggestions.map((suggestion, index) => (
              <li key={index} className="flex gap-2 text-sm text-ink">
                <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />
                <span className="min-w-0 break-words">{suggestion}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
