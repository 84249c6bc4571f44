// Signing in and out through the UI, in whichever language the page is in (`t` of that language).
import { DEMO_PASSWORD } from './config.mjs'
import { translator } from './locale-catalog.mjs'
import { onPath, open, see } from './page-helpers.mjs'

const english = translator('en')

export async function signIn(page, email, password, t = english) {
  await open(page, '/signin')
  await see(page.getByRole('heading', { name: t('auth:signIn.title') }), 'the sign-in page')
  await page.getByLabel(t('auth:fields.email'), { exact: true }).fill(email)
  await page.getByLabel(t('auth:fields.password'), { exact: true }).fill(password)
  await page.getByRole('button', { name: t('auth:signIn.submit'), exact: true }).click()
}

/** Signs a demo account in and waits for the dashboard. */
export async function signInAs(page, email, t = english) {
  await signIn(page, email, DEMO_PASSWORD, t)
  await onPath(page, '/dashboard')
}

/** Logs out from the avatar menu and waits for the home page. */
export async function signOutFromMenu(page, t = english) {
  await page.getByRole('button', { name: t('shell:account.menu', { name: '' }).trim() }).click()
  await page.getByRole('menuitem', { name: t('shell:account.logOut') }).click()
  await onPath(page, '/')
}
