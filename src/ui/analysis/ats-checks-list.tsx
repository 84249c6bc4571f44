import { CircleCheck, CircleX } from 'lucide-react'
import { useId, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { AtsCheck } from '../../contract/analysis.ts'
import { cn } from '../lib/cn.ts'
import { groupChecks, type CheckGroup } from './ats-check-groups.ts'
import { useAnalysisFormat } from './use-analysis-format.ts'

export type AtsChecksListProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** `ats_score.checks`; an older analysis has none, and the list says so. */
  checks: readonly AtsCheck[] | undefined
  /** Heading element for the title; each aspect gets the next level. */
  titleAs?: 'h2' | 'h3' | 'h4'
}

const NEXT_LEVEL = { h2: 'h3', h3: 'h4', h4: 'h5' } as const

/**
 * The checks behind the formatting and readability scores as a checklist per aspect: passed or
 * failed (icon and words), points out of the check's weight, and what each check looks for.
 */
export function AtsChecksList({
  checks,
  titleAs: Title = 'h3',
  className,
  ...props
}: AtsChecksListProps) {
  const { t } = useTranslation('analysis')
  const titleId = useId()
  const groups = groupChecks(checks ?? [])
  return (
    <section
      aria-labelledby={titleId}
      data-slot="ats-checks-list"
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <Title id={titleId} className="text-base font-semibold text-ink">
        {t('checks.title')}
      </Title>
      {groups.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('checks.empty')}</p>
      ) : (
        <div className="grid items-start gap-4 lg:grid-cols-2">
          {groups.map((group) => (
            <CheckGroupSection key={group.aspect} group={group} titleAs={NEXT_LEVEL[Title]} />
          ))}
        </div>
      )}
    </section>
  )
}

function CheckGroupSection({
  group,
  titleAs: Title,
}: {
  group: CheckGroup
  titleAs: 'h3' | 'h4' | 'h5'
}) {
  const { t } = useTranslation('analysis')
  const format = useAnalysisFormat()
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      data-aspect={group.aspect}
      className="flex flex-col gap-3 rounded-ui border border-border-subtle bg-surface p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <Title id={titleId} className="text-sm font-semibold text-ink">
          {t(`checks.aspect.${group.aspect}`)}
        </Title>
        <span className="text-sm text-ink-muted tabular-nums">
          {t('checks.points', {
            points: format.number(group.points),
            weight: format.number(group.weight),
            count: group.weight,
          })}
        </span>
      </div>
      <p className="text-xs text-ink-muted">
        {t('checks.passedCount', {
          passed: format.number(group.passed),
          count: group.checks.length,
        })}
      </p>
      <ul className="flex flex-col divide-y divide-border-subtle">
        {group.checks.map((check) => (
          <li
            key={check.id}
            data-check={check.id}
            data-passed={check.passed}
            className="flex gap-3 py-2.5 first:pt-0 last:pb-0"
          >
            {check.passed ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
            ) : (
              <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-600" />
            )}
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="text-sm font-medium text-ink">
                  {t(`checks.item.${check.id}.name`)}
                  <span className="sr-only">
                    {', '}
                    {check.passed ? t('checks.passed') : t('checks.failed')}
                  </span>
                </span>
                <span className="text-xs text-ink-muted tabular-nums">
                  {t('checks.points', {
                    points: format.number(check.points),
                    weight: format.number(check.weight),
                    count: check.weight,
                  })}
                </span>
              </div>
              <p className="text-xs text-ink-muted">{t(`checks.item.${check.id}.hint`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
