import { CircleAlert, CircleCheck, Upload } from 'lucide-react'
import { useId, type ChangeEvent } from 'react'
import { cn } from '../lib/cn.ts'
import { buttonVariants } from '../primitives/button.tsx'
import { Spinner } from '../primitives/spinner.tsx'

/** Where a file-to-text load stands, for the line under the button. */
export type FileTextStatus =
  | { state: 'reading'; message: string }
  | { state: 'loaded'; message: string }
  | { state: 'error'; message: string }

export type FileTextButtonProps = {
  /** The button's text, e.g. 'Upload resume file'; also the file input's accessible name. */
  label: string
  /** The accepted extensions in words ('.txt, .doc or .docx'). */
  typesHint: string
  /** The file input's accept list. */
  accept: string
  status?: FileTextStatus | null
  disabled?: boolean
  onFile: (file: File) => void
}

/**
 * "Fill this field from a file": a real file input inside a label drawn as a button, so it is
 * reached with Tab and opened with Enter or Space like any file input, and a status line under it
 * (reading, taken from the file, or why it failed).
 */
export function FileTextButton({
  label,
  typesHint,
  accept,
  status,
  disabled = false,
  onFile,
}: FileTextButtonProps) {
  const hintId = useId()
  const statusId = useId()
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // Cleared so that choosing the same file again (after fixing it) fires a change.
    event.target.value = ''
    if (file) onFile(file)
  }
  const reading = status?.state === 'reading'
  return (
    <div data-slot="file-text-button" className="grid gap-1.5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <label
          className={cn(
            buttonVariants({ variant: 'secondary', size: 'sm' }),
            'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent-600',
            (disabled || reading) && 'pointer-events-none opacity-50',
          )}
        >
          <Upload aria-hidden="true" />
          {label}
          <input
            type="file"
            accept={accept}
            disabled={disabled || reading}
            onChange={change}
            aria-describedby={status ? `${hintId} ${statusId}` : hintId}
            className="sr-only"
          />
        </label>
        <span id={hintId} className="text-xs text-ink-muted">
          {typesHint}
        </span>
      </div>
      {status?.state === 'reading' ? (
        <span id={statusId}>
          <Spinner size="sm" label={status.message} showLabel />
        </span>
      ) : null}
      {status?.state === 'loaded' ? (
        <p
          id={statusId}
          role="status"
          className="flex items-center gap-1.5 text-sm text-success-800"
        >
          <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
          {status.message}
        </p>
      ) : null}
      {status?.state === 'error' ? (
        <p id={statusId} role="alert" className="flex items-start gap-1.5 text-sm text-danger-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {status.message}
        </p>
      ) : null}
    </div>
  )
}
