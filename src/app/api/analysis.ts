import type {
  AnalyzeKeywordsRequest,
  AtsComparison,
  AtsComparisonRequest,
  KeywordAnalysis,
} from '../../contract/analysis.ts'
import { endpoints } from '../../contract/endpoints.ts'
import type { ApiClient } from './client.ts'

interface CallOptions {
  signal?: AbortSignal
}

/** POST /analyze/keywords: the keyword match and ATS score of a resume against a job description. */
export function analyzeKeywords(
  client: ApiClient,
  body: AnalyzeKeywordsRequest,
  options: CallOptions = {},
): Promise<KeywordAnalysis> {
  return client.request(endpoints.analyzeKeywords, { body, ...options })
}

/** POST /analyze/ats-comparison: the original and optimized texts scored side by side. */
export function compareAts(
  client: ApiClient,
  body: AtsComparisonRequest,
  options: CallOptions = {},
): Promise<AtsComparison> {
  return client.request(endpoints.analyzeAtsComparison, { body, ...options })
}
