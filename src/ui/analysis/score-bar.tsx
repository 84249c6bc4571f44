import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { scoreTone } from '../lib/bands.ts'
import { cn } from '../lib/cn.ts'
import { ScoreProgress, type ScoreProgressProps } from '../primitives/progress.tsx'
import { useAnalysisFormat } from './use-analysis-format.ts'

export type ScoreBarProps = Omit<ScoreProgressProps, 'valueText' | 'getValueLabel'> & {
  /** A line under the bar that says what the score measures. */
  description?: ReactNode
}

/**
 * A labelled 0-100 bar in the ATS band colour (spec §9: 80 or more green, 60 or more yellow, else
 * red), for the ATS score and the per-category bars. Screen readers hear the band with the value.
 */
export function ScoreBar({ score, description, className, ...props }: ScoreBarProps) {
  const { t } = useTranslation('analysis')
  const format = useAnalysisFormat()
  const percent = format.percent(score)
  const band = t(`scoreBand.${scoreTone(score)}`)
  const descriptionId = useId()
  return (
    <div data-slot="score-bar" className={cn('flex flex-col gap-1', className)}>
      <ScoreProgress
        score={score}
        valueText={percent}
        getValueLabel={() => `${percent}, ${band}`}
        aria-describedby={description != null ? descriptionId : undefined}
        {...props}
      />
      {description != null ? (
        <p id={descriptionId} className="text-xs text-ink-muted">
          {description}
        </p>
      ) : null}
    </div>
  )
}
