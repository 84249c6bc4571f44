import { describe, expect, it } from 'vitest'
import type { AssessedRequirement } from './assess-requirements.ts'
import { gapPlan } from './gap-plan.ts'

const req = (
  name: string,
  status: AssessedRequirement['status'],
  priority: AssessedRequirement['priority'],
  extra: Partial<AssessedRequirement> = {},
): AssessedRequirement => ({
  name,
  kind: 'tool',
  priority,
  line: `- ${name}`,
  status,
  evidence: [],
  ...extra,
})

describe('gapPlan', () => {
  it('lists what is not plainly met, must-haves first, missing before bridge before reword', () => {
    const plan = gapPlan([
      req('Tableau', 'missing', 'nice'),
      req('Kubernetes', 'met', 'must', {
        evidence: [{ line: 4, text: '- Ran k8s clusters', matched: 'k8s' }],
      }),
      req('Terraform', 'partly', 'must', {
        evidence: [{ line: 5, text: '- CloudFormation stacks', matched: 'CloudFormation' }],
      }),
      req('SOX', 'missing', 'must'),
      req('Python', 'met', 'must', { evidence: [{ line: 2, text: 'Python', matched: 'Python' }] }),
      req('Hybrid schedule', 'unknown', 'must', { kind: 'other' }),
    ])
    expect(plan.map((p) => `${p.priority} ${p.action} ${p.requirement}`)).toEqual([
      'must missing SOX',
      'must bridge Terraform',
      'must reword Kubernetes',
      'nice missing Tableau',
    ])
    expect(plan[0]?.evidence).toBeNull()
    expect(plan[2]?.evidence).toMatchObject({ line: 4, matched: 'k8s' })
  })

  it('carries the months shown and the years asked of a short years requirement', () => {
    const [item] = gapPlan([
      req('accounting experience', 'partly', 'must', {
        kind: 'years',
        min_years: 5,
        months: 50,
        evidence: [{ line: 3, text: 'Staff Accountant, Harbor Financial' }],
      }),
    ])
    expect(item).toMatchObject({ action: 'bridge', months: 50, min_years: 5 })
  })
})
