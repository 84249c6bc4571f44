import type { TFunction } from 'i18next'
import type { Language } from '../../i18n/settings.ts'
import { formatDate } from '../lib/format.ts'

/**
 * Why an optimization did not happen, in the cases of spec §8 (Optimize):
 * - 'limit': the quota check before the call found the month's generations spent;
 * - 'upgrade_required' / 'limit_exceeded': the server refused with that object detail;
 * - 'message': the server's own words (a plain-text detail, or an object with another error);
 * - 'unknown': nothing worth showing came back.
 * The server-side kinds match the app's `optimizeFailureOf`, so its result passes straight in.
 */
export type OptimizeProblem =
  | { kind: 'limit'; limit: number; resetDate: string }
  | { kind: 'upgrade_required'; message: string }
  | {
      kind: 'limit_exceeded'
      message: string
      resetDate: string | undefined
      limit: number | undefined
    }
  | { kind: 'message'; message: string }
  | { kind: 'unknown' }

/** Where one resume's optimization stands, as the card and the view dialog show it. */
export type OptimizeState = { status: 'busy' } | { status: 'failed'; problem: OptimizeProblem }

/** What the screen shows for a problem: the words, and whether to offer the way to /pricing. */
export interface OptimizeProblemText {
  message: string
  upgrade: boolean
}

/** The answer of GET /users/me/can-generate, as far as the quota check reads it. */
export interface QuotaCheck {
  can_generate: boolean
  generation_limit: number | null
  generations_remaining?: number | null
  reset_date: string
}

/**
 * The monthly limit, read from the can-generate answer before spending a call on it: only when a
 * limited plan has none left. A plan without generations at all (limit 0, or any other refusal)
 * goes on to the server, whose 403 carries the plan's own message.
 */
export function quotaProblemOf(check: QuotaCheck | null | undefined): OptimizeProblem | null {
  if (!check || check.can_generate) return null
  const { generation_limit: limit, generations_remaining: remaining } = check
  if (limit === null || limit <= 0) return null
  if (remaining !== undefined && remaining !== null && remaining > 0) return null
  return { kind: 'limit', limit, resetDate: check.reset_date }
}

/** A server sentence and the reset date after it, with a full stop between them when it lacks one. */
function withResetDate(message: string, resetsOn: string): string {
  const trimmed = message.trim()
  return /[.!?]$/.test(trimmed) ? `${trimmed} ${resetsOn}` : `${trimmed}. ${resetsOn}`
}

/**
 * The words of spec §8 for a failed optimization, in the interface language; the reset date in
 * that language's long form. Server messages are shown as the server wrote them.
 */
export function optimizeProblemText(
  problem: OptimizeProblem,
  t: TFunction<'optimize'>,
  language: Language,
): OptimizeProblemText {
  switch (problem.kind) {
    case 'limit':
      return {
        message: t('limit', {
          count: problem.limit,
          date: formatDate(problem.resetDate, language),
        }),
        upgrade: false,
      }
    case 'upgrade_required':
      return { message: problem.message, upgrade: true }
    case 'limit_exceeded':
      return {
        message: problem.resetDate
          ? withResetDate(
              problem.message,
              t('resetsOn', { date: formatDate(problem.resetDate, language) }),
            )
          : problem.message,
        upgrade: false,
      }
    case 'message':
      return { message: problem.message, upgrade: false }
    case 'unknown':
      return { message: t('failed'), upgrade: false }
  }
}
