import { Plus, Search } from 'lucide-react'
import { useId, useRef, useState, type ComponentProps, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { RESUME_STATUSES, type Plan, type TemplateId } from '../../contract/common.ts'
import type { Resume } from '../../contract/resumes.ts'
import type { Language } from '../../i18n/settings.ts'
import { cn } from '../lib/cn.ts'
import { Alert } from '../primitives/alert.tsx'
import { Button } from '../primitives/button.tsx'
import { EmptyState } from '../primitives/empty-state.tsx'
import { Field } from '../primitives/field.tsx'
import { Input } from '../primitives/input.tsx'
import { Select } from '../primitives/select.tsx'
import { Skeleton } from '../primitives/skeleton.tsx'
import { renderAnchor, type RenderLink } from '../shell/link.tsx'
import { CreateResumeDialog, type CreateResumeDialogProps } from './create-resume-dialog.tsx'
import {
  JsonResumeImportButton,
  JsonResumeImportNotice,
  type JsonResumeImportState,
} from './json-resume-import.tsx'
import {
  filterResumes,
  hasActiveFilters,
  NO_FILTERS,
  type ResumeFilters,
  type StatusFilter,
} from './filter-resumes.ts'
import type { OptimizeState } from './optimize-feedback.ts'
import {
  ResumeCard,
  type ResumeAction,
  type ResumeCardProps,
  type ResumeExportAction,
} from './resume-card.tsx'
import { TemplatePicker, type TemplatePickerProps } from './template-picker.tsx'

export type ResumesPageProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Where GET /resumes stands. */
  status: 'loading' | 'error' | 'success'
  /** The list, newest first, when `status` is 'success'. */
  resumes?: readonly Resume[]
  /** 'Try again' after a failed load. */
  onRetry?: () => void
  retrying?: boolean
  /** The user's plan; null or undefined when there is no profile. */
  plan: Plan | null | undefined
  language: Language
  /** The profile's default template. */
  defaultTemplate: TemplateId
  /** PUT /users/me/template; a rejection shows 'Failed to update default template'. */
  onDefaultTemplateChange: TemplatePickerProps['onValueChange']
  /** Pictures of the templates, `/templates/{id}.png` in the app. */
  thumbnails: Record<TemplateId, string>
  /** The create dialog's calls: upload, then create. */
  onUpload: CreateResumeDialogProps['onUpload']
  onCreate: CreateResumeDialogProps['onCreate']
  describeError?: CreateResumeDialogProps['describeError']
  onView: (resume: Resume) => void
  onOptimize: (resume: Resume) => void
  /** Each resume's optimization under way or failed, by id (spec §8 messages on its card). */
  optimizeStates?: Readonly<Record<string, OptimizeState>>
  /** DOCX or PDF. */
  onExport: ResumeExportAction
  /** GET /resumes/{id}/json-resume, offered on each card when given. */
  onDownloadJsonResume?: ResumeCardProps['onDownloadJsonResume']
  /**
   * POST /resumes/import/json-resume with a chosen file, offered beside 'New Resume' when given;
   * resolves with the new resume (its title is shown), rejects with what `describeImportError`
   * puts in words.
   */
  onImportJsonResume?: (file: File) => Promise<{ title: string }>
  /** A failed import's reason, or null for the general message. */
  describeImportError?: (error: unknown) => string | null
  /** PUT /resumes/{id}/template, offered on each card. */
  onTemplateChange?: ResumeCardProps['onTemplateChange']
  onEdit: (resume: Resume) => void
  onDelete: ResumeAction
  /** The search and status the page opens with (stories, or filters kept in the address). */
  initialFilters?: Partial<ResumeFilters>
  /** Opens the create dialog at first (stories). */
  defaultCreateOpen?: boolean
  renderLink?: RenderLink
}

const GRID = 'grid gap-4 md:grid-cols-2 xl:grid-cols-3'

/**
 * The body of /resumes (spec §2): heading, 'Import JSON Resume' and 'New Resume', search and
 * status filter, the resume cards with their loading, error, empty and no-results states, and the
 * default-template selector.
 */
export function ResumesPage({
  status,
  resumes = [],
  onRetry,
  retrying = false,
  plan,
  language,
  defaultTemplate,
  onDefaultTemplateChange,
  thumbnails,
  onUpload,
  onCreate,
  describeError,
  onView,
  onOptimize,
  optimizeStates,
  onExport,
  onDownloadJsonResume,
  onImportJsonResume,
  describeImportError,
  onTemplateChange,
  onEdit,
  onDelete,
  initialFilters,
  defaultCreateOpen = false,
  renderLink = renderAnchor,
  className,
  ...props
}: ResumesPageProps) {
  const { t } = useTranslation('resumes')
  const { t: tc } = useTranslation()
  const listHeadingId = useId()
  const [filters, setFilters] = useState<ResumeFilters>({ ...NO_FILTERS, ...initialFilters })
  const [createOpen, setCreateOpen] = useState(defaultCreateOpen)
  const [importState, setImportState] = useState<JsonResumeImportState>({ status: 'idle' })
  const importFile = async (file: File) => {
    if (!onImportJsonResume) return
    setImportState({ status: 'busy' })
    try {
      const { title } = await onImportJsonResume(file)
      setImportState({ status: 'done', title })
    } catch (error) {
      setImportState({ status: 'failed', message: describeImportError?.(error) ?? null })
    }
  }

  const shown = filterResumes(resumes, filters)
  const filtered = hasActiveFilters(filters)
  const newResumeRef = useRef<HTMLButtonElement>(null)
  const openerRef = useRef<HTMLElement | null>(null)
  const openCreate = (event: MouseEvent<HTMLElement>) => {
    openerRef.current = event.currentTarget
    setCreateOpen(true)
  }
  // The dialog has no trigger of its own: focus goes back to the button that opened it, or to
  // 'New Resume' when that button is gone (the empty state's, once the first resume exists).
  const returnFocus = () =>
    openerRef.current?.isConnected ? openerRef.current : newResumeRef.current

  const statusOptions = (['all', ...RESUME_STATUSES] as const).map((value) => ({
    value,
    label: t(`filter.${value}`),
  }))

  return (
    <div data-slot="resumes-page" className={cn('flex flex-col gap-8', className)} {...props}>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('page.title')}</h1>
          <p className="text-sm text-ink-muted">{t('page.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2 self-start sm:self-auto">
          {onImportJsonResume ? (
            <JsonResumeImportButton
              busy={importState.status === 'busy'}
              onFile={(file) => void importFile(file)}
            />
          ) : null}
          <Button ref={newResumeRef} onClick={openCreate}>
            <Plus aria-hidden="true" />
            {t('page.newResume')}
          </Button>
        </div>
      </header>
      <JsonResumeImportNotice
        state={importState}
        onDismiss={() => setImportState({ status: 'idle' })}
      />

      <section aria-labelledby={listHeadingId} className="flex flex-col gap-4">
        <h2 id={listHeadingId} className="sr-only">
          {t('page.listHeading')}
        </h2>
        {status === 'success' && resumes.length > 0 ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <Field label={t('page.searchLabel')} className="sm:flex-1">
              <Input
                type="search"
                value={filters.query}
                placeholder={t('page.searchPlaceholder')}
                leadingIcon={<Search />}
                onChange={(event) => setFilters({ ...filters, query: event.target.value })}
              />
            </Field>
            <Field label={t('page.statusLabel')} className="sm:w-52">
              <Select
                value={filters.status}
                options={statusOptions}
                onValueChange={(value) => setFilters({ ...filters, status: value as StatusFilter })}
              />
            </Field>
          </div>
        ) : null}

        {status === 'loading' ? (
          <div data-slot="resumes-loading" aria-busy="true" className={GRID}>
            <span role="status" className="sr-only">
              {t('page.loading')}
            </span>
            {Array.from({ length: 6 }, (_, index) => (
              <div
                key={index}
                aria-hidden="true"
                className="flex flex-col gap-4 rounded-ui border border-border-subtle bg-surface p-5 shadow-raised"
              >
                <div className="flex justify-between gap-3">
                  <Skeleton shape="text" className="h-5 w-3/5" />
                  <Skeleton shape="text" className="h-5 w-16 rounded-full" />
                </div>
                <Skeleton shape="text" className="h-5 w-24 rounded-full" />
                <Skeleton shape="text" className="w-2/5" />
                <Skeleton shape="text" className="w-1/2" />
                <div className="flex gap-2">
                  <Skeleton shape="text" className="h-8 w-16" />
                  <Skeleton shape="text" className="h-8 w-24" />
                  <Skeleton shape="text" className="h-8 w-28" />
                </div>
              </div>
            ))}
          </div>
        ) : status === 'error' ? (
          <Alert
            variant="danger"
            data-slot="resumes-error"
            title={t('error.title')}
            action={
              onRetry ? (
                <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
                  {tc('actions.retry')}
                </Button>
              ) : undefined
            }
          >
            {t('error.body')}
          </Alert>
        ) : resumes.length === 0 ? (
          <EmptyState
            bordered
            data-slot="resumes-empty"
            title={t('empty.title')}
            description={t('empty.body')}
            action={
              <Button onClick={openCreate}>
                <Plus aria-hidden="true" />
                {t('empty.action')}
              </Button>
            }
          />
        ) : (
          <>
            <p role="status" className="text-sm text-ink-muted">
              {filtered ? t('page.matches', { count: shown.length }) : null}
            </p>
            {shown.length === 0 ? (
              <EmptyState
                bordered
                size="sm"
                titleAs="h3"
                data-slot="resumes-no-results"
                title={t('noResults.title')}
                description={t('noResults.body')}
                action={
                  <Button variant="secondary" onClick={() => setFilters(NO_FILTERS)}>
                    {t('page.clearFilters')}
                  </Button>
                }
              />
            ) : (
              <ul className={GRID}>
                {shown.map((resume) => (
                  <li key={resume.id} className="flex">
                    <ResumeCard
                      className="w-full"
                      resume={resume}
                      plan={plan}
                      language={language}
                      onView={onView}
                      onOptimize={onOptimize}
                      optimizeState={optimizeStates?.[resume.id]}
                      onExport={onExport}
                      onDownloadJsonResume={onDownloadJsonResume}
                      onTemplateChange={onTemplateChange}
                      thumbnails={thumbnails}
                      onEdit={onEdit}
                      onDelete={onDelete}
                      renderLink={renderLink}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>

      <section className="rounded-ui border border-border-subtle bg-surface p-4 shadow-raised sm:p-6">
        <TemplatePicker
          value={defaultTemplate}
          onValueChange={onDefaultTemplateChange}
          thumbnails={thumbnails}
          labelAs="h2"
          label={t('template.defaultHeading')}
          description={t('template.defaultDescription')}
          errorText={t('template.defaultError')}
        />
      </section>

      <CreateResumeDialog
        open={createOpen}
        onOpenChange={setCreateOpen}
        onUpload={onUpload}
        onCreate={onCreate}
        describeError={describeError}
        returnFocus={returnFocus}
      />
    </div>
  )
}
