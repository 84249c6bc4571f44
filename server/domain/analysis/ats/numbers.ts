/** A finite number within [min, max]; NaN and infinities fall to `min` so no score can leak them. */
export function clamp(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return value === Infinity ? max : min
  return Math.min(max, Math.max(min, value))
}

/** Scores and shares are reported to one decimal (docs/analysis-formulas.md, Rounding). */
export function round1(value: number): number {
  return Math.round(value * 10) / 10
}

/** Check points and weights keep two decimals so renormalised weights such as 18.75 stay exact. */
export function round2(value: number): number {
  return Math.round(value * 100) / 100
}

/** A share in percent (0..100, one decimal); an empty denominator is 0 %, not NaN. */
export function percent(part: number, whole: number): number {
  if (whole <= 0) return 0
  return round1(clamp((part / whole) * 100, 0, 100))
}

/** Linear interpolation of `value` between two anchors, clamped to 0..1. */
export function ramp(value: number, from: number, to: number): number {
  if (from === to) return value >= to ? 1 : 0
  return clamp((value - from) / (to - from), 0, 1)
}
