import { Copy, Download, Plus, Sparkles, Trash2 } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  BULK_MAX_JOB_DESCRIPTIONS,
  type BulkRequest,
  type BulkResponse,
  type BulkResult,
} from '../../contract/pro.ts'
import type { Resume } from '../../contract/resumes.ts'
import type { GenerationStage } from '../../contract/streaming.ts'
import { GenerationProgress } from '../bio/generation-progress.tsx'
import { Alert } from '../primitives/alert.tsx'
import { BandBadge } from '../primitives/band-badge.tsx'
import { Button } from '../primitives/button.tsx'
import { Field } from '../primitives/field.tsx'
import { GapMatrix } from './gap-matrix.tsx'
import { Select } from '../primitives/select.tsx'
import { Spinner } from '../primitives/spinner.tsx'
import { Textarea } from '../primitives/textarea.tsx'
import {
  addJobDescription,
  bulkRequestOf,
  canAddJobDescription,
  canRemoveJobDescription,
  removeJobDescription,
  replaceJobDescription,
  type DownloadFormat,
} from './pro-rules.ts'

/** Where a bulk run stands. `percent` is null when the server sends no progress (plain JSON). */
export type BulkRun =
  | { status: 'idle' }
  | {
      status: 'running'
      total: number
      percent: number | null
      stage?: GenerationStage
      /** The items finished so far, when the server streams them. */
      items?: readonly BulkResult[]
    }
  | { status: 'done'; response: BulkResponse }
  | { status: 'error'; message: string }

export type BulkGeneratorProps = {
  run: BulkRun
  /** The user's resumes, offered as the base resume. */
  resumes?: readonly Pick<Resume, 'id' | 'title' | 'original_content'>[]
  initialJobs?: readonly string[]
  initialBaseResume?: string
  onGenerate: (request: BulkRequest) => void
  onCopy: (text: string) => void
  onDownload: (index: number, text: string, format: DownloadFormat) => void
}

const panelClass =
  'flex min-w-0 flex-col gap-5 rounded-ui border border-border-subtle bg-surface p-4 shadow-raised sm:p-6'

/**
 * The Bulk Generator tab (spec §2, §5): an optional base resume (typed, or one of the user's
 * resumes), 1 to 5 job descriptions (add hidden at 5, remove hidden at 1), the run's progress, and
 * per job the tailored resume (copy, download as .txt or .md) or why it failed.
 */
export function BulkGenerator({
  run,
  resumes = [],
  initialJobs = [''],
  initialBaseResume = '',
  onGenerate,
  onCopy,
  onDownload,
}: BulkGeneratorProps) {
  const { t, i18n } = useTranslation('pro')
  const baseId = useId()
  const [base, setBase] = useState(initialBaseResume)
  const [picked, setPicked] = useState('')
  const [jobs, setJobs] = useState<string[]>(initialJobs.length ? [...initialJobs] : [''])
  const [invalid, setInvalid] = useState(false)
  const busy = run.status === 'running'
  const jobId = (index: number) => `${baseId}-job-${index}`
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const request = bulkRequestOf(base, jobs)
    if (!request) {
      setInvalid(true)
      document.getElementById(jobId(0))?.focus()
      return
    }
    setInvalid(false)
    onGenerate(request)
  }

  const add = () => {
    const next = addJobDescription(jobs)
    setJobs(next)
    // The new box is where the user types next.
    requestAnimationFrame(() => document.getElementById(jobId(next.length - 1))?.focus())
  }

  const remove = (index: number) => {
    setJobs(removeJobDescription(jobs, index))
    requestAnimationFrame(() => document.getElementById(jobId(Math.max(0, index - 1)))?.focus())
  }

  const pick = (id: string) => {
    setPicked(id)
    const resume = resumes.find((item) => item.id === id)
    if (resume) setBase(resume.original_content)
  }

  return (
    <div
      data-slot="bulk-generator"
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]"
    >
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby={`${baseId}-heading`}
        className={panelClass}
      >
        <div className="grid gap-1">
          <h2 id={`${baseId}-heading`} className="text-lg font-semibold text-ink">
            {t('bulk.heading')}
          </h2>
          <p className="text-sm text-ink-muted">
            {t('bulk.intro', { max: BULK_MAX_JOB_DESCRIPTIONS })}
          </p>
        </div>
        <fieldset disabled={busy} className="grid min-w-0 gap-4">
          {resumes.length > 0 ? (
            <Field label={t('bulk.pickResume')} optional controlId={`${baseId}-pick`}>
              <Select
                value={picked}
                onValueChange={pick}
                placeholder={t('bulk.pickResumePlaceholder')}
                options={resumes.map((resume) => ({ value: resume.id, label: resume.title }))}
              />
            </Field>
          ) : null}
          <Field
            label={t('bulk.baseResume')}
            optional
            hint={t('bulk.baseResumeHint')}
            controlId={`${baseId}-base`}
          >
            <Textarea
              name="base_resume"
              rows={5}
              value={base}
              placeholder={t('bulk.baseResumePlaceholder')}
              onChange={(event) => {
                setBase(event.target.value)
                setPicked('')
              }}
            />
          </Field>
          <fieldset className="grid min-w-0 gap-3">
            <legend className="mb-2 text-sm font-medium text-ink">
              {t('bulk.jobsLegend', { count: jobs.length, max: BULK_MAX_JOB_DESCRIPTIONS })}
            </legend>
            {jobs.map((job, index) => (
              <div key={index} className="grid gap-1" data-slot="bulk-job">
                <Field
                  label={t('bulk.jobLabel', { n: index + 1 })}
                  controlId={jobId(index)}
                  error={invalid && index === 0 ? t('bulk.invalid') : undefined}
                >
                  <Textarea
                    name={`job_description_${index + 1}`}
                    rows={4}
                    value={job}
                    placeholder={t('bulk.jobPlaceholder')}
                    onChange={(event) => {
                      setJobs(replaceJobDescription(jobs, index, event.target.value))
                      if (invalid && event.target.value.trim()) setInvalid(false)
                    }}
                  />
                </Field>
                {canRemoveJobDescription(jobs) ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="justify-self-end"
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden="true" />
                    {t('bulk.remove', { n: index + 1 })}
                  </Button>
                ) : null}
              </div>
            ))}
            {canAddJobDescription(jobs) ? (
              <Button
                type="button"
                variant="secondary"
                onClick={add}
                className="justify-self-start"
              >
                <Plus aria-hidden="true" />
                {t('bulk.add')}
              </Button>
            ) : (
              <p className="text-sm text-ink-muted" data-slot="bulk-max">
                {t('bulk.maxReached', { max: BULK_MAX_JOB_DESCRIPTIONS })}
              </p>
            )}
          </fieldset>
        </fieldset>
        <Button type="submit" loading={busy} className="sm:self-end">
          {busy ? t('bulk.generating') : t('bulk.generate')}
        </Button>
      </form>

      <BulkResults run={run} number={number} onCopy={onCopy} onDownload={onDownload} />
    </div>
  )
}

function BulkResults({
  run,
  number,
  onCopy,
  onDownload,
}: Pick<BulkGeneratorProps, 'run' | 'onCopy' | 'onDownload'> & {
  number: (value: number) => string
}) {
  const { t } = useTranslation('pro')
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={run.status === 'running' || undefined}
      data-slot="bulk-results"
      data-status={run.status}
      className={panelClass}
    >
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {t('bulk.resultsHeading')}
      </h2>
      {run.status === 'idle' ? (
        <div className="flex flex-col items-center gap-3 rounded-ui border border-dashed border-border px-4 py-12 text-center">
          <Sparkles aria-hidden="true" className="size-8 text-accent-600" />
          <p className="max-w-xs text-sm text-ink-muted">{t('bulk.empty')}</p>
        </div>
      ) : null}
      {run.status === 'running' ? (
        run.percent === null ? (
          <Spinner size="lg" showLabel label={t('bulk.running', { count: run.total })} />
        ) : (
          <GenerationProgress
            stageLabel={t('bulk.running', { count: run.total })}
            percent={run.percent}
          />
        )
      ) : null}
      {run.status === 'running' && run.items?.length ? (
        <ul className="grid gap-2" data-slot="bulk-finished" aria-label={t('bulk.finished')}>
          {run.items.map((item) => {
            const ok = item.status === 'success'
            return (
              <li
                key={item.index}
                className="flex flex-wrap items-center justify-between gap-2 rounded-ui bg-canvas px-3 py-2 text-sm"
              >
                <span className="font-medium text-ink">
                  {t('bulk.jobLabel', { n: item.index + 1 })}
                </span>
                <BandBadge tone={ok ? 'success' : 'danger'}>
                  {ok ? t('bulk.success') : t('bulk.failed')}
                </BandBadge>
              </li>
            )
          })}
        </ul>
      ) : null}
      {run.status === 'error' ? <Alert variant="danger">{run.message}</Alert> : null}
      {run.status === 'done' ? (
        <>
          <p role="status" className="text-sm text-ink" data-slot="bulk-summary">
            {t('bulk.summary', {
              count: run.response.total,
              successful: number(run.response.successful),
              total: number(run.response.total),
            })}
          </p>
          <ol className="grid gap-4">
            {run.response.results.map((result) => (
              <BulkResultItem
                key={result.index}
                result={result}
                onCopy={onCopy}
                onDownload={onDownload}
              />
            ))}
          </ol>
          {run.response.gap_matrix ? <GapMatrix matrix={run.response.gap_matrix} /> : null}
        </>
      ) : null}
    </section>
  )
}

function BulkResultItem({
  result,
  onCopy,
  onDownload,
}: {
  result: BulkResponse['results'][number]
  onCopy: BulkGeneratorProps['onCopy']
  onDownload: BulkGeneratorProps['onDownload']
}) {
  const { t } = useTranslation('pro')
  const headingId = useId()
  const ok = result.status === 'success' && Boolean(result.resume_text)
  const text = result.resume_text ?? ''
  return (
    <li
      aria-labelledby={headingId}
      data-slot="bulk-result"
      data-status={ok ? 'success' : 'error'}
      className="grid gap-3 rounded-ui border border-border-subtle bg-canvas p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-ink">
          {t('bulk.jobLabel', { n: result.index + 1 })}
        </h3>
        <BandBadge tone={ok ? 'success' : 'danger'}>
          {ok ? t('bulk.success') : t('bulk.failed')}
        </BandBadge>
      </div>
      <p className="text-sm break-words text-ink-muted">
        <span className="font-medium text-ink">{t('bulk.preview')} </span>
        {result.job_description_preview}
      </p>
      {ok ? (
        <>
          <div
            role="region"
            // Scrollable and focusable, so a keyboard user can scroll a long resume too.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            aria-label={t('bulk.tailoredResume', { n: result.index + 1 })}
            className="max-h-72 overflow-auto rounded-ui border border-border-subtle bg-surface p-3 text-sm leading-relaxed whitespace-pre-wrap text-ink focus-visible:outline-2 focus-visible:outline-accent-600"
          >
            {text}
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <Button variant="secondary" size="sm" onClick={() => onCopy(text)}>
              <Copy aria-hidden="true" />
              {t('bulk.copy')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onDownload(result.index, text, 'txt')}
            >
              <Download aria-hidden="true" />
              {t('bulk.downloadTxt')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onDownload(result.index, text, 'md')}
            >
              <Download aria-hidden="true" />
              {t('bulk.downloadMd')}
            </Button>
          </div>
        </>
      ) : (
        <Alert variant="danger">{result.error ?? t('bulk.itemFailed')}</Alert>
      )}
    </li>
  )
}
