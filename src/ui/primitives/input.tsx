import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../lib/cn.ts'
import { useFieldControl } from './field.tsx'

/**
 * The look shared by every text-entry control (Input, Textarea, Select's trigger): a white box with
 * a slate border strong enough to see (3:1, WCAG 1.4.11), the accent focus outline, red when invalid.
 */
export const controlSurface =
  'w-full min-w-0 rounded-ui border border-ink-subtle bg-surface text-ink shadow-raised transition-colors placeholder:text-ink-subtle hover:border-ink-muted focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-600 disabled:cursor-not-allowed disabled:border-border disabled:bg-canvas disabled:text-ink-muted disabled:shadow-none aria-[invalid=true]:border-danger-700 aria-[invalid=true]:focus-visible:outline-danger-700 read-only:bg-canvas'

export const inputVariants = cva(cn(controlSurface, 'block'), {
  variants: {
    size: {
      sm: 'h-8 px-2.5 text-sm',
      // 16 px text on phones so iOS does not zoom into the field on focus.
      md: 'h-10 px-3 text-base sm:text-sm',
      lg: 'h-12 px-4 text-base',
    },
    withIcon: {
      true: '',
    },
  },
  compoundVariants: [
    { withIcon: true, size: 'sm', className: 'pl-8' },
    { withIcon: true, size: 'md', className: 'pl-9' },
    { withIcon: true, size: 'lg', className: 'pl-11' },
  ],
  defaultVariants: { size: 'md' },
})

const iconPosition = {
  sm: 'left-2.5 [&_svg]:size-4',
  md: 'left-3 [&_svg]:size-4',
  lg: 'left-4 [&_svg]:size-5',
} as const

export type InputProps = Omit<ComponentProps<'input'>, 'size'> &
  Omit<VariantProps<typeof inputVariants>, 'withIcon'> & {
    /** A decorative icon shown inside the field on the left (e.g. a search or mail icon). */
    leadingIcon?: ReactNode
  }

/**
 * A single-line text input. Inside a Field it takes the field's id, description and invalid state;
 * `aria-invalid` styles it red.
 */
export function Input({ className, size, leadingIcon, type, ...props }: InputProps) {
  const { labelId: _labelId, ...field } = useFieldControl(props)
  const input = (
    <input
      data-slot="input"
      type={type ?? 'text'}
      className={cn(inputVariants({ size, withIcon: Boolean(leadingIcon) }), className)}
      {...props}
      {...field}
    />
  )
  if (!leadingIcon) return input
  return (
    <div data-slot="input-wrapper" className="relative w-full min-w-0">
      <span
        aria-hidden="true"
        data-slot="input-icon"
        className={cn(
          'pointer-events-none absolute top-1/2 flex -translate-y-1/2 text-ink-subtle',
          iconPosition[size ?? 'md'],
        )}
      >
        {leadingIcon}
      </span>
      {input}
    </div>
  )
}
