import type { KeywordAnalysis } from '../../../src/contract/analysis.ts'

/**
 * A version's ATS score, as a whole number, from the analysis of its text: the analysis scores a
 * text with the same steps as POST /analyze/ats-comparison (analysis/analyze-resume.ts), so the
 * score a version shows is the one the comparison gives that text. Taken from the analysis the
 * match score already runs, so a save analyses its text once. Null without an analysis (no job
 * description), since a score without the ad's keywords would mean nothing to compare versions by.
 */
export function versionAtsScoreOf(
  analysis: Pick<KeywordAnalysis, 'ats_score'> | null,
): number | null {
  if (analysis === null) return null
  return Math.round(Math.min(100, Math.max(0, analysis.ats_score.overall_score)))
}
