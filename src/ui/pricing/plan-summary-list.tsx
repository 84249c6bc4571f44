import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { PLANS } from '../../contract/plan-ids.ts'
import type { PlanCatalog } from '../../contract/plans.ts'
import type { Language } from '../../i18n/settings.ts'
import { cn } from '../lib/cn.ts'
import { Alert } from '../primitives/alert.tsx'
import { Button } from '../primitives/button.tsx'
import { Skeleton, SkeletonText } from '../primitives/skeleton.tsx'
import { PlanSummaryCard } from './plan-summary-card.tsx'

// One column on phones, three side by side from tablet width up.
const GRID = 'grid gap-4 md:grid-cols-3 lg:gap-6'

export type PlanSummaryListProps = Omit<ComponentProps<'ul'>, 'children'> & {
  /** The plans of the active catalogue, shown free, premium, pro. */
  plans: PlanCatalog['plans']
  language: Language
}

/** The three plans side by side (one column on phones). */
export function PlanSummaryList({ plans, language, className, ...props }: PlanSummaryListProps) {
  return (
    <ul data-slot="plan-summary-list" className={cn(GRID, className)} {...props}>
      {PLANS.map((plan) => (
        <li key={plan}>
          <PlanSummaryCard plan={plan} offer={plans[plan]} language={language} />
        </li>
      ))}
    </ul>
  )
}

/** The list while the catalogue loads: three card outlines, announced once as "Loading plans…". */
export function PlanSummaryListSkeleton({ className, ...props }: ComponentProps<'div'>) {
  const { t } = useTranslation()
  return (
    <div
      data-slot="plan-summary-list-skeleton"
      aria-busy="true"
      className={cn(GRID, className)}
      {...props}
    >
      <span role="status" className="sr-only">
        {t('pricing.loading')}
      </span>
      {PLANS.map((plan) => (
        <div
          key={plan}
          aria-hidden="true"
          className="flex flex-col gap-4 rounded-ui border border-border-subtle bg-surface p-4 shadow-raised sm:gap-6 sm:p-6"
        >
          <div className="flex flex-col gap-3">
            <Skeleton shape="text" className="h-6 w-24" />
            <Skeleton shape="text" className="h-9 w-32" />
            <Skeleton shape="text" className="w-3/4" />
          </div>
          <div className="border-t border-border-subtle pt-4 sm:pt-6">
            <SkeletonText lines={4} />
          </div>
        </div>
      ))}
    </div>
  )
}

export type PlanSummaryErrorProps = Omit<ComponentProps<'div'>, 'children'> & {
  onRetry: () => void
  /** A retry is under way: the button shows a spinner and is disabled. */
  retrying?: boolean
}

/** The catalogue could not be loaded: an error message and a button to try again. */
export function PlanSummaryError({ onRetry, retrying = false, ...props }: PlanSummaryErrorProps) {
  const { t } = useTranslation()
  return (
    <Alert
      variant="danger"
      data-slot="plan-summary-error"
      title={t('pricing.loadError')}
      action={
        <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
      {...props}
    >
      {t('errors.generic')}
    </Alert>
  )
}
