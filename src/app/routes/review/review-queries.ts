import type { OptimizeProblem } from '../../../ui/resumes/optimize-feedback.ts'

/** GET /resumes/:id/review: the last optimization's proposal (seeded by the optimization itself). */
export const reviewQueryKey = (resumeId: string) => ['resume-review', resumeId] as const

/** GET /resumes/:id/versions. */
export const versionsQueryKey = (resumeId: string) => ['resume-versions', resumeId] as const

/**
 * An optimization of this resume streaming its changes into the review (held in the query cache,
 * never fetched): under way, or failed after the review had opened, with why.
 */
export type ReviewStream = { status: 'streaming' } | { status: 'failed'; problem: OptimizeProblem }

export const reviewStreamQueryKey = (resumeId: string) =>
  ['resume-review-stream', resumeId] as const
