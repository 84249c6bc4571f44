import type { Resume } from '../../contract/resumes.ts'

/** Spec §2, §9: the dashboard lists this many of the newest resumes. */
export const RECENT_RESUMES = 5

export interface DashboardStats {
  total: number
  /** Resumes that have been optimized, exported afterwards or not. */
  optimized: number
  /** Mean match score of the resumes that have one, rounded; null when none has. */
  averageMatch: number | null
  /** The newest resumes first, at most `RECENT_RESUMES`. */
  recent: Resume[]
}

/**
 * The dashboard's stat cards and recent list from GET /resumes. A resume counts as optimized when its
 * status says so or it has an optimized text: exporting an optimized resume moves its status on to
 * exported, but it is still optimized. Resumes without a match score (no job description) are left
 * out of the average rather than counted as 0.
 */
export function dashboardStatsOf(resumes: readonly Resume[]): DashboardStats {
  const optimized = resumes.filter(
    (resume) => resume.status === 'optimized' || (resume.optimized_content ?? '').trim() !== '',
  ).length
  const scores = resumes
    .map((resume) => resume.match_score)
    .filter((score): score is number => score !== null)
  const averageMatch =
    scores.length === 0
      ? null
      : Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length)
  const recent = [...resumes]
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
    .slice(0, RECENT_RESUMES)
  return { total: resumes.length, optimized, averageMatch, recent }
}
