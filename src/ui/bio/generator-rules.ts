import type { Plan } from '../../contract/common.ts'
import type { FeatureId, PlanCatalog } from '../../contract/plans.ts'
import type { GenerationStage } from '../../contract/streaming.ts'
import { canAccess, type RequiredPlan } from '../gate/can-access.ts'

/*
 * Rules shared by the two generator pages (executive bio, cover letter): counting, required fields,
 * who may use the page, and the state of a streamed generation.
 */

/** Words as a reader counts them: a token with at least one letter or digit ('—' is not a word). */
export function countWords(text: string): number {
  return text.split(/\s+/u).filter((token) => /[\p{L}\p{N}]/u.test(token)).length
}

/** Paragraphs: blocks of text separated by one or more blank lines. */
export function countParagraphs(text: string): number {
  return text.split(/\n\s*\n/u).filter((block) => block.trim() !== '').length
}

/** The fields of a draft that are required and still blank (whitespace counts as blank), in order. */
export function missingFields<K extends string>(
  draft: Readonly<Record<K, string>>,
  required: readonly K[],
): K[] {
  return required.filter((key) => draft[key].trim() === '')
}

/** A draft with every value trimmed, the way it is sent. */
export function trimmed<T extends Record<string, string>>(draft: T): T {
  return Object.fromEntries(Object.entries(draft).map(([key, value]) => [key, value.trim()])) as T
}

/**
 * Whether a generator page opens for a plan (spec §2, §6; decisions.md): the plan must reach the
 * tier, and when the active catalogue is known it must also list the feature for that plan (a
 * metered feature such as cover letters is closed to a plan whose limit is 0). Until the catalogue
 * arrives the tier alone decides, so a paying user never waits on it.
 */
export function generatorOpen(
  plan: Plan | null | undefined,
  requires: RequiredPlan,
  feature: FeatureId,
  catalog?: Pick<PlanCatalog, 'plans'> | null,
): boolean {
  if (!canAccess(plan, requires)) return false
  if (!catalog) return true
  return catalog.plans[plan ?? 'free'].features.includes(feature)
}

/** What the result panel shows while and after a generation runs. */
export type GenerationState<R> =
  | { status: 'idle' }
  | { status: 'generating'; stage: GenerationStage | null; percent: number; text: string }
  | { status: 'done'; result: R }
  | { status: 'error'; message: string }

export type GenerationAction<R> =
  | { type: 'start' }
  | { type: 'progress'; stage: GenerationStage; percent: number }
  | { type: 'delta'; text: string }
  | { type: 'done'; result: R }
  | { type: 'fail'; message: string }
  | { type: 'reset' }

/**
 * The streamed generation as a reducer: progress never goes back, deltas append, a late event after
 * the run ended (or after a reset) changes nothing.
 */
export function generationReducer<R>(
  state: GenerationState<R>,
  action: GenerationAction<R>,
): GenerationState<R> {
  switch (action.type) {
    case 'start':
      return { status: 'generating', stage: null, percent: 0, text: '' }
    case 'reset':
      return { status: 'idle' }
    case 'progress':
      if (state.status !== 'generating') return state
      return {
        ...state,
        stage: action.stage,
        percent: Math.max(state.percent, Math.min(100, Math.max(0, action.percent))),
      }
    case 'delta':
      if (state.status !== 'generating') return state
      return { ...state, text: state.text + action.text }
    case 'done':
      return state.status === 'generating' ? { status: 'done', result: action.result } : state
    case 'fail':
      return state.status === 'generating' ? { status: 'error', message: action.message } : state
  }
}
