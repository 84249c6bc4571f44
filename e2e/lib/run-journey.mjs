// One journey = one fresh browser context (its own storage, so its own sign-in and language), its
// screenshots in test-results/e2e/<journey>/, a screenshot of the page where it failed, and no
// uncaught error in the page allowed.
import assert from 'node:assert/strict'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { DESKTOP, OUT_DIR, STEP_TIMEOUT_MS } from './config.mjs'
import { expectAccessible } from './accessibility.mjs'

export const progress = { journey: 'setup', step: 'start', screenshots: 0, axeChecks: 0 }

/**
 * Runs `walk(j)` where `j` holds the page and the journey's tools: `step(name)` logs where the
 * journey is, `shot(name)` keeps a full-page screenshot, `checkPage(name)` runs axe on the page as
 * it is and keeps its screenshot.
 */
export async function runJourney(browser, name, options, walk) {
  const { init, ...contextOptions } = options
  const folder = path.join(OUT_DIR, name)
  await mkdir(folder, { recursive: true })
  const context = await browser.newContext({ viewport: DESKTOP, ...contextOptions })
  if (init) await init(context)
  const page = await context.newPage()
  page.setDefaultTimeout(STEP_TIMEOUT_MS)
  page.setDefaultNavigationTimeout(STEP_TIMEOUT_MS)
  const pageErrors = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  let shots = 0
  const shot = async (label) => {
    shots += 1
    progress.screenshots += 1
    const file = path.join(folder, `${String(shots).padStart(2, '0')}-${label}.png`)
    await page.screenshot({ path: file, fullPage: true })
  }
  const j = {
    page,
    context,
    step(text) {
      progress.journey = name
      progress.step = text
      console.log(`  - [${name}] ${text}`)
    },
    shot,
    async checkPage(label) {
      progress.axeChecks += 1
      await expectAccessible(page, `${label} (${page.url()})`)
      await shot(label)
    },
  }
  j.step('open a fresh browser context')
  try {
    await walk(j)
    assert.deepEqual(pageErrors, [], `no uncaught errors in the page during ${name}`)
  } catch (error) {
    await page
      .screenshot({ path: path.join(folder, 'failure.png'), fullPage: true })
      .catch(() => {})
    if (pageErrors.length > 0) console.error(`Page errors:\n  ${pageErrors.join('\n  ')}`)
    throw error
  } finally {
    await context.close()
  }
}
