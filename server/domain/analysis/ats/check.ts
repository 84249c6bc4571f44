import type { AtsCheck, AtsCheckId } from '../../../../src/contract/analysis.ts'
import { clamp, round1, round2 } from './numbers.ts'

/** What one check measured, before weights: the share of its points earned (0..1). */
export interface CheckResult {
  id: AtsCheckId
  fraction: number
  passed: boolean
  value: number | null
}

/**
 * Weights the results of one aspect: each base weight is scaled so the present checks sum to 100
 * (layout checks are absent for pasted text), and points = fraction × weight.
 */
export function weighChecks(
  aspect: AtsCheck['aspect'],
  results: readonly CheckResult[],
  baseWeights: Readonly<Partial<Record<AtsCheckId, number>>>,
): AtsCheck[] {
  const total = results.reduce((sum, result) => sum + (baseWeights[result.id] ?? 0), 0)
  return results.map((result) => {
    const weight = total > 0 ? round2(((baseWeights[result.id] ?? 0) * 100) / total) : 0
    const value = result.value === null ? null : round1(clamp(result.value, -1000, 1_000_000))
    return {
      id: result.id,
      aspect,
      passed: result.passed,
      points: round2(clamp(result.fraction, 0, 1) * weight),
      weight,
      value,
    }
  })
}

/** An aspect's score: the sum of its checks' points, 0..100, one decimal. */
export function aspectScore(checks: readonly AtsCheck[]): number {
  return round1(
    clamp(
      checks.reduce((sum, check) => sum + check.points, 0),
      0,
      100,
    ),
  )
}
