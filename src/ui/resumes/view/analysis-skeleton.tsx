import { useTranslation } from 'react-i18next'
import { Skeleton, SkeletonText } from '../../primitives/skeleton.tsx'

const PANEL = 'flex flex-col gap-3 rounded-ui border border-border-subtle bg-surface p-4'

export type AnalysisSkeletonProps = {
  /** The shape of the tab it stands in for. */
  layout: 'overview' | 'keywords' | 'comparison'
}

/** A tab's outline while the analysis runs, announced once as loading (the shapes are hidden). */
export function AnalysisSkeleton({ layout }: AnalysisSkeletonProps) {
  const { t } = useTranslation('resume-view')
  return (
    <div data-slot="analysis-skeleton" data-layout={layout} aria-busy="true">
      <span role="status" className="sr-only">
        {t('loading')}
      </span>
      {layout === 'overview' ? (
        <div className="grid gap-4 md:grid-cols-2">
          {/* The fit report: score, then the requirements checklist beside the gap plan. */}
          <div data-slot="fit-skeleton" className={`${PANEL} md:col-span-2`}>
            <Skeleton shape="text" className="w-24" />
            <Skeleton shape="text" className="h-10 w-28" />
            <Skeleton shape="text" className="h-2.5" />
            <SkeletonText lines={2} />
          </div>
          {[0, 1].map((panel) => (
            <div key={`fit-${panel}`} className={PANEL}>
              <Skeleton shape="text" className="w-32" />
              {[0, 1, 2, 3, 4].map((row) => (
                <Skeleton key={row} shape="text" className="h-5" />
              ))}
            </div>
          ))}
          <div className={PANEL}>
            <Skeleton shape="text" className="w-28" />
            <Skeleton shape="text" className="h-10 w-24" />
            <Skeleton shape="text" className="h-2.5" />
          </div>
          <div className={`${PANEL} items-center`}>
            <Skeleton shape="circle" className="size-28" />
            <Skeleton shape="text" className="w-20" />
          </div>
          <div className={PANEL}>
            <Skeleton shape="text" className="w-24" />
            <Skeleton shape="text" className="h-2.5" />
            <Skeleton shape="text" className="h-2.5" />
            <Skeleton shape="text" className="h-2.5" />
          </div>
          <div className={PANEL}>
            <Skeleton shape="text" className="w-24" />
            <Skeleton className="h-16" />
          </div>
          <div className={`${PANEL} md:col-span-2`}>
            <Skeleton shape="text" className="w-28" />
            <SkeletonText lines={3} />
          </div>
        </div>
      ) : layout === 'keywords' ? (
        <div className="flex flex-col gap-4">
          <Skeleton shape="text" className="h-5 w-40" />
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className="flex flex-col gap-1.5">
              <Skeleton shape="text" className="w-32" />
              <Skeleton shape="text" className="h-3" />
            </div>
          ))}
          <div className="grid gap-4 md:grid-cols-2">
            {[0, 1].map((panel) => (
              <div key={panel} className={PANEL}>
                <Skeleton shape="text" className="w-32" />
                <div className="flex flex-wrap gap-2">
                  <Skeleton shape="text" className="h-6 w-20" />
                  <Skeleton shape="text" className="h-6 w-24" />
                  <Skeleton shape="text" className="h-6 w-16" />
                </div>
              </div>
            ))}
          </div>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:justify-center">
          <Skeleton shape="circle" className="size-24" />
          <Skeleton shape="circle" className="size-24" />
          <Skeleton shape="text" className="h-7 w-20" />
        </div>
      )}
    </div>
  )
}
