import type { KeywordAnalysis } from '../../../src/contract/analysis.ts'
import { analyzeResume, type AnalyzeResumeInput } from '../analysis/analyze-resume.ts'
import { extractJobKeywords } from '../analysis/keywords/extract-job-keywords.ts'
import { detectLanguage } from '../analysis/language.ts'
import { fitReport } from './fit-report.ts'

/**
 * The keyword analysis with the fit report (issue 20): the ad's requirements with their status
 * and evidence, the fit score and the gap plan beside the keyword figures. `today` ("2026-11")
 * reads a role's "present".
 */
export function analyzeWithFit(input: AnalyzeResumeInput & { today: string }): KeywordAnalysis {
  // The ad's keywords are read once, for the keyword figures and the requirements alike.
  const keywords =
    input.keywords ?? extractJobKeywords(input.jobDescription, detectLanguage(input.jobDescription))
  const analysis = analyzeResume({ ...input, keywords })
  let report: ReturnType<typeof fitReport>
  try {
    report = fitReport({
      jobDescription: input.jobDescription,
      resume: input.resume,
      today: input.today,
      keywords,
      keywordMatches: analysis.keyword_matches,
    })
  } catch {
    // The keyword figures stand on their own: a fit report that cannot be computed (a defect on
    // an ad nobody foresaw) is left out, and the app says so, rather than failing the analysis.
    return analysis
  }
  return {
    ...analysis,
    requirements: report.requirements,
    fit_score: report.fit.score,
    fit_capped_at: report.fit.capped_at,
    gap_plan: report.gap_plan,
  }
}
