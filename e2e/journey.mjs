#!/usr/bin/env node
/* global window, document, MutationObserver -- the init scripts and evaluations run in the page */
// End-to-end journeys through the assembled app, in Debian's Chromium.
//
// Starts `node scripts/start.mjs` on a spare port (E2E_PORT, default 3100) with a fresh embedded
// database in a temporary DATA_DIR (the Auth emulator is fixed at 127.0.0.1:9099: an emulator
// already running there is reused), waits for /api/health, then walks: one new user through sign-up,
// sign-out, sign-in, the password reset with the emulator's oobCode, the password change, the
// Russian interface and the account deletion; Google sign-in; the demo accounts through resumes
// (upload, analysis, export, editor, optimize), the bio and cover-letter generators, the pro tools
// and a purchase on the built-in test checkout with a cancel. A screenshot of every page goes to test-results/e2e/,
// with the app's output in test-results/e2e/app.log. Ends with one PASS or FAIL line; exit 1 on
// failure. Everything it started is stopped and the temporary folder removed, pass or fail.
//
//   npm run test:e2e            (or: node e2e/journey.mjs)
//   E2E_HEADED=1 npm run test:e2e   to watch it (needs a display)
import assert from 'node:assert/strict'
import { execFileSync, spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { strToU8, zipSync } from 'fflate'
import mammoth from 'mammoth'
import { chromium } from 'playwright'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const OUT_DIR = path.join(ROOT, 'test-results', 'e2e')
const PORT = Number(process.env.E2E_PORT || 3100)
const BASE_URL = `http://127.0.0.1:${PORT}`
const EMULATOR = 'http://127.0.0.1:9099'
const PROJECT_ID = 'demo-jobfit'
const START_TIMEOUT_MS = 240_000
const STEP_TIMEOUT_MS = 20_000

// Kept in step with scripts/chromium.ts (a .ts file, which Node 20 cannot import from here).
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROMIUM_ARGS = [
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

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
const USER = {
  fullName: 'Ada Lovelace',
  email: `e2e-${stamp}@jobfit.test`,
  password: 'first-pass-1',
  resetPassword: 'reset-pass-2',
  changedPassword: 'changed-pass-3',
}

let currentStep = 'setup'
let shotCount = 0

function step(name) {
  currentStep = name
  console.log(`  - ${name}`)
}

// ---------------------------------------------------------------------------------------------
// The app: start, wait, stop

/** Every process below `pid` with its process group (start.mjs puts each child in its own group). */
function descendantGroups(pid) {
  let table
  try {
    table = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,pgid='], { encoding: 'utf8' })
  } catch {
    return []
  }
  const rows = table
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
  const found = new Set([pid])
  let grew = true
  while (grew) {
    grew = false
    for (const [child, parent] of rows) {
      if (found.has(parent) && !found.has(child)) {
        found.add(child)
        grew = true
      }
    }
  }
  const groups = new Set()
  for (const [child, , group] of rows) if (found.has(child) && group > 1) groups.add(group)
  return [...groups]
}

function groupAlive(group) {
  try {
    process.kill(-group, 0)
    return true
  } catch {
    return false
  }
}

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

async function startApp(dataDir, log) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      CORS_ORIGINS: `${BASE_URL},http://localhost:${PORT}`,
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    },
  })
  child.stdout.pipe(log, { end: false })
  child.stderr.pipe(log, { end: false })
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the app exited before it was ready (see ${path.join(OUT_DIR, 'app.log')})`)
    }
    try {
      const response = await fetch(`${BASE_URL}/api/health`)
      if (response.status === 200) return child
    } catch {
      // Not listening yet.
    }
    await delay(500)
  }
  throw Object.assign(new Error(`the app did not answer ${BASE_URL}/api/health in time`), {
    child,
  })
}

/** SIGTERM to start.mjs (it stops its parts), then SIGKILL to every group still there. */
async function stopApp(child) {
  if (!child || child.pid === undefined) return
  const groups = descendantGroups(child.pid)
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
    await Promise.race([exited, delay(25_000)])
  }
  for (const group of [child.pid, ...groups]) {
    if (!groupAlive(group)) continue
    try {
      process.kill(-group, 'SIGKILL')
    } catch {
      // Gone meanwhile.
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The emulator's password-reset codes

async function resetCodeFor(email) {
  const deadline = Date.now() + STEP_TIMEOUT_MS
  while (Date.now() < deadline) {
    const response = await fetch(`${EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`)
    assert.equal(response.status, 200, 'the emulator lists its oobCodes')
    const { oobCodes = [] } = await response.json()
    const codes = oobCodes.filter(
      (entry) =>
        entry.requestType === 'PASSWORD_RESET' &&
        String(entry.email).toLowerCase() === email.toLowerCase(),
    )
    const last = codes.at(-1)
    if (last) return last.oobCode
    await delay(300)
  }
  throw new Error(`no PASSWORD_RESET oobCode for ${email} in the emulator`)
}

// ---------------------------------------------------------------------------------------------
// The journey

async function shot(page, name) {
  shotCount += 1
  const file = path.join(OUT_DIR, `${String(shotCount).padStart(2, '0')}-${name}.png`)
  await page.screenshot({ path: file, fullPage: true })
}

/** Waits for the locator to be visible; the assertion message names what was expected. */
async function see(locator, what) {
  try {
    await locator.first().waitFor({ state: 'visible' })
  } catch (error) {
    throw new Error(`expected to see ${what}`, { cause: error })
  }
}

async function onPath(page, pathname) {
  await page.waitForURL((url) => url.pathname === pathname)
}

/** A toast (react-hot-toast, role status or alert) with exactly this text. */
function toast(page, text) {
  return page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true })
}

/** Waits until no toast with this text is left, so the next one seen is a new one. */
async function noToast(page, text) {
  await toast(page, text).first().waitFor({ state: 'detached' })
}

async function signIn(page, email, password) {
  await page.goto(`${BASE_URL}/signin`)
  await see(page.getByRole('heading', { name: 'Sign in to JobFit' }), 'the sign-in page')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

async function expectDashboard(page) {
  await onPath(page, '/dashboard')
  await see(
    page.getByRole('heading', { level: 1, name: `Welcome back, ${USER.fullName}!` }),
    `the dashboard's welcome with the name ${USER.fullName}`,
  )
}

async function signInFails(page, email, password) {
  await signIn(page, email, password)
  const form = page.getByRole('main')
  await see(
    form.getByRole('alert').filter({
      hasText: /No user found with this email\.|Incorrect password\.|Invalid login credentials\./,
    }),
    'a sign-in error on the form',
  )
  assert.equal(new URL(page.url()).pathname, '/signin', 'a failed sign-in stays on /signin')
}

async function signOutFromAvatarMenu(page) {
  await noToast(page, 'Signed out successfully')
  await page.getByRole('button', { name: `Account menu for ${USER.fullName}` }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await see(toast(page, 'Signed out successfully'), "the 'Signed out successfully' toast")
  await onPath(page, '/')
  await see(
    page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }),
    'the signed-out navbar',
  )
}

async function journey(page) {
  step('sign up a new user')
  await page.goto(`${BASE_URL}/signup`)
  await see(page.getByRole('heading', { name: 'Create your JobFit account' }), 'the sign-up page')
  await page.getByLabel('Full name', { exact: true }).fill(USER.fullName)
  await page.getByLabel('Email', { exact: true }).fill(USER.email)
  await page.getByLabel('Password', { exact: true }).fill(USER.password)
  await page.getByLabel('Confirm password', { exact: true }).fill(USER.password)
  await shot(page, 'signup')
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click()

  step('land on the dashboard with the welcome')
  await expectDashboard(page)
  await shot(page, 'dashboard-after-signup')

  step('sign out from the avatar menu')
  await signOutFromAvatarMenu(page)
  await shot(page, 'home-signed-out')

  step('sign in')
  await signIn(page, USER.email, USER.password)
  await expectDashboard(page)
  await shot(page, 'dashboard-after-signin')
  await signOutFromAvatarMenu(page)

  step('request a password reset')
  await page.goto(`${BASE_URL}/signin`)
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await onPath(page, '/reset-request')
  await see(page.getByRole('heading', { name: 'Reset your password' }), 'the reset-request page')
  await page.getByLabel('Email', { exact: true }).fill(USER.email)
  await shot(page, 'reset-request')
  await page.getByRole('button', { name: 'Send Reset Email' }).click()
  await see(toast(page, 'Password reset email sent!'), "the 'Password reset email sent!' toast")
  await onPath(page, '/signin')

  step("reset the password with the emulator's oobCode")
  const oobCode = await resetCodeFor(USER.email)
  await page.goto(`${BASE_URL}/reset-password?oobCode=${encodeURIComponent(oobCode)}`)
  await see(page.getByRole('heading', { name: 'Choose a new password' }), 'the reset page')
  const account = page.getByLabel('Account', { exact: true })
  await see(account, 'the account field of a verified code')
  assert.equal(await account.inputValue(), USER.email, 'the reset page shows the account')
  await page.getByLabel('New password', { exact: true }).fill(USER.resetPassword)
  await page.getByLabel('Confirm new password', { exact: true }).fill(USER.resetPassword)
  await shot(page, 'reset-password')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await see(
    toast(page, 'Password successfully reset. You can now sign in.'),
    'the password-reset success toast',
  )
  await onPath(page, '/signin')

  step('the old password no longer signs in')
  await signInFails(page, USER.email, USER.password)
  await shot(page, 'signin-old-password-rejected')

  step('sign in with the reset password')
  await signIn(page, USER.email, USER.resetPassword)
  await expectDashboard(page)

  step('change the password on /profile, Security tab')
  await page.getByRole('button', { name: `Account menu for ${USER.fullName}` }).click()
  await page.getByRole('menuitem', { name: 'Profile' }).click()
  await onPath(page, '/profile')
  await see(page.getByRole('heading', { level: 1, name: 'Account settings' }), 'account settings')
  await shot(page, 'profile')
  await page.getByRole('tab', { name: 'Security' }).click()
  const passwordForm = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Update Password' }) })
  await see(passwordForm, 'the change-password form')
  await passwordForm.getByLabel('Current password', { exact: true }).fill(USER.resetPassword)
  await passwordForm.getByLabel('New password', { exact: true }).fill(USER.changedPassword)
  await passwordForm.getByLabel('Confirm new password', { exact: true }).fill(USER.changedPassword)
  await shot(page, 'profile-security')
  await passwordForm.getByRole('button', { name: 'Update Password' }).click()
  await see(toast(page, 'Password updated successfully'), "the 'Password updated' toast")

  step('sign out from the Danger Zone, sign in with the changed password')
  await page.getByRole('tab', { name: 'Danger Zone' }).click()
  await noToast(page, 'Signed out successfully')
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign Out', exact: true }).click()
  await see(toast(page, 'Signed out successfully'), "the 'Signed out successfully' toast")
  await onPath(page, '/')
  await signIn(page, USER.email, USER.changedPassword)
  await expectDashboard(page)

  step('switch the language to Russian')
  await page.getByRole('button', { name: 'Language: English, EN' }).click()
  await page.getByRole('menuitemradio', { name: 'Русский' }).click()
  const ruNav = page.getByRole('navigation', { name: 'Основная навигация' })
  await see(ruNav.getByRole('link', { name: 'Панель' }), "the navbar's Russian 'Панель' link")
  await see(ruNav.getByRole('link', { name: 'Тарифы' }), "the navbar's Russian 'Тарифы' link")
  assert.equal(await page.locator('html').getAttribute('lang'), 'ru', '<html lang="ru">')
  await shot(page, 'dashboard-russian')

  step('switch back to English')
  await page.getByRole('button', { name: 'Язык: Русский, RU' }).click()
  await page.getByRole('menuitemradio', { name: 'English' }).click()
  await see(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
    "the navbar's English 'Dashboard' link",
  )
  await expectDashboard(page)

  step('delete the account from the Danger Zone')
  await page.goto(`${BASE_URL}/profile`)
  await see(page.getByRole('heading', { level: 1, name: 'Account settings' }), 'account settings')
  await page.getByRole('tab', { name: 'Danger Zone' }).click()
  await shot(page, 'profile-danger-zone')
  await page.getByRole('button', { name: 'Delete Account' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' })
  await see(dialog, 'the delete confirmation')
  const confirm = dialog.getByRole('button', { name: 'Delete Account' })
  assert.equal(await confirm.isDisabled(), true, 'delete is disabled until DELETE is typed')
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE')
  await shot(page, 'delete-confirmation')
  await confirm.click()
  await see(toast(page, 'Account deleted successfully'), "the 'Account deleted' toast")
  await onPath(page, '/')
  await see(
    page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }),
    'the signed-out navbar after deletion',
  )
  await shot(page, 'home-after-delete')

  step('the deleted account can no longer sign in')
  await signInFails(page, USER.email, USER.changedPassword)
  await shot(page, 'signin-deleted-account-rejected')
}

/**
 * The Google button, headless: Google's popup needs Google's servers, so the page is given an
 * emulator identity (src/app/auth/google-popup.ts) and the same button signs in with it.
 */
async function googleJourney(browser) {
  const identity = {
    sub: `google-${stamp}`,
    email: `google-${stamp}@jobfit.test`,
    name: 'Grace Hopper',
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  await context.addInitScript((value) => {
    globalThis.__jobfitEmulatorGoogleIdentity = value
  }, identity)
  const page = await context.newPage()
  page.setDefaultTimeout(STEP_TIMEOUT_MS)
  try {
    step('sign in with the Google button (a headless emulator credential)')
    await page.goto(`${BASE_URL}/signin`)
    await page.getByRole('button', { name: 'Sign in with Google' }).click()
    await onPath(page, '/dashboard')
    await see(
      page.getByRole('heading', { level: 1, name: `Welcome back, ${identity.name}!` }),
      "the dashboard's welcome with the Google account's name",
    )
    await shot(page, 'google-dashboard')

    step('the profile shows Google as the sign-in method, Security defers to Google')
    await page.goto(`${BASE_URL}/profile`)
    await see(page.getByText('Google', { exact: true }), "the sign-in method 'Google'")
    await page.getByRole('tab', { name: 'Security' }).click()
    await see(page.getByText('Your account is managed by Google'), 'the third-party info box')
    await shot(page, 'google-profile-security')

    step('sign out, and the Google button signs the same account back in')
    await page.getByRole('tab', { name: 'Danger Zone' }).click()
    await page.getByRole('button', { name: 'Sign Out' }).click()
    await onPath(page, '/')
    await page.goto(`${BASE_URL}/signin`)
    await page.getByRole('button', { name: 'Sign in with Google' }).click()
    await onPath(page, '/dashboard')
    await see(
      page.getByRole('heading', { level: 1, name: `Welcome back, ${identity.name}!` }),
      'the same Google account signed in again',
    )
  } catch (error) {
    await page
      .screenshot({ path: path.join(OUT_DIR, 'failure.png'), fullPage: true })
      .catch(() => {})
    throw error
  } finally {
    await context.close()
  }
}

const SAMPLES = path.resolve(ROOT, '..', 'shared', 'data', 'samples')
const DEMO_PASSWORD = 'jobfit-demo'
const JOB_DESCRIPTION = [
  'Full Stack Engineer',
  'Requirements:',
  '- React, TypeScript and Node.js',
  '- PostgreSQL and REST APIs',
  '- Docker and Kubernetes',
  '- AWS is a plus',
].join('\n')

async function signInAs(page, email) {
  await signIn(page, email, DEMO_PASSWORD)
  await onPath(page, '/dashboard')
}

async function openResumes(page) {
  await page.goto(`${BASE_URL}/resumes`)
  await see(page.getByRole('heading', { level: 1, name: 'Resumes' }), 'the resumes page')
}

/** The card of a resume by its title. */
function cardOf(page, title) {
  return page.locator('article').filter({ has: page.getByRole('heading', { name: title }) })
}

/**
 * Issue 5 in the assembled app: a free user uploads a PDF with a job description, opens its
 * analysis and sees export and the editor offered as upgrades; a premium user exports a DOCX (its
 * text read back with mammoth) and edits the resume in the editor, and the change survives a reload.
 */
async function resumesJourney(browser) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  })
  const page = await context.newPage()
  page.setDefaultTimeout(STEP_TIMEOUT_MS)
  const title = `Bruce Wayne ${stamp}`
  try {
    step('free: create a resume by uploading a PDF with a job description')
    await signInAs(page, 'free@demo.jobfit.test')
    await openResumes(page)
    await page.getByRole('button', { name: 'New Resume' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'New resume' })
    await dialog.getByLabel(/Title/).fill(title)
    await dialog
      .locator('input[type=file]')
      .setInputFiles(path.join(SAMPLES, 'resumes', 'bruce_wayne_fullstack.pdf'))
    await dialog.getByLabel(/Job description/).fill(JOB_DESCRIPTION)
    await dialog
      .getByRole('button', { name: /Create/ })
      .last()
      .click()
    await see(dialog.getByText('Resume created successfully!'), "'Resume created successfully!'")
    await dialog.getByRole('button', { name: 'Done' }).click()
    const card = cardOf(page, title)
    await see(card.getByText(/% match/), 'the match score on the new card')
    await shot(page, 'resumes-free-created')

    step('free: open the analysis and switch its tabs')
    await card.getByRole('button', { name: 'View' }).click()
    const view = page.getByRole('dialog', { name: title })
    await see(view.getByRole('tab', { name: 'Overview' }), 'the view dialog')
    await see(view.getByText('Keyword match'), 'the keyword match on Overview')
    await view.getByRole('tab', { name: 'Keywords by Category' }).click()
    await see(view.getByRole('heading', { name: /Missing keywords/ }), 'the missing keywords')
    await shot(page, 'resumes-view-keywords')
    await view.getByRole('tab', { name: 'Resume Content' }).click()
    await see(view.getByText(/Bruce Wayne/).first(), 'the resume text from the PDF')
    await page.keyboard.press('Escape')

    step('free: export and the editor are offered as upgrades')
    await see(card.getByRole('link', { name: /Upgrade to export/ }), "the 'Upgrade to export' link")
    await card.getByRole('button', { name: `Edit ${title}` }).click()
    await see(page.getByText('Premium Feature'), 'the gated editor')
    await shot(page, 'editor-gated-free')
    await page.goto(`${BASE_URL}/`)
    await signOutFromMenu(page)

    step('premium: create a resume, export it as DOCX and read the file back')
    await signInAs(page, 'premium@demo.jobfit.test')
    await openResumes(page)
    const pasted = `Diana Prince ${stamp}`
    await page.getByRole('button', { name: 'New Resume' }).first().click()
    const create = page.getByRole('dialog', { name: 'New resume' })
    await create.getByLabel(/Title/).fill(pasted)
    const lines = [
      '# Diana Prince',
      'diana@example.com | +1 555 010 2030',
      '## Experience',
      '- Built React and TypeScript dashboards used by 40 teams',
      '- Ran PostgreSQL on AWS with Docker',
    ]
    await create.getByLabel('Paste your resume').fill(lines.join('\n'))
    await create.getByLabel(/Job description/).fill(JOB_DESCRIPTION)
    await create
      .getByRole('button', { name: /Create/ })
      .last()
      .click()
    await see(create.getByText('Resume created successfully!'), "'Resume created successfully!'")
    await create.getByRole('button', { name: 'Done' }).click()
    const premiumCard = cardOf(page, pasted)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      premiumCard.getByRole('button', { name: 'Export DOCX' }).click(),
    ])
    const file = path.join(OUT_DIR, 'export.docx')
    await download.saveAs(file)
    const { value: exported } = await mammoth.extractRawText({ path: file })
    for (const line of [
      'Diana Prince',
      'diana@example.com',
      'Built React and TypeScript dashboards',
    ]) {
      assert.ok(exported.includes(line), `the exported DOCX contains "${line}"`)
    }
    await see(premiumCard.getByText('Exported'), 'the exported status')

    step('premium: edit the resume, save, reload and see the change')
    await premiumCard.getByRole('button', { name: `Edit ${pasted}` }).click()
    const editor = page.getByRole('textbox', { name: 'Resume content' })
    await see(editor, 'the editor')
    await editor.click()
    await page.keyboard.press('ControlOrMeta+End')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Led a team of 6 engineers')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await see(page.getByText('Changes saved'), "'Changes saved'")
    await shot(page, 'editor-saved')
    await page.reload()
    await see(
      page.getByRole('textbox', { name: 'Resume content' }).getByText('Led a team of 6 engineers'),
      'the saved change after a reload',
    )

    step('premium: optimize the resume and see the before/after comparison')
    await openResumes(page)
    await cardOf(page, pasted).getByRole('button', { name: 'Optimize' }).click()
    await see(toast(page, 'Resume optimized successfully!'), "'Resume optimized successfully!'")
    await see(toast(page, '0 AI generations left this month'), 'the remaining-generations toast')
    const compared = page.getByRole('dialog', { name: pasted })
    await see(
      compared.getByRole('tab', { name: 'ATS Comparison', selected: true }),
      'the comparison tab, open',
    )
    await see(compared.getByText('Led a team of 6 engineers').first(), 'the edited line kept')
    await shot(page, 'resumes-optimized-comparison')
    await page.keyboard.press('Escape')
    await see(cardOf(page, pasted).getByText('Optimized'), 'the optimized status')
  } catch (error) {
    await page
      .screenshot({ path: path.join(OUT_DIR, 'failure.png'), fullPage: true })
      .catch(() => {})
    throw error
  } finally {
    await context.close()
  }
}

/** Clicks an export button and resolves with the downloaded file's path. */
async function downloadFrom(page, button, name) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
  const file = path.join(OUT_DIR, name)
  await download.saveAs(file)
  return file
}

/**
 * Issue 6 in the assembled app: the free plan meets both upgrade screens; a pro user writes an
 * executive bio (streamed by the built-in writer) and exports it to Word and PDF; a premium user
 * writes a cover letter that names the company.
 */
async function writingJourney(browser) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  })
  const page = await context.newPage()
  page.setDefaultTimeout(STEP_TIMEOUT_MS)
  try {
    step('free: the bio and cover-letter pages show their upgrade screens')
    await signInAs(page, 'free@demo.jobfit.test')
    await page.goto(`${BASE_URL}/executive-bio`)
    await see(page.getByText('Executive BIOs are a Pro Feature'), 'the bio upgrade screen')
    await page.goto(`${BASE_URL}/cover-letter`)
    await see(
      page.getByText('Cover Letter Generator is a Premium Feature'),
      'the cover-letter upgrade screen',
    )
    await shot(page, 'cover-letter-upgrade-free')
    await signOutFromMenu(page)

    step('pro: generate an executive bio')
    await signInAs(page, 'pro@demo.jobfit.test')
    await page.goto(`${BASE_URL}/executive-bio`)
    await page.getByLabel(/Full name/).fill('Grace Hopper')
    await page.getByLabel(/Current title/).fill('Chief Technology Officer')
    await page.getByLabel(/Industry/).fill('Financial services')
    await page.getByLabel(/Education/).fill('PhD in Mathematics, Yale University')
    await page
      .getByLabel(/Key accomplishments/)
      .fill(
        'Led a platform team of 40 engineers. Cut release time from a month to a day. ' +
          'Built the first compiler used across the bank.',
      )
    await page.getByRole('button', { name: 'Generate Bio' }).click()
    await see(toast(page, 'Executive bio generated successfully!'), 'the generated toast')
    const bio = page.getByRole('region', { name: 'Your executive bio' })
    await see(bio.getByText(/Grace Hopper/).first(), 'the bio names the person')
    await shot(page, 'bio-generated')

    step('pro: export the bio to Word and to PDF')
    const docx = await downloadFrom(
      page,
      page.getByRole('button', { name: 'Export to Word' }),
      'bio.docx',
    )
    const { value: bioText } = await mammoth.extractRawText({ path: docx })
    assert.ok(bioText.includes('Grace Hopper'), 'the bio DOCX names the person')
    assert.ok(bioText.includes('Chief Technology Officer'), 'the bio DOCX gives the title')
    const pdf = await downloadFrom(
      page,
      page.getByRole('button', { name: 'Export to PDF' }),
      'bio.pdf',
    )
    const pdfBytes = await readFile(pdf)
    assert.equal(pdfBytes.subarray(0, 5).toString('latin1'), '%PDF-', 'the bio export is a PDF')
    await signOutFromMenu(page)

    step('premium: generate a cover letter')
    await signInAs(page, 'premium@demo.jobfit.test')
    await page.goto(`${BASE_URL}/cover-letter`)
    await page.getByLabel(/Full name/).fill('Diana Prince')
    await page.getByLabel(/Target job title/).fill('Full Stack Engineer')
    await page.getByLabel(/Company/).fill('Themyscira Labs')
    await page
      .getByLabel(/Resume content/)
      .fill(
        [
          'Diana Prince',
          'Experience',
          '- Built React and TypeScript dashboards used by 40 teams',
          '- Ran PostgreSQL on AWS with Docker',
        ].join('\n'),
      )
    await page.getByLabel(/Job description/).fill(JOB_DESCRIPTION)
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click()
    await see(toast(page, 'Cover letter generated successfully!'), 'the generated toast')
    const letter = page.getByRole('region', { name: 'Your cover letter' })
    await see(letter.getByText(/Themyscira Labs/).first(), 'the letter names the company')
    await shot(page, 'cover-letter-generated')
  } catch (error) {
    await page
      .screenshot({ path: path.join(OUT_DIR, 'failure.png'), fullPage: true })
      .catch(() => {})
    throw error
  } finally {
    await context.close()
  }
}

/** Fills the built-in test checkout's card form and pays. */
async function payWithCard(page, number) {
  await see(page.getByText('TEST MODE').first(), 'the built-in test checkout')
  await page.getByLabel('Card number').fill(number)
  await page.getByLabel('Expiry date').fill('12/34')
  await page.getByLabel('Security code (CVC)').fill('123')
  await page.getByLabel('Name on card').fill('Free Demo')
  await page.getByRole('button', { name: /^Pay / }).click()
}

/**
 * Issue 7 in the assembled app, on the built-in test-mode checkout: free@demo is declined with
 * 4000 0000 0000 0002 and stays free, then buys premium with 4242 4242 4242 4242, sees the plan
 * activate, finds premium on the dashboard and the payment in the billing history, and cancels,
 * keeping access to the end of the period.
 */
async function paymentsJourney(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  // Every heading a page shows, however briefly: 'Activating your plan' may last one round trip.
  await context.addInitScript(() => {
    window.__headingsSeen = []
    new MutationObserver(() => {
      for (const heading of document.querySelectorAll('h1, h2')) {
        const text = heading.textContent?.trim()
        if (text && !window.__headingsSeen.includes(text)) window.__headingsSeen.push(text)
      }
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
  const page = await context.newPage()
  page.setDefaultTimeout(STEP_TIMEOUT_MS)
  try {
    step('free: a declined card leaves the plan free')
    await signInAs(page, 'free@demo.jobfit.test')
    await page.goto(`${BASE_URL}/pricing`)
    await see(page.getByRole('heading', { level: 1, name: 'Pricing' }), 'the pricing page')
    await shot(page, 'pricing-free')
    await page.getByRole('button', { name: 'Upgrade to Premium' }).click()
    await payWithCard(page, '4000 0000 0000 0002')
    await see(page.getByText('Your card was declined.').first(), 'the declined message')
    await shot(page, 'checkout-declined')
    await page.getByRole('link', { name: 'Cancel and return to JobFit' }).click()
    await see(page.getByRole('heading', { name: 'Checkout canceled' }), "'Checkout canceled'")
    await page.goto(`${BASE_URL}/dashboard`)
    await see(page.getByRole('link', { name: 'Upgrade' }).first(), 'still free: Upgrade')

    step('free: buy premium with 4242 4242 4242 4242')
    await page.goto(`${BASE_URL}/pricing`)
    await page.getByRole('button', { name: 'Upgrade to Premium' }).click()
    await payWithCard(page, '4242 4242 4242 4242')
    await onPath(page, '/payment/success')
    await see(page.getByRole('heading', { name: 'Payment successful' }), "'Payment successful'")
    const headings = await page.evaluate(() => window.__headingsSeen)
    const activating = headings.indexOf('Activating your plan')
    assert.ok(activating >= 0, `'Activating your plan' was shown (saw: ${headings.join(' | ')})`)
    assert.ok(activating < headings.indexOf('Payment successful'), 'activating, then successful')
    await see(page.getByRole('main').getByText('free@demo.jobfit.test'), 'the buyer email')
    await shot(page, 'payment-success')

    step('premium now: the profile shows the plan and the payment')
    await page.goto(`${BASE_URL}/profile?tab=subscription`)
    await see(page.getByText('Active').first(), 'the active status')
    await see(page.getByRole('button', { name: 'Cancel Subscription' }), 'Cancel Subscription')
    await page.getByRole('tab', { name: 'Billing History' }).click()
    await see(page.getByText('$9.99').first(), 'the premium payment in the billing history')
    await shot(page, 'billing-history')

    step('cancel the subscription: cancelled, with access kept')
    await page.getByRole('tab', { name: 'Subscription' }).click()
    await page.getByRole('button', { name: 'Cancel Subscription' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Cancel your subscription?' })
    await confirm.getByRole('button', { name: 'Cancel Subscription' }).click()
    await see(
      toast(page, 'Subscription cancelled successfully'),
      "'Subscription cancelled successfully'",
    )
    await see(page.getByText('Cancelled').first(), 'the cancelled status')
    await see(page.getByText(/Access until/).first(), 'access kept until the period ends')
    await shot(page, 'subscription-cancelled')
  } catch (error) {
    await page
      .screenshot({ path: path.join(OUT_DIR, 'failure.png'), fullPage: true })
      .catch(() => {})
    throw error
  } finally {
    await context.close()
  }
}

/** A LinkedIn data-export ZIP with the four CSVs decisions.md names. */
function linkedinExportZip() {
  const csv = (rows) => strToU8(rows.map((row) => row.join(',')).join('\n'))
  return Buffer.from(
    zipSync({
      'Profile.csv': csv([
        ['First Name', 'Last Name', 'Headline', 'Summary', 'Industry', 'Geo Location'],
        [
          'Ada',
          'Lovelace',
          'Analytical Engineer',
          'Builds engines that compute.',
          'Computing',
          'London',
        ],
      ]),
      'Positions.csv': csv([
        ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
        [
          'Babbage Works',
          'Lead Programmer',
          'Wrote the first program',
          'London',
          'Jan 1842',
          'Dec 1843',
        ],
      ]),
      'Education.csv': csv([
        ['School Name', 'Start Date', 'End Date', 'Notes', 'Degree Name', 'Activities'],
        ['University of London', '1830', '1833', '', 'Mathematics', ''],
      ]),
      'Skills.csv': csv([['Name'], ['Mathematics'], ['Algorithms']]),
    }),
  )
}

/**
 * Issue 8 in the assembled app: pro@demo opens /pro and uses each tab once (overview, a bulk run
 * of two jobs with the built-in writer, an originality check, a LinkedIn import by URL, which
 * explains that no provider is configured, and by data-export ZIP); free@demo meets the gate.
 */
async function proJourney(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  page.setDefaultTimeout(STEP_TIMEOUT_MS)
  try {
    step('pro: the overview shows usage, limits and features')
    await signInAs(page, 'pro@demo.jobfit.test')
    await page.goto(`${BASE_URL}/pro`)
    await see(page.getByRole('heading', { level: 1, name: 'Pro Dashboard' }), 'the pro dashboard')
    await see(page.getByText(/in the last 30 days/).first(), 'the 30-day usage summary')
    await shot(page, 'pro-overview')

    step('pro: tailor a resume to two jobs in one bulk run')
    await page.getByRole('tab', { name: 'Bulk Generator' }).click()
    await page
      .getByLabel('Base resume')
      .fill(
        [
          '# Grace Hopper',
          '## Experience',
          '- Built React and TypeScript dashboards used by 40 teams',
          '- Ran PostgreSQL on AWS with Docker',
        ].join('\n'),
      )
    await page.getByLabel('Job description 1').fill(JOB_DESCRIPTION)
    await page.getByRole('button', { name: 'Add job description' }).click()
    await page
      .getByLabel('Job description 2')
      .fill('Data Engineer\nRequirements:\n- Python and SQL\n- PostgreSQL and AWS\n- Docker')
    await page.getByRole('button', { name: 'Generate Resumes' }).click()
    await see(page.getByText('Success').nth(1), 'two successful results')
    await shot(page, 'pro-bulk-results')

    step('pro: check a text for originality')
    await page.getByRole('tab', { name: 'Plagiarism' }).click()
    await page
      .getByLabel('Text to check')
      .fill(
        'Results-driven team player with a proven track record of success. Hardworking ' +
          'self-starter who thinks outside the box and works well under pressure.',
      )
    await page.getByRole('button', { name: 'Check Originality' }).click()
    await see(page.getByText(/^(Excellent|Good|Low):/).first(), 'the uniqueness band')
    await shot(page, 'pro-originality')

    step('pro: import a LinkedIn profile by URL, then by data-export ZIP')
    await page.getByRole('tab', { name: 'LinkedIn' }).click()
    await page.getByLabel('LinkedIn profile URL').fill('https://www.linkedin.com/in/ada-lovelace')
    await page.getByRole('button', { name: 'Import Profile' }).click()
    await see(page.getByText(/needs a profile-data provider/).first(), 'the no-provider message')
    await page.locator('input[type=file]').setInputFiles({
      name: 'export.zip',
      mimeType: 'application/zip',
      buffer: linkedinExportZip(),
    })
    await page.getByRole('button', { name: 'Import File' }).click()
    await see(page.getByText('Babbage Works').first(), 'the imported position')
    await page.getByRole('button', { name: 'Use in Resume' }).click()
    await see(
      page.getByText(/Your LinkedIn data is ready to use/).first(),
      'the Use in Resume notice',
    )
    await shot(page, 'pro-linkedin')
    await signOutFromMenu(page)

    step('free: /pro is gated')
    await signInAs(page, 'free@demo.jobfit.test')
    await page.goto(`${BASE_URL}/pro`)
    await see(page.getByText('Pro Plan Required').first(), 'the pro gate')
  } catch (error) {
    await page
      .screenshot({ path: path.join(OUT_DIR, 'failure.png'), fullPage: true })
      .catch(() => {})
    throw error
  } finally {
    await context.close()
  }
}

async function signOutFromMenu(page) {
  await page.getByRole('button', { name: /^Account menu for / }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await onPath(page, '/')
}

// ---------------------------------------------------------------------------------------------

async function main() {
  // Only this run's screenshots.
  await rm(OUT_DIR, { recursive: true, force: true })
  await mkdir(OUT_DIR, { recursive: true })
  const log = createWriteStream(path.join(OUT_DIR, 'app.log'))
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'jobfit-e2e-'))
  let app
  let browser
  let failure
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
    step(`start the app on ${BASE_URL} with a fresh database`)
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
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'en-US',
    })
    const page = await context.newPage()
    page.setDefaultTimeout(STEP_TIMEOUT_MS)
    page.setDefaultNavigationTimeout(STEP_TIMEOUT_MS)
    const pageErrors = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    try {
      await journey(page)
    } catch (error) {
      await page
        .screenshot({ path: path.join(OUT_DIR, 'failure.png'), fullPage: true })
        .catch(() => {})
      if (pageErrors.length > 0) console.error(`Page errors:\n  ${pageErrors.join('\n  ')}`)
      throw error
    }
    assert.deepEqual(pageErrors, [], 'no uncaught errors in the page')
    await googleJourney(browser)
    await resumesJourney(browser)
    await writingJourney(browser)
    await proJourney(browser)
    await paymentsJourney(browser)
  } catch (error) {
    failure = error
  } finally {
    await cleanUp()
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (failure) {
    console.error(`\n${failure instanceof Error ? (failure.stack ?? failure.message) : failure}`)
    if (failure instanceof Error && failure.cause instanceof Error) {
      console.error(`Caused by: ${failure.cause.message}`)
    }
    console.error(
      `\nE2E FAIL at step "${currentStep}" after ${seconds} s ` +
        `(screenshots and app.log in ${path.relative(ROOT, OUT_DIR)}/)`,
    )
    process.exit(1)
  }
  console.log(
    `\nE2E PASS: sign-up, sign-out, sign-in, password reset, password change, Russian, ` +
      `account deletion, Google sign-in, resumes (upload, analysis, upgrades, DOCX export, editor, optimize), bio and cover letter, pro tools (overview, bulk, originality, LinkedIn), payments (declined card, purchase, billing history, cancel) (${seconds} s, ${shotCount} screenshots in ${path.relative(ROOT, OUT_DIR)}/)`,
  )
  process.exit(0)
}

await main()
