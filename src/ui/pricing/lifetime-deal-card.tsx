import { Check, Infinity as InfinityIcon } from 'lucide-react'
import { useId, type ComponentProps, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { LifetimeDeal } from '../../contract/plans.ts'
import type { Language } from '../../i18n/settings.ts'
import { cn } from '../lib/cn.ts'
import { formatMoney } from '../lib/format.ts'
import { Card } from '../primitives/card.tsx'

export type LifetimeDealCardProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The v1 catalogue's lifetime deal (GET /plans): its price, plan and templates. */
  deal: LifetimeDeal
  language: Language
  /** The button that buys it. */
  action: ReactNode
}

/** The lifetime deal (v1 catalogue): one payment for pro with no renewal, and its templates. */
export function LifetimeDealCard({
  deal,
  language,
  action,
  className,
  ...props
}: LifetimeDealCardProps) {
  const { t } = useTranslation('pricing')
  const { t: tc } = useTranslation()
  const titleId = useId()
  const plan = tc(`plan.${deal.plan}`)
  const points = [
    t('lifetime.forLife', { plan }),
    t('lifetime.templates', { count: deal.templates }),
    t('lifetime.noRenewal'),
  ]
  return (
    <Card asChild className={cn('md:flex-row md:items-center md:justify-between', className)}>
      <section data-slot="lifetime-deal-card" aria-labelledby={titleId} {...props}>
        <div className="flex flex-col gap-3">
          <div className="flex items-center gap-3">
            <span className="inline-flex size-10 items-center justify-center rounded-ui bg-accent-50 text-accent-700">
              <InfinityIcon aria-hidden="true" className="size-5" />
            </span>
            <h3 id={titleId} className="text-lg font-semibold text-ink">
              {t('lifetime.title')}
            </h3>
          </div>
          <p className="text-sm text-ink-muted">{t('lifetime.description', { plan })}</p>
          <ul className="grid gap-2 text-sm lg:grid-cols-3 lg:gap-4">
            {points.map((point) => (
              <li key={point} className="flex gap-2 text-ink-muted">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col items-start gap-3 md:items-end">
          <p className="flex items-baseline gap-1">
            <span
              data-slot="lifetime-price"
              className="text-3xl font-semibold tracking-tight text-ink tabular-nums"
            >
              {formatMoney(deal.price, language)}
            </span>
            <span className="text-sm text-ink-muted">{t('lifetime.once')}</span>
          </p>
          {action}
        </div>
      </section>
    </Card>
  )
}
