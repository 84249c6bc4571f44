import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../lib/cn.ts'

/** Our own illustration: a resume under a magnifying glass. Decorative, coloured by theme tokens. */
export function DocumentSearchIllustration({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <svg
      data-slot="empty-state-illustration"
      viewBox="0 0 160 120"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={cn('h-28 w-auto', className)}
      {...props}
    >
      <circle cx="80" cy="60" r="54" className="fill-accent-50" />
      <circle cx="30" cy="34" r="3" className="fill-accent-200" />
      <circle cx="134" cy="30" r="2" className="fill-accent-200" />
      <circle cx="28" cy="88" r="2" className="fill-accent-100" />
      <path
        d="M48 24a6 6 0 0 1 6-6h36l14 14v56a6 6 0 0 1-6 6H54a6 6 0 0 1-6-6Z"
        strokeWidth="2"
        className="fill-surface stroke-border"
      />
      <path
        d="M90 18v10a4 4 0 0 0 4 4h10"
        strokeWidth="2"
        strokeLinejoin="round"
        className="fill-accent-100 stroke-border"
      />
      <rect x="57" y="38" width="26" height="5" rx="2.5" className="fill-accent-200" />
      <rect x="57" y="50" width="38" height="4" rx="2" className="fill-border-subtle" />
      <rect x="57" y="59" width="32" height="4" rx="2" className="fill-border-subtle" />
      <rect x="57" y="68" width="36" height="4" rx="2" className="fill-border-subtle" />
      <rect x="57" y="77" width="20" height="4" rx="2" className="fill-border-subtle" />
      <line
        x1="113"
        y1="90"
        x2="127"
        y2="104"
        strokeWidth="7"
        strokeLinecap="round"
        className="stroke-accent-700"
      />
      <circle
        cx="101"
        cy="78"
        r="16"
        strokeWidth="5"
        className="fill-surface/80 stroke-accent-600"
      />
      <path
        d="M92 73a10 10 0 0 1 8-5"
        strokeWidth="3"
        strokeLinecap="round"
        className="stroke-accent-200"
      />
    </svg>
  )
}

export const emptyStateVariants = cva(
  'flex w-full flex-col items-center text-center text-balance',
  {
    variants: {
      size: {
        sm: 'gap-2 px-4 py-6 [&_[data-slot=empty-state-illustration]]:h-20',
        md: 'gap-3 px-6 py-12',
      },
      bordered: {
        true: 'rounded-ui border border-dashed border-border bg-surface',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof emptyStateVariants> & {
    /** Defaults to `DocumentSearchIllustration`; pass another SVG, or `null` for none. */
    illustration?: ReactNode
    title: ReactNode
    description?: ReactNode
    /** A Button or link (asChild) that gets the user going: "Create your first resume". */
    action?: ReactNode
    /** Heading element for the title, to fit the page outline. */
    titleAs?: 'h1' | 'h2' | 'h3' | 'h4' | 'p'
  }

/** What a list or page shows when there is nothing in it yet, with a way forward. */
export function EmptyState({
  className,
  size,
  bordered,
  illustration,
  title,
  description,
  action,
  titleAs: Title = 'h2',
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(emptyStateVariants({ size, bordered }), className)}
      {...props}
    >
      {illustration === undefined ? <DocumentSearchIllustration /> : illustration}
      <Title
        data-slot="empty-state-title"
        className={cn('font-semibold text-ink', size === 'sm' ? 'text-base' : 'text-lg')}
      >
        {title}
      </Title>
      {description ? (
        <p data-slot="empty-state-description" className="max-w-md text-sm text-ink-muted">
          {description}
        </p>
      ) : null}
      {action ? (
        <div data-slot="empty-state-action" className="mt-2 flex flex-wrap justify-center gap-2">
          {action}
        </div>
      ) : null}
    </div>
  )
}
