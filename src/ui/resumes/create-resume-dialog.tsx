import { CircleCheck } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { TextWarning } from '../../contract/documents.ts'
import { Alert } from '../primitives/alert.tsx'
import { Button } from '../primitives/button.tsx'
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../primitives/dialog.tsx'
import { Dropzone, RESUME_FILE_TYPES } from '../primitives/dropzone.tsx'
import { Field } from '../primitives/field.tsx'
import { Input } from '../primitives/input.tsx'
import { Spinner } from '../primitives/spinner.tsx'
import { Textarea } from '../primitives/textarea.tsx'
import {
  canSubmitDraft,
  contentSourceOf,
  createRequestOf,
  failureMessage,
  MAX_UPLOAD_BYTES,
  type CreateResumeDraft,
} from './create-resume-rules.ts'

/** The create call's body, with `job_description: null` when there is none (spec §7). */
export type NewResumeRequest = {
  title: string
  original_content: string
  job_description: string | null
}

export type CreateResumeDialogProps = {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** The button that opens the dialog; focus returns to it on close. */
  trigger?: ReactNode
  /**
   * POST /upload/resume: resolves with the file's text, and any warning about the text itself
   * (symbol soup), which stops the dialog before creating so the user can check the text.
   */
  onUpload: (file: File) => Promise<{ text_content: string; text_warnings?: TextWarning[] }>
  /** POST /resumes. Resolve when created (the app refreshes the list); reject on failure. */
  onCreate: (request: NewResumeRequest) => Promise<unknown>
  /**
   * The message for a failed upload or create, e.g. the server's own; when it returns nothing the
   * dialog says 'Failed to create resume'.
   */
  describeError?: (error: unknown) => string | null | undefined
  /** Starting values, for stories and for reopening with a draft. */
  initialDraft?: Partial<CreateResumeDraft>
  /** Largest file accepted, 5 MB unless given. */
  maxFileSize?: number
  /** Where focus goes on close when the dialog has no `trigger`. */
  returnFocus?: () => HTMLElement | null
}

/**
 * The create-resume modal (spec §2, §4, §5): a title, pasted text or a file, an optional job
 * description. A file is uploaded first and its text becomes the content; then the resume is
 * created. The dialog shows each step and cannot be dismissed halfway.
 */
export function CreateResumeDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  initialDraft,
  returnFocus,
  ...formProps
}: CreateResumeDialogProps) {
  const { t } = useTranslation('resumes')
  const [ownOpen, setOwnOpen] = useState(defaultOpen)
  const [busy, setBusy] = useState(false)
  const isOpen = open ?? ownOpen

  const setOpen = (next: boolean) => {
    if (!next && busy) return
    if (open === undefined) setOwnOpen(next)
    onOpenChange?.(next)
  }

  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        size="lg"
        data-slot="create-resume-dialog"
        aria-busy={busy || undefined}
        showCloseButton={!busy}
        onEscapeKeyDown={(event) => busy && event.preventDefault()}
        onInteractOutside={(event) => busy && event.preventDefault()}
        onCloseAutoFocus={(event) => {
          const target = returnFocus?.()
          if (!target) return
          event.preventDefault()
          target.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('create.title')}</DialogTitle>
          <DialogDescription>{t('create.description')}</DialogDescription>
        </DialogHeader>
        <CreateResumeForm
          {...formProps}
          initialDraft={initialDraft}
          onBusyChange={setBusy}
          onDone={() => setOpen(false)}
          onCancel={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  )
}

type Phase = 'editing' | 'uploading' | 'creating' | 'success' | 'error'

type CreateResumeFormProps = Omit<
  CreateResumeDialogProps,
  'open' | 'defaultOpen' | 'onOpenChange' | 'trigger'
> & {
  onBusyChange: (busy: boolean) => void
  onDone: () => void
  onCancel: () => void
}

/** Mounted only while the dialog is open, so each opening starts from a fresh draft. */
function CreateResumeForm({
  onUpload,
  onCreate,
  describeError,
  initialDraft,
  maxFileSize = MAX_UPLOAD_BYTES,
  onBusyChange,
  onDone,
  onCancel,
}: CreateResumeFormProps) {
  const { t } = useTranslation('resumes')
  const { t: tc } = useTranslation()
  const hintId = useId()
  const [draft, setDraft] = useState<CreateResumeDraft>({
    title: '',
    content: '',
    file: null,
    jobDescription: '',
    ...initialDraft,
  })
  const [titleTouched, setTitleTouched] = useState(false)
  const [phase, setPhase] = useState<Phase>('editing')
  const [uploadedFile, setUploadedFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  // The file's text read as symbol soup: it is moved into the text box for the user to check.
  const [garbled, setGarbled] = useState<{ filename: string } | null>(null)
  // The text of a file already uploaded, so retrying after a failed create does not upload again.
  const extracted = useRef<{ file: File; text: string } | null>(null)

  const busy = phase === 'uploading' || phase === 'creating'
  // The dialog scrolls on small screens: bring the progress or the error, and the buttons under
  // them, into view, wherever the user had scrolled.
  const footerRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (phase !== 'editing') footerRef.current?.scrollIntoView({ block: 'nearest' })
  }, [phase, uploadedFile])
  // The soup warning sits under the text box it is about; bring both into view.
  const garbledRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (garbled) garbledRef.current?.scrollIntoView({ block: 'nearest' })
  }, [garbled])
  const canSubmit = canSubmitDraft(draft) && !busy
  const source = contentSourceOf(draft)
  const titleError = titleTouched && draft.title.trim() === '' ? t('create.titleRequired') : null

  const update = (patch: Partial<CreateResumeDraft>) => {
    setDraft((current) => ({ ...current, ...patch }))
    if (phase === 'error') setPhase('editing')
  }

  const setPhaseAndBusy = (next: Phase) => {
    setPhase(next)
    onBusyChange(next === 'uploading' || next === 'creating')
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setTitleTouched(true)
    if (!canSubmit) return
    setError(null)
    try {
      let content = draft.content
      if (draft.file) {
        if (extracted.current?.file === draft.file) {
          content = extracted.current.text
        } else {
          setPhaseAndBusy('uploading')
          const { text_content, text_warnings } = await onUpload(draft.file)
          const soup = text_warnings?.find((warning) => warning.code === 'garbled_text')
          if (soup) {
            // Not created silently: the text goes where the user can read and fix it, and the
            // next submit creates the resume from it.
            setGarbled({ filename: draft.file.name })
            setDraft((current) => ({ ...current, content: text_content, file: null }))
            setPhaseAndBusy('editing')
            return
          }
          extracted.current = { file: draft.file, text: text_content }
          setUploadedFile(draft.file)
          content = text_content
        }
      }
      setPhaseAndBusy('creating')
      await onCreate(createRequestOf(draft, content))
      setPhaseAndBusy('success')
    } catch (caught) {
      setError(failureMessage(caught, describeError, t('create.error')))
      setPhaseAndBusy('error')
    }
  }

  if (phase === 'success') {
    return (
      <div
        data-slot="create-resume-success"
        className="flex flex-col items-center gap-3 py-4 text-center"
      >
        <CircleCheck aria-hidden="true" className="size-12 text-success-700" />
        <p role="status" className="text-base font-semibold text-ink">
          {t('create.success')}
        </p>
        <p className="text-sm text-ink-muted">
          {t('create.successBody', { title: draft.title.trim() })}
        </p>
        <DialogFooter className="w-full">
          <Button onClick={onDone}>{t('create.done')}</Button>
        </DialogFooter>
      </div>
    )
  }

  const fileUploaded = uploadedFile !== null && uploadedFile === draft.file

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-busy={busy || undefined}
      className="flex flex-col gap-4"
    >
      <DialogBody>
        <Field label={t('create.titleLabel')} required error={titleError} disabled={busy}>
          <Input
            value={draft.title}
            autoComplete="off"
            maxLength={500}
            placeholder={t('create.titlePlaceholder')}
            onChange={(event) => update({ title: event.target.value })}
            onBlur={() => setTitleTouched(true)}
          />
        </Field>
        <Field label={t('create.contentLabel')} disabled={busy}>
          <Textarea
            value={draft.content}
            rows={6}
            showCount
            placeholder={t('create.contentPlaceholder')}
            onChange={(event) => update({ content: event.target.value })}
          />
        </Field>
        {garbled ? (
          <Alert
            variant="warning"
            ref={garbledRef}
            data-slot="create-resume-garbled"
            title={t('create.garbledTitle', { filename: garbled.filename })}
          >
            {t('create.garbledBody')}
          </Alert>
        ) : null}
        <p aria-hidden="true" className="flex items-center gap-3 text-xs text-ink-muted uppercase">
          <span className="h-px flex-1 bg-border-subtle" />
          {t('create.or')}
          <span className="h-px flex-1 bg-border-subtle" />
        </p>
        <Field
          label={t('create.fileLabel')}
          disabled={busy}
          hint={source === 'file' && draft.content.trim() !== '' ? t('create.fileWins') : undefined}
        >
          <Dropzone
            accept={RESUME_FILE_TYPES}
            maxSize={maxFileSize}
            file={draft.file}
            onFileChange={(file) => {
              setGarbled(null)
              update({ file })
            }}
          />
        </Field>
        <Field label={t('create.jobLabel')} optional hint={t('create.jobHint')} disabled={busy}>
          <Textarea
            value={draft.jobDescription}
            rows={4}
            onChange={(event) => update({ jobDescription: event.target.value })}
          />
        </Field>
        {phase === 'uploading' || phase === 'creating' || fileUploaded ? (
          <ul data-slot="create-resume-progress" className="grid gap-2 text-sm">
            {draft.file ? (
              <li className="flex items-center gap-2">
                {phase === 'uploading' ? (
                  <Spinner size="sm" label={t('create.uploading')} showLabel />
                ) : (
                  <span role="status" className="flex items-center gap-2 text-success-800">
                    <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
                    {t('create.uploaded')}
                  </span>
                )}
              </li>
            ) : null}
            {phase === 'creating' ? (
              <li className="flex items-center gap-2">
                <Spinner size="sm" label={t('create.creating')} showLabel />
              </li>
            ) : null}
          </ul>
        ) : null}
        {phase === 'error' && error ? (
          <Alert variant="danger" data-slot="create-resume-error">
            {error}
          </Alert>
        ) : null}
      </DialogBody>
      <DialogFooter ref={footerRef} className="items-center">
        {canSubmitDraft(draft) ? null : (
          <p id={hintId} className="text-xs text-ink-muted sm:mr-auto">
            {t('create.needContent')}
          </p>
        )}
        <Button type="button" variant="secondary" disabled={busy} onClick={onCancel}>
          {tc('actions.cancel')}
        </Button>
        <Button
          type="submit"
          disabled={!canSubmitDraft(draft)}
          loading={busy}
          aria-describedby={canSubmitDraft(draft) ? undefined : hintId}
        >
          {t('create.submit')}
        </Button>
      </DialogFooter>
    </form>
  )
}
