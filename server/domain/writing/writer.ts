import type { AnalysisLanguage, KeywordAnalysis } from '../../../src/contract/analysis.ts'
import type { Tone } from '../../../src/contract/common.ts'
import type { GuardRejection, ResumeChange } from '../../../src/contract/resume-changes.ts'

/*
 * The one interface every AI text goes through (decisions.md, AI writing): the optimized resume,
 * the executive bio, the cover letter and each bulk item. Two implementations: the built-in
 * offline writer (server/domain/writing/offline) and the model-backed one
 * (server/integrations/llm). Neither is trusted on facts: the caller runs the fabrication guard
 * (server/domain/writing/fabrication-guard.ts) on whatever comes back.
 */

export interface OptimizeResumeInput {
  /** The resume as stored: text with light Markdown (`#` headings, `-` bullets). */
  resume: string
  /** May be empty: then the resume is only restructured and tightened. */
  jobDescription: string
  /** The analysis of `resume` against `jobDescription` (keyword support and evidence lines). */
  analysis: KeywordAnalysis
  /** The resume's language; the output is written in it. */
  language: AnalysisLanguage
  /** This month ("2026-11"): a role "to present" ends in it. The clock's month when absent. */
  today?: string
}

export interface BioInput {
  fullName: string
  currentTitle: string
  industry: string
  education: string
  /** '' when not given. */
  awards: string
  accomplishments: string
  tone: Tone
  /** The language of the form's text; the bio is written in it. */
  language: AnalysisLanguage
}

export interface CoverLetterInput {
  fullName: string
  /** '' when not given. */
  email: string
  targetJobTitle: string
  companyName: string
  resumeContent: string
  jobDescription: string
  tone: Tone
  /** The analysis of `resumeContent` against `jobDescription` (the matching skills to name). */
  analysis: KeywordAnalysis
  language: AnalysisLanguage
}

export interface WriteOptions {
  /** Aborts the work (the client went away, or the server's timeout). */
  signal?: AbortSignal
  /** Receives the text as it is written, piece by piece, in order; the pieces join to the result. */
  onText?: (delta: string) => void
  /**
   * A change-set writer hands each change here the moment it is complete, before any guard, so
   * the caller can guard it while the rest is written (proposeOptimization does). The resolved
   * list is still the whole set.
   */
  onProposed?: (change: ResumeChange) => void
  /**
   * How many characters of its answer a writer has received so far, for a writer whose answer is
   * not text to show (a change set): the caller's progress moves with it.
   */
  onWritten?: (characters: number) => void
  /** A change the fabrication guard has passed, as it passes (proposeOptimization calls it). */
  onChange?: (change: ResumeChange) => void
  /** Something the fabrication guard kept out of a change, as it is found. */
  onRejected?: (rejection: GuardRejection) => void
  /**
   * The model's change set could not be used: the changes passed on so far are withdrawn and the
   * offline writer's follow (proposeOptimization calls it before handing those on).
   */
  onModelFailed?: (detail: string) => void
}

export interface Writer {
  /** Named in every response (decisions.md): 'jobfit-offline' or 'model:<model name>'. */
  readonly name: string
  /** The whole optimized resume, in the same light Markdown as the input. */
  optimizeResume(input: OptimizeResumeInput, options?: WriteOptions): Promise<string>
  /**
   * The optimization as changes the user reviews (issue 21). A writer without it is read through
   * its whole rewrite (changes-from-rewrite.ts).
   */
  suggestResumeChanges?(input: OptimizeResumeInput, options?: WriteOptions): Promise<ResumeChange[]>
  /** The bio: paragraphs separated by one blank line, no heading. */
  writeBio(input: BioInput, options?: WriteOptions): Promise<string>
  /** The letter: greeting, body paragraphs and sign-off separated by blank lines. */
  writeCoverLetter(input: CoverLetterInput, options?: WriteOptions): Promise<string>
}

export type WriterFailure = 'timeout' | 'unavailable' | 'malformed' | 'aborted'

/**
 * Why a writer could not produce a text. Routes turn it into a clear message (504 for a timeout,
 * 502 otherwise) and take no quota.
 */
export class WriterError extends Error {
  override name = 'WriterError'
  constructor(
    readonly failure: WriterFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}
