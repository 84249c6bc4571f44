import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Endpoint } from './endpoint.ts'
import { endpoints } from './endpoints.ts'

const entries = Object.entries(endpoints) as [string, Endpoint][]

const EXPECTED_NAMES = [
  'getProfile',
  'getUsageStats',
  'getCanGenerate',
  'listResumes',
  'createResume',
  'getResume',
  'updateResume',
  'deleteResume',
  'uploadResume',
  'getTemplates',
  'setDefaultTemplate',
  'setResumeTemplate',
  'exportJsonResume',
  'importJsonResume',
  'listResumeVersions',
  'getResumeReview',
  'saveResumeVersion',
  'restoreResumeVersion',
  'optimizeResume',
  'exportResume',
  'analyzeAtsComparison',
  'analyzeKeywords',
  'getSubscription',
  'getBillingHistory',
  'cancelSubscription',
  'deleteAccount',
  'exportMyData',
  'generateBio',
  'exportBioDocx',
  'exportBioPdf',
  'generateCoverLetter',
  'exportCoverLetterDocx',
  'exportCoverLetterPdf',
  'createCheckoutSession',
  'getCheckoutStatus',
  'bulkGenerate',
  'plagiarismCheck',
  'linkedinImport',
  'linkedinImportFile',
  'getProFeatures',
  'getUsageSummary',
  'getUsageLimits',
  'getPlans',
  'getHealth',
]

// Spec §7 as written: method and path of every call the product makes.
const SPEC_CALLS = [
  'GET /user/me',
  'GET /users/me/usage-stats',
  'GET /users/me/can-generate',
  'GET /resumes',
  'POST /resumes',
  'POST /upload/resume',
  'GET /templates',
  'PUT /users/me/template',
  'PUT /resumes/{id}/template',
  'POST /optimize/resume',
  'POST /export/resume',
  'POST /analyze/ats-comparison',
  'POST /analyze/keywords',
  'GET /users/me/subscription',
  'GET /users/me/billing-history',
  'POST /users/me/subscription/cancel',
  'DELETE /users/me',
  'POST /generate/bio',
  'POST /generate/bio/docx',
  'POST /generate/bio/pdf',
  'POST /generate/cover-letter',
  'POST /generate/cover-letter/docx',
  'POST /generate/cover-letter/pdf',
  'POST /payments/checkout-session',
  'GET /payments/checkout-status',
  'POST /pro/bulk-generate',
  'POST /pro/plagiarism-check',
  'POST /pro/linkedin-import',
  'GET /pro/features',
  'GET /usage/summary',
  'GET /usage/limits',
]

describe('endpoints', () => {
  it('has exactly the agreed names', () => {
    expect(Object.keys(endpoints).sort()).toEqual([...EXPECTED_NAMES].sort())
  })

  it('gives every endpoint a unique method and path', () => {
    const keys = entries.map(([, e]) => `${e.method} ${e.path}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('covers every call of spec §7', () => {
    const keys = new Set(entries.map(([, e]) => `${e.method} ${e.path}`))
    for (const call of SPEC_CALLS) expect(keys, call).toContain(call)
  })

  it('writes paths relative to the API base, without a query string', () => {
    for (const [name, e] of entries) {
      expect(e.path, name).toMatch(/^\/[a-z0-9\-/{}]*$/)
      expect(e.path.startsWith('/api'), name).toBe(false)
    }
  })

  it('sends no auth only for the public calls', () => {
    const open = entries.filter(([, e]) => e.auth === 'none').map(([name]) => name)
    expect(open.sort()).toEqual(['getCheckoutStatus', 'getHealth', 'getPlans', 'getProFeatures'])
  })

  it('includes credentials exactly on the profile and checkout calls', () => {
    const withCookies = entries.filter(([, e]) => e.credentials === 'include').map(([name]) => name)
    expect(withCookies.sort()).toEqual(['createCheckoutSession', 'getCheckoutStatus', 'getProfile'])
  })

  it('answers the export calls with a file', () => {
    const binary = entries.filter(([, e]) => e.response === 'binary').map(([name]) => name)
    expect(binary.sort()).toEqual(
      [
        'exportBioDocx',
        'exportBioPdf',
        'exportCoverLetterDocx',
        'exportCoverLetterPdf',
        'exportJsonResume',
        'exportMyData',
        'exportResume',
      ].sort(),
    )
  })

  it('takes the uploads as multipart', () => {
    const multipart = entries.filter(([, e]) => e.request === 'multipart').map(([name]) => name)
    expect(multipart.sort()).toEqual(['linkedinImportFile', 'uploadResume'])
  })

  it('sends no body on GET and DELETE', () => {
    for (const [name, e] of entries) {
      if (e.method === 'GET' || e.method === 'DELETE') expect(e.request, name).toBeUndefined()
    }
  })

  it("returns plain arrays for the spec's lists", () => {
    expect(endpoints.listResumes.response.parse([])).toEqual([])
    expect(endpoints.getBillingHistory.response.parse([])).toEqual([])
  })

  it('reads the query of the checkout status and the usage summary', () => {
    expect(endpoints.getCheckoutStatus.query.parse({ session_id: 'cs_test_1' })).toEqual({
      session_id: 'cs_test_1',
    })
    expect(endpoints.getUsageSummary.query.parse({ days: '30' })).toEqual({ days: 30 })
    expect(endpoints.getUsageSummary.query.parse({})).toEqual({ days: 30 })
  })

  // The server publishes OpenAPI from these schemas (architecture.md), so each must convert.
  it('converts every schema to JSON Schema, both directions', () => {
    for (const [name, e] of entries) {
      for (const schema of [e.request, e.response, e.query]) {
        if (!schema || typeof schema === 'string') continue
        for (const io of ['input', 'output'] as const) {
          expect(() => z.toJSONSchema(schema, { io }), `${name} (${io})`).not.toThrow()
        }
      }
    }
  })
})
