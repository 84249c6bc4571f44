import type { KeywordAnalysis } from '../../../../src/contract/analysis.ts'
import type { ResumeChangeSet } from '../../../../src/contract/resume-changes.ts'
import { claimsToAvoid } from '../../fit/claims-to-avoid.ts'
import { resumeFacts } from '../../fit/resume-facts.ts'
import { monthKeyOf } from '../../plans/access.ts'
import { equivalentEvidence } from '../guard-support.ts'
import type { OptimizeResumeInput, WriteOptions, Writer } from '../writer.ts'
import { applySafeChanges } from '../../../../src/contract/apply-resume-changes.ts'
import { changesFromRewrite } from './changes-from-rewrite.ts'
import { guardChanges } from './guard-changes.ts'

/*
 * One optimization, whichever writer: the writer proposes changes (the offline rules directly,
 * a model through its rewrite read back as changes), the fabrication guard checks each one, and
 * the changes marked safe make the optimized text. Optimize, its streaming variant and every bulk
 * item run this same sequence (issue 21, item 2).
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

export async function proposeOptimization(
  writer: Writer,
  input: OptimizeResumeInput,
  options: WriteOptions = {},
): Promise<ProposedOptimization> {
  const changeSetWriter = writer.suggestResumeChanges !== undefined
  // A writer of whole texts streams its rewrite as it writes (the guarded preview the client
  // shows); a change-set writer answers at once, and its text is handed on whole below.
  const proposed = writer.suggestResumeChanges
    ? await writer.suggestResumeChanges(input, options.signal ? { signal: options.signal } : {})
    : changesFromRewrite(input.resume, await writer.optimizeResume(input, options), input.language)
  const set = guardChanges(
    input.resume,
    proposed,
    input.jobDescription,
    unprovenKeywords(input.analysis, input.resume),
    input.language,
    derivedNumbers(input),
  )
  const text = applySafeChanges(input.resume, set.changes)
  if (changeSetWriter) options.onText?.(text)
  return { ...set, text }
}
