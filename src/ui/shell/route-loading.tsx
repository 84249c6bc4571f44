import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '../lib/cn.ts'
import { Spinner } from '../primitives/spinner.tsx'

export type RouteLoadingProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** What is being waited for; defaults to "Checking your sign-in…". */
  label?: string
}

/** A guarded route while the auth state loads (spec §2): a spinner in the middle of the page. */
export function RouteLoading({ label, className, ...props }: RouteLoadingProps) {
  const { t } = useTranslation('shell')
  return (
    <div
      data-slot="route-loading"
      aria-busy="true"
      className={cn('flex min-h-[60dvh] w-full items-center justify-center p-8', className)}
      {...props}
    >
      <span className="flex flex-col items-center gap-3">
        <Spinner size="lg" showLabel label={label ?? t('routeLoading.label')} />
      </span>
    </div>
  )
}
