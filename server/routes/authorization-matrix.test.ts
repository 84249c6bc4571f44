import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resumeSchema } from '../../src/contract/resumes.ts'
import type { Resume } from '../../src/contract/resumes.ts'
import type { Database } from '../db/database.ts'
import { users } from '../db/schema.ts'
import { newLocalSessionId } from '../domain/billing/builtin-checkout-event.ts'
import { insertCheckoutSession } from '../domain/billing/checkout-sessions.ts'
import { signBillingPayload } from '../domain/billing/webhook-signature.ts'
import { buildTestApp } from '../test/app.ts'
import type { TestApp } from '../test/app.ts'
import { testDatabases } from '../test/databases.ts'
import { accountOnPlan } from '../test/generation.ts'
import { bearer } from '../test/identity.ts'
import { registeredRoutesOf } from '../test/registered-routes.ts'
import type { TestAccount } from '../test/identity.ts'
import {
  CALLERS,
  JOB_TEXT,
  RESUME_TEXT,
  ROUTES_OUTSIDE_THE_TABLE,
  ROUTE_ACCESS,
} from '../test/route-access-table.ts'
import type { AccessRequest, Caller, RouteAccess } from '../test/route-access-table.ts'
import { RESUME_NOT_FOUND } from './resumes.ts'

const SIGNING_SECRET = 'whsec_authorization-matrix-secret-0123456789'
const BOUNDARY = '----jobfit-matrix-boundary'
const PLANS = ['free', 'premium', 'pro'] as const
type Plan = (typeof PLANS)[number]

/** A well-formed Firebase ID token for another project: the identity provider must refuse it. */
function forgedToken(): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const now = Math.floor(Date.now() / 1000)
  return [
    encode({ alg: 'RS256', kid: 'forged', typ: 'JWT' }),
    encode({
      iss: 'https://securetoken.google.com/someone-else',
      aud: 'someone-else',
      sub: 'forged-user',
      user_id: 'forged-user',
      iat: now,
      exp: now + 3600,
      auth_time: now,
    }),
    Buffer.from('not a signature').toString('base64url'),
  ].join('.')
}

/** The request of a table cell as inject options, with the caller's Authorization header. */
function injectOptionsOf(
  method: RouteAccess['method'],
  request: AccessRequest,
  authorization: Record<string, string>,
): InjectOptions {
  const base = { method, url: request.url, headers: { ...authorization } }
  if (request.json !== undefined) {
    return {
      ...base,
      headers: { ...base.headers, 'content-type': 'application/json' },
      payload: JSON.stringify(request.json),
    }
  }
  if (request.form !== undefined) {
    return {
      ...base,
      headers: { ...base.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(request.form).toString(),
    }
  }
  if (request.file !== undefined) {
    const payload = Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${request.file.filename}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      Buffer.from(request.file.content),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ])
    return {
      ...base,
      headers: { ...base.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload,
    }
  }
  if (request.raw !== undefined) {
    return {
      ...base,
      headers: { ...base.headers, ...request.raw.headers },
      payload: request.raw.body,
    }
  }
  return base
}

const isSuccess = (status: number) => status >= 200 && status < 400

/** A local profile-data provider, so that pro's LinkedIn URL import can succeed. */
async function startProfileProvider(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(
      JSON.stringify({
        name: 'Jane Doe',
        headline: 'Backend Engineer',
        experience: [{ title: 'Backend Engineer', company: 'Acme', duration: '2019 - Present' }],
        education: [{ school: 'MIT', degree: 'BSc', year: '2012' }],
        skills: ['Python'],
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

describe.each(testDatabases())('authorization matrix on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let test: TestApp
  let provider: { url: string; close: () => Promise<void> }
  const accounts = {} as Record<Plan | 'another' | 'owner', TestAccount>

  beforeAll(async () => {
    ;({ database, dispose } = await target.open())
    provider = await startProfileProvider()
    test = await buildTestApp(database, {
      CHECKOUT_SIGNING_SECRET: SIGNING_SECRET,
      LINKEDIN_PROVIDER_URL: provider.url,
      PLAN_CATALOG: 'launch',
      // The matrix sends a few hundred requests from one address and one user per plan.
      RATE_LIMIT_PER_MINUTE: '100000',
      ANALYSIS_RATE_LIMIT_PER_MINUTE: '100000',
      GENERATION_RATE_LIMIT_PER_MINUTE: '100000',
    })
    for (const plan of PLANS) accounts[plan] = await accountOnPlan(test.app, database, plan)
    // Pro, so that no plan gate stands between it and someone else's resume.
    accounts.another = await accountOnPlan(test.app, database, 'pro')
    // Owns the resumes that another, anonymous and forged callers are pointed at.
    accounts.owner = await accountOnPlan(test.app, database, 'free')
  })
  afterAll(async () => {
    await test?.close()
    await provider?.close()
    await dispose?.()
  })

  async function createResume(owner: TestAccount): Promise<Resume> {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/resumes',
      headers: { ...bearer(owner), 'content-type': 'application/json' },
      payload: JSON.stringify({
        title: 'Backend',
        original_content: RESUME_TEXT,
        job_description: JOB_TEXT,
      }),
    })
    if (response.statusCode !== 200) throw new Error(`create resume: ${response.body}`)
    return resumeSchema.parse(response.json())
  }

  async function readResume(owner: TestAccount, id: string) {
    const response = await test.app.inject({ url: `/api/resumes/${id}`, headers: bearer(owner) })
    return { status: response.statusCode, body: response.json() as unknown }
  }

  /** An open built-in checkout session of a user who takes no other part. */
  async function openCheckoutSession(): Promise<string> {
    const [buyer] = await database.db
      .insert(users)
      .values({ firebaseUid: `uid-${randomUUID()}`, email: `${randomUUID()}@example.com` })
      .returning()
    if (buyer === undefined) throw new Error('no buyer row')
    const row = await insertCheckoutSession(database.db, {
      id: newLocalSessionId(),
      userId: buyer.id,
      provider: 'builtin',
      plan: 'premium',
      billingPeriod: 'monthly',
      amountCents: 999,
      currency: 'usd',
      originUrl: 'http://localhost:5173',
    })
    return row.id
  }

  function authorizationOf(caller: TestAccount | 'anonymous' | 'forged'): Record<string, string> {
    if (caller === 'anonymous') return {}
    if (caller === 'forged') return { authorization: `Bearer ${forgedToken()}` }
    return bearer(caller)
  }

  /** Calls one cell of the table, with the resources it needs made first. */
  async function callCell(row: RouteAccess, caller: Caller): Promise<LightMyRequestResponse> {
    const signedIn =
      caller === 'anonymous' || caller === 'forged'
        ? undefined
        : row.consumesAccount === true && caller !== 'another'
          ? await accountOnPlan(test.app, database, caller)
          : accounts[caller]
    const resumeOwner = signedIn === undefined || caller === 'another' ? accounts.owner : signedIn
    const resources = {
      resumeId: row.needs === 'resume' ? (await createResume(resumeOwner)).id : randomUUID(),
      checkoutSessionId: row.needs === 'checkout-session' ? await openCheckoutSession() : 'none',
      signWebhook: (payload: string) => signBillingPayload(payload, SIGNING_SECRET),
    }
    const who = signedIn ?? (caller === 'forged' ? 'forged' : 'anonymous')
    return test.app.inject(
      injectOptionsOf(row.method, row.request(resources), authorizationOf(who)),
    )
  }

  it('lists every registered route in the table, and only registered routes', () => {
    const registered = registeredRoutesOf(test.app)
    // The parser read the tree: nested routes come out with their full paths.
    expect(registered).toContain('DELETE /api/resumes/:id')
    expect(registered).toContain('PUT /api/resumes/:id/template')
    const listed = new Set(ROUTE_ACCESS.map((row) => `${row.method} ${row.route}`))
    const missing = registered.filter((route) => {
      if (listed.has(route)) return false
      if (ROUTES_OUTSIDE_THE_TABLE.some(({ pattern }) => pattern.test(route))) return false
      // Fastify's automatic HEAD twin of a GET route runs the same hooks as the GET.
      return !(route.startsWith('HEAD ') && listed.has(route.replace(/^HEAD /, 'GET ')))
    })
    expect(
      missing,
      `registered routes missing from route-access-table.ts:\n${missing.join('\n')}`,
    ).toEqual([])
    const unknown = [...listed].filter((route) => !registered.includes(route))
    expect(unknown, 'table rows that name no registered route').toEqual([])
    expect(listed.size, 'a route is listed twice').toBe(ROUTE_ACCESS.length)
  })

  it('answers every caller of every route with the status the table gives', async () => {
    const unexpected: string[] = []
    for (const row of ROUTE_ACCESS) {
      for (const caller of CALLERS) {
        const expected = row.expect[caller]
        if (expected === undefined) continue
        const response = await callCell(row, caller)
        const cell = `${row.method} ${row.route} as ${caller}`
        if (response.statusCode !== expected) {
          unexpected.push(
            `${cell}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 160)}`,
          )
        } else if (expected === 403 && row.forbidden !== undefined) {
          const detail = (response.json() as { detail?: unknown }).detail
          if (JSON.stringify(detail) !== JSON.stringify(row.forbidden)) {
            unexpected.push(`${cell}: 403 with detail ${JSON.stringify(detail)}`)
          }
        } else if (expected === 404 && caller === 'another') {
          const detail = (response.json() as { detail?: unknown }).detail
          if (detail !== RESUME_NOT_FOUND) unexpected.push(`${cell}: 404 with detail ${detail}`)
        }
      }
    }
    expect(unexpected, `unexpected answers:\n${unexpected.join('\n')}`).toEqual([])
  }, 240_000)

  it('answers 403 to a plan without access whatever it sends, and 401 to no sign-in', async () => {
    const garbage: { name: string; headers: Record<string, string>; payload?: string }[] = [
      { name: 'no body', headers: {} },
      { name: 'an empty object', headers: { 'content-type': 'application/json' }, payload: '{}' },
      {
        name: 'malformed JSON',
        headers: { 'content-type': 'application/json' },
        payload: '{"resume_id": ',
      },
      {
        name: 'an unsupported type',
        headers: { 'content-type': 'application/xml' },
        payload: '<resume/>',
      },
      {
        name: 'an oversized body',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ text: 'x'.repeat(3 * 1024 * 1024) }),
      },
    ]
    const unexpected: string[] = []
    const gated = ROUTE_ACCESS.filter((row) => PLANS.some((plan) => row.expect[plan] === 403))
    expect(gated.length).toBeGreaterThan(5)
    for (const row of gated) {
      const url = row.request({
        resumeId: randomUUID(),
        checkoutSessionId: 'none',
        signWebhook: () => '',
      }).url
      for (const body of garbage) {
        for (const plan of PLANS.filter((p) => row.expect[p] === 403)) {
          const response = await test.app.inject({
            method: row.method,
            url,
            headers: { ...bearer(accounts[plan]), ...body.headers },
            ...(body.payload === undefined ? {} : { payload: body.payload }),
          })
          const detail = (response.json() as { detail?: unknown }).detail
          if (
            response.statusCode !== 403 ||
            JSON.stringify(detail) !== JSON.stringify(row.forbidden)
          ) {
            unexpected.push(
              `${row.method} ${row.route} as ${plan} with ${body.name}: ${response.statusCode} ${response.body.slice(0, 120)}`,
            )
          }
        }
        const anonymous = await test.app.inject({
          method: row.method,
          url,
          headers: body.headers,
          ...(body.payload === undefined ? {} : { payload: body.payload }),
        })
        if (anonymous.statusCode !== 401) {
          unexpected.push(
            `${row.method} ${row.route} signed out with ${body.name}: ${anonymous.statusCode}`,
          )
        }
      }
    }
    expect(unexpected, `unexpected answers:\n${unexpected.join('\n')}`).toEqual([])
  }, 120_000)

  it("answers 404 for another user's resume on every resume route, and leaves it as it was", async () => {
    const resumeRoutes = ROUTE_ACCESS.filter((row) => row.needs === 'resume')
    expect(resumeRoutes.map((row) => `${row.method} ${row.route}`).sort()).toEqual([
      'DELETE /api/resumes/:id',
      'GET /api/resumes/:id',
      'GET /api/resumes/:id/json-resume',
      'GET /api/resumes/:id/review',
      'GET /api/resumes/:id/versions',
      'POST /api/export/resume',
      'POST /api/optimize/resume',
      'POST /api/resumes/:id/versions',
      'POST /api/resumes/:id/versions/:version/restore',
      'PUT /api/resumes/:id',
      'PUT /api/resumes/:id/template',
    ])
    const owner = await accountOnPlan(test.app, database, 'premium')
    const unexpected: string[] = []
    for (const plan of PLANS) {
      const intruder = await accountOnPlan(test.app, database, plan)
      for (const row of resumeRoutes) {
        const resume = await createResume(owner)
        const before = await readResume(owner, resume.id)
        const resources = { resumeId: resume.id, checkoutSessionId: 'none', signWebhook: () => '' }
        const response = await test.app.inject(
          injectOptionsOf(row.method, row.request(resources), bearer(intruder)),
        )
        // A plan that may use the route learns nothing more than "no such resume"; one that
        // may not is stopped by the plan gate first.
        const allowed = isSuccess(row.expect[plan])
        const expected = allowed ? 404 : row.expect[plan]
        const cell = `${row.method} ${row.route} by a ${plan} user`
        if (response.statusCode !== expected) {
          unexpected.push(`${cell}: expected ${expected}, got ${response.statusCode}`)
        }
        if (allowed) {
          // The same answer as for an id that names nothing: no way to tell that it exists.
          const missing = await test.app.inject(
            injectOptionsOf(
              row.method,
              row.request({ ...resources, resumeId: randomUUID() }),
              bearer(intruder),
            ),
          )
          if (response.body !== missing.body || missing.statusCode !== 404) {
            unexpected.push(`${cell}: ${response.body} differs from ${missing.body}`)
          }
        }
        const after = await readResume(owner, resume.id)
        if (JSON.stringify(after) !== JSON.stringify(before)) {
          unexpected.push(`${cell}: the resume changed to ${JSON.stringify(after)}`)
        }
      }
      // Refused optimizations took no generation from the intruder.
      const usage = await test.app.inject({
        url: '/api/users/me/usage-stats',
        headers: bearer(intruder),
      })
      expect(usage.json()).toMatchObject({ generations_used_this_month: 0 })
    }
    expect(unexpected, `unexpected answers:\n${unexpected.join('\n')}`).toEqual([])
    const list = await test.app.inject({ url: '/api/resumes', headers: bearer(owner) })
    expect(list.json()).toHaveLength(resumeRoutes.length * PLANS.length)
  }, 120_000)
})
