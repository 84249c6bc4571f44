import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { resumeBlocks, type ResumeBlock } from './resume-blocks.ts'

export type ResumeTextProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Resume text in the light Markdown the editor keeps (`#` headings, `-` bullets). */
  text: string
  /** Shown when the text is empty. */
  emptyText: string
}

// Headings are styled text rather than h-elements: the resume's own outline (often # then ###)
// would otherwise break the dialog's heading order, and screen readers still read it in sequence.
const HEADING_CLASS: Record<1 | 2 | 3, string> = {
  1: 'text-lg font-semibold text-ink',
  2: 'mt-2 border-b border-border-subtle pb-1 text-sm font-semibold tracking-wide text-ink uppercase',
  3: 'text-sm font-semibold text-ink',
}

function Block({ block }: { block: ResumeBlock }) {
  if (block.kind === 'heading') {
    return (
      <p data-block="heading" data-level={block.level} className={HEADING_CLASS[block.level]}>
        {block.text}
      </p>
    )
  }
  if (block.kind === 'list') {
    return (
      <ul data-block="list" className="flex list-disc flex-col gap-1 pl-5 marker:text-ink-subtle">
        {block.items.map((item, index) => (
          <li key={index} className="break-words">
            {item}
          </li>
        ))}
      </ul>
    )
  }
  return (
    <p data-block="paragraph" className="break-words whitespace-pre-line text-ink-muted">
      {block.text}
    </p>
  )
}

/**
 * Resume text shown readably and safely: headings, bullets and paragraphs become React text nodes,
 * so markup in a resume is shown as the characters it is and never runs.
 */
export function ResumeText({ text, emptyText, className, ...props }: ResumeTextProps) {
  const blocks = resumeBlocks(text)
  return (
    <div
      data-slot="resume-text"
      className={cn(
        'flex min-w-0 flex-col gap-2 rounded-ui border border-border-subtle bg-surface p-4 text-sm leading-relaxed text-ink sm:p-6',
        className,
      )}
      {...props}
    >
      {blocks.length === 0 ? (
        <p className="text-ink-muted italic">{emptyText}</p>
      ) : (
        blocks.map((block, index) => <Block key={index} block={block} />)
      )}
    </div>
  )
}
