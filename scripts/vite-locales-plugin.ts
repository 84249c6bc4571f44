import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Plugin } from 'vite'

const LOCALES_DIR = join(import.meta.dirname, '..', 'src', 'i18n', 'locales')
const URL_PREFIX = '/locales/'
/** `/locales/en.json`: every namespace of a language in one file. */
const BUNDLE_URL = /^\/locales\/([a-z]{2})\.json$/

function listJsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return listJsonFiles(path)
    return name.endsWith('.json') ? [path] : []
  })
}

function languages(): string[] {
  return readdirSync(LOCALES_DIR).filter((name) => statSync(join(LOCALES_DIR, name)).isDirectory())
}

/** The namespaces of one language as one JSON object keyed by namespace. */
function languageBundle(language: string): string {
  const dir = join(LOCALES_DIR, language)
  const bundle: Record<string, unknown> = {}
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    bundle[name.slice(0, -'.json'.length)] = JSON.parse(readFileSync(join(dir, name), 'utf8'))
  }
  return JSON.stringify(bundle)
}

/**
 * The translations live in src/i18n/locales and are read over HTTP by i18next (spec §9), each
 * language whole from /locales/<language>.json (src/i18n/bundle-backend.ts, read ahead by
 * src/i18n/prefetch-locales.ts), so the dev server serves those bundles, built from the namespace
 * files, under /locales and the build writes them there. The namespace files are served and copied
 * there too.
 */
export function localesPlugin(): Plugin {
  return {
    name: 'jobfit-locales',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0] ?? ''
        if (!url.startsWith(URL_PREFIX)) return next()
        const bundle = BUNDLE_URL.exec(url)?.[1]
        try {
          let body: string | Buffer
          if (bundle) {
            if (!languages().includes(bundle)) throw new Error(`No language ${bundle}`)
            body = languageBundle(bundle)
          } else {
            const path = join(LOCALES_DIR, decodeURIComponent(url.slice(URL_PREFIX.length)))
            if (!path.startsWith(LOCALES_DIR) || !path.endsWith('.json')) return next()
            body = readFileSync(path)
          }
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
      for (const language of languages()) {
        this.emitFile({
          type: 'asset',
          fileName: `locales/${language}.json`,
          source: languageBundle(language),
        })
      }
    },
  }
}
