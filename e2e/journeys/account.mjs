// The account journey in English: sign-up, sign-out, sign-in, password reset, password change,
// the Russian interface and back, account deletion; and the Google button, headless.
import assert from 'node:assert/strict'
import { BASE_URL, STAMP } from '../lib/config.mjs'
import { resetCodeFor } from '../lib/emulator.mjs'
import { noToast, onPath, see, toast } from '../lib/page-helpers.mjs'
import { runJourney } from '../lib/run-journey.mjs'
import { signIn } from '../lib/session.mjs'

const USER = {
  fullName: 'Ada Lovelace',
  email: `e2e-${STAMP}@jobfit.test`,
  password: 'first-pass-1',
  resetPassword: 'reset-pass-2',
  changedPassword: 'changed-pass-3',
}

async function expectDashboard(page) {
  await onPath(page, '/dashboard')
  await see(
    page.getByRole('heading', { level: 1, name: `Welcome back, ${USER.fullName}!` }),
    `the dashboard's welcome with the name ${USER.fullName}`,
  )
}

async function signInFails(page, email, password) {
  await signIn(page, email, password)
  const form = page.getByRole('main')
  await see(
    form.getByRole('alert').filter({
      hasText: /No user found with this email\.|Incorrect password\.|Invalid login credentials\./,
    }),
    'a sign-in error on the form',
  )
  assert.equal(new URL(page.url()).pathname, '/signin', 'a failed sign-in stays on /signin')
}

async function signOutFromAvatarMenu(page) {
  await noToast(page, 'Signed out successfully')
  await page.getByRole('button', { name: `Account menu for ${USER.fullName}` }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await see(toast(page, 'Signed out successfully'), "the 'Signed out successfully' toast")
  await onPath(page, '/')
  await see(
    page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }),
    'the signed-out navbar',
  )
}

/**
 * One new user from sign-up to account deletion, through every account screen.
 */
export async function accountJourney(browser) {
  await runJourney(browser, 'account', {}, async (j) => {
    const { page } = j
    j.step('sign up a new user')
    await page.goto(`${BASE_URL}/signup`)
    await see(page.getByRole('heading', { name: 'Create your JobFit account' }), 'the sign-up page')
    await page.getByLabel('Full name', { exact: true }).fill(USER.fullName)
    await page.getByLabel('Email', { exact: true }).fill(USER.email)
    await page.getByLabel('Password', { exact: true }).fill(USER.password)
    await page.getByLabel('Confirm password', { exact: true }).fill(USER.password)
    await j.checkPage('signup')
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click()

    j.step('land on the dashboard with the welcome')
    await expectDashboard(page)
    await j.checkPage('dashboard-after-signup')

    j.step('sign out from the avatar menu')
    await signOutFromAvatarMenu(page)
    await j.checkPage('home-signed-out')

    j.step('sign in')
    await signIn(page, USER.email, USER.password)
    await expectDashboard(page)
    await j.checkPage('dashboard-after-signin')
    await signOutFromAvatarMenu(page)

    j.step('request a password reset')
    await page.goto(`${BASE_URL}/signin`)
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await onPath(page, '/reset-request')
    await see(page.getByRole('heading', { name: 'Reset your password' }), 'the reset-request page')
    await page.getByLabel('Email', { exact: true }).fill(USER.email)
    await j.checkPage('reset-request')
    await page.getByRole('button', { name: 'Send Reset Email' }).click()
    await see(toast(page, 'Password reset email sent!'), "the 'Password reset email sent!' toast")
    await onPath(page, '/signin')

    j.step("reset the password with the emulator's oobCode")
    const oobCode = await resetCodeFor(USER.email)
    await page.goto(`${BASE_URL}/reset-password?oobCode=${encodeURIComponent(oobCode)}`)
    await see(page.getByRole('heading', { name: 'Choose a new password' }), 'the reset page')
    const account = page.getByLabel('Account', { exact: true })
    await see(account, 'the account field of a verified code')
    assert.equal(await account.inputValue(), USER.email, 'the reset page shows the account')
    await page.getByLabel('New password', { exact: true }).fill(USER.resetPassword)
    await page.getByLabel('Confirm new password', { exact: true }).fill(USER.resetPassword)
    await j.checkPage('reset-password')
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await see(
      toast(page, 'Password successfully reset. You can now sign in.'),
      'the password-reset success toast',
    )
    await onPath(page, '/signin')

    j.step('the old password no longer signs in')
    await signInFails(page, USER.email, USER.password)
    await j.checkPage('signin-old-password-rejected')

    j.step('sign in with the reset password')
    await signIn(page, USER.email, USER.resetPassword)
    await expectDashboard(page)

    j.step('change the password on /profile, Security tab')
    await page.getByRole('button', { name: `Account menu for ${USER.fullName}` }).click()
    await page.getByRole('menuitem', { name: 'Profile' }).click()
    await onPath(page, '/profile')
    await see(page.getByRole('heading', { level: 1, name: 'Account settings' }), 'account settings')
    await j.checkPage('profile')
    await page.getByRole('tab', { name: 'Security' }).click()
    const passwordForm = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Update Password' }) })
    await see(passwordForm, 'the change-password form')
    await passwordForm.getByLabel('Current password', { exact: true }).fill(USER.resetPassword)
    await passwordForm.getByLabel('New password', { exact: true }).fill(USER.changedPassword)
    await passwordForm
      .getByLabel('Confirm new password', { exact: true })
      .fill(USER.changedPassword)
    await j.checkPage('profile-security')
    await passwordForm.getByRole('button', { name: 'Update Password' }).click()
    await see(toast(page, 'Password updated successfully'), "the 'Password updated' toast")

    j.step('sign out from the Danger Zone, sign in with the changed password')
    await page.getByRole('tab', { name: 'Danger Zone' }).click()
    await noToast(page, 'Signed out successfully')
    await page.getByRole('tabpanel').getByRole('button', { name: 'Sign Out', exact: true }).click()
    await see(toast(page, 'Signed out successfully'), "the 'Signed out successfully' toast")
    await onPath(page, '/')
    await signIn(page, USER.email, USER.changedPassword)
    await expectDashboard(page)

    j.step('switch the language to Russian')
    await page.getByRole('button', { name: 'Language: English, EN' }).click()
    await page.getByRole('menuitemradio', { name: 'Русский' }).click()
    const ruNav = page.getByRole('navigation', { name: 'Основная навигация' })
    await see(ruNav.getByRole('link', { name: 'Панель' }), "the navbar's Russian 'Панель' link")
    await see(ruNav.getByRole('link', { name: 'Тарифы' }), "the navbar's Russian 'Тарифы' link")
    assert.equal(await page.locator('html').getAttribute('lang'), 'ru', '<html lang="ru">')
    await j.checkPage('dashboard-russian')

    j.step('switch back to English')
    await page.getByRole('button', { name: 'Язык: Русский, RU' }).click()
    await page.getByRole('menuitemradio', { name: 'English' }).click()
    await see(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
      "the navbar's English 'Dashboard' link",
    )
    await expectDashboard(page)

    j.step('delete the account from the Danger Zone')
    await page.goto(`${BASE_URL}/profile`)
    await see(page.getByRole('heading', { level: 1, name: 'Account settings' }), 'account settings')
    await page.getByRole('tab', { name: 'Danger Zone' }).click()
    await j.checkPage('profile-danger-zone')
    await page.getByRole('button', { name: 'Delete Account' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' })
    await see(dialog, 'the delete confirmation')
    const confirm = dialog.getByRole('button', { name: 'Delete Account' })
    assert.equal(await confirm.isDisabled(), true, 'delete is disabled until DELETE is typed')
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE')
    await j.checkPage('delete-confirmation')
    await confirm.click()
    await see(toast(page, 'Account deleted successfully'), "the 'Account deleted' toast")
    await onPath(page, '/')
    await see(
      page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }),
      'the signed-out navbar after deletion',
    )
    await j.checkPage('home-after-delete')

    j.step('the deleted account can no longer sign in')
    await signInFails(page, USER.email, USER.changedPassword)
    await j.checkPage('signin-deleted-account-rejected')
  })
}

/**
 * The Google button, headless: Google's popup needs Google's servers, so the page is given an
 * emulator identity (src/app/auth/google-popup.ts) and the same button signs in with it.
 */
export async function googleJourney(browser) {
  const identity = {
    sub: `google-${STAMP}`,
    email: `google-${STAMP}@jobfit.test`,
    name: 'Grace Hopper',
  }
  await runJourney(
    browser,
    'google',
    {
      init: (context) =>
        context.addInitScript((value) => {
          globalThis.__jobfitEmulatorGoogleIdentity = value
        }, identity),
    },
    async (j) => {
      const { page } = j
      j.step('sign in with the Google button (a headless emulator credential)')
      await page.goto(`${BASE_URL}/signin`)
      await page.getByRole('main').getByRole('button', { name: 'Sign in with Google' }).click()
      await onPath(page, '/dashboard')
      await see(
        page.getByRole('heading', { level: 1, name: `Welcome back, ${identity.name}!` }),
        "the dashboard's welcome with the Google account's name",
      )
      await j.checkPage('google-dashboard')

      j.step('the profile shows Google as the sign-in method, Security defers to Google')
      await page.goto(`${BASE_URL}/profile`)
      await see(page.getByText('Google', { exact: true }), "the sign-in method 'Google'")
      await page.getByRole('tab', { name: 'Security' }).click()
      await see(page.getByText('Your account is managed by Google'), 'the third-party info box')
      await j.checkPage('google-profile-security')

      j.step('sign out, and the Google button signs the same account back in')
      await page.getByRole('tab', { name: 'Danger Zone' }).click()
      await page.getByRole('button', { name: 'Sign Out' }).click()
      await onPath(page, '/')
      await page.goto(`${BASE_URL}/signin`)
      await page.getByRole('main').getByRole('button', { name: 'Sign in with Google' }).click()
      await onPath(page, '/dashboard')
      await see(
        page.getByRole('heading', { level: 1, name: `Welcome back, ${identity.name}!` }),
        'the same Google account signed in again',
      )
    },
  )
}
