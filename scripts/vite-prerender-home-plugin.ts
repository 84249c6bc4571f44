import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createServer, type Plugin } from 'vite'
import { TEST_PAYMENTS_HOME_PAGE } from '../src/contract/test-payments.ts'

const MODULE = '/src/app/prerender/home-markup.tsx'
const EMPTY_ROOT = '<div id="root"></div>'
/** The page the server sends for / (server/plugins/web-app.ts); index.html stays for every other path. */
export const HOME_PAGE = 'home.html'
export const GATE_SCRIPT = 'prerender-gate.js'

interface HomeMarkupModule {
  homeMarkup: (options?: { testPayments?: boolean }) => string
  gateScript: () => string
}

/**
 * After a build, renders home as a new visitor sees it (src/app/prerender/home-markup.tsx, loaded
 * through Vite's SSR loader) into a copy of the built index.html, `home.html`, with the gate script
 * in its head. The markup sits in a wrapper the stylesheet can hide and that the app's first render
 * replaces. Beside it, `home-test-payments.html`: the same with the test-payments ribbon, which the
 * server sends instead while payments are in test mode (CHECKOUT_MODE=test). Demo mode builds
 * (everyone signed in) are left without them.
 */
export function prerenderHomePlugin(): Plugin {
  let root = ''
  let outDir = ''
  let skip = false
  return {
    name: 'jobfit-prerender-home',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
      skip = Boolean(config.build.ssr) || config.env.VITE_DEMO_MODE?.trim().toLowerCase() === 'true'
    },
    async closeBundle() {
      if (skip) return
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      })
      try {
        const module = (await server.ssrLoadModule(MODULE)) as HomeMarkupModule
        const index = readFileSync(join(outDir, 'index.html'), 'utf8')
        if (!index.includes(EMPTY_ROOT)) {
          throw new Error(`jobfit-prerender-home: index.html has no ${EMPTY_ROOT}`)
        }
        const pageOf = (markup: string) =>
          index
            .replace(
              EMPTY_ROOT,
              `<div id="root"><div data-prerendered-home="" style="display:contents">${markup}</div></div>`,
            )
            .replace('<head>', `<head>\n    <script src="/${GATE_SCRIPT}"></script>`)
        writeFileSync(join(outDir, HOME_PAGE), pageOf(module.homeMarkup()))
        writeFileSync(
          join(outDir, TEST_PAYMENTS_HOME_PAGE),
          pageOf(module.homeMarkup({ testPayments: true })),
        )
        writeFileSync(join(outDir, GATE_SCRIPT), module.gateScript())
      } finally {
        await server.close()
      }
    },
  }
}
