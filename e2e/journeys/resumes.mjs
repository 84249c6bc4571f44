import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import mammoth from 'mammoth'
import { BASE_URL, JOB_DESCRIPTION, OUT_DIR, SAMPLES, STAMP } from '../lib/config.mjs'
import { translator } from '../lib/locale-catalog.mjs'
import { cardOf, see, toast } from '../lib/page-helpers.mjs'
import { decideAndSave, restoreOriginal, seeReview } from '../lib/review-actions.mjs'
import { runJourney } from '../lib/run-journey.mjs'
import { signInAs, signOutFromMenu } from '../lib/session.mjs'

const en = translator('en')

async function openResumes(page) {
  await page.goto(`${BASE_URL}/resumes`)
  await see(page.getByRole('heading', { level: 1, name: 'Resumes' }), 'the resumes page')
}

/**
 * Issue 5 in the assembled app: a free user uploads a PDF with a job description, opens its
 * analysis and sees export and the editor offered as upgrades; a premium user exports a DOCX (its
 * text read back with mammoth) and edits the resume in the editor, and the change survives a reload.
 */
export async function resumesJourney(browser) {
  const title = `Bruce Wayne ${STAMP}`
  await runJourney(browser, 'resumes', { acceptDownloads: true }, async (j) => {
    const { page } = j
    j.step('free: create a resume by uploading a PDF with a job description')
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
    await see(card.getByText(/^Fit score \d+$/), 'the fit score on the new card')
    await j.checkPage('resumes-free-created')

    j.step('free: open the analysis and switch its tabs')
    await card.getByRole('button', { name: 'View' }).click()
    const view = page.getByRole('dialog', { name: title })
    await see(view.getByRole('tab', { name: 'Overview' }), 'the view dialog')
    await see(view.getByText('Keyword match'), 'the keyword match on Overview')

    j.step('free: the fit report reads a must-have, its evidence and the gap plan')
    await see(view.getByRole('heading', { name: 'Fit score' }), 'the fit score on Overview')
    const requirements = view.getByRole('region', { name: 'Requirements' })
    const must = requirements.locator('[data-group="must"]')
    // The ad asks for React, and the uploaded PDF proves it on a line of its own text.
    const react = must.locator('[data-slot="requirement"]', { hasText: 'React' }).first()
    await see(react.getByText('Met'), 'React met as a must-have')
    await react.getByRole('button').click()
    await see(
      react.locator('[data-slot="evidence-quote"]').getByText('React', { exact: true }),
      'the resume line that proves React',
    )
    // PostgreSQL is asked and the resume never names it: a missing must-have in the gap plan.
    const postgres = must.locator('[data-slot="requirement"]', { hasText: 'PostgreSQL' })
    await see(postgres.getByText('Not shown'), 'PostgreSQL not shown')
    const plan = view.getByRole('region', { name: 'Gap plan' })
    const gap = plan.locator('[data-slot="gap-item"]', { hasText: 'PostgreSQL' })
    await see(gap.getByText('Missing'), 'PostgreSQL in the gap plan')
    assert.equal(await gap.getAttribute('data-priority'), 'must')
    await j.checkPage('resumes-view-fit')
    await view.getByRole('tab', { name: 'Keywords by Category' }).click()
    await see(view.getByRole('heading', { name: /Missing keywords/ }), 'the missing keywords')
    await j.checkPage('resumes-view-keywords')
    await view.getByRole('tab', { name: 'Resume Content' }).click()
    await see(view.getByText(/Bruce Wayne/).first(), 'the resume text from the PDF')
    await page.keyboard.press('Escape')

    j.step('free: export and the editor are offered as upgrades')
    await see(card.getByRole('link', { name: /Upgrade to export/ }), "the 'Upgrade to export' link")
    await card.getByRole('button', { name: `Edit ${title}` }).click()
    await see(page.getByText('Premium Feature'), 'the gated editor')
    await j.checkPage('editor-gated-free')

    j.step('free: download the resume as JSON Resume and import the file back')
    await openResumes(page)
    const [jsonDownload] = await Promise.all([
      page.waitForEvent('download'),
      cardOf(page, title).getByRole('button', { name: 'Download JSON Resume' }).click(),
    ])
    const jsonFile = path.join(OUT_DIR, 'resume.json')
    await jsonDownload.saveAs(jsonFile)
    const document = JSON.parse(await readFile(jsonFile, 'utf8'))
    assert.equal(document.basics?.email, 'bwayne@email.com', 'the JSON Resume has the contact')
    assert.ok((document.work ?? []).length > 1, 'the JSON Resume lists the jobs')
    await page.getByLabel('Import JSON Resume').setInputFiles(jsonFile)
    const imported = page.locator('[data-slot="json-resume-import-notice"]')
    await see(imported.getByText('JSON Resume imported'), "'JSON Resume imported'")
    // The notice names the new resume: “<title>” is now in your list.
    const importedTitle = /“(.+)”/.exec((await imported.textContent()) ?? '')?.[1] ?? ''
    assert.ok(importedTitle !== '', 'the notice names the imported resume')
    const importedCard = cardOf(page, importedTitle)
    await see(importedCard, 'the imported resume in the list')
    await j.checkPage('resumes-json-resume-imported')
    // Deleted again, so the demo account holds what the other journeys expect.
    await importedCard.getByRole('button', { name: `Delete ${importedTitle}` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await see(toast(page, 'Resume deleted'), "'Resume deleted'")
    await page.goto(`${BASE_URL}/`)
    await signOutFromMenu(page)

    j.step('premium: create a resume, export it as DOCX and read the file back')
    await signInAs(page, 'premium@demo.jobfit.test')
    await openResumes(page)
    const pasted = `Diana Prince ${STAMP}`
    await page.getByRole('button', { name: 'New Resume' }).first().click()
    const create = page.getByRole('dialog', { name: 'New resume' })
    await create.getByLabel(/Title/).fill(pasted)
    const lines = [
      '# Diana Prince',
      'diana@example.com | +1 555 010 2030',
      '## Experience',
      'Software Engineer, Acme Corp, 2019 – 2024',
      '- Built React and TypeScript dashboards used by 40 teams',
      '- Ran PostgreSQL on AWS with Docker',
      '- Responsible for the REST APIs of the billing service',
      '- Reduced page load time across the customer portal',
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

    j.step('premium: edit the resume, save, reload and see the change')
    await premiumCard.getByRole('button', { name: `Edit ${pasted}` }).click()
    const editor = page.getByRole('textbox', { name: 'Resume content' })
    await see(editor, 'the editor')
    await editor.click()
    await page.keyboard.press('ControlOrMeta+End')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Led a team of 6 engineers')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await see(page.getByText('Changes saved'), "'Changes saved'")
    await j.checkPage('editor-saved')
    await page.reload()
    await see(
      page.getByRole('textbox', { name: 'Resume content' }).getByText('Led a team of 6 engineers'),
      'the saved change after a reload',
    )

    j.step('premium: optimize the resume and review the suggested changes')
    await openResumes(page)
    await cardOf(page, pasted).getByRole('button', { name: 'Optimize' }).click()
    await see(toast(page, 'Resume optimized successfully!'), "'Resume optimized successfully!'")
    await see(toast(page, '0 AI generations left this month'), 'the remaining-generations toast')
    await seeReview(page, en)
    await j.checkPage('review-pending')
    await decideAndSave(page, en, {
      opener: { after: 'Owned the REST APIs of the billing service' },
      number: { value: '40%' },
    })
    await j.checkPage('review-saved')

    j.step('premium: the saved version is the resume: the view, and the DOCX export names it')
    await openResumes(page)
    await cardOf(page, pasted).getByRole('button', { name: 'View', exact: true }).click()
    const viewed = page.getByRole('dialog', { name: pasted })
    await viewed.getByRole('tab', { name: 'ATS Comparison' }).click()
    await see(viewed.getByText('Led a team of 6 engineers').first(), 'the edited line kept')
    await see(
      viewed.getByText('Owned the REST APIs of the billing service').first(),
      'the accepted opener',
    )
    await see(viewed.getByText('by 40%').first(), 'the filled number')
    await page.keyboard.press('Escape')
    await see(cardOf(page, pasted).getByText('Optimized'), 'the optimized status')
    const [reviewedDownload] = await Promise.all([
      page.waitForEvent('download'),
      cardOf(page, pasted).getByRole('button', { name: 'Export DOCX' }).click(),
    ])
    assert.match(
      reviewedDownload.suggestedFilename(),
      /version/i,
      'the file name names the version',
    )
    const reviewedFile = path.join(OUT_DIR, 'export-reviewed.docx')
    await reviewedDownload.saveAs(reviewedFile)
    const { value: reviewedText } = await mammoth.extractRawText({ path: reviewedFile })
    for (const line of ['Owned the REST APIs of the billing service', 'by 40%']) {
      assert.ok(reviewedText.includes(line), `the exported DOCX contains "${line}"`)
    }

    j.step('premium: restore the original version from the review')
    await cardOf(page, pasted).getByRole('button', { name: 'View', exact: true }).click()
    await page
      .getByRole('dialog', { name: pasted })
      .getByRole('tab', { name: 'ATS Comparison' })
      .click()
    await page.getByRole('button', { name: 'Review the suggested changes' }).click()
    await seeReview(page, en)
    await restoreOriginal(page, en)
    await j.checkPage('review-restored')
    await openResumes(page)
    await cardOf(page, pasted).getByRole('button', { name: 'View', exact: true }).click()
    const restored = page.getByRole('dialog', { name: pasted })
    await restored.getByRole('tab', { name: 'Resume Content' }).click()
    await see(
      restored.getByText('Responsible for the REST APIs of the billing service').first(),
      'the original line back',
    )
  })
}
