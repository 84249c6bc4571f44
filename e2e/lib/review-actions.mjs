// The optimization review (issue 21) in whichever language the page is in: decide changes one by
// one, fill a number the writer asked for, save the version, and restore an earlier one.
import { see, toast } from './page-helpers.mjs'

/** A change card, found by its kind as the page names it ("Stronger opening", …). */
export function changeCard(page, t, kind) {
  return page.getByRole('listitem', { name: new RegExp(t(`optimize:review.kind.${kind}`)) }).first()
}

/** The review page is open on the optimization just made. */
export async function seeReview(page, t) {
  await see(
    page.getByRole('heading', { level: 1, name: t('optimize:review.title') }),
    'the review of the suggested changes',
  )
  await page.waitForURL(/\/resumes\/[^/]+\/review$/)
}

/**
 * Undoes and re-accepts the first stronger opening, rejects the summary, fills the number of the
 * first change that asks for one, and saves.
 */
export async function decideAndSave(page, t, { opener, number }) {
  // Safe changes start accepted, as the optimization applied them: undo one, then accept it again.
  const openerCard = changeCard(page, t, 'stronger_opener')
  await see(openerCard.getByText(opener.after, { exact: false }), `the opener "${opener.after}"`)
  await openerCard.getByRole('button', { name: t('optimize:review.actions.undo') }).click()
  await changeCard(page, t, 'stronger_opener')
    .getByRole('button', { name: t('optimize:review.actions.accept') })
    .click()
  await see(
    changeCard(page, t, 'stronger_opener').getByRole('button', {
      name: t('optimize:review.actions.undo'),
    }),
    'the accepted opener (its Undo)',
  )

  const summary = changeCard(page, t, 'summary')
  await summary.getByRole('button', { name: t('optimize:review.actions.reject') }).click()

  const asked = changeCard(page, t, 'number_asked')
  const box = asked.getByRole('textbox')
  await see(box, 'the box for the number asked for')
  await box.fill(number.value)
  await asked.getByRole('button', { name: t('optimize:review.placeholder.accept') }).click()

  await see(page.getByText(t('optimize:review.scores.title')), 'the scores of the accepted changes')
  await page.getByRole('button', { name: t('optimize:review.actions.save') }).click()
  await see(page.getByText(t('optimize:review.saved.title'), { exact: true }), "'Saved'")
}

/** Opens the original (version 1) in the versions list and restores it. */
export async function restoreOriginal(page, t) {
  const versions = page.locator('[data-slot="review-versions"]')
  await see(versions, 'the versions list')
  const first = versions
    .locator('[data-slot="review-version"]')
    .filter({ hasText: t('optimize:review.versions.number', { number: 1 }) })
  await first
    .getByRole('button', { name: new RegExp(`^${t('optimize:review.versions.open')}`) })
    .click()
  await first.getByRole('button', { name: t('optimize:review.versions.restore') }).click()
  await see(toast(page, t('optimize:review.page.restored', { number: 1 })), 'the restored toast')
}
