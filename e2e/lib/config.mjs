// Settings every journey shares: where the app runs, the browser, the demo accounts and the samples.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const OUT_DIR = path.join(ROOT, 'test-results', 'e2e')
export const PORT = Number(process.env.E2E_PORT || 3100)
export const BASE_URL = `http://127.0.0.1:${PORT}`
export const EMULATOR = 'http://127.0.0.1:9099'
export const PROJECT_ID = 'demo-jobfit'
export const START_TIMEOUT_MS = 240_000
export const STEP_TIMEOUT_MS = 20_000

// Kept in step with scripts/chromium.ts (a .ts file, which Node 20 cannot import from here).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
].filter((arg) => !(process.env.E2E_HEADED && arg === '--headless'))

export const DESKTOP = { width: 1280, height: 900 }
export const MOBILE = { width: 360, height: 740 }

/** Makes this run's new accounts and titles unique, so a reused emulator never collides. */
export const STAMP = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`

export const DEMO_PASSWORD = 'jobfit-demo'
export const DEMO = {
  free: 'free@demo.jobfit.test',
  premium: 'premium@demo.jobfit.test',
  pro: 'pro@demo.jobfit.test',
}

export const SAMPLES = path.resolve(ROOT, '..', 'shared', 'data', 'samples')

export const JOB_DESCRIPTION = [
  'Full Stack Engineer',
  'Requirements:',
  '- React, TypeScript and Node.js',
  '- PostgreSQL and REST APIs',
  '- Docker and Kubernetes',
  '- AWS is a plus',
].join('\n')

export const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
