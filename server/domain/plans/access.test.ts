import { describe, expect, it } from 'vitest'
import { PLANS } from '../../../src/contract/common.ts'
import type { Plan } from '../../../src/contract/common.ts'
import { getPlanCatalog } from '../../../src/contract/plan-catalogs.ts'
import { FEATURE_IDS } from '../../../src/contract/plans.ts'
import type { FeatureId } from '../../../src/contract/plans.ts'
import {
  allowanceOf,
  generationAllowanceOf,
  mayUseFeature,
  monthKeyOf,
  monthStartOf,
  resetDateOf,
} from './access.ts'

const launch = getPlanCatalog('launch')
const v1 = getPlanCatalog('v1-2025-10-02')

const PREMIUM: FeatureId[] = [
  'keyword_analysis',
  'ai_optimization',
  'wysiwyg_editor',
  'docx_export',
  'cover_letter',
]
const PRO_ONLY: FeatureId[] = [
  'priority_support',
  'executive_bio',
  'pro_dashboard',
  'linkedin_import',
  'bulk_generation',
  'plagiarism_check',
]

function openFeatures(catalog: typeof launch, plan: Plan): FeatureId[] {
  return FEATURE_IDS.filter((feature) => mayUseFeature(catalog, plan, feature))
}

describe('mayUseFeature under launch (the gates of spec §6)', () => {
  it('gives free keyword analysis only', () => {
    expect(openFeatures(launch, 'free')).toEqual(['keyword_analysis'])
  })
  it('adds optimization, the editor, DOCX export and cover letters on premium', () => {
    expect(openFeatures(launch, 'premium')).toEqual(PREMIUM)
  })
  it('opens everything on pro', () => {
    expect(openFeatures(launch, 'pro')).toEqual([...FEATURE_IDS])
    expect(PRO_ONLY.every((feature) => !mayUseFeature(launch, 'premium', feature))).toBe(true)
  })
})

describe('mayUseFeature under v1-2025-10-02 (metered features follow their limits)', () => {
  it('opens AI optimization to free (5 rewrites) but not cover letters (0)', () => {
    expect(openFeatures(v1, 'free')).toEqual(['keyword_analysis', 'ai_optimization'])
    expect(mayUseFeature(v1, 'free', 'cover_letter')).toBe(false)
    expect(mayUseFeature(v1, 'free', 'wysiwyg_editor')).toBe(false)
  })
  it('keeps the premium and pro gates', () => {
    expect(openFeatures(v1, 'premium')).toEqual(PREMIUM)
    expect(openFeatures(v1, 'pro')).toEqual([...FEATURE_IDS])
  })
})

describe('allowanceOf', () => {
  it.each([
    // catalogue, plan, used, limit, remaining, allowed
    [launch, 'free', 0, 0, 0, false],
    [launch, 'premium', 0, 1, 1, true],
    [launch, 'premium', 1, 1, 0, false],
    [launch, 'pro', 19, 20, 1, true],
    [launch, 'pro', 20, 20, 0, false],
    [launch, 'pro', 25, 20, 0, false],
    [v1, 'free', 4, 5, 1, true],
    [v1, 'free', 5, 5, 0, false],
    [v1, 'premium', 150, 200, 50, true],
    [v1, 'pro', 10_000, null, null, true],
  ] as const)('generations: %#', (catalog, plan, used, limit, remaining, allowed) => {
    expect(generationAllowanceOf(catalog, plan, used)).toEqual({
      limit,
      used,
      remaining,
      allowed,
    })
  })

  it('reads each metered limit of the catalogue', () => {
    expect(allowanceOf(launch, 'free', 'ats_scans', 1_000)).toMatchObject({
      limit: null,
      allowed: true,
    })
    expect(allowanceOf(launch, 'free', 'cover_letters', 0)).toMatchObject({
      limit: 0,
      allowed: false,
    })
    expect(allowanceOf(launch, 'premium', 'cover_letters', 50)).toMatchObject({
      limit: null,
      allowed: true,
    })
    expect(allowanceOf(v1, 'free', 'ats_scans', 0)).toEqual({
      limit: 1,
      used: 0,
      remaining: 1,
      allowed: true,
    })
    expect(allowanceOf(v1, 'free', 'ats_scans', 1)).toMatchObject({ remaining: 0, allowed: false })
    expect(allowanceOf(v1, 'premium', 'cover_letters', 9)).toMatchObject({
      limit: 10,
      remaining: 1,
    })
    expect(allowanceOf(v1, 'premium', 'ats_scans', 30)).toMatchObject({ allowed: false })
  })

  it('agrees with mayUseFeature for every plan, catalogue and metered feature', () => {
    for (const catalog of [launch, v1]) {
      for (const plan of PLANS) {
        expect(mayUseFeature(catalog, plan, 'ai_optimization')).toBe(
          allowanceOf(catalog, plan, 'ai_rewrites', 0).allowed,
        )
        expect(mayUseFeature(catalog, plan, 'cover_letter')).toBe(
          allowanceOf(catalog, plan, 'cover_letters', 0).allowed,
        )
      }
    }
  })
})

describe('months in UTC', () => {
  it('keys a moment by its UTC month', () => {
    expect(monthKeyOf(new Date('2026-01-15T12:00:00Z'))).toBe('2026-01')
    expect(monthKeyOf(new Date('2026-11-30T23:59:59.999Z'))).toBe('2026-11')
    // 23:30 on Jan 31 in New York is already February in UTC.
    expect(monthKeyOf(new Date('2026-01-31T23:30:00-05:00'))).toBe('2026-02')
  })

  it('starts a month on its first day at 00:00 UTC', () => {
    expect(monthStartOf(new Date('2026-03-15T10:00:00Z')).toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    )
    expect(monthStartOf(new Date('2026-01-01T00:00:00Z')).toISOString()).toBe(
      '2026-01-01T00:00:00.000Z',
    )
  })

  it('resets on the first day of the next month at 00:00 UTC', () => {
    expect(resetDateOf(new Date('2026-01-15T12:00:00Z')).toISOString()).toBe(
      '2026-02-01T00:00:00.000Z',
    )
    expect(resetDateOf(new Date('2026-12-31T23:59:59Z')).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    )
    expect(resetDateOf(new Date('2026-03-01T00:00:00Z')).toISOString()).toBe(
      '2026-04-01T00:00:00.000Z',
    )
  })
})
