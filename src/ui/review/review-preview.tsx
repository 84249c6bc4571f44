import { useId, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { AppliedChanges } from '../../contract/apply-resume-changes.ts'
import { cn } from '../lib/cn.ts'

export type ReviewPreviewProps = ComponentProps<'section'> & {
  /** The resume as the decisions leave it, with where each accepted change landed. */
  layout: AppliedChanges
  /** How many changes are accepted, for the polite announcement of each update. */
  accepted: number
}

/**
 * The resume as it would be saved: every line as written, the lines an accepted change wrote
 * highlighted. The whole text is not a live region (a screen reader would read the resume on
 * every click); a short status says that it changed and how many changes it holds.
 */
export function ReviewPreview({ layout, accepted, className, ...props }: ReviewPreviewProps) {
  const { t } = useTranslation('optimize')
  const titleId = useId()
  const changed = new Set<number>()
  for (const span of layout.spans.values()) {
    for (let line = span.from; line < span.to; line += 1) changed.add(line)
  }
  return (
    <section
      data-slot="review-preview"
      aria-labelledby={titleId}
      className={cn('rounded-ui border border-border bg-surface p-4 shadow-raised', className)}
      {...props}
    >
      <h2 id={titleId} className="text-sm font-semibold text-ink">
        {t('review.preview.title')}
      </h2>
      <p className="mt-1 text-xs text-ink-muted">{t('review.preview.description')}</p>
      <p className="sr-only" role="status">
        {t('review.preview.announce', { count: accepted })}
      </p>
      <div
        data-slot="review-preview-text"
        className="mt-3 font-mono text-xs leading-relaxed break-words whitespace-pre-wrap text-ink"
      >
        {layout.text.split('\n').map((line, index) =>
          changed.has(index) ? (
            <mark
              key={index}
              data-slot="preview-changed"
              className="block rounded-sm bg-success-50 text-ink"
            >
              {line || '\u00a0'}
            </mark>
          ) : (
            <span key={index} className="block">
              {line || '\u00a0'}
            </span>
          ),
        )}
      </div>
    </section>
  )
}
