import { BadgeCheck, FileText, Gauge } from 'lucide-react'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { Plan } from '../../contract/common.ts'
import type { Resume } from '../../contract/resumes.ts'
import type { UsageStats } from '../../contract/users.ts'
import type { Language } from '../../i18n/settings.ts'
import { formatNumber } from '../analysis/analysis-format.ts'
import { scoreTone, type Tone } from '../lib/bands.ts'
import { cn } from '../lib/cn.ts'
import { BandBadge } from '../primitives/band-badge.tsx'
import { Skeleton } from '../primitives/skeleton.tsx'
import { renderAnchor, type RenderLink } from '../shell/link.tsx'
import { DashboardError } from './dashboard-error.tsx'
import { DashboardHeader, type DashboardUser } from './dashboard-header.tsx'
import { dashboardStatsOf } from './dashboard-stats.ts'
import { GenerationsCard } from './generations-card.tsx'
import { QuickLinks } from './quick-links.tsx'
import { QuotaWarning } from './quota-warning.tsx'
import { RecentResumes } from './recent-resumes.tsx'
import { StatCard } from './stat-card.tsx'

export type DashboardPageProps = Omit<ComponentProps<'div'>, 'children'> & {
  user: DashboardUser
  /**
   * The plan from the profile; once usage is in, its plan is shown. Null means free; undefined (the
   * profile is still loading) draws a placeholder rather than a badge that may be wrong.
   */
  plan?: Plan | null
  /** Where the usage stats and the resume list stand together. */
  status: 'loading' | 'error' | 'success'
  /** GET /users/me/usage-stats, when `status` is 'success'. */
  usage?: UsageStats
  /** GET /resumes, when `status` is 'success'. */
  resumes?: readonly Resume[]
  /** 'Try again' after an error. */
  onRetry?: () => void
  /** A retry is under way. */
  retrying?: boolean
  /** Opens a recent resume (the view modal); without it the titles are plain text. */
  onViewResume?: (resume: Resume) => void
  language: Language
  /** Draws the links (New Resume, Upgrade, View all, quick cards); defaults to plain anchors. */
  renderLink?: RenderLink
}

const STATS_GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-4'

// Text shades dark enough for 4.5:1 on white, as the ATS gauge uses.
const BAND_TEXT: Record<Tone, string> = {
  success: 'text-success-700',
  warning: 'text-warning-800',
  danger: 'text-danger-700',
}

/**
 * The whole dashboard (spec §2): the welcome header with 'New Resume', the quota warning (§4), the
 * stat cards (Total Resumes, Optimized, Avg Match Score in its band colour, AI Generations), the
 * five newest resumes with 'View all', and the quick cards; with loading and error (retry) states.
 */
export function DashboardPage({
  user,
  plan,
  status,
  usage,
  resumes,
  onRetry,
  retrying = false,
  onViewResume,
  language,
  renderLink = renderAnchor,
  className,
  ...props
}: DashboardPageProps) {
  const ready = status === 'success' && usage !== undefined && resumes !== undefined
  return (
    <div data-slot="dashboard-page" className={cn('flex flex-col gap-6', className)} {...props}>
      <DashboardHeader user={user} plan={usage?.plan ?? plan} renderLink={renderLink} />
      {ready ? (
        <>
          <QuotaWarning usage={usage} language={language} renderLink={renderLink} />
          <Stats usage={usage} resumes={resumes} language={language} renderLink={renderLink} />
        </>
      ) : status === 'error' ? (
        <DashboardError onRetry={onRetry} retrying={retrying} />
      ) : (
        <LoadingOutline />
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        {ready ? (
          <RecentResumes
            className="lg:col-span-2"
            resumes={dashboardStatsOf(resumes).recent}
            language={language}
            onViewResume={onViewResume}
            renderLink={renderLink}
          />
        ) : status === 'error' ? (
          // Nothing to list; the quick cards still lead on.
          <div className="hidden lg:col-span-2 lg:block" />
        ) : (
          <div
            aria-hidden="true"
            className="flex flex-col gap-4 rounded-ui border border-border-subtle bg-surface p-4 shadow-raised sm:p-6 lg:col-span-2"
          >
            <Skeleton shape="text" className="h-5 w-40" />
            {[0, 1, 2, 3, 4].map((row) => (
              <div key={row} className="flex items-center justify-between gap-4">
                <Skeleton shape="text" className="w-1/2" />
                <Skeleton shape="text" className="h-5 w-24" />
              </div>
            ))}
          </div>
        )}
        <QuickLinks renderLink={renderLink} />
      </div>
    </div>
  )
}

interface StatsProps {
  usage: UsageStats
  resumes: readonly Resume[]
  language: Language
  renderLink: RenderLink
}

function Stats({ usage, resumes, language, renderLink }: StatsProps) {
  const { t } = useTranslation('dashboard')
  const stats = dashboardStatsOf(resumes)
  const tone = stats.averageMatch === null ? null : scoreTone(stats.averageMatch)
  return (
    <div data-slot="dashboard-stats" className={STATS_GRID}>
      <StatCard
        data-stat="total"
        title={t('stats.total')}
        icon={<FileText aria-hidden="true" />}
        value={formatNumber(stats.total, language)}
      />
      <StatCard
        data-stat="optimized"
        title={t('stats.optimized')}
        icon={<BadgeCheck aria-hidden="true" />}
        value={formatNumber(stats.optimized, language)}
      >
        {stats.total > 0 ? (
          <p className="text-sm text-ink-muted">
            {t('stats.optimizedOf', {
              count: stats.total,
              total: formatNumber(stats.total, language),
            })}
          </p>
        ) : null}
      </StatCard>
      <StatCard
        data-stat="average-match"
        data-tone={tone ?? undefined}
        title={t('stats.averageMatch')}
        icon={<Gauge aria-hidden="true" />}
        // The fit score (0-100, issue 20) under the spec's title: a number out of 100, not a share.
        value={stats.averageMatch === null ? '—' : formatNumber(stats.averageMatch, language)}
        valueClassName={tone ? BAND_TEXT[tone] : 'text-ink-subtle'}
      >
        {tone ? (
          <>
            <BandBadge tone={tone} className="w-fit">
              {t(`stats.band.${tone}`)}
            </BandBadge>
            <p data-slot="average-match-hint" className="text-xs text-ink-muted">
              {t('stats.averageMatchHint')}
            </p>
          </>
        ) : (
          <p className="text-sm text-ink-muted">{t('stats.averageMatchNone')}</p>
        )}
      </StatCard>
      <GenerationsCard usage={usage} language={language} renderLink={renderLink} />
    </div>
  )
}

/** Four card outlines, announced once as loading. */
function LoadingOutline() {
  const { t } = useTranslation('dashboard')
  return (
    <div data-slot="dashboard-loading" aria-busy="true" className={STATS_GRID}>
      <span role="status" className="sr-only">
        {t('loading')}
      </span>
      {[0, 1, 2, 3].map((card) => (
        <div
          key={card}
          aria-hidden="true"
          className="flex flex-col gap-4 rounded-ui border border-border-subtle bg-surface p-4 shadow-raised sm:p-6"
        >
          <Skeleton shape="text" className="h-5 w-32" />
          <Skeleton shape="text" className="h-8 w-16" />
          <Skeleton shape="text" className="w-24" />
        </div>
      ))}
    </div>
  )
}
