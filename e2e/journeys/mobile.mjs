// A phone (360 x 740): the collapsed navigation, resumes and the editor, with no page wider than
// the screen and every page axe-checked.
import { DEMO, DEMO_PASSWORD, MOBILE, STAMP } from '../lib/config.mjs'
import { translator } from '../lib/locale-catalog.mjs'
import { cardOf, expectNoHorizontalScroll, onPath, open, see } from '../lib/page-helpers.mjs'
import { createPastedResume } from '../lib/resume-actions.mjs'
import { runJourney } from '../lib/run-journey.mjs'
import { signIn } from '../lib/session.mjs'

const t = translator('en')

const RESUME = [
  '# Jordan Lee',
  'jordan.lee@example.com',
  '## Experience',
  '- Shipped a React Native app used by 200,000 riders',
  '- Cut API latency by 40% with PostgreSQL indexes',
].join('\n')

/** Opens the navbar's panel with its toggle and follows one of its links. */
async function goThroughMenu(page, linkName) {
  const toggle = page.getByRole('button', { name: t('shell:mobile.open') })
  await toggle.click()
  const panel = page.getByRole('navigation', { name: t('shell:mobile.panel') })
  await see(panel, 'the menu panel')
  await panel.getByRole('link', { name: linkName, exact: true }).click()
  await panel.waitFor({ state: 'hidden' })
}

export async function mobileJourney(browser) {
  const options = { viewport: MOBILE, isMobile: true, hasTouch: true }
  await runJourney(browser, 'mobile', options, async (j) => {
    const { page } = j
    const fits = async (label) => {
      await expectNoHorizontalScroll(page, label)
      await j.checkPage(label)
    }

    j.step('the navbar is collapsed behind a toggle')
    await open(page, '/')
    await see(page.getByRole('button', { name: t('shell:mobile.open') }), 'the menu toggle')
    const desktopNav = page.getByRole('navigation', { name: t('shell:nav.label') })
    if (await desktopNav.isVisible()) throw new Error('the desktop navigation shows at 360 px')
    await fits('home')

    j.step('the menu panel opens, and its sign-in link leads to /signin')
    await page.getByRole('button', { name: t('shell:mobile.open') }).click()
    await see(page.getByRole('navigation', { name: t('shell:mobile.panel') }), 'the menu panel')
    await fits('menu-open')
    await page
      .locator('[data-slot=navbar-panel]')
      .getByRole('link', { name: t('shell:auth.signIn'), exact: true })
      .click()
    await onPath(page, '/signin')
    await fits('signin')

    j.step(`sign in as ${DEMO.premium}`)
    await signIn(page, DEMO.premium, DEMO_PASSWORD)
    await onPath(page, '/dashboard')
    await see(page.getByText(t('dashboard:generations.title')), 'the dashboard')
    await fits('dashboard')

    j.step('the menu leads to resumes; create one')
    await goThroughMenu(page, t('shell:nav.resumes'))
    await onPath(page, '/resumes')
    await see(page.getByRole('heading', { level: 1, name: t('resumes:page.title') }), 'resumes')
    const title = `Mobile ${STAMP}`
    await createPastedResume(page, t, { title, content: RESUME })
    const card = cardOf(page, title)
    await see(card, 'the new card')
    await fits('resumes')

    j.step('the view dialog fits the screen')
    await card.getByRole('button', { name: t('resumes:card.view') }).click()
    const view = page.getByRole('dialog', { name: title })
    await see(view.getByRole('tab', { name: t('resume-view:tabs.content') }), 'the view dialog')
    await view.getByRole('tab', { name: t('resume-view:tabs.content') }).click()
    await see(view.getByText('Jordan Lee').first(), 'the resume text')
    await fits('resume-view')
    await page.keyboard.press('Escape')
    await view.waitFor({ state: 'detached' })

    j.step('edit the resume on the phone, save, reload')
    await card.getByRole('button', { name: t('resumes:card.edit', { title }) }).click()
    const editor = page.getByRole('textbox', { name: t('editor:content.label') })
    await see(editor, 'the editor')
    await fits('editor')
    await editor.click()
    await page.keyboard.press('ControlOrMeta+End')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Mentored four junior engineers')
    await page.getByRole('button', { name: t('editor:actions.save'), exact: true }).click()
    await see(page.getByText(t('editor:status.saved')), 'the saved status')
    await page.reload()
    await see(
      page.getByRole('textbox', { name: t('editor:content.label') }).getByText('Mentored four'),
      'the saved change after a reload',
    )
    await fits('editor-saved')

    j.step('pricing and account settings through the menu')
    await goThroughMenu(page, t('shell:nav.pricing'))
    await onPath(page, '/pricing')
    await fits('pricing')
    await page.getByRole('button', { name: t('shell:mobile.open') }).click()
    await page
      .locator('[data-slot=navbar-panel]')
      .getByRole('link', { name: t('shell:account.profile') })
      .click()
    await onPath(page, '/profile')
    await see(page.getByRole('heading', { level: 1, name: t('profile:title') }), 'account settings')
    await fits('profile')

    j.step('log out from the menu panel')
    await page.getByRole('button', { name: t('shell:mobile.open') }).click()
    await page
      .locator('[data-slot=navbar-panel]')
      .getByRole('button', { name: t('shell:account.logOut') })
      .click()
    await onPath(page, '/')
  })
}
