import { ArrowRight } from 'lucide-react'
import { useId, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { Resume } from '../../contract/resumes.ts'
import type { Language } from '../../i18n/settings.ts'
import { formatNumber } from '../analysis/analysis-format.ts'
import { scoreTone } from '../lib/bands.ts'
import { cn } from '../lib/cn.ts'
import { formatDate } from '../lib/format.ts'
import { ResumeStatusBadge } from '../primitives/badge.tsx'
import { BandBadge } from '../primitives/band-badge.tsx'
import { Button } from '../primitives/button.tsx'
import { Card, CardHeader, CardTitle } from '../primitives/card.tsx'
import { EmptyState } from '../primitives/empty-state.tsx'
import { renderAnchor, type RenderLink } from '../shell/link.tsx'

export type RecentResumesProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The newest resumes, newest first (`dashboardStatsOf(...).recent`). */
  resumes: readonly Resume[]
  /** The interface language, for the dates. */
  language: Language
  /** Opens a resume (the view modal); without it the titles are plain text. */
  onViewResume?: (resume: Resume) => void
  /** Draws the 'View all' and create links to /resumes; defaults to plain anchors. */
  renderLink?: RenderLink
}

/** The dashboard's five newest resumes with 'View all' (spec §2), or a way to create the first. */
export function RecentResumes({
  resumes,
  language,
  onViewResume,
  renderLink = renderAnchor,
  className,
  ...props
}: RecentResumesProps) {
  const { t } = useTranslation('dashboard')
  const titleId = useId()
  return (
    <Card asChild className={cn('gap-4', className)}>
      <section aria-labelledby={titleId} data-slot="recent-resumes" {...props}>
        <CardHeader className="flex flex-row items-center justify-between gap-3">
          <CardTitle asChild>
            <h2 id={titleId} className="text-base">
              {t('recent.title')}
            </h2>
          </CardTitle>
          {resumes.length > 0 ? (
            <Button asChild variant="link" size="sm" className="px-0">
              {renderLink(
                '/resumes',
                <>
                  {t('recent.viewAll')}
                  <ArrowRight aria-hidden="true" />
                </>,
              )}
            </Button>
          ) : null}
        </CardHeader>
        {resumes.length === 0 ? (
          <EmptyState
            size="sm"
            titleAs="h3"
            title={t('recent.emptyTitle')}
            description={t('recent.emptyBody')}
            action={
              <Button asChild size="sm">
                {renderLink('/resumes', t('recent.create'))}
              </Button>
            }
          />
        ) : (
          <ul className="-my-2 flex flex-col divide-y divide-border-subtle">
            {resumes.map((resume) => (
              <li
                key={resume.id}
                data-resume={resume.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
              >
                <div className="flex min-w-0 flex-col gap-0.5">
                  {onViewResume ? (
                    <button
                      type="button"
                      onClick={() => onViewResume(resume)}
                      className="w-fit max-w-full cursor-pointer text-left text-sm font-medium break-words text-ink underline-offset-4 hover:text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
                    >
                      {resume.title}
                    </button>
                  ) : (
                    <span className="text-sm font-medium break-words text-ink">{resume.title}</span>
                  )}
                  <span className="text-xs text-ink-muted">
                    {t('recent.created', { date: formatDate(resume.created_at, language) })}
                  </span>
                </div>
                <div className="flex shrink-0 flex-wrap items-center gap-2">
                  <ResumeStatusBadge status={resume.status} />
                  {resume.match_score === null ? (
                    <BandBadge data-slot="recent-match">{t('recent.noScore')}</BandBadge>
                  ) : (
                    <BandBadge data-slot="recent-match" tone={scoreTone(resume.match_score)}>
                      {t('recent.matchScore', {
                        score: formatNumber(Math.round(resume.match_score), language),
                      })}
                    </BandBadge>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  )
}
