import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn.ts'

export const cardVariants = cva(
  'flex flex-col gap-4 rounded-ui border bg-surface p-4 text-ink shadow-raised sm:gap-6 sm:p-6',
  {
    variants: {
      /**
       * Lifts on hover and shows the focus outline when a link or button inside it has focus. For a
       * card that is one big link, give the title's link `after:absolute after:inset-0` (the card is
       * `relative`) rather than wrapping the whole card in a link.
       */
      interactive: {
        true: 'relative transition-shadow focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent-600 hover:border-ink-subtle hover:shadow-overlay',
      },
      /** The emphasised card of a set, e.g. the "popular" plan on the pricing page. */
      highlighted: {
        true: 'border-accent-600 ring-1 ring-accent-600',
        false: 'border-border-subtle',
      },
    },
    defaultVariants: { highlighted: false },
  },
)

export type CardProps = ComponentProps<'div'> &
  VariantProps<typeof cardVariants> & {
    /** Render the single child (an <article>, a <section>, a <li>) with the card's look. */
    asChild?: boolean
  }

/** A surface that groups related content: header (title, description), content and footer. */
export function Card({
  className,
  interactive,
  highlighted,
  asChild = false,
  ...props
}: CardProps) {
  const Comp = asChild ? Slot : 'div'
  return (
    <Comp
      data-slot="card"
      data-highlighted={highlighted || undefined}
      className={cn(cardVariants({ interactive, highlighted }), className)}
      {...props}
    />
  )
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('grid gap-1.5', className)} {...props} />
}

export type CardTitleProps = ComponentProps<'h3'> & {
  /** Render the single child (an h2, an h4, a link) instead of an h3, to keep the page's heading order. */
  asChild?: boolean
}

export function CardTitle({ className, asChild = false, ...props }: CardTitleProps) {
  const Comp = asChild ? Slot : 'h3'
  return (
    <Comp
      data-slot="card-title"
      className={cn('text-lg leading-tight font-semibold text-ink', className)}
      {...props}
    />
  )
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p
      data-slot="card-description"
      className={cn('text-sm text-ink-muted', className)}
      {...props}
    />
  )
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('grid gap-4', className)} {...props} />
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-footer"
      className={cn('mt-auto flex flex-wrap items-center gap-3 pt-2', className)}
      {...props}
    />
  )
}
