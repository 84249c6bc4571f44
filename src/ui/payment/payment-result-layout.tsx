import { cva, type VariantProps } from 'class-variance-authority'
import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../lib/cn.ts'
import { Card } from '../primitives/card.tsx'

export const paymentResultIconVariants = cva(
  'inline-flex size-14 items-center justify-center rounded-full [&_svg]:size-7',
  {
    variants: {
      tone: {
        progress: 'bg-accent-50 text-accent-700',
        success: 'bg-success-50 text-success-700',
        danger: 'bg-danger-50 text-danger-700',
        neutral: 'bg-canvas text-ink-muted',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
)

export type PaymentResultLayoutProps = Omit<ComponentProps<'section'>, 'title'> &
  VariantProps<typeof paymentResultIconVariants> & {
    icon: ReactNode
    title: string
    /** The links out of the page, side by side (stacked on phones). */
    actions?: ReactNode
  }

/** The frame of the payment pages: a centred card with an icon, the page's heading, text and links. */
export function PaymentResultLayout({
  icon,
  tone,
  title,
  actions,
  children,
  className,
  ...props
}: PaymentResultLayoutProps) {
  const titleId = useId()
  return (
    <div className="mx-auto flex w-full max-w-xl px-4 py-12 sm:px-6 sm:py-16">
      <Card asChild className={cn('w-full items-center text-center', className)}>
        <section aria-labelledby={titleId} {...props}>
          <span aria-hidden="true" className={paymentResultIconVariants({ tone })}>
            {icon}
          </span>
          <h1 id={titleId} className="text-2xl font-semibold tracking-tight text-ink">
            {title}
          </h1>
          <div className="flex w-full flex-col items-center gap-3 text-ink-muted">{children}</div>
          {actions ? (
            <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
              {actions}
            </div>
          ) : null}
        </section>
      </Card>
    </div>
  )
}
