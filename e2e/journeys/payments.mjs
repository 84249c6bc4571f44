/* global window, document, MutationObserver -- the init script runs in the page */
import assert from 'node:assert/strict'
import { BASE_URL } from '../lib/config.mjs'
import { onPath, see, toast } from '../lib/page-helpers.mjs'
import { runJourney } from '../lib/run-journey.mjs'
import { signInAs } from '../lib/session.mjs'

/** Fills the built-in test checkout's card form and pays. */
async function payWithCard(page, number) {
  await see(page.getByText('TEST MODE').first(), 'the built-in test checkout')
  await page.getByLabel('Card number').fill(number)
  await page.getByLabel('Expiry date').fill('12/34')
  await page.getByLabel('Security code (CVC)').fill('123')
  await page.getByLabel('Name on card').fill('Free Demo')
  await page.getByRole('button', { name: /^Pay / }).click()
}

/**
 * Issue 7 in the assembled app, on the built-in test-mode checkout: free@demo is declined with
 * 4000 0000 0000 0002 and stays free, then buys premium with 4242 4242 4242 4242, sees the plan
 * activate, finds premium on the dashboard and the payment in the billing history, and cancels,
 * keeping access to the end of the period.
 */
export async function paymentsJourney(browser) {
  await runJourney(
    browser,
    'payments',
    {
      // Every heading a page shows, however briefly: 'Activating your plan' may last one round trip.
      init: (context) =>
        context.addInitScript(() => {
          window.__headingsSeen = []
          new MutationObserver(() => {
            for (const heading of document.querySelectorAll('h1, h2')) {
              const text = heading.textContent?.trim()
              if (text && !window.__headingsSeen.includes(text)) window.__headingsSeen.push(text)
            }
          }).observe(document, { childList: true, subtree: true, characterData: true })
        }),
    },
    async (j) => {
      const { page } = j
      j.step('free: a declined card leaves the plan free')
      await signInAs(page, 'free@demo.jobfit.test')
      await page.goto(`${BASE_URL}/pricing`)
      await see(page.getByRole('heading', { level: 1, name: 'Pricing' }), 'the pricing page')
      await j.checkPage('pricing-free')
      await page.getByRole('button', { name: 'Upgrade to Premium' }).click()
      await payWithCard(page, '4000 0000 0000 0002')
      await see(page.getByText('Your card was declined.').first(), 'the declined message')
      await j.checkPage('checkout-declined')
      await page.getByRole('link', { name: 'Cancel and return to JobFit' }).click()
      await see(page.getByRole('heading', { name: 'Checkout canceled' }), "'Checkout canceled'")
      await page.goto(`${BASE_URL}/dashboard`)
      await see(page.getByRole('link', { name: 'Upgrade' }).first(), 'still free: Upgrade')

      j.step('free: buy premium with 4242 4242 4242 4242')
      await page.goto(`${BASE_URL}/pricing`)
      await page.getByRole('button', { name: 'Upgrade to Premium' }).click()
      await payWithCard(page, '4242 4242 4242 4242')
      await onPath(page, '/payment/success')
      await see(page.getByRole('heading', { name: 'Payment successful' }), "'Payment successful'")
      const headings = await page.evaluate(() => window.__headingsSeen)
      const activating = headings.indexOf('Activating your plan')
      assert.ok(activating >= 0, `'Activating your plan' was shown (saw: ${headings.join(' | ')})`)
      assert.ok(activating < headings.indexOf('Payment successful'), 'activating, then successful')
      await see(page.getByRole('main').getByText('free@demo.jobfit.test'), 'the buyer email')
      await j.checkPage('payment-success')

      j.step('premium now: the profile shows the plan and the payment')
      await page.goto(`${BASE_URL}/profile?tab=subscription`)
      await see(page.getByText('Active').first(), 'the active status')
      await see(page.getByRole('button', { name: 'Cancel Subscription' }), 'Cancel Subscription')
      await page.getByRole('tab', { name: 'Billing History' }).click()
      await see(page.getByText('$9.99').first(), 'the premium payment in the billing history')
      await j.checkPage('billing-history')

      j.step('cancel the subscription: cancelled, with access kept')
      await page.getByRole('tab', { name: 'Subscription' }).click()
      await page.getByRole('button', { name: 'Cancel Subscription' }).click()
      const confirm = page.getByRole('alertdialog', { name: 'Cancel your subscription?' })
      await confirm.getByRole('button', { name: 'Cancel Subscription' }).click()
      await see(
        toast(page, 'Subscription cancelled successfully'),
        "'Subscription cancelled successfully'",
      )
      await see(page.getByText('Cancelled').first(), 'the cancelled status')
      await see(page.getByText(/Access until/).first(), 'access kept until the period ends')
      await j.checkPage('subscription-cancelled')
    },
  )
}
