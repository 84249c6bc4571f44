import { describe, expect, it } from 'vitest'
import type { FitRequirement, GapPlanItem } from '../../../src/contract/analysis.ts'
import { claimsToAvoid, isAvoided, rewordingsOf } from './claims-to-avoid.ts'

function requirement(overrides: Partial<FitRequirement>): FitRequirement {
  return {
    name: 'Kubernetes',
    kind: 'tool',
    priority: 'must',
    status: 'missing',
    line: 'Kubernetes in production',
    evidence: [],
    ...overrides,
  }
}

describe('claimsToAvoid', () => {
  it('lists missing requirements and those only a related skill bridges, with their alternatives', () => {
    const avoided = claimsToAvoid([
      requirement({ name: 'Kubernetes' }),
      requirement({
        name: 'NetSuite or SAP',
        alternatives: ['NetSuite', 'SAP'],
        status: 'partly',
        basis: 'related_skill',
      }),
      requirement({ name: 'Python', status: 'met' }),
    ])
    expect(avoided).toEqual(['Kubernetes', 'NetSuite or SAP', 'NetSuite', 'SAP'])
  })

  it('keeps a skill shown for fewer years than asked: the skill itself is proven', () => {
    expect(
      claimsToAvoid([requirement({ status: 'partly', basis: 'fewer_years', min_years: 5 })]),
    ).toEqual([])
  })

  it('leaves years, degrees, titles and conditions to the guard’s own rules', () => {
    const kinds = ['years', 'degree', 'title', 'other'] as const
    expect(claimsToAvoid(kinds.map((kind) => requirement({ kind, name: kind })))).toEqual([])
  })

  it('names each requirement once and accepts a report without requirements', () => {
    expect(claimsToAvoid([requirement({}), requirement({ name: 'kubernetes' })])).toEqual([
      'Kubernetes',
    ])
    expect(claimsToAvoid(undefined)).toEqual([])
  })
})

describe('isAvoided', () => {
  it('compares whole names, ignoring case and punctuation', () => {
    expect(isAvoided('kubernetes', ['Kubernetes'])).toBe(true)
    expect(isAvoided('Node.js', ['node.js'])).toBe(true)
    expect(isAvoided('Kubernetes operators', ['Kubernetes'])).toBe(false)
    expect(isAvoided('', ['Kubernetes'])).toBe(false)
  })
})

describe('rewordingsOf', () => {
  const item = (overrides: Partial<GapPlanItem>): GapPlanItem => ({
    requirement: 'PostgreSQL',
    kind: 'tool',
    priority: 'must',
    action: 'reword',
    evidence: { line: 7, text: 'Tuned Postgres queries', matched: 'Postgres' },
    ...overrides,
  })

  it('gives the line and the resume’s words where a tool is shown under another name', () => {
    expect(rewordingsOf([item({})], [])).toEqual([
      { requirement: 'PostgreSQL', line: 7, matched: 'Postgres' },
    ])
  })

  it('skips skills, soft skills, other actions and evidence without the matched words', () => {
    const plan = [
      item({ kind: 'skill', requirement: 'front-end development' }),
      item({ action: 'bridge' }),
      item({ evidence: { line: 3, text: 'Postgres' } }),
      item({ requirement: 'Scrum', kind: 'certification' }),
    ]
    const soft = [requirement({ name: 'Scrum', soft: true, status: 'met' })]
    expect(rewordingsOf(plan, soft)).toEqual([])
  })
})
