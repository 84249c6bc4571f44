import type { KeywordAnalysis, KeywordMatch } from '../../../contract/analysis.ts'
import type { KeywordCategory } from '../../../contract/common.ts'

const kw = (
  keyword: string,
  category: KeywordCategory,
  found: boolean,
  importance: number,
): KeywordMatch => ({ keyword, category, found_in_resume: found, importance_score: importance })

/**
 * The built-in sample analysis the view modal shows when the keyword analysis fails (spec §4, §8:
 * shown instead, with no error message). It is a typical software-engineer resume against a typical
 * posting: a partial match with gaps in every band, so every part of the modal has something to show.
 * The totals, the breakdown and the match percentage follow from the keyword list (a test checks it).
 */
export const SAMPLE_ANALYSIS: KeywordAnalysis = {
  total_keywords: 16,
  matched_keywords: 9,
  missing_keywords: 7,
  match_percentage: 56.3,
  category_breakdown: {
    technical: { total: 7, matched: 5, missing: 2 },
    tools: { total: 4, matched: 2, missing: 2 },
    soft: { total: 4, matched: 2, missing: 2 },
    certifications: { total: 1, matched: 0, missing: 1 },
  },
  keyword_matches: [
    kw('JavaScript', 'technical', true, 0.9),
    kw('React', 'technical', true, 0.88),
    kw('TypeScript', 'technical', true, 0.85),
    kw('Node.js', 'technical', false, 0.76),
    kw('REST APIs', 'technical', true, 0.6),
    kw('SQL', 'technical', false, 0.55),
    kw('unit testing', 'technical', true, 0.5),
    kw('AWS', 'tools', false, 0.68),
    kw('Docker', 'tools', false, 0.62),
    kw('Git', 'tools', true, 0.45),
    kw('Jira', 'tools', true, 0.3),
    kw('communication', 'soft', true, 0.5),
    kw('problem solving', 'soft', false, 0.46),
    kw('teamwork', 'soft', true, 0.4),
    kw('mentoring', 'soft', false, 0.35),
    kw('AWS Certified Cloud Practitioner', 'certifications', false, 0.25),
  ],
  suggestions: [
    'Name Node.js and SQL where you describe back-end work you have done.',
    'Add the cloud tools you use (AWS, Docker) to your Skills section if they are true for you.',
    'Start each bullet with an action verb and a measurable result.',
    'Mention mentoring or code review if you have helped other engineers.',
  ],
  ats_score: {
    overall_score: 66,
    category_scores: { technical: 71, tools: 50, soft: 50, certifications: 0 },
    keyword_density: 2.8,
    formatting_score: 85,
    readability_score: 78,
  },
  ats_comparison: null,
  language: 'en',
}
