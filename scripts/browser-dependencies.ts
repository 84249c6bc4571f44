import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Dependencies pre-bundled before browser tests start. Without this, Vite discovers one mid-run,
 * reloads the page, and every test of that file fails; listing them up front keeps runs stable.
 */
const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
}

// Packages without a root entry (subpath exports only) or with nothing to pre-bundle.
const NO_ROOT_ENTRY = new Set([
  'firebase',
  '@fontsource-variable/inter',
  '@orama/stemmers',
  'quill',
  'dejavu-fonts-ttf',
])

// The server's and the command line's packages: the browser never loads them.
const SERVER_ONLY = new Set([
  'fastify',
  'fastify-type-provider-zod',
  'drizzle-orm',
  '@electric-sql/pglite',
  'pg',
  'firebase-admin',
  'proper-lockfile',
  'pino-pretty',
  'tsx',
  'pdfjs-dist',
  'mammoth',
  'word-extractor',
  'chardet',
  'iconv-lite',
  'franc-min',
  'fflate',
  'stopword',
  'syllable',
  'docx',
  'pdfkit',
  'fontkit',
  '@fastify/multipart',
  'ai',
  '@ai-sdk/openai-compatible',
  'stripe',
  'pg-boss',
  'csv-parse',
])

function forTheBrowser(name: string): boolean {
  return !NO_ROOT_ENTRY.has(name) && !SERVER_ONLY.has(name) && !name.startsWith('@fastify/')
}

export const BROWSER_DEPENDENCIES = [
  ...Object.keys(pkg.dependencies).filter(forTheBrowser),
  // The editor imports Quill's core and formats one by one, not its themed root build.
  ...['core', 'bold', 'header', 'indent', 'italic', 'link', 'list'].map((name) =>
    name === 'core' ? 'quill/core' : `quill/formats/${name}`,
  ),
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'msw',
  'msw/browser',
  'msw-storybook-addon/csf3',
  'storybook/test',
]
