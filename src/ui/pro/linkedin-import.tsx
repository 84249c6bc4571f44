import { ClipboardCopy, FilePlus2, FileUp, Info, Link2 } from 'lucide-react'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { LinkedinImportResponse } from '../../contract/pro.ts'
import { Alert } from '../primitives/alert.tsx'
import { Button } from '../primitives/button.tsx'
import { Dropzone } from '../primitives/dropzone.tsx'
import { Field } from '../primitives/field.tsx'
import { Input } from '../primitives/input.tsx'
import { Spinner } from '../primitives/spinner.tsx'
import { renderAnchor, textLinkClassName, type RenderLink } from '../shell/link.tsx'
import { hasImportedData, isImportableProfileUrl } from './pro-rules.ts'

/** Where an import stands. */
export type LinkedinImportState =
  | { status: 'idle' }
  | { status: 'importing' }
  | { status: 'done'; profile: LinkedinImportResponse }
  | { status: 'error'; message: string }

/** The draft resume made from an import (beyond the spec). */
export type DraftState =
  | { status: 'idle' }
  | { status: 'creating' }
  | { status: 'created' }
  | { status: 'error'; message: string }

export type LinkedinImportProps = {
  state: LinkedinImportState
  /** Whether the server takes the "Save to PDF" file or the data-export ZIP. */
  fileImport?: boolean
  draft?: DraftState
  initialUrl?: string
  /** Shown at first (stories): the 'Use in Resume' notice. */
  initialNotice?: boolean
  onImportUrl: (profileUrl: string) => void
  onImportFile?: (file: File) => void
  onCopy: (profile: LinkedinImportResponse) => void
  onCreateDraft?: (profile: LinkedinImportResponse) => void
  /** Draws the link to /resumes after a draft was created. */
  resumesLink?: RenderLink
}

/** LinkedIn's two exports: the profile's "Save to PDF" and the data-export ZIP. */
const FILE_TYPES = {
  'application/pdf': ['.pdf'],
  'application/zip': ['.zip'],
  'application/x-zip-compressed': ['.zip'],
}

const panelClass =
  'flex min-w-0 flex-col gap-5 rounded-ui border border-border-subtle bg-surface p-4 shadow-raised sm:p-6'

/**
 * The LinkedIn tab (spec §2, §5): a profile URL (checked as a linkedin.com profile address), or the
 * profile's PDF or data-export ZIP where the server takes files; then the imported name, headline,
 * summary, experience, education, skills and note, with 'Copy Data', 'Use in Resume' (spec: only a
 * notice) and, beyond the spec, 'Create draft resume'.
 */
export function LinkedinImport({
  state,
  fileImport = false,
  draft = { status: 'idle' },
  initialUrl = '',
  initialNotice = false,
  onImportUrl,
  onImportFile,
  onCopy,
  onCreateDraft,
  resumesLink = renderAnchor,
}: LinkedinImportProps) {
  const { t } = useTranslation('pro')
  const baseId = useId()
  const [url, setUrl] = useState(initialUrl)
  const [urlError, setUrlError] = useState(false)
  const [file, setFile] = useState<File | null>(null)
  const [notice, setNotice] = useState(initialNotice)
  const busy = state.status === 'importing'

  const submitUrl = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    if (!isImportableProfileUrl(url)) {
      setUrlError(true)
      document.getElementById(`${baseId}-url`)?.focus()
      return
    }
    setUrlError(false)
    setNotice(false)
    onImportUrl(url.trim())
  }

  const submitFile = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy || !file || !onImportFile) return
    setNotice(false)
    onImportFile(file)
  }

  return (
    <div
      data-slot="linkedin-import"
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]"
    >
      <div className={panelClass}>
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold text-ink">{t('linkedin.heading')}</h2>
          <p className="text-sm text-ink-muted">{t('linkedin.intro')}</p>
        </div>
        <form
          noValidate
          onSubmit={submitUrl}
          aria-label={t('linkedin.urlForm')}
          className="grid gap-3"
        >
          <Field
            label={t('linkedin.urlLabel')}
            controlId={`${baseId}-url`}
            error={urlError ? t('linkedin.invalidUrl') : undefined}
          >
            <Input
              type="url"
              inputMode="url"
              name="profile_url"
              autoComplete="url"
              value={url}
              disabled={busy}
              leadingIcon={<Link2 />}
              placeholder="https://www.linkedin.com/in/your-name"
              onChange={(event) => {
                setUrl(event.target.value)
                if (urlError && isImportableProfileUrl(event.target.value)) setUrlError(false)
              }}
            />
          </Field>
          <Button type="submit" loading={busy} className="sm:justify-self-end">
            {busy ? t('linkedin.importing') : t('linkedin.import')}
          </Button>
        </form>
        {fileImport && onImportFile ? (
          <form
            noValidate
            onSubmit={submitFile}
            aria-label={t('linkedin.fileForm')}
            className="grid gap-3 border-t border-border-subtle pt-5"
          >
            <Field
              label={t('linkedin.fileLabel')}
              hint={t('linkedin.fileHint')}
              controlId={`${baseId}-file`}
            >
              <Dropzone accept={FILE_TYPES} file={file} onFileChange={setFile} disabled={busy} />
            </Field>
            <Button
              type="submit"
              variant="secondary"
              disabled={!file || busy}
              className="sm:justify-self-end"
            >
              <FileUp aria-hidden="true" />
              {t('linkedin.importFile')}
            </Button>
          </form>
        ) : null}
      </div>

      <ImportedPanel
        state={state}
        draft={draft}
        notice={notice}
        onCopy={onCopy}
        onUse={() => setNotice(true)}
        onCreateDraft={onCreateDraft}
        resumesLink={resumesLink}
      />
    </div>
  )
}

function ImportedPanel({
  state,
  draft,
  notice,
  onCopy,
  onUse,
  onCreateDraft,
  resumesLink,
}: {
  state: LinkedinImportState
  draft: DraftState
  notice: boolean
  onCopy: LinkedinImportProps['onCopy']
  onUse: () => void
  onCreateDraft: LinkedinImportProps['onCreateDraft']
  resumesLink: RenderLink
}) {
  const { t } = useTranslation('pro')
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={state.status === 'importing' || undefined}
      data-slot="linkedin-result"
      data-status={state.status}
      className={panelClass}
    >
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {t('linkedin.resultHeading')}
      </h2>
      {state.status === 'idle' ? (
        <p className="rounded-ui border border-dashed border-border px-4 py-12 text-center text-sm text-ink-muted">
          {t('linkedin.empty')}
        </p>
      ) : null}
      {state.status === 'importing' ? (
        <div className="flex justify-center py-12">
          <Spinner size="lg" showLabel label={t('linkedin.importingStatus')} />
        </div>
      ) : null}
      {state.status === 'error' ? <Alert variant="danger">{state.message}</Alert> : null}
      {state.status === 'done' ? (
        <ProfileView
          profile={state.profile}
          draft={draft}
          notice={notice}
          onCopy={onCopy}
          onUse={onUse}
          onCreateDraft={onCreateDraft}
          resumesLink={resumesLink}
        />
      ) : null}
    </section>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      {children}
    </div>
  )
}

function ProfileView({
  profile,
  draft,
  notice,
  onCopy,
  onUse,
  onCreateDraft,
  resumesLink,
}: {
  profile: LinkedinImportResponse
  draft: DraftState
  notice: boolean
  onCopy: LinkedinImportProps['onCopy']
  onUse: () => void
  onCreateDraft: LinkedinImportProps['onCreateDraft']
  resumesLink: RenderLink
}) {
  const { t } = useTranslation('pro')
  if (!hasImportedData(profile)) {
    return (
      <Alert variant="info" icon={<Info aria-hidden="true" />}>
        {profile.note ?? t('linkedin.nothingImported')}
      </Alert>
    )
  }
  return (
    <>
      <div className="grid gap-1" data-slot="linkedin-profile">
        <p className="text-xl font-semibold text-ink">{profile.name}</p>
        {profile.headline ? <p className="text-sm text-ink-muted">{profile.headline}</p> : null}
      </div>
      {profile.summary ? (
        <Section title={t('linkedin.summary')}>
          <p className="text-sm leading-relaxed text-ink">{profile.summary}</p>
        </Section>
      ) : null}
      {profile.experience.length > 0 ? (
        <Section title={t('linkedin.experience')}>
          <ul className="grid gap-3">
            {profile.experience.map((job, i) => (
              <li key={i} className="grid gap-0.5 border-l-2 border-accent-200 pl-3 text-sm">
                <span className="font-medium text-ink">
                  {job.title}
                  {job.company ? ` · ${job.company}` : ''}
                </span>
                {job.duration ? <span className="text-ink-muted">{job.duration}</span> : null}
                {job.description ? <span className="text-ink">{job.description}</span> : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {profile.education.length > 0 ? (
        <Section title={t('linkedin.education')}>
          <ul className="grid gap-2">
            {profile.education.map((school, i) => (
              <li key={i} className="grid gap-0.5 text-sm">
                <span className="font-medium text-ink">{school.school}</span>
                <span className="text-ink-muted">
                  {[school.degree, school.year].filter(Boolean).join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {profile.skills.length > 0 ? (
        <Section title={t('linkedin.skills')}>
          <ul className="flex flex-wrap gap-2">
            {profile.skills.map((skill) => (
              <li
                key={skill}
                className="rounded-full border border-border-subtle bg-canvas px-2.5 py-0.5 text-xs text-ink"
              >
                {skill}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {profile.note ? (
        <p className="text-xs text-ink-muted" data-slot="linkedin-note">
          {t('linkedin.note', { note: profile.note })}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button variant="secondary" onClick={() => onCopy(profile)}>
          <ClipboardCopy aria-hidden="true" />
          {t('linkedin.copy')}
        </Button>
        <Button variant="secondary" onClick={onUse}>
          {t('linkedin.use')}
        </Button>
        {onCreateDraft ? (
          <Button
            loading={draft.status === 'creating'}
            disabled={draft.status === 'created'}
            onClick={() => onCreateDraft(profile)}
          >
            {draft.status === 'creating' ? null : <FilePlus2 aria-hidden="true" />}
            {t('linkedin.createDraft')}
          </Button>
        ) : null}
      </div>
      {notice ? (
        <Alert variant="info" data-slot="use-notice">
          {t('linkedin.useNotice')}
        </Alert>
      ) : null}
      {draft.status === 'created' ? (
        <Alert variant="success">
          {t('linkedin.draftCreated')}{' '}
          {resumesLink('/resumes', t('linkedin.openResumes'), { className: textLinkClassName })}
        </Alert>
      ) : null}
      {draft.status === 'error' ? <Alert variant="danger">{draft.message}</Alert> : null}
    </>
  )
}
