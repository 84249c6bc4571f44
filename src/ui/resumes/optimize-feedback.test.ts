import { describe, expect, it } from 'vitest'
import { createBundledI18n } from '../../i18n/create-i18n.ts'
import type { Language } from '../../i18n/settings.ts'
import { optimizeProblemText, quotaProblemOf, type OptimizeProblem } from './optimize-feedback.ts'

const RESET = '2026-03-01'

function textOf(problem: OptimizeProblem, language: Language = 'en') {
  const t = createBundledI18n(language).getFixedT(language, 'optimize')
  return optimizeProblemText(problem, t, language)
}

describe('quotaProblemOf', () => {
  const spent = {
    can_generate: false,
    generation_limit: 20,
    generations_remaining: 0,
    reset_date: RESET,
  }

  it('finds the monthly limit when a limited plan has no generation left', () => {
    expect(quotaProblemOf(spent)).toEqual({ kind: 'limit', limit: 20, resetDate: RESET })
    // An older server that leaves out the remaining count still says it cannot generate.
    const { generations_remaining: _omitted, ...withoutRemaining } = spent
    expect(quotaProblemOf(withoutRemaining)).toEqual({ kind: 'limit', limit: 20, resetDate: RESET })
  })

  it('lets the call go on when generations are left, when the check is missing, or for a plan without any', () => {
    expect(quotaProblemOf({ ...spent, can_generate: true, generations_remaining: 3 })).toBeNull()
    expect(quotaProblemOf(null)).toBeNull()
    expect(quotaProblemOf(undefined)).toBeNull()
    // Free: the server's 403 says 'upgrade required', which the limit message would not.
    expect(quotaProblemOf({ ...spent, generation_limit: 0 })).toBeNull()
    expect(quotaProblemOf({ ...spent, generation_limit: null })).toBeNull()
    expect(quotaProblemOf({ ...spent, generations_remaining: 2 })).toBeNull()
  })
})

describe('optimizeProblemText (spec §8, Optimize)', () => {
  it('words the monthly limit with N and the reset date in the long form of the language', () => {
    expect(textOf({ kind: 'limit', limit: 20, resetDate: RESET })).toEqual({
      message: 'Monthly generation limit reached (20 generations). Resets on March 1, 2026',
      upgrade: false,
    })
    expect(textOf({ kind: 'limit', limit: 1, resetDate: RESET }).message).toBe(
      'Monthly generation limit reached (1 generation). Resets on March 1, 2026',
    )
    expect(textOf({ kind: 'limit', limit: 5, resetDate: RESET }, 'ru').message).toBe(
      'Достигнут месячный лимит генераций (5 генераций). Лимит обновится 1 марта 2026 г.',
    )
    expect(textOf({ kind: 'limit', limit: 2, resetDate: RESET }, 'ru').message).toBe(
      'Достигнут месячный лимит генераций (2 генерации). Лимит обновится 1 марта 2026 г.',
    )
    expect(textOf({ kind: 'limit', limit: 20, resetDate: RESET }, 'es').message).toBe(
      'Has alcanzado el límite mensual de generaciones (20 generaciones). Se restablece el 1 de marzo de 2026',
    )
  })

  it('shows the message of upgrade_required as it is, with the way to upgrade', () => {
    expect(
      textOf({
        kind: 'upgrade_required',
        message: 'Premium or Pro plan required for AI resume optimization',
      }),
    ).toEqual({
      message: 'Premium or Pro plan required for AI resume optimization',
      upgrade: true,
    })
  })

  it('adds the reset date to the message of limit_exceeded', () => {
    const exceeded = {
      kind: 'limit_exceeded',
      message: 'Monthly generation limit reached (20 generations).',
      resetDate: RESET,
      limit: 20,
    } as const
    expect(textOf(exceeded)).toEqual({
      message: 'Monthly generation limit reached (20 generations). Resets on March 1, 2026',
      upgrade: false,
    })
    expect(textOf({ ...exceeded, message: 'Out of generations' }).message).toBe(
      'Out of generations. Resets on March 1, 2026',
    )
    expect(textOf(exceeded, 'es').message).toBe(
      'Monthly generation limit reached (20 generations). Se restablece el 1 de marzo de 2026',
    )
    // Without a date there is nothing to add.
    expect(textOf({ ...exceeded, resetDate: undefined }).message).toBe(
      'Monthly generation limit reached (20 generations).',
    )
  })

  it("shows a server message as it is, and 'Failed to optimize resume' when there is none", () => {
    expect(textOf({ kind: 'message', message: 'The writer is unavailable.' })).toEqual({
      message: 'The writer is unavailable.',
      upgrade: false,
    })
    expect(textOf({ kind: 'unknown' })).toEqual({
      message: 'Failed to optimize resume',
      upgrade: false,
    })
    expect(textOf({ kind: 'unknown' }, 'ru').message).toBe('Не удалось оптимизировать резюме')
  })
})
