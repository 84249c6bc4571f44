import type { KeywordAnalysis } from '../../../../src/contract/analysis.ts'
import type {
  GuardRejection,
  ResumeChange,
  ResumeChangeSet,
} from '../../../../src/contract/resume-changes.ts'
import { claimsToAvoid } from '../../fit/claims-to-avoid.ts'
import { resumeFacts } from '../../fit/resume-facts.ts'
import { monthKeyOf } from '../../plans/access.ts'
import { equivalentEvidence } from '../guard-support.ts'
import { OFFLINE_WRITER_NAME } from '../offline/offline-writer.ts'
import { suggestResumeChanges as suggestOfflineChanges } from '../offline/suggest-changes.ts'
import { WriterError, type OptimizeResumeInput, type WriteOptions, type Writer } from '../writer.ts'
import { applySafeChanges } from '../../../../src/contract/apply-resume-changes.ts'
import { changesFromRewrite } from './changes-from-rewrite.ts'
import { guardChanges } from './guard-changes.ts'

/*
 * One optimization, whichever writer: the writer proposes changes (the offline rules directly, a
 * model as a change set of its own, or a writer of whole texts through its rewrite read back as
 * changes), the fabrication guard checks each one, and the changes marked safe make the optimized
 * text. A model that fails or answers unusably is replaced by the offline suggestions, marked
 * `model_failed`. Optimize, its streaming variant and every bulk item run this same sequence
 * (issue 21, items 2 and 6); the streaming one watches the changes pass through `onChange`.
 */

export interface ProposedOptimization extends ResumeChangeSet {
  /** The original with the safe changes applied: the response's optimized_content. */
  text: string
}

/**
 * What no change may write in: the requirements the fit report finds unmet, and every keyword of
 * the ad the resume does not prove (a related skill is a question for the user, never a claim),
 * except the ad's spelled-out form of an abbreviation the resume uses ("Kubernetes" for "K8s").
 */
export function unprovenKeywords(analysis: KeywordAnalysis, resume: string): string[] {
  const unproven = analysis.keyword_matches
    .filter((m) => !m.found_in_resume)
    .map((m) => m.keyword)
    .filter((keyword) => equivalentEvidence(keyword, resume)?.kind !== 'abbreviation')
  return [...new Set([...claimsToAvoid(analysis.requirements), ...unproven])]
}

/** The whole years the roles add up to: a summary may state them, though no line writes them. */
export function derivedNumbers(input: OptimizeResumeInput): number[] {
  const months = resumeFacts(input.resume, input.today ?? monthKeyOf(new Date())).total_months
  return months >= 12 ? [Math.floor(months / 12)] : []
}

/** What the review says when the model's change set could not be used. */
export const MODEL_FAILED_DETAIL =
  'The AI writer could not propose changes this time: these are the built-in suggestions instead.'

/**
 * Whether a writer's failure is answered with the offline suggestions: the model failed, timed
 * out or answered unusably. A cancelled request stops; the offline writer's own failure is its own.
 */
function fallsBack(writer: Writer, error: unknown): boolean {
  return (
    writer.name !== OFFLINE_WRITER_NAME &&
    error instanceof WriterError &&
    error.failure !== 'aborted'
  )
}

export async function proposeOptimization(
  writer: Writer,
  input: OptimizeResumeInput,
  options: WriteOptions = {},
): Promise<ProposedOptimization> {
  const avoid = unprovenKeywords(input.analysis, input.resume)
  const derived = derivedNumbers(input)
  const guard = (changes: readonly ResumeChange[]): ResumeChangeSet =>
    guardChanges(input.resume, changes, input.jobDescription, avoid, input.language, derived)
  // The guarded changes handed on as they pass (the streaming review).
  const emit = (set: ResumeChangeSet) => {
    for (const change of set.changes) options.onChange?.(change)
    for (const rejection of set.rejected) options.onRejected?.(rejection)
  }
  const finish = (set: ResumeChangeSet): ProposedOptimization => {
    const text = applySafeChanges(input.resume, set.changes)
    options.onText?.(text)
    return { ...set, text }
  }
  const offline = (): ProposedOptimization => {
    if (options.signal?.aborted) throw new WriterError('aborted', 'The request was cancelled.')
    options.onModelFailed?.(MODEL_FAILED_DETAIL)
    const set = guard(suggestOfflineChanges(input))
    emit(set)
    return { ...finish(set), model_failed: true }
  }

  if (!writer.suggestResumeChanges) {
    // A writer of whole texts streams its rewrite as it writes (the guarded preview the client
    // shows); its changes are known, guarded and handed on once the rewrite is complete.
    const rewrite = await writer.optimizeResume(input, options)
    const set = guard(changesFromRewrite(input.resume, rewrite, input.language))
    emit(set)
    return { ...set, text: applySafeChanges(input.resume, set.changes) }
  }

  if (writer.name === OFFLINE_WRITER_NAME) {
    // The offline rules read the resume as a whole (alternatives on one line, a summary beside
    // the years it states): guarded together, then handed on in order.
    const proposed = await writer.suggestResumeChanges(input, pick(options, 'signal'))
    const set = guard(proposed)
    emit(set)
    return finish(set)
  }

  // A model's changes are guarded one by one, each against the resume as written, so a streamed
  // change can be shown the moment it passes, and the plain call guards exactly as the stream.
  const changes: ResumeChange[] = []
  const rejected: GuardRejection[] = []
  const guarded = new Set<string>()
  const guardOne = (change: ResumeChange) => {
    if (guarded.has(change.id)) return
    guarded.add(change.id)
    const set = guard([change])
    changes.push(...set.changes)
    rejected.push(...set.rejected)
    emit(set)
  }
  const streaming = options.onChange !== undefined || options.onRejected !== undefined
  let proposed: ResumeChange[]
  try {
    proposed = await writer.suggestResumeChanges(input, {
      ...pick(options, 'signal'),
      ...(streaming ? { onProposed: guardOne } : {}),
      ...(options.onWritten ? { onWritten: options.onWritten } : {}),
    })
  } catch (error) {
    if (!fallsBack(writer, error)) throw error
    return offline()
  }
  for (const change of proposed) guardOne(change)
  // A model that proposed nothing the guard kept, where the offline rules find something to
  // improve, has not done the work: the person gets the offline suggestions.
  if (changes.length === 0) {
    const fallback = guard(suggestOfflineChanges(input))
    if (fallback.changes.length > 0) {
      options.onModelFailed?.(MODEL_FAILED_DETAIL)
      emit(fallback)
      return { ...finish(fallback), model_failed: true }
    }
  }
  return finish({ changes, rejected })
}

function pick(options: WriteOptions, key: 'signal'): WriteOptions {
  return options[key] === undefined ? {} : { [key]: options[key] }
}
