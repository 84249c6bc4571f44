import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import {
  IMPORTANCE_TONE,
  importanceLevel,
  UNIQUENESS_TONE,
  uniquenessBand,
  type Importance,
  type UniquenessBand,
} from '../lib/bands.ts'
import { cn } from '../lib/cn.ts'

export const bandBadgeVariants = cva(
  'inline-flex shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
  {
    variants: {
      tone: {
        success: 'border-success-200 bg-success-50 text-success-800',
        warning: 'border-warning-200 bg-warning-50 text-warning-800',
        danger: 'border-danger-200 bg-danger-50 text-danger-800',
        neutral: 'border-border-subtle bg-canvas text-ink-muted',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
)

const dotVariants = cva('size-1.5 shrink-0 rounded-full', {
  variants: {
    tone: {
      success: 'bg-success-500',
      warning: 'bg-warning-400',
      danger: 'bg-danger-500',
      neutral: 'bg-ink-subtle',
    },
  },
  defaultVariants: { tone: 'neutral' },
})

export type BandTone = NonNullable<VariantProps<typeof bandBadgeVariants>['tone']>

export type BandBadgeProps = ComponentProps<'span'> & VariantProps<typeof bandBadgeVariants>

/** A small status pill in a band colour, with a dot; the text always says what the colour means. */
export function BandBadge({ className, tone, children, ...props }: BandBadgeProps) {
  return (
    <span
      data-slot="band-badge"
      data-tone={tone ?? 'neutral'}
      className={cn(bandBadgeVariants({ tone }), className)}
      {...props}
    >
      <span aria-hidden="true" className={dotVariants({ tone })} />
      {children}
    </span>
  )
}

export type ImportanceBadgeProps = Omit<BandBadgeProps, 'tone' | 'children'> & {
  /** A missing keyword's importance, 0 to 1 (spec §9: above 0.7 high, above 0.4 medium). */
  score: number
}

/** Importance of a missing keyword: "High importance" (red), "Medium" (yellow), "Low" (neutral). */
export function ImportanceBadge({ score, ...props }: ImportanceBadgeProps) {
  const { t } = useTranslation()
  const level: Importance = importanceLevel(score)
  return (
    <BandBadge data-band={level} tone={IMPORTANCE_TONE[level]} {...props}>
      {t(`bands.importance.${level}`)}
    </BandBadge>
  )
}

export type UniquenessBadgeProps = Omit<BandBadgeProps, 'tone' | 'children'> & {
  /** Originality score, 0 to 100 (spec §9: 90 or more excellent, 75 to 89 good, below 75 low). */
  score: number
}

/** Uniqueness band of an originality check: "Excellent" (green), "Good" (yellow), "Low" (red). */
export function UniquenessBadge({ score, ...props }: UniquenessBadgeProps) {
  const { t } = useTranslation()
  const band: UniquenessBand = uniquenessBand(score)
  return (
    <BandBadge data-band={band} tone={UNIQUENESS_TONE[band]} {...props}>
      {t(`bands.uniqueness.${band}`)}
    </BandBadge>
  )
}
