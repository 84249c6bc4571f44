import type { Writer, WriteOptions } from '../writer.ts'
import { WriterError } from '../writer.ts'
import { composeBio } from './compose-bio.ts'
import { composeCoverLetter } from './compose-cover-letter.ts'
import { optimizeResumeText } from './optimize-resume.ts'
import { suggestResumeChanges } from './suggest-changes.ts'

export const OFFLINE_WRITER_NAME = 'jobfit-offline'

/**
 * Hands a finished text to `onText` a paragraph at a time, so a streaming client sees the same
 * sequence of events from the offline writer as from a model (the work itself takes milliseconds).
 */
function emit(text: string, options: WriteOptions | undefined): string {
  if (options?.signal?.aborted) throw new WriterError('aborted', 'The request was cancelled.')
  if (options?.onText) {
    const pieces = text.split(/(?<=\n\n)/)
    for (const piece of pieces) options.onText(piece)
  }
  return text
}

/** The embedded default writer: deterministic, offline, fast (decisions.md, AI writing). */
export function createOfflineWriter(): Writer {
  return {
    name: OFFLINE_WRITER_NAME,
    optimizeResume: async (input, options) => emit(optimizeResumeText(input), options),
    suggestResumeChanges: async (input, options) => {
      if (options?.signal?.aborted) throw new WriterError('aborted', 'The request was cancelled.')
      return suggestResumeChanges(input)
    },
    writeBio: async (input, options) => emit(composeBio(input), options),
    writeCoverLetter: async (input, options) => emit(composeCoverLetter(input), options),
  }
}
