import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn.ts'

export const skeletonVariants = cva(
  // Pulses gently; holds still for people who ask for reduced motion.
  'block animate-pulse bg-border-subtle motion-reduce:animate-none',
  {
    variants: {
      shape: {
        block: 'h-24 w-full rounded-ui',
        text: 'h-4 w-full rounded-ui',
        circle: 'size-10 shrink-0 rounded-full',
      },
    },
    defaultVariants: { shape: 'block' },
  },
)

export type SkeletonProps = ComponentProps<'span'> & VariantProps<typeof skeletonVariants>

/**
 * A placeholder shape while content loads. Hidden from assistive technology: wrap the loading
 * region in an element with `aria-busy="true"` and a text status (or a `Spinner`) for screen readers.
 * Size it with classes (`h-6 w-1/2`, `size-12`).
 */
export function Skeleton({ className, shape, ...props }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-slot="skeleton"
      data-shape={shape ?? 'block'}
      className={cn(skeletonVariants({ shape }), className)}
      {...props}
    />
  )
}

export type SkeletonTextProps = ComponentProps<'span'> & {
  /** Number of lines; the last one is shorter, like the end of a paragraph. */
  lines?: number
}

/** A paragraph of text lines. */
export function SkeletonText({ className, lines = 3, ...props }: SkeletonTextProps) {
  return (
    <span
      aria-hidden="true"
      data-slot="skeleton-text"
      className={cn('flex w-full flex-col gap-2', className)}
      {...props}
    >
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton
          key={index}
          shape="text"
          className={index === lines - 1 && lines > 1 ? 'w-3/5' : undefined}
        />
      ))}
    </span>
  )
}
