import * as TooltipPrimitive from '@radix-ui/react-tooltip'
import type { ComponentProps, ReactElement, ReactNode } from 'react'
import { cn } from '../lib/cn.ts'

/**
 * Shares the open delay between tooltips (moving from one trigger to the next opens at once).
 * The app may wrap its shell in one; each Tooltip also brings its own, so a Tooltip works anywhere.
 */
export function TooltipProvider({
  delayDuration = 300,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />
}

export const TooltipRoot = TooltipPrimitive.Root

/** The element that shows the tooltip; pass `asChild` to use your own button or link. */
export function TooltipTrigger(props: ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />
}

export function TooltipContent({
  className,
  sideOffset = 6,
  children,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        collisionPadding={8}
        className={cn(
          'z-50 max-w-[min(20rem,calc(100vw-1rem))] rounded-ui bg-ink px-3 py-1.5 text-xs text-white shadow-overlay',
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="fill-ink" width={10} height={5} />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  )
}

export type TooltipProps = Omit<ComponentProps<typeof TooltipPrimitive.Root>, 'children'> &
  Pick<ComponentProps<typeof TooltipPrimitive.Content>, 'side' | 'align'> & {
    /** The tooltip text (already translated): a short hint, never the only place for vital information. */
    content: ReactNode
    /** One focusable element (a button, a link); it gets the tooltip as its description. */
    children: ReactElement
    contentClassName?: string
  }

/**
 * A short hint shown on hover and on keyboard focus (Escape closes it). Radix puts the text in an
 * element with role="tooltip" and points the trigger's aria-describedby at it.
 */
export function Tooltip({
  content,
  children,
  side,
  align,
  contentClassName,
  delayDuration,
  ...props
}: TooltipProps) {
  return (
    <TooltipProvider delayDuration={delayDuration}>
      <TooltipRoot {...props}>
        <TooltipTrigger asChild>{children}</TooltipTrigger>
        <TooltipContent side={side} align={align} className={contentClassName}>
          {content}
        </TooltipContent>
      </TooltipRoot>
    </TooltipProvider>
  )
}
