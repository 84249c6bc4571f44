import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Endpoint } from '../contract/endpoint.ts'
import { fillPath } from '../contract/endpoint.ts'
import { endpoints } from '../contract/endpoints.ts'
import { apiErrorBodySchema } from '../contract/errors.ts'
import { MOCK_CHECKOUT_SESSION_ID } from './fixtures/billing.ts'
import { bioExportRequest, bioRequest, coverLetterRequest } from './fixtures/generate.ts'
import { frontendJobDescription } from './fixtures/job-descriptions.ts'
import { plagiarismSampleText } from './fixtures/pro.ts'
import { baseResumeText, RESUME_IDS } from './fixtures/resumes.ts'
import { analysisHandlers } from './handlers/analysis.ts'
import { billingHandlers } from './handlers/billing.ts'
import { generateHandlers } from './handlers/generate.ts'
import { healthHandlers } from './handlers/health.ts'
import { paymentsHandlers } from './handlers/payments.ts'
import { plansHandlers } from './handlers/plans.ts'
import { proHandlers } from './handlers/pro.ts'
import { resumesHandlers } from './handlers/resumes.ts'
import { templatesHandlers } from './handlers/templates.ts'
import { usersHandlers } from './handlers/users.ts'
import { mockPath } from './mock-http.ts'
import { server } from './node.ts'
import { resetMockState } from './state.ts'

const BASE = 'http://localhost/api'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetMockState())
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

/** A call the way the API client makes it: JSON in, the endpoint's path under the base. */
function call(
  endpoint: Endpoint,
  options: { params?: Record<string, string>; body?: unknown; query?: string } = {},
) {
  const url = `${BASE}${fillPath(endpoint.path, options.params)}${options.query ? `?${options.query}` : ''}`
  return fetch(url, {
    method: endpoint.method,
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer test-token' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
}

async function json(response: Response): Promise<unknown> {
  return response.json()
}

describe('mockPath', () => {
  it('matches any base that ends in /api and turns {id} into :id', () => {
    expect(mockPath({ path: '/resumes/{id}/template' })).toBe('*/api/resumes/:id/template')
    expect(mockPath({ path: '/user/me' })).toBe('*/api/user/me')
  })
})

describe('default handlers', () => {
  it('answer the profile with a pro user', async () => {
    const response = await call(endpoints.getProfile)
    expect(response.status).toBe(200)
    expect(endpoints.getProfile.response.parse(await json(response))).toMatchObject({ plan: 'pro' })
  })

  it('answer every endpoint of the table (none is unhandled)', async () => {
    for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
      const response = await call(endpoint, {
        params: { id: RESUME_IDS.northwind, version: RESUME_IDS.northwind },
        query:
          endpoint === endpoints.getCheckoutStatus
            ? `session_id=${MOCK_CHECKOUT_SESSION_ID}`
            : undefined,
        body:
          endpoint.method === 'GET' ||
          endpoint.method === 'DELETE' ||
          endpoint.request === 'multipart'
            ? undefined
            : {},
      })
      // A body of {} is refused by validation (422), a multipart call without a file gets 400: both are answers.
      expect(response.status, name).toBeLessThan(500)
    }
  })

  it('list the resumes as a plain array that parses', async () => {
    const list = endpoints.listResumes.response.parse(await json(await call(endpoints.listResumes)))
    expect(list.length).toBe(5)
  })

  it('keep a created resume in the list until reset', async () => {
    const created = await call(endpoints.createResume, {
      body: {
        title: 'Staff Engineer - Woodgrove Bank',
        original_content: baseResumeText,
        job_description: null,
      },
    })
    expect(created.status).toBe(201)
    const resume = endpoints.createResume.response.parse(await json(created))
    expect(resume).toMatchObject({ status: 'draft', match_score: null })
    expect(resume.job_description).toBeUndefined()
    const list = endpoints.listResumes.response.parse(await json(await call(endpoints.listResumes)))
    expect(list[0]?.id).toBe(resume.id)
    resetMockState()
    const again = endpoints.listResumes.response.parse(
      await json(await call(endpoints.listResumes)),
    )
    expect(again.some((r) => r.id === resume.id)).toBe(false)
  })

  it('refuse an invalid body with 422 and a detail, as the server would', async () => {
    const response = await call(endpoints.createResume, {
      body: { title: '', original_content: 'x' },
    })
    expect(response.status).toBe(422)
    expect(apiErrorBodySchema.parse(await json(response)).detail).toMatch(/title/)
  })

  it('optimize a resume and spend one generation', async () => {
    const response = await call(endpoints.optimizeResume, {
      body: { resume_id: RESUME_IDS.tailspin },
    })
    const body = endpoints.optimizeResume.response.parse(await json(response))
    expect(body.usage_stats).toEqual({ generations_remaining: 13, generation_limit: 20 })
    expect(body.resume).toMatchObject({ id: RESUME_IDS.tailspin, status: 'optimized' })
    const stats = endpoints.getUsageStats.response.parse(
      await json(await call(endpoints.getUsageStats)),
    )
    expect(stats.generations_used_this_month).toBe(7)
  })

  it('export a resume as a DOCX download', async () => {
    const response = await call(endpoints.exportResume, {
      body: { resume_id: RESUME_IDS.northwind, format: 'docx' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="senior-frontend-engineer-northwind.docx"',
    )
    expect((await response.blob()).size).toBeGreaterThan(0)
  })

  it('export a bio as PDF', async () => {
    const response = await call(endpoints.exportBioPdf, { body: bioExportRequest })
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    expect(response.headers.get('Content-Disposition')).toContain('daniel-okafor-bio.pdf')
  })

  it('generate a bio and a cover letter from the form', async () => {
    const bio = endpoints.generateBio.response.parse(
      await json(await call(endpoints.generateBio, { body: bioRequest })),
    )
    expect(bio.bio_text).toContain('Daniel Okafor')
    expect(bio.metadata.tone).toBe('neutral')
    const letter = endpoints.generateCoverLetter.response.parse(
      await json(
        await call(endpoints.generateCoverLetter, { body: { ...coverLetterRequest, email: '' } }),
      ),
    )
    expect(letter.metadata).toMatchObject({
      company: 'Northwind Commerce',
      position: 'Senior Frontend Engineer',
    })
    expect(letter.metadata.character_count).toBe(letter.cover_letter_text.length)
  })

  it('analyze keywords', async () => {
    const response = await call(endpoints.analyzeKeywords, {
      body: { resume_content: baseResumeText, job_description: frontendJobDescription },
    })
    const analysis = endpoints.analyzeKeywords.response.parse(await json(response))
    expect(Object.keys(analysis.category_breakdown).sort()).toEqual([
      'certifications',
      'soft',
      'technical',
      'tools',
    ])
  })

  it('complete a checkout: the session, its status, then the plan changes', async () => {
    server.use(...usersHandlers.success)
    const session = endpoints.createCheckoutSession.response.parse(
      await json(
        await call(endpoints.createCheckoutSession, {
          body: { plan_type: 'premium', origin_url: 'http://localhost:5173' },
        }),
      ),
    )
    expect(session.url).toMatch(/^http:\/\/localhost:5173\/payment\/success\?session_id=cs_test_/)
    const sessionId = session.session_id ?? ''
    const status = endpoints.getCheckoutStatus.response.parse(
      await json(await call(endpoints.getCheckoutStatus, { query: `session_id=${sessionId}` })),
    )
    expect(status).toMatchObject({ status: 'complete', plan: 'premium' })
    const profile = endpoints.getProfile.response.parse(
      await json(await call(endpoints.getProfile)),
    )
    expect(profile.plan).toBe('premium')
    const history = endpoints.getBillingHistory.response.parse(
      await json(await call(endpoints.getBillingHistory)),
    )
    expect(history[0]).toMatchObject({ plan_type: 'premium', amount: 9.99, payment_status: 'paid' })
  })

  it('cancel the subscription and show it cancelled afterwards', async () => {
    const response = await call(endpoints.cancelSubscription, { body: { reason: '' } })
    expect(
      endpoints.cancelSubscription.response.parse(await json(response)).subscription_status,
    ).toBe('cancelled')
    const details = endpoints.getSubscription.response.parse(
      await json(await call(endpoints.getSubscription)),
    )
    expect(details).toMatchObject({ subscription_status: 'cancelled', next_billing_date: null })
  })

  it('run the pro tools', async () => {
    const bulk = endpoints.bulkGenerate.response.parse(
      await json(
        await call(endpoints.bulkGenerate, {
          body: { job_descriptions: [frontendJobDescription], user_profile: {} },
        }),
      ),
    )
    expect(bulk).toMatchObject({ total: 1, successful: 1 })
    const check = endpoints.plagiarismCheck.response.parse(
      await json(await call(endpoints.plagiarismCheck, { body: { text: plagiarismSampleText } })),
    )
    expect(check.uniqueness_score).toBeLessThan(90)
    expect(check.flagged_sections.length).toBeGreaterThan(0)
    const summary = endpoints.getUsageSummary.response.parse(
      await json(await call(endpoints.getUsageSummary, { query: 'days=30' })),
    )
    expect(summary.days).toBe(30)
    const bad = await call(endpoints.linkedinImport, {
      body: { profile_url: 'https://example.com/jane' },
    })
    expect(bad.status).toBe(422)
  })

  it('serve the launch plan catalogue and health without auth', async () => {
    const plans = endpoints.getPlans.response.parse(await json(await fetch(`${BASE}/plans`)))
    expect(plans.id).toBe('launch')
    expect(plans.plans.pro.monthlyPrice).toBe(19.99)
    const health = endpoints.getHealth.response.parse(await json(await fetch(`${BASE}/health`)))
    expect(health.status).toBe('ok')
  })

  it('match a base with a prefix before /api', async () => {
    const response = await fetch('https://jobfit.example.com/backend/api/health')
    expect(response.status).toBe(200)
  })
})

describe('scenarios', () => {
  it('limitExceeded: 429 with an object detail', async () => {
    server.use(...generateHandlers.limitExceeded)
    const response = await call(endpoints.optimizeResume, {
      body: { resume_id: RESUME_IDS.tailspin },
    })
    expect(response.status).toBe(429)
    expect(apiErrorBodySchema.parse(await json(response)).detail).toMatchObject({
      error: 'limit_exceeded',
      limit: 20,
      reset_date: '2025-12-01T00:00:00.000Z',
    })
  })

  it('upgradeRequired: 403 with an object detail', async () => {
    server.use(...generateHandlers.upgradeRequired)
    const response = await call(endpoints.optimizeResume, {
      body: { resume_id: RESUME_IDS.tailspin },
    })
    expect(response.status).toBe(403)
    expect(apiErrorBodySchema.parse(await json(response)).detail).toMatchObject({
      error: 'upgrade_required',
    })
  })

  it('the stateful optimize refuses with 429 once the quota is spent', async () => {
    server.use(...usersHandlers.success)
    for (let i = 0; i < 14; i += 1) {
      expect(
        (await call(endpoints.optimizeResume, { body: { resume_id: RESUME_IDS.general } })).status,
      ).toBe(200)
    }
    const refused = await call(endpoints.optimizeResume, {
      body: { resume_id: RESUME_IDS.general },
    })
    expect(refused.status).toBe(429)
    const can = endpoints.getCanGenerate.response.parse(
      await json(await call(endpoints.getCanGenerate)),
    )
    expect(can.can_generate).toBe(false)
  })

  it('bioForbidden and coverLetterForbidden: 403 with the spec text', async () => {
    server.use(...generateHandlers.bioForbidden, ...generateHandlers.coverLetterForbidden)
    const bio = await call(endpoints.generateBio, { body: bioRequest })
    expect(bio.status).toBe(403)
    expect(await json(bio)).toEqual({
      detail: 'Pro subscription required for Executive BIO Generator',
    })
    const letter = await call(endpoints.exportCoverLetterDocx, { body: {} })
    expect(letter.status).toBe(403)
  })

  it('users.free: a free profile with no generations', async () => {
    server.use(...usersHandlers.free)
    const profile = endpoints.getProfile.response.parse(
      await json(await call(endpoints.getProfile)),
    )
    const stats = endpoints.getUsageStats.response.parse(
      await json(await call(endpoints.getUsageStats)),
    )
    expect(profile.plan).toBe('free')
    expect(stats.generation_limit).toBe(0)
  })

  it('users.partialProfile: fills free and inactive when parsed', async () => {
    server.use(...usersHandlers.partialProfile)
    const profile = endpoints.getProfile.response.parse(
      await json(await call(endpoints.getProfile)),
    )
    expect(profile).toMatchObject({ plan: 'free', subscription_status: 'inactive' })
  })

  it('resumes.empty and resumes.error', async () => {
    server.use(...resumesHandlers.empty)
    expect(await json(await call(endpoints.listResumes))).toEqual([])
    server.resetHandlers()
    server.use(...resumesHandlers.error)
    const failed = await call(endpoints.listResumes)
    expect(failed.status).toBe(500)
    expect(typeof apiErrorBodySchema.parse(await json(failed)).detail).toBe('string')
  })

  it('slow: the answer is held back', async () => {
    server.use(...resumesHandlers.slow)
    const pending = call(endpoints.listResumes)
    const first = await Promise.race([
      pending.then(() => 'answered'),
      new Promise((r) => setTimeout(() => r('waiting'), 100)),
    ])
    expect(first).toBe('waiting')
    server.resetHandlers()
    // The held request stays pending; it is abandoned with the test.
  })

  it('payments.error: the session and every fallback path fail', async () => {
    server.use(...paymentsHandlers.error)
    const first = await call(endpoints.createCheckoutSession, {
      body: { plan_type: 'pro', origin_url: 'http://localhost:5173' },
    })
    expect(first.status).toBe(500)
    expect((await fetch(`${BASE}/payments/checkout/session`, { method: 'POST' })).status).toBe(404)
    expect((await fetch(`${BASE}/stripe/create-checkout-session`, { method: 'POST' })).status).toBe(
      404,
    )
  })

  it('payments.noAddress: 200 with no address', async () => {
    server.use(...paymentsHandlers.noAddress)
    const body = endpoints.createCheckoutSession.response.parse(
      await json(
        await call(endpoints.createCheckoutSession, {
          body: { plan_type: 'pro', origin_url: 'http://localhost:5173' },
        }),
      ),
    )
    expect(body).toEqual({})
  })

  it('plans.v1: the v1 catalogue', async () => {
    server.use(...plansHandlers.v1)
    const plans = endpoints.getPlans.response.parse(await json(await call(endpoints.getPlans)))
    expect(plans.lifetimeDeal?.price).toBe(129)
  })

  it('pro.forbidden: pro tools refuse, the features list still loads', async () => {
    server.use(...proHandlers.forbidden)
    expect(
      (await call(endpoints.plagiarismCheck, { body: { text: plagiarismSampleText } })).status,
    ).toBe(403)
    expect((await call(endpoints.getProFeatures)).status).toBe(200)
  })

  it('every scenario of every resource is a non-empty handler list', () => {
    const resources = {
      usersHandlers,
      resumesHandlers,
      templatesHandlers,
      analysisHandlers,
      generateHandlers,
      billingHandlers,
      paymentsHandlers,
      proHandlers,
      plansHandlers,
      healthHandlers,
    }
    for (const [resource, scenarios] of Object.entries(resources)) {
      expect(Object.keys(scenarios), resource).toEqual(
        expect.arrayContaining(['success', 'error', 'slow']),
      )
      for (const [scenario, handlers] of Object.entries(scenarios)) {
        expect(handlers.length, `${resource}.${scenario}`).toBeGreaterThan(0)
      }
    }
  })

  it('an unknown path is not swallowed by a pattern', async () => {
    // MSW reports the unhandled request on the console before failing it; that report is expected here.
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await expect(fetch(`${BASE}/resumes/${RESUME_IDS.northwind}/unknown`)).rejects.toThrow()
    report.mockRestore()
  })
})
