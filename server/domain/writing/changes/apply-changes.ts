import type { ResumeChange } from '../../../../src/contract/resume-changes.ts'

/** The list marker and indentation a line opens with ("- ", "  • "), kept when its text changes. */
const MARKER = /^\s*(?:[-*+•·▪◦‣●○■□►▸➢➤✓✔–—]|\d{1,2}[.)])\s+/u

/** How a change was decided: accepted as proposed, accepted with the user's own text, or not. */
export type ChangeDecision = { accept: true; text?: string } | { accept: false }

function markerOf(line: string): string {
  return MARKER.exec(line)?.[0] ?? ''
}

/** Text with the marker of the line it replaces on each of its lines ("- a\n- b" for a split). */
function withMarker(text: string, marker: string): string[] {
  return text.split('\n').map((part) => `${marker}${part.replace(MARKER, '')}`)
}

/**
 * The resume with the decided changes applied, everything else exactly as written. A change
 * replaces its line (keeping the line's bullet marker), adds its lines as written after it when
 * `before` is empty, or removes it when `after` is empty; a question or a change whose `before` no longer
 * matches its line (the text moved under it) changes nothing. At most one change per line.
 */
export function applyChanges(
  original: string,
  changes: readonly ResumeChange[],
  decide: (change: ResumeChange) => ChangeDecision,
): string {
  const lines = original.split('\n')
  const replaced = new Map<number, string[]>()
  const added = new Map<number, string[]>()
  for (const change of changes) {
    const decision = decide(change)
    if (!decision.accept) continue
    const text = decision.text ?? change.after
    const line = lines[change.line]
    if (line === undefined) continue
    if (change.before === '') {
      if (text.trim() === '') continue
      const after = added.get(change.line) ?? []
      // An added line is written as the writer gave it, marker included, in the section's style.
      added.set(change.line, [...after, ...text.split('\n')])
      continue
    }
    if (replaced.has(change.line)) continue
    if (line.replace(MARKER, '').trim() !== change.before.trim()) continue
    replaced.set(change.line, text.trim() === '' ? [] : withMarker(text, markerOf(line)))
  }
  const out: string[] = []
  lines.forEach((line, index) => {
    out.push(...(replaced.get(index) ?? [line]))
    out.push(...(added.get(index) ?? []))
  })
  return out.join('\n')
}

/** The resume with every change its writer marked safe applied: the response's optimized_content. */
export function applySafeChanges(original: string, changes: readonly ResumeChange[]): string {
  return applyChanges(original, changes, (change) =>
    change.safe && !change.needs_user_input ? { accept: true } : { accept: false },
  )
}
