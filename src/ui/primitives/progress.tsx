import * as ProgressPrimitive from '@radix-ui/react-progress'
import { cva, type VariantProps } from 'class-variance-authority'
import { useId, type ComponentProps, type ReactNode } from 'react'
import { remainingTone, scoreTone, usageBarTone, usagePercent } from '../lib/bands.ts'
import { cn } from '../lib/cn.ts'

export const progressVariants = cva(
  'relative w-full overflow-hidden rounded-full bg-border-subtle',
  {
    variants: {
      size: {
        sm: 'h-1.5',
        md: 'h-2.5',
        lg: 'h-4',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

export const progressIndicatorVariants = cva(
  'h-full w-full rounded-full transition-transform duration-500 ease-out motion-reduce:transition-none',
  {
    variants: {
      tone: {
        accent: 'bg-accent-600',
        success: 'bg-success-500',
        warning: 'bg-warning-400',
        danger: 'bg-danger-500',
      },
    },
    defaultVariants: { tone: 'accent' },
  },
)

export type ProgressTone = NonNullable<VariantProps<typeof progressIndicatorVariants>['tone']>

export type ProgressProps = Omit<ComponentProps<typeof ProgressPrimitive.Root>, 'children'> &
  VariantProps<typeof progressVariants> &
  VariantProps<typeof progressIndicatorVariants> & {
    /** Visible label above the bar; it names the progressbar. Without it, pass `aria-label`. */
    label?: ReactNode
    /** Show the label to screen readers only. */
    hideLabel?: boolean
    /** Visible value next to the label ("7 / 10", "85%"); also announced as the bar's value. */
    valueText?: string
    /** Class names for the bar itself (the outer element wraps label and bar). */
    barClassName?: string
  }

/**
 * A determinate bar (Radix Progress, `role="progressbar"`). The tone is a status colour; pick it with
 * the spec §9 wrappers below rather than by hand.
 */
export function Progress({
  className,
  barClassName,
  size,
  tone,
  label,
  hideLabel = false,
  valueText,
  value,
  max = 100,
  getValueLabel,
  ...props
}: ProgressProps) {
  const labelId = useId()
  const clamped = value == null ? null : Math.min(max, Math.max(0, value))
  const percent = clamped == null ? 0 : (clamped / max) * 100
  const showHeader = (label != null && !hideLabel) || valueText != null
  return (
    <div
      data-slot="progress"
      data-tone={tone ?? 'accent'}
      className={cn('flex w-full flex-col gap-1.5', className)}
    >
      {label != null && hideLabel ? (
        <span id={labelId} className="sr-only">
          {label}
        </span>
      ) : null}
      {showHeader ? (
        <div className="flex items-baseline justify-between gap-3 text-sm">
          {label != null && !hideLabel ? (
            <span id={labelId} data-slot="progress-label" className="min-w-0 font-medium text-ink">
              {label}
            </span>
          ) : (
            <span />
          )}
          {valueText != null ? (
            <span
              data-slot="progress-value"
              // The bar announces the same value through aria-valuetext.
              aria-hidden="true"
              className="shrink-0 text-ink-muted tabular-nums"
            >
              {valueText}
            </span>
          ) : null}
        </div>
      ) : null}
      <ProgressPrimitive.Root
        data-slot="progress-bar"
        value={clamped}
        max={max}
        aria-labelledby={label != null ? labelId : undefined}
        getValueLabel={
          getValueLabel ??
          (valueText != null ? () => valueText : (v, m) => `${Math.round((v / m) * 100)}%`)
        }
        className={cn(progressVariants({ size }), barClassName)}
        {...props}
      >
        <ProgressPrimitive.Indicator
          data-slot="progress-indicator"
          className={progressIndicatorVariants({ tone })}
          style={{ transform: `translateX(-${100 - percent}%)` }}
        />
      </ProgressPrimitive.Root>
    </div>
  )
}

type BandProgressProps = Omit<ProgressProps, 'tone' | 'value' | 'max' | 'label'> & {
  /** Every band bar is named: a visible label (or `hideLabel` to keep it for screen readers only). */
  label: ReactNode
}

export type UsageProgressProps = BandProgressProps & {
  /** Generations used this period. */
  used: number
  /** The plan's monthly generations. */
  limit: number
}

/** Dashboard AI-generation usage (spec §9): red at 90% used or more, yellow at 70% or more, else green. */
export function UsageProgress({ used, limit, valueText, ...props }: UsageProgressProps) {
  const percent = usagePercent(used, limit)
  return (
    <Progress
      data-band="usage"
      value={percent}
      max={100}
      tone={usageBarTone(percent)}
      valueText={valueText ?? `${used} / ${limit}`}
      {...props}
    />
  )
}

export type ScoreProgressProps = BandProgressProps & {
  /** 0 to 100. */
  score: number
}

/** ATS score and per-category bars (spec §9): 80 or more green, 60 or more yellow, else red. */
export function ScoreProgress({ score, valueText, ...props }: ScoreProgressProps) {
  return (
    <Progress
      data-band="score"
      value={score}
      max={100}
      tone={scoreTone(score)}
      valueText={valueText ?? `${Math.round(score)}%`}
      {...props}
    />
  )
}

export type RemainingProgressProps = BandProgressProps & {
  /** Generations left this period. */
  remaining: number
  /** The plan's monthly generations. */
  limit: number
}

/**
 * Profile page generation bar (spec §9): the bar fills with what is used; red when none remain,
 * yellow when 2 or fewer remain, otherwise green.
 */
export function RemainingProgress({
  remaining,
  limit,
  valueText,
  ...props
}: RemainingProgressProps) {
  const used = Math.max(0, limit - remaining)
  return (
    <Progress
      data-band="remaining"
      value={usagePercent(used, limit)}
      max={100}
      tone={remainingTone(remaining)}
      valueText={valueText ?? `${used} / ${limit}`}
      {...props}
    />
  )
}
