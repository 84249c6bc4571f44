// Creating a resume through the New Resume dialog, in whichever language the page is in.
import { open, see, startsWith } from './page-helpers.mjs'

export async function openResumes(page, t) {
  await open(page, '/resumes')
  await see(
    page.getByRole('heading', { level: 1, name: t('resumes:page.title') }),
    'the resumes page',
  )
}

/** Pastes a resume (and a job description) into the dialog and creates it; the dialog is closed after. */
export async function createPastedResume(page, t, { title, content, job }) {
  await page
    .getByRole('button', { name: t('resumes:page.newResume') })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: t('resumes:create.title') })
  await dialog
    .getByLabel(startsWith(t('resumes:create.titleLabel')))
    .first()
    .fill(title)
  await dialog.getByLabel(t('resumes:create.contentLabel')).fill(content)
  if (job) await dialog.getByLabel(startsWith(t('resumes:create.jobLabel'))).fill(job)
  await dialog.getByRole('button', { name: t('resumes:create.submit') }).click()
  await see(dialog.getByText(t('resumes:create.success')), `'${t('resumes:create.success')}'`)
  await dialog.getByRole('button', { name: t('resumes:create.done') }).click()
  await dialog.waitFor({ state: 'detached' })
}
