import type { HttpMethod } from '../../src/contract/endpoint.ts'
import { buildExportZip } from '../domain/linkedin/profile-fixtures.ts'
import { PREMIUM_REQUIRED } from '../routes/export.ts'
import {
  BIO_EXPORT_FORBIDDEN,
  BIO_FORBIDDEN,
  COVER_LETTER_EXPORT_FORBIDDEN,
  COVER_LETTER_FORBIDDEN,
} from '../routes/generate.ts'
import { OPTIMIZE_UPGRADE_REQUIRED } from '../routes/optimize.ts'
import { BULK_FORBIDDEN, USAGE_SUMMARY_FORBIDDEN } from '../routes/pro.ts'
import { PRO_TOOL_FORBIDDEN } from '../routes/pro-tools.ts'

/*
 * Who may call what: the one table of every route the API registers, with the status each kind of
 * caller gets (launch catalogue). server/routes/authorization-matrix.test.ts calls every cell and
 * fails on any other status, and on any registered route missing here, so a new route cannot
 * escape it. Change access here first, then the code.
 */

/**
 * anonymous: no Authorization header. forged: a well-formed ID token that the identity provider
 * refuses (another project's audience). free, premium, pro: signed-in users on those plans.
 * another: a signed-in pro user (so that no plan gate stops it) calling with a resume it does not
 * own; only for routes that name a resume.
 */
export const CALLERS = ['anonymous', 'forged', 'free', 'premium', 'pro', 'another'] as const
export type Caller = (typeof CALLERS)[number]

export type Expectation = Record<Exclude<Caller, 'another'>, number> & { another?: number }

/** What a cell is given to build its request with. */
export interface CellResources {
  /** A resume of the caller (of someone else for `another`, anonymous and forged). */
  resumeId: string
  /** An open built-in checkout session of a third user. */
  checkoutSessionId: string
  /** A Stripe-Signature header for a payload, made with the server's webhook secret. */
  signWebhook: (payload: string) => string
}

/** One request; at most one kind of body. */
export interface AccessRequest {
  url: string
  json?: unknown
  form?: Record<string, string>
  /** A multipart upload in the field "file". */
  file?: { filename: string; content: Uint8Array | string }
  /** A body sent as is, with its own headers. */
  raw?: { body: string; headers: Record<string, string> }
}

export interface RouteAccess {
  method: HttpMethod
  /** The route as Fastify registers it ('/api/resumes/:id'). */
  route: string
  /** A request that is valid for the route, so the status shows access, not validation. */
  request: (resources: CellResources) => AccessRequest
  expect: Expectation
  /** The detail of the route's 403 (spec §6, §8), when a plan is refused. */
  forbidden?: string | Record<string, unknown>
  /** What must exist before the call. */
  needs?: 'resume' | 'checkout-session'
  /** The call deletes or downgrades the account: each cell runs on a new account of its plan. */
  consumesAccount?: true
}

export const RESUME_TEXT = `# Jane Doe
jane@example.com

## Experience
Backend Engineer, Acme Corp, 2019 - Present
- Built REST APIs in Python serving 2 million requests a day
- Ran PostgreSQL clusters and cut query latency by 40%

## Skills
Python, PostgreSQL, REST, Docker`

export const JOB_TEXT = `Senior Backend Engineer
Requirements:
- 5+ years of experience with Python and PostgreSQL
- Experience with Docker and REST APIs`

const ORIGIN = 'http://localhost:5173'

const BIO = {
  full_name: 'Jane Doe',
  current_title: 'Backend Engineer',
  industry: 'Software',
  education: 'BSc Computer Science, MIT',
  accomplishments: 'Built REST APIs in Python serving 2 million requests a day.',
}

const LETTER = {
  full_name: 'Jane Doe',
  target_job_title: 'Senior Backend Engineer',
  company_name: 'Globex',
}

/** Every signed-in plan may call it. */
const SIGNED_IN: Expectation = { anonymous: 401, forged: 401, free: 200, premium: 200, pro: 200 }
/** Premium and pro (spec §6: optimization, export, editor, cover letters). */
const PREMIUM: Expectation = { anonymous: 401, forged: 401, free: 403, premium: 200, pro: 200 }
/** Pro only (spec §6: bio, the pro dashboard and toolset). */
const PRO: Expectation = { anonymous: 401, forged: 401, free: 403, premium: 403, pro: 200 }
/** No sign-in (spec §7 'no auth'); a token, even a forged one, is not looked at. */
const PUBLIC: Expectation = { anonymous: 200, forged: 200, free: 200, premium: 200, pro: 200 }

export const ROUTE_ACCESS: readonly RouteAccess[] = [
  // Account
  {
    method: 'GET',
    route: '/api/user/me',
    request: () => ({ url: '/api/user/me' }),
    expect: SIGNED_IN,
  },
  {
    method: 'GET',
    route: '/api/users/me/usage-stats',
    request: () => ({ url: '/api/users/me/usage-stats' }),
    expect: SIGNED_IN,
  },
  {
    method: 'GET',
    route: '/api/users/me/can-generate',
    request: () => ({ url: '/api/users/me/can-generate' }),
    expect: SIGNED_IN,
  },
  {
    method: 'PUT',
    route: '/api/users/me/template',
    request: () => ({ url: '/api/users/me/template', json: { template: 'modern' } }),
    expect: SIGNED_IN,
  },
  {
    method: 'GET',
    route: '/api/users/me/subscription',
    request: () => ({ url: '/api/users/me/subscription' }),
    expect: SIGNED_IN,
  },
  {
    method: 'GET',
    route: '/api/users/me/billing-history',
    request: () => ({ url: '/api/users/me/billing-history' }),
    expect: SIGNED_IN,
  },
  {
    method: 'GET',
    route: '/api/users/me/export',
    // "Download my data": every plan, each caller only its own rows (routes/data-export.test.ts).
    request: () => ({ url: '/api/users/me/export' }),
    expect: SIGNED_IN,
  },
  {
    method: 'POST',
    route: '/api/users/me/subscription/cancel',
    request: () => ({ url: '/api/users/me/subscription/cancel', json: { reason: 'Found a job' } }),
    // Free has nothing to cancel: 400 'You have no paid subscription to cancel.'
    expect: { ...SIGNED_IN, free: 400 },
    consumesAccount: true,
  },
  {
    method: 'DELETE',
    route: '/api/users/me',
    request: () => ({ url: '/api/users/me' }),
    expect: { ...SIGNED_IN, free: 204, premium: 204, pro: 204 },
    consumesAccount: true,
  },

  // Resumes: a resume is its owner's alone (404 to anyone else, as if it did not exist).
  {
    method: 'GET',
    route: '/api/resumes',
    request: () => ({ url: '/api/resumes' }),
    expect: SIGNED_IN,
  },
  {
    method: 'POST',
    route: '/api/resumes',
    request: () => ({
      url: '/api/resumes',
      json: { title: 'Backend', original_content: RESUME_TEXT, job_description: JOB_TEXT },
    }),
    expect: SIGNED_IN,
  },
  {
    method: 'GET',
    route: '/api/resumes/:id',
    request: ({ resumeId }) => ({ url: `/api/resumes/${resumeId}` }),
    expect: { ...SIGNED_IN, another: 404 },
    needs: 'resume',
  },
  {
    method: 'PUT',
    route: '/api/resumes/:id',
    request: ({ resumeId }) => ({ url: `/api/resumes/${resumeId}`, json: { title: 'Renamed' } }),
    expect: { ...SIGNED_IN, another: 404 },
    needs: 'resume',
  },
  {
    method: 'DELETE',
    route: '/api/resumes/:id',
    request: ({ resumeId }) => ({ url: `/api/resumes/${resumeId}` }),
    expect: { ...SIGNED_IN, free: 204, premium: 204, pro: 204, another: 404 },
    needs: 'resume',
  },
  {
    method: 'PUT',
    route: '/api/resumes/:id/template',
    request: ({ resumeId }) => ({
      url: `/api/resumes/${resumeId}/template`,
      json: { template: 'classic' },
    }),
    expect: { ...SIGNED_IN, another: 404 },
    needs: 'resume',
  },
  {
    method: 'GET',
    route: '/api/resumes/:id/json-resume',
    // Every plan: a person's own data, in a format other tools read (routes/json-resume.test.ts).
    request: ({ resumeId }) => ({ url: `/api/resumes/${resumeId}/json-resume` }),
    expect: { ...SIGNED_IN, another: 404 },
    needs: 'resume',
  },
  // Versions (issue 21, item 4): every plan, like the editor's save they record.
  {
    method: 'GET',
    route: '/api/resumes/:id/versions',
    request: ({ resumeId }) => ({ url: `/api/resumes/${resumeId}/versions` }),
    expect: { ...SIGNED_IN, another: 404 },
    needs: 'resume',
  },
  {
    method: 'POST',
    route: '/api/resumes/:id/versions',
    request: ({ resumeId }) => ({
      url: `/api/resumes/${resumeId}/versions`,
      json: { text: `${RESUME_TEXT}\nEdited`, source: 'editor' },
    }),
    expect: { ...SIGNED_IN, another: 404 },
    needs: 'resume',
  },
  {
    method: 'GET',
    route: '/api/resumes/:id/review',
    // The cell's resume was never optimized: its owner is told so (404), as is anyone else.
    request: ({ resumeId }) => ({ url: `/api/resumes/${resumeId}/review` }),
    expect: { ...SIGNED_IN, free: 404, premium: 404, pro: 404, another: 404 },
    needs: 'resume',
  },
  {
    method: 'POST',
    route: '/api/resumes/:id/versions/:version/restore',
    // No version id of the cell's resume is at hand: a missing one is 404 for everyone signed in
    // (routes/resume-versions.test.ts restores real ones, and another user's).
    request: ({ resumeId }) => ({
      url: `/api/resumes/${resumeId}/versions/00000000-0000-4000-8000-000000000000/restore`,
    }),
    expect: { ...SIGNED_IN, free: 404, premium: 404, pro: 404, another: 404 },
    needs: 'resume',
  },
  {
    method: 'POST',
    route: '/api/resumes/import/json-resume',
    request: () => ({
      url: '/api/resumes/import/json-resume',
      json: {
        basics: { name: 'Jane Doe', label: 'Backend Engineer' },
        skills: [{ name: 'Python' }],
      },
    }),
    expect: SIGNED_IN,
  },
  {
    method: 'POST',
    route: '/api/upload/resume',
    request: () => ({
      url: '/api/upload/resume',
      file: { filename: 'resume.txt', content: RESUME_TEXT },
    }),
    expect: SIGNED_IN,
  },
  {
    method: 'GET',
    route: '/api/templates',
    request: () => ({ url: '/api/templates' }),
    expect: SIGNED_IN,
  },
  {
    method: 'POST',
    route: '/api/optimize/resume',
    request: ({ resumeId }) => ({ url: '/api/optimize/resume', json: { resume_id: resumeId } }),
    expect: { ...PREMIUM, another: 404 },
    forbidden: { ...OPTIMIZE_UPGRADE_REQUIRED },
    needs: 'resume',
  },
  {
    method: 'POST',
    route: '/api/export/resume',
    request: ({ resumeId }) => ({
      url: '/api/export/resume',
      json: { resume_id: resumeId, format: 'docx' },
    }),
    expect: { ...PREMIUM, another: 404 },
    forbidden: PREMIUM_REQUIRED,
    needs: 'resume',
  },

  // Analysis: every plan (launch: unlimited scans).
  {
    method: 'POST',
    route: '/api/analyze/keywords',
    request: () => ({
      url: '/api/analyze/keywords',
      json: { resume_content: RESUME_TEXT, job_description: JOB_TEXT },
    }),
    expect: SIGNED_IN,
  },
  {
    method: 'POST',
    route: '/api/analyze/ats-comparison',
    request: () => ({
      url: '/api/analyze/ats-comparison',
      json: {
        resume_content: RESUME_TEXT,
        optimized_content: `${RESUME_TEXT}\n- Shipped Docker images for every service`,
        job_description: JOB_TEXT,
      },
    }),
    expect: SIGNED_IN,
  },

  // Generators
  {
    method: 'POST',
    route: '/api/generate/bio',
    request: () => ({ url: '/api/generate/bio', json: BIO }),
    expect: PRO,
    forbidden: BIO_FORBIDDEN,
  },
  {
    method: 'POST',
    route: '/api/generate/bio/docx',
    request: () => ({
      url: '/api/generate/bio/docx',
      json: { ...BIO, bio_text: 'Jane Doe builds backends.', tone: 'neutral' },
    }),
    expect: PRO,
    forbidden: BIO_EXPORT_FORBIDDEN,
  },
  {
    method: 'POST',
    route: '/api/generate/bio/pdf',
    request: () => ({
      url: '/api/generate/bio/pdf',
      json: { ...BIO, bio_text: 'Jane Doe builds backends.', tone: 'neutral' },
    }),
    expect: PRO,
    forbidden: BIO_EXPORT_FORBIDDEN,
  },
  {
    method: 'POST',
    route: '/api/generate/cover-letter',
    request: () => ({
      url: '/api/generate/cover-letter',
      json: { ...LETTER, resume_content: RESUME_TEXT, job_description: JOB_TEXT },
    }),
    expect: PREMIUM,
    forbidden: COVER_LETTER_FORBIDDEN,
  },
  {
    method: 'POST',
    route: '/api/generate/cover-letter/docx',
    request: () => ({
      url: '/api/generate/cover-letter/docx',
      json: { ...LETTER, cover_letter_text: 'Dear Globex team,', tone: 'formal' },
    }),
    expect: PREMIUM,
    forbidden: COVER_LETTER_EXPORT_FORBIDDEN,
  },
  {
    method: 'POST',
    route: '/api/generate/cover-letter/pdf',
    request: () => ({
      url: '/api/generate/cover-letter/pdf',
      json: { ...LETTER, cover_letter_text: 'Dear Globex team,', tone: 'formal' },
    }),
    expect: PREMIUM,
    forbidden: COVER_LETTER_EXPORT_FORBIDDEN,
  },

  // Pro dashboard and toolset
  {
    method: 'GET',
    route: '/api/pro/features',
    request: () => ({ url: '/api/pro/features' }),
    expect: PUBLIC,
  },
  {
    method: 'GET',
    route: '/api/usage/limits',
    request: () => ({ url: '/api/usage/limits' }),
    expect: SIGNED_IN,
  },
  {
    method: 'GET',
    route: '/api/usage/summary',
    request: () => ({ url: '/api/usage/summary?days=30' }),
    expect: PRO,
    forbidden: USAGE_SUMMARY_FORBIDDEN,
  },
  {
    method: 'POST',
    route: '/api/pro/bulk-generate',
    request: () => ({
      url: '/api/pro/bulk-generate',
      json: { job_descriptions: [JOB_TEXT], base_resume: RESUME_TEXT, user_profile: {} },
    }),
    expect: PRO,
    forbidden: BULK_FORBIDDEN,
  },
  {
    method: 'POST',
    route: '/api/pro/plagiarism-check',
    request: () => ({ url: '/api/pro/plagiarism-check', json: { text: RESUME_TEXT } }),
    expect: PRO,
    forbidden: PRO_TOOL_FORBIDDEN,
  },
  {
    method: 'POST',
    route: '/api/pro/linkedin-import',
    request: () => ({
      url: '/api/pro/linkedin-import',
      json: { profile_url: 'https://www.linkedin.com/in/jane-doe' },
    }),
    // The matrix configures a profile-data provider, so pro gets its 200.
    expect: PRO,
    forbidden: PRO_TOOL_FORBIDDEN,
  },
  {
    method: 'POST',
    route: '/api/pro/linkedin-import/file',
    request: () => ({
      url: '/api/pro/linkedin-import/file',
      file: { filename: 'export.zip', content: buildExportZip() },
    }),
    expect: PRO,
    forbidden: PRO_TOOL_FORBIDDEN,
  },

  // Payments
  {
    method: 'POST',
    route: '/api/payments/checkout-session',
    request: () => ({
      url: '/api/payments/checkout-session',
      json: { plan_type: 'pro', origin_url: ORIGIN },
    }),
    expect: SIGNED_IN,
  },
  {
    method: 'GET',
    route: '/api/payments/checkout-status',
    request: ({ checkoutSessionId }) => ({
      url: `/api/payments/checkout-status?session_id=${checkoutSessionId}`,
    }),
    // Spec §7 and decisions.md: no authorization; the random session id is the key, and the
    // answer is the session's status and plan only.
    expect: PUBLIC,
    needs: 'checkout-session',
  },
  {
    method: 'POST',
    route: '/api/payments/webhook',
    request: ({ signWebhook }) => {
      const body = JSON.stringify({
        id: `evt_local_matrix_${Math.random().toString(16).slice(2)}`,
        object: 'event',
        type: 'customer.created',
        created: Math.floor(Date.now() / 1000),
        data: { object: { id: 'cus_local_matrix', object: 'customer' } },
      })
      return {
        url: '/api/payments/webhook',
        raw: {
          body,
          headers: { 'content-type': 'application/json', 'stripe-signature': signWebhook(body) },
        },
      }
    },
    // The signature is its authorization, whoever sends it (webhook-security.test.ts).
    expect: PUBLIC,
  },
  {
    method: 'GET',
    route: '/api/payments/test-checkout/:id',
    request: ({ checkoutSessionId }) => ({
      url: `/api/payments/test-checkout/${checkoutSessionId}`,
    }),
    // The built-in checkout page: its address (a random session id) is the key, as on Stripe's.
    expect: PUBLIC,
    needs: 'checkout-session',
  },
  {
    method: 'POST',
    route: '/api/payments/test-checkout/:id',
    request: ({ checkoutSessionId }) => ({
      url: `/api/payments/test-checkout/${checkoutSessionId}`,
      form: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Jane Doe' },
    }),
    // Paying a session gives its plan to the session's owner, never to the payer.
    expect: { anonymous: 303, forged: 303, free: 303, premium: 303, pro: 303 },
    needs: 'checkout-session',
  },

  // Public
  { method: 'GET', route: '/api/plans', request: () => ({ url: '/api/plans' }), expect: PUBLIC },
  { method: 'GET', route: '/api/health', request: () => ({ url: '/api/health' }), expect: PUBLIC },
  { method: 'GET', route: '/api/ping', request: () => ({ url: '/api/ping' }), expect: PUBLIC },
]

/** Registered routes the table leaves out on purpose, each with its reason. */
export const ROUTES_OUTSIDE_THE_TABLE: readonly { pattern: RegExp; reason: string }[] = [
  {
    pattern: /^(GET|HEAD) \/api\/docs(\/.*)?$/,
    reason: 'the OpenAPI description and Swagger UI: public documentation, no user data',
  },
  {
    pattern: /^OPTIONS \*$/,
    reason:
      "@fastify/cors's preflight answer (plugins/security-headers.test.ts checks its origins)",
  },
]
