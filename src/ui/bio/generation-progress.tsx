import type { ComponentProps } from 'react'
import { cn } from '../lib/cn.ts'
import { Progress } from '../primitives/progress.tsx'

export type GenerationProgressProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The stage in words ('Writing'), already translated. */
  stageLabel: string
  /** 0 to 100. */
  percent: number
}

/**
 * How far a streamed generation has got: the stage as the bar's label and the percent beside it.
 * The stage is also a polite status, so a screen reader hears each new stage once, not each percent.
 */
export function GenerationProgress({
  stageLabel,
  percent,
  className,
  ...props
}: GenerationProgressProps) {
  const rounded = Math.round(Math.min(100, Math.max(0, percent)))
  return (
    <div data-slot="generation-progress" className={cn('grid gap-1', className)} {...props}>
      <Progress label={stageLabel} value={rounded} max={100} valueText={`${rounded}%`} size="sm" />
      <p role="status" className="sr-only">
        {stageLabel}
      </p>
    </div>
  )
}
