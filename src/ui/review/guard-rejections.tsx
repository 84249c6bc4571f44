import { ShieldCheck } from 'lucide-react'
import { useId, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { GuardRejection } from '../../contract/resume-changes.ts'
import { cn } from '../lib/cn.ts'
import { Badge } from '../primitives/badge.tsx'

export type GuardRejectionsProps = ComponentProps<'section'> & {
  rejected: readonly GuardRejection[]
}

/**
 * "What we kept out": every claim the fabrication guard cut from the writer's proposal, with the
 * reason in the resume's language, so the user sees that nothing unproven went in.
 */
export function GuardRejections({ rejected, className, ...props }: GuardRejectionsProps) {
  const { t } = useTranslation('optimize')
  const titleId = useId()
  return (
    <section
      data-slot="guard-rejections"
      aria-labelledby={titleId}
      className={cn('rounded-ui border border-border bg-surface p-4 shadow-raised', className)}
      {...props}
    >
      <h2 id={titleId} className="flex items-center gap-2 text-sm font-semibold text-ink">
        <ShieldCheck aria-hidden="true" className="size-4 text-accent-700" />
        {t('review.rejections.title')}
      </h2>
      {rejected.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t('review.rejections.none')}</p>
      ) : (
        <>
          <p className="mt-1 text-xs text-ink-muted">{t('review.rejections.description')}</p>
          <ul className="mt-3 flex flex-col gap-2">
            {rejected.map((rejection, index) => (
              <li
                key={`${rejection.change_id ?? ''}-${rejection.text}-${index}`}
                data-slot="guard-rejection"
                className="flex flex-col gap-1 border-l-2 border-warning-200 pl-3"
              >
                <span className="flex flex-wrap items-center gap-2">
                  <Badge tone="warning">{t(`review.rejections.claim.${rejection.claim}`)}</Badge>
                  <span className="text-sm font-medium text-ink">{rejection.text}</span>
                </span>
                <span className="text-sm text-ink-muted">{rejection.reason}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
