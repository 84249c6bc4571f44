import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PLAN_CATALOGS } from '../../src/contract/plan-catalogs.ts'
import { planCatalogSchema } from '../../src/contract/plans.ts'
import type { Database } from '../db/database.ts'
import { buildTestApp } from '../test/app.ts'
import type { TestApp } from '../test/app.ts'
import { testDatabases } from '../test/databases.ts'

describe.each(testDatabases())('public routes and the web app on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let app: TestApp
  let dist: string

  beforeAll(async () => {
    ;({ database, dispose } = await target.open())
    dist = await mkdtemp(path.join(os.tmpdir(), 'jobfit-dist-'))
    await mkdir(path.join(dist, 'assets'))
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>JobFit</title>')
    await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)')
    app = await buildTestApp(database, { WEB_DIST_DIR: dist })
  })
  afterAll(async () => {
    await app?.close()
    await dispose?.()
    await rm(dist, { recursive: true, force: true })
  })

  describe('GET /api/plans', () => {
    it('serves the launch catalogue by default', async () => {
      const response = await app.app.inject({ url: '/api/plans' })
      expect(response.statusCode).toBe(200)
      expect(planCatalogSchema.parse(response.json())).toEqual(PLAN_CATALOGS.launch)
    })

    it('serves the catalogue PLAN_CATALOG chooses', async () => {
      const v1 = await buildTestApp(database, { PLAN_CATALOG: 'v1-2025-10-02' })
      try {
        const response = await v1.app.inject({ url: '/api/plans' })
        expect(response.json()).toEqual(PLAN_CATALOGS['v1-2025-10-02'])
      } finally {
        await v1.close()
      }
    })
  })

  describe('GET /api/health', () => {
    it('reports the database as ok', async () => {
      const response = await app.app.inject({ url: '/api/health' })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({
        status: 'ok',
        database: 'ok',
        database_kind: target.name,
      })
    })

    it('answers 503 when the database is down', async () => {
      const down = await target.open()
      const downApp = await buildTestApp(down.database)
      try {
        await down.database.close()
        const response = await downApp.app.inject({ url: '/api/health' })
        expect(response.statusCode).toBe(503)
        expect(response.json()).toMatchObject({ status: 'degraded', database: 'unavailable' })
      } finally {
        await downApp.close()
        await down.dispose()
      }
    })
  })

  describe('GET /api/ping', () => {
    it('answers without sign-in and without the database', async () => {
      const down = await target.open()
      const downApp = await buildTestApp(down.database)
      try {
        await down.database.close()
        const response = await downApp.app.inject({ url: '/api/ping' })
        expect(response.statusCode).toBe(200)
        expect(response.json()).toEqual({ ok: true })
        expect(response.headers['x-request-id']).toBeTruthy()
      } finally {
        await downApp.close()
        await down.dispose()
      }
    })
  })

  describe('unknown paths', () => {
    it('answers an unknown /api path with a JSON 404', async () => {
      for (const [method, url] of [
        ['GET', '/api/nope'],
        ['POST', '/api/resumes/x/y'],
        ['GET', '/api'],
      ] as const) {
        const response = await app.app.inject({ method, url })
        expect(response.statusCode, url).toBe(404)
        expect(response.headers['content-type']).toMatch(/application\/json/)
        expect(response.json()).toEqual({ detail: expect.stringContaining('No such API call') })
      }
    })

    it('serves index.html for client routes and the files of the build', async () => {
      for (const url of ['/', '/dashboard', '/profile?tab=security', '/resumes/123/edit']) {
        const response = await app.app.inject({ url })
        expect(response.statusCode, url).toBe(200)
        expect(response.headers['content-type'], url).toMatch(/text\/html/)
        expect(response.body).toContain('<title>JobFit</title>')
      }
      const asset = await app.app.inject({ url: '/assets/app-abc123.js' })
      expect(asset.statusCode).toBe(200)
      expect(asset.headers['cache-control']).toMatch(/immutable/)
      expect((await app.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404)
    })

    it('serves the prerendered home for / only, when the build has one', async () => {
      const withHome = await mkdtemp(path.join(os.tmpdir(), 'jobfit-dist-home-'))
      await writeFile(path.join(withHome, 'index.html'), '<!doctype html><title>JobFit</title>')
      await writeFile(path.join(withHome, 'home.html'), '<!doctype html><title>JobFit home</title>')
      const served = await buildTestApp(database, { WEB_DIST_DIR: withHome })
      try {
        for (const url of ['/', '/?utm_source=mail']) {
          const response = await served.app.inject({ url })
          expect(response.statusCode, url).toBe(200)
          expect(response.body, url).toContain('<title>JobFit home</title>')
          expect(response.headers['cache-control'], url).toBe('no-cache')
        }
        for (const url of ['/dashboard', '/pricing', '/index.html']) {
          const response = await served.app.inject({ url })
          expect(response.body, url).toContain('<title>JobFit</title>')
        }
      } finally {
        await served.close()
        await rm(withHome, { recursive: true, force: true })
      }
    })

    it('says how to build the app when there is no build', async () => {
      const bare = await buildTestApp(database)
      try {
        const response = await bare.app.inject({ url: '/dashboard' })
        expect(response.statusCode).toBe(404)
        expect(response.body).toMatch(/npm run build/)
      } finally {
        await bare.close()
      }
    })
  })

  describe('platform', () => {
    it('publishes OpenAPI at /api/docs', async () => {
      const spec = await app.app.inject({ url: '/api/docs/json' })
      expect(spec.statusCode).toBe(200)
      const paths = Object.keys(spec.json().paths)
      expect(paths).toEqual(
        expect.arrayContaining(['/api/user/me', '/api/users/me', '/api/plans', '/api/health']),
      )
      expect((await app.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400)
    })

    it('allows the configured origins only', async () => {
      const allowed = await app.app.inject({
        url: '/api/plans',
        headers: { origin: 'http://localhost:5173' },
      })
      expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173')
      const other = await app.app.inject({
        url: '/api/plans',
        headers: { origin: 'https://evil.example' },
      })
      expect(other.headers['access-control-allow-origin']).toBeUndefined()
    })

    it('sets security headers and a request id', async () => {
      const response = await app.app.inject({ url: '/api/plans' })
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['content-security-policy']).toContain("default-src 'self'")
      expect(response.headers['x-request-id']).toEqual(expect.any(String))
      const echoed = await app.app.inject({
        url: '/api/plans',
        headers: { 'x-request-id': 'abc-123' },
      })
      expect(echoed.headers['x-request-id']).toBe('abc-123')
    })

    it('rate-limits the API', async () => {
      const limited = await buildTestApp(database, { RATE_LIMIT_PER_MINUTE: '2' })
      try {
        const codes: number[] = []
        for (let i = 0; i < 3; i++)
          codes.push((await limited.app.inject({ url: '/api/plans' })).statusCode)
        expect(codes).toEqual([200, 200, 429])
        const refused = await limited.app.inject({ url: '/api/plans' })
        expect(refused.json()).toEqual({ detail: expect.stringMatching(/Too many requests/) })
      } finally {
        await limited.close()
      }
    })
  })
})
