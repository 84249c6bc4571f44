import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_PAYMENTS_ATTRIBUTE } from '../../src/contract/test-payments.ts'
import type { Database } from '../db/database.ts'
import { buildTestApp } from '../test/app.ts'
import { testDatabases } from '../test/databases.ts'

const INDEX = '<!doctype html>\n<html lang="en"><head><title>JobFit</title></head></html>'
const HOME = '<!doctype html>\n<html lang="en"><head><title>JobFit home</title></head></html>'
const TEST_HOME =
  '<!doctype html>\n<html lang="en"><head><title>JobFit home, test payments</title></head></html>'
const MARK = `<html ${TEST_PAYMENTS_ATTRIBUTE}="" lang="en">`

describe.each(testDatabases().slice(0, 1))(
  'the web app’s pages and test payments on $name',
  (target) => {
    let database: Database
    let dispose: () => Promise<void>
    let dist: string

    beforeAll(async () => {
      ;({ database, dispose } = await target.open())
      dist = await mkdtemp(path.join(os.tmpdir(), 'jobfit-dist-test-payments-'))
      await writeFile(path.join(dist, 'index.html'), INDEX)
      await writeFile(path.join(dist, 'home.html'), HOME)
      await writeFile(path.join(dist, 'home-test-payments.html'), TEST_HOME)
      await writeFile(path.join(dist, 'app.js'), 'console.log(1)')
    })
    afterAll(async () => {
      await dispose?.()
      await rm(dist, { recursive: true, force: true })
    })

    it('marks every page and sends the home with the ribbon when CHECKOUT_MODE=test', async () => {
      const served = await buildTestApp(database, { WEB_DIST_DIR: dist, CHECKOUT_MODE: 'test' })
      try {
        const home = await served.app.inject({ url: '/' })
        expect(home.statusCode).toBe(200)
        expect(home.headers['content-type']).toMatch(/text\/html/)
        expect(home.headers['cache-control']).toBe('no-cache')
        expect(home.headers['content-security-policy']).toContain("default-src 'self'")
        expect(home.body).toContain('<title>JobFit home, test payments</title>')
        expect(home.body).toContain(MARK)
        for (const url of ['/dashboard', '/pricing?plan=pro', '/payment/success']) {
          const page = await served.app.inject({ url })
          expect(page.statusCode, url).toBe(200)
          expect(page.headers['cache-control'], url).toBe('no-cache')
          expect(page.body, url).toContain('<title>JobFit</title>')
          expect(page.body, url).toContain(MARK)
        }
        // The built files themselves are never an unmarked way in.
        for (const url of ['/index.html', '/home.html', '/home-test-payments.html']) {
          const page = await served.app.inject({ url })
          expect(page.statusCode, url).toBe(404)
          expect(page.body, url).not.toContain('<html')
        }
        expect((await served.app.inject({ url: '/app.js' })).statusCode).toBe(200)
      } finally {
        await served.close()
      }
    })

    it('sends the pages as built otherwise (npm start on the emulator)', async () => {
      const served = await buildTestApp(database, { WEB_DIST_DIR: dist })
      try {
        const home = await served.app.inject({ url: '/' })
        expect(home.body).toBe(HOME)
        expect((await served.app.inject({ url: '/dashboard' })).body).toBe(INDEX)
        expect((await served.app.inject({ url: '/index.html' })).body).toBe(INDEX)
      } finally {
        await served.close()
      }
    })
  },
)
