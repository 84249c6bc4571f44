import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { UsageStats } from '../../contract/users.ts'
import type { Language } from '../../i18n/settings.ts'
import { formatDate } from '../lib/format.ts'
import { Alert } from '../primitives/alert.tsx'
import { Button } from '../primitives/button.tsx'
import { renderAnchor, type RenderLink } from '../shell/link.tsx'
import { quotaWarningOf } from './quota-warning-rule.ts'

export type QuotaWarningProps = Omit<ComponentProps<'div'>, 'children' | 'title'> & {
  usage: UsageStats
  /** The interface language, for the reset date. */
  language: Language
  /** Draws the upgrade-to-Pro link to /pricing; defaults to a plain anchor. */
  renderLink?: RenderLink
}

/**
 * The generation quota warning (spec §4): for a paid plan with 2 or fewer generations left, a
 * low-quota warning; at 0, 'Generation Limit Reached', with an upgrade-to-Pro link for premium.
 * Renders nothing otherwise (`quotaWarningOf`).
 */
export function QuotaWarning({
  usage,
  language,
  renderLink = renderAnchor,
  ...props
}: QuotaWarningProps) {
  const { t } = useTranslation('dashboard')
  const warning = quotaWarningOf(usage)
  if (!warning) return null
  const resets = t('quota.resetsOn', { date: formatDate(usage.reset_date, language) })
  if (warning.kind === 'low') {
    return (
      <Alert
        variant="warning"
        data-slot="quota-warning"
        data-kind="low"
        title={t('quota.lowTitle')}
        {...props}
      >
        {t('quota.lowBody', { count: warning.remaining })} {resets}
      </Alert>
    )
  }
  return (
    <Alert
      variant="danger"
      data-slot="quota-warning"
      data-kind="reached"
      title={t('quota.reachedTitle')}
      action={
        warning.upgradeToPro ? (
          <Button asChild size="sm">
            {renderLink('/pricing', t('quota.upgradeToPro'))}
          </Button>
        ) : undefined
      }
      {...props}
    >
      {t('quota.reachedBody', { count: usage.generation_limit ?? 0 })} {resets}
    </Alert>
  )
}
