import { describe, expect, it } from 'vitest'
import type { FitRequirement, GapPlanItem } from '../../contract/analysis.ts'
import {
  statedAdviceKey,
  capCauses,
  checklistGroups,
  gapAdviceKey,
  statusCounts,
  yearsAndMonths,
} from './fit-checklist.ts'

const req = (
  name: string,
  kind: FitRequirement['kind'],
  priority: FitRequirement['priority'],
  status: FitRequirement['status'],
  extra: Partial<FitRequirement> = {},
): FitRequirement => ({ name, kind, priority, status, line: name, evidence: [], ...extra })

const requirements = [
  req('Senior Accountant', 'title', 'nice', 'met'),
  req('CPA', 'licence', 'must', 'missing'),
  req('Travel 20%', 'other', 'must', 'unknown'),
  req('Power BI', 'tool', 'nice', 'missing'),
  req('detail-oriented', 'skill', 'must', 'missing', { soft: true }),
  req('NetSuite or SAP', 'tool', 'must', 'partly'),
  req('Excel', 'tool', 'must', 'met'),
]

describe('checklistGroups', () => {
  it('puts must-haves first in the ad order and conditions apart', () => {
    const groups = checklistGroups(requirements)
    expect(groups.must.map((r) => r.name)).toEqual([
      'CPA',
      'detail-oriented',
      'NetSuite or SAP',
      'Excel',
    ])
    expect(groups.nice.map((r) => r.name)).toEqual(['Senior Accountant', 'Power BI'])
    expect(groups.conditions.map((r) => r.name)).toEqual(['Travel 20%'])
  })
})

describe('capCauses', () => {
  it('names the missing must-haves, not traits, titles or conditions', () => {
    expect(capCauses(requirements, 60)).toEqual(['CPA'])
  })

  it('names nothing when the score is not capped', () => {
    expect(capCauses(requirements, null)).toEqual([])
    expect(capCauses(requirements, undefined)).toEqual([])
  })
})

describe('yearsAndMonths', () => {
  it('splits months into whole years and the months left', () => {
    expect(yearsAndMonths(95)).toEqual({ years: 7, months: 11 })
    expect(yearsAndMonths(12)).toEqual({ years: 1, months: 0 })
    expect(yearsAndMonths(5)).toEqual({ years: 0, months: 5 })
  })
})

describe('statusCounts', () => {
  it('counts each status', () => {
    expect(statusCounts(requirements)).toEqual({ met: 2, partly: 1, missing: 3, unknown: 1 })
  })
})

describe('gapAdviceKey', () => {
  const item = (extra: Partial<GapPlanItem>): GapPlanItem => ({
    requirement: 'x',
    kind: 'skill',
    priority: 'must',
    action: 'missing',
    evidence: null,
    ...extra,
  })

  it('advises by action, priority and the reason for a bridge', () => {
    expect(gapAdviceKey(item({}))).toBe('fit.gap.advice.missingMust')
    expect(gapAdviceKey(item({ priority: 'nice' }))).toBe('fit.gap.advice.missingNice')
    expect(gapAdviceKey(item({ action: 'reword' }))).toBe('fit.gap.advice.reword')
    expect(gapAdviceKey(item({ action: 'bridge', basis: 'fewer_years' }))).toBe(
      'fit.gap.advice.bridge.fewer_years',
    )
    expect(gapAdviceKey(item({ action: 'bridge' }))).toBe('fit.gap.advice.bridge.related_skill')
  })
})

describe('statedAdviceKey', () => {
  const stated = (years: number) => ({ years, line: 4, text: `${years} years of experience` })
  it('tells a summary that undersells from one that counts roles the resume leaves off', () => {
    expect(statedAdviceKey({ stated: stated(3), months: 91 })).toBe('fit.checklist.statedFewer')
    expect(statedAdviceKey({ stated: stated(20), months: 96 })).toBe('fit.checklist.statedMore')
    expect(statedAdviceKey({ months: 91 })).toBeNull()
    expect(statedAdviceKey({ stated: stated(3) })).toBeNull()
  })
})
