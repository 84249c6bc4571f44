import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu'
import { cva, type VariantProps } from 'class-variance-authority'
import { Check, Circle } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn.ts'

/**
 * Menu root. The trigger opens it with a click, Enter, Space or ArrowDown; arrows move, Enter
 * selects, Escape closes and focus returns to the trigger.
 *
 * Non-modal by default: the page is not hidden from assistive technology or scroll-locked while a
 * menu is open (a click outside closes it, Tab leaves it). Pass `modal` to change that.
 */
export function DropdownMenu({
  modal = false,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Root>) {
  return <DropdownMenuPrimitive.Root data-slot="dropdown-menu" modal={modal} {...props} />
}

/** Usually `asChild` around a Button; the trigger carries `aria-haspopup` and `aria-expanded`. */
export function DropdownMenuTrigger(props: ComponentProps<typeof DropdownMenuPrimitive.Trigger>) {
  return <DropdownMenuPrimitive.Trigger data-slot="dropdown-menu-trigger" {...props} />
}

export function DropdownMenuGroup(props: ComponentProps<typeof DropdownMenuPrimitive.Group>) {
  return <DropdownMenuPrimitive.Group data-slot="dropdown-menu-group" {...props} />
}

export function DropdownMenuRadioGroup(
  props: ComponentProps<typeof DropdownMenuPrimitive.RadioGroup>,
) {
  return <DropdownMenuPrimitive.RadioGroup data-slot="dropdown-menu-radio-group" {...props} />
}

export function DropdownMenuContent({
  className,
  sideOffset = 4,
  collisionPadding = 8,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          'z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-48 origin-(--radix-dropdown-menu-content-transform-origin) overflow-x-hidden overflow-y-auto rounded-ui border border-border-subtle bg-surface p-1 text-ink shadow-overlay',
          className,
        )}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  )
}

const itemBase =
  'relative flex min-h-9 cursor-default items-center gap-2 rounded-ui px-2 py-1.5 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-accent-50 [&_svg]:size-4 [&_svg]:shrink-0'

export const dropdownMenuItemVariants = cva(itemBase, {
  variants: {
    variant: {
      default: 'text-ink data-[highlighted]:text-accent-800',
      danger:
        'text-danger-700 data-[highlighted]:bg-danger-50 data-[highlighted]:text-danger-800 [&_svg]:text-current',
    },
    /** Lines the text up with checkbox and radio items. */
    inset: { true: 'pl-8' },
  },
  defaultVariants: { variant: 'default' },
})

export type DropdownMenuItemProps = ComponentProps<typeof DropdownMenuPrimitive.Item> &
  VariantProps<typeof dropdownMenuItemVariants>

/** An action; `onSelect` runs on click, Enter or Space and the menu closes. */
export function DropdownMenuItem({ className, variant, inset, ...props }: DropdownMenuItemProps) {
  return (
    <DropdownMenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-variant={variant ?? 'default'}
      className={cn(dropdownMenuItemVariants({ variant, inset }), className)}
      {...props}
    />
  )
}

const indicatorSlot =
  'pointer-events-none absolute left-2 flex size-4 items-center justify-center text-accent-700'

/** A toggle shown with a check mark when on (`role="menuitemcheckbox"`). */
export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.CheckboxItem>) {
  return (
    <DropdownMenuPrimitive.CheckboxItem
      data-slot="dropdown-menu-checkbox-item"
      className={cn(dropdownMenuItemVariants({ inset: true }), className)}
      {...props}
    >
      <span className={indicatorSlot}>
        <DropdownMenuPrimitive.ItemIndicator>
          <Check aria-hidden="true" className="text-accent-700" />
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
      {children}
    </DropdownMenuPrimitive.CheckboxItem>
  )
}

export type DropdownMenuRadioItemProps = ComponentProps<typeof DropdownMenuPrimitive.RadioItem> & {
  /** `check` (default) marks the current choice with a check mark, as the language picker does. */
  indicator?: 'check' | 'dot'
}

/** One choice of a `DropdownMenuRadioGroup` (`role="menuitemradio"`); the current one is marked. */
export function DropdownMenuRadioItem({
  className,
  children,
  indicator = 'check',
  ...props
}: DropdownMenuRadioItemProps) {
  return (
    <DropdownMenuPrimitive.RadioItem
      data-slot="dropdown-menu-radio-item"
      className={cn(dropdownMenuItemVariants({ inset: true }), className)}
      {...props}
    >
      <span className={indicatorSlot}>
        <DropdownMenuPrimitive.ItemIndicator>
          {indicator === 'check' ? (
            <Check aria-hidden="true" className="text-accent-700" />
          ) : (
            <Circle aria-hidden="true" className="size-2! fill-current text-accent-700" />
          )}
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
      {children}
    </DropdownMenuPrimitive.RadioItem>
  )
}

export type DropdownMenuLabelProps = ComponentProps<typeof DropdownMenuPrimitive.Label> & {
  inset?: boolean
}

/** A non-interactive heading inside the menu (e.g. the signed-in user's name and email). */
export function DropdownMenuLabel({ className, inset, ...props }: DropdownMenuLabelProps) {
  return (
    <DropdownMenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={cn('px-2 py-1.5 text-xs font-medium text-ink-muted', inset && 'pl-8', className)}
      {...props}
    />
  )
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return (
    <DropdownMenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn('-mx-1 my-1 h-px bg-border-subtle', className)}
      {...props}
    />
  )
}

/** Right-aligned hint inside an item (a keyboard shortcut, a count). Decorative for screen readers. */
export function DropdownMenuShortcut({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      data-slot="dropdown-menu-shortcut"
      aria-hidden="true"
      className={cn('ml-auto text-xs text-ink-muted', className)}
      {...props}
    />
  )
}
