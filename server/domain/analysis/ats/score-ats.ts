import type { AnalysisLanguage, AtsScore, KeywordMatch } from '../../../../src/contract/analysis.ts'
import { KEYWORD_CATEGORIES } from '../../../../src/contract/common.ts'
import type { LayoutSignals } from '../../../../src/contract/documents.ts'
import { aspectScore } from './check.ts'
import { formattingChecks } from './formatting-checks.ts'
import { densityScore, keywordDensity } from './keyword-density.ts'
import { matchPercentage } from './match-percentage.ts'
import { clamp, round1 } from './numbers.ts'
import { readabilityChecks } from './readability-checks.ts'
import { readResume, type ResumeFacts } from './resume-facts.ts'

export interface AtsInput {
  resume: string
  language: AnalysisLanguage
  matches: KeywordMatch[]
  layout?: LayoutSignals
  /** readResume(resume), when the caller has it: one analysis reads its resume once. */
  facts?: ResumeFacts
}

/** Shares of the overall score (docs/analysis-formulas.md, Overall). */
export const OVERALL_WEIGHTS = {
  match: 0.5,
  density: 0.1,
  formatting: 0.2,
  readability: 0.2,
} as const

/** Importance-weighted match per keyword category that the job description names at least once. */
export function categoryScores(matches: readonly KeywordMatch[]): Record<string, number> {
  const scores: Record<string, number> = {}
  for (const category of KEYWORD_CATEGORIES) {
    const inCategory = matches.filter((match) => match.category === category)
    if (inCategory.length > 0) scores[category] = matchPercentage(inCategory)
  }
  return scores
}

/**
 * The overall from the reported (rounded) parts, so a reader can recompute it from the response.
 * Without keywords there is nothing to match, and formatting and readability share the score.
 */
export function overallScore(parts: {
  keywords: number
  match: number
  density: number
  formatting: number
  readability: number
}): number {
  const w = OVERALL_WEIGHTS
  const score =
    parts.keywords === 0
      ? (parts.formatting + parts.readability) / 2
      : w.match * parts.match +
        w.density * densityScore(parts.density) +
        w.formatting * parts.formatting +
        w.readability * parts.readability
  return round1(clamp(score, 0, 100))
}

/** The ATS score of a resume against a job's keywords: pure, deterministic, never throws. */
export function scoreAts(input: AtsInput): AtsScore {
  const facts = input.facts ?? readResume(input.resume)
  const formatting = formattingChecks(facts, input.layout)
  const readability = readabilityChecks(facts, input.language)
  const formattingScore = aspectScore(formatting)
  const readabilityScore = aspectScore(readability)
  const density = keywordDensity(facts.words, input.matches)
  return {
    overall_score: overallScore({
      keywords: input.matches.length,
      match: matchPercentage(input.matches),
      density,
      formatting: formattingScore,
      readability: readabilityScore,
    }),
    category_scores: categoryScores(input.matches),
    keyword_density: density,
    formatting_score: formattingScore,
    readability_score: readabilityScore,
    checks: [...formatting, ...readability],
  }
}
