import { describe, expect, it } from 'vitest'
import {
  LONG_SUCCESS_TOAST_MS,
  TOAST_DURATIONS,
  TOAST_LIMIT,
  TOAST_MAX_WIDTH_PX,
  toastOptions,
} from './toast-settings.ts'

// Spec §9, Timing: blank 4000 ms, error 4000 ms, success 2000 ms (3 s on the bio and cover letter
// pages and the remaining-generations toast), loading until dismissed, custom 4000 ms; at most 20
// toasts kept; maximum width 350 px.
describe('toast settings (spec §9)', () => {
  it('gives each toast type its duration', () => {
    expect(TOAST_DURATIONS).toEqual({
      blank: 4000,
      error: 4000,
      success: 2000,
      loading: Number.POSITIVE_INFINITY,
      custom: 4000,
    })
  })

  it('keeps loading toasts until they are dismissed', () => {
    expect(Number.isFinite(TOAST_DURATIONS.loading)).toBe(false)
  })

  it('lasts 3 seconds for the long success toasts', () => {
    expect(LONG_SUCCESS_TOAST_MS).toBe(3000)
  })

  it('keeps at most 20 toasts, 350 px wide at most', () => {
    expect(TOAST_LIMIT).toBe(20)
    expect(TOAST_MAX_WIDTH_PX).toBe(350)
  })

  it('passes the same durations to the toaster, per type and by default', () => {
    expect(toastOptions.duration).toBe(4000)
    expect(toastOptions.blank?.duration).toBe(4000)
    expect(toastOptions.error?.duration).toBe(4000)
    expect(toastOptions.success?.duration).toBe(2000)
    expect(toastOptions.loading?.duration).toBe(Number.POSITIVE_INFINITY)
    expect(toastOptions.custom?.duration).toBe(4000)
  })
})
