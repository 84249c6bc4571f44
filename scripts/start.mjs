#!/usr/bin/env node
// `npm start`: the whole product on this machine with nothing configured. Starts the Firebase Auth
// emulator (unless a real Firebase project is configured), builds the web app when the build is
// missing or stale, seeds the three demo accounts, and starts the API server, which serves the
// app at http://localhost:3000 (PORT). `--dev` (npm run dev) runs Vite's dev server with hot
// reload on :5173 against the same API instead of building. Ctrl-C or SIGTERM stops every part.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { bundleEntry } from './bundle-entry.mjs'
import { DEMO_PASSWORD, ensureDemoAccounts } from './start-demo-accounts.mjs'
import { answers, startProcess, stopProcess, waitFor } from './start-processes.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const DEV = process.argv.includes('--dev')
const EMULATOR_HOST = '127.0.0.1:9099'
const DEMO_PROJECT = 'demo-jobfit'

if (existsSync(path.join(ROOT, '.env'))) process.loadEnvFile(path.join(ROOT, '.env'))
const PORT = process.env.PORT || '3000'
const DIST = path.resolve(ROOT, process.env.WEB_DIST_DIR || 'dist')

// A real project: credentials, or a project id that is not a demo-* one.
const projectId = process.env.FIREBASE_PROJECT_ID || DEMO_PROJECT
const realFirebase =
  Boolean(process.env.GOOGLE_APPLICATION_CREDENTIALS) || !projectId.startsWith('demo-')

const children = []
let stopping = false

async function stopAll(code) {
  if (stopping) return
  stopping = true
  // The server first, so it finishes its requests and closes the database cleanly.
  for (const child of [...children].reverse()) await stopProcess(child)
  process.exit(code)
}
process.on('SIGINT', () => void stopAll(0))
process.on('SIGTERM', () => void stopAll(0))

function track(name, child) {
  children.push(child)
  child.once('exit', (code, signal) => {
    if (stopping) return
    console.error(
      `\n${name} stopped unexpectedly (${signal ?? `exit ${code}`}); stopping the rest.`,
    )
    void stopAll(1)
  })
  return child
}

function isListening(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

async function startEmulator() {
  if (await isListening(9099)) {
    console.log(`Using the Firebase Auth emulator already running on ${EMULATOR_HOST}.`)
  } else {
    console.log('Starting the Firebase Auth emulator (about 20 s)...')
    const child = startProcess(
      'auth',
      'npx',
      ['firebase', 'emulators:start', '--only', 'auth', '--project', DEMO_PROJECT],
      {
        cwd: ROOT,
        env: { ...process.env, CI: 'true', XDG_CONFIG_HOME: path.join(ROOT, '.cache', 'firebase') },
      },
    )
    track('The Firebase Auth emulator', child)
    await waitFor('The Firebase Auth emulator', () => answers(`http://${EMULATOR_HOST}/`), {
      timeoutMs: 120_000,
      child,
    })
  }
}

function newestSourceTime() {
  let newest = 0
  const visit = (entry) => {
    if (!existsSync(entry)) return
    const stat = statSync(entry)
    if (stat.isDirectory()) {
      for (const name of readdirSync(entry)) visit(path.join(entry, name))
    } else {
      newest = Math.max(newest, stat.mtimeMs)
    }
  }
  const inputs = [
    'src',
    'public',
    'index.html',
    'vite.config.ts',
    // The build's own plugins (vite.config.ts).
    'scripts/vite-locales-plugin.ts',
    'scripts/vite-font-preload-plugin.ts',
    'scripts/vite-prerender-home-plugin.ts',
    'package-lock.json',
  ]
  for (const entry of [
    ...inputs,
    '.env',
    '.env.local',
    '.env.production',
    '.env.production.local',
  ]) {
    visit(path.join(ROOT, entry))
  }
  return newest
}

/** The VITE_* settings a build bakes in: a build made for the emulator must not serve a real project. */
function buildSettings() {
  const settings = Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b))
  return JSON.stringify(Object.fromEntries(settings))
}

function buildWebAppIfNeeded() {
  const index = path.join(DIST, 'index.html')
  const stamp = path.join(DIST, '.build-settings.json')
  const settings = buildSettings()
  const sameSettings = existsSync(stamp) && readFileSync(stamp, 'utf8') === settings
  if (existsSync(index) && sameSettings && statSync(index).mtimeMs >= newestSourceTime()) {
    console.log(`The web app in ${path.relative(ROOT, DIST)}/ is up to date.`)
    return
  }
  console.log('Building the web app (vite build)...')
  const result = spawnSync('npx', ['vite', 'build', '--outDir', DIST, '--emptyOutDir'], {
    cwd: ROOT,
    stdio: 'inherit',
  })
  if (result.status !== 0) {
    console.error('The web app did not build; see the output above.')
    process.exit(1)
  }
  writeFileSync(stamp, settings)
}

function seed(accounts, env) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/seed-demo.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...env, DEMO_ACCOUNTS: JSON.stringify(accounts) },
  })
  if (result.status !== 0) throw new Error('Seeding the demo accounts failed')
}

async function main() {
  const serverEnv = { ...process.env, PORT, WEB_DIST_DIR: DIST }
  let accounts = []
  if (realFirebase) {
    console.log(`Firebase project ${projectId} is configured: no emulator, no demo accounts.`)
  } else {
    await startEmulator()
    serverEnv.FIREBASE_PROJECT_ID = DEMO_PROJECT
    serverEnv.FIREBASE_AUTH_EMULATOR_HOST = EMULATOR_HOST
    accounts = await ensureDemoAccounts(EMULATOR_HOST)
    seed(accounts, serverEnv)
  }
  if (!DEV) buildWebAppIfNeeded()

  // Development reloads the TypeScript on change; otherwise the server runs bundled, as plain
  // JavaScript, which starts faster and leaves tsx's compiler out of its memory.
  const serverArgs = DEV
    ? ['--import', 'tsx', '--watch', 'server/main.ts']
    : [await bundleEntry('server/main.ts', { packages: 'external' })]
  const server = startProcess('api', process.execPath, serverArgs, { cwd: ROOT, env: serverEnv })
  track('The API server', server)
  await waitFor('The API server', () => answers(`http://127.0.0.1:${PORT}/api/health`), {
    timeoutMs: 90_000,
    child: server,
  })

  let appUrl = `http://localhost:${PORT}`
  if (DEV) {
    const vite = startProcess('web', 'npx', ['vite', '--host', '127.0.0.1', '--strictPort'], {
      cwd: ROOT,
      env: { ...process.env, VITE_API_BASE_URL: `http://localhost:${PORT}` },
    })
    track('The Vite dev server', vite)
    await waitFor('The Vite dev server', () => answers('http://127.0.0.1:5173/'), {
      timeoutMs: 60_000,
      child: vite,
    })
    appUrl = 'http://localhost:5173'
  }

  console.log(`\nJobFit is running.\n  App:  ${appUrl}\n  API:  http://localhost:${PORT}/api`)
  console.log(`  Docs: http://localhost:${PORT}/api/docs`)
  if (accounts.length > 0) {
    console.log(`\nDemo accounts (password ${DEMO_PASSWORD}):`)
    for (const account of accounts) console.log(`  ${account.plan.padEnd(8)} ${account.email}`)
  }
  console.log('\nPress Ctrl-C to stop.')
}

main().catch((error) => {
  console.error(`\n${error instanceof Error ? error.message : error}`)
  void stopAll(1)
})
