import { Check, FileText } from 'lucide-react'
import { useId, useState, type ComponentProps, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { TEMPLATE_IDS, type TemplateId } from '../../contract/common.ts'
import { cn } from '../lib/cn.ts'
import { joinIds } from '../primitives/field.tsx'

export type TemplatePickerProps = Omit<ComponentProps<'div'>, 'onChange' | 'children'> & {
  /** The saved template. */
  value: TemplateId
  /**
   * Called when the user picks another template. A returned promise keeps the new choice shown
   * (and the group busy) until it settles; a rejection puts the saved one back and shows `errorText`.
   */
  onValueChange: ((template: TemplateId) => void) | ((template: TemplateId) => Promise<unknown>)
  /** A picture of each template; the app serves them at `/templates/{id}.png`. */
  thumbnails: Record<TemplateId, string>
  /** The group's visible name. */
  label: ReactNode
  /** A line under the name. */
  description?: ReactNode
  /** Shown when a change fails; 'Failed to update template' unless given. */
  errorText?: string
  disabled?: boolean
  /** The radio inputs' name; generated unless given. */
  name?: string
  /** The element of the visible name: a heading when the picker is a section of a page. */
  labelAs?: 'p' | 'h2' | 'h3'
}

type ThumbnailState = 'loading' | 'loaded' | 'error'

/**
 * Three template cards as one radio group: native radios, so Tab enters the group at the chosen
 * card and the arrow keys move the choice, as a screen-reader user expects of radios.
 */
export function TemplatePicker({
  value,
  onValueChange,
  thumbnails,
  label,
  description,
  errorText,
  disabled = false,
  name,
  labelAs: Label = 'p',
  className,
  ...props
}: TemplatePickerProps) {
  const { t } = useTranslation('resumes')
  const baseId = useId()
  const labelId = `${baseId}-label`
  const descriptionId = `${baseId}-description`
  const errorId = `${baseId}-error`
  const groupName = name ?? `${baseId}-template`
  const [pending, setPending] = useState<TemplateId | null>(null)
  const [failed, setFailed] = useState(false)
  const shown = pending ?? value

  const choose = (next: TemplateId) => {
    if (next === shown) return
    setFailed(false)
    const result = onValueChange(next)
    if (!(result instanceof Promise)) return
    setPending(next)
    result.then(
      () => setPending(null),
      () => {
        setPending(null)
        setFailed(true)
      },
    )
  }

  return (
    <div
      role="radiogroup"
      data-slot="template-picker"
      aria-labelledby={labelId}
      aria-describedby={joinIds(description ? descriptionId : undefined, failed && errorId)}
      aria-busy={pending ? true : undefined}
      className={cn('grid gap-3', className)}
      {...props}
    >
      <div className="grid gap-1">
        <Label id={labelId} className="text-base font-semibold text-ink">
          {label}
        </Label>
        {description ? (
          <p id={descriptionId} className="text-sm text-ink-muted">
            {description}
          </p>
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        {TEMPLATE_IDS.map((id) => (
          <TemplateOption
            key={id}
            id={id}
            name={groupName}
            checked={shown === id}
            saving={pending === id}
            disabled={disabled}
            thumbnail={thumbnails[id]}
            onSelect={() => choose(id)}
          />
        ))}
      </div>
      {failed ? (
        <p
          id={errorId}
          role="alert"
          data-slot="template-picker-error"
          className="text-sm font-medium text-danger-700"
        >
          {errorText ?? t('template.error')}
        </p>
      ) : null}
    </div>
  )
}

type TemplateOptionProps = {
  id: TemplateId
  name: string
  checked: boolean
  saving: boolean
  disabled: boolean
  thumbnail: string
  onSelect: () => void
}

function TemplateOption({
  id,
  name,
  checked,
  saving,
  disabled,
  thumbnail,
  onSelect,
}: TemplateOptionProps) {
  const { t } = useTranslation('resumes')
  const inputId = useId()
  const nameId = `${inputId}-name`
  const descriptionId = `${inputId}-description`
  const templateName = t(`template.${id}.name`)
  const templateDescription = t(`template.${id}.description`)
  return (
    <label
      htmlFor={inputId}
      data-slot="template-option"
      data-template={id}
      data-state={checked ? 'checked' : 'unchecked'}
      className={cn(
        'relative flex cursor-pointer flex-col overflow-hidden rounded-ui border bg-surface shadow-raised transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600',
        checked
          ? 'border-accent-600 ring-1 ring-accent-600'
          : 'border-border hover:border-ink-subtle',
        disabled && 'cursor-not-allowed opacity-60',
      )}
    >
      <input
        id={inputId}
        type="radio"
        name={name}
        value={id}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        // Named by the template's name alone; the picture's alt text is for whoever browses images.
        aria-labelledby={nameId}
        aria-describedby={descriptionId}
        className="sr-only"
      />
      <TemplateThumbnail src={thumbnail} alt={t('template.preview', { name: templateName })} />
      <span className="grid gap-1 p-3">
        <span className="flex items-center justify-between gap-2">
          <span id={nameId} className="font-medium text-ink">
            {templateName}
          </span>
          {checked ? (
            <span
              aria-hidden="true"
              className="flex size-5 items-center justify-center rounded-full bg-accent-600 text-white"
            >
              <Check className="size-3.5" />
            </span>
          ) : null}
        </span>
        <span id={descriptionId} className="text-xs text-ink-muted">
          {templateDescription}
        </span>
        {saving ? <span className="text-xs text-accent-800">{t('template.saving')}</span> : null}
      </span>
    </label>
  )
}

/**
 * The template's picture on a neutral background. Until the picture arrives, or if it never does,
 * the background and an icon stand in; the alt text describes the template either way.
 */
function TemplateThumbnail({ src, alt }: { src: string; alt: string }) {
  const [state, setState] = useState<ThumbnailState>('loading')
  return (
    <span
      data-slot="template-thumbnail"
      data-state={state}
      className="relative flex h-32 items-center justify-center overflow-hidden border-b border-border-subtle bg-canvas"
    >
      {state === 'error' ? (
        <span role="img" aria-label={alt} className="flex items-center justify-center">
          <FileText aria-hidden="true" className="size-10 text-ink-subtle" />
        </span>
      ) : (
        <img
          src={src}
          alt={alt}
          onLoad={() => setState('loaded')}
          onError={() => setState('error')}
          className={cn('size-full object-cover object-top', state === 'loading' && 'opacity-0')}
        />
      )}
    </span>
  )
}
