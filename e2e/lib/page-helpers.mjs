/* global window, document -- evaluated in the page */
// Small waits and finders the journeys share; each failure message says what a person expected.
import { BASE_URL } from './config.mjs'

/** Waits for the locator to be visible; the assertion message names what was expected. */
export async function see(locator, what) {
  try {
    await locator.first().waitFor({ state: 'visible' })
  } catch (error) {
    throw new Error(`expected to see ${what}`, { cause: error })
  }
}

export async function onPath(page, pathname) {
  await page.waitForURL((url) => url.pathname === pathname)
}

export async function open(page, pathname) {
  await page.goto(`${BASE_URL}${pathname}`)
}

/** A toast with exactly this text (found by the toaster's slot, so in any language). */
export function toast(page, text) {
  return page.locator('[data-slot=toaster]').getByText(text, { exact: true })
}

/** Waits until no toast with this text is left, so the next one seen is a new one. */
export async function noToast(page, text) {
  await toast(page, text).first().waitFor({ state: 'detached' })
}

/** The card of a resume by its title. */
export function cardOf(page, title) {
  return page.locator('article').filter({ has: page.getByRole('heading', { name: title }) })
}

/** The page fits its viewport: nothing makes a phone user scroll sideways. */
export async function expectNoHorizontalScroll(page, what) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  if (scrollWidth > innerWidth) {
    throw new Error(`${what} is ${scrollWidth} px wide in a ${innerWidth} px viewport`)
  }
}

/** A pattern for a label that starts with this text (fields add 'required' or 'optional'). */
export function startsWith(text) {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
}
