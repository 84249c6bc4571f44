import {
  analyzeKeywordsRequestSchema,
  atsComparisonRequestSchema,
  atsComparisonSchema,
  keywordAnalysisSchema,
} from './analysis.ts'
import {
  billingHistorySchema,
  cancelSubscriptionRequestSchema,
  cancelSubscriptionResponseSchema,
  checkoutSessionRequestSchema,
  checkoutSessionResponseSchema,
  checkoutStatusQuerySchema,
  checkoutStatusSchema,
  subscriptionDetailsSchema,
} from './billing.ts'
import { defineEndpoint } from './endpoint.ts'
import {
  bioExportRequestSchema,
  bioRequestSchema,
  bioResponseSchema,
  coverLetterExportRequestSchema,
  coverLetterRequestSchema,
  coverLetterResponseSchema,
  optimizeRequestSchema,
  optimizeResponseSchema,
} from './generate.ts'
import { healthSchema } from './health.ts'
import { planCatalogSchema } from './plans.ts'
import {
  bulkRequestSchema,
  bulkResponseSchema,
  linkedinImportRequestSchema,
  linkedinImportResponseSchema,
  plagiarismRequestSchema,
  plagiarismResponseSchema,
  proFeaturesSchema,
  usageLimitsSchema,
  usageSummaryQuerySchema,
  usageSummarySchema,
} from './pro.ts'
import {
  createResumeRequestSchema,
  exportResumeRequestSchema,
  jsonResumeImportRequestSchema,
  resumeListSchema,
  resumeSchema,
  setResumeTemplateRequestSchema,
  templateCatalogSchema,
  updateResumeRequestSchema,
  uploadResponseSchema,
} from './resumes.ts'
import {
  resumeReviewSchema,
  resumeVersionListSchema,
  resumeVersionSavedSchema,
  saveResumeVersionRequestSchema,
} from './resume-versions.ts'
import {
  canGenerateSchema,
  setDefaultTemplateResponseSchema,
  setTemplateRequestSchema,
  usageStatsSchema,
  userProfileSchema,
} from './users.ts'

/**
 * Every call of the API (spec §7, plus the calls decisions.md and later screens add). Paths are
 * relative to the API base, which ends in /api. The client, the mocks and the server all read this
 * table, so a path or a shape is written once.
 */
export const endpoints = {
  // Account
  getProfile: defineEndpoint({
    method: 'GET',
    path: '/user/me',
    auth: 'bearer',
    credentials: 'include',
    response: userProfileSchema,
    summary: "The signed-in user's profile: plan and subscription status.",
  }),
  getUsageStats: defineEndpoint({
    method: 'GET',
    path: '/users/me/usage-stats',
    auth: 'bearer',
    response: usageStatsSchema,
    summary: 'AI generations used and left this month, and when the count resets.',
  }),
  getCanGenerate: defineEndpoint({
    method: 'GET',
    path: '/users/me/can-generate',
    auth: 'bearer',
    response: canGenerateSchema,
    summary: 'Whether the user may run an AI generation now.',
  }),
  setDefaultTemplate: defineEndpoint({
    method: 'PUT',
    path: '/users/me/template',
    auth: 'bearer',
    request: setTemplateRequestSchema,
    response: setDefaultTemplateResponseSchema,
    summary: "Sets the user's default resume template.",
  }),
  getSubscription: defineEndpoint({
    method: 'GET',
    path: '/users/me/subscription',
    auth: 'bearer',
    response: subscriptionDetailsSchema,
    summary: 'The subscription with its status and usage record.',
  }),
  getBillingHistory: defineEndpoint({
    method: 'GET',
    path: '/users/me/billing-history',
    auth: 'bearer',
    response: billingHistorySchema,
    summary: 'Payments and refunds, newest first.',
  }),
  cancelSubscription: defineEndpoint({
    method: 'POST',
    path: '/users/me/subscription/cancel',
    auth: 'bearer',
    request: cancelSubscriptionRequestSchema,
    response: cancelSubscriptionResponseSchema,
    summary: 'Cancels the subscription; access lasts until the end of the paid period.',
  }),
  deleteAccount: defineEndpoint({
    method: 'DELETE',
    path: '/users/me',
    auth: 'bearer',
    response: 'empty',
    summary: 'Deletes the account and all its data (billing records are kept, detached).',
  }),
  exportMyData: defineEndpoint({
    method: 'GET',
    path: '/users/me/export',
    auth: 'bearer',
    response: 'binary',
    summary:
      'A ZIP of everything stored for the account: JSON per kind of record, each resume as Markdown.',
  }),

  // Resumes
  listResumes: defineEndpoint({
    method: 'GET',
    path: '/resumes',
    auth: 'bearer',
    response: resumeListSchema,
    summary: "The user's resumes, newest first.",
  }),
  createResume: defineEndpoint({
    method: 'POST',
    path: '/resumes',
    auth: 'bearer',
    request: createResumeRequestSchema,
    response: resumeSchema,
    summary: 'Creates a resume (status draft).',
  }),
  getResume: defineEndpoint({
    method: 'GET',
    path: '/resumes/{id}',
    auth: 'bearer',
    response: resumeSchema,
    summary: 'One resume.',
  }),
  updateResume: defineEndpoint({
    method: 'PUT',
    path: '/resumes/{id}',
    auth: 'bearer',
    request: updateResumeRequestSchema,
    response: resumeSchema,
    summary: "Updates a resume's title, texts or job description (the editor's save).",
  }),
  deleteResume: defineEndpoint({
    method: 'DELETE',
    path: '/resumes/{id}',
    auth: 'bearer',
    response: 'empty',
    summary: 'Deletes a resume.',
  }),
  uploadResume: defineEndpoint({
    method: 'POST',
    path: '/upload/resume',
    auth: 'bearer',
    request: 'multipart',
    response: uploadResponseSchema,
    summary: 'Extracts the text of an uploaded PDF, DOCX or TXT file (multipart field "file").',
  }),
  getTemplates: defineEndpoint({
    method: 'GET',
    path: '/templates',
    auth: 'bearer',
    response: templateCatalogSchema,
    summary: 'The resume templates, keyed by id.',
  }),
  setResumeTemplate: defineEndpoint({
    method: 'PUT',
    path: '/resumes/{id}/template',
    auth: 'bearer',
    request: setResumeTemplateRequestSchema,
    response: resumeSchema,
    summary: "Sets one resume's template.",
  }),
  exportJsonResume: defineEndpoint({
    method: 'GET',
    path: '/resumes/{id}/json-resume',
    auth: 'bearer',
    response: 'binary',
    summary:
      'The resume (its optimized text when there is one) as a JSON Resume v1.0.0 file, https://jsonresume.org/schema.',
  }),
  importJsonResume: defineEndpoint({
    method: 'POST',
    path: '/resumes/import/json-resume',
    auth: 'bearer',
    request: jsonResumeImportRequestSchema,
    response: resumeSchema,
    summary:
      'Creates a resume (status draft) from a JSON Resume v1.0.0 document sent as the body; 422 names each problem and its fix.',
  }),
  listResumeVersions: defineEndpoint({
    method: 'GET',
    path: '/resumes/{id}/versions',
    auth: 'bearer',
    response: resumeVersionListSchema,
    summary: "The resume's saved versions, newest first (1 is the original).",
  }),
  getResumeReview: defineEndpoint({
    method: 'GET',
    path: '/resumes/{id}/review',
    auth: 'bearer',
    response: resumeReviewSchema,
    summary: "The latest optimization's proposed changes, for review; 404 when there is none.",
  }),
  saveResumeVersion: defineEndpoint({
    method: 'POST',
    path: '/resumes/{id}/versions',
    auth: 'bearer',
    request: saveResumeVersionRequestSchema,
    response: resumeVersionSavedSchema,
    summary: "Stores a text (the reviewed changes or the editor's) as the resume's new version.",
  }),
  restoreResumeVersion: defineEndpoint({
    method: 'POST',
    path: '/resumes/{id}/versions/{version}/restore',
    auth: 'bearer',
    response: resumeVersionSavedSchema,
    summary: "Makes an earlier version the resume's text again, as a new version.",
  }),
  optimizeResume: defineEndpoint({
    method: 'POST',
    path: '/optimize/resume',
    auth: 'bearer',
    request: optimizeRequestSchema,
    response: optimizeResponseSchema,
    summary: 'AI-rewrites a resume for its job description; counts one generation.',
  }),
  exportResume: defineEndpoint({
    method: 'POST',
    path: '/export/resume',
    auth: 'bearer',
    request: exportResumeRequestSchema,
    response: 'binary',
    summary: 'Renders a resume with its template as DOCX (or PDF).',
  }),

  // Analysis
  analyzeAtsComparison: defineEndpoint({
    method: 'POST',
    path: '/analyze/ats-comparison',
    auth: 'bearer',
    request: atsComparisonRequestSchema,
    response: atsComparisonSchema,
    summary: 'ATS scores of the original and the optimized text, and the difference.',
  }),
  analyzeKeywords: defineEndpoint({
    method: 'POST',
    path: '/analyze/keywords',
    auth: 'bearer',
    request: analyzeKeywordsRequestSchema,
    response: keywordAnalysisSchema,
    summary: 'Keyword match and ATS score of a resume against a job description.',
  }),

  // Generators
  generateBio: defineEndpoint({
    method: 'POST',
    path: '/generate/bio',
    auth: 'bearer',
    request: bioRequestSchema,
    response: bioResponseSchema,
    summary: 'Writes an executive biography (pro).',
  }),
  exportBioDocx: defineEndpoint({
    method: 'POST',
    path: '/generate/bio/docx',
    auth: 'bearer',
    request: bioExportRequestSchema,
    response: 'binary',
    summary: 'The biography as a Word document (pro).',
  }),
  exportBioPdf: defineEndpoint({
    method: 'POST',
    path: '/generate/bio/pdf',
    auth: 'bearer',
    request: bioExportRequestSchema,
    response: 'binary',
    summary: 'The biography as a PDF (pro).',
  }),
  generateCoverLetter: defineEndpoint({
    method: 'POST',
    path: '/generate/cover-letter',
    auth: 'bearer',
    request: coverLetterRequestSchema,
    response: coverLetterResponseSchema,
    summary: 'Writes a cover letter (premium and pro).',
  }),
  exportCoverLetterDocx: defineEndpoint({
    method: 'POST',
    path: '/generate/cover-letter/docx',
    auth: 'bearer',
    request: coverLetterExportRequestSchema,
    response: 'binary',
    summary: 'The cover letter as a Word document (premium and pro).',
  }),
  exportCoverLetterPdf: defineEndpoint({
    method: 'POST',
    path: '/generate/cover-letter/pdf',
    auth: 'bearer',
    request: coverLetterExportRequestSchema,
    response: 'binary',
    summary: 'The cover letter as a PDF (premium and pro).',
  }),

  // Payments
  createCheckoutSession: defineEndpoint({
    method: 'POST',
    path: '/payments/checkout-session',
    auth: 'bearer',
    credentials: 'include',
    request: checkoutSessionRequestSchema,
    response: checkoutSessionResponseSchema,
    summary: 'Starts a hosted checkout for a paid plan; answers with its address.',
  }),
  getCheckoutStatus: defineEndpoint({
    method: 'GET',
    path: '/payments/checkout-status',
    auth: 'none',
    credentials: 'include',
    query: checkoutStatusQuerySchema,
    response: checkoutStatusSchema,
    summary: "A checkout session's status and plan, by session id alone.",
  }),

  // Pro toolset
  bulkGenerate: defineEndpoint({
    method: 'POST',
    path: '/pro/bulk-generate',
    auth: 'bearer',
    request: bulkRequestSchema,
    response: bulkResponseSchema,
    summary: 'Tailors one resume to 1-5 job descriptions (pro); one generation per success.',
  }),
  plagiarismCheck: defineEndpoint({
    method: 'POST',
    path: '/pro/plagiarism-check',
    auth: 'bearer',
    request: plagiarismRequestSchema,
    response: plagiarismResponseSchema,
    summary: 'Originality check of a text (pro).',
  }),
  linkedinImport: defineEndpoint({
    method: 'POST',
    path: '/pro/linkedin-import',
    auth: 'bearer',
    request: linkedinImportRequestSchema,
    response: linkedinImportResponseSchema,
    summary: 'Imports a LinkedIn profile by URL through the profile-data provider (pro).',
  }),
  linkedinImportFile: defineEndpoint({
    method: 'POST',
    path: '/pro/linkedin-import/file',
    auth: 'bearer',
    request: 'multipart',
    response: linkedinImportResponseSchema,
    summary:
      'Imports a LinkedIn "Save to PDF" file or data-export ZIP (multipart field "file", pro).',
  }),
  getProFeatures: defineEndpoint({
    method: 'GET',
    path: '/pro/features',
    auth: 'none',
    response: proFeaturesSchema,
    summary: 'The pro features list.',
  }),
  getUsageSummary: defineEndpoint({
    method: 'GET',
    path: '/usage/summary',
    auth: 'bearer',
    query: usageSummaryQuerySchema,
    response: usageSummarySchema,
    summary: 'AI actions of the last N days, by type (pro).',
  }),
  getUsageLimits: defineEndpoint({
    method: 'GET',
    path: '/usage/limits',
    auth: 'bearer',
    response: usageLimitsSchema,
    summary: "The user's plan and generation allowance.",
  }),

  // Public
  getPlans: defineEndpoint({
    method: 'GET',
    path: '/plans',
    auth: 'none',
    response: planCatalogSchema,
    summary: 'The active plan catalogue: every price and limit the UI shows.',
  }),
  getHealth: defineEndpoint({
    method: 'GET',
    path: '/health',
    auth: 'none',
    response: healthSchema,
    summary: 'Liveness of the API.',
  }),
} as const

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
