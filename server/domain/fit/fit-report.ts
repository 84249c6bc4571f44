import type { KeywordMatch } from '../../../src/contract/analysis.ts'
import { extractJobKeywords, type JobKeyword } from '../analysis/keywords/extract-job-keywords.ts'
import { matchKeywords } from '../analysis/keywords/match-keywords.ts'
import { detectLanguage } from '../analysis/language.ts'
import {
  assessRequirements,
  matchesByName,
  requirementKeywords,
  type AssessedRequirement,
} from './assess-requirements.ts'
import { extractRequirements } from './extract-requirements.ts'
import { fitScore, type FitScore } from './fit-score.ts'
import { gapPlan, type GapPlanItem } from './gap-plan.ts'
import { resumeFacts, type ResumeFacts } from './resume-facts.ts'
import { disagrees, statedYears, type StatedYears } from './stated-years.ts'

/**
 * The fit report of a resume against a job ad: the ad's requirements with their status and
 * evidence, the resume's facts, and the fit score. `today` ("2026-11") reads "present".
 */
export interface ReportedRequirement extends AssessedRequirement {
  /**
   * For the years of experience asked: what the resume's summary says, when it disagrees with
   * the months its roles add up to (issue 20's worked example: "a note that the summary says
   * three").
   */
  stated?: StatedYears
}

export interface FitReport {
  requirements: ReportedRequirement[]
  facts: ResumeFacts
  /** The ad's keywords that are no requirement, and those of them the resume shows. */
  other_keywords: { total: number; shown: string[] }
  fit: FitScore
  gap_plan: GapPlanItem[]
}

export function fitReport(input: {
  jobDescription: string
  resume: string
  today: string
  /** The ad's keywords, when the caller extracted them already. */
  keywords?: JobKeyword[]
  /** Those keywords matched in this resume, when the caller matched them already. */
  keywordMatches?: KeywordMatch[]
}): FitReport {
  const adLanguage = detectLanguage(input.jobDescription)
  const resumeLanguage = detectLanguage(input.resume)
  const keywords = input.keywords ?? extractJobKeywords(input.jobDescription, adLanguage)
  const requirements = extractRequirements(input.jobDescription, adLanguage, keywords)
  const facts = resumeFacts(input.resume, input.today)
  // The ad's keywords that are no requirement (its duties' skills, say) add a little; those a
  // requirement already counts (an alternative, a detail on its line) do not count twice.
  const named = new Set(
    requirements.flatMap((r) => [r.name, ...(r.alternatives ?? [])]).map((n) => n.toLowerCase()),
  )
  const requirementLines = new Set(requirements.map((r) => r.line))
  const lineOf = (offset: number): string => {
    const start = input.jobDescription.lastIndexOf('\n', offset - 1) + 1
    const end = input.jobDescription.indexOf('\n', offset)
    return input.jobDescription.slice(start, end < 0 ? undefined : end).trim()
  }
  const others = keywords.filter(
    (k) =>
      !named.has(k.keyword.toLowerCase()) &&
      !k.offsets.every(([start]) => requirementLines.has(lineOf(start))),
  )
  // One pass over the resume for the requirements' names and the other keywords: a name the
  // caller's keyword analysis matched already is not matched again.
  const known = matchesByName(input.keywordMatches ?? [])
  const wanted = [...requirementKeywords(requirements), ...others].filter(
    (k) => !known.has(k.keyword),
  )
  const matches = new Map([
    ...known,
    ...matchesByName(matchKeywords(input.resume, wanted, resumeLanguage)),
  ])
  const assessed = assessRequirements(requirements, input.resume, facts, resumeLanguage, matches)
  const shown = others.filter((k) => matches.get(k.keyword)?.found_in_resume === true)
  const keywordShare = others.length === 0 ? null : shown.length / others.length
  return {
    requirements: withStatedYears(assessed, input.resume, facts),
    facts,
    other_keywords: { total: others.length, shown: shown.map((k) => k.keyword) },
    fit: fitScore(assessed, keywordShare),
    gap_plan: gapPlan(assessed),
  }
}

/** The overall years requirement gains the summary's own figure when the two disagree. */
function withStatedYears(
  requirements: AssessedRequirement[],
  resume: string,
  facts: ResumeFacts,
): ReportedRequirement[] {
  if (facts.roles.length === 0) return requirements
  const firstRole = Math.min(...facts.roles.flatMap((role) => role.lines))
  const stated = statedYears(resume, firstRole)
  if (!stated) return requirements
  return requirements.map((r) =>
    r.kind === 'years' && r.months !== undefined && disagrees(stated.years, r.months)
      ? { ...r, stated }
      : r,
  )
}
