import type { AtsComparison, KeywordAnalysis } from '../../../contract/analysis.ts'
import type { Resume } from '../../../contract/resumes.ts'
import { SAMPLE_ANALYSIS } from './sample-analysis.ts'

export type ResumeViewTab = 'overview' | 'keywords' | 'content' | 'comparison'

/** Where the modal's analysis stands: on its way, the resume's own, or the built-in sample. */
export type ResumeViewStatus = 'loading' | 'ready' | 'sample'

/** Whether the resume has an optimized version, which is what the comparison is about. */
export function hasOptimizedVersion(resume: Pick<Resume, 'optimized_content'>): boolean {
  return (resume.optimized_content ?? '').trim() !== ''
}

/** The modal's tabs (spec §2), plus the ATS comparison only when an optimized version exists. */
export function viewTabsOf(resume: Pick<Resume, 'optimized_content'>): ResumeViewTab[] {
  const tabs: ResumeViewTab[] = ['overview', 'keywords', 'content']
  if (hasOptimizedVersion(resume)) tabs.push('comparison')
  return tabs
}

/**
 * The analysis to show. A failed analysis shows the built-in sample instead (spec §4, §8), unless the
 * caller hands a sample of its own; while loading there is nothing to show yet.
 */
export function analysisToShow(
  status: ResumeViewStatus,
  analysis: KeywordAnalysis | null,
): KeywordAnalysis | null {
  if (status === 'loading') return null
  if (status === 'sample') return analysis ?? SAMPLE_ANALYSIS
  return analysis
}

/**
 * The original-versus-optimized comparison: the one the caller fetched (POST /analyze/ats-comparison),
 * else the one the analysis carries; none without an optimized version.
 */
export function comparisonToShow(
  resume: Pick<Resume, 'optimized_content'>,
  comparison: AtsComparison | null | undefined,
  analysis: KeywordAnalysis | null,
): AtsComparison | null {
  if (!hasOptimizedVersion(resume)) return null
  return comparison ?? analysis?.ats_comparison ?? null
}

/**
 * The score in the header: a fresh analysis's fit score (its keyword percentage when it has no fit
 * report), so the header never contradicts the Overview tab; otherwise (loading, sample) the
 * resume's stored score, which is the fit score too. The sample is not about this resume, so its
 * figure never passes for the resume's own.
 */
export function headerMatchScore(
  resume: Pick<Resume, 'match_score'>,
  status: ResumeViewStatus,
  analysis: KeywordAnalysis | null,
): number | null {
  if (status === 'ready' && analysis) return analysis.fit_score ?? analysis.match_percentage
  return resume.match_score
}
