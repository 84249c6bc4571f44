import type { DefaultToastOptions } from 'react-hot-toast'

/** Spec §9 toast durations in milliseconds. Loading toasts stay until dismissed. */
export const TOAST_DURATIONS = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
  custom: 4000,
} as const

/** Success toasts on the bio and cover-letter pages and the remaining-generations toast last 3 s. */
export const LONG_SUCCESS_TOAST_MS = 3000

/** At most 20 toasts are kept (react-hot-toast's own limit, which matches the spec). */
export const TOAST_LIMIT = 20

export const TOAST_MAX_WIDTH_PX = 350

export const toastOptions: DefaultToastOptions = {
  duration: TOAST_DURATIONS.blank,
  blank: { duration: TOAST_DURATIONS.blank },
  error: { duration: TOAST_DURATIONS.error },
  success: { duration: TOAST_DURATIONS.success },
  loading: { duration: TOAST_DURATIONS.loading },
  custom: { duration: TOAST_DURATIONS.custom },
}
