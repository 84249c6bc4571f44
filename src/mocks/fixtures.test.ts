import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import { atsComparisonSchema, keywordAnalysisSchema } from '../contract/analysis.ts'
import {
  billingHistorySchema,
  cancelSubscriptionResponseSchema,
  checkoutSessionResponseSchema,
  checkoutStatusSchema,
  subscriptionDetailsSchema,
} from '../contract/billing.ts'
import { KEYWORD_CATEGORIES } from '../contract/common.ts'
import { apiErrorBodySchema } from '../contract/errors.ts'
import {
  bioExportRequestSchema,
  bioRequestSchema,
  bioResponseSchema,
  coverLetterExportRequestSchema,
  coverLetterRequestSchema,
  coverLetterResponseSchema,
  optimizeResponseSchema,
} from '../contract/generate.ts'
import { healthSchema } from '../contract/health.ts'
import { planCatalogSchema } from '../contract/plans.ts'
import {
  bulkRequestSchema,
  bulkResponseSchema,
  linkedinImportResponseSchema,
  plagiarismRequestSchema,
  plagiarismResponseSchema,
  proFeaturesSchema,
  usageLimitsSchema,
  usageSummarySchema,
} from '../contract/pro.ts'
import {
  resumeListSchema,
  templateCatalogSchema,
  uploadResponseSchema,
} from '../contract/resumes.ts'
import { canGenerateSchema, usageStatsSchema, userProfileSchema } from '../contract/users.ts'
import * as analysis from './fixtures/analysis.ts'
import * as billing from './fixtures/billing.ts'
import { errorBodies } from './fixtures/errors.ts'
import * as generate from './fixtures/generate.ts'
import * as healthFixtures from './fixtures/health.ts'
import * as plans from './fixtures/plans.ts'
import * as pro from './fixtures/pro.ts'
import * as resumes from './fixtures/resumes.ts'
import * as users from './fixtures/users.ts'

type Case = [name: string, schema: z.ZodMiniType, value: unknown]
const each = (prefix: string, schema: z.ZodMiniType, record: Record<string, unknown>): Case[] =>
  Object.entries(record).map(([name, value]) => [`${prefix}.${name}`, schema, value])

// Every fixture beside the schema of the call that returns (or accepts) it.
const CASES: Case[] = [
  ['resumes', resumeListSchema, resumes.resumes],
  ['templateCatalog', templateCatalogSchema, resumes.templateCatalog],
  ['uploadedPdf', uploadResponseSchema, resumes.uploadedPdf],
  ['uploadedTwoColumnPdf', uploadResponseSchema, resumes.uploadedTwoColumnPdf],
  ['keywordAnalysis', keywordAnalysisSchema, analysis.keywordAnalysis],
  ['optimizedKeywordAnalysis', keywordAnalysisSchema, analysis.optimizedKeywordAnalysis],
  ['lowMatchKeywordAnalysis', keywordAnalysisSchema, analysis.lowMatchKeywordAnalysis],
  ['atsComparison', atsComparisonSchema, analysis.atsComparison],
  ...each('profiles', userProfileSchema, users.profiles),
  ...each('usageStats', usageStatsSchema, users.usageStats),
  ...each('canGenerate', canGenerateSchema, users.canGenerate),
  ...each('subscriptions', subscriptionDetailsSchema, billing.subscriptions),
  ['billingHistory', billingHistorySchema, billing.billingHistory],
  ['refundedPayment', billingHistorySchema, billing.refundedPayment],
  ['cancelledSubscription', cancelSubscriptionResponseSchema, billing.cancelledSubscription],
  ['checkoutSession', checkoutSessionResponseSchema, billing.checkoutSession],
  ['checkoutSessionSnakeCase', checkoutSessionResponseSchema, billing.checkoutSessionSnakeCase],
  ...each('checkoutStatuses', checkoutStatusSchema, billing.checkoutStatuses),
  ['optimizeResponse', optimizeResponseSchema, generate.optimizeResponse],
  [
    'optimizeResponseLastGeneration',
    optimizeResponseSchema,
    generate.optimizeResponseLastGeneration,
  ],
  ['bioRequest', bioRequestSchema, generate.bioRequest],
  ['bioResponse', bioResponseSchema, generate.bioResponse],
  ['bioExportRequest', bioExportRequestSchema, generate.bioExportRequest],
  ['coverLetterRequest', coverLetterRequestSchema, generate.coverLetterRequest],
  ['coverLetterResponse', coverLetterResponseSchema, generate.coverLetterResponse],
  ['coverLetterExportRequest', coverLetterExportRequestSchema, generate.coverLetterExportRequest],
  ['bulkRequest', bulkRequestSchema, { job_descriptions: pro.bulkJobDescriptions }],
  ['bulkRequestMax', bulkRequestSchema, { job_descriptions: pro.bulkJobDescriptionsMax }],
  ['bulkResponse', bulkResponseSchema, pro.bulkResponse],
  ...each('plagiarismResults', plagiarismResponseSchema, pro.plagiarismResults),
  ['plagiarismSampleText', plagiarismRequestSchema, { text: pro.plagiarismSampleText }],
  ['linkedinProfile', linkedinImportResponseSchema, pro.linkedinProfile],
  ['proFeatures', proFeaturesSchema, pro.proFeatures],
  ['usageSummary', usageSummarySchema, pro.usageSummary],
  ['usageSummaryEmpty', usageSummarySchema, pro.usageSummaryEmpty],
  ...each('usageLimits', usageLimitsSchema, pro.usageLimits),
  ['launchCatalog', planCatalogSchema, plans.launchCatalog],
  ['v1Catalog', planCatalogSchema, plans.v1Catalog],
  ['health', healthSchema, healthFixtures.health],
  ['healthDegraded', healthSchema, healthFixtures.healthDegraded],
  ...each('errorBodies', apiErrorBodySchema, errorBodies),
]

describe('fixtures', () => {
  it.each(CASES)('%s parses with its contract schema', (_name, schema, value) => {
    const result = schema.safeParse(value)
    expect(result.error?.issues ?? []).toEqual([])
  })

  it('covers every resume status and a resume without job description', () => {
    expect(new Set(resumes.resumes.map((r) => r.status))).toEqual(
      new Set(['draft', 'optimized', 'exported']),
    )
    expect(resumes.resumes.some((r) => r.job_description === undefined)).toBe(true)
    expect(new Set(resumes.resumes.map((r) => r.id)).size).toBe(resumes.resumes.length)
  })

  it('lists resumes newest first', () => {
    const dates = resumes.resumes.map((r) => r.created_at)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('has a keyword analysis whose totals agree, with all four categories', () => {
    for (const a of [
      analysis.keywordAnalysis,
      analysis.optimizedKeywordAnalysis,
      analysis.lowMatchKeywordAnalysis,
    ]) {
      expect(a.matched_keywords + a.missing_keywords).toBe(a.total_keywords)
      expect(a.keyword_matches).toHaveLength(a.total_keywords)
      const total = KEYWORD_CATEGORIES.reduce((sum, c) => sum + a.category_breakdown[c].total, 0)
      expect(total).toBe(a.total_keywords)
    }
    const categories = new Set(analysis.keywordAnalysis.keyword_matches.map((m) => m.category))
    expect(categories).toEqual(new Set(KEYWORD_CATEGORIES))
    expect(analysis.optimizedKeywordAnalysis.ats_comparison?.improvement_delta).toBe(
      analysis.atsComparison.optimized_score - analysis.atsComparison.original_score,
    )
  })

  it('has billing rows that are paid, pending and failed', () => {
    const statuses = new Set(billing.billingHistory.map((row) => row.payment_status))
    expect(statuses).toEqual(new Set(['paid', 'pending', 'failed']))
  })

  it('has usage per plan, a low quota and none left', () => {
    const { usageStats } = users
    expect([usageStats.free.plan, usageStats.premium.plan, usageStats.pro.plan]).toEqual([
      'free',
      'premium',
      'pro',
    ])
    expect(usageStats.proLowQuota.generations_remaining).toBe(2)
    expect(usageStats.proLimitReached.generations_remaining).toBe(0)
    expect(usageStats.premiumLimitReached.generations_remaining).toBe(0)
    for (const stats of Object.values(usageStats)) {
      if (stats.generation_limit === null) continue
      expect(stats.generations_used_this_month + (stats.generations_remaining ?? 0)).toBe(
        stats.generation_limit,
      )
    }
  })

  it('has plagiarism results in each band', () => {
    const { excellent, good, low } = pro.plagiarismResults
    expect(excellent.uniqueness_score).toBeGreaterThanOrEqual(90)
    expect(good.uniqueness_score).toBeGreaterThanOrEqual(75)
    expect(good.uniqueness_score).toBeLessThan(90)
    expect(low.uniqueness_score).toBeLessThan(75)
    for (const section of low.flagged_sections) {
      expect(pro.plagiarismSampleText.slice(section.start, section.end)).toBe(section.text)
    }
  })

  it('has a bulk response whose counts agree with its results', () => {
    expect(pro.bulkResponse.total).toBe(pro.bulkResponse.results.length)
    expect(pro.bulkResponse.successful).toBe(
      pro.bulkResponse.results.filter((r) => r.status === 'success').length,
    )
  })
})
