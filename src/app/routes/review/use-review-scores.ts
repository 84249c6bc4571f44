import { useQuery } from '@tanstack/react-query'
import type { KeywordAnalysis } from '../../../contract/analysis.ts'
import type { ReviewScores } from '../../../ui/review/review-scores.tsx'
import { analyzeKeywords } from '../../api/analysis.ts'
import { useApiClient } from '../../api/use-api-client.ts'
import { useDebouncedValue } from '../../use-debounced-value.ts'

/** Long enough for a run of A, A, A on the keyboard to make one call. */
export const SCORES_DEBOUNCE_MS = 600

interface ReviewScoresInput {
  resumeId: string
  original: string
  /** The text the decisions make now. */
  accepted: string
  jobDescription: string | null
}

function scoresOf(analysis: KeywordAnalysis | undefined): {
  ats: number | null
  fit: number | null
} {
  if (!analysis) return { ats: null, fit: null }
  return {
    ats: analysis.ats_score.overall_score,
    fit: analysis.fit_score ?? analysis.match_percentage,
  }
}

/**
 * The ATS and fit scores of the accepted set (POST /analyze/keywords, the same call as the view's
 * analysis, so a text already analysed there is not asked for again), recomputed once the
 * decisions settle; the original's scores beside them. Without a job description there is
 * nothing to score against: both stay null.
 */
export function useReviewScores({
  resumeId,
  original,
  accepted,
  jobDescription,
}: ReviewScoresInput): {
  scores: ReviewScores
  baseline: { ats: number | null; fit: number | null }
} {
  const client = useApiClient()
  const job = jobDescription ?? ''
  const settled = useDebouncedValue(accepted, SCORES_DEBOUNCE_MS)
  const analyze = (text: string) => ({
    queryKey: ['analysis', resumeId, text, job],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      analyzeKeywords(client, { resume_content: text, job_description: job }, { signal }),
    enabled: job.trim() !== '' && text.trim() !== '',
    retry: false,
    staleTime: Infinity,
  })
  const before = useQuery(analyze(original))
  const after = useQuery({ ...analyze(settled), placeholderData: (previous) => previous })
  const baseline = scoresOf(before.data)
  const shown = scoresOf(after.data ?? before.data)
  return {
    scores: { ...shown, pending: settled !== accepted || after.isFetching },
    baseline,
  }
}
