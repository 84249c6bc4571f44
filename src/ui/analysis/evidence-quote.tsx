import type { ComponentProps } from 'react'
import type { Evidence } from '../../contract/analysis.ts'
import { cn } from '../lib/cn.ts'
import { evidenceDisplayText, evidenceSegments } from './evidence-segments.ts'

export type EvidenceQuoteProps = Omit<ComponentProps<'q'>, 'children'> & {
  evidence: Evidence
}

/** A resume line in quotation marks with the words that matched the keyword highlighted. */
export function EvidenceQuote({ evidence, className, ...props }: EvidenceQuoteProps) {
  const segments = evidenceSegments(evidenceDisplayText(evidence.text), evidence.matched)
  return (
    <q
      data-slot="evidence-quote"
      data-line={evidence.line}
      className={cn('text-ink', className)}
      {...props}
    >
      {segments.map((segment, index) =>
        segment.matched ? (
          <mark key={index} className="rounded-sm bg-accent-100 px-0.5 font-medium text-ink">
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </q>
  )
}
