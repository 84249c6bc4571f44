import { Plus } from 'lucide-react'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { Plan } from '../../contract/common.ts'
import { cn } from '../lib/cn.ts'
import { displayNameOf } from '../lib/display-name.ts'
import { PlanBadge } from '../primitives/badge.tsx'
import { Button } from '../primitives/button.tsx'
import { Skeleton } from '../primitives/skeleton.tsx'
import { renderAnchor, type RenderLink } from '../shell/link.tsx'

export type DashboardUser = { displayName?: string | null; email?: string | null }

export type DashboardHeaderProps = Omit<ComponentProps<'header'>, 'children'> & {
  /** The signed-in user; the name falls back to the email prefix, then 'User' (spec §3). */
  user: DashboardUser
  /** The user's plan; null means free, undefined not known yet (a placeholder, never a wrong badge). */
  plan: Plan | null | undefined
  /** Draws the 'New Resume' link to /resumes; defaults to a plain anchor. */
  renderLink?: RenderLink
}

/** The dashboard's top (spec §2): a welcome with the user's name, the plan badge and 'New Resume'. */
export function DashboardHeader({
  user,
  plan,
  renderLink = renderAnchor,
  className,
  ...props
}: DashboardHeaderProps) {
  const { t } = useTranslation('dashboard')
  const { t: tc } = useTranslation()
  const name = displayNameOf(user, tc('user.fallbackName'))
  return (
    <header
      data-slot="dashboard-header"
      className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}
      {...props}
    >
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="text-2xl font-semibold tracking-tight break-words text-ink sm:text-3xl">
            {t('header.welcome', { name })}
          </h1>
          {plan === undefined ? (
            <Skeleton data-slot="plan-badge-placeholder" className="h-6 w-16 rounded-full" />
          ) : (
            <span className="inline-flex items-center">
              <span className="sr-only">{t('header.planLabel')}</span>
              <PlanBadge plan={plan} size="md" />
            </span>
          )}
        </div>
        <p className="text-sm text-ink-muted">{t('header.subtitle')}</p>
      </div>
      <Button asChild className="self-start sm:self-auto">
        {renderLink(
          '/resumes',
          <>
            <Plus aria-hidden="true" />
            {t('header.newResume')}
          </>,
        )}
      </Button>
    </header>
  )
}
