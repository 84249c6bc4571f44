import type { GuardRejection, ResumeChange } from '../../../src/contract/resume-changes.ts'
import type { GenerationStage, ProgressEvent } from '../../../src/contract/streaming.ts'
import type { GuardResult } from './fabrication-guard.ts'
import { createGuardedTextStream } from './guarded-text-stream.ts'
import type { WriteOptions } from './writer.ts'
import { WriterError } from './writer.ts'

/*
 * The one sequence every AI generation follows (optimize, bio, cover letter): analyse the inputs,
 * let the writer write, run the fabrication guard on what came back, then store and record. The
 * streaming routes watch it through `onProgress` and `onText` (guarded text only); the plain
 * ones ignore both.
 */

export interface GenerationSteps<A, R> {
  /** Reads the inputs (keyword analysis, language); pure and fast. */
  analyze: () => A
  /** Calls the writer with the options it is given (the abort signal and the text callback). */
  write: (analysis: A, options: WriteOptions) => Promise<string>
  /** The fabrication guard on the written text. */
  check: (written: string, analysis: A) => GuardResult
  /** Stores and records the result; what it returns is the generation's result. */
  save: (guarded: GuardResult, analysis: A) => Promise<R>
  /** About how many characters the text will have: the writing stage's progress is measured by it. */
  expectedLength: number
}

export interface GenerationObserver {
  /** Aborts the writer and stops before anything is saved (the client went away). */
  signal?: AbortSignal
  onProgress?: (event: ProgressEvent) => void
  /**
   * Text the fabrication guard has passed, in order: whole lines while the writer writes, the
   * rest once the guard has read the whole text. Never anything the guard removes.
   */
  onText?: (delta: string) => void
  /** A proposed change the fabrication guard has passed, the moment it passes (optimize only). */
  onChange?: (change: ResumeChange) => void
  /** Something the guard kept out of a proposed change, as it is found (optimize only). */
  onRejected?: (rejection: GuardRejection) => void
  /** The model's change set could not be used: the changes so far are withdrawn (optimize only). */
  onModelFailed?: (detail: string) => void
}

/** Where each stage starts, in percent; writing moves from its start towards checking's. */
export const STAGE_START: Readonly<Record<GenerationStage, number>> = {
  analyzing: 5,
  writing: 15,
  checking: 85,
  saving: 95,
}

/** Writing never reports past this before the writer has returned. */
const WRITING_CEILING = STAGE_START.checking - 5

/**
 * The writing stage's percent once `written` of about `expected` characters exist: linear up to
 * the ceiling, where it stays however long the text runs. Whole numbers, never going down.
 */
export function writingPercentOf(written: number, expected: number): number {
  const start = STAGE_START.writing
  const share = expected <= 0 ? 1 : Math.min(1, written / expected)
  return Math.floor(start + share * (WRITING_CEILING - start))
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new WriterError('aborted', 'The request was cancelled.')
}

/**
 * Runs one generation. Progress rises through analyzing → writing → checking → saving; the
 * guarded text is passed on in order as lines complete (never the writer's raw text). A cancelled signal stops it before
 * the next stage (never between saving and its end), with a WriterError 'aborted'.
 */
export async function runGeneration<A, R>(
  steps: GenerationSteps<A, R>,
  observer: GenerationObserver = {},
): Promise<R> {
  const { signal, onProgress, onText, onChange, onRejected, onModelFailed } = observer
  let percent = -1
  const progress = (stage: GenerationStage, value: number) => {
    // A writer that repeats itself must not make the bar go back or stutter.
    if (value <= percent) return
    percent = value
    onProgress?.({ stage, percent: value })
  }

  throwIfAborted(signal)
  progress('analyzing', STAGE_START.analyzing)
  const analysis = steps.analyze()

  throwIfAborted(signal)
  progress('writing', STAGE_START.writing)
  let written = 0
  // Only text the guard has passed is handed on (guarded-text-stream.ts); a plain call has no
  // reader for it and skips the extra checks.
  const shown =
    onText === undefined
      ? undefined
      : createGuardedTextStream({
          check: (prefix) => steps.check(prefix, analysis).text,
          emit: onText,
        })
  const options: WriteOptions = {
    ...(signal === undefined ? {} : { signal }),
    // Only a streaming caller watches changes pass (the write step hands them on unchanged).
    ...(onChange === undefined ? {} : { onChange }),
    ...(onRejected === undefined ? {} : { onRejected }),
    ...(onModelFailed === undefined ? {} : { onModelFailed }),
    onText: (delta) => {
      if (delta === '') return
      written += delta.length
      shown?.push(delta)
      progress('writing', writingPercentOf(written, steps.expectedLength))
    },
    onWritten: (characters) => {
      progress('writing', writingPercentOf(characters, steps.expectedLength))
    },
  }
  const text = await steps.write(analysis, options)

  throwIfAborted(signal)
  progress('checking', STAGE_START.checking)
  const guarded = steps.check(text, analysis)
  shown?.finish(guarded.text)

  throwIfAborted(signal)
  progress('saving', STAGE_START.saving)
  return steps.save(guarded, analysis)
}

/** The answer to a generation the writer could not finish (decisions.md: nothing is counted). */
export interface FailedGeneration {
  status: number
  detail: string
}

export const WRITER_TIMEOUT_MESSAGE =
  'The AI writer took too long to answer. Nothing was counted; please try again.'
export const WRITER_UNAVAILABLE_MESSAGE =
  'The AI writer could not be reached. Nothing was counted; please try again in a moment.'
export const WRITER_MALFORMED_MESSAGE =
  'The AI writer answered with text we could not use. Nothing was counted; please try again.'
export const WRITER_ABORTED_MESSAGE = 'The request was cancelled. Nothing was counted.'

/**
 * A writer failure as the HTTP answer: 504 for a timeout, 502 when the model could not be reached
 * or answered unusably, and 499 (client closed the request, nginx's code) when the caller left.
 */
export function failedGenerationOf(error: WriterError): FailedGeneration {
  switch (error.failure) {
    case 'timeout':
      return { status: 504, detail: WRITER_TIMEOUT_MESSAGE }
    case 'unavailable':
      return { status: 502, detail: WRITER_UNAVAILABLE_MESSAGE }
    case 'malformed':
      return { status: 502, detail: WRITER_MALFORMED_MESSAGE }
    case 'aborted':
      return { status: 499, detail: WRITER_ABORTED_MESSAGE }
  }
}
