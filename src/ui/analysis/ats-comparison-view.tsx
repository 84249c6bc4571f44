import { ArrowRight, ArrowDown } from 'lucide-react'
import { useId, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { AtsComparison } from '../../contract/analysis.ts'
import { cn } from '../lib/cn.ts'
import { BandBadge } from '../primitives/band-badge.tsx'
import { deltaTone, type DeltaTone } from './analysis-format.ts'
import { AtsScoreGauge } from './ats-score-gauge.tsx'
import { categoryLabel } from './category-label.ts'
import { comparisonRows } from './comparison-rows.ts'
import { useAnalysisFormat } from './use-analysis-format.ts'

const DELTA_TEXT: Record<DeltaTone, string> = {
  success: 'text-success-700',
  danger: 'text-danger-700',
  neutral: 'text-ink-muted',
}

const DELTA_FILL: Record<DeltaTone, string> = {
  success: 'bg-success-500',
  danger: 'bg-danger-500',
  neutral: 'bg-ink-subtle',
}

export type AtsComparisonViewProps = Omit<ComponentProps<'section'>, 'children'> & {
  comparison: AtsComparison
  /** Heading element for the title; the category list gets the next level. */
  titleAs?: 'h2' | 'h3' | 'h4'
}

const NEXT_LEVEL = { h2: 'h3', h3: 'h4', h4: 'h5' } as const

/**
 * Original versus optimized ATS score: two gauges, the change with its sign (a gain green, a loss
 * red, none neutral), and the change per category as diverging bars around zero.
 */
export function AtsComparisonView({
  comparison,
  titleAs: Title = 'h3',
  className,
  ...props
}: AtsComparisonViewProps) {
  const { t } = useTranslation('analysis')
  const format = useAnalysisFormat()
  const titleId = useId()
  const categoriesId = useId()
  const Sub = NEXT_LEVEL[Title]
  const delta = comparison.improvement_delta
  const tone = deltaTone(delta)
  const rows = comparisonRows(comparison.category_improvements)
  const deltaText = (value: number) =>
    t('comparison.delta', { value: format.signed(value), count: Math.abs(value) })
  return (
    <section
      aria-labelledby={titleId}
      data-slot="ats-comparison-view"
      className={cn('flex flex-col gap-5', className)}
      {...props}
    >
      <Title id={titleId} className="text-base font-semibold text-ink">
        {t('comparison.title')}
      </Title>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-center sm:gap-6">
        <AtsScoreGauge
          size="sm"
          score={comparison.original_score}
          label={t('comparison.original')}
        />
        <ArrowRight aria-hidden="true" className="hidden size-5 text-ink-subtle sm:block" />
        <ArrowDown aria-hidden="true" className="size-5 text-ink-subtle sm:hidden" />
        <AtsScoreGauge
          size="sm"
          score={comparison.optimized_score}
          label={t('comparison.optimized')}
        />
        <div className="flex flex-col items-center gap-1 sm:ml-2">
          <span className="text-xs font-medium text-ink-muted">{t('comparison.change')}</span>
          <BandBadge
            data-slot="improvement-delta"
            data-delta-tone={tone}
            tone={tone}
            className="px-3 py-1 text-base tabular-nums"
          >
            {deltaText(delta)}
          </BandBadge>
        </div>
      </div>
      <div className="flex flex-col gap-3">
        <Sub id={categoriesId} className="text-sm font-semibold text-ink">
          {t('comparison.categoriesTitle')}
        </Sub>
        {rows.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('comparison.noCategories')}</p>
        ) : (
          <ul aria-labelledby={categoriesId} className="flex flex-col gap-3">
            {rows.map((row) => {
              const rowTone = deltaTone(row.delta)
              return (
                <li
                  key={row.key}
                  data-category={row.key}
                  data-delta-tone={rowTone}
                  className="flex flex-col gap-1"
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                    <span className="font-medium text-ink">{categoryLabel(t, row.key)}</span>
                    <span className={cn('font-medium tabular-nums', DELTA_TEXT[rowTone])}>
                      {deltaText(row.delta)}
                    </span>
                  </div>
                  {/* Around a centre line: losses grow left, gains grow right. */}
                  <div
                    aria-hidden="true"
                    className="relative flex h-2.5 w-full rounded-full bg-canvas"
                  >
                    <div className="flex flex-1 justify-end">
                      {row.delta < 0 ? (
                        <span
                          className={cn('h-full rounded-l-full', DELTA_FILL[rowTone])}
                          style={{ width: `${row.width}%` }}
                        />
                      ) : null}
                    </div>
                    <span className="w-0.5 shrink-0 bg-border" />
                    <div className="flex flex-1 justify-start">
                      {row.delta > 0 ? (
                        <span
                          className={cn('h-full rounded-r-full', DELTA_FILL[rowTone])}
                          style={{ width: `${row.width}%` }}
                        />
                      ) : null}
                    </div>
                  </div>
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </section>
  )
}
