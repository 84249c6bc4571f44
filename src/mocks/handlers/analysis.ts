import type { HttpHandler } from 'msw'
import { endpoints } from '../../contract/endpoints.ts'
import {
  atsComparison,
  keywordAnalysis,
  lowMatchKeywordAnalysis,
  optimizedKeywordAnalysis,
} from '../fixtures/analysis.ts'
import { errorBodies } from '../fixtures/errors.ts'
import { failing, handle, parseBody, reply, slowly } from '../mock-http.ts'

const { analyzeKeywords, analyzeAtsComparison } = endpoints
const ALL = [analyzeKeywords, analyzeAtsComparison]

const success: HttpHandler[] = [
  handle(analyzeKeywords, async ({ request }) => {
    const body = await parseBody(analyzeKeywords, request)
    if (body instanceof Response) return body
    // Enough variety for dev mode: a product-manager posting scores low against the engineer's resume.
    const weak =
      /product manager/i.test(body.job_description) && !/product manager/i.test(body.resume_content)
    return reply(analyzeKeywords, weak ? lowMatchKeywordAnalysis : keywordAnalysis)
  }),
  handle(analyzeAtsComparison, async ({ request }) => {
    const body = await parseBody(analyzeAtsComparison, request)
    if (body instanceof Response) return body
    return reply(analyzeAtsComparison, atsComparison)
  }),
]

function fixed(analysis: typeof keywordAnalysis): HttpHandler[] {
  return [handle(analyzeKeywords, () => reply(analyzeKeywords, analysis))]
}

export const analysisHandlers = {
  success,
  lowMatch: fixed(lowMatchKeywordAnalysis),
  /** An analysis that carries the original-versus-optimized comparison. */
  optimized: fixed(optimizedKeywordAnalysis),
  /** The client shows its built-in sample analysis instead (spec §4). */
  error: failing(ALL, 500, errorBodies.serverError),
  slow: slowly(ALL, success),
} satisfies Record<string, HttpHandler[]>
