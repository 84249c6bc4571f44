/** GET /resumes/:id/review: the last optimization's proposal (seeded by the optimization itself). */
export const reviewQueryKey = (resumeId: string) => ['resume-review', resumeId] as const

/** GET /resumes/:id/versions. */
export const versionsQueryKey = (resumeId: string) => ['resume-versions', resumeId] as const
