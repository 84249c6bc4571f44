/**
 * The colour bands of spec §9 as pure rules. Components map a band to a colour; nothing else decides.
 */
export type Tone = 'success' | 'warning' | 'danger'

/** Dashboard AI-generation usage bar: red at 90% used or more, yellow at 70% or more, else green. */
export function usageBarTone(percentUsed: number): Tone {
  if (percentUsed >= 90) return 'danger'
  if (percentUsed >= 70) return 'warning'
  return 'success'
}

/** Share of the monthly generations used, 0-100. A plan with no generations counts as fully used. */
export function usagePercent(used: number, limit: number): number {
  if (limit <= 0) return 100
  return Math.min(100, Math.max(0, (used / limit) * 100))
}

/** ATS score and per-category bars: 80 or more green, 60 or more yellow, else red. */
export function scoreTone(score: number): Tone {
  if (score >= 80) return 'success'
  if (score >= 60) return 'warning'
  return 'danger'
}

export type Importance = 'high' | 'medium' | 'low'

/** A missing keyword's importance (0-1): above 0.7 high (red), above 0.4 medium (yellow), else low. */
export function importanceLevel(importanceScore: number): Importance {
  if (importanceScore > 0.7) return 'high'
  if (importanceScore > 0.4) return 'medium'
  return 'low'
}

/** Profile page generation bar: red when none remain, yellow when 2 or fewer, otherwise green. */
export function remainingTone(remaining: number): Tone {
  if (remaining <= 0) return 'danger'
  if (remaining <= 2) return 'warning'
  return 'success'
}

export type UniquenessBand = 'excellent' | 'good' | 'low'

/** Originality check: 90 or more excellent (green), 75 to 89 good (yellow), below 75 low (red). */
export function uniquenessBand(score: number): UniquenessBand {
  if (score >= 90) return 'excellent'
  if (score >= 75) return 'good'
  return 'low'
}

export const UNIQUENESS_TONE: Record<UniquenessBand, Tone> = {
  excellent: 'success',
  good: 'warning',
  low: 'danger',
}

export const IMPORTANCE_TONE: Record<Importance, Tone | 'neutral'> = {
  high: 'danger',
  medium: 'warning',
  low: 'neutral',
}
