import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { Plan } from '../../contract/common.ts'
import type { UsageStats } from '../../contract/users.ts'
import type { Language } from '../../i18n/settings.ts'
import { cn } from '../lib/cn.ts'
import { Skeleton } from '../primitives/skeleton.tsx'
import { renderAnchor, type RenderLink } from '../shell/link.tsx'
import { DashboardError } from './dashboard-error.tsx'
import { DashboardHeader, type DashboardUser } from './dashboard-header.tsx'
import { GenerationsCard } from './generations-card.tsx'
import { QuotaWarning } from './quota-warning.tsx'

export type DashboardOverviewProps = Omit<ComponentProps<'div'>, 'children'> & {
  user: DashboardUser
  /** The plan from the profile; once usage is in, its plan is shown. Missing means free. */
  plan?: Plan | null
  /** Where the usage stats stand. */
  status: 'loading' | 'error' | 'success'
  /** GET /users/me/usage-stats, when `status` is 'success'. */
  usage?: UsageStats
  /** 'Try again' after an error. */
  onRetry?: () => void
  /** A retry is under way. */
  retrying?: boolean
  language: Language
  /** Draws the links (New Resume, Upgrade); defaults to plain anchors. */
  renderLink?: RenderLink
}

// Room for the stat cards that join the generations card later.
const GRID = 'grid gap-4 md:grid-cols-2 lg:grid-cols-3'

/**
 * The top of the dashboard: the welcome header, the quota warning and the AI-generations card, with
 * their loading (skeleton) and error (message and retry) states.
 */
export function DashboardOverview({
  user,
  plan,
  status,
  usage,
  onRetry,
  retrying = false,
  language,
  renderLink = renderAnchor,
  className,
  ...props
}: DashboardOverviewProps) {
  const { t } = useTranslation('dashboard')
  return (
    <div data-slot="dashboard-overview" className={cn('flex flex-col gap-6', className)} {...props}>
      <DashboardHeader user={user} plan={usage?.plan ?? plan} renderLink={renderLink} />
      {status === 'success' && usage ? (
        <>
          <QuotaWarning usage={usage} language={language} renderLink={renderLink} />
          <div className={GRID}>
            <GenerationsCard usage={usage} language={language} renderLink={renderLink} />
          </div>
        </>
      ) : status === 'error' ? (
        <DashboardError onRetry={onRetry} retrying={retrying} />
      ) : (
        <div data-slot="dashboard-loading" aria-busy="true" className={GRID}>
          <span role="status" className="sr-only">
            {t('loading')}
          </span>
          <div
            aria-hidden="true"
            className="flex flex-col gap-4 rounded-ui border border-border-subtle bg-surface p-4 shadow-raised sm:gap-5 sm:p-6"
          >
            <Skeleton shape="text" className="h-5 w-36" />
            <Skeleton shape="text" className="h-2.5" />
            <Skeleton shape="text" className="w-24" />
            <Skeleton shape="text" className="w-44" />
          </div>
        </div>
      )}
    </div>
  )
}
