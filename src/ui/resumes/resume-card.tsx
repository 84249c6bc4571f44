import {
  CircleCheck,
  CircleX,
  Download,
  Eye,
  FileBraces,
  FileText,
  Lock,
  Pencil,
  Sparkles,
  Trash2,
} from 'lucide-react'
import { useId, useState, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { ExportFormat, Plan, TemplateId } from '../../contract/common.ts'
import type { Resume } from '../../contract/resumes.ts'
import type { Language } from '../../i18n/settings.ts'
import { scoreTone } from '../lib/bands.ts'
import { cn } from '../lib/cn.ts'
import { formatDate } from '../lib/format.ts'
import { ResumeStatusBadge } from '../primitives/badge.tsx'
import { BandBadge } from '../primitives/band-badge.tsx'
import { Button } from '../primitives/button.tsx'
import { ConfirmDialog } from '../primitives/confirm-dialog.tsx'
import { Tooltip } from '../primitives/tooltip.tsx'
import { renderAnchor, type RenderLink } from '../shell/link.tsx'
import { canExportDocx, optimizeBlockOf } from './optimize-block.ts'
import type { OptimizeState } from './optimize-feedback.ts'
import { OptimizeNotice } from './optimize-notice.tsx'
import { ResumeTemplateDialog, type ResumeTemplateDialogProps } from './resume-template-dialog.tsx'

/** A callback that may run a request; a returned promise makes the button busy until it settles. */
export type ResumeAction = ((resume: Resume) => void) | ((resume: Resume) => Promise<unknown>)

/** Export in a format; a returned promise makes that button busy and the card say how it went. */
export type ResumeExportAction =
  | ((resume: Resume, format: ExportFormat) => void)
  | ((resume: Resume, format: ExportFormat) => Promise<unknown>)

export type ResumeCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  resume: Resume
  /** The user's plan; null or undefined when there is no profile (spec §4: treated as free). */
  plan: Plan | null | undefined
  language: Language
  onView: (resume: Resume) => void
  /** Starts an optimization; the caller reports back through `optimizeState`. */
  onOptimize: (resume: Resume) => void
  /** Where this resume's optimization stands: busy, or why it failed (spec §8). */
  optimizeState?: OptimizeState
  /** Exports as DOCX or PDF. Resolve on success, reject on failure: the card says which. */
  onExport: ResumeExportAction
  /**
   * Downloads the resume as JSON Resume, on every plan; the card offers it only when given. Like
   * onExport, a returned promise makes the button busy and the card say how it went.
   */
  onDownloadJsonResume?: ResumeAction
  /** PUT /resumes/{id}/template; with `thumbnails`, the card offers to change its template. */
  onTemplateChange?: ResumeTemplateDialogProps['onTemplateChange']
  thumbnails?: Record<TemplateId, string>
  onEdit: (resume: Resume) => void
  /** Called after the user confirms; the dialog stays busy while a returned promise runs. */
  onDelete: ResumeAction
  /** Draws the upgrade link offered to the free plan instead of Export; plain anchors by default. */
  renderLink?: RenderLink
  /** The card title's heading level, to keep the page's outline. */
  headingLevel?: 'h2' | 'h3'
}

/** What the card downloads: a rendered document, or the JSON Resume. */
type Download = ExportFormat | 'json'

type ExportState = { status: 'idle' } | { status: 'busy' | 'done' | 'failed'; format: Download }

/**
 * One resume in the list: title, status, match score (spec §9 bands), template and date, with View,
 * Optimize, Export, JSON Resume, Edit and Delete.
 */
export function ResumeCard({
  resume,
  plan,
  language,
  onView,
  onOptimize,
  optimizeState,
  onExport,
  onDownloadJsonResume,
  onTemplateChange,
  thumbnails,
  onEdit,
  onDelete,
  renderLink = renderAnchor,
  headingLevel: Heading = 'h3',
  className,
  ...props
}: ResumeCardProps) {
  const { t } = useTranslation('resumes')
  const titleId = useId()
  const [exportState, setExportState] = useState<ExportState>({ status: 'idle' })
  const exportBusy = exportState.status === 'busy'

  const runExport = (format: Download) => {
    // One download at a time: a second file while the first is on its way would only confuse.
    if (exportBusy) return
    const result = format === 'json' ? onDownloadJsonResume?.(resume) : onExport(resume, format)
    if (!(result instanceof Promise)) return
    setExportState({ status: 'busy', format })
    result.then(
      () => setExportState({ status: 'done', format }),
      () => setExportState({ status: 'failed', format }),
    )
  }

  return (
    <article
      data-slot="resume-card"
      data-status={resume.status}
      aria-labelledby={titleId}
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-ui border border-border-subtle bg-surface p-4 shadow-raised sm:p-5',
        className,
      )}
      {...props}
    >
      <div className="flex items-start justify-between gap-3">
        <Heading id={titleId} className="min-w-0 text-base leading-snug font-semibold text-ink">
          {resume.title}
        </Heading>
        <ResumeStatusBadge status={resume.status} />
      </div>
      <div className="grid justify-items-start gap-2 text-sm text-ink-muted">
        <MatchScore score={resume.match_score} />
        <p className="flex flex-wrap items-center gap-x-2">
          <span>{t('card.template', { name: t(`template.${resume.template}.name`) })}</span>
          {onTemplateChange && thumbnails ? (
            <ResumeTemplateDialog
              resume={resume}
              onTemplateChange={onTemplateChange}
              thumbnails={thumbnails}
              trigger={
                <Button
                  variant="link"
                  size="sm"
                  className="h-auto px-0"
                  aria-label={t('card.changeTemplateLabel', { title: resume.title })}
                >
                  {t('card.changeTemplate')}
                </Button>
              }
            />
          ) : null}
        </p>
        <p>{t('card.created', { date: formatDate(resume.created_at, language) })}</p>
      </div>
      <div
        role="group"
        aria-label={t('card.actionsLabel', { title: resume.title })}
        className="mt-auto flex flex-wrap items-center gap-2"
      >
        <Button variant="secondary" size="sm" onClick={() => onView(resume)}>
          <Eye aria-hidden="true" />
          {t('card.view')}
        </Button>
        <OptimizeButton
          plan={plan}
          busy={optimizeState?.status === 'busy'}
          onOptimize={() => onOptimize(resume)}
        />
        {canExportDocx(plan) ? (
          <>
            <ExportButton
              format="docx"
              state={exportState}
              onExport={runExport}
              label={t('card.export')}
            />
            <ExportButton
              format="pdf"
              state={exportState}
              onExport={runExport}
              label={t('card.exportPdf')}
            />
          </>
        ) : (
          <Tooltip content={t('card.exportUpgradeHint')}>
            {renderLink('/pricing', <ExportUpgradeLabel />, {
              className: cn(
                'inline-flex h-8 items-center gap-2 rounded-ui px-3 text-sm font-medium text-accent-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 [&_svg]:size-4',
              ),
            })}
          </Tooltip>
        )}
        {onDownloadJsonResume ? (
          <ExportButton
            format="json"
            state={exportState}
            onExport={runExport}
            label={t('card.jsonResume')}
            aria-label={t('card.jsonResumeLabel')}
          />
        ) : null}
        <span className="ml-auto flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t('card.edit', { title: resume.title })}
            onClick={() => onEdit(resume)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <ConfirmDialog
            tone="danger"
            title={t('card.deleteTitle')}
            description={t('card.deleteBody', { title: resume.title })}
            confirmLabel={t('card.deleteConfirm')}
            onConfirm={() => onDelete(resume)}
            trigger={
              <Button
                variant="ghost"
                size="icon"
                className="size-8 hover:bg-danger-50 hover:text-danger-700"
                aria-label={t('card.delete', { title: resume.title })}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            }
          />
        </span>
      </div>
      {optimizeState?.status === 'failed' ? (
        <OptimizeNotice
          problem={optimizeState.problem}
          language={language}
          renderLink={renderLink}
        />
      ) : null}
      {exportState.status === 'done' ? (
        <p
          role="status"
          data-slot="resume-card-export"
          className="flex items-center gap-1.5 text-sm text-success-800"
        >
          <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
          {exportState.format === 'json' ? t('card.jsonResumeDone') : t('card.exported')}
        </p>
      ) : exportState.status === 'failed' ? (
        <p
          role="alert"
          data-slot="resume-card-export"
          className="flex items-center gap-1.5 text-sm text-danger-700"
        >
          <CircleX aria-hidden="true" className="size-4 shrink-0" />
          {exportState.format === 'json' ? t('card.jsonResumeError') : t('card.exportError')}
        </p>
      ) : null}
    </article>
  )
}

const DOWNLOAD_ICONS = { docx: Download, pdf: FileText, json: FileBraces }

/** One format's export button: busy while its own file downloads, idle (not clickable) while another does. */
function ExportButton({
  format,
  state,
  onExport,
  label,
  'aria-label': ariaLabel,
}: {
  format: Download
  state: ExportState
  onExport: (format: Download) => void
  label: string
  /** A fuller name than the visible label, which it contains (WCAG 2.5.3). */
  'aria-label'?: string
}) {
  const busy = state.status === 'busy' && state.format === format
  const Icon = DOWNLOAD_ICONS[format]
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={busy}
      disabled={state.status === 'busy' && !busy}
      data-format={format}
      aria-label={ariaLabel}
      onClick={() => onExport(format)}
    >
      {busy ? null : <Icon aria-hidden="true" />}
      {label}
    </Button>
  )
}

function ExportUpgradeLabel() {
  const { t } = useTranslation('resumes')
  return (
    <>
      <Lock aria-hidden="true" />
      {t('card.exportUpgrade')}
    </>
  )
}

/** Spec §9 bands for the match score; a dash when there is no job description to match. */
function MatchScore({ score }: { score: number | null }) {
  const { t } = useTranslation('resumes')
  if (score === null) {
    return (
      <BandBadge tone="neutral" data-band="none">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('card.noMatch')}</span>
      </BandBadge>
    )
  }
  const rounded = Math.round(score)
  return (
    <BandBadge tone={scoreTone(rounded)} data-band={scoreTone(rounded)}>
      {t('card.match', { score: rounded })}
    </BandBadge>
  )
}

/**
 * Optimize, or why not. A disabled button cannot take focus or hover, so a blocked one stays
 * focusable with aria-disabled: the tooltip then reaches keyboard and pointer users alike, and the
 * reason is also its description, so it does not rely on the tooltip alone.
 */
function OptimizeButton({
  plan,
  busy,
  onOptimize,
}: {
  plan: Plan | null | undefined
  busy: boolean
  onOptimize: () => void
}) {
  const { t } = useTranslation('resumes')
  const { t: to } = useTranslation('optimize')
  const reasonId = useId()
  const block = optimizeBlockOf(plan)
  if (!block) {
    return (
      <Button size="sm" loading={busy} onClick={onOptimize}>
        {busy ? null : <Sparkles aria-hidden="true" />}
        {busy ? to('busy') : t('card.optimize')}
      </Button>
    )
  }
  const reason = block === 'free' ? t('card.optimizeFree') : t('card.optimizeNoProfile')
  return (
    <>
      <Tooltip content={reason}>
        <Button
          size="sm"
          aria-disabled="true"
          aria-describedby={reasonId}
          data-blocked={block}
          className="aria-disabled:pointer-events-auto aria-disabled:cursor-not-allowed"
          onClick={(event) => event.preventDefault()}
        >
          <Sparkles aria-hidden="true" />
          {t('card.optimize')}
        </Button>
      </Tooltip>
      <span id={reasonId} className="sr-only">
        {reason}
      </span>
    </>
  )
}
