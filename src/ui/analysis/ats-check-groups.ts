import type { AtsCheck } from '../../contract/analysis.ts'

export interface CheckGroup {
  aspect: AtsCheck['aspect']
  checks: AtsCheck[]
  points: number
  weight: number
  passed: number
}

/** ATS checks per aspect (formatting, then readability), with the aspect's points and weight. */
export function groupChecks(checks: readonly AtsCheck[]): CheckGroup[] {
  const aspects: AtsCheck['aspect'][] = ['formatting', 'readability']
  return aspects
    .map((aspect) => {
      const inAspect = checks.filter((check) => check.aspect === aspect)
      return {
        aspect,
        checks: inAspect,
        points: inAspect.reduce((sum, check) => sum + check.points, 0),
        weight: inAspect.reduce((sum, check) => sum + check.weight, 0),
        passed: inAspect.filter((check) => check.passed).length,
      }
    })
    .filter((group) => group.checks.length > 0)
}
