import { expect, userEvent } from 'storybook/test'

/**
 * Presses Tab, as a keyboard user would, until `target` has focus; fails when it is not reached
 * within `limit` presses (so it is not in the tab order, or something traps focus before it).
 */
export async function tabTo(target: HTMLElement, limit = 20) {
  for (let presses = 0; presses < limit && document.activeElement !== target; presses += 1) {
    await userEvent.tab()
  }
  await expect(target).toHaveFocus()
}
