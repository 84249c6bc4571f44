import { CircleX } from 'lucide-react'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { Language } from '../../i18n/settings.ts'
import { cn } from '../lib/cn.ts'
import { renderAnchor, type RenderLink } from '../shell/link.tsx'
import { optimizeProblemText, type OptimizeProblem } from './optimize-feedback.ts'

export type OptimizeNoticeProps = Omit<ComponentProps<'div'>, 'children'> & {
  problem: OptimizeProblem
  language: Language
  /** Draws the link to /pricing offered when the plan lacks optimization. */
  renderLink?: RenderLink
}

/**
 * Why an optimization failed (spec §8), where it was asked for. It stays until the next attempt,
 * unlike a toast, so the reset date and the upgrade link can be read and reached at leisure.
 */
export function OptimizeNotice({
  problem,
  language,
  renderLink = renderAnchor,
  className,
  ...props
}: OptimizeNoticeProps) {
  const { t } = useTranslation('optimize')
  const { message, upgrade } = optimizeProblemText(problem, t, language)
  return (
    <div
      role="alert"
      data-slot="optimize-notice"
      data-kind={problem.kind}
      className={cn('flex items-start gap-1.5 text-sm text-danger-700', className)}
      {...props}
    >
      <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0">
        {message}
        {upgrade ? (
          <>
            {' '}
            {renderLink('/pricing', t('upgrade'), {
              className:
                'font-medium text-accent-700 underline underline-offset-4 hover:text-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600',
            })}
          </>
        ) : null}
      </p>
    </div>
  )
}
