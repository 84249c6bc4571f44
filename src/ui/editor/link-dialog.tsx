import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../primitives/button.tsx'
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../primitives/dialog.tsx'
import { Field } from '../primitives/field.tsx'
import { Input } from '../primitives/input.tsx'
import { normalizeHref } from './safe-href.ts'

export type LinkDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The href of the link under the cursor, when editing one. */
  initialHref?: string
  /** Called with a checked http(s) or mailto URL. */
  onApply: (href: string) => void
  /** Shown only when editing an existing link. */
  onRemove?: () => void
  /** Where focus goes when the dialog closes (back into the editor). */
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * The small URL prompt of the link button. Only web and email addresses are accepted: anything
 * else ("javascript:", "data:") is refused with a message rather than becoming a link.
 */
export function LinkDialog({
  open,
  onOpenChange,
  initialHref,
  onApply,
  onRemove,
  onCloseAutoFocus,
}: LinkDialogProps) {
  const { t } = useTranslation('editor')
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t('link.title')}</DialogTitle>
          <DialogDescription>{t('link.description')}</DialogDescription>
        </DialogHeader>
        {/* Remounted on each opening so the field starts from the current link. */}
        {open ? (
          <LinkForm
            initialHref={initialHref}
            onApply={(href) => {
              onApply(href)
              onOpenChange(false)
            }}
            onRemove={
              onRemove
                ? () => {
                    onRemove()
                    onOpenChange(false)
                  }
                : undefined
            }
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

function LinkForm({
  initialHref,
  onApply,
  onRemove,
  onCancel,
}: {
  initialHref?: string
  onApply: (href: string) => void
  onRemove?: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation('editor')
  const [value, setValue] = useState(initialHref ?? '')
  const [invalid, setInvalid] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const href = normalizeHref(value)
    if (href === null) setInvalid(true)
    else onApply(href)
  }
  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <Field label={t('link.url')} error={invalid ? t('link.invalid') : undefined}>
          <Input
            name="href"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            placeholder={t('link.placeholder')}
            value={value}
            onChange={(event) => {
              setValue(event.target.value)
              setInvalid(false)
            }}
          />
        </Field>
      </DialogBody>
      <DialogFooter>
        {onRemove ? (
          <Button variant="ghost" onClick={onRemove} className="sm:mr-auto">
            {t('link.remove')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit">{t('link.apply')}</Button>
      </DialogFooter>
    </form>
  )
}
