import type { AnalysisLanguage, AtsCheck, AtsCheckId } from '../../../../src/contract/analysis.ts'
import { weighChecks, type CheckResult } from './check.ts'
import { percent } from './numbers.ts'
import { countText, READING_EASE_PASS, readingEase, readingEaseFraction } from './reading-ease.ts'
import type { ResumeFacts } from './resume-facts.ts'
import type { ResumeLine } from './resume-text.ts'
import { quantifiedBlocks } from './second-look.ts'

export const READABILITY_WEIGHTS: Readonly<Partial<Record<AtsCheckId, number>>> = {
  reading_ease: 30,
  bullet_length: 20,
  action_verbs: 25,
  quantified_results: 25,
}

export const BULLET_WORDS = { min: 8, max: 30 } as const
/**
 * Share of bullets (0..1) that earns full points, and the share that passes. Not every bullet needs
 * a number, so quantified results reach full points at half of them.
 */
export const SHARE_TARGETS = {
  bullet_length: { full: 0.8, pass: 0.7 },
  action_verbs: { full: 0.8, pass: 0.6 },
  quantified_results: { full: 0.5, pass: 0.3 },
} as const

/** Years are dates, not results; every other digit, a currency or a multiplier is a figure. */
const YEAR = /(?<!\d)(?:19[5-9]\d|20[0-4]\d)(?!\d)/g
const FIGURE = /\d|[%$€₽£¥×]/u
const MULTIPLIER_WORD =
  /(?<!\p{L})(?:doubled|tripled|quadrupled|halved|dupliqu\p{L}*|tripliqu\p{L}*|удвоил\p{L}*|утроил\p{L}*|вдвое|втрое)(?!\p{L})/iu

export function isQuantified(text: string): boolean {
  return FIGURE.test(text.replace(YEAR, '')) || MULTIPLIER_WORD.test(text)
}

export function hasGoodLength(line: ResumeLine): boolean {
  return line.words.length >= BULLET_WORDS.min && line.words.length <= BULLET_WORDS.max
}

function shareCheck(
  id: keyof typeof SHARE_TARGETS,
  statements: readonly ResumeLine[],
  test: (line: ResumeLine, index: number) => boolean,
): CheckResult {
  if (statements.length === 0) return { id, fraction: 0, passed: false, value: 0 }
  const share = statements.filter(test).length / statements.length
  const target = SHARE_TARGETS[id]
  return {
    id,
    fraction: Math.min(1, share / target.full),
    passed: share >= target.pass,
    value: percent(share, 1),
  }
}

/**
 * "Quantify more results" is a claim that figures are missing: when the second look, reading
 * bullets as blocks of raw lines, finds figures in enough of them, the check earns its points.
 */
function quantifiedCheck(facts: ResumeFacts): CheckResult {
  const result = shareCheck('quantified_results', facts.statements, (line) =>
    isQuantified(line.text),
  )
  if (result.passed) return result
  const { blocks, quantified } = quantifiedBlocks(facts.raws)
  const target = SHARE_TARGETS.quantified_results
  if (blocks === 0 || quantified / blocks < target.pass) return result
  return { ...result, fraction: 1, passed: true }
}

export function readabilityChecks(facts: ResumeFacts, language: AnalysisLanguage): AtsCheck[] {
  const index = readingEase(countText(facts.body, language), language)
  const { statements } = facts
  const results: CheckResult[] = [
    {
      id: 'reading_ease',
      fraction: readingEaseFraction(index),
      passed: index !== null && index >= READING_EASE_PASS,
      value: index,
    },
    shareCheck('bullet_length', statements, hasGoodLength),
    shareCheck('action_verbs', statements, (_, index) => facts.openers[index] === 'action'),
    quantifiedCheck(facts),
  ]
  return weighChecks('readability', results, READABILITY_WEIGHTS)
}
