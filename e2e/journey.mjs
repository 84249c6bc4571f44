#!/usr/bin/env node
// End-to-end journeys through the assembled app, in Debian's Chromium (Playwright's library).
//
// Starts `node scripts/start.mjs` on a spare port (E2E_PORT, default 3100) with a fresh embedded
// database in a temporary DATA_DIR (the Auth emulator is fixed at 127.0.0.1:9099: an emulator
// already running there is reused), waits for /api/health, then runs the journeys below, each in
// its own browser context. Every route is checked with axe on the way; screenshots of every page go
// to test-results/e2e/<journey>/, the app's output to test-results/e2e/app.log. A failed journey
// does not stop the others; the run ends with one PASS or FAIL line and exits 1 on any failure.
// Everything it started is stopped and the temporary folder removed, pass or fail.
//
//   npm run test:e2e                         (or: node e2e/journey.mjs)
//   node e2e/journey.mjs plan-free mobile    only the journeys named
//   E2E_HEADED=1 npm run test:e2e            to watch it (needs a display)
import { createWriteStream } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright'
import { accountJourney, googleJourney } from './journeys/account.mjs'
import { localizedJourney } from './journeys/localized.mjs'
import { mobileJourney } from './journeys/mobile.mjs'
import { paymentsJourney } from './journeys/payments.mjs'
import { planJourney, visitorJourney } from './journeys/plans.mjs'
import { proToolsJourney } from './journeys/pro-tools.mjs'
import { resumesJourney } from './journeys/resumes.mjs'
import { reviewJourney } from './journeys/review.mjs'
import { writingJourney } from './journeys/writing.mjs'
import { startApp, stopApp } from './lib/app-process.mjs'
import { BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH, OUT_DIR, ROOT } from './lib/config.mjs'
import { progress } from './lib/run-journey.mjs'

/**
 * In this order: the plan tours run before the feature journeys use up a demo account's
 * generations, and payments run last because they move free@demo to premium.
 */
const JOURNEYS = [
  ['visitor', visitorJourney],
  ['plan-free', (browser) => planJourney(browser, 'free')],
  ['plan-premium', (browser) => planJourney(browser, 'premium')],
  ['plan-pro', (browser) => planJourney(browser, 'pro')],
  ['main-en', (browser) => localizedJourney(browser, 'en')],
  ['main-ru', (browser) => localizedJourney(browser, 'ru')],
  ['main-es', (browser) => localizedJourney(browser, 'es')],
  ['mobile', mobileJourney],
  ['account', accountJourney],
  ['google', googleJourney],
  ['resumes', resumesJourney],
  ['writing', writingJourney],
  ['pro-tools', proToolsJourney],
  ['review-es', reviewJourney],
  ['payments', paymentsJourney],
]

function describeFailure(name, error) {
  const lines = [`[${name}] ${error instanceof Error ? (error.stack ?? error.message) : error}`]
  if (error instanceof Error && error.cause instanceof Error) {
    lines.push(`Caused by: ${error.cause.message}`)
  }
  return lines.join('\n')
}

async function main() {
  const only = process.argv.slice(2)
  const unknown = only.filter((name) => !JOURNEYS.some(([known]) => known === name))
  if (unknown.length > 0) {
    console.error(
      `No journey named ${unknown.join(', ')}; known: ${JOURNEYS.map(([n]) => n).join(', ')}`,
    )
    process.exit(2)
  }
  const chosen = only.length > 0 ? JOURNEYS.filter(([name]) => only.includes(name)) : JOURNEYS

  // Only this run's screenshots.
  await rm(OUT_DIR, { recursive: true, force: true })
  await mkdir(OUT_DIR, { recursive: true })
  const log = createWriteStream(path.join(OUT_DIR, 'app.log'))
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'jobfit-e2e-'))
  let app
  let browser
  const failures = []
  const passed = []
  const started = Date.now()

  const cleanUp = async () => {
    await browser?.close().catch(() => {})
    await stopApp(app)
    await rm(dataDir, { recursive: true, force: true }).catch(() => {})
    log.end()
  }
  const onSignal = () => {
    console.error('\nInterrupted: stopping the app.')
    void cleanUp().then(() => process.exit(130))
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)

  try {
    console.log(`  - start the app on ${BASE_URL} with a fresh database`)
    try {
      app = await startApp(dataDir, log)
    } catch (error) {
      app = error.child ?? app
      throw error
    }
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      headless: !process.env.E2E_HEADED,
    })
    for (const [name, run] of chosen) {
      const journeyStarted = Date.now()
      try {
        await run(browser)
        passed.push(`${name} (${((Date.now() - journeyStarted) / 1000).toFixed(1)} s)`)
      } catch (error) {
        failures.push({ name, step: progress.step, error })
        console.error(`\n${describeFailure(name, error)}\n`)
      }
    }
  } catch (error) {
    failures.push({ name: 'setup', step: progress.step, error })
    console.error(`\n${describeFailure('setup', error)}\n`)
  } finally {
    await cleanUp()
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const where = path.relative(ROOT, OUT_DIR)
  console.log(`\nJourneys passed: ${passed.join(', ') || 'none'}`)
  if (failures.length > 0) {
    for (const { name, step } of failures) console.error(`  failed: ${name} at step "${step}"`)
    console.error(
      `\nE2E FAIL: ${failures.length} of ${chosen.length} journeys failed after ${seconds} s ` +
        `(screenshots, failure.png per journey and app.log in ${where}/)`,
    )
    process.exit(1)
  }
  console.log(
    `\nE2E PASS: ${chosen.length} journeys in ${seconds} s, ${progress.axeChecks} pages checked ` +
      `with axe, ${progress.screenshots} screenshots in ${where}/`,
  )
  process.exit(0)
}

await main()
