// Issue 21 in Spanish: a pro user optimizes a Spanish resume, reviews the suggested changes
// (accepts a stronger opening, rejects the summary, fills the number asked for), saves the
// version, finds it in the view, and restores the original. The English run of the same steps is
// the premium part of the resumes journey.
import { STAMP } from '../lib/config.mjs'
import { englishMarkers, expectNoEnglishLeaks } from '../lib/english-leaks.mjs'
import { loadCatalog, translator } from '../lib/locale-catalog.mjs'
import { cardOf, open, see, toast } from '../lib/page-helpers.mjs'
import { createPastedResume, openResumes } from '../lib/resume-actions.mjs'
import { decideAndSave, restoreOriginal, seeReview } from '../lib/review-actions.mjs'
import { runJourney } from '../lib/run-journey.mjs'
import { signInAs } from '../lib/session.mjs'

const RESUME = [
  '# Lucía Fernández',
  'lucia.fernandez@example.com',
  '## Experiencia',
  'Analista de datos, Grupo Norte, 2020 – 2025',
  '- Responsable de los informes mensuales de ventas en Excel',
  '- Encargada de la base de datos de clientes en SQL',
  '- Reduje el tiempo de cierre mensual',
  '## Educación',
  'Grado en Economía, Universidad de Sevilla, 2019',
]
const JOB = [
  'Analista de datos',
  'Requisitos:',
  '- SQL y Excel avanzado',
  '- Power BI o Tableau',
  '- Python es un plus',
]

export async function reviewJourney(browser) {
  const t = translator('es')
  await runJourney(browser, 'review-es', {}, async (j) => {
    const { page } = j
    const markers = englishMarkers(loadCatalog('en'), loadCatalog('es'))

    j.step('pro: sign in and choose Español')
    await signInAs(page, 'pro@demo.jobfit.test')
    await open(page, '/')
    await page.getByRole('button', { name: /^Language: English/ }).click()
    await page.getByRole('menuitemradio', { name: 'Español' }).click()
    await see(
      page.getByRole('navigation', { name: t('shell:nav.label') }).getByRole('link', {
        name: t('shell:nav.pricing'),
      }),
      'the navbar in Spanish',
    )

    j.step('pro: create a Spanish resume with its job description and optimize it')
    await openResumes(page, t)
    const title = `Lucía Fernández ${STAMP}`
    await createPastedResume(page, t, { title, content: RESUME.join('\n'), job: JOB.join('\n') })
    await cardOf(page, title)
      .getByRole('button', { name: t('resumes:card.optimize') })
      .click()
    await see(toast(page, t('optimize:success')), `'${t('optimize:success')}'`)
    await seeReview(page, t)
    await expectNoEnglishLeaks(page, markers, 'the review in Spanish')
    await j.checkPage('review-pending-es')

    j.step('pro: accept an opening, reject the summary, fill the number, save')
    await decideAndSave(page, t, {
      opener: { after: 'Gestioné los informes mensuales de ventas en Excel' },
      number: { value: '3 días' },
    })
    await j.checkPage('review-saved-es')

    j.step('pro: the view shows the saved version')
    await openResumes(page, t)
    await cardOf(page, title)
      .getByRole('button', { name: t('resumes:card.view') })
      .click()
    const view = page.getByRole('dialog', { name: title })
    await view.getByRole('tab', { name: t('resume-view:tabs.comparison') }).click()
    await see(view.getByText('en 3 días').first(), 'the filled number')

    j.step('pro: restore the original from the review')
    await view.getByRole('button', { name: t('optimize:review.open') }).click()
    await seeReview(page, t)
    await restoreOriginal(page, t)
    await j.checkPage('review-restored-es')
  })
}
