import { useId, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { FALLBACK_LANGUAGE, INTL_LOCALE, isLanguage, type Language } from '../../i18n/settings.ts'
import { cn } from '../lib/cn.ts'
import { Badge } from '../primitives/badge.tsx'
import { Button } from '../primitives/button.tsx'

/**
 * What made a version: the upload, an optimization by either writer, a save in the editor, a
 * reviewed set of changes saved, or an earlier version restored.
 */
export type VersionSource = 'original' | 'offline' | 'model' | 'editor' | 'review' | 'restore'

/**
 * Date and time: two saves of one day must be told apart, which the date-only formatDate cannot.
 * On the user's own clock, as every timestamp in the app.
 */
function formatSavedAt(iso: string, language: Language): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date)
}

export interface ResumeVersionItem {
  id: string
  /** 1 for the original, counting up with each save; exports name it. */
  number: number
  /** ISO timestamp of the save. */
  created_at: string
  source: VersionSource
  /** The ATS score the version had when it was saved (null when it was not analyzed). */
  ats_score: number | null
  /** The version's text, shown when it is opened. */
  text: string
}

export type ReviewVersionsProps = ComponentProps<'section'> & {
  /** Newest first. */
  versions: readonly ResumeVersionItem[]
  /** The version the resume holds now. */
  currentId: string
  /** The version opened for a look (and a restore). */
  openedId: string | null
  onOpen: (id: string | null) => void
  onRestore: (id: string) => void
  restoringId?: string | null
}

/**
 * The resume's versions (issue 21, item 4): when each was saved, what made it and its score; one
 * opens to its text and a Restore button. Props only: the app loads and restores.
 */
export function ReviewVersions({
  versions,
  currentId,
  openedId,
  onOpen,
  onRestore,
  restoringId = null,
  className,
  ...props
}: ReviewVersionsProps) {
  const { t, i18n } = useTranslation('optimize')
  const titleId = useId()
  const baseId = useId()
  const current = i18n.resolvedLanguage ?? i18n.language
  const language = isLanguage(current) ? current : FALLBACK_LANGUAGE
  return (
    <section
      data-slot="review-versions"
      aria-labelledby={titleId}
      className={cn('rounded-ui border border-border bg-surface p-4 shadow-raised', className)}
      {...props}
    >
      <h2 id={titleId} className="text-base font-semibold text-ink">
        {t('review.versions.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('review.versions.description')}</p>
      <ol className="mt-4 flex flex-col divide-y divide-border-subtle">
        {versions.map((version) => {
          const opened = openedId === version.id
          const date = formatSavedAt(version.created_at, language)
          const panelId = `${baseId}-${version.id}`
          return (
            <li
              key={version.id}
              data-slot="review-version"
              data-opened={opened || undefined}
              className="flex flex-col gap-3 py-3"
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="text-sm font-medium text-ink">
                  {t('review.versions.number', { number: version.number })}
                </span>
                <span className="text-sm text-ink">{date}</span>
                <span className="text-sm text-ink-muted">
                  {t(`review.versions.source.${version.source}`)}
                </span>
                {version.ats_score !== null ? (
                  <Badge tone="info">
                    {t('review.versions.score', { score: version.ats_score })}
                  </Badge>
                ) : null}
                {version.id === currentId ? (
                  <Badge tone="success">{t('review.versions.current')}</Badge>
                ) : null}
                <Button
                  size="sm"
                  variant="ghost"
                  className="ml-auto"
                  aria-expanded={opened}
                  aria-controls={panelId}
                  aria-label={`${opened ? t('review.versions.close') : t('review.versions.open')}: ${t('review.versions.opened', { date })}`}
                  onClick={() => onOpen(opened ? null : version.id)}
                >
                  {opened ? t('review.versions.close') : t('review.versions.open')}
                </Button>
              </div>
              <div id={panelId} hidden={!opened} className="flex flex-col gap-3">
                {opened ? (
                  <>
                    <pre className="rounded-ui border border-border-subtle bg-canvas p-3 font-mono text-xs break-words whitespace-pre-wrap text-ink">
                      {version.text}
                    </pre>
                    {version.id !== currentId ? (
                      <Button
                        size="sm"
                        className="w-fit"
                        loading={restoringId === version.id}
                        onClick={() => onRestore(version.id)}
                      >
                        {restoringId === version.id
                          ? t('review.versions.restoring')
                          : t('review.versions.restore')}
                      </Button>
                    ) : null}
                  </>
                ) : null}
              </div>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
