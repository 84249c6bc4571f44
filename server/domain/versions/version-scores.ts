import { scoreAts } from '../analysis/ats/score-ats.ts'
import { extractJobKeywords } from '../analysis/keywords/extract-job-keywords.ts'
import { matchKeywords } from '../analysis/keywords/match-keywords.ts'
import { detectLanguage } from '../analysis/language.ts'

/**
 * The ATS score a version's text has against the resume's job description, as a whole number:
 * the steps and the score of POST /analyze/ats-comparison (compareResumes in
 * analysis/analyze-resume.ts), for one text. Null without a job description, since a score
 * without the ad's keywords would mean nothing to compare versions by.
 */
export function versionAtsScoreOf(text: string, jobDescription: string | null): number | null {
  if (jobDescription === null || jobDescription.trim() === '') return null
  const keywords = extractJobKeywords(jobDescription, detectLanguage(jobDescription))
  const language = detectLanguage(text)
  const matches = matchKeywords(text, keywords, language)
  const score = scoreAts({ resume: text, language, matches }).overall_score
  return Math.round(Math.min(100, Math.max(0, score)))
}
