import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { keywordSegments } from './keyword-segments.ts'
import { resumeBlocks, type ResumeBlock } from './resume-blocks.ts'

export type ResumeTextProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Resume text in the light Markdown the editor keeps (`#` headings, `-` bullets). */
  text: string
  /** Shown when the text is empty. */
  emptyText: string
  /** Words to mark in the text: the keywords an optimization worked in. */
  highlight?: readonly string[]
}

// Headings are styled text rather than h-elements: the resume's own outline (often # then ###)
// would otherwise break the dialog's heading order, and screen readers still read it in sequence.
const HEADING_CLASS: Record<1 | 2 | 3, string> = {
  1: 'text-lg font-semibold text-ink',
  2: 'mt-2 border-b border-border-subtle pb-1 text-sm font-semibold tracking-wide text-ink uppercase',
  3: 'text-sm font-semibold text-ink',
}

/** Text with the given keywords in <mark>, which screen readers can announce as highlighted. */
function Marked({ text, highlight }: { text: string; highlight: readonly string[] }) {
  if (highlight.length === 0) return text
  return keywordSegments(text, highlight).map((segment, index) =>
    segment.keyword ? (
      <mark
        key={index}
        data-slot="added-keyword"
        className="rounded-sm bg-success-200 px-0.5 text-success-800"
      >
        {segment.text}
      </mark>
    ) : (
      segment.text
    ),
  )
}

function Block({ block, highlight }: { block: ResumeBlock; highlight: readonly string[] }) {
  if (block.kind === 'heading') {
    return (
      <p data-block="heading" data-level={block.level} className={HEADING_CLASS[block.level]}>
        <Marked text={block.text} highlight={highlight} />
      </p>
    )
  }
  if (block.kind === 'list') {
    return (
      <ul data-block="list" className="flex list-disc flex-col gap-1 pl-5 marker:text-ink-subtle">
        {block.items.map((item, index) => (
          <li key={index} className="break-words">
            <Marked text={item} highlight={highlight} />
          </li>
        ))}
      </ul>
    )
  }
  return (
    <p data-block="paragraph" className="break-words whitespace-pre-line text-ink-muted">
      <Marked text={block.text} highlight={highlight} />
    </p>
  )
}

const NO_HIGHLIGHT: readonly string[] = []

/**
 * Resume text shown readably and safely: headings, bullets and paragraphs become React text nodes,
 * so markup in a resume is shown as the characters it is and never runs.
 */
export function ResumeText({
  text,
  emptyText,
  highlight = NO_HIGHLIGHT,
  className,
  ...props
}: ResumeTextProps) {
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
        blocks.map((block, index) => <Block key={index} block={block} highlight={highlight} />)
      )}
    </div>
  )
}
