import * as LabelPrimitive from '@radix-ui/react-label'
import { CircleAlert } from 'lucide-react'
import { createContext, useContext, useId, type ComponentProps, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '../lib/cn.ts'

/*
 * How a Field reaches its control: a React context, read by the control through `useFieldControl()`.
 *
 * Field owns the ids (control, label, hint, error) and the state (invalid, required, disabled) and
 * puts them in FieldContext. Every form control of the design system (Input, PasswordInput,
 * Textarea, Select, Dropzone) calls `useFieldControl(props)`, which merges the field's wiring with
 * the control's own props (own props win; aria-describedby ids are joined, not replaced). So the
 * caller writes only
 *
 *   <Field label={t('resume.title')} error={errors.title}><Input name="title" /></Field>
 *
 * and the control gets `id`, `aria-describedby` (hint + error), `aria-invalid` and `required`.
 * A context was chosen over a render prop or cloneElement because it reaches a control nested in
 * wrappers (PasswordInput's toggle wrapper, Select's Radix root) and lets each control decide where
 * the attributes belong (Select puts them on its trigger, Dropzone on its file input and group).
 * Outside a Field the hook returns the control's own props, with a generated id.
 */

type FieldContextValue = {
  /** The id of the control, used by the label's htmlFor. */
  id: string
  /** The id of the label element, for controls that are named with aria-labelledby (Select, Dropzone). */
  labelId: string
  hintId: string | undefined
  errorId: string | undefined
  invalid: boolean
  required: boolean
  disabled: boolean
}

const FieldContext = createContext<FieldContextValue | null>(null)

/** The props a control accepts that a Field may provide. */
export type FieldControlProps = {
  id?: string
  'aria-describedby'?: string
  'aria-invalid'?: ComponentProps<'input'>['aria-invalid']
  required?: boolean
  disabled?: boolean
}

export type FieldControl = {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': ComponentProps<'input'>['aria-invalid']
  required: boolean | undefined
  disabled: boolean | undefined
  /** The enclosing Field's label id, undefined outside a Field. */
  labelId: string | undefined
}

/** Joins space-separated id lists, dropping blanks and duplicates. */
export function joinIds(...lists: (string | undefined | null | false)[]): string | undefined {
  const ids = new Set(lists.flatMap((list) => (list ? list.split(/\s+/u) : [])).filter(Boolean))
  return ids.size > 0 ? [...ids].join(' ') : undefined
}

/**
 * Merges the enclosing Field's wiring with a control's own props. Own props win; describedby ids
 * are joined. Safe to call twice on the same props (a wrapper and the control it renders).
 */
export function useFieldControl(props: FieldControlProps): FieldControl {
  const field = useContext(FieldContext)
  const fallbackId = useId()
  return {
    id: props.id ?? field?.id ?? fallbackId,
    'aria-describedby': joinIds(field?.hintId, field?.errorId, props['aria-describedby']),
    'aria-invalid': props['aria-invalid'] ?? (field?.invalid ? true : undefined),
    required: props.required ?? (field?.required || undefined),
    disabled: props.disabled ?? (field?.disabled || undefined),
    labelId: field?.labelId,
  }
}

export type FieldProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The visible label (already translated). */
  label: ReactNode
  /** Help text shown under the label and announced with the control. */
  hint?: ReactNode
  /** Validation message; when set the control is marked invalid and the message is announced. */
  error?: ReactNode
  /** Marks the control invalid without a message (e.g. the second of two mismatched fields). */
  invalid?: boolean
  /** Sets `required` on the control and shows the "required" marker. */
  required?: boolean
  /** Shows the "optional" marker (ignored when `required`). */
  optional?: boolean
  disabled?: boolean
  /** The control's id; generated when omitted. */
  controlId?: string
  /** One control of the design system (or any element that calls `useFieldControl`). */
  children: ReactNode
}

/** A labelled form row: label, optional marker, hint, the control, and its error message. */
export function Field({
  label,
  hint,
  error,
  invalid = false,
  required = false,
  optional = false,
  disabled = false,
  controlId,
  className,
  children,
  ...props
}: FieldProps) {
  const { t } = useTranslation()
  const baseId = useId()
  const id = controlId ?? `${baseId}-control`
  const labelId = `${baseId}-label`
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== ''
  const hasError = error !== undefined && error !== null && error !== false && error !== ''
  const hintId = hasHint ? `${baseId}-hint` : undefined
  const errorId = hasError ? `${baseId}-error` : undefined
  const marker = required ? t('field.required') : optional ? t('field.optional') : null

  const context: FieldContextValue = {
    id,
    labelId,
    hintId,
    errorId,
    invalid: invalid || hasError,
    required,
    disabled,
  }

  return (
    <div
      data-slot="field"
      data-invalid={context.invalid || undefined}
      className={cn('grid content-start gap-1.5', className)}
      {...props}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <LabelPrimitive.Root
          id={labelId}
          htmlFor={id}
          data-slot="field-label"
          className={cn('text-sm font-medium text-ink', disabled && 'text-ink-muted')}
        >
          {label}
        </LabelPrimitive.Root>
        {/* Outside the <label> and hidden from assistive technology: the control's own `required`
            says it, and the label's accessible name stays exactly the label text. */}
        {marker ? (
          <span aria-hidden="true" data-slot="field-marker" className="text-xs text-ink-muted">
            {marker}
          </span>
        ) : null}
      </div>
      {hasHint ? (
        <p id={hintId} data-slot="field-hint" className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldContext.Provider value={context}>{children}</FieldContext.Provider>
      {hasError ? (
        <p
          id={errorId}
          role="alert"
          data-slot="field-error"
          className="flex items-start gap-1.5 text-sm text-danger-700"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  )
}
