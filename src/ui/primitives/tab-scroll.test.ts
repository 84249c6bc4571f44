import { describe, expect, it } from 'vitest'
import { scrollToReveal } from './tab-scroll.ts'

describe('scrollToReveal', () => {
  it('leaves the row alone when the tab is in view', () => {
    expect(scrollToReveal(0, 360, 100, 80)).toBe(0)
    expect(scrollToReveal(50, 360, 100, 80)).toBe(50)
  })

  it('scrolls forward just enough to show a tab past the right edge, and a bit beyond', () => {
    // The fifth tab of the account settings at 360 px: 420 to 530.
    expect(scrollToReveal(0, 360, 420, 110)).toBe(530 + 24 - 360)
  })

  it('scrolls back to show a tab before the left edge', () => {
    expect(scrollToReveal(300, 360, 100, 80)).toBe(76)
    expect(scrollToReveal(300, 360, 10, 80)).toBe(0)
  })

  it('puts the start of a tab wider than the row in view', () => {
    expect(scrollToReveal(0, 100, 200, 300)).toBe(176)
  })
})
