import { describe, expect, it } from 'vitest'
import { getPlanCatalog, PLAN_CATALOGS } from './plan-catalogs.ts'
import { DEFAULT_PLAN_CATALOG_ID, PLAN_CATALOG_IDS, planCatalogSchema } from './plans.ts'

describe('plan catalogues', () => {
  it('has both catalogues, launch by default', () => {
    expect(PLAN_CATALOG_IDS).toEqual(['launch', 'v1-2025-10-02'])
    expect(DEFAULT_PLAN_CATALOG_ID).toBe('launch')
    for (const id of PLAN_CATALOG_IDS) {
      expect(getPlanCatalog(id).id).toBe(id)
      expect(planCatalogSchema.parse(PLAN_CATALOGS[id])).toEqual(PLAN_CATALOGS[id])
    }
  })

  it('launch: $0 / $9.99 / $19.99 a month, 0 / 1 / 20 generations, analysis unlimited', () => {
    const { plans, currency, lifetimeDeal } = getPlanCatalog('launch')
    expect(currency).toBe('USD')
    expect([plans.free.monthlyPrice, plans.premium.monthlyPrice, plans.pro.monthlyPrice]).toEqual([
      0, 9.99, 19.99,
    ])
    expect([
      plans.free.monthlyGenerations,
      plans.premium.monthlyGenerations,
      plans.pro.monthlyGenerations,
    ]).toEqual([0, 1, 20])
    expect([
      plans.free.limits.ats_scans,
      plans.premium.limits.ats_scans,
      plans.pro.limits.ats_scans,
    ]).toEqual([null, null, null])
    expect(plans.free.features).toEqual(['keyword_analysis'])
    expect(lifetimeDeal).toBeNull()
  })

  it('v1-2025-10-02: the client catalogue of spec §9', () => {
    const catalog = getPlanCatalog('v1-2025-10-02')
    const { free, premium, pro } = catalog.plans
    expect(catalog.version).toBe('v1-2025-10-02')
    expect(catalog.currency).toBe('USD')
    expect(free).toMatchObject({
      monthlyPrice: 0,
      limits: { ats_scans: 1, ai_rewrites: 5, cover_letters: 0 },
    })
    expect(premium).toMatchObject({
      monthlyPrice: 9.99,
      yearlyPrice: 96,
      limits: { ats_scans: 30, ai_rewrites: 200, cover_letters: 10 },
    })
    expect(pro).toMatchObject({
      monthlyPrice: 29.99,
      yearlyPrice: 288,
      monthlyGenerations: null,
      limits: { ats_scans: null, ai_rewrites: null, cover_letters: null },
    })
    expect(catalog.lifetimeDeal).toEqual({ price: 129, plan: 'pro', templates: 25 })
  })

  it('gates: premium adds the editor and cover letters, pro adds the toolset', () => {
    for (const id of PLAN_CATALOG_IDS) {
      const { free, premium, pro } = getPlanCatalog(id).plans
      expect(free.features).not.toContain('wysiwyg_editor')
      expect(free.features).not.toContain('cover_letter')
      expect(premium.features).toEqual(
        expect.arrayContaining([
          'ai_optimization',
          'wysiwyg_editor',
          'docx_export',
          'cover_letter',
        ]),
      )
      expect(premium.features).not.toContain('executive_bio')
      expect(pro.features).toEqual(
        expect.arrayContaining([
          'executive_bio',
          'pro_dashboard',
          'linkedin_import',
          'bulk_generation',
          'plagiarism_check',
        ]),
      )
    }
  })

  it('refuses a catalogue whose feature list contradicts its metered limits', () => {
    const broken = structuredClone(getPlanCatalog('launch'))
    broken.plans.free.features.push('cover_letter')
    expect(planCatalogSchema.safeParse(broken).success).toBe(false)
  })

  it('refuses a catalogue whose generations and AI rewrites differ', () => {
    const broken = structuredClone(getPlanCatalog('launch'))
    broken.plans.pro.monthlyGenerations = 5
    expect(planCatalogSchema.safeParse(broken).success).toBe(false)
  })
})
