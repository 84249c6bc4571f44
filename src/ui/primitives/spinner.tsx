import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '../lib/cn.ts'

export const spinnerVariants = cva(
  'inline-block animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]',
  {
    variants: {
      size: {
        sm: 'size-4',
        md: 'size-6',
        lg: 'size-10 border-[3px]',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

export type SpinnerProps = ComponentProps<'span'> &
  VariantProps<typeof spinnerVariants> & {
    /** Announced to screen readers; defaults to "Loading…" in the current language. */
    label?: string
    /** Also show the label as text next to the spinner (screen readers read it once either way). */
    showLabel?: boolean
  }

/** An indeterminate loading indicator with an accessible status label. */
export function Spinner({ className, size, label, showLabel = false, ...props }: SpinnerProps) {
  const { t } = useTranslation()
  return (
    <span role="status" data-slot="spinner" className="inline-flex items-center gap-2" {...props}>
      <span
        aria-hidden="true"
        className={cn(spinnerVariants({ size }), 'text-accent-600', className)}
      />
      <span className={showLabel ? 'text-sm text-ink-muted' : 'sr-only'}>
        {label ?? t('status.loading')}
      </span>
    </span>
  )
}
