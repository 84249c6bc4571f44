// The main journey, the same steps in English, Russian and Spanish: choose the language, sign up,
// create a resume and read its analysis, look at pricing and every account tab, meet the bio and
// cover-letter upgrade screens, sign out and back in. Away from English, every page is also
// checked for English UI text that slipped through (the leak check).
import assert from 'node:assert/strict'
import { STAMP } from '../lib/config.mjs'
import {
  collectPageTexts,
  englishMarkers,
  expectNoEnglishLeaks,
  findEnglishLeaks,
} from '../lib/english-leaks.mjs'
import { loadCatalog, translator } from '../lib/locale-catalog.mjs'
import { cardOf, noToast, onPath, open, see, toast } from '../lib/page-helpers.mjs'
import { createPastedResume, openResumes } from '../lib/resume-actions.mjs'
import { runJourney } from '../lib/run-journey.mjs'
import { signIn } from '../lib/session.mjs'

const LANGUAGE_NAMES = { en: 'English', ru: 'Русский', es: 'Español' }

/** A resume and a job written in each language, so the page holds no English but the UI's own. */
const CONTENT = {
  en: {
    name: 'Maya Chen',
    resume: [
      '# Maya Chen',
      'maya.chen@example.com',
      '## Experience',
      '- Built React and TypeScript interfaces for a logistics platform',
      '- Ran Node.js services on PostgreSQL and AWS',
      '## Skills',
      '- React, TypeScript, Node.js, PostgreSQL, Docker',
    ],
    job: [
      'Frontend Engineer',
      'Requirements:',
      '- React, TypeScript and Node.js',
      '- PostgreSQL and REST APIs',
      '- Docker and Kubernetes',
    ],
  },
  ru: {
    name: 'Анна Смирнова',
    resume: [
      '# Анна Смирнова',
      'anna.smirnova@example.com',
      '## Опыт работы',
      '- Разрабатывала интерфейсы на React и TypeScript для логистической платформы',
      '- Поддерживала сервисы Node.js с PostgreSQL в AWS',
      '## Навыки',
      '- React, TypeScript, Node.js, PostgreSQL, Docker',
    ],
    job: [
      'Фронтенд-разработчик',
      'Требования:',
      '- React, TypeScript и Node.js',
      '- PostgreSQL и REST API',
      '- Docker и Kubernetes',
    ],
  },
  es: {
    name: 'Lucía Fernández',
    resume: [
      '# Lucía Fernández',
      'lucia.fernandez@example.com',
      '## Experiencia',
      '- Desarrollé interfaces con React y TypeScript para una plataforma logística',
      '- Mantuve servicios Node.js con PostgreSQL en AWS',
      '## Habilidades',
      '- React, TypeScript, Node.js, PostgreSQL, Docker',
    ],
    job: [
      'Desarrollador frontend',
      'Requisitos:',
      '- React, TypeScript y Node.js',
      '- PostgreSQL y API REST',
      '- Docker y Kubernetes',
    ],
  },
}

export async function localizedJourney(browser, language) {
  const t = translator(language)
  const content = CONTENT[language]
  const markers =
    language === 'en' ? null : englishMarkers(loadCatalog('en'), loadCatalog(language))
  const user = {
    name: content.name,
    email: `main-${language}-${STAMP}@jobfit.test`,
    password: `main-pass-${STAMP}`,
  }
  await runJourney(browser, `main-${language}`, {}, async (j) => {
    const { page } = j
    /** axe, the screenshot, and away from English the leak check. */
    const checkPage = async (label) => {
      if (markers) await expectNoEnglishLeaks(page, markers, `${label} in ${language}`)
      await j.checkPage(label)
    }

    j.step('open the home page in English')
    await open(page, '/')
    await see(page.getByRole('heading', { level: 1 }), 'the home page')
    if (markers) {
      // The check must be able to fail: on the English page it finds English.
      const leaks = findEnglishLeaks(await collectPageTexts(page), markers)
      assert.ok(leaks.length > 10, `the leak check finds the English home page (${leaks.length})`)
    }

    if (language !== 'en') {
      j.step(`choose ${LANGUAGE_NAMES[language]} in the language picker`)
      await page.getByRole('button', { name: /^Language: English/ }).click()
      await page.getByRole('menuitemradio', { name: LANGUAGE_NAMES[language] }).click()
      await see(
        page.getByRole('navigation', { name: t('shell:nav.label') }).getByRole('link', {
          name: t('shell:nav.pricing'),
        }),
        `the navbar in ${language}`,
      )
    }
    assert.equal(
      await page.locator('html').getAttribute('lang'),
      language,
      `<html lang="${language}">`,
    )
    await checkPage('home')

    j.step('sign up from the home page')
    await page
      .getByRole('link', { name: t('home:hero.ctaSignedOut') })
      .first()
      .click()
    await onPath(page, '/signup')
    await see(page.getByRole('heading', { name: t('auth:signUp.title') }), 'the sign-up page')
    await checkPage('signup')
    await page.getByLabel(t('auth:fields.fullName'), { exact: true }).fill(user.name)
    await page.getByLabel(t('auth:fields.email'), { exact: true }).fill(user.email)
    await page.getByLabel(t('auth:fields.password'), { exact: true }).fill(user.password)
    await page.getByLabel(t('auth:fields.confirmPassword'), { exact: true }).fill(user.password)
    await page.getByRole('button', { name: t('auth:signUp.submit'), exact: true }).click()

    j.step('the dashboard welcomes the new user')
    await onPath(page, '/dashboard')
    const welcome = t('dashboard:header.welcome', { name: user.name })
    await see(page.getByRole('heading', { level: 1, name: welcome }), `'${welcome}'`)
    await see(page.getByText(t('dashboard:recent.emptyTitle')), 'no resumes yet')
    await checkPage('dashboard')

    j.step('create a resume with a job description')
    await openResumes(page, t)
    await checkPage('resumes-empty')
    const title = `${content.name} ${STAMP}`
    await createPastedResume(page, t, {
      title,
      content: content.resume.join('\n'),
      job: content.job.join('\n'),
    })
    const card = cardOf(page, title)
    await see(card.getByText(t('common:resumeStatus.draft')), 'the new draft card')
    await checkPage('resumes-list')

    j.step('read its analysis, tab by tab')
    await card.getByRole('button', { name: t('resumes:card.view') }).click()
    const view = page.getByRole('dialog', { name: title })
    await see(view.getByText(t('analysis:overview.match')), 'the keyword match')
    await see(view.getByRole('heading', { name: t('analysis:fit.title') }), 'the fit score')
    await see(view.getByRole('heading', { name: t('analysis:fit.gap.title') }), 'the gap plan')
    await checkPage('resume-view-overview')
    await view.getByRole('tab', { name: t('resume-view:tabs.keywords') }).click()
    await see(view.getByRole('heading', { name: t('analysis:missing.title') }), 'missing keywords')
    await checkPage('resume-view-keywords')
    await view.getByRole('tab', { name: t('resume-view:tabs.content') }).click()
    await see(view.getByText(content.resume[2].replace('## ', '')).first(), 'the resume text')
    await checkPage('resume-view-content')
    await page.keyboard.press('Escape')
    await view.waitFor({ state: 'detached' })

    j.step('pricing')
    await page
      .getByRole('navigation', { name: t('shell:nav.label') })
      .getByRole('link', { name: t('shell:nav.pricing') })
      .click()
    await see(page.getByRole('heading', { level: 1, name: t('pricing:title') }), 'pricing')
    await checkPage('pricing')

    j.step('the bio and cover-letter upgrade screens')
    await open(page, '/executive-bio')
    await see(page.getByText(t('bio:upgrade.title')), 'the bio upgrade screen')
    await checkPage('bio-upgrade')
    await open(page, '/cover-letter')
    await see(page.getByText(t('cover-letter:upgrade.title')), 'the cover-letter upgrade screen')
    await checkPage('cover-letter-upgrade')

    j.step('account settings, every tab')
    await open(page, '/profile')
    await see(page.getByRole('heading', { level: 1, name: t('profile:title') }), 'account settings')
    await checkPage('profile')
    for (const tab of ['subscription', 'billing', 'security', 'danger']) {
      await page.getByRole('tab', { name: t(`profile:tabs.${tab}`) }).click()
      await see(page.getByRole('tabpanel'), `the ${tab} tab`)
      await checkPage(`profile-${tab}`)
    }

    j.step('sign out and sign back in')
    await page.getByRole('button', { name: t('shell:account.menu', { name: user.name }) }).click()
    await page.getByRole('menuitem', { name: t('shell:account.logOut') }).click()
    await see(toast(page, t('shell:toast.signedOut')), 'the signed-out toast')
    await onPath(page, '/')
    await noToast(page, t('shell:toast.signedOut'))
    await signIn(page, user.email, user.password, t)
    await onPath(page, '/dashboard')
    await see(page.getByRole('heading', { level: 1, name: welcome }), 'the dashboard again')
    await see(cardOf(page, title).or(page.getByText(title)), 'the resume among the recent ones')
    await checkPage('dashboard-with-resume')
  })
}
