import * as SelectPrimitive from '@radix-ui/react-select'
import { cva, type VariantProps } from 'class-variance-authority'
import { Check, ChevronDown, ChevronUp } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '../lib/cn.ts'
import { useFieldControl } from './field.tsx'
import { controlSurface } from './input.tsx'

export const selectTriggerVariants = cva(
  cn(
    controlSurface,
    'inline-flex items-center justify-between gap-2 text-left data-placeholder:text-ink-subtle [&>span]:truncate',
  ),
  {
    variants: {
      size: {
        sm: 'h-8 px-2.5 text-sm',
        md: 'h-10 px-3 text-base sm:text-sm',
        lg: 'h-12 px-4 text-base',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

/** The Radix root: holds value, open state, `name` (for forms), `required` and `disabled`. */
export const SelectRoot = SelectPrimitive.Root
export const SelectGroup = SelectPrimitive.Group

export type SelectValueProps = ComponentProps<typeof SelectPrimitive.Value>

/** The chosen item's text, or the placeholder ("Choose…" unless given). */
export function SelectValue({ placeholder, ...props }: SelectValueProps) {
  const { t } = useTranslation()
  return (
    <SelectPrimitive.Value
      data-slot="select-value"
      placeholder={placeholder ?? t('select.placeholder')}
      {...props}
    />
  )
}

export type SelectTriggerProps = ComponentProps<typeof SelectPrimitive.Trigger> &
  VariantProps<typeof selectTriggerVariants>

/**
 * The button that opens the list (role combobox). Inside a Field it takes the field's id,
 * description and invalid state, and is named by the field's label through aria-labelledby.
 */
export function SelectTrigger({ className, size, children, ...props }: SelectTriggerProps) {
  const { labelId, required, ...field } = useFieldControl(props)
  const labelledBy = props['aria-labelledby'] ?? (props['aria-label'] ? undefined : labelId)
  // Only when set: otherwise Radix's own aria-required (from the root's `required`) stays.
  const ariaRequired = props['aria-required'] ?? required
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      className={cn(selectTriggerVariants({ size }), className)}
      {...props}
      {...field}
      aria-labelledby={labelledBy}
      {...(ariaRequired === undefined ? {} : { 'aria-required': ariaRequired })}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  )
}

export type SelectContentProps = ComponentProps<typeof SelectPrimitive.Content>

/** The list, in a portal, as wide as the trigger and never taller than the space available. */
export function SelectContent({
  className,
  children,
  position = 'popper',
  sideOffset = 4,
  ...props
}: SelectContentProps) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        sideOffset={position === 'popper' ? sideOffset : undefined}
        className={cn(
          'relative z-50 max-h-(--radix-select-content-available-height) min-w-32 overflow-hidden rounded-ui border border-border-subtle bg-surface text-ink shadow-overlay',
          position === 'popper' && 'w-(--radix-select-trigger-width)',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.ScrollUpButton className="flex h-6 items-center justify-center text-ink-muted">
          <ChevronUp aria-hidden="true" className="size-4" />
        </SelectPrimitive.ScrollUpButton>
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
        <SelectPrimitive.ScrollDownButton className="flex h-6 items-center justify-center text-ink-muted">
          <ChevronDown aria-hidden="true" className="size-4" />
        </SelectPrimitive.ScrollDownButton>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  )
}

export type SelectItemProps = ComponentProps<typeof SelectPrimitive.Item>

/** One option; the highlighted one (keyboard or pointer) gets the accent tint, the chosen one a check. */
export function SelectItem({ className, children, ...props }: SelectItemProps) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        'relative flex w-full cursor-default items-center rounded-ui py-2 pr-8 pl-2 text-sm outline-none select-none data-disabled:pointer-events-none data-disabled:text-ink-subtle data-highlighted:bg-accent-50 data-highlighted:text-accent-800',
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <span className="absolute right-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check aria-hidden="true" className="size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
    </SelectPrimitive.Item>
  )
}

export function SelectLabel({ className, ...props }: ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      data-slot="select-label"
      className={cn('px-2 py-1.5 text-xs font-medium text-ink-muted', className)}
      {...props}
    />
  )
}

export function SelectSeparator({
  className,
  ...props
}: ComponentProps<typeof SelectPrimitive.Separator>) {
  return (
    <SelectPrimitive.Separator
      data-slot="select-separator"
      className={cn('-mx-1 my-1 h-px bg-border-subtle', className)}
      {...props}
    />
  )
}

export type SelectOption = {
  value: string
  /** Already translated. */
  label: ReactNode
  disabled?: boolean
}

export type SelectProps = Omit<ComponentProps<typeof SelectPrimitive.Root>, 'children'> &
  VariantProps<typeof selectTriggerVariants> & {
    options: readonly SelectOption[]
    /** Shown while nothing is chosen; defaults to "Choose…" in the current language. */
    placeholder?: string
    id?: string
    /** Class for the trigger. */
    className?: string
    contentClassName?: string
    'aria-label'?: string
    'aria-labelledby'?: string
    'aria-describedby'?: string
    'aria-invalid'?: ComponentProps<'button'>['aria-invalid']
  }

/**
 * A ready-made select for a flat list of options; compose SelectRoot, SelectTrigger, SelectValue,
 * SelectContent and SelectItem for groups or custom items. Keyboard: Enter, Space or the arrow keys
 * open it, arrows move, Enter chooses, Escape closes, typing jumps to a matching option.
 */
export function Select({
  options,
  placeholder,
  size,
  id,
  className,
  contentClassName,
  required,
  disabled,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ...rootProps
}: SelectProps) {
  const field = useFieldControl({ id, required, disabled })
  return (
    <SelectRoot required={field.required} disabled={field.disabled} {...rootProps}>
      <SelectTrigger
        id={field.id}
        size={size}
        className={className}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        aria-describedby={ariaDescribedBy}
        aria-invalid={ariaInvalid}
      >
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent className={contentClassName}>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </SelectRoot>
  )
}
