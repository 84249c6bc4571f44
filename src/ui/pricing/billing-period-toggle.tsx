import { useId, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '../lib/cn.ts'
import type { PricingPeriod } from './pricing-rules.ts'

const PERIODS: readonly PricingPeriod[] = ['monthly', 'yearly']

export type BillingPeriodToggleProps = Omit<ComponentProps<'fieldset'>, 'children' | 'onChange'> & {
  value: PricingPeriod
  onValueChange: (period: PricingPeriod) => void
  /** What the yearly term saves, in percent, shown beside "Yearly"; left out when null. */
  savingsPercent?: number | null
}

/**
 * Monthly or yearly prices: a segmented control built on native radio buttons, so arrow keys move
 * between the two terms and screen readers hear a group named "Billing period".
 */
export function BillingPeriodToggle({
  value,
  onValueChange,
  savingsPercent = null,
  className,
  ...props
}: BillingPeriodToggleProps) {
  const { t } = useTranslation('pricing')
  const name = useId()
  return (
    <fieldset
      data-slot="billing-period-toggle"
      className={cn('inline-flex flex-col items-center gap-2', className)}
      {...props}
    >
      <legend className="sr-only">{t('period.label')}</legend>
      <div className="inline-flex rounded-full border border-border bg-surface p-1 shadow-raised">
        {PERIODS.map((period) => {
          const checked = value === period
          return (
            <label
              key={period}
              data-state={checked ? 'checked' : 'unchecked'}
              className={cn(
                'inline-flex cursor-pointer items-center gap-2 rounded-full px-4 py-1.5 text-sm font-medium transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600',
                checked ? 'bg-accent-600 text-white' : 'text-ink-muted hover:text-ink',
              )}
            >
              <input
                type="radio"
                name={name}
                value={period}
                checked={checked}
                onChange={() => onValueChange(period)}
                className="sr-only"
              />
              {t(`period.${period}`)}
              {period === 'yearly' && savingsPercent !== null ? (
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs font-semibold',
                    checked ? 'bg-white/20 text-white' : 'bg-success-50 text-success-800',
                  )}
                >
                  {t('period.save', { percent: savingsPercent })}
                </span>
              ) : null}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
