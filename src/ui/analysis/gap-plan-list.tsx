import { useId, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { GapPlanItem } from '../../contract/analysis.ts'
import { cn } from '../lib/cn.ts'
import { Badge } from '../primitives/badge.tsx'
import { EvidenceQuote } from './evidence-quote.tsx'
import { gapAdviceKey } from './fit-checklist.ts'
import { useDuration } from './use-duration.ts'

const ACTION_TONE = { reword: 'info', bridge: 'warning', missing: 'danger' } as const

export type GapPlanListProps = Omit<ComponentProps<'section'>, 'children'> & {
  items: GapPlanItem[]
  titleAs?: 'h2' | 'h3' | 'h4'
}

/**
 * One line per requirement the resume does not plainly meet, must-haves first (the server's
 * order): reword it where the resume shows it, bridge from what is related, or know it is missing.
 */
export function GapPlanList({
  items,
  titleAs: Title = 'h3',
  className,
  ...props
}: GapPlanListProps) {
  const { t } = useTranslation('analysis')
  const duration = useDuration()
  const titleId = useId()
  return (
    <section
      data-slot="gap-plan"
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-3 rounded-ui border border-border-subtle bg-surface p-4',
        className,
      )}
      {...props}
    >
      <Title id={titleId} className="text-sm font-semibold text-ink">
        {t('fit.gap.title')}
      </Title>
      {items.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('fit.gap.empty')}</p>
      ) : (
        <>
          <p className="text-sm text-ink-muted">{t('fit.gap.intro')}</p>
          <ol className="flex flex-col gap-3">
            {items.map((item, index) => (
              <li
                key={`${item.requirement}:${index}`}
                data-slot="gap-item"
                data-action={item.action}
                data-priority={item.priority}
                className="flex flex-col gap-1 border-l-2 border-border-subtle pl-3 text-sm"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone={ACTION_TONE[item.action]}>
                    {t(`fit.gap.action.${item.action}`)}
                  </Badge>
                  <span className="min-w-0 font-medium break-words text-ink">
                    {item.requirement}
                  </span>
                  <span className="text-xs text-ink-muted">{t(`fit.gap.${item.priority}`)}</span>
                </div>
                <p className="text-ink">
                  {t(gapAdviceKey(item) as 'fit.gap.advice.reword', {
                    asked: duration(Math.round((item.min_years ?? 0) * 12)),
                    shown: duration(item.months ?? 0),
                    name: item.requirement,
                    matched: item.evidence?.matched ?? item.requirement,
                  })}
                </p>
                {item.evidence ? (
                  <p className="text-ink-muted">
                    <span className="mr-1">{t('fit.gap.where')}</span>
                    <EvidenceQuote
                      evidence={{ ...item.evidence, matched: item.evidence.matched ?? '' }}
                    />
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  )
}
