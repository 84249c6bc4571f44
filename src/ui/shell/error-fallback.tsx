import { TriangleAlert } from 'lucide-react'
import { useId, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '../lib/cn.ts'
import { Button } from '../primitives/button.tsx'

/** What the fallback prints for a thrown value: its stack, else its name and message, else its text. */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const heading = `${error.name}: ${error.message}`
    if (!error.stack) return heading
    // V8 starts the stack with the heading; other engines give only the frames.
    return error.stack.startsWith(heading) ? error.stack : `${heading}\n${error.stack}`
  }
  try {
    return typeof error === 'string' ? error : JSON.stringify(error, null, 2)
  } catch {
    return String(error)
  }
}

export type ErrorFallbackProps = Omit<ComponentProps<'div'>, 'children'> & {
  error: unknown
  /** Shows a "Reload page" button. */
  onReload?: () => void
}

/** The top-level error screen (spec §2): 'Something went wrong.' with the error stack. */
export function ErrorFallback({ error, onReload, className, ...props }: ErrorFallbackProps) {
  const { t } = useTranslation()
  const detailsId = useId()
  return (
    <div
      data-slot="error-fallback"
      className={cn('mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-12 sm:px-6', className)}
      {...props}
    >
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-danger-50 text-danger-700">
          <TriangleAlert aria-hidden="true" className="size-5" />
        </span>
        <h1 className="text-2xl font-semibold text-ink">{t('errorFallback.title')}</h1>
      </div>
      <p id={detailsId} className="text-sm font-medium text-ink-muted">
        {t('errorFallback.details')}
      </p>
      {/* A scrollable region must take focus so a keyboard user can scroll a long stack (axe:
          scrollable-region-focusable); jsx-a11y does not know that case. */}
      <pre
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-labelledby={detailsId}
        className="max-h-96 overflow-auto rounded-ui border border-border-subtle bg-surface p-4 font-mono text-xs leading-relaxed whitespace-pre text-ink focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        {describeError(error)}
      </pre>
      {onReload ? (
        <div>
          <Button onClick={onReload}>{t('errorFallback.reload')}</Button>
        </div>
      ) : null}
    </div>
  )
}
