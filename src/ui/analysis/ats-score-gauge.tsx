import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { scoreTone, type Tone } from '../lib/bands.ts'
import { cn } from '../lib/cn.ts'
import { useAnalysisFormat } from './use-analysis-format.ts'

const gaugeVariants = cva('relative shrink-0', {
  variants: {
    size: {
      sm: 'size-24',
      md: 'size-36',
    },
  },
  defaultVariants: { size: 'md' },
})

const numberVariants = cva('font-semibold text-ink tabular-nums', {
  variants: {
    size: {
      sm: 'text-2xl',
      md: 'text-4xl',
    },
  },
  defaultVariants: { size: 'md' },
})

const ARC_STROKE: Record<Tone, string> = {
  success: 'stroke-success-500',
  warning: 'stroke-warning-400',
  danger: 'stroke-danger-500',
}

// Text shades dark enough for 4.5:1 on white; the arc uses the lighter fills of the bars.
const BAND_TEXT: Record<Tone, string> = {
  success: 'text-success-700',
  warning: 'text-warning-800',
  danger: 'text-danger-700',
}

// A 270° arc open at the bottom (centre 50,50, radius 42): from 135° round the top to 45°.
const ARC = 'M 20.3 79.7 A 42 42 0 1 1 79.7 79.7'

export type AtsScoreGaugeProps = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof gaugeVariants> & {
    /** 0 to 100. */
    score: number
    /** What the score measures, shown under the gauge ("ATS score", "Original"). */
    label: ReactNode
    /** The label as plain text for the accessible name, when `label` is not a string. */
    labelText?: string
  }

/**
 * A radial gauge for a 0-100 score, coloured by the ATS band of spec §9 (80 or more green, 60 or
 * more yellow, else red). The band is also written out, so colour is never the only cue.
 */
export function AtsScoreGauge({
  score,
  label,
  labelText,
  size,
  className,
  ...props
}: AtsScoreGaugeProps) {
  const { t } = useTranslation('analysis')
  const format = useAnalysisFormat()
  const clamped = Math.min(100, Math.max(0, score))
  const tone = scoreTone(clamped)
  const band = t(`scoreBand.${tone}`)
  const name = labelText ?? (typeof label === 'string' ? label : '')
  return (
    <div
      role="img"
      aria-label={t('gauge.label', { label: name, score: format.number(clamped), band })}
      data-slot="ats-score-gauge"
      data-tone={tone}
      className={cn('flex w-fit flex-col items-center gap-1 text-center', className)}
      {...props}
    >
      <div className={gaugeVariants({ size })}>
        <svg viewBox="0 0 100 100" className="size-full" aria-hidden="true" focusable="false">
          <path
            d={ARC}
            pathLength={100}
            fill="none"
            strokeWidth={10}
            strokeLinecap="round"
            className="stroke-border-subtle"
          />
          {clamped > 0 ? (
            <path
              data-slot="ats-score-gauge-value"
              d={ARC}
              pathLength={100}
              fill="none"
              strokeWidth={10}
              strokeLinecap="round"
              strokeDasharray={`${clamped} 100`}
              className={ARC_STROKE[tone]}
            />
          ) : null}
        </svg>
        <span className="absolute inset-0 flex items-center justify-center">
          <span className={numberVariants({ size })}>{format.number(clamped)}</span>
        </span>
      </div>
      <span className={cn('font-medium text-ink', size === 'sm' ? 'text-xs' : 'text-sm')}>
        {label}
      </span>
      <span
        data-slot="ats-score-gauge-band"
        className={cn('text-xs font-medium first-letter:uppercase', BAND_TEXT[tone])}
      >
        {band}
      </span>
    </div>
  )
}
