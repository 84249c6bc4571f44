import { Check, FileSearch, Files, Infinity as InfinityIcon, UserRoundPlus } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import {
  PRO_OVERVIEW_FEATURE_COUNT,
  USAGE_SUMMARY_DAYS,
  type ProFeature,
  type UsageLimits,
  type UsageSummary,
} from '../../contract/pro.ts'
import { cn } from '../lib/cn.ts'
import { Alert } from '../primitives/alert.tsx'
import { PlanBadge } from '../primitives/badge.tsx'
import { RemainingProgress } from '../primitives/progress.tsx'
import { Skeleton, SkeletonText } from '../primitives/skeleton.tsx'
import type { ProTab } from './pro-page.tsx'
import { usageBars } from './pro-rules.ts'

/** A piece of the overview as it loads: undefined while loading, or what came back, or the failure. */
export type Loadable<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string }

export type ProOverviewProps = {
  summary: Loadable<UsageSummary>
  limits: Loadable<UsageLimits>
  features: Loadable<ProFeature[]>
  /** Quick-action tiles: open one of the tool tabs. */
  onOpenTool: (tab: Exclude<ProTab, 'overview'>) => void
}

const panelClass =
  'flex min-w-0 flex-col gap-4 rounded-ui border border-border-subtle bg-surface p-4 shadow-raised sm:p-6'

function Panel({
  title,
  children,
  className,
}: {
  title: string
  children: ReactNode
  className?: string
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={cn(panelClass, className)}>
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3" data-slot="pro-loading">
      <Skeleton className="h-8 w-24" />
      <SkeletonText lines={3} />
    </div>
  )
}

const TOOLS = [
  { tab: 'bulk', Icon: Files },
  { tab: 'plagiarism', Icon: FileSearch },
  { tab: 'linkedin', Icon: UserRoundPlus },
] as const

/** A readable name for an action type the translations do not know ("resume_export" → "Resume export"). */
function humanize(type: string): string {
  const words = type.replace(/[_-]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * The Overview tab (spec §2, §9): the last 30 days' usage (total and a bar per action type), the
 * plan's limits (an unlimited notice or remaining of limit with a bar), the first 6 pro features,
 * and quick-action tiles that open the tools.
 */
export function ProOverview({ summary, limits, features, onOpenTool }: ProOverviewProps) {
  const { t, i18n } = useTranslation('pro')
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value)
  const loadingLabel = t('overview.loading')

  const usage = (() => {
    if (summary.status === 'loading') return <Loading label={loadingLabel} />
    if (summary.status === 'error') return <Alert variant="danger">{summary.message}</Alert>
    const bars = usageBars(summary.data.actions_by_type)
    const days = summary.data.days ?? USAGE_SUMMARY_DAYS
    return (
      <>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-4xl font-bold text-ink tabular-nums" data-slot="usage-total">
            {number(summary.data.total_actions)}
          </span>
          <span className="text-sm text-ink-muted">
            {t('overview.totalActions', { count: summary.data.total_actions, days })}
          </span>
        </p>
        {bars.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('overview.noActions')}</p>
        ) : (
          <>
            <h3 className="text-sm font-medium text-ink">{t('overview.byType')}</h3>
            <ul className="grid gap-2" data-slot="usage-chart">
              {bars.map((bar) => (
                <li
                  key={bar.type}
                  className="grid grid-cols-[minmax(0,9rem)_1fr_auto] items-center gap-3 text-sm"
                >
                  <span className="truncate text-ink">
                    {t(`overview.actionTypes.${bar.type}`, { defaultValue: humanize(bar.type) })}
                  </span>
                  <span aria-hidden="true" className="h-2.5 rounded-full bg-border-subtle">
                    <span
                      className="block h-full rounded-full bg-accent-600"
                      style={{ width: `${Math.max(bar.percent, 2)}%` }}
                    />
                  </span>
                  <span className="text-ink-muted tabular-nums">{number(bar.count)}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </>
    )
  })()

  const limit = (() => {
    if (limits.status === 'loading') return <Loading label={loadingLabel} />
    if (limits.status === 'error') return <Alert variant="danger">{limits.message}</Alert>
    const { plan, unlimited, remaining, limit: max } = limits.data
    return (
      <>
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          {t('overview.plan')}
          <PlanBadge plan={plan} />
        </p>
        {unlimited || remaining === null || max === null ? (
          <Alert
            variant="success"
            icon={<InfinityIcon aria-hidden="true" />}
            title={t('overview.unlimitedTitle')}
            data-slot="limits-unlimited"
          >
            {t('overview.unlimitedBody')}
          </Alert>
        ) : (
          <div className="grid gap-2" data-slot="limits-remaining">
            <p className="text-sm text-ink">
              {t('overview.remaining', {
                count: max,
                remaining: number(remaining),
                limit: number(max),
              })}
            </p>
            <RemainingProgress
              label={t('overview.generationsUsed')}
              remaining={remaining}
              limit={max}
              valueText={t('overview.usedOfLimit', {
                used: number(Math.max(0, max - remaining)),
                limit: number(max),
              })}
            />
          </div>
        )}
      </>
    )
  })()

  const featureList = (() => {
    if (features.status === 'loading') return <Loading label={loadingLabel} />
    if (features.status === 'error') return <Alert variant="danger">{features.message}</Alert>
    return (
      <ul className="grid gap-3 sm:grid-cols-2" data-slot="pro-features">
        {features.data.slice(0, PRO_OVERVIEW_FEATURE_COUNT).map((feature) => (
          <li key={feature.id} className="flex gap-3">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-700" />
            <span className="grid gap-0.5">
              <span className="text-sm font-medium text-ink">{feature.name}</span>
              {feature.description ? (
                <span className="text-sm text-ink-muted">{feature.description}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    )
  })()

  return (
    <div data-slot="pro-overview" className="grid gap-6 lg:grid-cols-2">
      <Panel title={t('overview.usageTitle', { days: USAGE_SUMMARY_DAYS })}>{usage}</Panel>
      <Panel title={t('overview.limitsTitle')}>{limit}</Panel>
      <Panel title={t('overview.featuresTitle')} className="lg:col-span-2">
        {featureList}
      </Panel>
      <Panel title={t('overview.quickActions')} className="lg:col-span-2">
        <div className="grid gap-3 sm:grid-cols-3">
          {TOOLS.map(({ tab, Icon }) => (
            <button
              key={tab}
              type="button"
              onClick={() => onOpenTool(tab)}
              className="flex items-start gap-3 rounded-ui border border-border-subtle bg-canvas p-4 text-left transition-colors hover:border-accent-600 hover:bg-accent-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
            >
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
              <span className="grid gap-0.5">
                <span className="text-sm font-semibold text-ink">{t(`tools.${tab}.title`)}</span>
                <span className="text-sm text-ink-muted">{t(`tools.${tab}.description`)}</span>
              </span>
            </button>
          ))}
        </div>
      </Panel>
    </div>
  )
}
