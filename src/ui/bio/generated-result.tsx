import { Copy, FileDown, FileText, Sparkles } from 'lucide-react'
import { useId, type ComponentProps, type ReactNode } from 'react'
import type { ExportFormat } from '../../contract/common.ts'
import { cn } from '../lib/cn.ts'
import { Alert } from '../primitives/alert.tsx'
import { Button } from '../primitives/button.tsx'
import { GenerationProgress } from './generation-progress.tsx'

/** One fact about the generated text ('Tone: Neutral', 'Words: 182'), already translated. */
export interface ResultFact {
  label: string
  value: ReactNode
}

export interface GeneratedResultLabels {
  heading: string
  /** What the panel says before anything was generated. */
  empty: string
  /** The accessible name of the text itself ('Generated bio'). */
  text: string
  facts: string
  copy: string
  exportWord: string
  exportPdf: string
}

export type GeneratedResultProps = Omit<ComponentProps<'section'>, 'children'> & {
  labels: GeneratedResultLabels
  status: 'idle' | 'generating' | 'done' | 'error'
  /** The text so far while generating; the whole text when done. */
  text: string
  /** While generating: the stage in words (or a "starting" word before the first event). */
  stageLabel?: string
  percent?: number
  /** When done. */
  facts?: readonly ResultFact[]
  /** When the generation failed. */
  errorMessage?: string | null
  /** The export running, if any: both export buttons wait for it. */
  exporting?: ExportFormat | null
  /** The last export's failure, shown under the buttons. */
  exportError?: string | null
  onCopy: () => void
  onExport: (format: ExportFormat) => void
}

/**
 * The result panel of a generator page (spec §2): empty at first; while generating, the progress
 * and the text as it arrives; then the facts (tone, counts ...), the text, copy and the two exports;
 * or the failure.
 */
export function GeneratedResult({
  labels,
  status,
  text,
  stageLabel,
  percent = 0,
  facts = [],
  errorMessage,
  exporting = null,
  exportError,
  onCopy,
  onExport,
  className,
  ...props
}: GeneratedResultProps) {
  const headingId = useId()
  const busy = status === 'generating'
  return (
    <section
      data-slot="generated-result"
      data-status={status}
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      className={cn(
        'flex min-w-0 flex-col gap-5 rounded-ui border border-border-subtle bg-surface p-4 shadow-raised sm:p-6',
        className,
      )}
      {...props}
    >
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {labels.heading}
      </h2>

      {status === 'idle' ? (
        <div className="flex flex-col items-center gap-3 rounded-ui border border-dashed border-border px-4 py-12 text-center">
          <Sparkles aria-hidden="true" className="size-8 text-accent-600" />
          <p className="max-w-xs text-sm text-ink-muted">{labels.empty}</p>
        </div>
      ) : null}

      {status === 'generating' ? (
        <>
          <GenerationProgress stageLabel={stageLabel ?? ''} percent={percent} />
          <div
            data-slot="generated-text"
            aria-label={labels.text}
            role="region"
            className="min-h-32 rounded-ui bg-canvas p-4 text-sm leading-relaxed whitespace-pre-wrap text-ink sm:text-base"
          >
            {text}
            <span
              aria-hidden="true"
              className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-accent-600 align-middle motion-reduce:animate-none"
            />
          </div>
        </>
      ) : null}

      {status === 'error' && errorMessage ? <Alert variant="danger">{errorMessage}</Alert> : null}

      {status === 'done' ? (
        <>
          <h3 className="sr-only">{labels.facts}</h3>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-slot="generated-facts">
            {facts.map((fact) => (
              <div key={fact.label} className="grid gap-0.5 rounded-ui bg-canvas px-3 py-2">
                <dt className="text-xs text-ink-muted">{fact.label}</dt>
                <dd className="text-sm font-semibold break-words text-ink">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <div
            data-slot="generated-text"
            aria-label={labels.text}
            role="region"
            className="rounded-ui bg-canvas p-4 text-sm leading-relaxed whitespace-pre-wrap text-ink sm:text-base"
          >
            {text}
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <Button variant="secondary" onClick={onCopy}>
              <Copy aria-hidden="true" />
              {labels.copy}
            </Button>
            <Button
              variant="secondary"
              loading={exporting === 'docx'}
              disabled={exporting !== null}
              onClick={() => onExport('docx')}
            >
              {exporting === 'docx' ? null : <FileText aria-hidden="true" />}
              {labels.exportWord}
            </Button>
            <Button
              variant="secondary"
              loading={exporting === 'pdf'}
              disabled={exporting !== null}
              onClick={() => onExport('pdf')}
            >
              {exporting === 'pdf' ? null : <FileDown aria-hidden="true" />}
              {labels.exportPdf}
            </Button>
          </div>
          {exportError ? <Alert variant="danger">{exportError}</Alert> : null}
        </>
      ) : null}
    </section>
  )
}
