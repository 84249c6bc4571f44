/* global document -- evaluated in the page */
// Keyboard use in the assembled app: menus open from the keyboard, dialogs keep focus inside and
// give it back to what opened them.
import assert from 'node:assert/strict'
import { see } from './page-helpers.mjs'

async function focusIsIn(locator) {
  return locator.evaluate((element) => element.contains(document.activeElement))
}

async function focusIsOn(locator) {
  return locator.evaluate((element) => element === document.activeElement)
}

/** Opens a menu with Enter on its focused trigger, moves with ArrowDown, closes with Escape. */
export async function expectMenuWorksFromKeyboard(page, trigger, what) {
  await trigger.focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await see(menu, `${what} opened with Enter`)
  await page.keyboard.press('ArrowDown')
  const focusedRole = await page.evaluate(() => document.activeElement?.getAttribute('role'))
  assert.match(String(focusedRole), /^menuitem/, `ArrowDown moves focus onto an item of ${what}`)
  await page.keyboard.press('Escape')
  await menu.waitFor({ state: 'detached' })
  assert.ok(await focusIsOn(trigger), `Escape closes ${what} and returns focus to its button`)
}

/**
 * Opens a dialog with Enter on its focused trigger, tabs through more stops than it has (focus must
 * stay inside), then closes it with Escape and expects focus back on the trigger.
 */
export async function expectDialogTrapsFocus(page, trigger, dialog, what) {
  await trigger.focus()
  await page.keyboard.press('Enter')
  await see(dialog, `${what} opened with Enter`)
  for (let stop = 0; stop < 25; stop += 1) {
    await page.keyboard.press('Tab')
    assert.ok(await focusIsIn(dialog), `Tab ${stop + 1} keeps focus inside ${what}`)
  }
  await page.keyboard.press('Shift+Tab')
  assert.ok(await focusIsIn(dialog), `Shift+Tab keeps focus inside ${what}`)
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
  assert.ok(await focusIsOn(trigger), `Escape closes ${what} and returns focus to its button`)
}
