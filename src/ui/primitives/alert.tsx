import { cva, type VariantProps } from 'class-variance-authority'
import { CircleCheck, CircleX, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '../lib/cn.ts'

export const alertVariants = cva('relative flex w-full gap-3 border p-4 text-sm', {
  variants: {
    variant: {
      info: 'border-info-200 bg-info-50 text-info-800',
      success: 'border-success-200 bg-success-50 text-success-800',
      warning: 'border-warning-200 bg-warning-50 text-warning-800',
      danger: 'border-danger-200 bg-danger-50 text-danger-800',
    },
    /** A full-width strip across the top of a page or card instead of a boxed message. */
    banner: {
      true: 'rounded-none border-x-0 border-t-0',
      false: 'rounded-ui',
    },
  },
  defaultVariants: { variant: 'info', banner: false },
})

type AlertVariant = NonNullable<VariantProps<typeof alertVariants>['variant']>

const ICONS: Record<AlertVariant, LucideIcon> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  danger: CircleX,
}

export type AlertProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof alertVariants> & {
    title?: ReactNode
    /** Usually a Button (`size="sm"`, `variant="secondary"`) or a link; shown under the text. */
    action?: ReactNode
    /** Shows a dismiss button (labelled "Dismiss") that calls this. */
    onDismiss?: () => void
    /** Overrides the dismiss button's accessible label. */
    dismissLabel?: string
    /** Replace the variant's icon, or `null` for none. */
    icon?: ReactNode
  }

/**
 * A message in context (info, success, warning, danger). Warnings and errors use `role="alert"` so
 * they are announced when they appear; info and success use the polite `role="status"`.
 */
export function Alert({
  className,
  variant,
  banner,
  title,
  action,
  onDismiss,
  dismissLabel,
  icon,
  children,
  ...props
}: AlertProps) {
  const { t } = useTranslation()
  const resolved = variant ?? 'info'
  const Icon = ICONS[resolved]
  const role = resolved === 'danger' || resolved === 'warning' ? 'alert' : 'status'
  return (
    <div
      role={role}
      data-slot="alert"
      data-variant={resolved}
      className={cn(alertVariants({ variant: resolved, banner }), className)}
      {...props}
    >
      {icon === undefined ? (
        <Icon aria-hidden="true" className="size-5 shrink-0" />
      ) : icon === null ? null : (
        <span aria-hidden="true" className="shrink-0 [&_svg]:size-5">
          {icon}
        </span>
      )}
      <div className={cn('flex min-w-0 flex-1 flex-col gap-1', onDismiss && 'pr-6')}>
        {title ? (
          <p data-slot="alert-title" className="font-semibold">
            {title}
          </p>
        ) : null}
        {children ? (
          <div data-slot="alert-description" className="leading-relaxed [&_a]:underline">
            {children}
          </div>
        ) : null}
        {action ? (
          <div data-slot="alert-action" className="mt-2 flex flex-wrap gap-2">
            {action}
          </div>
        ) : null}
      </div>
      {onDismiss ? (
        <button
          type="button"
          data-slot="alert-dismiss"
          onClick={onDismiss}
          aria-label={dismissLabel ?? t('actions.dismiss')}
          className="absolute top-3 right-3 inline-flex size-7 items-center justify-center rounded-ui text-current transition-colors hover:bg-current/10 focus-visible:outline-2 focus-visible:outline-current"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  )
}
