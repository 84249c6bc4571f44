import { INTL_LOCALE, type Language } from '../../i18n/settings.ts'

export type DeltaTone = 'success' | 'danger' | 'neutral'

// Scores arrive with at most one decimal (61.1); more would be noise on screen.
const MAX_FRACTION_DIGITS = 1

/** A plain number in the interface language: en `3.4`, ru and es `3,4`. */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(INTL_LOCALE[language], {
    maximumFractionDigits: MAX_FRACTION_DIGITS,
  }).format(value)
}

/** A 0-100 share as a percentage: en `61.1%`, ru `61,1 %`, es `61,1 %`. */
export function formatPercent(value: number, language: Language): string {
  return new Intl.NumberFormat(INTL_LOCALE[language], {
    style: 'percent',
    maximumFractionDigits: MAX_FRACTION_DIGITS,
  }).format(value / 100)
}

/** A change with its sign, so a gain never reads like a score: `+12`, `-3`, `0`. */
export function formatSigned(value: number, language: Language): string {
  return new Intl.NumberFormat(INTL_LOCALE[language], {
    maximumFractionDigits: MAX_FRACTION_DIGITS,
    signDisplay: 'exceptZero',
  }).format(value)
}

/** A score change: a gain is green, a loss red, no change neutral. */
export function deltaTone(delta: number): DeltaTone {
  if (delta > 0) return 'success'
  if (delta < 0) return 'danger'
  return 'neutral'
}
