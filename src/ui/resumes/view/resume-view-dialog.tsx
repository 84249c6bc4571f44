import { Download, FileText, Pencil, Sparkles } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { AtsComparison, KeywordAnalysis } from '../../../contract/analysis.ts'
import type { ExportFormat } from '../../../contract/common.ts'
import type { Resume } from '../../../contract/resumes.ts'
import { AnalysisOverview } from '../../analysis/analysis-overview.tsx'
import { AtsComparisonView } from '../../analysis/ats-comparison-view.tsx'
import { CategoryBreakdownChart } from '../../analysis/category-breakdown-chart.tsx'
import { KeywordsByCategory } from '../../analysis/keywords-by-category.tsx'
import { MissingKeywordList } from '../../analysis/missing-keyword-list.tsx'
import { useAnalysisFormat } from '../../analysis/use-analysis-format.ts'
import { scoreTone } from '../../lib/bands.ts'
import { formatDate } from '../../lib/format.ts'
import { Badge, ResumeStatusBadge } from '../../primitives/badge.tsx'
import { BandBadge } from '../../primitives/band-badge.tsx'
import { Button } from '../../primitives/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../primitives/dialog.tsx'
import { EmptyState } from '../../primitives/empty-state.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/tabs.tsx'
import { renderAnchor, type RenderLink } from '../../shell/link.tsx'
import type { OptimizeProblem } from '../optimize-feedback.ts'
import { OptimizeNotice } from '../optimize-notice.tsx'
import { AnalysisSkeleton } from './analysis-skeleton.tsx'
import { ResumeText } from './resume-text.tsx'
import {
  analysisToShow,
  comparisonToShow,
  hasOptimizedVersion,
  headerMatchScore,
  viewTabsOf,
  type ResumeViewStatus,
  type ResumeViewTab,
} from './resume-view-model.ts'

export type ResumeViewDialogProps = {
  /** The resume on view. */
  resume: Resume
  /** POST /analyze/keywords for this resume; null while loading, after a failure, or with no job. */
  analysis: KeywordAnalysis | null
  /**
   * 'loading' while the analysis runs (skeletons in the tabs), 'ready' when it is in, 'sample' when
   * it failed: the built-in sample analysis is shown instead, with no error message (spec §4, §8).
   */
  status: ResumeViewStatus
  /** POST /analyze/ats-comparison, when the resume has an optimized version. */
  comparison?: AtsComparison | null
  /** Open by default; the caller may keep the dialog mounted and toggle this. */
  open?: boolean
  /** The tab shown first; falls back to Overview when that tab does not exist. */
  defaultTab?: ResumeViewTab
  /**
   * The tab shown, for a caller that moves it (after an optimization, to the comparison); with
   * `onTabChange`. Falls back to Overview while that tab does not exist.
   */
  tab?: ResumeViewTab
  onTabChange?: (tab: ResumeViewTab) => void
  /** Escape, the × button or a click outside. */
  onClose: () => void
  /** Each action is shown only when given. */
  onEdit?: () => void
  /** Export DOCX and Export PDF. */
  onExport?: (format: ExportFormat) => void
  onOptimize?: () => void
  /** The format being exported, while a download is under way. */
  exporting?: ExportFormat | null
  /** An optimization is under way. */
  optimizing?: boolean
  /** The plan cannot optimize (free, or no profile: spec §2); the button stays visible, disabled. */
  optimizeDisabled?: boolean
  /** Why the last optimization failed (spec §8), shown above the actions until the next try. */
  optimizeProblem?: OptimizeProblem | null
  /** The keywords the last optimization worked in: listed and marked in the optimized text. */
  addedKeywords?: readonly string[]
  /** Draws the upgrade link of a refused optimization. */
  renderLink?: RenderLink
  /** Opens the review of the last optimization's suggested changes (issue 21). */
  onReview?: () => void
}

/**
 * The resume view and analysis modal (spec §2): the title, status and match score; tabs Overview,
 * Keywords by Category and Resume Content, plus the ATS comparison when an optimized version exists;
 * and the resume's actions. Pure: the caller runs the analysis and passes where it stands.
 */
export function ResumeViewDialog({
  resume,
  analysis,
  status,
  comparison,
  open = true,
  defaultTab = 'overview',
  tab,
  onTabChange,
  onClose,
  onEdit,
  onExport,
  onOptimize,
  exporting = null,
  optimizing = false,
  optimizeDisabled = false,
  optimizeProblem = null,
  addedKeywords = [],
  renderLink = renderAnchor,
  onReview,
}: ResumeViewDialogProps) {
  const { t } = useTranslation('resume-view')
  const { t: to } = useTranslation('optimize')
  const format = useAnalysisFormat()
  const tabs = viewTabsOf(resume)
  const shown = analysisToShow(status, analysis)
  const shownComparison = comparisonToShow(resume, comparison, shown)
  const score = headerMatchScore(resume, status, shown)
  const optimized = hasOptimizedVersion(resume)
  const hasActions = onEdit != null || onExport != null || onOptimize != null
  const originalId = useId()
  const optimizedId = useId()
  const addedId = useId()
  const tabProps =
    tab === undefined
      ? { defaultValue: tabs.includes(defaultTab) ? defaultTab : 'overview' }
      : {
          value: tabs.includes(tab) ? tab : 'overview',
          onValueChange: (next: string) => onTabChange?.(next as ResumeViewTab),
        }
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent
        size="xl"
        data-slot="resume-view-dialog"
        data-status={status}
        className="gap-5 p-4 sm:p-6"
      >
        <DialogHeader className="gap-2">
          <DialogTitle className="text-xl break-words">{resume.title}</DialogTitle>
          <DialogDescription>
            {t('created', { date: formatDate(resume.created_at, format.language) })}
          </DialogDescription>
          <div className="flex flex-wrap items-center gap-2">
            <span className="inline-flex items-center">
              <span className="sr-only">{t('statusLabel')} </span>
              <ResumeStatusBadge status={resume.status} size="md" />
            </span>
            {score === null ? (
              <BandBadge data-slot="match-score" className="text-sm">
                {t('noMatchScore')}
              </BandBadge>
            ) : (
              <BandBadge data-slot="match-score" tone={scoreTone(score)} className="text-sm">
                {t('matchScore', { score: format.number(Math.round(score)) })}
              </BandBadge>
            )}
            {status === 'sample' ? (
              // A neutral label, not an error: the spec shows the sample with no error message.
              <Badge data-slot="sample-label" size="md">
                {t('sampleLabel')}
              </Badge>
            ) : null}
          </div>
        </DialogHeader>

        <Tabs {...tabProps}>
          <TabsList aria-label={t('tabs.label')}>
            {tabs.map((tab) => (
              <TabsTrigger key={tab} value={tab}>
                {t(`tabs.${tab}`)}
              </TabsTrigger>
            ))}
          </TabsList>

          <TabsContent value="overview">
            {shown ? (
              <AnalysisOverview analysis={shown} withFit={status !== 'sample'} />
            ) : status === 'loading' ? (
              <AnalysisSkeleton layout="overview" />
            ) : (
              <NoAnalysis />
            )}
          </TabsContent>

          <TabsContent value="keywords">
            {shown ? (
              <div className="flex flex-col gap-6">
                <CategoryBreakdownChart breakdown={shown.category_breakdown} />
                <KeywordsByCategory
                  matches={shown.keyword_matches}
                  languages={{ job: shown.job_language, resume: shown.language }}
                />
                <MissingKeywordList matches={shown.keyword_matches} />
              </div>
            ) : status === 'loading' ? (
              <AnalysisSkeleton layout="keywords" />
            ) : (
              <NoAnalysis />
            )}
          </TabsContent>

          <TabsContent value="content" className="flex flex-col gap-3">
            {optimized ? (
              <p className="text-sm text-ink-muted">{t('content.showingOptimized')}</p>
            ) : null}
            <ResumeText
              text={optimized ? (resume.optimized_content ?? '') : resume.original_content}
              emptyText={t('content.empty')}
            />
          </TabsContent>

          {optimized ? (
            <TabsContent value="comparison" className="flex flex-col gap-6">
              {onReview ? (
                <div className="flex flex-wrap items-center gap-3" data-slot="open-review">
                  <Button variant="secondary" size="sm" onClick={onReview}>
                    {to('review.open')}
                  </Button>
                </div>
              ) : null}
              {shownComparison ? (
                <AtsComparisonView comparison={shownComparison} />
              ) : status === 'loading' ? (
                <AnalysisSkeleton layout="comparison" />
              ) : null}
              {addedKeywords.length > 0 ? (
                <section
                  aria-labelledby={addedId}
                  data-slot="added-keywords"
                  className="flex flex-col gap-2"
                >
                  <h3 id={addedId} className="text-sm font-semibold text-ink">
                    {to('addedKeywords')}
                  </h3>
                  <ul className="flex flex-wrap gap-2">
                    {addedKeywords.map((keyword) => (
                      <li key={keyword}>
                        <Badge tone="success">{keyword}</Badge>
                      </li>
                    ))}
                  </ul>
                  <p className="text-sm text-ink-muted">{to('addedKeywordsHint')}</p>
                </section>
              ) : null}
              <div data-slot="version-texts" className="grid gap-4 lg:grid-cols-2">
                <section aria-labelledby={originalId} className="flex min-w-0 flex-col gap-2">
                  <h3 id={originalId} className="text-sm font-semibold text-ink">
                    {t('content.original')}
                  </h3>
                  <ResumeText text={resume.original_content} emptyText={t('content.empty')} />
                </section>
                <section aria-labelledby={optimizedId} className="flex min-w-0 flex-col gap-2">
                  <h3 id={optimizedId} className="text-sm font-semibold text-ink">
                    {t('content.optimized')}
                  </h3>
                  <ResumeText
                    text={resume.optimized_content ?? ''}
                    emptyText={t('content.empty')}
                    highlight={addedKeywords}
                  />
                </section>
              </div>
            </TabsContent>
          ) : null}
        </Tabs>

        {optimizeProblem ? (
          <OptimizeNotice
            problem={optimizeProblem}
            language={format.language}
            renderLink={renderLink}
          />
        ) : null}
        {hasActions ? (
          <DialogFooter className="mt-0 border-t border-border-subtle pt-4">
            {onEdit ? (
              <Button variant="secondary" onClick={onEdit}>
                <Pencil aria-hidden="true" />
                {t('actions.edit')}
              </Button>
            ) : null}
            {onExport ? (
              <>
                <Button
                  variant="secondary"
                  loading={exporting === 'docx'}
                  disabled={exporting === 'pdf'}
                  onClick={() => onExport('docx')}
                >
                  {exporting === 'docx' ? null : <Download aria-hidden="true" />}
                  {t('actions.export')}
                </Button>
                <Button
                  variant="secondary"
                  loading={exporting === 'pdf'}
                  disabled={exporting === 'docx'}
                  onClick={() => onExport('pdf')}
                >
                  {exporting === 'pdf' ? null : <FileText aria-hidden="true" />}
                  {t('actions.exportPdf')}
                </Button>
              </>
            ) : null}
            {onOptimize ? (
              <Button loading={optimizing} disabled={optimizeDisabled} onClick={onOptimize}>
                {optimizing ? null : <Sparkles aria-hidden="true" />}
                {optimizing ? to('busy') : t('actions.optimize')}
              </Button>
            ) : null}
          </DialogFooter>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

/** A resume without a job description has nothing to match against. */
function NoAnalysis() {
  const { t } = useTranslation('resume-view')
  return (
    <EmptyState
      size="sm"
      bordered
      titleAs="h3"
      title={t('noAnalysis.title')}
      description={t('noAnalysis.body')}
    />
  )
}
