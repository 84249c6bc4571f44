import {
  layoutChanges,
  markerOf,
  type AppliedChanges,
  type ChangeDecision,
} from '../../contract/apply-resume-changes.ts'
import type { ResumeChange } from '../../contract/resume-changes.ts'

/*
 * The user's decisions on an optimization's changes (issue 21, item 3), as a pure reducer: the
 * review screen holds them, the preview and the scores are derived from them, and Save hands them
 * on. A change the user has not decided is left out of the text, as a rejected one is.
 */

/** One change's decision; `text` is the user's own wording (an edit, a filled number, an answer). */
export type ReviewDecision =
  { status: 'pending' } | { status: 'accepted'; text?: string } | { status: 'rejected' }

/** Decisions by change id; a change without an entry is pending (changes may still be arriving). */
export type ReviewDecisions = Readonly<Record<string, ReviewDecision>>

export type ReviewAction =
  | { type: 'accept'; change: ResumeChange }
  | { type: 'reject'; id: string }
  | { type: 'undo'; id: string }
  | { type: 'edit'; change: ResumeChange; text: string }
  | { type: 'fill'; change: ResumeChange; value: string }
  | { type: 'answer'; change: ResumeChange; text: string }
  | { type: 'accept-all-safe'; changes: readonly ResumeChange[] }
  | { type: 'reset' }

export const NO_DECISIONS: ReviewDecisions = {}

/** A placeholder the writer left for the user: "[how many clients?]", "[¿cuánto?]", "[сколько?]". */
const PLACEHOLDER = /\[[^\]\n]*\?\]/u

export function placeholderOf(text: string): string | null {
  return PLACEHOLDER.exec(text)?.[0] ?? null
}

/** The change's text with its placeholder replaced by the user's value, or null when none fits. */
export function fillPlaceholder(after: string, value: string): string | null {
  const trimmed = value.trim()
  // A value that is itself a placeholder (or empty) would leave the question in the resume.
  if (trimmed === '' || placeholderOf(trimmed) !== null || !PLACEHOLDER.test(after)) return null
  return after.replace(PLACEHOLDER, trimmed)
}

/** Safe to accept in one go: the writer applied it itself, and it asks the user nothing. */
export function isSafe(change: ResumeChange): boolean {
  return change.safe && !change.needs_user_input
}

/** Can be accepted as proposed: a question needs the user's answer, a placeholder their figure. */
export function acceptsAsProposed(change: ResumeChange): boolean {
  if (change.kind === 'question') return false
  return placeholderOf(change.after) === null
}

export function decisionOf(decisions: ReviewDecisions, id: string): ReviewDecision {
  return decisions[id] ?? { status: 'pending' }
}

function withDecision(
  decisions: ReviewDecisions,
  id: string,
  decision: ReviewDecision,
): ReviewDecisions {
  return { ...decisions, [id]: decision }
}

export function reviewDecisionsReducer(
  decisions: ReviewDecisions,
  action: ReviewAction,
): ReviewDecisions {
  switch (action.type) {
    case 'accept':
      // Accepting a change that still asks something is refused here, not only by the button.
      return acceptsAsProposed(action.change)
        ? withDecision(decisions, action.change.id, { status: 'accepted' })
        : decisions
    case 'reject':
      return withDecision(decisions, action.id, { status: 'rejected' })
    case 'undo':
      return withDecision(decisions, action.id, { status: 'pending' })
    case 'edit': {
      const text = action.text.trim()
      // An edit that keeps the placeholder has not answered it; an empty edit is a rejection
      // the user should say as such.
      if (text === '' || placeholderOf(text) !== null) return decisions
      if (action.change.kind === 'question') return decisions
      return withDecision(decisions, action.change.id, { status: 'accepted', text })
    }
    case 'fill': {
      const text = fillPlaceholder(action.change.after, action.value)
      return text === null
        ? decisions
        : withDecision(decisions, action.change.id, { status: 'accepted', text })
    }
    case 'answer': {
      const text = action.text.trim()
      if (action.change.kind !== 'question' || text === '' || placeholderOf(text) !== null) {
        return decisions
      }
      return withDecision(decisions, action.change.id, { status: 'accepted', text })
    }
    case 'accept-all-safe': {
      // Only the undecided ones: a change the user rejected or reworded stays as they left it.
      let next = decisions
      for (const change of action.changes) {
        if (isSafe(change) && decisionOf(next, change.id).status === 'pending') {
          next = withDecision(next, change.id, { status: 'accepted' })
        }
      }
      return next
    }
    case 'reset':
      return NO_DECISIONS
  }
}

/** How a decision reads to applyChanges: an answered question is a line added in the section's style. */
function toChangeDecision(
  lines: readonly string[],
  change: ResumeChange,
  decision: ReviewDecision,
): ChangeDecision {
  if (decision.status !== 'accepted') return { accept: false }
  if (decision.text === undefined) return { accept: true }
  if (change.kind !== 'question') return { accept: true, text: decision.text }
  // The answer goes in as a line of its own after the line the question points at, with that
  // line's bullet marker, so it reads as one more bullet of the same role.
  const marker = markerOf(lines[change.line] ?? '')
  return {
    accept: true,
    text: decision.text
      .split('\n')
      .map((part) => `${marker}${part.trim()}`)
      .join('\n'),
  }
}

/** The resume as the decisions leave it, with where each accepted change landed. */
export function reviewedLayout(
  original: string,
  changes: readonly ResumeChange[],
  decisions: ReviewDecisions,
): AppliedChanges {
  const lines = original.split('\n')
  // A question writes nothing as proposed; once answered it adds a line (before '' means "add").
  const applicable = changes.map((change) =>
    change.kind === 'question' ? { ...change, before: '' } : change,
  )
  return layoutChanges(original, applicable, (change) =>
    toChangeDecision(lines, change, decisionOf(decisions, change.id)),
  )
}

export function reviewedText(
  original: string,
  changes: readonly ResumeChange[],
  decisions: ReviewDecisions,
): string {
  return reviewedLayout(original, changes, decisions).text
}

export interface DecisionCounts {
  accepted: number
  rejected: number
  pending: number
  /** Safe changes still undecided: what "Accept all safe changes" would accept. */
  safePending: number
}

export function countDecisions(
  changes: readonly ResumeChange[],
  decisions: ReviewDecisions,
): DecisionCounts {
  const counts: DecisionCounts = { accepted: 0, rejected: 0, pending: 0, safePending: 0 }
  for (const change of changes) {
    const status = decisionOf(decisions, change.id).status
    counts[status] += 1
    if (status === 'pending' && isSafe(change)) counts.safePending += 1
  }
  return counts
}
