// One tour per audience: a visitor, then a demo account on each plan. Each opens every page its
// plan may open (axe-checked, with a screenshot) and meets each gate its plan may not pass.
import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import { strFromU8, unzipSync } from 'fflate'
import { DEMO, JOB_DESCRIPTION, STAMP } from '../lib/config.mjs'
import { expectDialogTrapsFocus, expectMenuWorksFromKeyboard } from '../lib/keyboard-checks.mjs'
import { translator } from '../lib/locale-catalog.mjs'
import { cardOf, onPath, open, see } from '../lib/page-helpers.mjs'
import { createPastedResume, openResumes } from '../lib/resume-actions.mjs'
import { runJourney } from '../lib/run-journey.mjs'
import { signInAs } from '../lib/session.mjs'

const t = translator('en')

const h1 = (page, name) => page.getByRole('heading', { level: 1, name })

/** Opens a page, waits for what proves it rendered, then checks it with axe. */
async function visit(j, pathname, proof, label) {
  await open(j.page, pathname)
  await see(proof(j.page), `${label} at ${pathname}`)
  await j.checkPage(label)
}

/** Everyone's pages, signed out; the signed-in pages send a visitor to /signin. */
export async function visitorJourney(browser) {
  await runJourney(browser, 'visitor', {}, async (j) => {
    const { page } = j
    j.step('public pages')
    await visit(j, '/', (p) => p.getByRole('heading', { level: 1 }), 'home')
    await visit(j, '/pricing', (p) => h1(p, t('pricing:title')), 'pricing')
    await visit(j, '/executive-bio', (p) => p.getByText(t('bio:upgrade.title')), 'bio-upgrade')
    await visit(
      j,
      '/cover-letter',
      (p) => p.getByText(t('cover-letter:upgrade.title')),
      'cover-letter-upgrade',
    )
    await visit(
      j,
      '/signin',
      (p) => p.getByRole('heading', { name: t('auth:signIn.title') }),
      'signin',
    )
    await visit(
      j,
      '/signup',
      (p) => p.getByRole('heading', { name: t('auth:signUp.title') }),
      'signup',
    )
    await visit(
      j,
      '/reset-request',
      (p) => p.getByRole('heading', { name: t('auth:resetRequest.title') }),
      'reset-request',
    )
    await visit(
      j,
      '/payment/cancel?reason=Changed%20my%20mind',
      (p) => p.getByRole('heading', { name: t('payment:cancel.title') }),
      'payment-cancel',
    )
    await visit(
      j,
      '/payment/success',
      (p) => p.getByRole('heading', { name: t('payment:success.failed.title') }),
      'payment-success-missing-session',
    )
    await visit(j, '/no-such-page', (p) => p.getByText(t('common:notFound.title')), 'not-found')

    j.step("the footer's Privacy Policy leads to the privacy page")
    await open(page, '/')
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: t('shell:footer.privacy') })
      .click()
    await onPath(page, '/privacy')
    await see(h1(page, t('shell:privacyPage.title')), 'the privacy page')
    await j.checkPage('privacy')

    j.step('a reset link without a code goes back to /signin')
    await open(page, '/reset-password')
    await onPath(page, '/signin')

    j.step('signed-in pages send a visitor to /signin')
    for (const pathname of ['/dashboard', '/resumes', '/pro', '/profile']) {
      await open(page, pathname)
      await onPath(page, '/signin')
    }

    j.step('the language picker works from the keyboard')
    await open(page, '/')
    await expectMenuWorksFromKeyboard(
      page,
      page.getByRole('button', {
        name: t('common:languagePicker.label', { language: 'English', code: 'EN' }),
      }),
      'the language picker',
    )
  })
}

const CAN = {
  free: { editor: false, export: false, optimize: false, bio: false, cover: false, pro: false },
  premium: { editor: true, export: true, optimize: true, bio: false, cover: true, pro: false },
  pro: { editor: true, export: true, optimize: true, bio: true, cover: true, pro: true },
}

const RESUME = [
  '# Sam Rivera',
  'sam.rivera@example.com',
  '## Experience',
  '- Built React and TypeScript front ends for a logistics platform',
  '- Ran Node.js services on PostgreSQL and AWS',
  '## Skills',
  '- React, TypeScript, Node.js, PostgreSQL, Docker',
].join('\n')

/**
 * Danger Zone, "Download my data": the ZIP the server sends (unzipped with fflate) holds a
 * profile.json of this account and the resume created on this tour, in resumes.json and as its
 * Markdown file.
 */
async function downloadMyData(page, { plan, title }) {
  const button = page.getByRole('button', { name: t('profile:danger.export') })
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
  assert.match(download.suggestedFilename(), /^jobfit-data-\d{4}-\d{2}-\d{2}\.zip$/)
  const files = unzipSync(new Uint8Array(await readFile(await download.path())))
  const json = (name) => {
    assert.ok(files[name], `the ZIP holds ${name}`)
    return JSON.parse(strFromU8(files[name]))
  }
  const profile = json('profile.json')
  assert.equal(profile.email, DEMO[plan], 'profile.json is the signed-in account')
  assert.equal(profile.plan, plan, 'profile.json has the plan')
  const resume = json('resumes.json').find((entry) => entry.title === title)
  assert.ok(resume, `resumes.json lists "${title}"`)
  assert.ok(resume.job_description, 'the resume keeps its job description')
  const markdown = files[resume.markdown_file]
  assert.ok(markdown, `the ZIP holds ${resume.markdown_file}`)
  const text = strFromU8(markdown)
  assert.ok(text.startsWith(`# ${title}\n`), 'the Markdown opens with the title')
  assert.ok(text.includes('Sam Rivera'), 'the Markdown holds the resume text')
  for (const name of ['usage-events.json', 'billing-records.json', 'bulk-runs.json']) {
    assert.ok(Array.isArray(json(name)), `${name} is a JSON list`)
  }
  await see(
    page.getByRole('button', { name: t('profile:danger.export') }),
    "'Download my data' offered again",
  )
}

/** A demo account on `plan`: every page the plan opens, every gate it meets, keyboard use. */
export async function planJourney(browser, plan) {
  const can = CAN[plan]
  const planName = t(`common:plan.${plan}`)
  await runJourney(browser, `plan-${plan}`, { acceptDownloads: true }, async (j) => {
    const { page } = j
    j.step(`sign in as ${DEMO[plan]}`)
    await signInAs(page, DEMO[plan])
    await see(page.getByText(t('dashboard:generations.title')), 'the generations card')
    await j.checkPage('dashboard')

    j.step('signed-out pages send a signed-in user to the dashboard')
    await open(page, '/signin')
    await onPath(page, '/dashboard')

    j.step('the avatar menu works from the keyboard')
    await expectMenuWorksFromKeyboard(
      page,
      page.getByRole('button', { name: t('shell:account.menu', { name: '' }).trim() }),
      'the avatar menu',
    )

    j.step('resumes: create one, and the New Resume dialog keeps keyboard focus')
    await openResumes(page, t)
    await j.checkPage('resumes')
    const newResume = page.getByRole('button', { name: t('resumes:page.newResume') }).first()
    await expectDialogTrapsFocus(
      page,
      newResume,
      page.getByRole('dialog', { name: t('resumes:create.title') }),
      'the New Resume dialog',
    )
    const title = `${planName} tour ${STAMP}`
    await createPastedResume(page, t, { title, content: RESUME, job: JOB_DESCRIPTION })
    const card = cardOf(page, title)
    await see(card.getByText(/^Fit score \d+$/), 'the fit score on the new card')

    j.step('resumes: the analysis dialog and its tabs')
    const viewButton = card.getByRole('button', { name: t('resumes:card.view') })
    const view = page.getByRole('dialog', { name: title })
    await viewButton.click()
    await see(view.getByText(t('analysis:overview.match')), 'the keyword match on Overview')
    await j.checkPage('resume-view-overview')
    await view.getByRole('tab', { name: t('resume-view:tabs.keywords') }).click()
    await see(
      view.getByRole('heading', { name: t('analysis:missing.title') }),
      'the missing keywords',
    )
    await j.checkPage('resume-view-keywords')
    await view.getByRole('tab', { name: t('resume-view:tabs.content') }).click()
    await see(view.getByText('Sam Rivera').first(), 'the resume text')
    await page.keyboard.press('Escape')
    await view.waitFor({ state: 'detached' })

    j.step(can.export ? 'resumes: export offered' : 'resumes: export offered as an upgrade')
    if (can.export) {
      await see(card.getByRole('button', { name: t('resumes:card.export') }), 'Export DOCX')
    } else {
      await see(
        card.getByRole('link', { name: t('resumes:card.exportUpgrade') }),
        'Upgrade to export',
      )
    }
    const optimize = card.getByRole('button', { name: t('resumes:card.optimize') })
    const blocked =
      (await optimize.getAttribute('aria-disabled')) === 'true' || (await optimize.isDisabled())
    assert.equal(
      blocked,
      !can.optimize,
      `Optimize is ${can.optimize ? 'open' : 'blocked'} on ${plan}`,
    )

    j.step(can.editor ? 'the editor opens' : 'the editor is gated')
    await card.getByRole('button', { name: t('resumes:card.edit', { title }) }).click()
    await page.waitForURL((url) => /^\/resumes\/[^/]+\/edit$/.test(url.pathname))
    if (can.editor) {
      await see(page.getByRole('textbox', { name: t('editor:content.label') }), 'the editor')
      await j.checkPage('editor')
    } else {
      await see(page.getByText(t('shell:gate.premiumTitle')), 'the Premium Feature gate')
      await j.checkPage('editor-gated')
    }

    j.step(can.bio ? 'the executive bio form' : 'the executive bio upgrade screen')
    if (can.bio) {
      await visit(
        j,
        '/executive-bio',
        (p) => p.getByRole('heading', { name: t('bio:form.heading') }),
        'bio',
      )
    } else {
      await visit(j, '/executive-bio', (p) => p.getByText(t('bio:upgrade.title')), 'bio-upgrade')
    }

    j.step(can.cover ? 'the cover letter form' : 'the cover letter upgrade screen')
    if (can.cover) {
      await visit(
        j,
        '/cover-letter',
        (p) => p.getByRole('heading', { name: t('cover-letter:form.heading') }),
        'cover-letter',
      )
    } else {
      await visit(
        j,
        '/cover-letter',
        (p) => p.getByText(t('cover-letter:upgrade.title')),
        'cover-letter-upgrade',
      )
    }

    j.step(can.pro ? 'the pro dashboard and its tabs' : 'the pro dashboard is gated')
    if (can.pro) {
      await visit(j, '/pro', (p) => h1(p, t('pro:page.title')), 'pro-overview')
      for (const tab of ['bulk', 'plagiarism', 'linkedin']) {
        await page.getByRole('tab', { name: t(`pro:tabs.${tab}`) }).click()
        await see(page.getByRole('tabpanel'), `the ${tab} tab`)
        await j.checkPage(`pro-${tab}`)
      }
    } else {
      await visit(j, '/pro', (p) => p.getByText(t('shell:gate.proTitle')), 'pro-gated')
    }

    j.step('account settings, every tab')
    await visit(j, '/profile', (p) => h1(p, t('profile:title')), 'profile')
    for (const tab of ['subscription', 'billing', 'security', 'danger']) {
      await page.getByRole('tab', { name: t(`profile:tabs.${tab}`) }).click()
      await see(page.getByRole('tabpanel'), `the ${tab} tab`)
      await j.checkPage(`profile-${tab}`)
    }

    j.step('download my data: the ZIP holds the profile and the new resume as Markdown')
    await page.getByRole('tab', { name: t('profile:tabs.danger') }).click()
    await downloadMyData(page, { plan, title })

    await page.getByRole('tab', { name: t('profile:tabs.subscription') }).click()
    if (plan === 'free') {
      await see(page.getByRole('link', { name: t('profile:subscription.upgrade') }), 'Upgrade Plan')
    } else {
      await see(
        page.getByRole('button', { name: t('profile:subscription.cancel') }),
        'Cancel Subscription',
      )
    }

    j.step('pricing marks the current plan; home leads to the dashboard')
    await visit(j, '/pricing', (p) => h1(p, t('pricing:title')), 'pricing')
    if (plan !== 'free') await see(page.getByText(t('pricing:current')), 'the current-plan marker')
    await visit(
      j,
      '/',
      (p) => p.getByRole('link', { name: t('home:hero.ctaSignedIn') }),
      'home-signed-in',
    )
  })
}
