import { cva, type VariantProps } from 'class-variance-authority'
import { useId, useState, type ChangeEvent, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '../lib/cn.ts'
import { joinIds, useFieldControl } from './field.tsx'
import { controlSurface } from './input.tsx'

export const textareaVariants = cva(cn(controlSurface, 'block px-3 py-2 text-base sm:text-sm'), {
  variants: {
    resize: {
      vertical: 'resize-y',
      none: 'resize-none',
    },
  },
  defaultVariants: { resize: 'vertical' },
})

export const counterVariants = cva('text-xs tabular-nums', {
  variants: {
    tone: {
      neutral: 'text-ink-muted',
      warning: 'font-medium text-warning-800',
    },
  },
  defaultVariants: { tone: 'neutral' },
})

export type TextareaProps = ComponentProps<'textarea'> &
  VariantProps<typeof textareaVariants> & {
    /**
     * The fewest characters the form needs (e.g. 50 for the originality check). Shows
     * "count / min characters minimum" in a warning tone until it is met. Not enforced by the
     * browser: the caller keeps its submit button disabled and shows its own message.
     */
    minChars?: number
    /** Show a plain "N characters" counter even without maxLength or minChars. */
    showCount?: boolean
    /** Class for the wrapper that holds the textarea and its counter. */
    wrapperClassName?: string
  }

/** Which counter message to show and in which tone. */
function counterState(count: number, maxLength: number | undefined, minChars: number | undefined) {
  if (minChars !== undefined && count < minChars)
    return { kind: 'minimum', tone: 'warning' } as const
  if (maxLength !== undefined)
    return { kind: 'max', tone: count >= maxLength ? 'warning' : 'neutral' } as const
  if (minChars !== undefined) return { kind: 'minimum', tone: 'neutral' } as const
  return { kind: 'plain', tone: 'neutral' } as const
}

/**
 * A multi-line text input with a live character counter under it (shown when `maxLength`,
 * `minChars` or `showCount` is given). The counter is a polite live region and also describes the
 * textarea, so a screen reader hears the count on focus and after typing stops.
 */
export function Textarea({
  className,
  wrapperClassName,
  resize,
  minChars,
  showCount = false,
  maxLength,
  rows,
  value,
  defaultValue,
  onChange,
  ...props
}: TextareaProps) {
  const { t } = useTranslation()
  const counterId = useId()
  const { labelId: _labelId, ...field } = useFieldControl(props)
  const [ownCount, setOwnCount] = useState(() => String(defaultValue ?? '').length)
  // Controlled: count the value given; uncontrolled: count what the user typed.
  const count = value !== undefined ? String(value).length : ownCount
  const hasCounter = showCount || maxLength !== undefined || minChars !== undefined
  const state = counterState(count, maxLength, minChars)

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    if (value === undefined) setOwnCount(event.target.value.length)
    onChange?.(event)
  }

  const counterText =
    state.kind === 'minimum'
      ? t('counter.charactersMinimum', { count, min: minChars })
      : state.kind === 'max'
        ? t('counter.charactersOfMax', { count, max: maxLength })
        : t('counter.characters', { count })

  return (
    <div data-slot="textarea-wrapper" className={cn('grid w-full min-w-0 gap-1', wrapperClassName)}>
      <textarea
        data-slot="textarea"
        rows={rows ?? 5}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        className={cn(textareaVariants({ resize }), className)}
        {...props}
        {...field}
        aria-describedby={joinIds(field['aria-describedby'], hasCounter && counterId)}
      />
      {hasCounter ? (
        <p
          id={counterId}
          data-slot="textarea-counter"
          data-tone={state.tone}
          aria-live="polite"
          aria-atomic="true"
          className={cn(counterVariants({ tone: state.tone }), 'justify-self-end text-right')}
        >
          {counterText}
        </p>
      ) : null}
    </div>
  )
}
