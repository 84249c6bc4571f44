import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import mammoth from 'mammoth'
import { BASE_URL, JOB_DESCRIPTION, OUT_DIR } from '../lib/config.mjs'
import { see, toast } from '../lib/page-helpers.mjs'
import { runJourney } from '../lib/run-journey.mjs'
import { signInAs, signOutFromMenu } from '../lib/session.mjs'

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
export async function writingJourney(browser) {
  await runJourney(browser, 'writing', { acceptDownloads: true }, async (j) => {
    const { page } = j
    j.step('free: the bio and cover-letter pages show their upgrade screens')
    await signInAs(page, 'free@demo.jobfit.test')
    await page.goto(`${BASE_URL}/executive-bio`)
    await see(page.getByText('Executive BIOs are a Pro Feature'), 'the bio upgrade screen')
    await page.goto(`${BASE_URL}/cover-letter`)
    await see(
      page.getByText('Cover Letter Generator is a Premium Feature'),
      'the cover-letter upgrade screen',
    )
    await j.checkPage('cover-letter-upgrade-free')
    await signOutFromMenu(page)

    j.step('pro: generate an executive bio')
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
    await j.checkPage('bio-generated')

    j.step('pro: export the bio to Word and to PDF')
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

    j.step('premium: generate a cover letter')
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
    await j.checkPage('cover-letter-generated')
  })
}
