import { FileUp } from 'lucide-react'
import type { ChangeEvent, MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '../lib/cn.ts'
import { Alert } from '../primitives/alert.tsx'
import { buttonVariants } from '../primitives/button.tsx'
import { spinnerVariants } from '../primitives/spinner.tsx'

/** Where an import of a JSON Resume file stands on the resumes page. */
export type JsonResumeImportState =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'done'; title: string }
  /** `message`: the reason in words a person can act on, or null for the general one. */
  | { status: 'failed'; message: string | null }

/** The file types the picker offers: JSON Resume files are .json. */
export const JSON_RESUME_ACCEPT = '.json,application/json'

/**
 * "Import JSON Resume": a real file input inside a label drawn as a button, so it is reached with
 * Tab and opened with Enter or Space like any file input. While an import runs it stays focusable
 * (a disabled control would drop the focus) but opens nothing and says "Importing…".
 */
export function JsonResumeImportButton({
  busy,
  onFile,
  className,
}: {
  busy: boolean
  onFile: (file: File) => void
  className?: string
}) {
  const { t } = useTranslation('resumes')
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // Cleared so that choosing the same file again (after fixing it) fires a change.
    event.target.value = ''
    if (file && !busy) onFile(file)
  }
  const hold = (event: MouseEvent<HTMLInputElement>) => {
    if (busy) event.preventDefault()
  }
  return (
    <label
      data-slot="json-resume-import"
      className={cn(
        buttonVariants({ variant: 'secondary' }),
        'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent-600',
        busy && 'cursor-progress opacity-70',
        className,
      )}
    >
      {busy ? (
        <span aria-hidden="true" className={spinnerVariants({ size: 'sm' })} />
      ) : (
        <FileUp aria-hidden="true" />
      )}
      {busy ? t('page.importing') : t('page.importJsonResume')}
      <input
        type="file"
        accept={JSON_RESUME_ACCEPT}
        aria-busy={busy || undefined}
        aria-disabled={busy || undefined}
        onClick={hold}
        onChange={change}
        className="sr-only"
      />
    </label>
  )
}

/** How the last import went: the new resume's title, or why it failed; dismissible. */
export function JsonResumeImportNotice({
  state,
  onDismiss,
}: {
  state: JsonResumeImportState
  onDismiss: () => void
}) {
  const { t } = useTranslation('resumes')
  if (state.status !== 'done' && state.status !== 'failed') return null
  const done = state.status === 'done'
  return (
    <Alert
      variant={done ? 'success' : 'danger'}
      data-slot="json-resume-import-notice"
      title={done ? t('import.successTitle') : t('import.errorTitle')}
      onDismiss={onDismiss}
    >
      {/* A refusal may list several problems, one a line. */}
      <span className="whitespace-pre-line">
        {done
          ? t('create.successBody', { title: state.title })
          : (state.message ?? t('import.error'))}
      </span>
    </Alert>
  )
}
