import { cva } from 'class-variance-authority'
import { FileText, Upload, X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type ComponentProps } from 'react'
import { ErrorCode, useDropzone, type Accept, type FileRejection } from 'react-dropzone'
import { useTranslation } from 'react-i18next'
import { cn } from '../lib/cn.ts'
import { joinIds, useFieldControl } from './field.tsx'

/** Spec §5/§9: a resume upload takes PDF, DOCX or TXT. */
export const RESUME_FILE_TYPES = {
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'text/plain': ['.txt'],
} as const satisfies Accept

export const dropzoneVariants = cva(
  'flex flex-col items-center justify-center gap-2 rounded-ui border-2 border-dashed px-4 py-6 text-center transition-colors sm:px-6 sm:py-8',
  {
    variants: {
      state: {
        idle: 'border-border bg-canvas hover:border-ink-subtle',
        active: 'border-accent-600 bg-accent-50',
        reject: 'border-danger-700 bg-danger-50',
        invalid: 'border-danger-700 bg-canvas',
        disabled: 'cursor-not-allowed border-border-subtle bg-canvas [&_svg]:opacity-50',
      },
    },
    defaultVariants: { state: 'idle' },
  },
)

export type DropzoneProps = Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue' | 'id'> & {
  /** Accepted types: MIME type to extensions, e.g. RESUME_FILE_TYPES. */
  accept: Accept
  /** Largest accepted size in bytes. */
  maxSize?: number
  /** The chosen file (controlled). Leave undefined to let the dropzone keep it. */
  file?: File | null
  /** The file shown at first (uncontrolled). */
  defaultFile?: File | null
  /** Called with the accepted file, or null when the user removes it. Rejected files are not passed. */
  onFileChange?: (file: File | null) => void
  disabled?: boolean
  /** The file input's id (a Field's label points at it); from the Field when inside one. */
  id?: string
  'aria-invalid'?: ComponentProps<'input'>['aria-invalid']
}

/** The extensions (".pdf" → "PDF") or, failing those, the MIME types of an accept map. */
export function acceptedTypeNames(accept: Accept): string[] {
  const names = Object.entries(accept).flatMap(([mime, extensions]) => {
    const list = typeof extensions === 'string' ? [extensions] : [...extensions]
    return list.length > 0 ? list.map((ext) => ext.replace(/^\./u, '').toUpperCase()) : [mime]
  })
  return [...new Set(names)]
}

/** "5 MB", "300 KB", in the given language. */
export function formatFileSize(bytes: number, language: string): string {
  const [unit, value] =
    bytes >= 1024 * 1024
      ? (['megabyte', bytes / (1024 * 1024)] as const)
      : (['kilobyte', Math.max(bytes / 1024, 0.1)] as const)
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value)
}

/**
 * A file picker for one file: drop a file on the area or press the "browse" button (a real button,
 * so it works with the keyboard). Shows the accepted types and size, the chosen file with a remove
 * button, and a message when a file is refused (wrong type or too large).
 */
export function Dropzone({
  accept,
  maxSize,
  file: fileProp,
  defaultFile = null,
  onFileChange,
  disabled: disabledProp,
  id,
  className,
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ...props
}: DropzoneProps) {
  const { t, i18n } = useTranslation()
  const field = useFieldControl({
    id,
    disabled: disabledProp,
    'aria-describedby': ariaDescribedBy,
    'aria-invalid': ariaInvalid,
  })
  const disabled = Boolean(field.disabled)
  const invalid = field['aria-invalid'] === true || field['aria-invalid'] === 'true'
  const baseId = useId()
  const promptId = `${baseId}-prompt`
  const browseId = `${baseId}-browse`
  const typesId = `${baseId}-types`
  const rejectionId = `${baseId}-rejection`

  const [ownFile, setOwnFile] = useState<File | null>(defaultFile)
  const file = fileProp === undefined ? ownFile : fileProp
  const [rejection, setRejection] = useState<string | null>(null)

  const wrapperRef = useRef<HTMLDivElement>(null)
  const containsFocus = () => {
    const active = document.activeElement
    return active === document.body || Boolean(active && wrapperRef.current?.contains(active))
  }
  const browseRef = useRef<HTMLButtonElement>(null)
  const removeRef = useRef<HTMLButtonElement>(null)
  // Where focus goes after the file row and the drop area swap, so it is not lost to the page.
  const focusNext = useRef<'browse' | 'remove' | null>(null)
  useEffect(() => {
    const target =
      focusNext.current === 'remove'
        ? removeRef.current
        : focusNext.current === 'browse'
          ? browseRef.current
          : null
    focusNext.current = null
    target?.focus()
  }, [file])

  const typeNames = acceptedTypeNames(accept)
  const language = i18n.language
  // "PDF, DOCX, TXT" for the hint in every language; "PDF, DOCX, or TXT" (localised) in the refusal.
  const typesList = typeNames.join(', ')
  const typesChoice = new Intl.ListFormat(language, { type: 'disjunction' }).format(typeNames)
  const sizeText = maxSize === undefined ? null : formatFileSize(maxSize, language)

  const setFile = (next: File | null) => {
    if (fileProp === undefined) setOwnFile(next)
    onFileChange?.(next)
  }

  const describeRejection = (rejections: FileRejection[]): string | null => {
    const first = rejections.find((item) =>
      item.errors.some((error) => error.code !== ErrorCode.TooManyFiles),
    )
    if (!first) return null
    const name = first.file.name
    const tooLarge = first.errors.some((error) => error.code === ErrorCode.FileTooLarge)
    return tooLarge && sizeText
      ? t('dropzone.rejectedSize', { name, size: sizeText })
      : t('dropzone.rejectedType', { name, types: typesChoice })
  }

  const { getRootProps, getInputProps, isDragActive, isDragReject } = useDropzone({
    accept,
    maxSize,
    multiple: false,
    disabled,
    noKeyboard: true,
    onDrop: (accepted, rejections) => {
      const [first] = accepted
      if (first) {
        setRejection(null)
        if (containsFocus()) focusNext.current = 'remove'
        setFile(first)
      } else {
        setRejection(describeRejection(rejections))
      }
    },
  })

  const remove = () => {
    focusNext.current = 'browse'
    setRejection(null)
    setFile(null)
  }

  // The drop area is a plain box (not a landmark, not focusable): the browse button is its keyboard
  // path, and a click anywhere on it opens the file dialog through react-dropzone's own handler.
  const { role: _role, 'aria-disabled': _ariaDisabled, ...rootProps } = getRootProps()
  const areaState = disabled
    ? 'disabled'
    : isDragReject
      ? 'reject'
      : isDragActive
        ? 'active'
        : invalid
          ? 'invalid'
          : 'idle'
  const describedBy = joinIds(!file && typesId, rejection && rejectionId, field['aria-describedby'])

  return (
    <div
      ref={wrapperRef}
      role="group"
      data-slot="dropzone"
      aria-label={ariaLabel}
      aria-labelledby={ariaLabel ? undefined : field.labelId}
      className={cn('grid w-full min-w-0 gap-2', className)}
      {...props}
    >
      <input
        {...getInputProps({
          id: field.id,
          'aria-label': ariaLabel,
          'aria-labelledby': ariaLabel || field.labelId ? undefined : `${promptId} ${browseId}`,
          'aria-describedby': describedBy,
          'aria-invalid': field['aria-invalid'],
        })}
      />
      {file ? (
        <div
          data-slot="dropzone-file"
          className="flex items-center gap-3 rounded-ui border border-border bg-surface p-3 shadow-raised"
        >
          <FileText aria-hidden="true" className="size-6 shrink-0 text-accent-700" />
          <div className="grid min-w-0 flex-1">
            <span className="text-xs text-ink-muted">{t('dropzone.selected')}</span>
            <span className="truncate text-sm font-medium text-ink">{file.name}</span>
            <span className="text-xs text-ink-muted">{formatFileSize(file.size, language)}</span>
          </div>
          <button
            ref={removeRef}
            type="button"
            data-slot="dropzone-remove"
            aria-label={t('dropzone.removeFile', { name: file.name })}
            disabled={disabled}
            onClick={remove}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-ui text-ink-muted transition-colors hover:bg-danger-50 hover:text-danger-700 focus-visible:outline-2 focus-visible:outline-accent-600 disabled:pointer-events-none disabled:opacity-50"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : (
        <div
          data-slot="dropzone-area"
          data-state={areaState}
          {...rootProps}
          className={dropzoneVariants({ state: areaState })}
        >
          <Upload aria-hidden="true" className="size-6 text-ink-subtle" />
          <p className="text-sm text-ink">
            <span id={promptId}>{t('dropzone.prompt')}</span>{' '}
            <button
              ref={browseRef}
              id={browseId}
              type="button"
              data-slot="dropzone-browse"
              aria-labelledby={`${promptId} ${browseId}`}
              aria-describedby={describedBy}
              disabled={disabled}
              className="rounded-ui font-medium text-accent-700 underline underline-offset-4 hover:text-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 disabled:cursor-not-allowed disabled:text-ink-muted disabled:no-underline"
            >
              {t('dropzone.browse')}
            </button>
          </p>
          <p id={typesId} className="text-xs text-ink-muted">
            {t('dropzone.accepted', { types: typesList })}
            {sizeText ? (
              <>
                {' · '}
                {t('dropzone.maxSize', { size: sizeText })}
              </>
            ) : null}
          </p>
        </div>
      )}
      {rejection ? (
        <p
          id={rejectionId}
          role="alert"
          data-slot="dropzone-rejection"
          className="text-sm text-danger-700"
        >
          {rejection}
        </p>
      ) : null}
    </div>
  )
}
