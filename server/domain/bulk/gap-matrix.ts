import type { KeywordAnalysis } from '../../../src/contract/analysis.ts'
import type { KeywordCategory } from '../../../src/contract/common.ts'
import type { GapKeyword, GapMatrix } from '../../../src/contract/pro.ts'

/** The matrix names at most this many keywords: enough to act on, short enough to read. */
export const GAP_MATRIX_MAX_KEYWORDS = 30

interface Tally {
  keyword: string
  category: KeywordCategory
  jobs: Set<number>
  /** Found in the resume by at least one job's analysis (the resume is the same for all). */
  inResume: boolean
  /** The highest importance any job gives it: breaks ties between equally asked keywords. */
  importance: number
}

/**
 * The gap matrix of a bulk run (beyond the spec) from one keyword analysis of the base resume per
 * job description, in job order: the keywords asked for by at least two jobs (by the only job when
 * there is one), most asked first, then most important, then alphabetically; and those of them the
 * resume lacks. Keywords are compared case-insensitively. Pure.
 */
export function gapMatrixOf(analyses: readonly KeywordAnalysis[]): GapMatrix {
  const tallies = new Map<string, Tally>()
  analyses.forEach((analysis, job) => {
    for (const match of analysis.keyword_matches) {
      const key = match.keyword.trim().toLowerCase()
      if (key === '') continue
      const tally = tallies.get(key) ?? {
        keyword: match.keyword.trim(),
        category: match.category,
        jobs: new Set<number>(),
        inResume: false,
        importance: 0,
      }
      tally.jobs.add(job)
      tally.inResume ||= match.found_in_resume
      tally.importance = Math.max(tally.importance, match.importance_score)
      tallies.set(key, tally)
    }
  })

  const minimumJobs = Math.min(2, analyses.length)
  const recurring = [...tallies.values()]
    .filter((tally) => tally.jobs.size >= minimumJobs && minimumJobs > 0)
    .sort(
      (a, b) =>
        b.jobs.size - a.jobs.size ||
        b.importance - a.importance ||
        a.keyword.localeCompare(b.keyword, 'en'),
    )
    .slice(0, GAP_MATRIX_MAX_KEYWORDS)

  const keywords: GapKeyword[] = recurring.map((tally) => ({
    keyword: tally.keyword,
    category: tally.category,
    jobs: [...tally.jobs].sort((a, b) => a - b),
    in_resume: tally.inResume,
  }))
  return {
    jobs: analyses.length,
    keywords,
    missing_everywhere: keywords.filter((entry) => !entry.in_resume).map((entry) => entry.keyword),
  }
}
