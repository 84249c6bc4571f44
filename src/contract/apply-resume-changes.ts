import type { ResumeChange } from './resume-changes.ts'

/** The list marker and indentation a line opens with ("- ", "  • "), kept when its text changes. */
const MARKER = /^\s*(?:[-*+•·▪◦‣●○■□►▸➢➤✓✔–—]|\d{1,2}[.)])\s+/u

/** How a change was decided: accepted as proposed, accepted with the user's own text, or not. */
export type ChangeDecision = { accept: true; text?: string } | { accept: false }

/** The text with changes applied, and where each applied change's lines are in it. */
export interface AppliedChanges {
  text: string
  /** Output lines [from, to) of each applied change, by id (empty for a removal). */
  spans: Map<string, { from: number; to: number }>
}

export function markerOf(line: string): string {
  return MARKER.exec(line)?.[0] ?? ''
}

/** A line without its list marker. */
export function unmarked(line: string): string {
  return line.replace(MARKER, '')
}

/** Text with the marker of the line it replaces on each of its lines ("- a\n- b" for a split). */
function withMarker(text: string, marker: string): string[] {
  return text.split('\n').map((part) => `${marker}${part.replace(MARKER, '')}`)
}

/**
 * The resume with the decided changes applied, everything else exactly as written. A change
 * replaces its line (keeping the line's bullet marker), adds its lines as written after it when
 * `before` is empty, or removes it when `after` is empty; a question, or a change whose `before`
 * no longer matches its line, changes nothing. Two changes on one line are alternatives: the
 * first accepted wins, except that one needing the user's input (a number to fill, written on
 * top of the other's rewrite) takes the line over.
 */
export function layoutChanges(
  original: string,
  changes: readonly ResumeChange[],
  decide: (change: ResumeChange) => ChangeDecision,
): AppliedChanges {
  const lines = original.split('\n')
  const replaced = new Map<number, { id: string; lines: string[]; input: boolean }>()
  const added = new Map<number, Array<{ id: string; lines: string[] }>>()
  for (const change of changes) {
    const decision = decide(change)
    if (!decision.accept) continue
    const text = decision.text ?? change.after
    const line = lines[change.line]
    if (line === undefined) continue
    if (change.before === '') {
      if (text.trim() === '') continue
      // An added line is written as the writer gave it, marker included, in the section's style.
      added.set(change.line, [
        ...(added.get(change.line) ?? []),
        { id: change.id, lines: text.split('\n') },
      ])
      continue
    }
    if (unmarked(line).trim() !== change.before.trim()) continue
    const earlier = replaced.get(change.line)
    if (earlier && (earlier.input || !change.needs_user_input)) continue
    replaced.set(change.line, {
      id: change.id,
      lines: text.trim() === '' ? [] : withMarker(text, markerOf(line)),
      input: change.needs_user_input,
    })
  }
  const out: string[] = []
  const spans = new Map<string, { from: number; to: number }>()
  lines.forEach((line, index) => {
    const replacement = replaced.get(index)
    if (replacement) {
      spans.set(replacement.id, { from: out.length, to: out.length + replacement.lines.length })
      out.push(...replacement.lines)
    } else out.push(line)
    for (const addition of added.get(index) ?? []) {
      spans.set(addition.id, { from: out.length, to: out.length + addition.lines.length })
      out.push(...addition.lines)
    }
  })
  return { text: out.join('\n'), spans }
}

export function applyChanges(
  original: string,
  changes: readonly ResumeChange[],
  decide: (change: ResumeChange) => ChangeDecision,
): string {
  return layoutChanges(original, changes, decide).text
}

/** The resume with every change its writer marked safe applied: the response's optimized_content. */
export function applySafeChanges(original: string, changes: readonly ResumeChange[]): string {
  return applyChanges(original, changes, (change) =>
    change.safe && !change.needs_user_input ? { accept: true } : { accept: false },
  )
}
