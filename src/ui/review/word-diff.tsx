import { diffWords } from 'diff'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn.ts'

// diff's own word pattern knows Latin letters only: Cyrillic words would be diffed letter by
// letter. The platform's word segmenter splits every script the resumes are written in.
const WORDS = new Intl.Segmenter(undefined, { granularity: 'word' })

export type WordDiffProps = ComponentProps<'p'> & {
  before: string
  after: string
}

/**
 * Before and after as one line, word by word: removed words struck through in red, added words
 * in green. Colour is never the only cue (strike-through and underline carry it too); the caller
 * gives screen readers the before/after wording in words, so this is hidden from them.
 */
export function WordDiff({ before, after, className, ...props }: WordDiffProps) {
  const parts = diffWords(before, after, { intlSegmenter: WORDS })
  return (
    <p
      data-slot="word-diff"
      aria-hidden="true"
      className={cn('text-sm leading-relaxed break-words text-ink', className)}
      {...props}
    >
      {parts.map((part, index) =>
        part.removed ? (
          <del
            key={index}
            data-slot="diff-removed"
            className="rounded-sm bg-danger-50 px-0.5 text-danger-800 decoration-danger-700"
          >
            {part.value}
          </del>
        ) : part.added ? (
          <ins
            key={index}
            data-slot="diff-added"
            className="rounded-sm bg-success-50 px-0.5 text-success-800 underline decoration-success-700 underline-offset-2"
          >
            {part.value}
          </ins>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </p>
  )
}
