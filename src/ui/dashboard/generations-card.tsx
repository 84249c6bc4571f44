import { CalendarClock, Infinity as InfinityIcon, Sparkles } from 'lucide-react'
import { useId, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { UsageStats } from '../../contract/users.ts'
import type { Language } from '../../i18n/settings.ts'
import { cn } from '../lib/cn.ts'
import { formatDate } from '../lib/format.ts'
import { Button } from '../primitives/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '../primitives/card.tsx'
import { UsageProgress } from '../primitives/progress.tsx'
import { renderAnchor, type RenderLink } from '../shell/link.tsx'

export type GenerationsCardProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** GET /users/me/usage-stats. */
  usage: UsageStats
  /** The interface language, for the reset date. */
  language: Language
  /** Draws the 'Upgrade' link to /pricing; defaults to a plain anchor. */
  renderLink?: RenderLink
}

/**
 * The dashboard's AI-generations card (spec §2, §9): used of the monthly limit with the usage bar
 * (green, yellow from 70%, red from 90%), what remains, the reset date, and 'Upgrade' on the free
 * plan. An unlimited plan (null limit) reads 'Unlimited'; a plan without generations says so.
 */
export function GenerationsCard({
  usage,
  language,
  renderLink = renderAnchor,
  className,
  ...props
}: GenerationsCardProps) {
  const { t } = useTranslation('dashboard')
  const titleId = useId()
  const used = usage.generations_used_this_month
  const limit = usage.generation_limit
  const remaining = usage.generations_remaining ?? (limit === null ? null : limit - used)
  return (
    <Card asChild className={cn('gap-4 sm:gap-5', className)}>
      <section aria-labelledby={titleId} data-slot="generations-card" {...props}>
        <CardHeader className="flex flex-row items-center justify-between gap-3">
          <CardTitle asChild>
            <h2 id={titleId} className="flex items-center gap-2 text-base">
              <Sparkles aria-hidden="true" className="size-4 text-accent-600" />
              {t('generations.title')}
            </h2>
          </CardTitle>
          {usage.plan === 'free' ? (
            <Button asChild size="sm">
              {renderLink('/pricing', t('generations.upgrade'))}
            </Button>
          ) : null}
        </CardHeader>
        <CardContent className="gap-3">
          {limit === null ? (
            <div className="flex flex-col gap-1">
              <p className="flex items-center gap-2 text-2xl font-semibold text-ink">
                <InfinityIcon aria-hidden="true" className="size-6 text-accent-600" />
                {t('generations.unlimited')}
              </p>
              <p className="text-sm text-ink-muted">
                {t('generations.usedUnlimited', { count: used })}
              </p>
            </div>
          ) : limit === 0 ? (
            <p className="text-sm text-ink-muted">{t('generations.none')}</p>
          ) : (
            <>
              <UsageProgress used={used} limit={limit} label={t('generations.usedLabel')} />
              <p data-slot="generations-remaining" className="text-sm font-medium text-ink">
                {t('generations.remaining', { count: Math.max(0, remaining ?? 0) })}
              </p>
            </>
          )}
          <p className="flex items-center gap-2 text-sm text-ink-muted">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
            {t('generations.resetsOn', { date: formatDate(usage.reset_date, language) })}
          </p>
        </CardContent>
      </section>
    </Card>
  )
}
