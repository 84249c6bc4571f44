import { Languages } from 'lucide-react'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { KeywordAnalysis } from '../../contract/analysis.ts'
import { cn } from '../lib/cn.ts'
import { Alert } from '../primitives/alert.tsx'
import { EmptyState } from '../primitives/empty-state.tsx'
import { FitScorePanel } from './fit-score-panel.tsx'
import { GapPlanList } from './gap-plan-list.tsx'
import { RequirementsChecklist } from './requirements-checklist.tsx'

export type FitOverviewProps = Omit<ComponentProps<'div'>, 'children'> & {
  analysis: KeywordAnalysis
  titleAs?: 'h2' | 'h3'
}

/**
 * The fit report at the head of the analysis (issue 20, item 6): the fit score, the requirements
 * checklist and the gap plan beside it. An analysis without the report (the server could not
 * compute it) says so and leaves the keyword figures below to stand; an ad with no readable
 * requirement says what to paste instead.
 */
export function FitOverview({ analysis, titleAs = 'h3', className, ...props }: FitOverviewProps) {
  const { t } = useTranslation('analysis')
  const { requirements, fit_score: fitScore } = analysis
  if (requirements === undefined || fitScore === undefined) {
    return (
      <Alert
        data-slot="fit-error"
        variant="warning"
        title={t('fit.error.title')}
        className={cn('rounded-ui', className)}
        {...props}
      >
        {t('fit.error.body')}
      </Alert>
    )
  }
  if (requirements.length === 0) {
    return (
      <EmptyState
        data-slot="fit-none"
        size="sm"
        bordered
        titleAs={titleAs}
        title={t('fit.none.title')}
        description={t('fit.none.body')}
        className={className}
        {...props}
      />
    )
  }
  const crossLanguage =
    analysis.job_language !== undefined &&
    analysis.language !== undefined &&
    analysis.job_language !== analysis.language
  return (
    <div data-slot="fit-overview" className={cn('flex flex-col gap-4', className)} {...props}>
      {crossLanguage ? (
        <p
          data-slot="fit-cross-language"
          className="flex gap-2 rounded-ui bg-info-50 p-3 text-sm text-info-800"
        >
          <Languages aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {t('fit.crossLanguage', {
              job: t(`keywords.languageName.${analysis.job_language ?? 'en'}`),
              resume: t(`keywords.languageName.${analysis.language ?? 'en'}`),
            })}
          </span>
        </p>
      ) : null}
      <FitScorePanel
        score={fitScore}
        cappedAt={analysis.fit_capped_at ?? null}
        requirements={requirements}
        matchPercentage={analysis.match_percentage}
        titleAs={titleAs}
      />
      <div className="grid items-start gap-4 md:grid-cols-2">
        <RequirementsChecklist requirements={requirements} titleAs={titleAs} />
        <GapPlanList items={analysis.gap_plan ?? []} titleAs={titleAs} />
      </div>
    </div>
  )
}
