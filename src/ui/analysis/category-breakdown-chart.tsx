import { useId, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { KeywordAnalysis } from '../../contract/analysis.ts'
import { cn } from '../lib/cn.ts'
import { breakdownRows } from './keyword-groups.ts'
import { useAnalysisFormat } from './use-analysis-format.ts'

export type CategoryBreakdownChartProps = Omit<ComponentProps<'figure'>, 'children'> & {
  /** `category_breakdown` of a keyword analysis. */
  breakdown: KeywordAnalysis['category_breakdown']
  /** Heading element for the title, to fit the page outline. */
  titleAs?: 'h2' | 'h3' | 'h4'
}

/**
 * Matched versus missing keywords per category as stacked horizontal bars with counts. The bars
 * are drawn for sighted users; screen readers get the same numbers as a table.
 */
export function CategoryBreakdownChart({
  breakdown,
  titleAs: Title = 'h3',
  className,
  ...props
}: CategoryBreakdownChartProps) {
  const { t } = useTranslation('analysis')
  const format = useAnalysisFormat()
  const titleId = useId()
  const rows = breakdownRows(breakdown)
  return (
    <figure
      aria-labelledby={titleId}
      data-slot="category-breakdown-chart"
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <Title id={titleId} className="text-base font-semibold text-ink">
          {t('breakdown.title')}
        </Title>
        <div aria-hidden="true" className="flex items-center gap-4 text-xs text-ink-muted">
          <span className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-success-500" />
            {t('breakdown.matched')}
          </span>
          <span className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-danger-500" />
            {t('breakdown.missing')}
          </span>
        </div>
      </div>
      <ul aria-hidden="true" className="flex flex-col gap-3">
        {rows.map((row) => {
          const empty = row.total === 0
          return (
            <li
              key={row.category}
              data-category={row.category}
              data-empty={empty || undefined}
              className="flex flex-col gap-1.5"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className={cn('font-medium', empty ? 'text-ink-subtle' : 'text-ink')}>
                  {t(`category.${row.category}`)}
                </span>
                <span
                  data-slot="category-counts"
                  className={cn(
                    'tabular-nums',
                    empty ? 'text-ink-subtle italic' : 'text-ink-muted',
                  )}
                >
                  {empty
                    ? t('breakdown.none')
                    : t('breakdown.counts', {
                        matched: format.number(row.matched),
                        total: format.number(row.total),
                      })}
                </span>
              </div>
              <div className="flex h-3 w-full overflow-hidden rounded-full bg-border-subtle">
                {row.matched > 0 ? (
                  <span
                    data-slot="bar-matched"
                    className="h-full bg-success-500"
                    style={{ width: `${row.matchedWidth}%` }}
                  />
                ) : null}
                {row.missing > 0 ? (
                  <span
                    data-slot="bar-missing"
                    // A white seam keeps the two parts apart for readers who cannot tell the colours.
                    className="h-full border-l-2 border-surface bg-danger-500 first:border-l-0"
                    style={{ width: `${row.missingWidth}%` }}
                  />
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
      <table className="sr-only">
        <caption>{t('breakdown.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('breakdown.columnCategory')}</th>
            <th scope="col">{t('breakdown.matched')}</th>
            <th scope="col">{t('breakdown.missing')}</th>
            <th scope="col">{t('breakdown.columnTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.category}>
              <th scope="row">{t(`category.${row.category}`)}</th>
              {row.total === 0 ? (
                <td colSpan={3}>{t('breakdown.none')}</td>
              ) : (
                <>
                  <td>{format.number(row.matched)}</td>
                  <td>{format.number(row.missing)}</td>
                  <td>{format.number(row.total)}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
