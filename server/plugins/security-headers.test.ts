import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkoutSessionResponseSchema } from '../../src/contract/billing.ts'
import type { Database } from '../db/database.ts'
import { buildTestApp } from '../test/app.ts'
import type { TestApp } from '../test/app.ts'
import { testDatabases } from '../test/databases.ts'
import { bearer, signUp } from '../test/identity.ts'

/*
 * The headers a browser gets from the one process that serves both the app and the API: a
 * Content-Security-Policy that still lets Firebase's popup sign-in and the Auth emulator work, no
 * MIME sniffing, no framing, a strict Referrer-Policy, and CORS for the configured origins only.
 * The headers do not depend on the database, so this runs on PGlite alone.
 */

const APP_ORIGIN = 'https://app.jobfit.example'
const DEV_ORIGIN = 'http://localhost:5173'

type Headers = Record<string, string | string[] | number | undefined>

/** A Content-Security-Policy header as its directives: name to sources. */
function directivesOf(header: unknown): Map<string, string[]> {
  expect(typeof header, 'exactly one Content-Security-Policy header').toBe('string')
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name !== undefined && name !== '')
      .map(([name = '', ...sources]) => [name, sources]),
  )
}

function expectBaseHeaders(headers: Headers) {
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['x-frame-options']).toBe('DENY')
  expect(['no-referrer', 'strict-origin-when-cross-origin']).toContain(headers['referrer-policy'])
  const csp = directivesOf(headers['content-security-policy'])
  expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  expect(String(headers['content-security-policy'])).not.toContain("'unsafe-eval'")
  return csp
}

describe('security headers', () => {
  let database: Database
  let dispose: () => Promise<void>
  let test: TestApp
  let webDir: string

  beforeAll(async () => {
    const [pglite] = testDatabases()
    if (pglite === undefined) throw new Error('no test database')
    ;({ database, dispose } = await pglite.open())
    // A built web app in miniature: the page, one fingerprinted asset.
    webDir = mkdtempSync(path.join(tmpdir(), 'jobfit-web-'))
    mkdirSync(path.join(webDir, 'assets'))
    writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/app-1a2b.js"></script></head><body><div id="root"></div></body></html>',
    )
    writeFileSync(path.join(webDir, 'assets', 'app-1a2b.js'), 'console.log("JobFit")')
    test = await buildTestApp(database, {
      WEB_DIST_DIR: webDir,
      CORS_ORIGINS: `${APP_ORIGIN},${DEV_ORIGIN}`,
    })
  })
  afterAll(async () => {
    await test?.close()
    await dispose?.()
    if (webDir !== undefined) rmSync(webDir, { recursive: true, force: true })
  })

  it('serves the app page under a strict policy', async () => {
    for (const url of ['/', '/dashboard', '/resumes/123']) {
      const page = await test.app.inject({ url })
      expect(page.statusCode).toBe(200)
      expect(page.headers['content-type']).toMatch(/^text\/html/)
      const csp = expectBaseHeaders(page.headers)
      expect(csp.get('default-src')).toEqual(["'self'"])
      expect(csp.get('object-src')).toEqual(["'none'"])
      expect(csp.get('base-uri')).toEqual(["'self'"])
      expect(csp.get('form-action')).toEqual(["'self'"])
      expect(csp.get('script-src-attr')).toEqual(["'none'"])
      // Scripts from our origin and Google's sign-in only: nothing inline, nothing evaluated.
      expect(csp.get('script-src')).toEqual(["'self'", 'https://apis.google.com'])
    }
    const asset = await test.app.inject({ url: '/assets/app-1a2b.js' })
    expect(asset.statusCode).toBe(200)
    expectBaseHeaders(asset.headers)
  })

  it("keeps what Firebase's popup sign-in and the Auth emulator need", async () => {
    const page = await test.app.inject({ url: '/' })
    const csp = directivesOf(page.headers['content-security-policy'])
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://*.googleapis.com', 'http://127.0.0.1:9099']),
    )
    expect(csp.get('frame-src')).toEqual(
      expect.arrayContaining([
        'https://*.firebaseapp.com',
        'https://accounts.google.com',
        'http://127.0.0.1:9099',
      ]),
    )
    // signInWithPopup talks to its popup window.
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
  })

  it('names the Auth emulator only where the server trusts one', async () => {
    const real = await buildTestApp(database, {
      WEB_DIST_DIR: webDir,
      FIREBASE_AUTH_EMULATOR_HOST: '',
    })
    try {
      const page = await real.app.inject({ url: '/' })
      const csp = directivesOf(page.headers['content-security-policy'])
      expect(csp.get('connect-src')).toEqual(expect.arrayContaining(['https://*.googleapis.com']))
      expect(String(page.headers['content-security-policy'])).not.toMatch(/:9099/)
    } finally {
      await real.close()
    }
  })

  it('sends the same protections with API answers, errors included', async () => {
    for (const [url, status] of [
      ['/api/health', 200],
      ['/api/plans', 200],
      ['/api/user/me', 401],
      ['/api/no-such-call', 404],
    ] as const) {
      const response = await test.app.inject({ url })
      expect(response.statusCode).toBe(status)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      expectBaseHeaders(response.headers)
    }
  })

  it("gives the built-in checkout page its own policy, not the app's", async () => {
    const account = await signUp()
    const started = await test.app.inject({
      method: 'POST',
      url: '/api/payments/checkout-session',
      headers: { ...bearer(account), 'content-type': 'application/json' },
      payload: JSON.stringify({ plan_type: 'premium', origin_url: APP_ORIGIN }),
    })
    expect(started.statusCode).toBe(200)
    const address = new URL(checkoutSessionResponseSchema.parse(started.json()).url ?? '')
    const page = await test.app.inject({ url: address.pathname })
    expect(page.statusCode).toBe(200)
    const csp = expectBaseHeaders(page.headers)
    expect(csp.get('default-src')).toEqual(["'none'"])
    expect(csp.get('form-action')).toEqual(["'self'", APP_ORIGIN])
  })

  it('answers CORS for the configured origins only', async () => {
    const preflight = (origin: string) =>
      test.app.inject({
        method: 'OPTIONS',
        url: '/api/resumes',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      })
    for (const origin of [APP_ORIGIN, DEV_ORIGIN]) {
      const allowed = await preflight(origin)
      expect(allowed.statusCode).toBe(204)
      expect(allowed.headers['access-control-allow-origin']).toBe(origin)
      expect(allowed.headers['access-control-allow-credentials']).toBe('true')
      expect(String(allowed.headers['access-control-allow-headers'])).toMatch(/authorization/i)
    }
    for (const origin of [
      'https://evil.example',
      'null',
      // Look-alikes: another scheme, a longer host, another port.
      'http://app.jobfit.example',
      'https://app.jobfit.example.evil.example',
      'http://localhost:5174',
    ]) {
      const refused = await preflight(origin)
      expect(refused.headers['access-control-allow-origin'], origin).toBeUndefined()
      const simple = await test.app.inject({ url: '/api/plans', headers: { origin } })
      expect(simple.headers['access-control-allow-origin'], origin).toBeUndefined()
    }
    const simple = await test.app.inject({ url: '/api/plans', headers: { origin: APP_ORIGIN } })
    expect(simple.headers['access-control-allow-origin']).toBe(APP_ORIGIN)
    expect(String(simple.headers.vary)).toMatch(/origin/i)
  })
})
