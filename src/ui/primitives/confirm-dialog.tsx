import { cva } from 'class-variance-authority'
import { TriangleAlert } from 'lucide-react'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '../lib/cn.ts'
import { Button } from './button.tsx'
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.tsx'

export type ConfirmDialogTone = 'default' | 'danger'

export const confirmDialogIconVariants = cva(
  'flex size-10 shrink-0 items-center justify-center rounded-full [&_svg]:size-5',
  {
    variants: {
      tone: {
        default: 'hidden',
        danger: 'bg-danger-50 text-danger-700',
      },
    },
    defaultVariants: { tone: 'default' },
  },
)

export type ConfirmDialogProps = {
  /** Controlled open state; leave out (and pass `trigger`) to let the dialog manage it. */
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** The element that opens the dialog (a Button); focus returns to it on close. */
  trigger?: ReactNode
  title: ReactNode
  description?: ReactNode
  /** Extra content between the description and the buttons. */
  children?: ReactNode
  /** Defaults to "Confirm" in the current language. */
  confirmLabel?: ReactNode
  /** Defaults to "Cancel" in the current language. */
  cancelLabel?: ReactNode
  /** `danger` for destructive actions: red confirm button and a warning icon. */
  tone?: ConfirmDialogTone
  /** Shows a spinner on the confirm button, disables both buttons and keeps the dialog open. */
  busy?: boolean
  /**
   * Called on confirm. If it returns a promise, the dialog stays open and busy until the promise
   * settles, then closes when it resolves and stays open when it rejects (the caller shows the error).
   */
  onConfirm: (() => void) | (() => Promise<unknown>)
  /** Called when the dialog is dismissed without confirming (Cancel, ×, Escape, a click outside). */
  onCancel?: () => void
  /** Close right after a synchronous `onConfirm`. On by default; turn off to close it yourself. */
  closeOnConfirm?: boolean
  /** "Type a word to confirm" mode: the confirm button stays disabled until this word is typed exactly. */
  confirmationWord?: string
  /** Label of the confirmation input; defaults to "Type {{word}} to confirm". */
  confirmationLabel?: ReactNode
  className?: string
}

/**
 * An accessible confirmation prompt (used instead of browser popups): delete account, cancel
 * subscription, discard changes. Focus starts on the safest control (the confirmation input, or
 * Cancel) and returns to the trigger when the dialog closes.
 */
export function ConfirmDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  busy = false,
  onConfirm,
  onCancel,
  closeOnConfirm = true,
  confirmationWord,
  confirmationLabel,
  className,
}: ConfirmDialogProps) {
  const { t } = useTranslation()
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen)
  const [pending, setPending] = useState(false)
  const isOpen = open ?? uncontrolledOpen
  const isBusy = busy || pending

  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next)
    onOpenChange?.(next)
  }

  const handleOpenChange = (next: boolean) => {
    // A running confirmation cannot be dismissed halfway.
    if (!next && isBusy) return
    if (!next) onCancel?.()
    setOpen(next)
  }

  const confirm = () => {
    const result = onConfirm()
    if (result instanceof Promise) {
      setPending(true)
      result.then(
        () => {
          setPending(false)
          setOpen(false)
        },
        () => setPending(false),
      )
    } else if (closeOnConfirm) {
      setOpen(false)
    }
  }

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        size="sm"
        data-slot="confirm-dialog"
        data-tone={tone}
        role="alertdialog"
        aria-busy={isBusy || undefined}
        className={className}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <ConfirmDialogForm
          title={title}
          description={description}
          confirmLabel={confirmLabel ?? t('actions.confirm')}
          cancelLabel={cancelLabel ?? t('actions.cancel')}
          tone={tone}
          busy={isBusy}
          confirmationWord={confirmationWord}
          confirmationLabel={
            confirmationLabel ??
            (confirmationWord ? t('confirmDialog.typeToConfirm', { word: confirmationWord }) : null)
          }
          onConfirm={confirm}
          onCancel={() => handleOpenChange(false)}
        >
          {children}
        </ConfirmDialogForm>
      </DialogContent>
    </Dialog>
  )
}

type ConfirmDialogFormProps = {
  title: ReactNode
  description: ReactNode
  children: ReactNode
  confirmLabel: ReactNode
  cancelLabel: ReactNode
  tone: ConfirmDialogTone
  busy: boolean
  confirmationWord: string | undefined
  confirmationLabel: ReactNode
  onConfirm: () => void
  onCancel: () => void
}

/** Mounted only while the dialog is open, so the typed word resets each time it opens. */
function ConfirmDialogForm({
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  tone,
  busy,
  confirmationWord,
  confirmationLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogFormProps) {
  const inputId = useId()
  const [typed, setTyped] = useState('')
  const wordMatches = !confirmationWord || typed === confirmationWord

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!wordMatches || busy) return
    onConfirm()
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex items-start gap-4">
        <div aria-hidden="true" className={confirmDialogIconVariants({ tone })}>
          <TriangleAlert />
        </div>
        <DialogHeader className={cn(tone === 'danger' && 'pt-2')}>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
      </div>
      {children || confirmationWord ? (
        <DialogBody>
          {children}
          {confirmationWord ? (
            <div className="flex flex-col gap-1.5" data-slot="confirm-dialog-word">
              <label htmlFor={inputId} className="text-sm font-medium text-ink">
                {confirmationLabel}
              </label>
              <input
                id={inputId}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                disabled={busy}
                autoComplete="off"
                autoCorrect="off"
                autoCapitalize="off"
                spellCheck={false}
                className="h-10 w-full rounded-ui border border-border bg-surface px-3 text-sm text-ink shadow-raised placeholder:text-ink-subtle focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-600 disabled:opacity-50"
              />
            </div>
          ) : null}
        </DialogBody>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button
          type="submit"
          variant={tone === 'danger' ? 'danger' : 'primary'}
          disabled={!wordMatches}
          loading={busy}
        >
          {confirmLabel}
        </Button>
      </DialogFooter>
    </form>
  )
}
