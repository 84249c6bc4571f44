import type { KeywordAnalysis, KeywordMatch } from '../../src/contract/analysis.ts'
import { KEYWORD_CATEGORIES } from '../../src/contract/common.ts'
import { fitLines } from './format-fit.ts'

const BAR_WIDTH = 20

function bar(score: number): string {
  const filled = Math.round((Math.max(0, Math.min(100, score)) / 100) * BAR_WIDTH)
  return `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}]`
}

function percent(value: number): string {
  return `${Math.round(value)}%`.padStart(4)
}

function importanceLabel(score: number): string {
  // The bands of spec §9 for missing keywords.
  if (score > 0.7) return 'high'
  if (score > 0.4) return 'medium'
  return 'low'
}

function quote(text: string, max = 90): string {
  const line = text.length > max ? `${text.slice(0, max - 1)}…` : text
  return `"${line}"`
}

function matchedLine(match: KeywordMatch): string {
  const where = match.evidence
    ? ` — line ${match.evidence.line + 1}: ${quote(match.evidence.text)}`
    : ''
  return `  + ${match.keyword} (${match.category})${where}`
}

function missingLine(match: KeywordMatch): string {
  const head = `  - ${match.keyword} (${match.category}, ${importanceLabel(match.importance_score)})`
  if (match.support === 'related' && match.evidence) {
    return `${head} — related: ${quote(match.evidence.text)}`
  }
  if (match.support === 'none') return `${head} — no evidence in the resume`
  return head
}

/** The analysis as a plain-text report for a terminal (`jobfit analyze` without --json). */
export function formatReport(analysis: KeywordAnalysis): string {
  const ats = analysis.ats_score
  const lines = [
    'JobFit analysis',
    '',
    ...(analysis.fit_score === undefined
      ? []
      : [
          `Fit score       ${percent(analysis.fit_score)} ${bar(analysis.fit_score)}  the ad's requirements, must-haves first`,
        ]),
    `Keyword match   ${percent(analysis.match_percentage)} ${bar(analysis.match_percentage)}  ${analysis.matched_keywords} of ${analysis.total_keywords} keywords`,
    `ATS score       ${percent(ats.overall_score)} ${bar(ats.overall_score)}`,
    `  Formatting    ${percent(ats.formatting_score)} ${bar(ats.formatting_score)}`,
    `  Readability   ${percent(ats.readability_score)} ${bar(ats.readability_score)}`,
    `  Keyword density ${ats.keyword_density.toFixed(1)}%`,
    '',
    'By category',
  ]
  const fit = fitLines(analysis)
  if (fit.length > 0) lines.splice(lines.length - 2, 0, ...fit)
  for (const category of KEYWORD_CATEGORIES) {
    const entry = analysis.category_breakdown[category]
    if (entry.total === 0) continue
    lines.push(`  ${category.padEnd(15)} ${entry.matched}/${entry.total} matched`)
  }
  const matched = analysis.keyword_matches.filter((match) => match.found_in_resume)
  const missing = analysis.keyword_matches.filter((match) => !match.found_in_resume)
  if (matched.length > 0) lines.push('', 'Found in the resume', ...matched.map(matchedLine))
  if (missing.length > 0) lines.push('', 'Missing', ...missing.map(missingLine))
  const failed = (ats.checks ?? []).filter((check) => !check.passed)
  if (failed.length > 0) {
    lines.push('', `Checks not passed: ${failed.map((check) => check.id).join(', ')}`)
  }
  if (analysis.suggestions.length > 0) {
    lines.push('', 'Suggestions', ...analysis.suggestions.map((text, i) => `  ${i + 1}. ${text}`))
  }
  return `${lines.join('\n')}\n`
}
