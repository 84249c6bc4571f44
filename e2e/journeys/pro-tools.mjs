import { strToU8, zipSync } from 'fflate'
import { BASE_URL, JOB_DESCRIPTION } from '../lib/config.mjs'
import { see } from '../lib/page-helpers.mjs'
import { runJourney } from '../lib/run-journey.mjs'
import { signInAs, signOutFromMenu } from '../lib/session.mjs'

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
export async function proToolsJourney(browser) {
  await runJourney(browser, 'pro-tools', {}, async (j) => {
    const { page } = j
    j.step('pro: the overview shows usage, limits and features')
    await signInAs(page, 'pro@demo.jobfit.test')
    await page.goto(`${BASE_URL}/pro`)
    await see(page.getByRole('heading', { level: 1, name: 'Pro Dashboard' }), 'the pro dashboard')
    await see(page.getByText(/in the last 30 days/).first(), 'the 30-day usage summary')
    await j.checkPage('pro-overview')

    j.step('pro: tailor a resume to two jobs in one bulk run')
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
    await j.checkPage('pro-bulk-results')

    j.step('pro: check a text for originality')
    await page.getByRole('tab', { name: 'Plagiarism' }).click()
    await page
      .getByLabel('Text to check')
      .fill(
        'Results-driven team player with a proven track record of success. Hardworking ' +
          'self-starter who thinks outside the box and works well under pressure.',
      )
    await page.getByRole('button', { name: 'Check Originality' }).click()
    await see(page.getByText(/^(Excellent|Good|Low):/).first(), 'the uniqueness band')
    await j.checkPage('pro-originality')

    j.step('pro: import a LinkedIn profile by URL, then by data-export ZIP')
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
    await j.checkPage('pro-linkedin')
    await signOutFromMenu(page)

    j.step('free: /pro is gated')
    await signInAs(page, 'free@demo.jobfit.test')
    await page.goto(`${BASE_URL}/pro`)
    await see(page.getByText('Pro Plan Required').first(), 'the pro gate')
  })
}
