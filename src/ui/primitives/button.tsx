import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn.ts'
import { spinnerVariants } from './spinner.tsx'

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-ui font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-accent-600 text-white shadow-raised hover:bg-accent-700',
        secondary:
          'border border-border bg-surface text-ink shadow-raised hover:border-ink-subtle hover:bg-canvas',
        ghost: 'text-ink hover:bg-accent-50 hover:text-accent-800',
        danger: 'bg-danger-700 text-white shadow-raised hover:bg-danger-800',
        link: 'text-accent-700 underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
      fullWidth: {
        true: 'w-full',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (a link, a router Link) with the button's look instead of a <button>. */
    asChild?: boolean
    /** Shows a spinner, disables the button and marks it busy. */
    loading?: boolean
  }

/**
 * The one button of the app: five variants, three sizes and an icon size, a loading state, and
 * `asChild` to give a link the button's look.
 */
export function Button({
  className,
  variant,
  size,
  fullWidth,
  asChild = false,
  loading = false,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, fullWidth }), className)
  if (asChild) {
    return (
      <Slot data-slot="button" className={classes} {...props}>
        {children}
      </Slot>
    )
  }
  return (
    <button
      data-slot="button"
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <span aria-hidden="true" className={spinnerVariants({ size: 'sm' })} /> : null}
      {children}
    </button>
  )
}
