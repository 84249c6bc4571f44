import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../lib/cn.ts'
import { Card, CardContent, CardHeader, CardTitle } from '../primitives/card.tsx'

export type StatCardProps = Omit<ComponentProps<'section'>, 'children' | 'title'> & {
  /** The figure's name ("Total Resumes"); it names the card's region. */
  title: string
  /** A decorative icon before the title. */
  icon: ReactNode
  /** The figure itself, already formatted. */
  value: ReactNode
  /** Classes for the figure, e.g. its band colour. */
  valueClassName?: string
  /** A line or badge under the figure. */
  children?: ReactNode
}

/** One of the dashboard's stat cards: a named figure with an optional note under it. */
export function StatCard({
  title,
  icon,
  value,
  valueClassName,
  children,
  className,
  ...props
}: StatCardProps) {
  const titleId = useId()
  return (
    <Card asChild className={cn('gap-3 sm:gap-4', className)}>
      <section aria-labelledby={titleId} data-slot="stat-card" {...props}>
        <CardHeader>
          <CardTitle asChild>
            <h2
              id={titleId}
              className="flex items-center gap-2 text-base [&_svg]:size-4 [&_svg]:text-accent-600"
            >
              {icon}
              {title}
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="gap-2">
          <p
            data-slot="stat-value"
            className={cn('text-3xl font-semibold text-ink tabular-nums', valueClassName)}
          >
            {value}
          </p>
          {children}
        </CardContent>
      </section>
    </Card>
  )
}
