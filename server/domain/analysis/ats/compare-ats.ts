import type { AtsComparison, AtsScore } from '../../../../src/contract/analysis.ts'
import { clamp, round1 } from './numbers.ts'

function score(value: number | undefined): number {
  return clamp(value ?? 0, 0, 100)
}

function delta(optimized: number | undefined, original: number | undefined): number {
  return round1(clamp(score(optimized) - score(original), -100, 100))
}

/**
 * Before and after a rewrite. A category only one side has (the rewrite cannot add keywords to the
 * job description, but a caller may compare different jobs) counts as 0 on the other side.
 */
export function compareAts(original: AtsScore, optimized: AtsScore): AtsComparison {
  const keys = new Set([
    ...Object.keys(original.category_scores),
    ...Object.keys(optimized.category_scores),
  ])
  const categoryImprovements: Record<string, number> = {}
  for (const key of [...keys].sort()) {
    categoryImprovements[key] = delta(optimized.category_scores[key], original.category_scores[key])
  }
  return {
    original_score: round1(score(original.overall_score)),
    optimized_score: round1(score(optimized.overall_score)),
    improvement_delta: delta(optimized.overall_score, original.overall_score),
    category_improvements: categoryImprovements,
  }
}
