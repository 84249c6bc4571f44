import type * as z from 'zod/mini'
import { planCatalogSchema } from './plans.ts'
import type { FeatureId, PlanCatalog, PlanCatalogId } from './plans.ts'

/*
 * Both plan catalogues of decisions.md, the one data file the server serves (GET /plans) and the
 * mocks use. Parsed at load, so a figure that breaks the catalogue's rules fails at start-up.
 * Feature lists follow the gates of spec §6, widened for a metered feature exactly when the
 * catalogue gives the plan a limit above 0 for it (decisions.md).
 */

const PREMIUM_FEATURES = [
  'keyword_analysis',
  'ai_optimization',
  'wysiwyg_editor',
  'docx_export',
  'cover_letter',
] as const satisfies readonly FeatureId[]

const PRO_FEATURES = [
  ...PREMIUM_FEATURES,
  'priority_support',
  'executive_bio',
  'pro_dashboard',
  'linkedin_import',
  'bulk_generation',
  'plagiarism_check',
] as const satisfies readonly FeatureId[]

/** Spec §6 and §9 as shown on the pricing cards: 0 / 9.99 / 19.99 a month, 0 / 1 / 20 generations. */
const launch = {
  id: 'launch',
  version: 'launch',
  currency: 'USD',
  plans: {
    free: {
      label: 'Free',
      monthlyPrice: 0,
      yearlyPrice: null,
      monthlyGenerations: 0,
      features: ['keyword_analysis'],
      // Keyword analysis unlimited on every plan; bio and cover letters are not metered at launch.
      limits: { ats_scans: null, ai_rewrites: 0, cover_letters: 0 },
    },
    premium: {
      label: 'Premium',
      monthlyPrice: 9.99,
      yearlyPrice: null,
      monthlyGenerations: 1,
      features: [...PREMIUM_FEATURES],
      limits: { ats_scans: null, ai_rewrites: 1, cover_letters: null },
    },
    pro: {
      label: 'Pro',
      monthlyPrice: 19.99,
      yearlyPrice: null,
      monthlyGenerations: 20,
      features: [...PRO_FEATURES],
      limits: { ats_scans: null, ai_rewrites: 20, cover_letters: null },
    },
  },
  lifetimeDeal: null,
} satisfies z.input<typeof planCatalogSchema>

/** Spec §9's client plan catalogue, pricing version v1-2025-10-02. */
const v1 = {
  id: 'v1-2025-10-02',
  version: 'v1-2025-10-02',
  currency: 'USD',
  plans: {
    free: {
      label: 'Free',
      monthlyPrice: 0,
      yearlyPrice: 0,
      monthlyGenerations: 5,
      // 5 AI rewrites a month open optimization to free under this catalogue; no cover letters.
      features: ['keyword_analysis', 'ai_optimization'],
      limits: { ats_scans: 1, ai_rewrites: 5, cover_letters: 0 },
    },
    premium: {
      label: 'Premium',
      monthlyPrice: 9.99,
      yearlyPrice: 96,
      monthlyGenerations: 200,
      features: [...PREMIUM_FEATURES],
      limits: { ats_scans: 30, ai_rewrites: 200, cover_letters: 10 },
    },
    pro: {
      label: 'Pro',
      monthlyPrice: 29.99,
      yearlyPrice: 288,
      monthlyGenerations: null,
      features: [...PRO_FEATURES],
      limits: { ats_scans: null, ai_rewrites: null, cover_letters: null },
    },
  },
  lifetimeDeal: { price: 129, plan: 'pro', templates: 25 },
} satisfies z.input<typeof planCatalogSchema>

export const PLAN_CATALOGS: Readonly<Record<PlanCatalogId, PlanCatalog>> = {
  launch: planCatalogSchema.parse(launch),
  'v1-2025-10-02': planCatalogSchema.parse(v1),
}

export function getPlanCatalog(id: PlanCatalogId): PlanCatalog {
  return PLAN_CATALOGS[id]
}
