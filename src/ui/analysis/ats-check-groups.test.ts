import { describe, expect, it } from 'vitest'
import type { AtsCheck } from '../../contract/analysis.ts'
import { groupChecks } from './ats-check-groups.ts'

describe('groupChecks', () => {
  const check = (id: AtsCheck['id'], aspect: AtsCheck['aspect'], points: number, weight: number) =>
    ({ id, aspect, points, weight, passed: points === weight }) satisfies AtsCheck

  it('groups by aspect with summed points and weights, skipping empty aspects', () => {
    const groups = groupChecks([
      check('sections', 'formatting', 15, 15),
      check('length', 'formatting', 4, 10),
    ])
    expect(groups).toHaveLength(1)
    expect(groups[0]).toMatchObject({ aspect: 'formatting', points: 19, weight: 25, passed: 1 })
  })

  it('puts formatting before readability', () => {
    const groups = groupChecks([
      check('action_verbs', 'readability', 1, 2),
      check('dates', 'formatting', 2, 2),
    ])
    expect(groups.map((g) => g.aspect)).toEqual(['formatting', 'readability'])
  })
})
