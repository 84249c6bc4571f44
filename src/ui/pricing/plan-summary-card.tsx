import type { TFunction } from 'i18next'
import { Check, Sparkles } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Plan } from '../../contract/common.ts'
import type { PlanOffer } from '../../contract/plans.ts'
import type { Language } from '../../i18n/settings.ts'
import { cn } from '../lib/cn.ts'
import { formatMoney } from '../lib/format.ts'
import { Badge, BetaBadge, PopularBadge } from '../primitives/badge.tsx'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../primitives/card.tsx'
import { priceOf, type PricingPeriod } from './pricing-rules.ts'

/** Monthly AI generations in words: a count with its plural, "unlimited" for null, "none" for 0. */
export function generationsText(t: TFunction, monthlyGenerations: number | null): string {
  if (monthlyGenerations === null) return t('pricing.generationsUnlimited')
  if (monthlyGenerations === 0) return t('pricing.generationsNone')
  return t('pricing.generations', { count: monthlyGenerations })
}

export type PlanSummaryCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  plan: Plan
  /** The plan's offer from the active catalogue (GET /plans). */
  offer: PlanOffer
  /** The interface language, for the price. */
  language: Language
  /** Which price to show: the monthly one (default) or the yearly one when the plan has it. */
  period?: PricingPeriod
  /** The signed-in user's plan: marked "Current plan". */
  current?: boolean
  /** Under the feature list: the pricing page's button for the plan. */
  footer?: ReactNode
}

/**
 * One plan at a glance: name, price (monthly, or yearly where the catalogue sells it), monthly AI
 * generations and what it includes, with an optional current-plan mark and a footer for the pricing
 * page's button. Premium is marked popular and pro beta (spec §2, pricing). Names and features are translated by id; the
 * catalogue's English labels are not shown.
 */
export function PlanSummaryCard({
  plan,
  offer,
  language,
  period = 'monthly',
  current = false,
  footer,
  className,
  ...props
}: PlanSummaryCardProps) {
  const { t } = useTranslation()
  const { t: tp } = useTranslation('pricing')
  const name = t(`plan.${plan}`)
  const price = priceOf(offer, period)
  return (
    <Card asChild highlighted={plan === 'premium'} className={cn('h-full', className)}>
      <article
        data-slot="plan-summary-card"
        data-plan={plan}
        data-current={current || undefined}
        {...props}
      >
        <CardHeader className="gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle>{name}</CardTitle>
            <span className="flex flex-wrap items-center gap-2">
              {current ? (
                <Badge tone="success" data-slot="plan-current-badge">
                  <Check aria-hidden="true" />
                  {tp('current')}
                </Badge>
              ) : null}
              {plan === 'premium' ? <PopularBadge /> : null}
              {plan === 'pro' ? <BetaBadge /> : null}
            </span>
          </div>
          <p className="flex flex-wrap items-baseline gap-x-1">
            <span
              data-slot="plan-summary-price"
              // A size smaller where three cards share a tablet's width, so "19,99 US$ /mes" fits a line.
              className="text-3xl font-semibold tracking-tight text-ink tabular-nums md:text-2xl lg:text-3xl"
            >
              {formatMoney(price.amount, language)}
            </span>
            <span className="text-sm text-ink-muted">
              {price.period === 'yearly' ? tp('perYear') : t('pricing.perMonth')}
            </span>
          </p>
          <p
            data-slot="plan-summary-generations"
            className="flex items-center gap-2 text-sm font-medium text-ink"
          >
            <Sparkles aria-hidden="true" className="size-4 shrink-0 text-accent-600" />
            {generationsText(t, offer.monthlyGenerations)}
          </p>
        </CardHeader>
        <CardContent className="border-t border-border-subtle pt-4 sm:pt-6">
          <ul aria-label={t('pricing.featuresOf', { plan: name })} className="grid gap-2.5 text-sm">
            {offer.features.map((feature) => (
              <li key={feature} className="flex gap-2 text-ink-muted">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
                {t(`feature.${feature}`)}
              </li>
            ))}
          </ul>
        </CardContent>
        {footer ? <CardFooter className="pt-0">{footer}</CardFooter> : null}
      </article>
    </Card>
  )
}
