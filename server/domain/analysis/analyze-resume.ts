import type {
  AnalysisLanguage,
  AtsComparison,
  KeywordAnalysis,
  KeywordMatch,
} from '../../../src/contract/analysis.ts'
import { KEYWORD_CATEGORIES, type KeywordCategory } from '../../../src/contract/common.ts'
import type { LayoutSignals } from '../../../src/contract/documents.ts'
import { buildSuggestions } from './ats/build-suggestions.ts'
import { compareAts } from './ats/compare-ats.ts'
import { matchPercentage } from './ats/match-percentage.ts'
import { readResume } from './ats/resume-facts.ts'
import { scoreAts } from './ats/score-ats.ts'
import { extractJobKeywords, type JobKeyword } from './keywords/extract-job-keywords.ts'
import { matchKeywords } from './keywords/match-keywords.ts'
import { detectLanguage } from './language.ts'

export interface AnalyzeResumeInput {
  resume: string
  jobDescription: string
  /** The upload's layout facts, when the resume came from a file. */
  layout?: LayoutSignals
  /** The optimized text, when one exists: adds the before/after comparison. */
  optimized?: string
  /** The job description's keywords, when the caller extracted them already. */
  keywords?: JobKeyword[]
}

type CategoryBreakdown = KeywordAnalysis['category_breakdown']

function categoryBreakdownOf(matches: KeywordMatch[]): CategoryBreakdown {
  const entries = KEYWORD_CATEGORIES.map((category: KeywordCategory) => {
    const inCategory = matches.filter((match) => match.category === category)
    const matched = inCategory.filter((match) => match.found_in_resume).length
    return [category, { total: inCategory.length, matched, missing: inCategory.length - matched }]
  })
  return Object.fromEntries(entries) as CategoryBreakdown
}

function jobKeywordsOf(jobDescription: string): JobKeyword[] {
  return extractJobKeywords(jobDescription, detectLanguage(jobDescription))
}

/** The job description's keywords matched in one text, with that text's ATS score. */
function scoreText(text: string, keywords: JobKeyword[], layout?: LayoutSignals) {
  const language = detectLanguage(text)
  const matches = matchKeywords(text, keywords, language)
  // Read once: the score and the suggestions both need these facts.
  const facts = readResume(text)
  const ats = scoreAts({ resume: text, language, matches, facts, ...(layout ? { layout } : {}) })
  return { language, matches, ats, facts }
}

/**
 * The keyword analysis of spec §3 for a resume against a job description: keywords with their
 * evidence, the importance-weighted match percentage, the ATS score and suggestions, plus the
 * before/after comparison when an optimized text is given. Pure and deterministic.
 */
export function analyzeResume(input: AnalyzeResumeInput): KeywordAnalysis {
  const jobLanguage = detectLanguage(input.jobDescription)
  const keywords = input.keywords ?? extractJobKeywords(input.jobDescription, jobLanguage)
  const { language, matches, ats, facts } = scoreText(input.resume, keywords, input.layout)
  const matched = matches.filter((match) => match.found_in_resume).length
  const comparison =
    input.optimized === undefined ? null : compareAts(ats, scoreText(input.optimized, keywords).ats)
  return {
    total_keywords: matches.length,
    matched_keywords: matched,
    missing_keywords: matches.length - matched,
    match_percentage: matchPercentage(matches),
    category_breakdown: categoryBreakdownOf(matches),
    keyword_matches: matches,
    suggestions: buildSuggestions({
      resume: input.resume,
      language,
      matches,
      ats,
      facts,
      ...(input.layout ? { layout: input.layout } : {}),
    }),
    ats_score: ats,
    ats_comparison: comparison,
    language: language satisfies AnalysisLanguage,
    job_language: jobLanguage,
  }
}

/**
 * POST /analyze/ats-comparison: the original and the optimized text scored against the same job
 * description. The original's layout does not carry over: the optimized text is plain text.
 */
export function compareResumes(input: {
  resume: string
  optimized: string
  jobDescription: string
}): AtsComparison {
  const keywords = jobKeywordsOf(input.jobDescription)
  return compareAts(scoreText(input.resume, keywords).ats, scoreText(input.optimized, keywords).ats)
}
