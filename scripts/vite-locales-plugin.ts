import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Plugin } from 'vite'

const LOCALES_DIR = join(import.meta.dirname, '..', 'src', 'i18n', 'locales')
const URL_PREFIX = '/locales/'

function listJsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return listJsonFiles(path)
    return name.endsWith('.json') ? [path] : []
  })
}

/**
 * The translations live in src/i18n/locales and are read over HTTP by i18next (spec §9), so the dev
 * server serves them under /locales and the build copies them there.
 */
export function localesPlugin(): Plugin {
  return {
    name: 'jobfit-locales',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0] ?? ''
        if (!url.startsWith(URL_PREFIX)) return next()
        const path = join(LOCALES_DIR, decodeURIComponent(url.slice(URL_PREFIX.length)))
        if (!path.startsWith(LOCALES_DIR) || !path.endsWith('.json')) return next()
        try {
          const body = readFileSync(path)
          res.setHeader('Content-Type', 'application/json; charset=utf-8')
          res.end(body)
        } catch {
          res.statusCode = 404
          res.end('{}')
        }
      })
    },
    generateBundle() {
      for (const path of listJsonFiles(LOCALES_DIR)) {
        this.emitFile({
          type: 'asset',
          fileName: `locales/${relative(LOCALES_DIR, path)}`,
          source: readFileSync(path),
        })
      }
    },
  }
}
