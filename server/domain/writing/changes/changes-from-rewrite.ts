import type { AnalysisLanguage } from '../../../../src/contract/analysis.ts'
import type { ResumeChange } from '../../../../src/contract/resume-changes.ts'
import { unmarked } from '../../../../src/contract/apply-resume-changes.ts'
import { CHANGE_REASONS } from './change-reasons.ts'

/*
 * A writer that answers with a whole rewritten resume (the model writer, until it answers with a
 * change set of its own) is read back as changes: the lines it replaced, added or dropped, each
 * one a change the user reviews. A line found in both texts is no change wherever it stands: the
 * change set never reorders. A new line replaces the dropped line it shares most words with, or
 * the dropped line in its place; otherwise it is added after the nearest line above it that the
 * original has. A placeholder the
 * writer left ("[how many?]") makes its change wait for the user.
 */

const PLACEHOLDER = /\[[^\]]*\?\]/u
/** Below this share of common words, a new line is not a rewording of a dropped one. */
const MIN_OVERLAP = 0.3

function key(line: string): string {
  return unmarked(line).replace(/\s+/g, ' ').trim().toLowerCase()
}

function wordsOf(line: string): Set<string> {
  return new Set(key(line).match(/[\p{L}\p{N}]+/gu) ?? [])
}

function overlap(a: Set<string>, b: Set<string>): number {
  let common = 0
  for (const word of a) if (b.has(word)) common += 1
  const union = a.size + b.size - common
  return union === 0 ? 0 : common / union
}

export function changesFromRewrite(
  original: string,
  written: string,
  language: AnalysisLanguage,
): ResumeChange[] {
  const before = original.replace(/\r\n?/g, '\n').split('\n')
  const after = written.replace(/\r\n?/g, '\n').split('\n')
  const at = new Map<string, number>()
  before.forEach((line, n) => {
    if (!at.has(key(line))) at.set(key(line), n)
  })
  const stays = new Set(after.map(key))
  const dropped = before
    .map((line, n) => ({ line, n, words: wordsOf(line) }))
    .filter(({ line }) => key(line) !== '' && !stays.has(key(line)))
  const paired = new Set<number>()
  const drafts: Array<Omit<ResumeChange, 'id' | 'section' | 'reason' | 'keywords' | 'evidence'>> =
    []
  let anchor = 0
  for (const line of after) {
    const last = drafts.at(-1)
    const adding = last !== undefined && last.before === '' && last.line === anchor
    if (key(line) === '') {
      // A blank line closing an added block (a new section) belongs to it; one the original has
      // next moves the anchor past it, so what follows is added after it, as written.
      if (adding) last.after += '\n'
      else if (key(before[anchor + 1] ?? 'x') === '') anchor += 1
      continue
    }
    const known = at.get(key(line))
    if (known !== undefined) {
      anchor = known
      continue
    }
    const words = wordsOf(line)
    const open = dropped.filter(({ n }) => !paired.has(n))
    const similar = open
      .map((d) => ({ d, score: overlap(words, d.words) }))
      .sort((a, b) => b.score - a.score)[0]
    // Else the dropped line in the same place: right after the last line both texts have.
    const inPlace = open.find(
      ({ n }) =>
        n > anchor && before.slice(anchor + 1, n).every((l) => !stays.has(key(l)) || key(l) === ''),
    )
    const match = similar && similar.score >= MIN_OVERLAP ? similar.d : inPlace
    if (match) {
      paired.add(match.n)
      drafts.push({
        kind: 'tightened',
        before: unmarked(match.line).trim(),
        after: unmarked(line).trim(),
        line: match.n,
        needs_user_input: false,
        safe: true,
      })
      continue
    }
    if (adding) last.after += `\n${line}`
    else
      drafts.push({
        kind: 'tightened',
        before: '',
        after: line,
        line: anchor,
        needs_user_input: false,
        safe: true,
      })
  }
  for (const d of dropped) {
    if (paired.has(d.n)) continue
    // A line the writer left out is offered as a removal, never applied without the user.
    drafts.push({
      kind: 'tightened',
      before: unmarked(d.line).trim(),
      after: '',
      line: d.n,
      needs_user_input: false,
      safe: false,
    })
  }
  const reason = CHANGE_REASONS[language].rewritten
  return drafts
    .sort((a, b) => a.line - b.line)
    .map((draft, n) => {
      const wait = PLACEHOLDER.test(draft.after)
      return {
        id: `c${n + 1}`,
        section: '',
        reason,
        keywords: [],
        evidence: draft.before === '' ? [] : [draft.before],
        ...draft,
        kind: wait ? 'number_asked' : draft.kind,
        needs_user_input: wait,
        safe: draft.safe && !wait,
      }
    })
}
